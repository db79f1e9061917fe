"""Seeded random games of every registered variant under a table of house rules (after OpenSpiel's
basic tests), played through the game's public interface only.

After the deal and after every action: chips and cards are conserved and lives never go below
zero (the simulator's checker); only the seat to act has legal actions; an action refused changes
nothing; a copy is independent of the game; no seat's view holds a card the game says that seat
may not see. A finished hand leaves no seat an action. The hand history, written mid-hand and at
the end and read back, gives the same game: the same views for every seat, ledger, pack and results.
"""

import dataclasses
import random
from collections.abc import Iterator, Mapping

import msgspec
import pytest
from helpers import state_of, views_of

from bragtui.core.actions import Bet, Fold
from bragtui.core.brag.view import BragView
from bragtui.core.cards import Card
from bragtui.core.errors import BragError, RulesError
from bragtui.core.factory import new_game
from bragtui.core.history import history_toml, load_history
from bragtui.core.results import result_cards
from bragtui.core.rules import load_rules, options, schema
from bragtui.core.simulate import check_invariants, random_action
from bragtui.core.variants import REGISTRY, get_variant

RULE_SETS: dict[str, dict] = {
    "defaults": {},
    "stacks-pot-limit": {"money": "stacks", "buy_in": 12, "max_raise": "pot", "see_cost": "equal"},
    "stacks-rebuy-blind-takes": {"money": "stacks", "buy_in": 5, "rebuy": True, "blind_alone": "take"},
    "open-shuffled-wild-twos": {"blind": False, "shuffle": "every-hand", "wild": "twos", "ante": 0},
    "jokers-tight-stacks": {"wild": "jokers", "money": "stacks", "buy_in": 6, "min_bet": 2, "max_bet": 4},
    "black-twos": {"wild": "black-twos", "max_raise": 3},
    "one-eyed-jacks": {"wild": "one-eyed-jacks", "see_cost": "equal"},
    "suicide-king-joker": {"wild": "suicide-king"},
    "one-joker-takes": {"wild": "joker", "blind_alone": "take"},
    "two-rounds-all-face-up": {"exchanges": "two-rounds", "face_up": 3},
    "peek-knock-at-once": {"peek": True, "knock_after": 0, "exchange_after_knock": "may", "face_up": 2,
                           "exchanges": "knock"},
    "late-knock-one-life": {"knock_after": 2, "lives": 1},
    "street-scoring": {"scoring": "street", "target": 12},
    "short-game": {"target": 3},
    "crash-money-per-point": {"stake": 2, "settle": "per-point", "four_fee": 1, "target": 4},
    "crash-money-street": {"stake": 1, "scoring": "street", "target": 9},
    "big-ante-coach-allowed": {"ante": 4, "coach": True},
    "draw-limits": {"small_blind": 2, "big_blind": 4, "raises": 1},
    "casino-no-qualifier": {"qualify": "none", "min_stake": 2, "max_stake": 6,
                            "pair_plus_pays": {"pair": 2, "flush": 3}, "ante_bonus": {"prial": 2}},
    "choices-brag-draw": {"choices": ["three-card", "draw"]},
    "choices-bastard-five": {"choices": ["bastard-money", "five-card"]},
    "open-pack": {"open_pack": True, "wild": "joker"},
    "open-pack-face-up": {"open_pack": True, "blind_alone": "face-up"},
    "face-up-stacks": {"blind_alone": "face-up", "money": "stacks", "buy_in": 8},
    "choose-after-circle": {"choose_after_circle": True, "choice_wild": ["none", "jokers", "twos"]},
    "circle-no-blind-choice": {"choose_after_circle": True, "choice_wild": ["one-eyed-jacks"], "choice_blind": False,
                               "choices": ["five-card", "three-card", "four-card"]},
    "borrow-asked": {"borrow": True, "credit": 8, "max_raise": 5},
    "borrow-richest-open": {"borrow": True, "credit": 6, "lender": "richest", "blind": False},
    "choices-brag-teen-patti": {"choices": ["three-card", "teen-patti"]},
    "teen-muflis-split-limits": {"game": "muflis", "show_tie": "split", "blind_turns": 2, "max_stake": 4,
                                 "a23": "low", "pot_limit": 60, "shuffle": "after-trail"},
    "teen-ak47-no-sideshow": {"game": "ak47", "sideshow": False, "a23": "top", "boot": 2},
    "teen-joker-pot-limit": {"game": "joker", "pot_limit": 40, "blind_turns": 1, "shuffle": "after-trail"},
    "teen-wild-twos-muflis": {"game": "muflis", "wild": "twos", "max_stake": 0},
    "pot-opening-box": {"max_bet": "pot", "box": True},
    "seven-one-hand": {"seven_as": "one-hand"},
    "seven-one-hand-stacks-jokers": {"seven_as": "one-hand", "wild": "jokers", "money": "stacks", "buy_in": 10},
    "casino-pair-plus-alone": {"pair_plus_alone": True},
    "agreed-showdown": {"agreed_showdown": True},
    "agreed-showdown-stacks-two-twos": {"agreed_showdown": True, "money": "stacks", "buy_in": 8,
                                        "wild": "black-twos"},
}
"""House rules to play with, each by every variant whose rules take all of its keys."""

SEEDS = 3
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal"]
MOST_SEATS = 6
"""More seats add little but time."""
MOST_ACTIONS = 3000
"""No hand runs this long: a hand that does has not ended."""


def applies(variant: str, rules: Mapping) -> bool:
    """Whether every house rule of ``rules`` is one ``variant`` takes, and the loader lets them
    stand together there (the face-up partner hand is Three Card Brag's alone)."""
    table = get_variant(variant).rules_table
    if not all(table in option.variants for option in options().values() if option.key in rules):
        return False
    try:
        load_rules(variant, table=rules)
    except RulesError:
        return False
    return True


CASES = [(variant, name) for variant in REGISTRY for name, rules in RULE_SETS.items() if applies(variant, rules)]


def test_every_house_rule_with_a_choice_is_played_with_each_of_its_values():
    """Each choice and switch of the schema is played at every one of its values by some variant."""
    played = {(key, repr(value)) for _, name in CASES for key, value in RULE_SETS[name].items()}
    own = [each for defined in schema().own.values() for each in defined.values()]  # Teen Patti's shuffle
    for option in (*options().values(), *own):
        values = (True, False) if option.kind == "bool" else option.choices if option.kind == "choice" else ()
        for value in values:
            assert value == option.default or (option.key, repr(value)) in played, (option.key, value)


def cards_in(value: object) -> Iterator[Card]:
    """Every card anywhere inside a view: its fields, tuples, mappings, a result's shown hands."""
    found: list[Card] = []
    _collect_cards(value, found)
    return iter(found)


_LEAF, _CARD, _MAPPING, _ITEMS = "leaf", "card", "mapping", "items"
_SHAPES: dict[type, str | tuple[str, ...]] = {}
"""How :func:`cards_in` looks inside a value of each type (a struct or dataclass: its fields' names), worked
out once per type: views are walked after every action of every random game."""


def _shape(kind: type) -> str | tuple[str, ...]:
    if issubclass(kind, Card):
        return _CARD
    fields = _class_shape(kind)
    if fields is not _LEAF:
        return fields
    if issubclass(kind, Mapping):
        return _MAPPING
    if issubclass(kind, tuple | list | frozenset | set):
        return _ITEMS
    return _LEAF


def _class_shape(kind: type) -> str | tuple[str, ...]:
    if issubclass(kind, msgspec.Struct):  # a view's record, an action or an event
        return tuple(kind.__struct_fields__)
    if dataclasses.is_dataclass(kind):
        return tuple(field.name for field in dataclasses.fields(kind))
    return _LEAF


def _collect_cards(value: object, found: list[Card]) -> None:
    kind = type(value)
    shape = _SHAPES.get(kind)
    if shape is None:
        if isinstance(value, type):  # a class itself: its own fields, as its struct or dataclass names them
            shape = _class_shape(value)
        else:
            shape = _SHAPES[kind] = _shape(kind)
    if shape is _LEAF:
        return
    if shape is _CARD:
        found.append(value)  # type: ignore[arg-type]
    elif shape is _MAPPING:
        for key, item in value.items():  # type: ignore[attr-defined]
            _collect_cards(key, found)
            _collect_cards(item, found)
    elif shape is _ITEMS:
        for item in value:  # type: ignore[attr-defined]
            _collect_cards(item, found)
    else:
        for name in shape:
            _collect_cards(getattr(value, name), found)


def assert_private(game) -> None:
    """No seat's view holds a card that seat may not see; the public view holds only public cards."""
    public = game.view(None)
    shared = set(cards_in(public))
    for seat in range(len(game.players)):
        allowed = game.visible_cards(seat)
        view = game.view(seat)
        hidden = set(cards_in(view)) - allowed
        assert not hidden, f"{game.players[seat]} sees {sorted(map(str, hidden))} in {view}"
        assert shared <= allowed, f"the public view shows {sorted(map(str, shared - allowed))}"
        assert view.result == public.result and view.log == public.log
    if type(public) is BragView:
        # Three, Four and Five Card Brag: a result's shown hands, the open pack's showing cards and
        # a face-up partner hand are public, and nothing else.
        inner = getattr(game, "inner", None) or game
        public_now = result_cards(public.result) | inner.public_cards()
        assert shared <= public_now, f"the public view shows {sorted(map(str, shared - public_now))}"


def refused_actions(game, rng: random.Random) -> list:
    """Actions the game must refuse now: a seat acting out of turn, a bet above the most allowed,
    a verb the seat to act may not use (written as a hand history would)."""
    actor = game.to_act
    others = [seat for seat in range(len(game.players)) if seat != actor]
    actions = [Fold(rng.choice(others))] if others else []
    bet = next((choice for choice in game.legal_actions(actor) if choice.verb == "bet"), None)
    if bet is not None and bet.most is not None:
        actions.append(Bet(actor, bet.most + 1))
    refused = sorted(game.refusals(actor))
    if refused:
        actions.append(f"{game.players[actor]} {rng.choice(refused)}")
    return actions


def assert_refusals_change_nothing(game, rng: random.Random) -> tuple:
    """Returns the game's state, the same before and after (read once: it is read after every action)."""
    before = state_of(game)
    for action in refused_actions(game, rng):
        with pytest.raises(BragError):
            game.act(action) if isinstance(action, str) else game.apply(action)
        assert state_of(game) == before, action
    return before


def assert_copy_independent(game, rng: random.Random, before: tuple) -> None:
    """A copy plays on while the game stands still (``before``: the game's state now)."""
    twin = game.copy()
    assert views_of(twin) == before[-1]  # a state ends with every seat's view
    twin.apply(random_action(twin, twin.to_act, rng))
    assert state_of(game) == before


def assert_same_game(again, game) -> None:
    """A game read back from its history is the game: every seat's view, the ledger, pack and results."""
    assert state_of(again) == state_of(game)


def make_game(variant: str, rules: Mapping, seed: int, rng: random.Random):
    low, high = get_variant(variant).players
    names = NAMES[:rng.randint(low, min(high, MOST_SEATS))]
    return new_game(variant, names, seed=seed, **rules)


def play_hand(game, rng: random.Random, reload_at: int | None) -> None:
    """One hand to its end, every check made after every action."""
    game.start_hand()
    check_invariants(game)
    assert_private(game)
    for step in range(MOST_ACTIONS):
        actor = game.to_act
        if actor is None:
            break
        assert_copy_independent(game, rng, assert_refusals_change_nothing(game, rng))
        game.apply(random_action(game, actor, rng))
        check_invariants(game)
        assert_private(game)
        if step == reload_at:
            assert_same_game(load_history(history_toml(game), "mid"), game)
    else:
        pytest.fail(f"a hand of {game.variant} did not end in {MOST_ACTIONS} actions")
    assert all(game.legal_actions(seat) == () for seat in range(len(game.players)))
    assert game.legal_actions() == ()


def play_game(variant: str, rules: Mapping, seed: int):
    rng = random.Random(seed)
    game = make_game(variant, rules, seed, rng)
    for _ in range(rng.randint(1, 3)):
        if game.game_over:
            break
        play_hand(game, rng, rng.randint(0, 30) if rng.random() < 0.5 else None)
    assert_same_game(load_history(history_toml(game), "end"), game)
    return game


def assert_points_add_up(game) -> None:
    """In a game for points, each player's score is what the hands' results gave them."""
    scores = game.standing().get("scores")
    if scores is not None:
        earned = {name: sum((result.points or {}).get(name, 0) for result in game.results) for name in game.players}
        assert dict(scores) == earned


@pytest.mark.parametrize("variant, rule_set", CASES)
def test_random_games_keep_every_invariant(variant, rule_set):
    for seed in range(SEEDS):
        game = play_game(variant, RULE_SETS[rule_set], seed)
        assert_points_add_up(game)


def test_a_random_set_hand_player_fouls_now_and_then_and_the_game_goes_on():
    fouls = 0
    for seed in range(20):
        game = play_game("seven-card", {}, seed)
        fouls += sum(len(result.fouls or ()) for result in game.results)
    assert fouls > 0


def test_the_card_walk_finds_a_seats_own_cards_in_its_view():
    """The privacy check above reads views through :func:`cards_in`: a walk that missed a kind of
    record would find no card and pass every game unseen, so it must find a looked-at hand."""
    game = new_game("three-card", ["Ann", "Bob", "Cy"], seed=1)
    game.start_hand()
    seat = game.to_act
    game.act(f"{game.players[seat]} look")
    view = game.view(seat)
    assert set(cards_in(view)) == set(view.cards) and len(view.cards) == 3
