"""text: (to be described)."""
