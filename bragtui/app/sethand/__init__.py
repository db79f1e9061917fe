"""The set-hand games (Crash, Seven, Nine and Fifteen Card Brag) in the app."""
