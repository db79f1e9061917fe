"""Fixed, seeded game situations showing every screen: for the gallery and the snapshot tests."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from bragtui.app.brag_app import BragApp, make_app
from bragtui.app.practice_scenes import menu_app, question_app
from bragtui.app.remote import RemoteSource
from bragtui.app.saves import SavedGame
from bragtui.core.factory import new_game
from bragtui.core.game import Game
from bragtui.core.rules import Rules, load_rules
from bragtui.core.variants import variant_keys


class Scene(NamedTuple):
    """An app in a known state and the keys that bring it to one screen."""

    name: str
    build: Callable[[], BragApp]
    keys: tuple[str, ...]


def _rules(variant: str, **overrides: object) -> Rules:
    return load_rules(variant, table=overrides)


def _game(variant: str, players: str, rules: Rules, dealer: int, seed: int) -> Game:
    """A new game of ``variant`` by the registry's controller (``players`` separated by spaces)."""
    return new_game(variant, players.split(), rules, dealer=dealer, seed=seed)


def _four_at_the_table() -> Game:
    game = _game("three-card", "Ann Bob Cy Dee", _rules("three-card"), dealer=3, seed=11)
    game.start_hand({"Ann": "Qs Qd 4c", "Bob": "9h 8h 7h", "Cy": "Kc 5d 2s", "Dee": "Ah Kd Js"})
    for text in ("Ann look", "Ann bet 2", "Bob bet 1", "Cy look", "Cy fold"):
        game.act(text)
    return game


def _table_app() -> BragApp:
    return make_app(_four_at_the_table())


def _setup_app() -> BragApp:
    variants = ("three-card", "four-card", "five-card")
    return make_app(None, rules_for={v: _rules(v) for v in variants}, seed=1, saved=[])


_SAVED_AT = time.mktime((2026, 1, 1, 20, 30, 0, 0, 0, -1))
"""A fixed time for the saved games shown (1 January 2026, 20:30 wherever the gallery is made)."""


def _saved_games_app() -> BragApp:

    four = ("Ann", "Bob", "Cy", "Dee")
    saved = [SavedGame(Path("three-card-20260101-193000.toml"), "three-card", four, 12, _SAVED_AT, False,
                       "Ann +14, Bob -3, Cy -6, Dee -5"),
             SavedGame(Path("three-card-20251231-190000.toml"), "three-card", four, 4, _SAVED_AT - 86_400, False,
                       "Ann -2, Bob +5, Cy -2, Dee -1"),
             SavedGame(Path("bastard-20251230-180000.toml"), "bastard", ("Ann", "Bob", "Cy"), 3,
                       _SAVED_AT - 2 * 86_400, False, "lives: Ann 3, Bob 1, Cy 2"),
             SavedGame(Path("crash-20251229-180000.toml"), "crash", ("Eve", "Flo"), 1, _SAVED_AT - 3 * 86_400, False,
                       "points: Eve 0, Flo 0")]
    return make_app(None, rules_for={v: _rules(v) for v in variant_keys()}, names=["Ann", "Bob", "Cy"],
                    saved=saved)


def _discard_app() -> BragApp:
    game = _game("four-card", "Ann Bob", _rules("four-card", blind=False), dealer=1, seed=3)
    game.start_hand({"Ann": "Ah Kh Qh 2c", "Bob": "9s 9h 3d 4c"})
    return make_app(game)


def _showdown_app() -> BragApp:
    game = _four_at_the_table()
    for text in ("Dee look", "Dee bet 2", "Ann bet 4", "Bob look", "Bob fold", "Dee bet 4", "Ann see"):
        game.act(text)
    return make_app(game)


def _bastard_app() -> BragApp:
    game = _game("bastard", "Ann Bob Cy", _rules("bastard"), dealer=2, seed=5)
    game.start_hand({"Ann": "2c 5d 9h", "Bob": "Ks Kh 3d", "Cy": "7c 8c Jd"}, "4h 6s Qc")
    for text in ("Ann take Qc give 2c", "Bob take @1 give 3d", "Cy swap show Jd"):
        game.act(text)
    return make_app(game)


def _lives_showdown_app() -> BragApp:
    game = _game("bastard", "Ann Bob Cy", _rules("bastard", knock_after=0), dealer=2, seed=5)
    game.start_hand({"Ann": "Qs 9d 4c", "Bob": "Ks Kh 3d", "Cy": "Qc 9h 4d"}, "2h 2d 2s")
    for text in ("Ann knock", "Bob take @1 give 3d", "Cy take @2 give Qc"):
        game.act(text)
    return make_app(game)


_CRASH_DEAL = {"Ann": "3h 3d 3s Ah Ad Kc Kd 9s 9h 2c 5d 7h Jc",
               "Bob": "As Ac Qs Qh Js Jh 10s 10h 8c 8d 4c 6d 2d"}


def _crash_app() -> BragApp:
    game = _game("crash", "Ann Bob", _rules("crash"), dealer=1, seed=5)
    game.start_hand(_CRASH_DEAL)
    return make_app(game)


def _last_hand_app() -> BragApp:
    """A hand won without a see: the summary before the next deal."""
    game = _four_at_the_table()
    for text in ("Dee look", "Dee fold", "Ann bet 4", "Bob look", "Bob fold"):
        game.act(text)
    return make_app(game)


def _game_over_app() -> BragApp:
    """A game of Crash to one point, its only hand just shown: Enter brings the game over screen."""
    game = _game("crash", "Ann Bob", _rules("crash", target=1), dealer=1, seed=5)
    game.start_hand(_CRASH_DEAL)
    game.act("Ann set 3h 3d 3s / Ah Ad Kc / 9s 9h 2c")
    game.act("Bob set As Ac 2d / Qs Qh 4c / Js Jh 8c / 10s 10h 8d")
    return make_app(game)


def _computer_turn_app() -> BragApp:
    """Ann alone against three computer players: Ivy, the computer, is to act after Hal's bet."""
    game = _game("three-card", "Ann Hal Ivy Max", _rules("three-card"), dealer=3, seed=11)
    game.computer_seats = {1: "medium", 2: "hard", 3: "medium bold"}
    game.start_hand({"Ann": "Qs Qd 4c", "Hal": "9h 8h 7h", "Ivy": "Kc 5d 2s", "Max": "Ah Kd Js"})
    for text in ("Ann look", "Ann bet 2", "Hal bet 1"):
        game.act(text)
    return make_app(game, pause=3600)  # the computer's turn stays on screen


def _crash_showdown_app() -> BragApp:
    game = _game("crash", "Ann Bob", _rules("crash"), dealer=1, seed=5)
    game.start_hand(_CRASH_DEAL)
    game.act("Ann set 3h 3d 3s / Ah Ad Kc / 9s 9h 2c")
    game.act("Bob set As Ac 2d / Qs Qh 4c / Js Jh 8c / 10s 10h 8d")
    return make_app(game)


def _practice_scenes() -> list[Scene]:
    return [Scene("practice-menu", menu_app, ()),
            Scene("practice-compare", question_app("compare"), ()),
            Scene("practice-right", question_app("compare", "right"), ()),
            Scene("practice-wrong", question_app("compare", "wrong"), ()),
            Scene("practice-name", question_app("name"), ()),
            Scene("practice-best-three", question_app("best-three"), ("1", "3")),
            Scene("practice-beats", question_app("beats", "right"), ()),
            Scene("practice-exchange", question_app("exchange", "wrong"), ()),
            Scene("practice-arrange", question_app("arrange"), ()),
            Scene("practice-arrange-answer", question_app("arrange", "wrong"), ()),
            Scene("practice-progress", menu_app, ("p",))]


def _casino_app() -> BragApp:
    """Ann and Bob against the house, their stakes down: Ann is to play or fold."""
    game = _game("casino", "Ann Bob", _rules("casino"), dealer=1, seed=5)
    game.start_hand({"Ann": "Qh 6d 4c", "Bob": "7s 7h 9d", "house": "Kc 8d 3h"})
    for text in ("Ann ante 5", "Bob pairplus 2", "Bob ante 5"):
        game.act(text)
    return make_app(game)


def _casino_showdown_app() -> BragApp:
    game = _game("casino", "Ann Bob", _rules("casino"), dealer=1, seed=5)
    game.start_hand({"Ann": "Qh 6d 4c", "Bob": "7s 7h 9d", "house": "Kc 8d 3h"})
    for text in ("Ann ante 5", "Bob pairplus 2", "Bob ante 5", "Ann play", "Bob play"):
        game.act(text)
    return make_app(game)


def _draw_game() -> Game:
    """Four at Draw Brag: the blinds are in, Cy has looked and raised, Dee is to act."""
    game = _game("draw", "Ann Bob Cy Dee", _rules("draw"), dealer=3, seed=11)
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


def _pick_app() -> BragApp:
    """Dealer's choice: a pot carried out of Three Card Brag, and Ann to pick the next game."""
    game = _game("dealers-choice", "Ann Bob Cy", _rules("dealers-choice"), dealer=2, seed=5)
    game.choose_next("three-card")  # type: ignore[attr-defined]
    game.start_hand({"Ann": "2c 5d 9h", "Bob": "Kh Ks 3d", "Cy": "4s 8s Jc"})
    for text in ("Ann bet 1", "Bob fold", "Cy fold"):
        game.act(text)
    game.start_hand()
    return make_app(game)


def _set_hands_app(variant: str, players: str, deal: dict[str, str], sets: tuple[str, ...] = ()) -> BragApp:
    """A set-hand game dealt ``deal`` (the last player dealing), with ``sets`` played."""
    game = _game(variant, players, _rules(variant), dealer=len(players.split()) - 1, seed=5)
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


class _NoLink:
    """The join page's connection in the gallery: never made (the page waits for its form)."""

    url, code = "ws://192.168.1.20:8765", "PLAYNOW"

    def send(self, message: dict[str, object]) -> bool:
        return False

    async def run(self, on_message: Callable[[dict[str, object]], None], on_status: Callable[[object], None]) -> None:
        """Nothing to run."""


def _join_app() -> BragApp:
    """The page brag serve offers: where to connect, and a name."""
    return make_app(None, source=RemoteSource(connect=lambda url, code, name: _NoLink()))


SCENES: tuple[Scene, ...] = (
    Scene("setup", _setup_app, ()),
    Scene("saved-games", _saved_games_app, ()),
    Scene("handoff", _table_app, ()),
    Scene("table", _table_app, ("enter", "l")),
    Scene("table-blind", _table_app, ("enter",)),
    Scene("bet", _table_app, ("enter", "l", "b")),
    Scene("discard", _discard_app, ("enter", "d", "4")),
    Scene("showdown", _showdown_app, ()),
    Scene("last-hand", _last_hand_app, ()),
    Scene("ledger", _table_app, ("enter", "g")),
    Scene("rules", _table_app, ("enter", "r")),
    Scene("rankings", _table_app, ("enter", "h")),
    Scene("computer-turn", _computer_turn_app, ()),
    Scene("exchange", _bastard_app, ("enter", "2", "b")),
    Scene("lives-showdown", _lives_showdown_app, ()),
    Scene("arrange", _crash_app, ("enter", "space", "right", "space")),
    Scene("arrange-suggested", _crash_app, ("enter", "s")),
    Scene("crash-showdown", _crash_showdown_app, ()),
    Scene("seven-card-arrange", _seven_card_app, ("enter", "s")),
    Scene("seven-card-showdown", _seven_card_showdown_app, ()),
    Scene("nine-card-showdown", _nine_card_showdown_app, ()),
    Scene("fifteen-card-arrange", _fifteen_card_app, ("enter", "space", "right", "space", "right", "space", "f")),
    Scene("fifteen-card-showdown", _fifteen_card_showdown_app, ()),
    Scene("game-over", _game_over_app, ("enter",)),
    *_practice_scenes(),
    Scene("casino", _casino_app, ("enter", "o")),
    Scene("casino-showdown", _casino_showdown_app, ()),
    Scene("draw-table", _draw_app, ("enter",)),
    Scene("draw-cards", _draw_cards_app, ("enter", "d", "3")),
    Scene("pick", _pick_app, ("enter",)),
    Scene("join", _join_app, ()),
)
"""Every screen of the app, each reached by keys from a fixed game."""
