"""Dealer's choice in the app."""
