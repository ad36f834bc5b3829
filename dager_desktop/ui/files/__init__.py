"""The store wired into the window's life: the lock first and the final save last
(``startup``); settings, the autosave, statistics and replays kept up to date
while the player plays (``persistence``, attached through a ``WindowLink``);
the thread that writes settings, statistics and replays (``writer``); the
status bar's word on files not being saved (``save_status``); the saved
match read and offered at start-up (``resume_offer``) with "Continue the
match?" (``resume``); and what an uncaught error saves and says
(``crash_dialog``).  No file is read or written on the GUI thread."""
