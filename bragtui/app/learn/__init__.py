"""Guided first games (``brag learn``): each family's lessons, played on the real engine."""
