"""Practice mode (Options ▸ Rule hints): ``Practice`` (``mode``) feeds the hint
panel (``panel``) in its dock at the table's side (``dock``: narrow on a small
window, folded away at a click), the marks and "why not" tooltips over the hand (``marks``),
the marks on the claim buttons (``buttons``) and its menu entries (``menu``);
it holds a pass that would make a 过张 for a one-time explanation (``tips``,
through the round flow's ``choice_guard``) and takes back a decision
(``undo``).  It is given the session, flow, table and task runner it works with."""
