"""Teen Patti in the app."""
