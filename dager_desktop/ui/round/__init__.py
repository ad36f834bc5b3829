"""round: (to be described)."""
