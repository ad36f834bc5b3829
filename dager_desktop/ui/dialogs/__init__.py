"""dialogs: (to be described)."""
