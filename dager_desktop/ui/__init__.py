"""The window layer: PySide6 over the engine, the computer players and the store.

The groups, lowest first.  A group imports only groups above it in this list
(``tests/test_layers.py`` holds the code to that), so a newcomer can read from
the top down and change a lower group without fear of what is higher:

==========  ==================================================================
``text``      the interface's words: translators, terms, hints, formats
``platform``  screens, style, the icon, the background task runner
``widgets``   small widgets that know nothing of the game
``cards``     sprites, their cache, pixmaps, the card sizes
``table``     the table widget and its models: a projection of ``game.view``
``dialogs``   round over, the 吃 chooser, statistics, rules, about, questions
``round``     the session, the round flow (``QStateMachine``), playback, workers
``practice``  rule hints, the Hint, Undo
``replays``   the Replays list and the replay viewer
``review``    复盘: a round's decisions valued by the hard search, kept with the replay
``files``     the store in the window's life: lock, autosave, statistics, replays
``window``    the main window, its menus and keys, the self-test
==========  ==================================================================

The pieces are wired together in one place: ``window.main_window`` makes the
table, the round flow, the workers and practice mode and connects them;
``window.store_link`` attaches the store; ``dager_desktop.app`` (the composition
root: command line, ``QApplication``) starts it all.  No module below
``window`` imports the main window: each is given the objects it works with.
"""

#: The groups of the window layer, lowest first (see above).
GROUPS = ("text", "platform", "widgets", "cards", "table", "dialogs", "round", "practice",
          "replays", "review", "files", "window")
