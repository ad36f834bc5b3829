"""platform: (to be described)."""
