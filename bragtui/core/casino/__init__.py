"""Casino Brag and its exact odds (``family.py`` describes the family to the registry)."""
