"""The restless player again, with the store attached: files are written while it
clicks, switches languages, opens the statistics and the replays, imports a
damaged file and deletes kept rounds.  Closing the window then loses nothing:
every file reads back clean and the saved match is the match that was shown.
"""

from __future__ import annotations

import random

from dager_desktop import store
from dager_desktop.ui.replays.dialog import ReplaysDialog
from tests.ui.helpers import close_what_is_open, restless_player


def test_a_restless_player_with_the_store_attached_loses_nothing(
        open_window, qtbot, monkeypatch, tmp_path):
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": "dager-desktop/replay", "version": 1, "round": {"deal"')
    monkeypatch.setattr(ReplaysDialog, "_ask_export_path",
                        lambda self, name: str(tmp_path / name))
    monkeypatch.setattr(ReplaysDialog, "_ask_import_path", lambda self: str(damaged))
    monkeypatch.setattr(ReplaysDialog, "_ask_delete", lambda self, info: True)
    window, persistence, _ = open_window(seed=5)
    qtbot.waitUntil(lambda: persistence.started, timeout=10000)

    restless_player(window, qtbot, random.Random(5), steps=300)
    close_what_is_open(window)
    match = window.session.match
    record = match.to_record() if match is not None else None
    window.close()  # saves the match mid-round and waits for the files

    assert persistence.files.flush()
    for loaded in (store.load_settings(), store.load_stats(), store.Replays().entries()):
        assert loaded[1] == []  # nothing damaged, nothing put aside
    resume, notices = store.Autosave().load()
    assert notices == []
    if record is not None:
        assert resume is not None and resume.match.to_record() == record
