"""Casino Brag in the app."""
