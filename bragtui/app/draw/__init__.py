"""Draw Brag in the app."""
