"""practice: (to be described)."""
