"""Teen Patti's rules through the game's public interface: the boot and the stake, the chaal's
ranges, looking, blind_turns and max_stake, packing, the show, the sideshow and its private moment,
the pot limit, the order of hands under each game, and the pack between hands."""

import pytest
from helpers import new_game, play

from bragtui.core.actions import Look
from bragtui.core.cards import parse_cards
from bragtui.core.errors import IllegalAction, RulesError
from bragtui.core.events import Shuffled
from bragtui.core.rules import load_rules
from bragtui.core.teen_patti.actions import Chaal, Sideshow
from bragtui.core.teen_patti.hand_order import HandOrder, wild_cards
from bragtui.core.teen_patti.view import ChaalTerms, SideshowQuestion
from bragtui.core.view import PrivateCards
from bragtui.net.protocol import legal_json

FOUR = {"Ann": "Ah Kd 7c", "Bob": "9s 9h 4d", "Cy": "Qs Jd 10c", "Dee": "5h 5c 2d"}


def teen(players="Ann Bob Cy Dee", deal=FOUR, **rules):
    """A hand of Teen Patti dealt: the last player deals, so the first acts first."""
    game = new_game(players, variant="teen-patti", **rules)
    game.start_hand(deal)
    return game


def legal(game):
    return {choice.verb: (choice.least, choice.most) for choice in game.legal_actions()}


def test_the_boot_starts_the_pot_and_the_stake_and_the_dealer_s_left_acts_first():
    game = teen(boot=3)
    view = game.view(0)
    assert (view.pot, view.stake, view.boot, game.to_act) == (12, 3, 3, 0)
    assert [seat.balance for seat in view.seats] == [-3] * 4
    assert view.seats[3].dealer and view.phase == "betting"


def test_a_blind_chaal_is_one_to_two_stakes_and_sets_the_stake():
    game = teen()
    assert legal(game)["chaal"] == (1, 2)
    assert game.view(0).chaal == ChaalTerms(least=1, most=2, step=1, blind=True)
    with pytest.raises(IllegalAction, match="from 1 to 2 now, not 3"):
        game.act("Ann chaal 3")
    play(game, "Ann chaal 2")
    assert game.view(1).stake == 2 and legal(game)["chaal"] == (2, 4)


def test_a_seen_chaal_is_an_even_two_to_four_stakes_and_sets_the_stake_to_half():
    game = teen()
    play(game, "Ann chaal 2", "Bob look")
    assert legal(game)["chaal"] == (4, 8) and "look" not in legal(game)
    assert game.view(1).chaal == ChaalTerms(least=4, most=8, step=2, blind=False)
    with pytest.raises(IllegalAction, match="a seen chaal is an even number from 4 to 8 now, not 5"):
        game.act("Bob chaal 5")
    play(game, "Bob chaal 6")
    assert game.view(2).stake == 3


def test_max_stake_cuts_the_top_of_the_range():
    game = teen(max_stake=3)
    play(game, "Ann chaal 2")
    assert legal(game)["chaal"] == (2, 3)  # 2 x 2 = 4, cut at 3 boots
    play(game, "Bob chaal 3", "Cy look")
    assert legal(game)["chaal"] == (6, 6)
    unlimited = teen(max_stake=0)
    play(unlimited, *[f"{name} chaal {2 ** n}" for n, name in enumerate(["Ann", "Bob", "Cy", "Dee"] * 2, 1)])
    assert unlimited.view(0).stake == 256 and legal(unlimited)["chaal"] == (256, 512)


def test_a_blind_player_looks_only_at_their_own_turn_and_once():
    game = teen()
    with pytest.raises(IllegalAction, match="it is Ann's turn"):
        game.act("Bob look")
    assert game.view(0).cards is None and game.view(0).card_count == 3
    play(game, "Ann look")
    assert game.view(0).cards == tuple(parse_cards("Ah Kd 7c")) and game.to_act == 0
    assert game.view(0).seats[0].status == "seen" and game.view(1).cards is None
    with pytest.raises(IllegalAction, match="already looked"):
        game.act("Ann look")


def test_after_blind_turns_a_player_must_look_before_anything_but_pack():
    game = teen("Ann Bob", {"Ann": "Jc Jd 9h", "Bob": "10s 10h Ac"}, blind_turns=1)
    play(game, "Ann chaal 1", "Bob chaal 1")
    assert set(legal(game)) == {"look", "pack"}
    assert game.view(0).chaal is None and game.view(0).show.allowed is False
    assert game.refusals(0)["chaal"] == "after 1 blind chaal you must look (or pack)"
    assert game.refusals(0)["show"] == "after 1 blind chaal you must look (or pack)"
    with pytest.raises(IllegalAction, match="you must look"):
        game.act("Ann chaal 1")
    play(game, "Ann look")
    assert set(legal(game)) == {"chaal", "pack"}
    assert game.refusals(0)["show"] == "a seen player may not ask a blind player for a show"


def test_no_blind_turns_limit_by_default():
    game = teen("Ann Bob", {"Ann": "Jc Jd 9h", "Bob": "10s 10h Ac"})
    play(game, *["Ann chaal 1", "Bob chaal 1"] * 10)
    assert "chaal" in legal(game)


def test_the_last_player_left_takes_the_pot_without_showing():
    game = teen()
    play(game, "Ann chaal 1", "Bob pack", "Cy pack", "Dee pack")
    result = game.result
    assert (result.end, result.winner, result.pot, dict(result.shown)) == ("fold", "Ann", 5, {})
    assert game.money.balances == [5 - 2, -1, -1, -1]


def test_a_show_s_cost_and_who_may_ask_whom():
    game = teen("Ann Bob", {"Ann": "Jc Jd 9h", "Bob": "10s 10h Ac"})
    assert game.refusals(0)["show"] == "a show needs at least one chaal this hand"
    play(game, "Ann chaal 2")
    assert legal(game)["show"] == (2, 2)  # blind: the stake
    play(game, "Bob look")
    assert game.view(1).show.allowed is False
    assert game.refusals(1)["show"] == "a seen player may not ask a blind player for a show"
    play(game, "Bob chaal 4")
    assert legal(game)["show"] == (2, 2)  # blind Ann may ask seen Bob
    play(game, "Ann look")
    assert legal(game)["show"] == (4, 4)  # seen: twice the stake
    play(game, "Ann show")
    assert (game.result.winner, game.result.pot) == ("Ann", 2 + 2 + 4 + 4)


def test_a_show_is_only_for_the_last_two():
    game = teen()
    play(game, "Ann chaal 1")
    assert game.refusals(1)["show"] == "a show is only for the last two players in the hand"
    assert game.view(1).show.against is None


@pytest.mark.parametrize("tie, winners, balances", [
    ("asker-loses", ("Bob",), [-3, 3]),
    ("split", ("Ann", "Bob"), [0, 0]),
])
def test_equal_hands_at_a_show(tie, winners, balances):
    game = teen("Ann Bob", {"Ann": "8h 6d 3c", "Bob": "8s 6c 3d"}, show_tie=tie)
    play(game, "Ann chaal 1", "Bob chaal 1", "Ann show")
    result = game.result
    assert (result.winners or (result.winner,)) == winners
    assert game.money.balances == balances


def test_a_split_pot_s_odd_chip_goes_first_clockwise_from_the_dealer_s_left():
    game = teen("Ann Bob Cy", {"Ann": "8h 6d 3c", "Bob": "8s 6c 3d", "Cy": "2c 4d 9s"}, show_tie="split")
    play(game, "Ann chaal 1", "Bob chaal 2", "Cy pack", "Ann show")  # pot 3 + 1 + 2 + 2 = 8
    assert game.money.balances == [4 - 4, 4 - 3, -1]
    game = teen("Ann Bob Cy", {"Ann": "8h 6d 3c", "Bob": "8s 6c 3d", "Cy": "2c 4d 9s"}, show_tie="split")
    play(game, "Ann chaal 1", "Bob chaal 1", "Cy pack", "Ann show")  # pot 3 + 1 + 1 + 1 = 6 + 1 odd
    assert game.result.pot == 6 and game.money.balances == [3 - 3, 3 - 2, -1]
    game = teen("Ann Bob Cy", {"Ann": "8h 6d 3c", "Bob": "8s 6c 3d", "Cy": "2c 4d 9s"}, show_tie="split")
    play(game, "Ann chaal 2", "Bob chaal 2", "Cy pack", "Ann show")  # pot 9: Ann first of the two
    assert game.money.balances == [5 - 5, 4 - 3, -1]


def sideshow_game(**rules):
    game = teen(**rules)
    play(game, "Ann look", "Ann chaal 2", "Bob look", "Bob chaal 2", "Cy look")
    return game


def test_a_sideshow_asks_the_previous_player_still_in():
    game = sideshow_game()
    view = game.view(2)
    assert view.sideshow.to == "Bob" and view.sideshow.allowed
    assert legal(game)["sideshow"] == (2, 4)
    # The verb takes an amount alone ("sideshow 4"): no word to choose, so none is offered, over the
    # network either (a client writes its action from the protocol's legal list).
    assert [c.options for c in game.legal_actions() if c.verb == "sideshow"] == [()]
    assert [entry for entry in legal_json(view) if entry["verb"] == "sideshow"] == [
        {"verb": "sideshow", "min": 2, "max": 4}]
    play(game, "Cy sideshow 4")
    assert game.to_act == 1 and set(legal(game)) == {"accept", "refuse"}
    question = SideshowQuestion(asker="Cy", asked="Bob", amount=4)
    assert all(game.view(seat).question == question for seat in (None, 0, 1, 2, 3))
    assert game.view(1).phase == "sideshow" and game.view(2).stake == 2
    assert game.refusals(1)["pack"] == "first accept or refuse Cy's sideshow"


def test_an_accepted_sideshow_packs_the_lower_hand_and_shows_the_two_hands_to_those_two_only():
    game = sideshow_game()
    play(game, "Cy sideshow 2", "Bob accept")
    assert game.view(1).seats[1].status == "packed" and game.to_act == 3  # from Cy's left
    assert game.view(2).private == PrivateCards(seat="Bob", cards=tuple(parse_cards("9s 9h 4d")), why="sideshow")
    assert game.view(1).private == PrivateCards(seat="Cy", cards=tuple(parse_cards("Qs Jd 10c")), why="sideshow")
    assert game.view(0).private is None and game.view(3).private is None and game.view(None).private is None
    assert set(parse_cards("Qs Jd 10c")) <= game.visible_cards(1)
    assert not set(parse_cards("Qs Jd 10c")) & game.visible_cards(0)
    assert not set(parse_cards("9s 9h 4d")) & game.visible_cards(3)
    assert "Bob loses the sideshow and packs" in game.view(0).log
    play(game, "Dee chaal 1")  # the private moment lasts until the next action
    assert game.view(2).private is None and game.view(1).private is None
    assert not set(parse_cards("Qs Jd 10c")) & game.visible_cards(1)


def test_equal_hands_at_a_sideshow_pack_the_asker():
    deal = {**FOUR, "Bob": "Qh Jc 10d"}
    game = sideshow_game(deal=deal)
    play(game, "Cy sideshow 2", "Bob accept")
    assert game.view(0).seats[2].status == "packed" and game.view(0).seats[1].status == "seen"
    assert game.to_act == 3


def test_a_refused_sideshow_goes_on_from_the_asker_s_left():
    game = sideshow_game()
    play(game, "Cy sideshow 2", "Bob refuse")
    assert game.to_act == 3 and game.view(2).private is None
    assert [seat.status for seat in game.view(0).seats] == ["seen", "seen", "seen", "blind"]
    assert "Bob refuses Cy's sideshow" in game.view(0).log


@pytest.mark.parametrize("actions, reason", [
    (("Ann look", "Ann chaal 2", "Bob chaal 1"), "only a seen player may ask for a sideshow: look first"),
    (("Ann chaal 1", "Bob look"), "Ann, the previous player still in, is blind: no sideshow"),
    (("Ann look", "Ann chaal 2", "Bob pack", "Cy pack", "Dee look"),
     "a sideshow needs three or more players in the hand; with two, ask for a show"),
])
def test_when_a_sideshow_is_refused(actions, reason):
    game = teen()
    play(game, *actions)
    assert game.refusals(game.to_act)["sideshow"] == reason
    assert game.view(game.to_act).sideshow.reason == reason
    with pytest.raises(IllegalAction, match=reason.split(":")[0]):
        game.apply(Sideshow(game.to_act, 4))


def test_no_sideshow_with_sideshows_off():
    game = sideshow_game(sideshow=False)
    assert "sideshow" not in legal(game) and game.view(2).sideshow is None
    assert game.refusals(2)["sideshow"] == "sideshows are off under these rules"


def test_a_sideshow_s_chaal_must_be_a_seen_chaal():
    game = sideshow_game()
    with pytest.raises(IllegalAction, match="even number from 2 to 4"):
        game.act("Cy sideshow 3")
    assert game.to_act == 2 and game.view(2).pot == 8


def test_the_pot_limit_shows_every_hand_still_in():
    game = teen(pot_limit=12)
    play(game, "Ann chaal 2", "Bob chaal 4")
    assert game.result is None
    play(game, "Cy chaal 4")  # the pot reaches 14
    result = game.result
    assert (result.end, result.winner, result.pot) == ("pot-limit", "Cy", 14)
    assert set(result.shown) == {"Ann", "Bob", "Cy", "Dee"}
    assert "The pot of 14 has reached the limit of 12: every hand still in is shown" in game.view(0).log


def test_the_pot_limit_is_checked_on_a_sideshow_s_chaal_before_its_answer():
    game = sideshow_game(pot_limit=11)
    play(game, "Cy sideshow 4")
    assert game.result is not None and game.result.end == "pot-limit" and game.result.winner == "Cy"


@pytest.mark.parametrize("value, message", [
    (40, "more than the boots of a full table (40); expected 0 or at least 41"),
    (10, "more than the boots of a full table"),
])
def test_the_pot_limit_must_be_above_a_full_table_s_boots(value, message):
    with pytest.raises(RulesError, match=message.replace("(", r"\(").replace(")", r"\)")):
        load_rules("teen-patti", [f"pot_limit={value}", "boot=4"])
    assert load_rules("teen-patti", ["pot_limit=41", "boot=4"]).pot_limit == 41


@pytest.mark.parametrize("game_option", ["ak47", "joker"])
def test_brag_s_wild_only_with_classic_and_muflis(game_option):
    with pytest.raises(RulesError, match="sets its own wild cards"):
        load_rules("teen-patti", [f"game={game_option}", "wild=twos"])
    for allowed in ("classic", "muflis"):
        assert load_rules("teen-patti", [f"game={allowed}", "wild=twos"]).wild == "twos"


def test_teen_patti_s_shuffle_takes_its_own_words():
    assert load_rules("teen-patti").shuffle == "every-hand"
    assert load_rules("teen-patti", ["shuffle=after-trail"]).shuffle == "after-trail"
    with pytest.raises(RulesError, match='shuffle = "after-prial": is not allowed; expected one of "every-hand"'):
        load_rules("teen-patti", ["shuffle=after-prial"])
    with pytest.raises(RulesError, match="after-trail"):
        load_rules("three-card", ["shuffle=after-trail"])


def test_a_defaults_table_s_shuffle_is_not_teen_patti_s(tmp_path):
    from bragtui.core.rules import parse_rules_text

    document = parse_rules_text('[defaults]\nshuffle = "every-hand"\nmax_stake = 5\n', "house.toml")
    assert load_rules("three-card", documents=[(document, "house.toml")]).shuffle == "every-hand"
    assert load_rules("teen-patti", documents=[(document, "house.toml")]).max_stake == 128
    assert load_rules("casino", documents=[(document, "house.toml")]).max_stake == 5


def test_the_dealer_passes_left_and_the_pack_is_shuffled_every_hand():
    game = new_game("Ann Bob Cy", variant="teen-patti")
    for dealer in (2, 0, 1, 2):
        game.start_hand()
        assert game.view(None).seats[dealer].dealer
        assert any(isinstance(event, Shuffled) for event in game.hand.events)
        for _ in range(2):
            game.act(f"{game.players[game.to_act]} pack")


PACK = "Ah Kd 7c 9s 9h 4d Qs Jd 10c 2c 3c 4c 5c 6c 7d 8c"


def carried_game(**rules):
    """After-trail: a given pack, dealt from the top with no shuffle before the first deal."""
    from bragtui.core.pack import standard_pack

    first = parse_cards(PACK)
    rest = [card for card in standard_pack() if card not in first]
    return new_game("Ann Bob Cy", variant="teen-patti", pack=[*first, *rest], shuffle="after-trail", **rules)


def test_after_trail_the_pack_is_carried_packed_hands_first_then_clockwise():
    game = carried_game()
    game.start_hand()
    cards = {seat: game.view(seat) for seat in range(3)}
    assert cards  # dealt one at a time: Ann Ah 9s Qs, Bob Kd 9h Jd, Cy 7c 4d 10c
    play(game, "Ann chaal 1", "Bob pack", "Cy chaal 1", "Ann pack")
    order = [str(card) for card in game.pack_order()]
    assert order[-9:] == ["Kd", "9h", "Jd", "Ah", "9s", "Qs", "7c", "4d", "10c"]
    assert not any(isinstance(e, Shuffled) for e in game.hand.events)
    game.start_hand()
    assert not any(isinstance(e, Shuffled) for e in game.hand.events)


def test_after_trail_a_show_won_by_a_trail_shuffles_the_next_deal():
    game = carried_game()
    game.start_hand({"Ann": "Qh Qc 5s", "Bob": "2h 5d 9c", "Cy": "3h 8d Jc"})
    play(game, "Ann chaal 1", "Bob chaal 1", "Cy pack", "Ann show")
    assert game.result.winner == "Ann" and not game.result.prial_won
    game.start_hand()
    assert not any(isinstance(e, Shuffled) for e in game.hand.events)
    play(game, "Bob pack", "Cy pack")
    game.start_hand({"Ann": "Kh Kc Ks", "Bob": "2h 5d 9c", "Cy": "3h 8d Jc"})
    play(game, "Cy chaal 1", "Ann chaal 1", "Bob pack", "Cy show")
    assert game.result.winner == "Ann" and game.result.prial_won
    game.start_hand()
    assert any(isinstance(e, Shuffled) for e in game.hand.events)


def test_the_joker_game_turns_up_a_card_for_all_and_returns_it_last():
    game = carried_game(game="joker")
    game.start_hand()
    joker = game.view(None).joker
    assert joker is not None and all(game.view(seat).joker == joker for seat in range(3))
    assert joker in game.visible_cards(0)
    play(game, "Ann pack", "Bob pack")
    assert game.pack_order()[-1] == joker
    assert HandOrder.of(game.rules, joker).wild == wild_cards(game.rules, joker)
    assert len(wild_cards(game.rules, joker)) == 4


def test_a_packed_seat_has_no_action_and_the_turn_skips_it():
    game = teen()
    play(game, "Ann chaal 1", "Bob pack", "Cy chaal 1", "Dee chaal 1")
    assert game.to_act == 0
    play(game, "Ann chaal 1")
    assert game.to_act == 2 and not game.legal_actions(1)


def test_refusals_name_the_reason_for_each_verb():
    game = teen()
    refusals = game.refusals(0)
    assert refusals["accept"] == "no sideshow is waiting for your answer"
    assert refusals["sideshow"] == "only a seen player may ask for a sideshow: look first"
    assert game.refusals(1)["chaal"] == "it is Ann's turn"
    assert game.view(1).chaal is None  # the terms are for the seat to act


def test_a_refused_action_changes_nothing():
    game = sideshow_game()
    before = (game.view(2), game.money.balances[:], game.pack_order())
    for bad in (Chaal(2, 3), Sideshow(2, 9), Look(2)):
        with pytest.raises(IllegalAction):
            game.apply(bad)
    assert (game.view(2), game.money.balances, game.pack_order()) == before


def test_the_random_player_uses_every_action_of_the_family():
    import random

    from bragtui.core.simulate import InvariantChecker, random_action

    game = new_game("Ann Bob Cy Dee", variant="teen-patti", blind_turns=3, pot_limit=200)
    rng = random.Random(4)
    verbs, ends = set(), set()
    checker = InvariantChecker(game)
    for _ in range(300):
        game.start_hand()
        while game.to_act is not None:
            action = random_action(game, game.to_act, rng)
            game.apply(action)
            checker.check()
            verbs.add(action.verb)
        ends.add(game.result.end)
    assert verbs == {"look", "chaal", "pack", "show", "sideshow", "accept", "refuse"}
    assert ends == {"fold", "show", "pot-limit"}


def test_dealer_s_choice_may_deal_teen_patti_with_a_carried_pot():
    from bragtui.core.dealers_choice.actions import Pick
    from bragtui.core.history import history_toml, load_history
    from bragtui.core.simulate import check_invariants

    with pytest.raises(RulesError):
        load_rules("dealers-choice", ["choices=['crash']"])
    assert load_rules("dealers-choice").choices == ("three-card", "four-card", "five-card", "bastard-money", "draw")
    game = new_game("Ann Bob", variant="dealers-choice", dealer="Ann", seed=4, choices=["three-card", "teen-patti"])
    game.choose_next("three-card")
    game.start_hand({"Bob": "2c 5d 9h", "Ann": "Kh Ks 3d"})
    play(game, "Bob bet 1", "Ann fold")
    assert game.result.end == "carried" and game.chips_in_pots() == 3
    game.start_hand()
    assert game.legal_actions()[0].options == ("three-card", "teen-patti")
    game.apply(Pick(game.to_act, "teen-patti"))
    view = game.view(game.to_act)
    assert view.variant == "teen-patti" and view.pot == 3 + 2  # the carried pot and the boots
    check_invariants(game)
    play(game, f"{game.players[game.to_act]} chaal 1")
    play(game, f"{game.players[game.to_act]} pack")
    assert game.result.pot == 6 and game.result.variant == "teen-patti"
    again = load_history(history_toml(game))
    assert again.money.balances == game.money.balances and again.results == game.results


def _score(order, text):
    return order.value(parse_cards(text)).score


def test_teen_patti_s_order_of_types_and_trails():
    order = HandOrder()
    best_first = ["Ah Ad Ac", "Kh Kd Kc", "4h 4d 4c", "3h 3d 3c", "2h 2d 2c", "Ah Kh Qh", "Ah 2h 3h", "Kh Qh Jh",
                  "4s 3s 2s", "As Kd Qc", "Kc Qd Js", "Ah Kh 9h", "Ac Ad Kh", "2c 2d 3h", "Ac Kd Jh", "5c 3d 2h"]
    scores = [_score(order, hand) for hand in best_first]
    assert scores == sorted(scores, reverse=True) and len(set(scores)) == len(scores)
    names = [order.type_name(order.value(parse_cards(hand))) for hand in ("Ah Ad Ac", "Ah Kh Qh", "As Kd Qc",
                                                                         "Ah Kh 9h", "Ac Ad Kh", "Ac Kd Jh")]
    assert names == ["trail", "pure sequence", "sequence", "colour", "pair", "high card"]
    assert _score(order, "Kc Ad 2h") < _score(order, "4s 3d 2c")  # K-A-2 is no sequence


@pytest.mark.parametrize("a23, above, below", [
    ("second", "Ks Qd Jc", "As Kd Qc"),
    ("top", "As Kd Qc", None),
    ("low", None, "4s 3d 2c"),
])
def test_where_a23_ranks(a23, above, below):
    order = HandOrder(a23=a23)
    a23_score = _score(order, "Ah 2d 3c")
    if above is not None:
        assert a23_score > _score(order, above)
    if below is not None:
        assert a23_score < _score(order, below)
    assert _score(order, "Ah 2d 3c") > _score(order, "Ah Kh 9h")  # still a sequence


def test_the_ranking_table_of_another_order_agrees_with_its_values():
    from itertools import combinations

    from bragtui.core import ranking
    from bragtui.core.cards import NATURAL_CARDS

    for place in ranking.A23_PLACES:
        order = ranking.Order(threes_top=False, ace_two_three=place)
        table = ranking.table_for(order)
        for a, b, c in list(combinations(NATURAL_CARDS, 3))[::97]:
            value = ranking.hand_value((a.rank, b.rank, c.rank), (a.suit, b.suit, c.suit), order)
            assert table.values[table.strength3(a, b, c)] == value
        assert table.describe(table.max_strength(), ranking.TEEN_PATTI_NAMES) == "Trail of aces"
    assert ranking.table_for(ranking.BRAG_ORDER) is ranking.table()
    assert ranking.describe(ranking.max_strength()) == "Prial of threes"


def test_muflis_wild_cards_take_the_lowest_value_and_fewer_wild_cards_win():
    low = HandOrder(low=True, wild=wild_cards(load_rules("teen-patti", ["game=muflis", "wild=twos"])))
    made = low.value(parse_cards("5c 3d 2h"))  # the two stands for the lowest card it can: another 2
    assert low.describe(made) == "High card, 5-3-2 (1 wild)"
    assert made.score < _score(HandOrder(low=True), "5c 3d 2h")  # the natural one wins
    assert low.value(parse_cards("2c 2d 2h")).strength == HandOrder(low=True).value(parse_cards("5c 3d 2h")).strength
    classic = HandOrder(wild=wild_cards(load_rules("teen-patti", ["wild=twos"])))
    assert classic.describe(classic.value(parse_cards("2c 2d Kh"))) == "Trail of kings (2 wild)"
    assert classic.describe(classic.value(parse_cards("2c 2d 2h"))) == "Trail of aces (3 wild)"


def test_after_trail_a_sideshow_s_loser_goes_back_first_then_the_hands_of_a_show_clockwise():
    game = carried_game()
    game.start_hand()  # Ann Ah 9s Qs, Bob Kd 9h Jd, Cy 7c 4d 10c; Cy deals, so Ann is first from the left
    play(game, "Ann look", "Ann chaal 2", "Bob look", "Bob chaal 2", "Cy look", "Cy sideshow 2", "Bob accept")
    assert game.view(0).seats[2].status == "packed"  # Cy's 10-high loses to Bob's king-high
    play(game, "Ann show")
    assert game.result.winner == "Ann" and not game.result.prial_won
    order = [str(card) for card in game.pack_order()]
    assert order[-9:] == ["7c", "4d", "10c", "Ah", "9s", "Qs", "Kd", "9h", "Jd"]


def test_the_pot_limit_is_reached_by_a_pot_equal_to_it():
    game = teen(pot_limit=12)
    play(game, "Ann chaal 2", "Bob chaal 2", "Cy chaal 2")
    assert game.result is None and game.view(0).pot == 10
    play(game, "Dee chaal 2")
    assert (game.result.end, game.result.pot) == ("pot-limit", 12)


def test_equal_best_hands_at_the_pot_limit_s_show_share_the_pot():
    deal = {"Ann": "8h 6d 3c", "Bob": "7c 5d 2s", "Cy": "7h 4d 2c", "Dee": "8s 6c 3d"}
    game = teen(deal=deal, pot_limit=12)
    play(game, "Ann chaal 2", "Bob chaal 2", "Cy chaal 2", "Dee chaal 2")  # Dee's chaal reaches the limit
    assert game.result.end == "pot-limit" and game.result.winners == ("Ann", "Dee")
    assert game.money.balances == [3, -3, -3, 3]


def test_max_stake_is_counted_in_boots():
    game = teen(boot=2, max_stake=3)  # the stake may not pass 3 boots: 6 chips
    play(game, "Ann chaal 4")
    assert legal(game)["chaal"] == (4, 6)
    play(game, "Bob look")
    assert legal(game)["chaal"] == (8, 12)
