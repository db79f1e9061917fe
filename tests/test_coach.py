"""The coach: its advice is ``hard``'s move with ``hard``'s own reason, it reads only the seat's
view, and its panel is toggled with ``?`` on a person's own turn screen."""

from __future__ import annotations

import random

import pytest
from app_helpers import screen_name, screen_text

from bragtui.app import make_app
from bragtui.app.coach import coach_text
from bragtui.app.widgets.coach_panel import coach_markup
from bragtui.core.factory import new_game
from bragtui.players import ComputerPlayer, advise
from bragtui.players.coach import coach_rng
from bragtui.players.reasons import collecting

FAMILIES = {
    "brag": ("three-card", "four-card", "five-card"),
    "bastard": ("bastard", "bastard-money"),
    "sethand": ("seven-card", "nine-card", "crash", "fifteen-card"),
    "draw": ("draw",),
    "casino": ("casino",),
    "dealers_choice": ("dealers-choice",),
    "teen_patti": ("teen-patti",),
}
POSITIONS = 100


def positions(variants, count=POSITIONS):
    """``count`` seeded positions (a seat's view at its turn, with the game's rules), from games
    played by medium players over the ``variants`` in turn."""
    found = []
    seed = 0
    while len(found) < count:
        variant = variants[seed % len(variants)]
        game = new_game(variant, ["Ann", "Bob", "Cy"], seed=seed)
        player = ComputerPlayer("medium", rules=game.rules)
        rng = random.Random(seed)
        for _ in range(40):
            if game.hand_over:
                if game.game_over:
                    break
                game.start_hand()
                continue
            seat = game.to_act
            view = game.view(seat)
            found.append((view, game.rules))
            if len(found) == count:
                break
            game.apply(player.choose(view, view.legal, rng))
        seed += 1
    return found


@pytest.mark.parametrize("family", FAMILIES, ids=str)
def test_the_coach_advises_hards_own_move_with_hards_own_reason(family):
    reasons_seen = set()
    for view, rules in positions(FAMILIES[family]):
        advice = advise(view, rules)
        with collecting() as reasons:
            hard = ComputerPlayer("hard", rules=rules).choose(view, view.legal, coach_rng(view))
        assert advice.action == hard, (family, view.phase)
        assert reasons and advice.why == reasons[-1]
        reasons_seen.add(advice.why)
    # Its reasons carry the position's own numbers: not one line for every position.
    assert len(reasons_seen) > (1 if family == "dealers_choice" else 5)


def hidden_swapped(game):
    """A second game like ``game`` in every public card and in seat 0's own, but with the other
    seats' hidden cards changed over (seat 1's and seat 2's hands swapped, or seat 1's and the
    house's in Casino Brag)."""
    from bragtui.core.history import game_record

    deal = dict(game_record(game)["hand"][-1]["deal"])
    other = "house" if "house" in deal else game.players[2]
    deal[game.players[1]], deal[other] = deal[other], deal[game.players[1]]
    return deal


@pytest.mark.parametrize("variant", ["three-card", "bastard", "bastard-money", "draw", "casino", "seven-card",
                                     "nine-card", "crash", "fifteen-card", "teen-patti"])
def test_two_games_differing_only_in_hidden_cards_give_the_same_coach(variant):
    compared = 0
    for seed in range(8):
        first = new_game(variant, ["Ann", "Bob", "Cy"], seed=seed, dealer=2)  # Ann acts first
        first.start_hand()
        deal = hidden_swapped(first)
        second = new_game(variant, ["Ann", "Bob", "Cy"], seed=seed, dealer=2)
        second.start_hand(deal, _centre(first))
        assert first.view(None) == second.view(None)
        player, rng = ComputerPlayer("medium", rules=first.rules), random.Random(seed)
        for _ in range(30):
            if first.hand_over or second.hand_over:
                break
            seat = first.to_act
            if seat == 0:
                view_a, view_b = first.view(0), second.view(0)
                assert coach_markup(advise(view_a, first.rules), view_a.players) == \
                    coach_markup(advise(view_b, second.rules), view_b.players)
                compared += 1
            action = player.choose(first.view(seat), first.view(seat).legal, rng)
            try:
                second.apply(action)
            except Exception:
                break  # the hidden cards differ: the same move may not be open in both
            first.apply(action)
    assert compared >= 3


def test_the_set_hand_coach_reckons_from_the_seats_own_cards_whoever_holds_the_rest():
    # Ann holds 3-3-3 and A-A-A: nothing dealt to the others can beat either hand.
    texts = set()
    for others in ({"Bob": "3c Kh Kd Ks 9c 9d 4h", "Cy": "Qh Jd 10s 8c 7d 6s 5h"},
                   {"Bob": "2d 5c 6c 7c 8h 10h Jh", "Cy": "3c Kh Kd Ks 9c 9d 4h"}):
        game = new_game("seven-card", ["Ann", "Bob", "Cy"], seed=1, dealer=2)
        game.start_hand({"Ann": "3h 3d 3s Ah Ad As 2c", **others})
        view = game.view(0)
        texts.add(coach_markup(advise(view, game.rules), view.players))
    assert len(texts) == 1
    assert ("hard's set against the 2 still in: 100% · 100% to win each position; "
            "100% to win both and take the pot.") in texts.pop()


@pytest.mark.parametrize(("variant", "outlook"), [
    ("seven-card", r"[<>]?\d+% to win both and take the pot"),
    ("nine-card", r"[<>]?\d+% to win all three and take the main pot"),
    ("crash", r"\d+\.\d points on average, [<>]?\d+% to crash"),
    ("fifteen-card", r"[<>]?\d+% to win the most tricks and the point"),
])
def test_the_set_hand_coach_gives_each_set_hands_chance_and_what_the_game_scores(variant, outlook):
    import re

    game = new_game(variant, ["Ann", "Bob", "Cy"], seed=4, dealer=2)
    game.start_hand()
    view = game.view(0)
    advice = advise(view, game.rules)
    assert len(advice.facts.positions) == len(advice.action.hands)
    assert all(0 <= chance <= 1 for chance in advice.facts.positions)
    text = " ".join(coach_markup(advice, view.players).split())
    each = " · ".join([r"[<>]?\d+%"] * len(advice.action.hands))
    assert re.search(f"hard's set against the 2 still in: {each} to win each position; {outlook}\\.", text), text


def test_a_chance_short_of_certain_is_never_shown_as_certain():
    from bragtui.players.facts import percent

    assert [percent(c) for c in (0.0, 0.001, 0.006, 0.5, 0.994, 0.996, 1.0)] == \
        ["0%", "<1%", "1%", "50%", "99%", ">99%", "100%"]


def _centre(game):
    from bragtui.core.history import game_record

    return game_record(game)["hand"][-1].get("centre")


def computer_game(variant, **rules):
    game = new_game(variant, ["Ann", "Hal", "Ivy"], seed=3, **rules)
    game.computer_seats = {1: "medium", 2: "medium"}
    return game


async def until_turn(app, pilot, screen="TableScreen"):
    """Let the computers play until the person's turn comes on ``screen``."""
    for _ in range(200):
        await pilot.pause()
        if screen_name(app) == screen:
            return
        await app.workers.wait_for_complete()
    raise AssertionError(f"no turn came on {screen}")


async def test_question_mark_toggles_the_coach_on_the_persons_own_turn(tmp_path):
    app = make_app(computer_game("three-card"), save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_turn(app, pilot)
        assert not app.screen.query("#coach")
        await pilot.press("question_mark")
        await pilot.pause()
        text = screen_text(app)
        view = app.game.view(app.screen.seat)
        assert "Coach" in text and f"hard would {advise(view, app.game.rules).move}" in text
        assert app.screen.coach_lines > 0
        # The table above still ends with its latest log line and the key bar below stays whole.
        assert "Quit" in text
        await pilot.press("question_mark")
        await pilot.pause()
        assert not app.screen.query("#coach") and "Coach" not in screen_text(app)
        assert app.screen.coach_lines == 0


async def test_the_coach_follows_the_turn_and_says_what_a_see_costs(tmp_path):
    game = new_game("three-card", ["Ann", "Hal"], seed=2)
    game.computer_seats = {1: "medium"}
    app = make_app(game, save_path=tmp_path / "s.toml", coach=True)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(12):
            await until_turn(app, pilot)
            view = app.game.view(app.screen.seat)
            text = screen_text(app)
            assert " ".join(coach_text(app.screen, app.game.rules, False).split("·", 1)[1].split())[:50] in text \
                or "Coach" in text
            if any(choice.verb == "see" for choice in view.legal):
                assert "A see costs" in text
                return
            await pilot.press("m" if view.cards is not None else "l")
    pytest.skip("no see came up in these hands")


async def test_the_setting_screens_coach_shows_each_positions_chance_at_80x24(tmp_path):
    app = make_app(computer_game("crash"), save_path=tmp_path / "s.toml", coach=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_turn(app, pilot, "ArrangeScreen")
        text = screen_text(app)
        assert "to win each position" in text and "to crash." in text
        # The key bar below stays whole, and the cards above too.
        assert "Quit" in text and "Your cards:" in text
        await pilot.press("question_mark")
        await pilot.pause()
        assert "to win each position" not in screen_text(app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert "to win each position" in screen_text(app)


async def test_a_table_that_keeps_the_coach_off_says_so(tmp_path):
    app = make_app(computer_game("three-card"), save_path=tmp_path / "s.toml", coach=True, coach_allowed=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_turn(app, pilot)
        assert not app.screen.query("#coach")
        await pilot.press("question_mark")
        await pilot.pause()
        assert not app.screen.query("#coach")
        assert "keep the coach off" in screen_text(app)


def test_the_panel_names_a_centre_card_by_its_key_and_cards_by_their_faces():
    from bragtui.core.bastard.actions import Take
    from bragtui.core.cards import parse_cards
    from bragtui.players import Advice, Facts

    advice = Advice(Take(0, 1, give=parse_cards("7d")[0]), "the reason", Facts("Pair of queens", 19000, 0.5, 2))
    text = coach_markup(advice, ["Ann", "Bob", "Cy"])
    assert "hard would take centre card b give 7♦" in text
    assert "Pair of queens beats 19,000 of the 22,100 hands (86%); 50% to be best against the 2 still in." in text


def test_casino_coach_chance_is_the_count_over_every_house_hand_the_unseen_cards_make():
    from itertools import combinations

    from bragtui.core import ranking
    from bragtui.core.cards import NATURAL_CARDS
    from bragtui.core.casino.casino_odds import qualifying_strength

    for qualify in ("Q", "none"):
        game = new_game("casino", ["Ann", "Bob", "Cy"], seed=1, dealer=2, qualify=qualify)
        game.start_hand()
        while game.view(0).phase != "decide":
            game.apply(ComputerPlayer("medium", rules=game.rules).choose(
                game.view(game.to_act), game.view(game.to_act).legal, random.Random(0)))
        view = game.view(0)
        own = ranking.strength3(*view.cards)
        floor = qualifying_strength(game.rules.qualify)
        unseen = [card for card in NATURAL_CARDS if card not in view.cards]  # Bob's and Cy's cards too
        houses = [ranking.strength3(*hand) for hand in combinations(unseen, 3)]
        facts = advise(view, game.rules).facts
        assert facts.chance == sum(house < own for house in houses) / len(houses)
        assert facts.house_qualifies == sum(house >= floor for house in houses) / len(houses)
        text = coach_markup(advise(view, game.rules), view.players)
        assert f"{100 * facts.chance:.0f}% to beat the house's hand" in text
        assert ("qualifies" in text) == (qualify != "none")


def test_hards_seven_card_reason_names_the_chance_it_set_for():
    """Seven Card Brag pays only for winning both hands: ``hard``'s reason says its set is the one
    likeliest to win both, with that chance, not the points it would score on average."""
    from bragtui.core.sethand.crash_solver import both_chance

    game = new_game("seven-card", ["Ann", "Bob", "Cy"], seed=4, dealer=2)
    game.start_hand()
    view = game.view(game.to_act)
    advice = advise(view, game.rules)
    pair = [list(group) for group in advice.action.hands]
    assert "likeliest to win both hands against 2 opponents" in advice.why
    assert advice.why.endswith(f"{both_chance(pair, 2, view.layout):.0%} against random hands")


def test_the_coach_reads_each_set_hand_as_it_is_named_while_the_history_keeps_its_placing():
    from bragtui.core.cards import parse_cards
    from bragtui.core.sethand.actions import SetHands
    from bragtui.players import Advice, Facts
    from bragtui.players.coach import move_words

    placed = tuple(tuple(parse_cards(text)) for text in ("7c 5c 6c", "Jc Kc Qd", "4d 2h 2d", "3s As 2s"))
    action = SetHands(0, placed)
    # The hand history's words are a contract: each hand's cards as they were placed.
    assert move_words(action) == "set 7c 5c 6c / Jc Kc Qd / 4d 2h 2d / 3s As 2s"
    text = coach_markup(Advice(action, "the reason", Facts()), ["Ann", "Bob", "Cy"])
    # A run from its top, a pair before its kicker, anything else highest first (as the table reads them).
    assert "hard would set 7♣ 6♣ 5♣ / K♣ Q♦ J♣ / 2♦ 2♥ 4♦ / 3♠ 2♠ A♠" in text


async def test_the_setting_screens_coach_reads_hards_hands_as_they_are_named(tmp_path):
    from textual.content import Content

    from bragtui.app.widgets.coach_panel import CoachPanel
    from bragtui.core import ranking
    from bragtui.core.cards import cards_text

    app = make_app(computer_game("nine-card"), save_path=tmp_path / "s.toml", coach=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_turn(app, pilot, "ArrangeScreen")
        advice = advise(app.screen.seat_view(), app.game.rules)
        said = Content.from_markup(str(app.screen.query_one(CoachPanel).content)).plain
        hands = " / ".join(cards_text(ranking.reading_order(group), glyphs=True) for group in advice.action.hands)
        placed = advice.action.hands
        assert placed != tuple(tuple(ranking.reading_order(group)) for group in placed)  # hard placed them otherwise
        assert f"hard would set {hands}:" in said
