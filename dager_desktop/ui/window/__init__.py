"""The top of the window layer, where the others are wired together: the main
window (``main_window``) makes the table, the round flow, the computer seats,
practice mode and the keys (``keys``) and answers the menus (``menus``);
``store_link`` attaches the store to it; ``selftest`` plays one round in it for
``--selftest``."""
