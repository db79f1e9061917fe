"""Long runs cut into blocks and played on every core, or on a dask cluster.

``brag simulate`` and ``brag tournament`` cut their work into blocks of a fixed
size. Each block plays from a fresh table seeded by the run's seed and the
block's number alone, so a block plays the same wherever it runs, and the
merged result is the same whatever the number of worker processes. ``brag
review`` judges blocks of a game's turns the same way. This layer
sits above the core and the computer players and below the CLI; it never
imports the app or the network layer.
"""
