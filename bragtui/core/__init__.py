"""The pure game core of bragtui: cards, hand ranking, rules and game controllers.

Nothing here imports Textual or Rich, so the core can be used (and is tested)
without a terminal. Modules are imported on demand to keep start-up quick.
"""
