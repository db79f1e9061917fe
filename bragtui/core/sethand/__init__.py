"""The set-hand games: Crash, Seven, Nine and Fifteen Card Brag (``family.py`` describes the family to
the registry).

Importing a module here loads only that module: the pure arrangement rules and the Crash solver
are read by the practice drills and the computer players without the controllers.
"""
