"""The store: every file, folder and database bragtui keeps, above the pure core.

The core reads and writes text (hand histories, rules); this layer opens the
files: saving and resuming games, a player's rules files, the practice progress
database, and the data and config folders. It imports the core only.
"""
