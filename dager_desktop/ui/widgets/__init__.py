"""widgets: (to be described)."""
