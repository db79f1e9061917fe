"""Bastard Brag for lives: ``hard`` judges its turn by playing the hand out over sampled deals."""

import random

import pytest

from bragtui.core.bastard.actions import Knock, Swap
from bragtui.core.cards import parse_cards
from bragtui.core.factory import new_game
from bragtui.core.hands import lowest_hand_key
from bragtui.core.rules import load_rules
from bragtui.players import ComputerPlayer
from bragtui.players.reading import read_log
from bragtui.players.rollout import (
    Table,
    as_move,
    choose_by_playing_out,
    loses,
    lowest_shares,
    medium_move,
    play_out,
    plays_out,
    sample_tables,
)


def cards(text):
    return [int(c) for c in parse_cards(text)]


def table(*hands, centre="4h 6s Qc", up=(False, False, True), knocker=-1):
    """A played-out table; every seat has had one turn (knocking is open)."""
    seats = len(hands)
    return Table([cards(h) for h in hands], cards(centre), [-1, -1, -1], list(up), [1] * seats, [1] * seats, knocker)


def _games(count, seed):
    """Three-seat games for lives between ``medium`` players, one view after another."""
    rng = random.Random(seed)
    medium = ComputerPlayer("medium")
    for _ in range(count):
        game = new_game("bastard", ["A", "B", "C"], seed=rng.randrange(10**6))
        game.start_hand()
        while game.to_act is not None:
            view = game.view(game.to_act)
            yield game, view
            game.apply(medium.choose(view, view.legal, rng))


def test_the_played_out_showdown_names_the_games_loser_suits_included():
    hands = ("Qs 7d 3c", "Qc 7h 3d", "Ah Kh 2c")  # equal strengths: the queen of clubs is lower
    tab = table(*hands)
    keys = [lowest_hand_key(parse_cards(h)) for h in hands]
    assert min(range(3), key=keys.__getitem__) == 1
    assert not loses(tab)
    tab.hands = [tab.hands[1], tab.hands[0], tab.hands[2]]
    assert loses(tab)


def test_after_a_knock_every_other_seat_exchanges_once_and_the_hand_ends():
    tab = table("Ac Ad Ah", "2c 5d 9h", "3c 7s 8d", knocker=0)
    play_out(tab, knock_after=1)
    assert tab.turns == [1, 2, 2] and tab.exchanges == [1, 2, 2]
    assert not loses(tab)  # a prial cannot be the lowest hand


def test_a_prial_knocks_and_a_weak_hand_is_judged_by_how_often_it_ends_lowest():
    prial = [table("Ac Ad Ah", "2c 5d 9h", "3c 7s 8d")]
    assert lowest_shares(prial, [("knock", 0, 0)], knock_after=1) == [0.0]
    weak = [table("2c 3d 5h", "As Ks Qs", "Kd Kc 9c")]
    # Knocking with the lowest hand against two strong ones loses it for certain.
    assert lowest_shares(weak, [("knock", 0, 0)], knock_after=1) == [1.0]


def test_the_played_out_medium_makes_medium_s_exchange():
    """The tables' ``medium`` chooses as the real ``medium`` does, but for its estimate of a face-down
    card (taken over every card, not only the unseen ones), which may tip a close choice."""
    agree = total = 0
    medium = ComputerPlayer("medium")
    for game, view in _games(10, 5):
        action = medium.choose(view, view.legal, random.Random(1))
        if isinstance(action, Knock):
            continue
        order = [(view.seat + k) % 3 for k in range(3)]
        centre = game.hand.centre
        tab = Table([[int(c) for c in game.hand.holdings[s].cards] for s in order], [int(s.card) for s in centre],
                    [order.index(s.placed_by) if s.placed_by is not None and not s.face_up else -1 for s in centre],
                    [s.face_up for s in centre], [0, 0, 0], [0, 0, 0])
        agree += as_move(action, view.cards) == medium_move(tab, 0, 2)
        total += 1
    assert total >= 40 and agree >= 0.85 * total


def test_only_hard_plays_out_and_only_the_game_for_lives_with_knocking_and_no_peek():
    view = next(view for _, view in _games(1, 3))
    assert plays_out(view, ComputerPlayer("hard").profile)
    assert not plays_out(view, ComputerPlayer("medium").profile)
    for override in ("peek=true", "exchanges=two-rounds", "exchange_after_knock=may"):
        rules = load_rules("bastard", overrides=[override])
        assert not plays_out(view, ComputerPlayer("hard", rules=rules).profile)


def _prial_of_threes_view():
    """Ann holds 3-3-3 (no hand is lower than none), everyone has had a turn, 5h lies face up."""
    g = new_game("bastard", ["Ann", "Bob", "Cy"], load_rules("bastard"), dealer=2, seed=1)
    g.start_hand({"Ann": "3c 3d 5h", "Bob": "Ks Kh 9d", "Cy": "Qc Jd 8s"}, "4h 6s 3h")
    for text in ("Ann take @3 give 5h", "Bob take @2 give 9d", "Cy take @1 give 8s"):
        g.act(text)
    return g.view(0)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_chooses_the_turn_that_ends_lowest_least_often(seed):
    """With 3-3-3, knocking can never lose; giving the whole hand for a 5 and two unseen cards,
    against opponents whose unseen cards are all clubs (a flush at least, above any pair), often
    does. Played out on the same deals, the knock is chosen, though offered second."""
    view = _prial_of_threes_view()
    read = read_log(view.log, view.players)
    pool = parse_cards("8c 9c 10c Jc Qc Kc Ac 2c")
    swap, knock = Swap(0, view.cards[0]), Knock(0)
    tables = sample_tables(view, read, pool, random.Random(seed), 16)
    shares = lowest_shares(tables, [as_move(swap, view.cards), as_move(knock, view.cards)], knock_after=1)
    assert shares[0] > shares[1] == 0.0
    assert choose_by_playing_out(view, read, pool, random.Random(seed), [swap, knock], 16, 1) == knock


@pytest.mark.parametrize(("nerve", "chosen"), [(0.0, "swap"), (-0.05, "swap"), (0.05, "knock")])
def test_the_style_s_nerve_leans_the_played_out_choice_towards_knocking_or_away(nerve, chosen, monkeypatch):
    """Ending lowest 30% of the time by exchanging and 33% by knocking: steady and cautious exchange,
    bold (knocking looks five points safer to it) knocks."""
    from bragtui.players import rollout

    view = _prial_of_threes_view()
    read = read_log(view.log, view.players)
    swap, knock = Swap(0, view.cards[0]), Knock(0)
    monkeypatch.setattr(rollout, "lowest_shares", lambda tables, moves, knock_after: [0.30, 0.33])
    picked = choose_by_playing_out(view, read, parse_cards("8c 9c 10c Jc Qc Kc Ac 2c"), random.Random(1),
                                   [swap, knock], 16, 1, nerve)
    assert picked == (knock if chosen == "knock" else swap)
