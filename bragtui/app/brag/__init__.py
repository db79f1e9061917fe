"""The betting games (Three, Four and Five Card Brag) in the app."""
