"""window: (to be described)."""
