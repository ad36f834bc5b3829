"""table: (to be described)."""
