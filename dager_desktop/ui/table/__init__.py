"""The table a player sees, a projection of the engine: ``TableModels``
(``projection``) keeps the Qt item models (``item_models``, ``hand_model``) equal
to ``game.view(HUMAN)`` and the event being shown; the table widget
(``table_widget``) lays out the centre with the card on offer and the response
buttons (``centre``, ``responses``), the seat panels (``seat_panel``,
``seat_parts``), the hand in columns (``hand_view``, ``grouping``) and the
scoreboard, painted by the delegates (``delegates``); the animation layer flies
cards and calls over it (``animation``); the move log lists the round's events
in words beside it (``move_log``, ``move_log_model``); ``seating`` says who
sits where.  No
rule lives here: what is legal comes from the engine."""
