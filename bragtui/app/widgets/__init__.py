"""Small widgets shared by the screens."""
