"""Play across machines: the ``brag-net/1`` host and client, above the core and the computer
players and beside the app (this layer knows no screen)."""
