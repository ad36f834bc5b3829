"""What the window needs of the system and of Qt: screen sizes and a window that
fits them (``screens``), fonts and the style sheet (``style``), the application
icon (``icon``) and the one background thread that computer seats, hints,
sprites and file reads share (``tasks``).  Nothing here knows the game."""
