"""Game ▸ Replays…: the kept rounds, newest first, to watch, export, import or
delete (``dialog``, its list of rounds ``replay_list``), and a finished round
watched step by step with every hand open (``viewer``, a row a seat
``seat_row``)."""
