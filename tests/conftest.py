"""Test set-up: Qt renders offscreen and the user folders point into a temporary dir.

Both must happen before anything imports Qt or appdirs reads the environment.
The temporary dir goes when the run ends, so runs leave nothing behind.
"""

import os
import shutil
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="dager-test-home-")
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_var] = os.path.join(_HOME, _var.lower())


def pytest_unconfigure() -> None:
    shutil.rmtree(_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def _nothing_left_in_place():
    """A file one test left in place (``store.aside``) must not refuse another's writes."""
    yield
    from dager_desktop.store import aside

    aside._LEFT_IN_PLACE.clear()
