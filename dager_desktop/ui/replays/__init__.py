"""replays: (to be described)."""
