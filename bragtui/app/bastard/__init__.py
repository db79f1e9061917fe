"""Bastard Brag, for lives and for money, in the app."""
