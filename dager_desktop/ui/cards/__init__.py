"""A ``Card`` turned into something painted: pillow draws the faces (``sprites``),
which are kept as PNG in the user's cache (``sprite_cache``) and handed to the
views as pixmaps rendered off the GUI thread, with placeholders meanwhile
(``pixmaps``); the eight size steps of the table (``sizes``); a row of card
groups with captions for dialogs and the replay viewer (``card_strip``)."""
