"""The one game interface every variant's controller implements (see bragtui.core.game)."""

import random
from types import SimpleNamespace

import pytest
from helpers import new_game, play, state_of

from bragtui.core import events, factory
from bragtui.core.actions import ACTION_TYPES, Action, Bet, Fold, Look, See, action_text, parse_action
from bragtui.core.bastard import events as bastard_events
from bragtui.core.bastard.actions import Take
from bragtui.core.brag import events as brag_events
from bragtui.core.brag.brag_game import BragGame
from bragtui.core.cards import parse_cards
from bragtui.core.casino import events as casino_events
from bragtui.core.dealers_choice import events as choice_events
from bragtui.core.draw import events as draw_events
from bragtui.core.errors import IllegalAction
from bragtui.core.sethand import events as sethand_events
from bragtui.core.simulate import random_action
from bragtui.core.variants import REGISTRY, get_variant

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]


def started(key: str, seed: int = 3):
    game = factory.new_game(key, PLAYERS[:get_variant(key).players[1]], seed=seed)
    game.start_hand()
    return game


@pytest.mark.parametrize("key", list(REGISTRY))
def test_every_variant_answers_whose_turn_and_what_they_may_do(key):
    game = started(key)
    actor = game.to_act
    assert actor is not None and game.legal_actions(actor)
    for seat in range(len(game.players)):
        if seat != actor:
            assert game.legal_actions(seat) == ()
            assert set(game.refusals(seat)) == set(game.verbs) <= set(get_variant(key).verbs)
            assert all(reason == f"it is {PLAYERS[actor]}'s turn" for reason in game.refusals(seat).values())
    open_now = {choice.verb for choice in game.legal_actions(actor)}
    assert set(game.refusals(actor)) == set(game.verbs) - open_now


@pytest.mark.parametrize("key", list(REGISTRY))
def test_a_copy_is_independent_of_the_game(key):
    game = started(key)
    before = repr(state_of_any(game))
    twin = game.copy()
    rng = random.Random(1)
    for _ in range(5):
        if twin.to_act is None:
            break
        twin.apply(random_action(twin, twin.to_act, rng))
    assert repr(state_of_any(game)) == before
    assert twin.event_count > game.event_count


def state_of_any(game):
    return (game.money.balances, game.pack_order(), game.to_act, game.legal_actions(), game.events_since(0))


def test_a_subclass_overrides_a_handler_the_ordinary_way():
    class CountingGame(BragGame):
        folds = 0

        def _do_fold(self, action):
            type(self).folds += 1
            super()._do_fold(action)

    game = CountingGame("three-card", ["Ann", "Bob", "Cy"], seed=1)
    game.start_hand()
    game.apply(Fold(game.to_act))
    assert CountingGame.folds == 1 and game.view(None).log[-1].endswith("folds")


def test_typed_actions_are_applied_without_any_text():
    game = new_game("Ann Bob Cy", dealer="Cy")
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"})
    game.apply(Look(0))
    game.apply(Bet(0, 2))
    assert game.to_act == 1 and game.view(1).seats[0].paid == 2


def test_an_action_that_is_not_an_action_is_refused_and_changes_nothing():
    game = new_game("Ann Bob Cy", dealer="Cy")
    game.start_hand()
    before = state_of(game)
    for bad in ("Ann fold", None, 3, Take(0, 1, None, None)):
        with pytest.raises(IllegalAction):
            game.apply(bad)
        assert state_of(game) == before


def test_an_action_out_of_turn_is_refused_whatever_it_says():
    game = new_game("Ann Bob Cy", dealer="Cy")
    game.start_hand()
    before = state_of(game)
    with pytest.raises(IllegalAction, match="it is Ann's turn, not Bob's"):
        game.apply(Bet(1, 2))
    with pytest.raises(IllegalAction, match="it is Ann's turn, not Bob's"):
        game.act("Bob bet ²")
    assert state_of(game) == before


@pytest.mark.parametrize("text", ["Ann look", "Ann look old", "Ann bet 4", "Ann see", "Ann see 6", "Ann fold",
                                  "Ann discard Ah Jk", "Ann take @2 give 3c", "Ann take Qc", "Ann give 3c",
                                  "Ann swap show 9d", "Ann set 3h 3d 3s / Ah Ad Kc", "Ann set", "Ann redeal",
                                  "Ann choose new", "Ann keep", "Ann knock"])
def test_action_text_is_read_and_written_back_unchanged(text):
    action = parse_action(text, PLAYERS)
    assert isinstance(action, ACTION_TYPES[text.split()[1]])
    assert action_text(action, PLAYERS) == text


def test_actions_are_frozen_records():
    action = Bet(0, 2)
    with pytest.raises(AttributeError):
        action.amount = 3
    assert action == Bet(0, 2) and hash(action) == hash(Bet(0, 2)) and isinstance(action, Action)


def test_events_tell_the_log_and_number_over_the_whole_game():
    game = new_game("Ann Bob Cy", dealer="Cy")
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"})
    first = game.event_count
    play(game, "Ann look", "Ann bet 2", "Bob bet 1", "Cy fold")
    new = game.events_since(first)
    assert [type(e) for e in new] == [events.Looked, events.BetPlaced, events.BetPlaced, events.Folded]
    assert [events.describe(e, game.players) for e in new] == ["Ann looks", "Ann bets 2", "Bob bets 1 blind",
                                                                 "Cy folds"]
    assert game.view(0).log == ("Ann looks", "Ann bets 2", "Bob bets 1 blind", "Cy folds")
    assert game.events_since(game.event_count) == ()


def test_every_event_type_can_be_described():
    names = ["Ann", "Bob"]
    card = parse_cards("Ah")[0]
    # The shared events and each family's own.
    modules = [events, brag_events, bastard_events, sethand_events, casino_events, draw_events, choice_events]
    kinds = {name: cls for module in modules for name, cls in vars(module).items()
             if isinstance(cls, type) and issubclass(cls, events.Event) and cls.__module__ == module.__name__}
    ev = SimpleNamespace(**kinds)
    samples = [ev.Shuffled(), ev.Dealt(1, 0, (1, 0)), ev.BoughtIn(1, 100), ev.Looked(0),
               ev.Kept(0, "old"), ev.Threw(0, "new"), ev.Chose(0, "old"), ev.Discarded(0, 2),
               ev.BetPlaced(0, 2, False), ev.Folded(1), ev.Saw(0, 1, 4, True), ev.Covered(0, 3),
               ev.AllIn(1, 2),
               ev.Peeked(0), ev.Exchanged(0, card, card), ev.Exchanged(0, None, None),
               ev.SwappedAll(0, card), ev.Knocked(0), ev.Passed(1), ev.HandsSet(0, 4),
               ev.Redealt(0), ev.Crashed(1), ev.FourOfAKindScored(0, 4), ev.ThirteenCardRun(0),
               ev.LifeLost(1, 2), ev.PointsScored(0, 2, 5), ev.PotCarried(9),
               ev.StakePlaced(0, "ante", 5), ev.StakePlaced(0, "pairplus", 2), ev.Played(1, 5),
               ev.BlindPosted(0, "small", 1), ev.Checked(1), ev.Called(0, 2, True), ev.Raised(1, 4),
               ev.Drew(0, 2), ev.Drew(1, 0), ev.RoundBegun(2), ev.GameChosen(0, "Draw Brag"),
               ev.PartnerDealt(1, (card, card, card)), ev.FoldedBelowPartner(0), ev.PartnerDiscarded(1),
               ev.BlindHandKept(1), ev.BlindHandFolded(1, "Four Card Brag"),
               ev.LoanAsked(0, 1, 5), ev.LoanAsked(0, 1, 5, "lend-or-show"), ev.Inspected(1, 0),
               ev.Lent(1, 0, 5), ev.Lent(1, 0, 5, True), ev.Declined(1, 0), ev.Showed(1, 0), ev.Repaid(0, 1, 5),
               ev.Proposed(0), ev.Answered(1, True), ev.Answered(1, False), ev.Stood(0)]
    described = [events.describe(e, names) for e in samples]
    assert all(text and "{" not in text for text in described)
    assert {type(e) for e in samples} == {cls for cls in kinds.values() if cls not in (events.Event, events.HandOver)}


def test_the_view_says_why_each_action_is_refused():
    game = new_game("Ann Bob", dealer="Bob")
    game.start_hand({"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d"})
    play(game, "Ann look", "Ann bet 2", "Bob bet 1")
    view = game.view(0)
    assert {c.verb for c in view.legal} == {"bet", "fold"}
    assert view.refused["see"] == "an open player cannot see a blind player"
    assert view.refused["look"] == "you have already looked at your cards"
    assert game.view(1).refused["bet"] == "it is Ann's turn"


def test_the_public_view_shows_no_one_s_cards():
    game = new_game("Ann Bob", dealer="Bob", blind=False)
    game.start_hand()
    public = game.view(None)
    assert public.seat is None and public.cards is None and public.legal == () and public.refused == {}
    assert game.view(0).cards is not None


def test_see_with_an_amount_must_name_the_cost():
    game = new_game("Ann Bob", dealer="Bob", blind=False)
    game.start_hand()
    play(game, "Ann bet 2", "Bob bet 2")
    with pytest.raises(IllegalAction, match="seeing costs 4, not 3"):
        game.apply(See(0, 3))
    game.apply(See(0, 4))
    assert game.result is not None and game.result.end == "see"


@pytest.mark.parametrize("key", list(REGISTRY))
def test_a_copy_late_in_a_long_game_keeps_only_the_hand_being_played(key):
    game = factory.new_game(key, PLAYERS[:3], seed=2)
    rng = random.Random(4)
    for _ in range(30):
        if game.game_over:
            break
        game.start_hand()
        while game.to_act is not None and len(game.hands) < 30:
            game.apply(random_action(game, game.to_act, rng))
    twin = game.copy()
    assert len(twin.hands) == 1 and twin.hand.number == game.hand.number
    assert twin.event_count == game.event_count and twin.view(0) == game.view(0)
    assert twin.results == ([game.result] if game.result is not None else [])
