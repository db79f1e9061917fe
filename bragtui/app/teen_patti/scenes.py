"""Teen Patti's screens in known states: the table blind and seen (with the joker card), the
chaal's prompt, a sideshow asked, its private screen, and the endings of a show and of the pot limit."""

from __future__ import annotations

from bragtui.app.brag_app import BragApp, make_app
from bragtui.app.scene_kit import Scene, scene_game, scene_rules
from bragtui.core.game import Game

DEAL = {"Ann": "Ah Kd 7c", "Bob": "9s 9h 4d", "Cy": "Qs Jd 10c", "Dee": "5h 5c 2d"}
"""Four hands: Ann's ace high, Bob's pair, Cy's sequence, Dee's pair."""


def _game(*actions: str, joker: str | None = None, **rules: object) -> Game:
    """Four at Teen Patti, Dee dealing, after ``actions``."""
    game = scene_game("teen-patti", "Ann Bob Cy Dee", scene_rules("teen-patti", **rules), dealer=3, seed=11)
    game.start_hand(DEAL, joker)
    for text in actions:
        game.act(text)
    return game


def _blind_app() -> BragApp:
    """Ann and Bob have chaaled blind; Cy, blind, is to act."""
    return make_app(_game("Ann chaal 1", "Bob chaal 2"))


def _seen_app() -> BragApp:
    """The joker game (the six of hearts turned up): Ann and Bob have looked and chaaled; Cy has
    looked and may chaal, ask Bob for a sideshow or pack."""
    return make_app(_game("Ann look", "Ann chaal 2", "Bob look", "Bob chaal 2", "Cy look", joker="6h",
                          game="joker"))


def _asked_app() -> BragApp:
    """Cy has asked Bob for a sideshow: Bob answers."""
    return make_app(_game("Ann look", "Ann chaal 2", "Bob look", "Bob chaal 2", "Cy look", "Cy sideshow 2"))


def _show_app() -> BragApp:
    """Bob and Cy packed; Ann, seen, asks Dee, seen, for a show."""
    return make_app(_game("Ann look", "Ann chaal 2", "Bob pack", "Cy pack", "Dee look", "Dee chaal 2",
                          "Ann show"))


def _pot_limit_app() -> BragApp:
    """Cy's chaal takes the pot to the limit: every hand still in is shown."""
    return make_app(_game("Ann chaal 2", "Bob chaal 4", "Cy chaal 4", pot_limit=12))


SCENES: tuple[Scene, ...] = (
    Scene("teen-patti-blind", _blind_app, ("enter",)),
    Scene("teen-patti-seen", _seen_app, ("enter",)),
    Scene("teen-patti-chaal", _seen_app, ("enter", "b")),
    Scene("teen-patti-sideshow-asked", _asked_app, ("enter",)),
    Scene("teen-patti-sideshow-private", _asked_app, ("enter", "a")),
    Scene("teen-patti-show", _show_app, ()),
    Scene("teen-patti-pot-limit", _pot_limit_app, ()),
)
"""The family's screens, each reached by keys from a fixed game."""
