"""A round on the table, in sequence: the match and the player's options
(``session``), the ``QStateMachine`` of the round flow that moves from dealing
to the human's or a computer's decision to the end (``flow``), the playing of
the engine's events onto the table (``playback``), the computer seats deciding
on the background thread (``workers``) and the sound cues that follow the
events (``sound``).  The engine decides; this package only paces and asks."""
