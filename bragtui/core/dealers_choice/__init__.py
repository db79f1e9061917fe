"""Dealer's choice (``family.py`` describes the family to the registry)."""
