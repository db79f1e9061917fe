"""Passing the terminal between people at a table with computer players: a person's cards leave
the screen once they have acted and someone else is next, the turn guard after a hand-off, Draw
Brag's new cards shown before the terminal is passed, two blind hands' backs, and Ctrl+Q asking."""

from __future__ import annotations

import random

import pytest
from app_helpers import card_labels_in, logged_cards, press, screen_name, screen_text, visible_cards
from clock_helpers import ManualClock, pass_time
from test_app_computer import ENDINGS, computer_game, take_turn

from bragtui.app import make_app
from bragtui.app.screens.computer_screen import ComputerTurnScreen
from bragtui.card_render import card_label
from bragtui.core.actions import Bet

PERSON_SCREENS = ("TableScreen", "ExchangeScreen", "ArrangeScreen", "DrawScreen", "CasinoScreen", "PickScreen")


def private_labels(game, seat):
    """The cards of ``seat`` that nobody else may see now (its hand or set hands, less any card
    turned face up in public)."""
    view = game.view(seat)
    cards = list(getattr(view, "cards", None) or ())
    for group in getattr(view, "my_set", None) or ():
        cards += group
    public = logged_cards(game.view(None).log)
    for spot in getattr(game.view(None), "centre", ()):
        if spot.card is not None:
            public.add(card_label(spot.card))
    # The card showing on an open pack and a face-up partner hand are public too, and nothing else.
    public.update(card_label(card) for card in game_public(game))
    return {card_label(card) for card in cards} - public


def game_public(game) -> frozenset:
    """The cards of the hand on the table that every seat may see: the open pack's, a face-up partner."""
    inner = getattr(game, "inner", None) or game
    return inner.public_cards() if hasattr(inner, "public_cards") else frozenset()


async def person_turn(app, pilot, rng):
    """Take the person's turn by keys, looking first where the table lets them."""
    name = screen_name(app)
    view = app.game.view(app.screen.seat)
    verbs = {choice.verb for choice in view.legal}
    if name == "TableScreen" and "look" in verbs and not view.seats[view.seat].two_hands:
        await pilot.press("l")
    elif name == "TableScreen" and "choose" in verbs:
        await pilot.press("o")
    elif name == "DrawScreen":
        if app.screen.new_cards:  # drawn: seen, then passed on
            await pilot.press("enter")
        elif "look" in verbs:
            await pilot.press("l")
        elif "draw" in verbs:
            await pilot.press("d", "1", "enter")
        else:
            keys = [key for key, verb in (("k", "check"), ("c", "call"), ("b", "bet"), ("f", "fold")) if verb in verbs]
            await pilot.press(rng.choice(keys))
    elif name == "CasinoScreen":
        await pilot.press("m" if "ante" in verbs else rng.choice("pf"))
    elif name == "PickScreen":
        await pilot.press(rng.choice("12345"))
    else:
        await take_turn(app, pilot, rng)


MIXED = [("three-card", {}), ("bastard", {}), ("bastard-money", {}), ("draw", {}), ("casino", {}),
         ("crash", {}), ("seven-card", {}), ("nine-card", {}), ("fifteen-card", {}), ("dealers-choice", {}),
         ("three-card", {"open_pack": True, "blind_alone": "face-up"}),
         ("dealers-choice", {"choose_after_circle": True})]


@pytest.mark.parametrize(("variant", "rules"), MIXED,
                         ids=[variant + ("-" + "-".join(rules) if rules else "") for variant, rules in MIXED])
async def test_a_persons_cards_leave_the_screen_once_they_acted_when_another_person_is_next(
        variant, rules, tmp_path, monkeypatch):
    # Ann and Bob with computers between them: every frame of a computer's turn painted after a
    # person acted shows none of that person's cards unless they are the next person to act. A
    # turn's first frame is taken as the turn starts, even if the screen is first mounted after the
    # computer (with no pause) has already played.
    paints: list[tuple[str, dict[int, set[str]]]] = []
    panel, show_turn = ComputerTurnScreen._panel, ComputerTurnScreen.show_turn

    def painted(screen):
        text = panel(screen)
        paints.append((text, {seat: private_labels(screen.game, seat) for seat in (0, 1)}))
        return text

    def turn_shown(screen, seat):
        show_turn(screen, seat)
        painted(screen)

    monkeypatch.setattr(ComputerTurnScreen, "_panel", painted)
    monkeypatch.setattr(ComputerTurnScreen, "show_turn", turn_shown)
    people = ["Ann", "Bob"]
    levels = ["medium"] * (1 if variant == "fifteen-card" else 2)
    game = computer_game(variant, people, levels, seed=9, **rules)
    app = make_app(game, save_path=tmp_path / "s.toml")
    rng = random.Random(4)
    last: int | None = None
    passed = 0
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(400):
            await pilot.pause()
            if screen_name(app) == "ComputerTurnScreen":
                await app.workers.wait_for_complete()
                continue
            name = screen_name(app)
            if name in ENDINGS or name == "GameOverScreen":
                paints.clear()
                last = None
                if len(game.results) >= 3 or name == "GameOverScreen":
                    break
                await pilot.press("enter")
                continue
            if name == "ConfirmModal":
                await pilot.press("y")
                continue
            nxt = app.screen.seat
            if last is not None and last != nxt:
                for text, private in paints:
                    assert not private[last] & card_labels_in(text), (last, text)
                passed += 1 if paints else 0
            paints.clear()
            if name == "HandoffScreen":
                assert visible_cards(app) == set()
                await pilot.press("enter")
                continue
            assert name in PERSON_SCREENS, name
            last = nxt
            await person_turn(app, pilot, rng)
    assert passed, "no computer turn came between two people"


def computer_bets(app, seat):
    """The computer at ``seat`` bets the least it may (its turn, played at once)."""
    least = next(choice.least for choice in app.game.view(seat).legal if choice.verb == "bet")
    app._computer_acts(seat, Bet(seat, least), None)


async def test_bob_s_cards_are_gone_during_hal_s_turn_before_the_hand_off_to_ann(tmp_path):
    # The game the problem was seen in: Bob looks and bets, Hal plays, Ann is next.
    game = computer_game("three-card", ["Ann", "Bob"], ["medium"], seed=9)
    app = make_app(game, save_path=tmp_path / "s.toml", pause=30)  # Hal's turn stays on screen
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert screen_name(app) == "TableScreen" and app.screen.seat == 1
        await press(pilot, "l", "m")
        assert screen_name(app) == "ComputerTurnScreen"
        text = screen_text(app)
        assert "Hal (computer) to act" in text and "Your cards" not in text
        assert not visible_cards(app) & private_labels(game, 1)
        computer_bets(app, 2)
        await pilot.pause()
        assert screen_name(app) == "HandoffScreen" and "Pass the terminal to Ann" in screen_text(app)
        await press(pilot, "enter")
        assert "Ann to act" in screen_text(app) and not visible_cards(app) & private_labels(game, 1)


async def test_a_person_alone_in_the_hand_keeps_their_cards_through_the_computers_turn(tmp_path):
    # Once Ann has folded, Bob is the next person to act whatever Hal does: his cards stay on Hal's
    # turn, and his own turn comes back without a hand-off.
    game = computer_game("three-card", ["Ann", "Bob"], ["medium"], seed=9)
    app = make_app(game, save_path=tmp_path / "s.toml", pause=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "l", "m")  # Bob
        computer_bets(app, 2)
        await press(pilot, "enter", "f")  # Ann, handed the terminal, folds blind
        assert screen_name(app) == "HandoffScreen" and "Pass the terminal to Bob" in screen_text(app)
        await press(pilot, "enter", "m")
        assert screen_name(app) == "ComputerTurnScreen" and "Your cards (Bob)" in screen_text(app)
        computer_bets(app, 2)
        await pilot.pause()
        assert screen_name(app) == "TableScreen" and app.screen.seat == 1


def draw_table(tmp_path, **options):
    """Draw Brag for Ann, Bob and Hal (seed 9: Ann acts first, the draw starts with Bob), Hal's
    turns left for the test to play."""
    game = computer_game("draw", ["Ann", "Bob"], ["medium"], seed=9)
    return game, make_app(game, save_path=tmp_path / "s.toml", pause=30, **options)


async def test_a_person_whose_cards_were_hidden_for_the_computers_gets_the_next_turn_without_a_hand_off(tmp_path):
    # Draw Brag, Ann, Bob and Hal: Bob calls, and Ann may still act, so his cards leave the screen
    # for Hal's turn; Hal closes the round and the draw starts with Bob, who still has the terminal.
    from bragtui.core.draw.actions import Check

    game, app = draw_table(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "l", "c")  # Ann
        assert screen_name(app) == "HandoffScreen"
        await press(pilot, "enter", "l", "c")  # Bob
        assert screen_name(app) == "ComputerTurnScreen" and not visible_cards(app) & private_labels(game, 1)
        app._computer_acts(2, Check(2), None)
        await pilot.pause()
        assert game.view(1).phase == "draw"
        assert screen_name(app) == "DrawScreen" and app.screen.seat == 1
        assert "Bob to draw" in screen_text(app)


# --- the turn guard after a hand-off ---------------------------------------------------------------

async def test_a_key_pressed_with_a_hand_offs_enter_waits_for_the_guard(tmp_path):
    from helpers import new_game
    from test_app_friends import typed_together

    game = new_game("Ann Bob Cy", ante=1)
    clock = ManualClock()
    app = make_app(game, save_path=tmp_path / "s.toml", guard=0.2, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "l", "m")  # Ann looks and bets: her cards were on screen
        assert screen_name(app) == "HandoffScreen" and "Pass the terminal to Bob" in screen_text(app)
        await pass_time(pilot, clock, 0.3)
        log = game.view(None).log
        typed_together(app, "enter", "m")  # Enter, then m at once: Bob has not yet seen his table
        await pilot.pause()
        await pilot.pause()
        assert screen_name(app) == "TableScreen" and app.screen.seat == 1 and game.view(None).log == log
        await press(pilot, "m")  # still within the guard
        assert game.view(None).log == log
        await pass_time(pilot, clock, 0.3)
        await press(pilot, "l")  # after the guard a look asks nothing: Bob pressed Enter himself
        assert screen_name(app) == "TableScreen" and game.view(None).log == (*log, "Bob looks")


# --- Draw Brag: the new cards before the hand-off ----------------------------------------------------

async def to_bobs_draw(app, pilot, guard=0.0, clock=None):
    """Ann and Bob look and call, Hal checks: the draw starts with Bob (seed 9). With a guard,
    ``clock`` moves on past it after each key."""
    from bragtui.core.draw.actions import Check

    async def past_the_guard():
        if clock is None:
            await pilot.pause(guard)
        else:
            await pass_time(pilot, clock, guard)

    for key in ("l", "c", "enter", "l", "c"):
        await press(pilot, key)
        await past_the_guard()
    app._computer_acts(2, Check(2), None)
    await pilot.pause()
    await past_the_guard()
    assert screen_name(app) == "DrawScreen" and "Bob to draw" in screen_text(app)


async def test_after_drawing_the_player_sees_the_new_cards_before_the_hand_off(tmp_path):
    game, app = draw_table(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_bobs_draw(app, pilot)
        before = {card_label(c) for c in game.view(1).cards}
        await press(pilot, "d", "1", "3", "enter")
        after = {card_label(c) for c in game.view(1).cards}
        new = after - before
        assert len(new) == 2 and game.view(None).log[-1] == "Bob draws 2 cards"
        assert screen_name(app) == "DrawScreen" and "Bob drew" in screen_text(app)
        text = screen_text(app)
        assert visible_cards(app) == after and all(label in text.split("Your new cards:")[1] for label in new)
        assert "Pass on" in text and "Draw…" not in text
        await press(pilot, "d", "c")  # keys of the turn just taken do nothing but say so
        assert "You have drawn: press Enter to go on." in screen_text(app)
        assert game.view(None).log[-1] == "Bob draws 2 cards"
        await press(pilot, "enter")
        assert screen_name(app) == "ComputerTurnScreen" and not visible_cards(app) & after


async def test_a_double_enter_after_the_draw_still_shows_the_new_cards(tmp_path):
    from test_app_friends import typed_together

    clock = ManualClock()
    _game, app = draw_table(tmp_path, guard=0.2, clock=clock)
    async with app.run_test(size=(80, 24)) as pilot:
        await pass_time(pilot, clock, 0.3)
        await to_bobs_draw(app, pilot, 0.3, clock)
        await press(pilot, "d", "1")
        typed_together(app, "enter", "enter")  # give up the card, and Enter again at once
        await pilot.pause()
        await pilot.pause()
        assert screen_name(app) == "DrawScreen" and "Your new card:" in screen_text(app)


async def test_a_draw_of_nothing_new_or_by_the_only_person_passes_on_at_once(tmp_path):
    _game, app = draw_table(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_bobs_draw(app, pilot)
        await press(pilot, "d", "enter")  # Bob keeps his three cards
        assert screen_name(app) == "ComputerTurnScreen"
    alone = computer_game("draw", ["Ann"], ["medium", "medium"], seed=9)
    app = make_app(alone, save_path=tmp_path / "t.toml", pause=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        while alone.view(0).phase != "draw" or alone.to_act != 0:
            if alone.to_act == 0:
                await press(pilot, "l" if alone.view(0).cards is None else "c")
            else:
                seat = alone.to_act
                view = alone.view(seat)
                app._computer_acts(seat, app.computers[seat].choose(view, view.legal, random.Random(1)), None)
                await pilot.pause()
        await press(pilot, "d", "1", "enter")  # Ann sees her new card on the computer's turn
        assert screen_name(app) == "ComputerTurnScreen" and "Your cards (Ann)" in screen_text(app)


# --- two blind hands -----------------------------------------------------------------------------------

async def test_two_blind_hands_show_two_sets_of_backs(tmp_path):
    from helpers import new_game

    game = new_game("Ann Bob Cy", ante=1)
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"})
    for text in ("Ann bet 1", "Bob look", "Bob fold", "Cy look", "Cy fold"):  # Ann, blind, carries the pot
        game.act(text)
    game.start_hand({"Ann": "Qs Jd 4c", "Bob": "3s 3h 9c", "Cy": "8c 8d 2h"})
    for text in ("Bob look", "Bob bet 2", "Cy look", "Cy bet 2"):
        game.act(text)
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "enter")
        assert screen_name(app) == "TableScreen" and app.screen.seat == 0
        text = screen_text(app)
        assert text.count("░░░") == 6 and "Blind: two hands, old and new" in text
        assert visible_cards(app) == set()
        await press(pilot, "o")  # Ann looks at the old hand: one hand of faces
        assert visible_cards(app) == {"A♥", "K♦", "7♣"} and "░░░" not in screen_text(app)


@pytest.mark.parametrize("count", [3, 4, 5])
def test_two_blind_hands_fit_the_narrowest_table(count):
    from textual.content import Content

    from bragtui.app.screens.table_screen import two_blind_hands

    rows = [Content.from_markup(row).plain for row in two_blind_hands(count, False, 76).split("\n")]
    assert all(len(row) <= 76 for row in rows)
    assert rows[0].count("╭───╮") == 2 * count and rows[1].split("░│")[-1].strip()


# --- Ctrl+Q -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("key", ["ctrl+q", "q"])
async def test_ctrl_q_asks_before_leaving_a_game_as_q_does(key, tmp_path):
    from helpers import new_game

    app = make_app(new_game("Ann Bob Cy"), save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, key, key)  # pressed twice: one question
        assert screen_name(app) == "QuitModal" and "Quit bragtui?" in screen_text(app)
        assert [type(s).__name__ for s in app.screen_stack].count("QuitModal") == 1 and app.return_code is None
        await press(pilot, "n")
        assert screen_name(app) == "TableScreen" and app.return_code is None
        await press(pilot, key, "y")
        assert app.return_code == 0


async def test_ctrl_q_with_no_game_under_way_quits_at_once(tmp_path):
    from test_app_friends import every_rules

    app = make_app(None, save_path=tmp_path / "s.toml", rules_for=every_rules(), saved=[])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "ctrl+q")
        assert app.return_code == 0
