"""The window never widens itself: the buttons beside the card on offer keep their
column's width whether they show or not."""

from __future__ import annotations

import pytest

from dager_desktop.engine import Action, ActionKind, Card


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_no_question_raises_the_windows_least_width(make_window, qtbot, language):
    # Before, the claim buttons raised the table's least width by 117 px while they
    # showed, and Qt widened a half-screen window past its edge at the first claim.
    from dager_desktop.ui.text.i18n import switch_language

    switch_language(language)
    window = make_window(seed=3, size=(1100, 700))
    window.session.set_hints(True)
    window.new_match()
    qtbot.waitUntil(lambda: window.table.centre.state.dealt, timeout=5000)
    window.flow.stop()  # the bar below is set by hand
    centre = window.table.centre
    responses = centre.responses
    responses.clear()
    qtbot.wait(50)
    least, width = window.minimumSizeHint().width(), window.width()
    card = Card.X5
    modes = [
        ((Action(ActionKind.HU, card), Action(ActionKind.PENG, card),
          Action(ActionKind.PASS)), "claim"),
        ((Action(ActionKind.BAO), Action(ActionKind.PASS)), "opening"),
        ((Action(ActionKind.DISCARD, card), Action(ActionKind.BAO, card)), "discard"),
    ]
    for options, mode in modes:
        responses.offer(options, mode)
        qtbot.wait(50)
        assert (window.minimumSizeHint().width(), window.width()) == (least, width), mode
    responses.clear()
    for button in (centre.skip, centre.next_button):
        button.setVisible(True)
        qtbot.wait(50)
        assert (window.minimumSizeHint().width(), window.width()) == (least, width)
        button.setVisible(False)


@pytest.mark.parametrize("language", ["zh_CN", "zh_TW"])
def test_the_stock_count_keeps_its_number_with_its_measure_word(qapp, language):
    # A narrow table wraps the caption: "墩餘 / 19 張", never "墩餘 19 / 張".
    from PySide6.QtCore import QCoreApplication

    from dager_desktop.ui.text.i18n import switch_language

    switch_language(language)
    caption = QCoreApplication.translate("CentreWidget", "Stock %1")
    assert caption.endswith("%1\u00a0" + ("张" if language == "zh_CN" else "張"))
