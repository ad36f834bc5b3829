"""The store's messages and facts in the player's language.

The store hands back ``Notice`` objects with an English ``text`` and a
``code`` with string ``params``; here each code has a translated template,
filled from the params.  A code without a template shows the store's own
English sentence, so a new kind of message is never lost.  The reasons inside
a notice (why a file could not be read) come from the store in English, with
the kind of problem beside them (``why``, ``errno``): the English interface
quotes the details, the others name the kind in their own words — the
details stay in the log.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dager_desktop.store import Notice
from dager_desktop.store import notices as codes
from dager_desktop.ui.text.i18n import current_language, fill

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def file_kind(what: str) -> str:
    """The store's name of a file ("settings file", "autosave" …), translated."""
    kinds = {
        #: the file that holds the player's settings
        "settings file": translate("StoreText", "settings file"),
        #: the file that holds the match in play, saved after every move
        "autosave": translate("StoreText", "saved match"),
        #: the file that holds the statistics
        "statistics file": translate("StoreText", "statistics file"),
        #: one kept round of the Replays list
        "replay file": translate("StoreText", "replay file"),
        #: a replay written to a file of the player's choice
        "exported replay": translate("StoreText", "exported replay"),
        #: a kept review (复盘) of a round, beside its replay. Chinese: 复盘文件
        "review file": translate("StoreText", "review file"),
        #: the file that counts the practice rounds (played again, the Hard player in
        #: the player's seat), apart from the statistics
        "practice file": translate("StoreText", "practice file"),
    }
    return kinds.get(what, what)


def _setting_name(key: str) -> str:
    """A key of the settings file as the player knows it."""
    return _setting_names().get(key, key)


def _setting_names() -> dict[str, str]:
    """Every key of the settings file, named in the interface language."""
    return {
        #: a setting's name in a message about the settings file
        "language": translate("StoreText", "language"),
        "rules": translate("StoreText", "rules"),
        #: the strength of the computer players
        "ai_levels": translate("StoreText", "computer players"),
        #: practice-mode hints
        "hints": translate("StoreText", "hints"),
        #: whose judgement the Hint shows (the Options menu's "Hints from")
        "hint_level": translate("StoreText", "hints from"),
        #: how fast cards move
        "speed": translate("StoreText", "speed"),
        #: the Options menu's Sound: the sound cues on or off
        "sound": translate("StoreText", "sound"),
        #: the Options menu's Volume: how loud the sound cues are
        "volume": translate("StoreText", "volume"),
        #: where the window was and how big
        "geometry": translate("StoreText", "window size and place"),
        "window_state": translate("StoreText", "window size and place"),
        #: tips the player asked not to see again
        "dismissed": translate("StoreText", "hidden tips"),
    }


def _why_text(why: str) -> str:
    """What was wrong with a file (``notices.WHY_*``), in the player's language."""
    kinds = {
        #: why a file could not be read (the words go inside brackets in a sentence)
        codes.WHY_FOLDER: translate("StoreText", "it is a folder, not a file"),
        codes.WHY_TOO_BIG: translate("StoreText", "it is far too big"),
        codes.WHY_EMPTY: translate("StoreText", "it is empty"),
        codes.WHY_NOT_TEXT: translate("StoreText", "it is not a text file"),
        codes.WHY_NOT_JSON: translate("StoreText", "it is not valid JSON; it may have been "
                                                   "cut short"),
        codes.WHY_OS_ERROR: translate("StoreText", "the system would not read it"),
        codes.WHY_WRONG_KIND: translate("StoreText", "it is another kind of file"),
        codes.WHY_VERSION: translate("StoreText", "it was written by another version of "
                                                  "the game"),
        codes.WHY_NEWER: translate("StoreText", "it was written by a newer version of the "
                                                "game"),
        #: why a file is not saved: it was left as it was found (a newer version's …)
        codes.WHY_LEFT: translate("StoreText", "it is left as the game found it at start"),
        #: New match could not rename the saved match to the previous one
        codes.WHY_NOT_RENAMED: translate("StoreText", "it could not be kept as the previous "
                                                      "match"),
        #: a recorded round (its moves, its deal or its rules) does not play out again
        codes.WHY_DOES_NOT_REPLAY: translate("StoreText", "the recorded round does not replay "
                                                          "by the rules"),
        #: a replay names a set of rules (a preset) this game does not know
        codes.WHY_PRESET: translate("StoreText", "its rules are not among this game's"),
        #: a replay's rules are missing, not valid, or not those of the preset it names
        codes.WHY_RULES: translate("StoreText", "its rules are not valid, or not those of "
                                                "the preset it names"),
        #: only a finished round can be a replay
        codes.WHY_UNFINISHED: translate("StoreText", "the round is not finished"),
        #: a saved match of thousands of rounds: the save would be too big to read back
        codes.WHY_MATCH_TOO_LONG: translate("StoreText", "the match is too long for one file; "
                                                         "a new match is saved again"),
    }
    #: why a file could not be read, when nothing more precise is known
    return kinds.get(why, translate("StoreText", "its content is damaged"))


def _error_text(errno_name: str) -> str:
    """An operating-system error by its ``errno`` name, in the player's language."""
    names = {
        #: why a file could not be written or moved
        "EACCES": translate("StoreText", "permission denied"),
        "EPERM": translate("StoreText", "permission denied"),
        "ENOSPC": translate("StoreText", "the disk is full"),
        "EROFS": translate("StoreText", "the disk is read-only"),
        #: a save was still being written when the game had to go on (at closing)
        "ETIMEDOUT": translate("StoreText", "the disk was too slow to finish it"),
        #: a file stands where a folder of the path should be
        "ENOTDIR": translate("StoreText", "a file is in the way of a folder"),
        #: a file of the folder's name is already there
        "EEXIST": translate("StoreText", "a file is in the way of a folder"),
    }
    #: %1 an error code such as EIO
    other = fill(translate("StoreText", "system error %1"), errno_name).strip()
    return names.get(errno_name, other)


def _in_own_words(notice: Notice, params: dict[str, str]) -> None:
    """Replace the English details in ``params`` by their kind, in the player's language."""
    if current_language() == "en":
        return  # the details are already in the player's language
    if "reason" in params:
        if notice.code == codes.BAD_VALUE:
            #: why a setting was refused: %1 is the value as written in the file
            value = translate("StoreText", "the value %1 is not allowed")
            params["reason"] = fill(value, params.get("value", ""))
        else:
            params["reason"] = _why_text(params.get("why", ""))
    if "error" in params:
        # the system's refusals go by their errno, the store's own by their kind
        own = "errno" not in params and "why" in params
        params["error"] = _why_text(params["why"]) if own else _error_text(params.get("errno", ""))
    if notice.code == codes.ALREADY_RUNNING:
        pid = params.get("pid", "")
        #: who holds the game's lock: %1 is a process number
        params["who"] = (fill(translate("StoreText", "process %1"), pid) if pid
                         else translate("StoreText", "another process"))


def _templates() -> dict[str, str]:
    # {name} placeholders are filled from the notice's params.
    return {
        #: a damaged file was renamed, not deleted: {what} the kind of file, {reason} why,
        #: {moved_to} where it is now
        "moved_aside": translate(
            "StoreText", "The {what} could not be read ({reason}). It was put aside as "
            "{moved_to}, and the game goes on without it."),
        #: a kept round of the Replays list was damaged: it leaves the list
        "moved_aside_replay": translate(
            "StoreText", "The {what} could not be read ({reason}). It was put aside as "
            "{moved_to} and left out of the list."),
        #: the file stays as it was and is not saved over until the game starts again
        "not_moved": translate(
            "StoreText", "The {what} {path} could not be read ({reason}), and it could not "
            "be put aside either ({error}). It was left as it is, and the game will not "
            "change it until it is started again."),
        #: part of a file was unusable and no copy could be made: it stays as it was
        "no_copy": translate(
            "StoreText", "Part of the {what} {path} could not be read ({reason}), and no copy "
            "of it could be kept ({error}). It was left as it is, and the game will not "
            "change it until it is started again."),
        #: a file that may be sound (a newer version's) stays as it was, unused and unchanged
        "left_in_place": translate(
            "StoreText", "The {what} {path} could not be used ({reason}). It was left as it "
            "is, and the game will not change it until it is started again."),
        #: part of a file was unusable: {copy} is a copy of the file as it was
        "copy_kept": translate(
            "StoreText", "Part of the {what} could not be read ({reason}); the rest was kept. "
            "A copy of the file as it was is in {copy}."),
        #: {key} the setting's name, {reason} why its value was refused
        "bad_value": translate(
            "StoreText", 'The setting "{key}" was not usable ({reason}); its default is used.'),
        "write_failed": translate(
            "StoreText", "The {what} {path} could not be saved: {error}."),
        #: a replay file chosen with Import… was refused; {reason} names the problem
        "import_refused": translate("StoreText", "{path} was not imported: {reason}."),
        "replay_missing": translate("StoreText", "This replay is no longer there."),
        #: the folder of the saved match could not be made or written: {path} the folder,
        #: {error} why
        "folder_unusable": translate(
            "StoreText", "The folder {path} cannot be used ({error}): the match, statistics "
            "and replays cannot be saved, and a second copy of the game cannot be kept from "
            "starting."),
        #: the Replays folder cannot be read: {path} the folder, {error} why
        "folder_unreadable": translate(
            "StoreText", "The replays folder {path} cannot be read ({error}): the rounds "
            "kept there cannot be listed."),
        #: a second copy of the game was started; {who} is e.g. "process 1234"
        "already_running": translate(
            "StoreText", "Luzhou Da Er is already running ({who}). Switch to that window, "
            "or close it and start again."),
    }


def notice_text(notice: Notice) -> str:
    """``notice`` as a sentence in the player's language."""
    code = notice.code
    if code == "moved_aside" and notice.params.get("what") == "replay file":
        code = "moved_aside_replay"  # the game going on without it would be odd there
    template = _templates().get(code)
    if template is None:
        return notice.text
    params = dict(notice.params)
    _in_own_words(notice, params)
    if notice.code == "bad_value" and "key" in params:
        params["key"] = _setting_name(params["key"])
    if "what" in params:
        params["what"] = file_kind(params["what"])
    params.setdefault("what", file_kind(_what_of(notice)))
    try:
        return template.format_map(_Missing(params))
    except (ValueError, IndexError):  # a translation with a broken placeholder
        return notice.text


def _what_of(notice: Notice) -> str:
    """Notices about settings values carry no ``what``: they are about the settings file."""
    return "settings file" if notice.code == "bad_value" else "file"


class _Missing(dict):
    """A format map that leaves an unknown ``{name}`` as it is instead of failing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def computer_failed(seat_name: str) -> str:
    """Told once a round when a seat's computer player fails (it raised, or answered
    what was not offered) and safe moves are played for it."""
    #: status line; %1 is the seat's name (Zhang, Li, Wang). Chinese: "%1 的电脑玩家出错了；
    #: 出错时替它走安全的一步（能过就过）。详细信息在日志文件中。"
    text = translate("TableText", "The computer player of %1 failed; safe moves are played "
                     "for it (pass whenever it may) while it fails. The log has the details.")
    return fill(text, seat_name)
