"""The interface's words: Qt translators and the language in use (``i18n``), the
game's terms in each script (``terms``), the practice hints and the engine's
refusals in words (``hint_text``), the engine's events in words for the move log
and the calls at a seat (``events``), the sum of a round's score step by step
(``score_text``), what the status line asks (``prompts``), the review's marks,
reasons and summary (``review_text``), the store's notices
(``notices``) and the facts shown in lists and dialogs, points with their sign among
them (``formats``).  Pure text: no widget lives here, and everything else in the
window asks here for what it says."""
