"""Bastard Brag: the centre hand, exchanges and knocking (``family.py`` describes the family to the registry)."""
