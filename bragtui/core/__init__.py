"""The pure game core of bragtui: the shared engine (cards, hand ranking, rules, the game protocol)
beside one package per family of games (``brag``, ``bastard``, ``sethand``, ``draw``, ``casino``,
``dealers_choice``), each loaded when one of its games is first used.

Nothing here imports Textual or Rich, so the core can be used (and is tested)
without a terminal. Modules are imported on demand to keep start-up quick.
"""
