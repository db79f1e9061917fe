"""Draw Brag's screens in known states: the table and the draw."""

from __future__ import annotations

from bragtui.app.brag_app import BragApp, make_app
from bragtui.app.scene_kit import Scene, scene_game, scene_rules
from bragtui.core.game import Game


def _draw_game() -> Game:
    """Four at Draw Brag: the blinds are in, Cy has looked and raised, Dee is to act."""
    game = scene_game("draw", "Ann Bob Cy Dee", scene_rules("draw"), dealer=3, seed=11)
    game.start_hand({"Ann": "Qs Qd 4c", "Bob": "9h 8h 7h", "Cy": "Kc 5d 2s", "Dee": "Ah Kd Js"})
    for text in ("Cy look", "Cy raise", "Dee look"):
        game.act(text)
    return game


def _draw_app() -> BragApp:
    return make_app(_draw_game())


def _draw_cards_app() -> BragApp:
    """The draw: Ann, who has looked, chooses the cards to give up."""
    game = _draw_game()
    for text in ("Dee call", "Ann look", "Ann call", "Bob fold", "Ann draw", "Cy draw 2s"):
        game.act(text)
    return make_app(game)


SCENES: tuple[Scene, ...] = (
    Scene("draw-table", _draw_app, ("enter",)),
    Scene("draw-cards", _draw_cards_app, ("enter", "d", "3")),
)
"""The family's screens, each reached by keys from a fixed game."""
