"""The dialogs over the table: the end of a round (``round_over``, every hand laid
open by ``round_hands``), the choice of a 吃 (``chi_chooser``), statistics with
their chart (``statistics``, ``chart``), the rules reference (``rules_help``,
rendered by ``help_doc``), About (``about``), yes-or-no questions (``questions``),
the boxes about the player's files (``notice_boxes``), file choosers in the
player's language (``file_choosers``) and the computer players' levels
(``players``).  Each opens with ``open()``, never a nested event loop."""
