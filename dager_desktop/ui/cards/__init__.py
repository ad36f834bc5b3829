"""cards: (to be described)."""
