"""Playing against the computer in the app: no hand-off with one person at the table, hand-offs
only between people, the computer's turn on the table, its errors survived, saves that keep it."""

from __future__ import annotations

import random

import pytest
from app_helpers import card_labels_in, logged_cards, screen_name, screen_text, visible_cards
from clock_helpers import ManualClock, pass_time

from bragtui.app import make_app
from bragtui.app.computers import computer_names, level_labels, seat_computers, with_computers_marked
from bragtui.card_render import card_label
from bragtui.core.actions import Bet
from bragtui.core.factory import new_game
from bragtui.core.ranking import reading_order
from bragtui.core.rules import load_rules
from bragtui.players import ComputerPlayer, PlayerError
from bragtui.store.histories import read_history

TURN_SCREENS = ("TableScreen", "ExchangeScreen", "ArrangeScreen")
ENDINGS = ("ShowdownScreen", "LivesShowdownScreen", "CrashShowdownScreen", "CasinoShowdownScreen")


def computer_game(variant, people, levels, seed=3, **rules):
    names, computers = seat_computers(people, levels)
    game = new_game(variant, names, seed=seed, **rules)
    game.computer_seats = computers
    return game


async def settle(app, pilot):
    """Let the computers play until a person's screen (or an ending) is up."""
    for _ in range(200):
        await pilot.pause()
        if screen_name(app) != "ComputerTurnScreen":
            return
        await app.workers.wait_for_complete()
    raise AssertionError("the computers never stopped playing")


def allowed_cards(app, seat):
    """The cards the person at ``seat`` may see on their turn (their own, any public ones, and their
    own from a hand they conceded, in a note for them alone)."""
    view = app.game.view(seat)
    allowed = {card_label(c) for c in (view.cards or ())} | logged_cards(view.log) | card_labels_in(app.note_for(seat))
    for spot in getattr(view, "centre", ()):
        if spot.card is not None:
            allowed.add(card_label(spot.card))
    if getattr(view, "taken", None) is not None:
        allowed.add(card_label(view.taken))
    return allowed


async def take_turn(app, pilot, rng):
    """Play the person's turn on the screen that is up (as the player would, by keys)."""
    name = screen_name(app)
    view = app.game.view(app.screen.seat)
    verbs = {c.verb for c in view.legal}
    if name == "ExchangeScreen":
        if "give" in verbs:
            await pilot.press(rng.choice("123"), "x")
        elif "knock" in verbs and rng.random() < 0.3:
            await pilot.press("k")
        else:
            await pilot.press(rng.choice("123"), rng.choice("abc"), "x")
    elif name == "ArrangeScreen":
        await pilot.press("x" if "redeal" in verbs else "s", "d")
    else:
        await pilot.press("s" if "see" in verbs and rng.random() < 0.4 else ("m" if rng.random() < 0.7 else "f"))


async def play(app, pilot, hands, rng, on_screen=None):
    """Play until ``hands`` hands have ended (or the game is over); returns the screens seen."""
    seen = []
    for _ in range(400):
        await settle(app, pilot)
        name = screen_name(app)
        seen.append(name)
        if on_screen is not None:
            on_screen(name)
        if name == "GameOverScreen" or (len(app.game.results) >= hands and name in ENDINGS):
            return seen
        if name == "ConfirmModal":
            await pilot.press("y")
        elif name in ENDINGS:
            await pilot.press("enter")
        elif name == "HandoffScreen":
            assert visible_cards(app) == set()
            await pilot.press("enter")
        else:
            assert name in TURN_SCREENS, name
            assert app.game.to_act not in app.game.computer_seats
            assert visible_cards(app) <= allowed_cards(app, app.screen.seat)
            await take_turn(app, pilot, rng)
    raise AssertionError("the hands never ended")


# --- one person against the computer ------------------------------------------------------------

@pytest.mark.parametrize("coach", [False, True], ids=["", "coach-on"])
@pytest.mark.parametrize("variant", ["three-card", "bastard", "bastard-money", "crash"])
async def test_one_person_against_three_computers_plays_whole_hands_with_no_hand_off(variant, coach, tmp_path):
    """With the coach on, its panel too shows no card the person may not see."""
    game = computer_game(variant, ["Ann"], ["medium", "hard", "easy:bold"])
    app = make_app(game, save_path=tmp_path / "s.toml", coach=coach)
    async with app.run_test(size=(80, 24)) as pilot:
        seen = await play(app, pilot, 3, random.Random(1))
    assert "HandoffScreen" not in seen
    assert len(game.results) >= 3 or game.game_over
    assert app.computer_errors == []
    assert any(line.startswith(("Hal ", "Ivy ", "Max ")) for line in game.view(None).log) or game.results


async def test_a_computers_turn_shows_on_the_table_with_its_log_line(tmp_path):
    game = computer_game("three-card", ["Ann"], ["medium"] * 3, ante=1, blind=False)
    app = make_app(game, save_path=tmp_path / "s.toml", pause=30)  # the computer waits: its turn is on screen
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        while game.to_act != 0:  # the computers before Ann play at once
            seat = game.to_act
            view = game.view(seat)
            app._computer_acts(seat, ComputerPlayer("medium").choose(view, view.legal, random.Random(1)), None)
            await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        assert screen_name(app) == "ComputerTurnScreen"
        text = screen_text(app)
        first = game.players[game.to_act]
        assert f"{first} (computer) to act" in text
        assert "Ann (computer)" not in text and "Ann bets" in text
        assert f"{first} is the computer (medium), playing now" in text
        ann = {card_label(c) for c in game.view(0).cards}
        assert card_labels_in(text) - logged_cards(game.view(None).log) <= ann  # Ann's own cards only
        seat = game.to_act
        view = game.view(seat)
        app._computer_acts(seat, ComputerPlayer("medium").choose(view, view.legal, random.Random(1)), None)
        await pilot.pause()
        assert f"{first} (computer) {game.view(None).log[-1].removeprefix(first + ' ')}" in screen_text(app)


async def test_no_key_acts_for_the_computer_and_the_ledger_rules_and_rankings_open(tmp_path):
    game = computer_game("three-card", ["Ann"], ["medium"] * 3)
    game.start_hand() if game.hand_over else None
    app = make_app(game, save_path=tmp_path / "s.toml", pause=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if game.to_act == 0:
            await pilot.press("l", "m")
            await pilot.pause()
        assert screen_name(app) == "ComputerTurnScreen"
        log = game.view(None).log
        for key in ("m", "f", "s", "l", "b", "c", "enter", "space", "1"):
            await pilot.press(key)
        await pilot.pause()
        assert game.view(None).log == log and screen_name(app) == "ComputerTurnScreen"
        for key, modal in (("g", "LedgerModal"), ("r", "RulesModal"), ("h", "RankingsModal")):
            await pilot.press(key)
            await pilot.pause()
            assert screen_name(app) == modal
            await pilot.press("escape")
            await pilot.pause()
            assert screen_name(app) == "ComputerTurnScreen"


async def test_a_computer_waits_for_an_open_dialog_before_it_acts(tmp_path):
    game = computer_game("three-card", ["Ann"], ["medium"] * 3, seed=5)
    clock = ManualClock()
    app = make_app(game, save_path=tmp_path / "s.toml", pause=0.05, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if game.to_act == 0:
            await pilot.press("f")
        await pilot.press("g")  # the ledger, opened during a computer's turn
        log = game.view(None).log
        for _ in range(6):  # the pause, the computer's choice, and a while behind the ledger
            await pass_time(pilot, clock, 0.1)
        assert screen_name(app) == "LedgerModal"
        assert game.view(None).log == log, "the computer played behind the ledger"
        await pilot.press("escape")
        for _ in range(100):
            await pass_time(pilot, clock, 0.1)
            if game.view(None).log != log or game.results:
                break
        assert game.view(None).log != log or game.results


# --- a computer that errs ---------------------------------------------------------------------------

class Wrong:
    """A computer player that bets out of turn, or raises."""

    label = "medium"

    def __init__(self, raises=False):
        self.raises = raises

    def choose(self, view, legal, rng):
        if self.raises:
            raise RuntimeError("lost its cards")
        return Bet((view.seat + 1) % len(view.players), 99)


@pytest.mark.parametrize("raises", [False, True], ids=["illegal action", "error"])
async def test_a_computer_that_errs_is_refused_and_plays_safe(raises, tmp_path, monkeypatch):
    monkeypatch.setattr("bragtui.app.computers.players_for", lambda game: dict.fromkeys(game.computer_seats,
                                                                                          Wrong(raises)))
    game = computer_game("three-card", ["Ann"], ["medium"] * 3)
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if game.to_act == 0:
            await pilot.press("m")
        await settle(app, pilot)
        assert app.computer_errors
        assert "(computer) was refused" in app.computer_errors[0]
        assert "plays safe instead" in app.computer_errors[0]
        folded = [line for line in game.view(None).log if line.endswith(" folds")]
        assert folded, "the erring computer should fold"
        assert app.return_code is None


async def test_the_computer_is_handed_only_its_seats_view_and_legal_actions(tmp_path, monkeypatch):
    handed = []

    class Spy:
        label = "medium"

        def choose(self, *args, **kwargs):
            handed.append((args, kwargs))
            view = args[0]
            return ComputerPlayer("medium").choose(view, args[1], args[2])

    monkeypatch.setattr("bragtui.app.computers.players_for", lambda game: dict.fromkeys(game.computer_seats, Spy()))
    game = computer_game("bastard-money", ["Ann"], ["medium"] * 2)
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await play(app, pilot, 1, random.Random(2))
    assert handed
    for args, kwargs in handed:
        view, legal, rng = args
        assert not kwargs and isinstance(rng, random.Random)
        assert type(view).__name__.endswith("View") and view.seat in game.computer_seats
        assert legal == view.legal
        assert all(arg is not game for arg in args)


# --- two people and two computers -------------------------------------------------------------------

@pytest.mark.parametrize("coach", [False, True], ids=["", "coach-on"])
async def test_two_people_and_two_computers_hand_off_only_between_the_people(coach, tmp_path):
    """With the coach on, each person's panel shows only what that person may see."""
    game = computer_game("three-card", ["Ann", "Bob"], ["medium", "hard"], seed=7, blind=False)
    app = make_app(game, save_path=tmp_path / "s.toml", coach=coach)
    handoffs = []
    async with app.run_test(size=(80, 24)) as pilot:
        rng = random.Random(3)
        for _ in range(300):
            await settle(app, pilot)
            name = screen_name(app)
            if len(game.results) >= 4 and name in ENDINGS:
                break
            if name == "HandoffScreen":
                handoffs.append(app.screen.seat)
                assert visible_cards(app) == set()
                await pilot.press("enter")
            elif name in ENDINGS or name == "ConfirmModal":
                await pilot.press("enter" if name in ENDINGS else "y")
            else:
                seat = app.screen.seat
                assert seat in (0, 1)
                assert visible_cards(app) <= allowed_cards(app, seat)
                assert bool(app.screen.query("#coach")) == coach
                await take_turn(app, pilot, rng)
    assert handoffs and set(handoffs) <= {0, 1}


async def test_a_computers_turn_never_shows_the_last_persons_cards_to_the_next(tmp_path):
    # Ann and Bob, then the computers: after Ann looks and bets, the computers play, then Bob is handed
    # the terminal before anything of his shows; his table never shows Ann's cards.
    game = computer_game("three-card", ["Ann", "Bob"], ["medium", "medium"], seed=4, blind=False)
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        rng = random.Random(5)
        for _ in range(200):
            await settle(app, pilot)
            name = screen_name(app)
            if len(game.results) >= 3 and name in ENDINGS:
                break
            if name == "HandoffScreen":
                await pilot.press("enter")
            elif name in ENDINGS or name == "ConfirmModal":
                await pilot.press("enter" if name in ENDINGS else "y")
            else:
                seat = app.screen.seat
                other = game.view(1 - seat).cards or ()
                shown = visible_cards(app) - logged_cards(game.view(seat).log)
                assert not shown & {card_label(c) for c in other} - {card_label(c) for c in game.view(seat).cards or ()}
                await take_turn(app, pilot, rng)


# --- saves and resume -------------------------------------------------------------------------------

async def test_resume_of_a_game_with_computer_players_continues_with_them(tmp_path):
    save = tmp_path / "s.toml"
    game = computer_game("bastard", ["Ann"], ["hard", "medium:bold"], seed=2)
    app = make_app(game, save_path=save)
    async with app.run_test(size=(80, 24)) as pilot:
        await play(app, pilot, 1, random.Random(4))
    resumed = read_history(save)
    assert resumed.computer_seats == {1: "hard", 2: "medium bold"}
    assert "computer" in save.read_text()
    app2 = make_app(resumed, save_path=save)
    async with app2.run_test(size=(80, 24)) as pilot:
        assert {s: p.label for s, p in app2.computers.items()} == {1: "hard", 2: "medium bold"}
        seen = await play(app2, pilot, len(resumed.results) + 2, random.Random(6))
    assert "HandoffScreen" not in seen
    assert len(resumed.results) >= 3 or resumed.game_over
    assert read_history(save).computer_seats == {1: "hard", 2: "medium bold"}


async def test_a_new_game_saves_its_computers_before_the_first_hand(tmp_path):
    from bragtui.core.rules import load_rules as rules_of

    save = tmp_path / "s.toml"
    app = make_app(None, save_path=save, rules_for={"three-card": rules_of("three-card")},
                   saved=[], pause=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.new_game("three-card", ["Ann", "Hal"], app.rules_for["three-card"], 1, {1: "hard bold"})
        await pilot.pause()
    assert read_history(save).computer_seats == {1: "hard bold"}


# --- names and levels -------------------------------------------------------------------------------

def test_computer_names_never_clash_with_the_peoples():
    assert computer_names(["Ann"], 3) == ["Hal", "Ivy", "Max"]
    assert computer_names(["hal", "Max"], 3) == ["Ivy", "Kit", "Zoe"]
    many = computer_names(["Ann"], 30)
    assert len(set(many)) == 30


def test_levels_for_the_computer_seats():
    assert level_labels([], 2) == ["medium", "medium"]
    assert level_labels(["hard:bold"], 3) == ["hard bold"] * 3
    assert level_labels(["easy", "hard:cautious"], 2) == ["easy", "hard cautious"]
    with pytest.raises(PlayerError):
        level_labels(["easy", "hard"], 3)
    with pytest.raises(PlayerError):
        level_labels(["superb"], 1)


def test_log_lines_say_who_is_the_computer():
    assert with_computers_marked("Hal bets 4", ["Hal"]) == "Hal (computer) bets 4"
    assert with_computers_marked("Ann sees Hal", ["Hal"]) == "Ann sees Hal"
    assert with_computers_marked("Halle bets 4", ["Hal"]) == "Halle bets 4"


# --- the command line -------------------------------------------------------------------------------

@pytest.fixture
def started(monkeypatch, tmp_path):
    """The app ``brag play`` or ``brag resume`` would run (not run)."""
    from bragtui.app.brag_app import BragApp

    apps = []
    monkeypatch.setattr("bragtui.app.saves.saves_folder", lambda: tmp_path)
    monkeypatch.setattr(BragApp, "run", lambda self, *a, **k: apps.append(self))
    return apps


def test_play_with_computer_players_from_the_command_line(capsys, started):
    from cli_helpers import run_brag

    result = run_brag(capsys, "play", "--variant", "three-card", "--players", "Ann,Hal", "--computer", "3",
                      "--level", "hard:bold", "--pause", "0.2")
    assert result.status == 0, result.err
    app = started[0]
    assert app.game.players == ["Ann", "Hal", "Ivy", "Max", "Kit"]
    assert app.game.computer_seats == {2: "hard bold", 3: "hard bold", 4: "hard bold"}
    assert app.pause == 0.2


def test_play_gives_each_computer_its_level_or_refuses_a_wrong_one(capsys, started):
    from cli_helpers import run_brag

    result = run_brag(capsys, "play", "--variant", "bastard", "--players", "Ann", "--computer", "2",
                      "--level", "easy,hard")
    assert result.status == 0, result.err
    assert started[0].game.computer_seats == {1: "easy", 2: "hard"}
    assert run_brag(capsys, "play", "--variant", "bastard", "--players", "Ann", "--computer", "2",
                    "--level", "superb").status != 0
    wrong = run_brag(capsys, "play", "--variant", "crash", "--players", "Ann", "--computer", "4")
    assert wrong.status != 0 and "--players" in wrong.err


def test_resume_rebuilds_the_computer_players(capsys, started, tmp_path):
    from cli_helpers import run_brag

    from bragtui.store.histories import save_history

    game = computer_game("three-card", ["Ann"], ["hard", "easy:cautious"])
    game.start_hand()
    save = tmp_path / "g.toml"
    save_history(game, save)
    result = run_brag(capsys, "resume", str(save), "--pause", "0")
    assert result.status == 0, result.err
    app = started[0]
    app._seat_computers()
    assert {seat: player.label for seat, player in app.computers.items()} == {1: "hard", 2: "easy cautious"}
    assert app.pause == 0


def test_resume_of_a_file_outside_the_saves_folder_says_to_name_it_again(capsys, started, tmp_path):
    """Plain ``brag resume`` looks in the saves folder only: a game continued from a file elsewhere
    is continued by naming that file, and the closing line says so."""
    from cli_helpers import run_brag

    from bragtui.store.histories import save_history

    game = computer_game("three-card", ["Ann"], ["hard"])
    game.start_hand()
    elsewhere = tmp_path / "shared games" / "g.toml"
    elsewhere.parent.mkdir()
    for save, words in ((tmp_path / "g.toml", "brag resume"), (elsewhere, f"brag resume '{elsewhere}'")):
        save_history(game, save)
        result = run_brag(capsys, "resume", str(save), "--pause", "0")
        assert result.status == 0 and result.out == f"The game is saved in {save}; continue it with: {words}\n"


# --- the setup screen -------------------------------------------------------------------------------

async def test_setup_screen_seats_computer_players_by_keyboard_and_mouse(tmp_path):
    from textual.widgets import Input, Select

    rules = {"three-card": load_rules("three-card")}
    app = make_app(None, rules_for=rules, saved=[], save_path=tmp_path / "s.toml", pause=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query_one("#names", Input).value = "Ann, Zed (hard bold)"
        app.screen.query_one("#computer-count", Select).focus()
        for key in ("enter", "down", "down", "enter"):  # by keyboard: two more
            await pilot.press(key)
            await pilot.pause()
        await pilot.click("#computer-level")  # by mouse: open the levels, then pick easy
        await pilot.pause()
        await pilot.press("home", "down", "down", "down", "enter")
        await pilot.pause()
        assert app.screen.query_one("#computer-count", Select).value == 2
        await pilot.click("#start")
        await pilot.pause()
        game = app.game
        assert game is not None
        assert game.players == ["Ann", "Zed", "Hal", "Ivy"]
        assert game.computer_seats == {1: "hard bold", 2: "easy", 3: "easy"}
        assert read_history(tmp_path / "s.toml").computer_seats == game.computer_seats


async def test_setup_screen_needs_a_person_and_known_levels(tmp_path):
    from textual.widgets import Input, Select

    rules = {"three-card": load_rules("three-card")}
    app = make_app(None, rules_for=rules, saved=[], save_path=tmp_path / "s.toml", computers=(3, "hard"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#computer-count", Select).value == 3
        app.screen.query_one("#names", Input).value = ""
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "At least one person plays" in screen_text(app)
        app.screen.query_one("#names", Input).value = "Ann, Zed (superb)"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "unknown level 'superb'" in screen_text(app) and app.game is None


async def test_play_again_keeps_the_computer_players(tmp_path):
    game = computer_game("crash", ["Ann"], ["hard"], seed=5, target=1)
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await play(app, pilot, 99, random.Random(1))
        assert screen_name(app) == "GameOverScreen"
        await pilot.press("n")
        await settle(app, pilot)
        assert app.game is not game and app.game.players == ["Ann", "Hal"]
        assert app.game.computer_seats == {1: "hard"} and set(app.computers) == {1}
        assert screen_name(app) != "HandoffScreen"


def test_ones_own_set_hands_read_as_they_are_named_while_computers_set_theirs():
    from bragtui.app.screens.computer_screen import own_cards_line
    from bragtui.core.sethand.actions import SetHands
    from bragtui.players.coach import best_move

    game = new_game("nine-card", ["Ann", "Hal", "Ivy"], seed=3)
    game.start_hand()
    view = game.view(game.to_act)
    best = best_move(view, game.rules)
    # Each hand's cards placed lowest first: the line still reads each hand as it is named.
    game.apply(SetHands(view.seat, tuple(tuple(sorted(group, key=lambda card: card.rank)) for group in best.hands)))
    line = own_cards_line(game.view(view.seat), True, "")
    assert line == f"Your hands ({view.name}): " + " / ".join(
        " ".join(card_label(card, True) for card in reading_order(group)) for group in best.hands)
