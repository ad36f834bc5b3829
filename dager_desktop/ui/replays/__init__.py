"""Game ▸ Replays…: the kept rounds, newest first, to watch, export, import or
delete (``dialog``), and a finished round watched step by step with every hand
open (``viewer``)."""
