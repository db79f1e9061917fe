"""Draw Brag (``family.py`` describes the family to the registry)."""
