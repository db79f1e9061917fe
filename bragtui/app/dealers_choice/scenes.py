"""Dealer's choice's screen in a known state: the dealer's pick."""

from __future__ import annotations

from bragtui.app.brag_app import BragApp, make_app
from bragtui.app.scene_kit import Scene, scene_game, scene_rules


def _pick_app() -> BragApp:
    """Dealer's choice: a pot carried out of Three Card Brag, and Ann to pick the next game."""
    game = scene_game("dealers-choice", "Ann Bob Cy", scene_rules("dealers-choice"), dealer=2, seed=5)
    game.choose_next("three-card")  # type: ignore[attr-defined]
    game.start_hand({"Ann": "2c 5d 9h", "Bob": "Kh Ks 3d", "Cy": "4s 8s Jc"})
    for text in ("Ann bet 1", "Bob fold", "Cy fold"):
        game.act(text)
    game.start_hand()
    return make_app(game)


def _settings_app() -> BragApp:
    """Dealer's choice after the circle: Ann has picked Four Card Brag and now picks its wild cards."""
    rules = scene_rules("dealers-choice", choose_after_circle=True)
    game = scene_game("dealers-choice", "Ann Bob", rules, dealer=0, seed=5)
    for _ in range(2):
        game.start_hand()
        game.act(f"{game.players[game.to_act]} fold")  # type: ignore[index]
    game.start_hand()
    game.act("Ann pick four-card")
    return make_app(game)


SCENES: tuple[Scene, ...] = (
    Scene("pick", _pick_app, ("enter",)),
    Scene("pick-wild", _settings_app, ("enter",)),
)
"""The family's screens, each reached by keys from a fixed game."""
