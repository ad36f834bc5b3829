"""The top of the window layer, where the others are wired together: the main
window (``main_window``) makes the table, the round flow, the computer seats,
practice mode and the keys (``keys``) and answers the menus (``menus``); the
human's decisions are shown and passed on, or refused, by ``decisions``; a
finished round's dialog, review and deal again are ``review_link``'s, the
practice table ``practice_table``'s; ``store_link`` attaches the store to it;
``selftest`` plays one round in it for ``--selftest``."""
