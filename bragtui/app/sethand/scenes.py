"""The set-hand games' screens in known states: setting hands and the showdowns."""

from __future__ import annotations

from bragtui.app.brag_app import BragApp, make_app
from bragtui.app.scene_kit import Scene, scene_game, scene_rules

CRASH_DEAL = {"Ann": "3h 3d 3s Ah Ad Kc Kd 9s 9h 2c 5d 7h Jc",
               "Bob": "As Ac Qs Qh Js Jh 10s 10h 8c 8d 4c 6d 2d"}


def _crash_app() -> BragApp:
    game = scene_game("crash", "Ann Bob", scene_rules("crash"), dealer=1, seed=5)
    game.start_hand(CRASH_DEAL)
    return make_app(game)


def _crash_showdown_app() -> BragApp:
    game = scene_game("crash", "Ann Bob", scene_rules("crash"), dealer=1, seed=5)
    game.start_hand(CRASH_DEAL)
    game.act("Ann set 3h 3d 3s / Ah Ad Kc / 9s 9h 2c")
    game.act("Bob set As Ac 2d / Qs Qh 4c / Js Jh 8c / 10s 10h 8d")
    return make_app(game)


def _set_hands_app(variant: str, players: str, deal: dict[str, str], sets: tuple[str, ...] = ()) -> BragApp:
    """A set-hand game dealt ``deal`` (the last player dealing), with ``sets`` played."""
    game = scene_game(variant, players, scene_rules(variant), dealer=len(players.split()) - 1, seed=5)
    game.start_hand(deal)
    for text in sets:
        game.act(text)
    return make_app(game)


_SEVEN_DEAL = {"Ann": "Ah Ad As Kh Kd 2c 7s", "Bob": "Qh Qd 5s 9c 9d 4s 3h", "Cy": "Jc Jd 10s 10h 8h 7c 6d"}


def _seven_card_app() -> BragApp:
    return _set_hands_app("seven-card", "Ann Bob Cy", _SEVEN_DEAL)


def _seven_card_showdown_app() -> BragApp:
    """Ann sets her aces second, a foul: Bob's queens and nines win both hands."""
    return _set_hands_app("seven-card", "Ann Bob Cy", _SEVEN_DEAL,
                          ("Ann set Kh Kd 2c / Ah Ad As", "Bob set Qh Qd 5s / 9c 9d 4s",
                           "Cy set Jc Jd 10s / 10h 8h 7c"))


def _nine_card_showdown_app() -> BragApp:
    """Ann wins two sets, Bob and Cy split the third: the main pot is carried."""
    return _set_hands_app("nine-card", "Ann Bob Cy",
                          {"Ann": "Ah Ad Ac 7s 8s 9s 2c 2s 5d", "Bob": "Qh Qd Qc 5h 6h 7h 3d 3s 4c",
                           "Cy": "Kh Kd Kc 10c 10d Jc 3h 3c 4d"},
                          ("Ann set Ah Ad Ac / 7s 8s 9s / 2c 2s 5d", "Bob set Qh Qd Qc / 5h 6h 7h / 3d 3s 4c",
                           "Cy set Kh Kd Kc / 10c 10d Jc / 3h 3c 4d"))


_FIFTEEN_DEAL = {"Ann": "Ah Ad Ac Kh Kd Kc 2h 3h 4h 9s 9d 5c 7s 7d 6c",
                 "Bob": "Qh Qd Qc Jh Jd Jc 10s 10d 10c 8s 8d 8c 5s 5d 5h"}


def _fifteen_card_app() -> BragApp:
    return _set_hands_app("fifteen-card", "Ann Bob", _FIFTEEN_DEAL)


def _fifteen_card_showdown_app() -> BragApp:
    return _set_hands_app("fifteen-card", "Ann Bob", _FIFTEEN_DEAL,
                          ("Ann set Ah Ad Ac / Kh Kd Kc / 2h 3h 4h / 9s 9d 5c / 7s 7d 6c",
                           "Bob set Qh Qd Qc / Jh Jd Jc / 10s 10d 10c / 8s 8d 8c / 5s 5d 5h"))


SCENES: tuple[Scene, ...] = (
    Scene("arrange", _crash_app, ("enter", "space", "right", "space")),
    Scene("arrange-suggested", _crash_app, ("enter", "s")),
    Scene("arrange-coach", _crash_app, ("enter", "question_mark")),
    Scene("crash-showdown", _crash_showdown_app, ()),
    Scene("seven-card-arrange", _seven_card_app, ("enter", "s")),
    Scene("seven-card-showdown", _seven_card_showdown_app, ()),
    Scene("nine-card-showdown", _nine_card_showdown_app, ()),
    Scene("fifteen-card-arrange", _fifteen_card_app, ("enter", "space", "right", "space", "right", "space", "f")),
    Scene("fifteen-card-showdown", _fifteen_card_showdown_app, ()),
)
"""The family's screens, each reached by keys from a fixed game."""
