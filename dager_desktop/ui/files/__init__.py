"""files: (to be described)."""
