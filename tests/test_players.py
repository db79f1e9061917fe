"""Computer players: they decide from their seat's view alone, at every level and in every variant."""

from __future__ import annotations

import inspect
import random

import pytest

from bragtui.core.actions import Action, Bet, Fold, Look, See
from bragtui.core.bastard.actions import Knock, Take
from bragtui.core.brag.actions import Choose, Discard, Keep
from bragtui.core.cards import NATURAL_CARDS
from bragtui.core.casino.actions import Ante, Play
from bragtui.core.draw.actions import Call, Check, DrawCards
from bragtui.core.factory import new_game
from bragtui.core.sethand.actions import SetHands
from bragtui.core.sethand.arrangement import order_hands
from bragtui.core.simulate import random_action
from bragtui.core.variants import get_variant
from bragtui.players import LEVELS, ComputerPlayer, PlayerError, parse_seat, seat_label

VARIANTS = ("three-card", "four-card", "five-card", "bastard", "bastard-money", "crash", "seven-card", "nine-card",
            "fifteen-card", "draw", "casino")
CARDS_EACH = {"three-card": 3, "four-card": 4, "five-card": 5, "bastard": 3, "bastard-money": 3, "crash": 13,
              "seven-card": 7, "nine-card": 9, "fifteen-card": 15, "draw": 3, "casino": 3}
SEATS = 3


def _blind_script(view, rng: random.Random) -> Action:
    """The other seats: choices that depend only on the random stream, never on their cards, so
    both games see the same public play while their hidden cards differ."""
    seat, verbs = view.seat, {c.verb: c for c in view.legal}
    if "ante" in verbs:
        return Ante(seat, verbs["ante"].least)
    if "play" in verbs:
        return Play(seat) if rng.random() < 0.5 else Fold(seat)
    if "draw" in verbs:
        return DrawCards(seat)
    if "check" in verbs or "call" in verbs:
        return Check(seat) if "check" in verbs else Call(seat) if rng.random() < 0.8 else Fold(seat)
    if "set" in verbs:
        # Crash may set nothing; the other set-hand games set every hand, here in the order dealt.
        needed = verbs["set"].least or 0
        groups = order_hands([view.cards[i:i + 3] for i in range(0, 3 * needed, 3)])
        return SetHands(seat, tuple(tuple(group) for group in groups))
    if "take" in verbs:
        if "knock" in verbs and rng.random() < 0.4:
            return Knock(seat)
        hidden = next(p for p, slot in enumerate(view.centre) if not slot.face_up)
        return Take(seat, hidden, give=view.cards[0])
    if "choose" in verbs:
        return Choose(seat, "old")
    if "keep" in verbs:
        return Keep(seat)
    if "discard" in verbs:
        return Discard(seat, tuple(view.cards[:verbs["discard"].cards]))
    roll = rng.random()
    if "look" in verbs and roll < 0.3:
        return Look(seat, "new" if verbs["look"].options else None)
    if "see" in verbs and roll < 0.5:
        return See(seat)
    if "bet" in verbs and roll < 0.9:
        return Bet(seat, verbs["bet"].least)
    return Fold(seat)


def _two_deals(variant: str, seat: int, rng: random.Random):
    """Two deals alike in ``seat``'s cards (and the centre), different in every other seat's."""
    pack = list(NATURAL_CARDS)
    rng.shuffle(pack)
    each = CARDS_EACH[variant]
    mine, centre, rest = pack[:each], pack[each:each + 3], pack[each + 3:]
    deals = []
    for _ in range(2):
        rng.shuffle(rest)
        others = iter(range(SEATS))
        deal = {f"P{s + 1}": (mine if s == seat else rest[next(others) * each:][:each]) for s in range(SEATS)}
        if variant == "casino":
            deal["house"] = rest[-3:]
        deals.append(deal)
    return deals, centre


def _game(variant: str, seed: int, deal, centre):
    game = new_game(variant, [f"P{s + 1}" for s in range(SEATS)], dealer=SEATS - 1, seed=seed)
    game.start_hand(deal, centre if variant.startswith("bastard") else None)
    return game


def _compare_one_hand(variant: str, level: str, seat: int, trial: int) -> int:
    """Play one hand in two games differing only in hidden cards; return how many of ``seat``'s
    decisions were compared (each made from views that are equal)."""
    deals, centre = _two_deals(variant, seat, random.Random(trial))
    games = [_game(variant, 100 + trial, deals[0], centre), _game(variant, 200 + trial, deals[1], centre)]
    player = ComputerPlayer(level)
    player_rngs = [random.Random(trial), random.Random(trial)]
    script_rngs = [random.Random(-trial), random.Random(-trial)]
    compared = 0
    while games[0].to_act is not None:
        actor = games[0].to_act
        assert games[1].to_act == actor
        views = [game.view(actor) for game in games]
        if actor != seat:
            actions = [_blind_script(view, rng) for view, rng in zip(views, script_rngs, strict=True)]
        elif views[0] != views[1]:
            break  # this seat has now seen a card that differs (a face-down centre card it took)
        else:
            actions = [player.choose(view, view.legal, rng) for view, rng in zip(views, player_rngs, strict=True)]
            assert actions[0] == actions[1], (variant, level, views[0])
            compared += 1
        for game, action in zip(games, actions, strict=True):
            game.apply(action)
    return compared


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", LEVELS)
def test_decisions_depend_only_on_what_the_seat_may_see(variant, level):
    compared = sum(_compare_one_hand(variant, level, seat, trial) for seat in range(SEATS) for trial in range(4))
    assert compared >= 6


def test_a_player_is_handed_a_view_never_the_game():
    parameters = list(inspect.signature(ComputerPlayer.choose).parameters)
    assert parameters == ["self", "view", "legal", "rng"]
    from bragtui.players import tournament

    source = inspect.getsource(tournament.play_hand)
    assert ".choose(view, view.legal," in source and ".choose(game" not in source


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_random_level_is_the_simulators_random_player(variant):
    names = ["A", "B", "C", "D"][:get_variant(variant).players[1]]
    game = new_game(variant, names, seed=7)
    player = ComputerPlayer("random")
    ours, theirs = random.Random(3), random.Random(3)
    for _ in range(4):
        game.start_hand()
        while game.to_act is not None:
            seat = game.to_act
            view = game.view(seat)
            action = player.choose(view, view.legal, ours)
            assert action == random_action(game, seat, theirs)
            game.apply(action)
        if game.game_over:
            break


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_level_and_style_plays_legal_actions_to_the_end(variant):
    from bragtui.players.tournament import run_tournament

    specs = ["hard:bold", "medium:cautious", "easy", "random"][:get_variant(variant).players[1]]
    result = run_tournament(variant, [ComputerPlayer.from_spec(s) for s in specs], count=3, seed=1)
    assert result.hands >= 3 and [s.level for s in result.seats] == [s.split(":")[0] for s in specs]


def test_seats_are_read_and_recorded_as_the_hand_history_records_them():
    assert parse_seat("hard") == ("hard", "steady")
    assert parse_seat("medium:bold") == ("medium", "bold") == parse_seat("medium bold")
    assert seat_label("hard", "steady") == "hard" and seat_label("medium", "bold") == "medium bold"
    assert ComputerPlayer.from_spec("easy:cautious").label == "easy cautious"
    for bad in ("expert", "hard:wild", "", "hard bold extra"):
        with pytest.raises(PlayerError):
            parse_seat(bad)


def test_the_casino_player_plays_exactly_the_hands_worth_playing():

    for cards, verb in (("Qh 6d 4c", "play"), ("Qh 6d 3c", "fold"), ("2h 2d 3c", "play")):
        game = new_game("casino", ["Ann"], seed=1)
        game.start_hand({"Ann": cards, "house": "As Ks Qs"})
        game.act("Ann ante 1")
        view = game.view(0)
        assert ComputerPlayer("medium").choose(view, view.legal, random.Random(1)).verb == verb


def test_the_draw_player_keeps_what_makes_its_hand():
    from bragtui.core.cards import parse_cards
    from bragtui.players.draw import keep_for_draw

    assert keep_for_draw(parse_cards("9s 9h 4c")) == tuple(parse_cards("4c"))
    assert keep_for_draw(parse_cards("2h 6h 9h")) == ()
    assert keep_for_draw(parse_cards("Ah Kd 7c")) == tuple(parse_cards("7c"))
    assert set(keep_for_draw(parse_cards("2h 6d 9c"))) == set(parse_cards("2h 6d 9c"))


@pytest.mark.parametrize("variant", ["crash", "seven-card", "nine-card", "fifteen-card"])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_computer_players_set_every_hand_asked_for_in_order(variant, level):
    """No level ever fouls, and outside Crash each sets exactly the hands the game asks for."""
    player = ComputerPlayer(level)
    rng = random.Random(2)
    for seed in range(12):
        game = new_game(variant, ["A", "B", "C"], seed=seed)
        game.start_hand()
        while game.to_act is not None:
            view = game.view(game.to_act)
            action = player.choose(view, view.legal, rng)
            if isinstance(action, SetHands) and variant != "crash":
                assert len(action.hands) == view.layout.hands
            game.apply(action)
        assert game.result.fouls == ()


def test_a_player_all_in_from_the_ante_is_read_as_out_of_the_betting_like_a_cover():
    from bragtui.players.reading import read_log

    log = ["Ann is all in: the ante took their last chip", "Bob bets 2"]
    assert read_log(log, ["Ann", "Bob", "Cy"], pot=3, live=3).live == 2
    assert read_log(["Ann covers the pot with their last chip"], ["Ann", "Bob", "Cy"], live=3).live == 2
