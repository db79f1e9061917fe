"""Teen Patti's computer players: legal play under every house option at every level and style, the
strength of hands in each game's order, hard's shows and sideshows, its answers to a sideshow, its
reading of blind and seen chaals, and decisions taken from the seat's own view alone."""

from __future__ import annotations

import random

import pytest
from helpers import new_game, play
from msgspec.structs import replace

from bragtui.core.actions import Look
from bragtui.core.cards import NATURAL_CARDS, parse_cards
from bragtui.core.factory import new_game as make_game
from bragtui.core.rules import load_rules
from bragtui.core.teen_patti.actions import Accept, Chaal, PackHand, Refuse, Show, Sideshow
from bragtui.players import LEVELS, ComputerPlayer
from bragtui.players.teen_patti_reading import order_of, percentile, read_hand, seat_floor

OPTIONS = (
    ["game=classic"], ["game=muflis"], ["game=ak47"], ["game=joker"], ["a23=top"], ["a23=low"],
    ["blind_turns=1"], ["max_stake=2"], ["max_stake=0"], ["pot_limit=40"], ["show_tie=split"],
    ["sideshow=false"], ["wild=twos"], ["wild=jokers", "game=muflis"], ["shuffle=after-trail"],
)
NAMES = ["P1", "P2", "P3", "P4", "P5"]


def _decide(game, level="hard", seed=1):
    view = game.view(game.to_act)
    return ComputerPlayer(level, rules=game.rules).choose(view, view.legal, random.Random(seed))


def _play_hands(options: list[str], specs: list[str], hands: int, seed: int) -> dict[str, int]:
    """Play ``hands`` hands under ``options``, checking that every action chosen is among the
    seat's legal verbs (the game refuses any illegal one); count the verbs played, and each level's."""
    rules = load_rules("teen-patti", options)
    game = make_game("teen-patti", NAMES[:len(specs)], rules, seed=seed)
    players = [ComputerPlayer.from_spec(spec, rules=rules) for spec in specs]
    rngs = [random.Random(seed * 10 + seat) for seat in range(len(specs))]
    verbs: dict[str, int] = {}
    for _ in range(hands):
        game.start_hand()
        for _ in range(2000):
            if game.to_act is None:
                break
            seat = game.to_act
            view = game.view(seat)
            action = players[seat].choose(view, view.legal, rngs[seat])
            assert action.verb in {choice.verb for choice in view.legal}, (options, view.legal, action)
            game.apply(action)
            for key in (action.verb, f"{players[seat].level} {action.verb}"):
                verbs[key] = verbs.get(key, 0) + 1
        assert game.to_act is None, f"a hand under {options} did not end"
    return verbs


@pytest.mark.parametrize("options", OPTIONS, ids=",".join)
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_plays_legally_under_each_option(options, level):
    specs = [f"{level}:bold", f"{level}:cautious", level, level]
    verbs = _play_hands(options, specs, hands=25, seed=3)
    assert verbs.get("chaal", 0) > 0 and verbs.get("pack", 0) > 0
    if "sideshow=false" in options:
        assert "sideshow" not in verbs


def test_hard_uses_shows_and_sideshows_in_play():
    verbs = _play_hands([], ["hard", "hard:bold", "medium", "easy", "hard:cautious"], hands=120, seed=5)
    assert verbs.get("hard show", 0) >= 3 and verbs.get("hard sideshow", 0) >= 3
    assert verbs.get("hard accept", 0) >= 1 and verbs.get("hard refuse", 0) >= 1
    assert "medium sideshow" not in verbs and "easy sideshow" not in verbs


def test_a_hand_s_percentile_follows_the_game_s_order():
    def q(cards, *options, joker=None):
        rules = load_rules("teen-patti", list(options))
        game = make_game("teen-patti", ["A", "B"], rules, seed=1)
        game.start_hand()
        view = replace(game.view(0), cards=tuple(parse_cards(cards)),
                       joker=parse_cards(joker)[0] if joker else None)
        return percentile(view.cards, order_of(view, rules), view, rules)

    assert q("Ah Ac Ad") > q("3h 3c 3d") > q("Ah Kh Qh") > q("Ks Qs Js") > 0.99
    assert q("Ah 2h 3h") > q("Ks Qs Js")  # A-2-3 second by default
    assert q("Ah 2h 3h", "a23=low") < q("4s 3s 2s", "a23=low")
    assert q("5h 3c 2d", "game=muflis") > 0.99 and q("Ah Ac Ad", "game=muflis") < 0.01
    assert q("9h 4c 2d", "game=ak47") > q("9h 5c 2d", "game=ak47") + 0.25  # a wild four: a pair of nines
    assert q("9h 6c 2d", "game=joker", joker="6s") > q("9h 6c 2d", "game=classic") + 0.5
    # Opponents hold wild cards too: a natural pair is weaker in AK47 than in the classic game.
    assert q("9h 9c 2d", "game=ak47") < q("9h 9c 2d") - 0.1


# --- hard's decisions in set spots ---------------------------------------------------------------------

def _sideshow_spot(cy):
    game = new_game("Ann Bob Cy Dee", variant="teen-patti")
    game.start_hand({"Ann": "2h 3d 8c", "Bob": "4h 6d Jc", "Cy": cy, "Dee": "Ah Ac 9h"})
    play(game, "Ann look", "Ann chaal 2", "Bob look", "Bob chaal 2", "Cy look")
    return game


def test_hard_asks_a_sideshow_with_a_hand_likely_to_beat_the_previous_one():
    assert _decide(_sideshow_spot("Qs Qd 5c")) == Sideshow(2, 2)
    assert _decide(_sideshow_spot("7c 4d 2s")) == PackHand(2)  # too weak to pay for it
    assert _decide(_sideshow_spot("5s 5h 5d")) == Chaal(2, 4)  # a trail raises: keep them paying
    assert all(_decide(_sideshow_spot("Qs Qd 5c"), level).verb != "sideshow" for level in ("easy", "medium"))


def test_hard_asks_no_sideshow_when_sideshows_are_off():
    game = new_game("Ann Bob Cy Dee", variant="teen-patti", sideshow=False)
    game.start_hand({"Ann": "2h 3d 8c", "Bob": "4h 6d Jc", "Cy": "Qs Qd 5c", "Dee": "Ah Ac 9h"})
    play(game, "Ann look", "Ann chaal 2", "Bob look", "Bob chaal 2", "Cy look")
    assert _decide(game).verb in ("chaal", "pack")


def _show_spot(bob):
    game = new_game("Ann Bob", variant="teen-patti")
    game.start_hand({"Ann": "2h 3d 8c", "Bob": bob})
    play(game, "Ann look", "Ann chaal 2", "Bob look")
    return game


def test_hard_asks_for_a_show_with_a_fair_hand_two_left():
    assert _decide(_show_spot("9s 9d 5c")) == Show(1)
    assert _decide(_show_spot("7c 4d 2s")) == PackHand(1)
    assert _decide(_show_spot("Js 10s 9s")).verb == "chaal"  # a pure sequence bets on


def test_hard_asks_a_blind_show_against_blind_chaals_but_looks_against_a_seen_one():
    game = new_game("Ann Bob", variant="teen-patti")
    game.start_hand({"Ann": "2h 3d 8c", "Bob": "Ks Kd 2c"})
    play(game, "Ann chaal 1", "Bob chaal 1")
    assert _decide(game) == Show(0)  # Bob's blind chaal says nothing: a coin flip for the stake
    game = new_game("Ann Bob", variant="teen-patti")
    game.start_hand({"Ann": "2h 3d 8c", "Bob": "Ks Kd 2c"})
    play(game, "Ann chaal 1", "Bob look", "Bob chaal 2")
    assert _decide(game) == Look(0)  # Bob chaaled seen: his hand is better than most


@pytest.mark.parametrize(("ann", "answer"), [("Ks Kd 5c", Accept(0)), ("9s 9d 5c", Accept(0)),
                                             ("As Kd 9c", Refuse(0)), ("7c 4d 2s", Refuse(0))])
def test_hard_answers_a_sideshow_by_its_hand_s_strength(ann, answer):
    game = new_game("Ann Bob Cy Dee", variant="teen-patti")
    game.start_hand({"Ann": ann, "Bob": "4h 6d Jc", "Cy": "2h 3d 8c", "Dee": "Ah Ac 9h"})
    play(game, "Ann look", "Ann chaal 2", "Bob look", "Bob sideshow 2")
    assert _decide(game) == answer


def test_hard_reads_a_blind_chaal_as_nothing_and_a_seen_raise_as_strength():
    def spot(*actions):
        game = new_game("Ann Bob Cy", variant="teen-patti")
        game.start_hand({"Ann": "2h 3d 8c", "Bob": "Jh Jc 4d", "Cy": "Ah Ac 9h"})
        play(game, *actions, "Bob look")
        return game

    blind, seen = spot("Ann chaal 2"), spot("Ann look", "Ann chaal 4")
    assert blind.view(1).stake == seen.view(1).stake == 2
    floors = [seat_floor(read_hand(game.view(1)), game.view(1), 0) for game in (blind, seen)]
    assert floors[0] == 0.0 and floors[1] > 0.8
    assert _decide(blind).verb == "chaal" and _decide(seen) == PackHand(1)
    # medium reads neither: the same hand is chaaled against both
    assert _decide(blind, "medium").verb == _decide(seen, "medium").verb == "chaal"


# --- decisions from the seat's own view ---------------------------------------------------------------

def _script(view, rng):
    """The other seats: choices from the random stream alone, never from their cards."""
    seat, verbs = view.seat, {c.verb: c for c in view.legal}
    roll = rng.random()
    if "accept" in verbs:
        return Refuse(seat)  # an accepted sideshow would pack a hand chosen by the hidden cards
    if "look" in verbs and ("chaal" not in verbs or roll < 0.3):
        return Look(seat)
    if "chaal" in verbs and roll < 0.92:
        return Chaal(seat, verbs["chaal"].least)
    return PackHand(seat)


def _two_deals(seat, rng, seats):
    pack = list(NATURAL_CARDS)
    rng.shuffle(pack)
    mine, rest = pack[:3], pack[3:]
    deals = []
    for _ in range(2):
        rng.shuffle(rest)
        others = iter(range(seats))
        deals.append({f"P{s + 1}": mine if s == seat else rest[3 * next(others):][:3] for s in range(seats)})
    return deals


@pytest.mark.parametrize("level", LEVELS)
def test_decisions_do_not_depend_on_cards_the_seat_cannot_see(level):
    seats, compared = 4, 0
    for trial in range(10):
        seat = trial % seats
        games = []
        for deal in _two_deals(seat, random.Random(trial), seats):
            game = make_game("teen-patti", NAMES[:seats], dealer=seats - 1, seed=trial)
            game.start_hand(deal)
            games.append(game)
        player = ComputerPlayer(level)
        player_rngs = [random.Random(trial), random.Random(trial)]
        script_rngs = [random.Random(-trial), random.Random(-trial)]
        while games[0].to_act is not None:
            actor = games[0].to_act
            assert games[1].to_act == actor
            views = [game.view(actor) for game in games]
            if actor == seat:
                if views[0] != views[1]:
                    break  # a sideshow has shown this seat another hand
                actions = [player.choose(v, v.legal, r) for v, r in zip(views, player_rngs, strict=True)]
                assert actions[0] == actions[1], views[0]
                compared += 1
            else:
                actions = [_script(v, r) for v, r in zip(views, script_rngs, strict=True)]
            for game, action in zip(games, actions, strict=True):
                game.apply(action)
    assert compared >= 10


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_player_chooses_only_among_the_choices_it_is_given(level):
    """The host moves a seat out of time by offering every choice but the look: a blind player then
    chaals, shows or packs, never looks."""
    player, rng = ComputerPlayer(level), random.Random(4)
    for seed in range(6):
        game = make_game("teen-patti", NAMES[:4], seed=seed)
        game.start_hand()
        while game.to_act is not None:
            view = game.view(game.to_act)
            offered = [choice for choice in view.legal if choice.verb != "look"]
            if offered:
                assert player.choose(view, offered, rng).verb in {choice.verb for choice in offered}
            game.apply(player.choose(view, view.legal, rng))


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_hand_ends_when_no_seat_is_ever_offered_a_look(level, seats):
    """Every seat out of time: blind for the whole hand, the players still end it (a show, or packs)."""
    player, rng = ComputerPlayer(level), random.Random(2)
    for seed in range(3):
        game = make_game("teen-patti", NAMES[:seats], seed=seed)
        game.start_hand()
        for _ in range(100):
            if game.to_act is None:
                break
            view = game.view(game.to_act)
            game.apply(player.choose(view, [choice for choice in view.legal if choice.verb != "look"], rng))
        assert game.to_act is None and game.view(0).cards is None
