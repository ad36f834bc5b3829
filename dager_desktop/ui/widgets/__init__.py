"""Small widgets that know nothing of the game, reused across the window: a label
cut with "…" (``elided_label``), a message box's details button in the game's
words (``details_button``), the second click of a double-click told apart
(``click_echo``), menu entries made and named in groups (``menu_actions``), a
note that stands a few seconds over a label's text (``note``), a title bar
that folds what is under it (``fold_bar``), and a table of figures to read
(``read_only_table``)."""
