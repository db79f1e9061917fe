"""Three, Four and Five Card Brag: the betting games (``family.py`` describes the family to the registry)."""
