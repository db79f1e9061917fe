"""The betting games' screens in known states: the table, a bet, a discard, the showdown."""

from __future__ import annotations

from bragtui.app.brag_app import BragApp, make_app
from bragtui.app.learn.learn_app import LessonApp
from bragtui.app.learn.lesson import family_lessons
from bragtui.app.scene_kit import Scene, scene_game, scene_rules
from bragtui.core.game import Game
from bragtui.store.lessons import LessonsDone


def _four_at_the_table() -> Game:
    game = scene_game("three-card", "Ann Bob Cy Dee", scene_rules("three-card"), dealer=3, seed=11)
    game.start_hand({"Ann": "Qs Qd 4c", "Bob": "9h 8h 7h", "Cy": "Kc 5d 2s", "Dee": "Ah Kd Js"})
    for text in ("Ann look", "Ann bet 2", "Bob bet 1", "Cy look", "Cy fold"):
        game.act(text)
    return game


def table_app() -> BragApp:
    """Four at Three Card Brag: Ann has looked and bet, Bob bet blind, Cy folded; Dee is to act."""
    return make_app(_four_at_the_table())


def _discard_app() -> BragApp:
    game = scene_game("four-card", "Ann Bob", scene_rules("four-card", blind=False), dealer=1, seed=3)
    game.start_hand({"Ann": "Ah Kh Qh 2c", "Bob": "9s 9h 3d 4c"})
    return make_app(game)


def _showdown_app() -> BragApp:
    game = _four_at_the_table()
    for text in ("Dee look", "Dee bet 2", "Ann bet 4", "Bob look", "Bob fold", "Dee bet 4", "Ann see"):
        game.act(text)
    return make_app(game)


def last_hand_app() -> BragApp:
    """A hand won without a see: the summary before the next deal."""
    game = _four_at_the_table()
    for text in ("Dee look", "Dee fold", "Ann bet 4", "Bob look", "Bob fold"):
        game.act(text)
    return make_app(game)


def _short_of_credit() -> Game:
    game = scene_game("three-card", "Ann Bob Cy", scene_rules("three-card", borrow=True, credit=5, blind=False),
                      dealer=0, seed=5)
    game.start_hand({"Bob": "Ad 7h 6s", "Cy": "4d 2h 4s", "Ann": "Jd Jh 10s"})
    for text in ("Bob bet 1", "Cy fold", "Ann bet 4"):
        game.act(text)
    return game


def _borrow_app() -> BragApp:
    """Borrowing: Bob, short of his credit, may borrow from Cy, who folded, or say lend or show."""
    return make_app(_short_of_credit())


def _lender_app() -> BragApp:
    """Borrowing: Bob asked Cy for a loan; Cy's turn, after the hand-off, to look and answer."""
    game = _short_of_credit()
    game.act("Bob borrow 4 from Cy")
    return make_app(game)


def _open_pack_partner_app() -> BragApp:
    """Three Card Brag with the open pack and the face-up partner: Bob kept his blind hand, was
    dealt a face-up pair of nines, Ann could not beat it; Cy, who could, has bet."""
    rules = scene_rules("three-card", open_pack=True, blind_alone="face-up")
    game = scene_game("three-card", "Ann Bob Cy", rules, dealer=0, seed=5)
    game.start_hand({"Bob": "2c 5d 9h", "Cy": "Kh Ks 3d", "Ann": "4s 8s Jc"})
    for text in ("Bob bet 1", "Cy fold", "Ann fold"):
        game.act(text)
    game.start_hand({"Cy": "Qh Qd 4c", "Ann": "7s 8d 2h", "Bob": "9c 9d 3s"})
    game.act("Cy bet 2")
    return make_app(game)


def _coach_app() -> BragApp:
    """Ann against three computer players, the coach on at her turn: Ivy has raised, Max folded."""
    game = scene_game("three-card", "Ann Hal Ivy Max", scene_rules("three-card"), dealer=3, seed=11)
    game.computer_seats = {1: "medium", 2: "hard", 3: "medium"}
    game.start_hand({"Ann": "Qs Qd 4c", "Hal": "9h 8h 7h", "Ivy": "Kc 5d 2s", "Max": "Ah Kd Js"})
    for text in ("Ann look", "Ann bet 2", "Hal bet 1", "Ivy look", "Ivy bet 4", "Max look", "Max fold"):
        game.act(text)
    return make_app(game, pause=3600, coach=True)


def _review_app() -> BragApp:
    """Ann against Bob, the computer, for stacks of 8: she folded three sevens, then bet her 5-high
    into Bob's three queens and lost her stack. Enter brings the game over screen, v her review."""
    game = scene_game("three-card", "Ann Bob", scene_rules("three-card", money="stacks", buy_in=8), dealer=0,
                      seed=11)
    game.computer_seats = {1: "hard"}
    game.start_hand({"Bob": "Ah Kd 2c", "Ann": "7h 7d 7c"})
    for text in ("Bob look", "Bob bet 2", "Ann look", "Ann fold"):
        game.act(text)
    game.start_hand({"Ann": "5c 3d 2h", "Bob": "Qh Qd Qs"})
    for text in ("Ann bet 1", "Bob look", "Bob bet 5", "Ann look", "Ann bet 5", "Bob cover"):
        game.act(text)
    app = make_app(game, pause=3600)
    app.review_playouts = 40
    return app


def _lessons_app() -> BragApp:
    """The lessons of Three Card Brag, two of them done."""
    done = LessonsDone(None)
    for key in ("ante", "betting"):
        done.mark("brag", key)
    return LessonApp("Three Card Brag", family_lessons("three-card"), done, pause=3600)


SCENES: tuple[Scene, ...] = (
    Scene("table", table_app, ("enter", "l")),
    Scene("table-blind", table_app, ("enter",)),
    Scene("bet", table_app, ("enter", "l", "b")),
    Scene("discard", _discard_app, ("enter", "d", "4")),
    Scene("showdown", _showdown_app, ()),
    Scene("last-hand", last_hand_app, ()),
    Scene("open-pack-partner", _open_pack_partner_app, ("enter",)),
    Scene("borrow", _borrow_app, ("enter", "w")),
    Scene("lender-look", _lender_app, ("enter", "i")),
    Scene("coach", _coach_app, ()),
    Scene("review", _review_app, ("enter", "v", "wait:2500")),
    Scene("review-position", _review_app, ("enter", "v", "wait:2500", "enter")),
    Scene("learn", _lessons_app, ()),
    Scene("lesson-step", _lessons_app, ("1",)),
    Scene("lesson-hint", _lessons_app, ("1", "f")),
)
"""The family's screens, each reached by keys from a fixed game."""
