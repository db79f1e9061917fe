"""The app's screens and modal dialogs, one per file."""
