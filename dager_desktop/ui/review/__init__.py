"""复盘: a finished round's decisions reviewed against the hard player's search.

``window.ReviewWindow`` shows the review as it is computed (``job.ReviewJob``,
one decision at a time on the window's task runner), the decisions with their
marks, the table at the selected one (the replay viewer's), its options as bars
with their intervals (``bars``) and the reason in a sentence (``text.review_text``).
``kept`` keeps finished reviews beside the replays, so none is computed twice.
"""
