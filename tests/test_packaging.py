"""The packaging files agree with each other and with the package (no bundle is built here)."""

from __future__ import annotations

import configparser
import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

from PIL import Image

from dager_desktop.ui.platform.icon import APP_ID, ICONS, app_icon

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"


def _make_icons():
    spec = importlib.util.spec_from_file_location("make_icons", PACKAGING / "make_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_one_application_id_everywhere():
    assert _make_icons().APP_ID == APP_ID
    desktop = LINUX / f"{APP_ID}.desktop"
    metainfo = LINUX / f"{APP_ID}.metainfo.xml"
    assert desktop.is_file() and metainfo.is_file()
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(desktop, encoding="utf-8")
    assert entry["Desktop Entry"]["Icon"] == APP_ID
    component = ET.parse(metainfo).getroot()
    assert component.findtext("id") == APP_ID
    assert component.find("launchable").text == f"{APP_ID}.desktop"
    assert f'APP_ID = "{APP_ID}"' in (PACKAGING / "dager-desktop.spec").read_text("utf-8")


def test_metainfo_screenshots_are_in_the_repository():
    component = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    urls = [image.text for image in component.iter("image")]
    assert urls
    for url in urls:
        name = url.rsplit("/docs/screenshots/", 1)[1]
        assert (ROOT / "docs" / "screenshots" / name).is_file(), name


def test_icon_files_have_their_sizes():
    for size in (16, 24, 32, 48, 64, 128, 256):
        with Image.open(ICONS / f"dager-desktop-{size}.png") as image:
            assert image.size == (size, size) and image.mode == "RGBA"
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        path = LINUX / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        with Image.open(path) as image:
            assert image.size == (size, size)
    with Image.open(PACKAGING / "icons" / "dager-desktop.ico") as ico:
        assert {(16, 16), (32, 32), (256, 256)} <= set(ico.info["sizes"])
    with Image.open(PACKAGING / "icons" / "dager-desktop.icns") as icns:
        assert icns.size[0] >= 512


def test_the_small_icon_is_drawn_not_shrunk():
    """16 px is the pixel-drawn card: two red strokes of 二 on light paper."""
    image = _make_icons().icon(16)
    pixels = [image.getpixel((x, y)) for x in range(16) for y in range(16)]
    red = [p for p in pixels if p[0] > 150 and p[1] < 60 and p[2] < 60 and p[3] == 255]
    paper = [p for p in pixels if min(p[:3]) > 230 and p[3] == 255]
    assert len(red) >= 8 and len(paper) >= 30


def test_window_icon_has_every_size(qapp):
    icon = app_icon()
    assert not icon.isNull()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert {(16, 16), (32, 32), (256, 256)} <= sizes


def test_spec_compiles():
    source = (PACKAGING / "dager-desktop.spec").read_text("utf-8")
    compile(source, "dager-desktop.spec", "exec")
