"""Bastard Brag: the deal, exchanges, knocking, lives, the money game, hybrids, peek, views."""

import pytest
from helpers import refused, shown_text, state_of

from bragtui.core.cards import parse_cards
from bragtui.core.errors import IllegalAction
from bragtui.core.factory import new_game
from bragtui.core.history import history_toml, load_history, replay_summary
from bragtui.core.pack import standard_pack

DEAL = {"Ann": "2c 5d 9h", "Bob": "Ks Kh 3d", "Cy": "7c 8c Jd"}
CENTRE = "4h 6s Qc"


def game(variant="bastard", players="Ann Bob Cy", deal=DEAL, centre=CENTRE, **rules):
    names = players.split()
    g = new_game(variant, names, dealer=len(names) - 1, seed=3, **rules)
    if deal is not None:
        g.start_hand(deal, centre)
    return g


def play(g, *actions):
    for text in actions:
        g.act(text)


def centre_of(g, seat):
    return [(str(c.card) if c.card is not None else None, c.face_up, c.yours) for c in g.view(seat).centre]


# --- the deal -----------------------------------------------------------------------------------

def test_deal_three_each_and_a_centre_hand_one_card_at_a_time():
    pack = standard_pack()
    g = new_game("bastard", ["Ann", "Bob", "Cy"], dealer=2, pack=pack)
    g.start_hand()
    # Ann, Bob, Cy (the dealer), then the centre, each round.
    assert g.hand.holdings[0].cards == (pack[0], pack[4], pack[8])
    assert g.hand.holdings[2].cards == (pack[2], pack[6], pack[10])
    assert [slot.card for slot in g.hand.centre] == [pack[3], pack[7], pack[11]]


@pytest.mark.parametrize("face_up", [1, 2, 3])
def test_face_up_option_turns_the_last_centre_cards_up(face_up):
    g = game(face_up=face_up)
    assert [slot.face_up for slot in g.hand.centre] == [i >= 3 - face_up for i in range(3)]
    visible = [c for c, up, _ in centre_of(g, 1) if c]
    assert visible == CENTRE.split()[3 - face_up:]


def test_players_need_three_to_ten():
    with pytest.raises(IllegalAction, match="needs 3 to 10 players"):
        game(players="Ann Bob", deal=None)


# --- exchanges ------------------------------------------------------------------------------------

def test_taking_the_face_up_card_turns_the_given_card_face_up_for_all():
    g = game()
    g.act("Ann take Qc give 2c")
    assert [str(c) for c in g.view(0).cards] == ["Qc", "5d", "9h"]
    for seat in range(3):
        assert centre_of(g, seat)[2] == ("2c", True, False)
    assert "Ann takes Qc and gives 2c, face up" in g.view(1).log


def test_taking_a_face_down_card_leaves_the_given_card_face_down_known_only_to_its_giver():
    g = game()
    g.act("Ann take @1 give 9h")
    assert [str(c) for c in g.view(0).cards] == ["2c", "5d", "4h"]
    assert centre_of(g, 0)[0] == ("9h", False, True)
    assert centre_of(g, 1)[0] == (None, False, False)
    assert centre_of(g, 2)[0] == (None, False, False)
    assert all("9h" not in line and "4h" not in line for line in g.view(1).log)


def test_exchange_three_turns_the_chosen_card_face_up():
    g = game()
    refused(g, "Ann swap show Ks", "you do not hold Ks")
    g.act("Ann swap show 5d")
    assert [str(c) for c in g.view(0).cards] == ["4h", "6s", "Qc"]
    assert centre_of(g, 0) == [("2c", False, True), ("5d", True, False), ("9h", False, True)]
    assert centre_of(g, 1) == [(None, False, False), ("5d", True, False), (None, False, False)]


def test_exchanging_two_cards_and_bad_words_are_refused():
    g = game()
    refused(g, "Ann take @1 @2 give 2c 5d", "exchange one card or all three, not two")
    refused(g, "Ann take 4h give", "take CARD give CARD")
    refused(g, "Ann take As give 2c", "As is not in the centre")
    refused(g, "Ann swap 2c", "swap show CARD")
    refused(g, "Ann take @² give 2c", "'@²' is not a centre position")  # str.isdigit passes but int refuses
    for position in ("@0", "@4", "@"):
        refused(g, f"Ann take {position} give 2c",
                f"{position!r} is not a centre position: expected @1, @2 or @3 (from the left), or a card")
    refused(g, "Bob take @1 give Ks", "it is Ann's turn")


# --- knocking and lives -----------------------------------------------------------------------------

def test_no_knock_until_everyone_has_had_a_turn():
    g = game()
    refused(g, "Ann knock", "no knocking until everyone has had 1 turn")
    play(g, "Ann take @1 give 2c", "Bob take @1 give 3d")
    refused(g, "Cy knock", "no knocking until everyone has had 1 turn")
    play(g, "Cy take @1 give 7c", "Ann knock")
    assert g.hand.knocker == 0


def test_a_refused_pass_offers_a_knock_only_when_one_is_allowed():
    g = game()
    refused(g, "Ann pass", "you must exchange one card or three")
    assert g.why_not_pass() == "you must exchange one card or three"  # no knocking in the first round
    play(g, "Ann take @1 give 2c", "Bob take @1 give 3d", "Cy take @1 give 7c")
    assert g.why_not_pass() == "you must exchange one card or three, or knock"


def test_knock_after_options():
    g = game(knock_after=0)
    g.act("Ann knock")
    g2 = game(knock_after=2)
    play(g2, "Ann take @1 give 2c", "Bob take @1 give 3d", "Cy take @1 give 7c")
    refused(g2, "Ann knock", "no knocking until everyone has had 2 turns")


def test_after_a_knock_everyone_else_has_one_turn_and_must_exchange():
    g = game(knock_after=0)
    g.act("Ann knock")
    assert g.view(1).turns_left == 2
    refused(g, "Bob pass", "after a knock everyone must exchange")
    refused(g, "Bob knock", "Ann has already knocked")
    play(g, "Bob take @1 give 3d")
    assert g.view(2).turns_left == 1
    play(g, "Cy take @2 give 7c")
    assert g.hand_over and g.results[-1].end == "showdown"


def test_exchange_after_knock_may_option_allows_passing():
    g = game(knock_after=0, exchange_after_knock="may")
    play(g, "Ann knock", "Bob pass", "Cy pass")
    assert g.hand_over


def test_showdown_shows_every_hand_and_the_lowest_loses_a_life():
    g = game(knock_after=0)
    play(g, "Ann knock", "Bob take Qc give 3d", "Cy take @1 give 7c")
    result = g.results[-1]
    assert shown_text(result) == {"Ann": "2c 5d 9h", "Bob": "Ks Kh Qc", "Cy": "4h 8c Jd"}
    assert result.life_lost == "Ann"  # 9-5-2 is the lowest hand
    assert g.lives == [2, 3, 3] and not result.suit_decided


def test_tied_lowest_hands_the_lower_suit_of_the_highest_card_loses():
    deal = {"Ann": "Qs 9d 4c", "Bob": "Ks Kh 3d", "Cy": "Qc 9h 4d"}
    g = game(deal=deal, centre="2h 2d 2s", knock_after=0, exchange_after_knock="may")
    play(g, "Ann knock", "Bob pass", "Cy pass")
    result = g.results[-1]
    assert result.life_lost == "Cy" and result.suit_decided  # queen of clubs below queen of spades


def test_players_out_at_no_lives_the_deal_skips_them_and_the_last_survivor_wins():
    g = game(deal=None, lives=1, knock_after=0, exchange_after_knock="may")
    g.start_hand(DEAL, CENTRE)
    play(g, "Ann knock", "Bob pass", "Cy pass")  # Ann's 9-5-2 is lowest
    assert g.lives == [0, 1, 1] and g.seated() == [1, 2]
    g.start_hand({"Bob": "2c 3d 5h", "Cy": "As Ah Ac"}, CENTRE)
    hand = g.hand
    assert 0 not in hand.holdings and hand.dealer == 1 and hand.order == [2, 1]
    play(g, "Cy knock", "Bob pass")
    assert g.game_winner == "Cy" and g.game_over
    with pytest.raises(IllegalAction, match="Cy wins"):
        g.start_hand()
    summary = replay_summary(load_history(history_toml(g), "lives"))
    assert summary["lives"] == {"Ann": 0, "Bob": 0, "Cy": 1} and summary["game_winner"] == "Cy"
    assert [h["life_lost"] for h in summary["hands"]] == ["Ann", "Bob"]


def test_lives_game_with_two_rounds_hybrid():
    g = game(exchanges="two-rounds")
    refused(g, "Ann pass", "in the first round everyone must exchange")
    refused(g, "Ann knock", "there is no knocking")
    play(g, "Ann take @1 give 2c", "Bob take @1 give 3d", "Cy take @1 give 7c", "Ann pass", "Bob pass")
    assert not g.hand_over
    g.act("Cy pass")
    assert g.hand_over and g.results[-1].life_lost is not None


def test_lives_game_has_no_betting():
    g = game(knock_after=0)
    refused(g, "Ann bet 1", "the game for lives has no betting")


# --- the money game ---------------------------------------------------------------------------------

def money(**rules):
    return game(variant="bastard-money", **rules)


def test_money_game_antes_and_two_exchange_rounds_from_the_dealers_left():
    g = money(ante=2)
    assert g.hand.betting.pot == 6 and g.money.balances == [-2, -2, -2]
    refused(g, "Ann pass", "in the first round everyone must exchange")
    refused(g, "Ann bet 1", "the betting starts after the exchanges")
    play(g, "Ann take @1 give 2c", "Bob take @2 give 3d", "Cy swap show 7c")
    assert g.to_act == 0 and g.hand.round == 2
    play(g, "Ann pass", "Bob pass", "Cy pass")
    assert g.hand.phase == "betting" and g.to_act == 0


def test_money_game_betting_is_open_brag_betting_into_a_see():
    g = money(ante=1)
    play(g, "Ann take Qc give 2c", "Bob take @1 give 3d", "Cy take @2 give 7c", "Ann pass", "Bob pass", "Cy pass")
    assert {c.verb for c in g.legal_actions()} == {"bet", "fold"}  # never blind, no looking
    refused(g, "Ann look", "unknown action 'look'")
    play(g, "Ann bet 2", "Bob bet 2", "Cy fold", "Ann see")
    result = g.results[-1]
    # Bob took the 4h for his 3d: K-K-4 beats Ann's Q-9-5; Ann, the seer, is not shown.
    assert result.end == "see" and result.winner == "Bob" and list(result.shown) == ["Bob"]
    assert sum(g.money.balances) == 0 and g.money.balances == [-7, 8, -1]


def test_money_game_ended_by_a_knock_hybrid():
    g = money(exchanges="knock", knock_after=0)
    play(g, "Ann knock", "Bob take @1 give 3d", "Cy take @1 give 7c")
    assert g.hand.phase == "betting"



def test_money_game_with_table_stakes_a_player_the_ante_left_with_nothing_is_all_in_once_the_betting_starts():
    g = game(variant="bastard-money", deal=None, money="stacks", buy_in=10, ante=1)
    g.money.balances = [-9, 4, 5]  # Ann has one chip, the ante
    g.start_hand(DEAL, CENTRE)
    play(g, "Ann take Qc give 2c", "Bob take @1 give 3d", "Cy take @2 give 7c", "Ann pass", "Bob pass")
    assert g.view(None).seats[0].status == "open"  # exchanging as everyone does
    play(g, "Cy pass")
    assert g.view(None).seats[0].status == "all in" and g.to_act == 1
    assert g.view(1).log[-1] == "Ann is all in: the ante took their last chip"
    play(g, "Bob bet 2", "Cy fold")
    # Bob takes the bets; his K-K-4 beats Ann's Q-9-5 for the antes, and Ann is not shown.
    assert [(p.winner, p.amount) for p in g.result.pots] == [("Bob", 3), ("Bob", 2)]
    assert list(g.result.shown) == ["Bob"]
    assert sum(g.money.balances) == 0


def test_money_game_with_only_one_player_left_with_chips_goes_to_the_showdown_after_the_exchanges():
    g = game(variant="bastard-money", deal=None, money="stacks", buy_in=10, ante=1)
    g.money.balances = [-9, -9, 18]  # Ann and Bob have only the ante
    g.start_hand(DEAL, CENTRE)
    play(g, "Ann take Qc give 2c", "Bob take @1 give 3d", "Cy take @2 give 7c", "Ann pass", "Bob pass")
    assert g.result is None
    play(g, "Cy pass")
    assert g.result is not None and g.to_act is None
    assert (g.result.pots[0].winner, g.result.pots[0].amount) == ("Bob", 3)

# --- peek ---------------------------------------------------------------------------------------------

def test_peek_shows_the_taken_face_down_card_before_giving():
    g = game(peek=True)
    g.act("Ann take @1")
    assert str(g.view(0).taken) == "4h" and g.view(1).taken is None
    assert [c.verb for c in g.legal_actions()] == ["give"]
    refused(g, "Ann give 4h", "you cannot give back 4h, the card you just took")
    g.act("Ann give 9h")
    assert [str(c) for c in g.view(0).cards] == ["2c", "5d", "4h"]
    assert centre_of(g, 0)[0] == ("9h", False, True)


def test_without_peek_a_card_must_be_given_at_once():
    g = game()
    refused(g, "Ann take @1", "take CARD give CARD")


def test_peek_is_only_for_face_down_cards():
    g = game(peek=True)
    refused(g, "Ann take Qc", "peeking is for face-down cards")


# --- views, pack, history ---------------------------------------------------------------------------

def test_views_never_hold_another_players_cards():
    g = game()
    play(g, "Ann take @1 give 9h", "Bob swap show Ks")
    ann = g.view(0)
    assert {str(c) for c in ann.cards} == {"2c", "5d", "4h"}
    visible = {str(c.card) for c in ann.centre if c.card is not None}
    assert visible == {"Ks"}  # Bob's swap took Ann's 9h; only Bob's shown card is known to Ann
    assert all(str(c) not in " ".join(ann.log) for c in parse_cards("Kh 3d 6s Qc 7c 8c Jd"))


def test_all_cards_return_to_the_pack_hands_then_centre():
    g = game(knock_after=0, exchange_after_knock="may")
    play(g, "Ann knock", "Bob pass", "Cy pass")
    tail = [str(c) for c in g.pack.cards[-12:]]
    assert tail == ["2c", "5d", "9h", "Ks", "Kh", "3d", "7c", "8c", "Jd", "4h", "6s", "Qc"]
    assert sorted(g.pack.cards) == standard_pack()


def test_history_round_trip_mid_hand_and_replay_json():
    g = money(peek=True)
    play(g, "Ann take @1", "Ann give 9h", "Bob take Qc give 3d")
    again = load_history(history_toml(g), "money")
    assert state_of(again) == state_of(g)
    assert "centre" in history_toml(g)


def test_replay_of_a_lives_hand(capsys):
    from pathlib import Path

    from cli_helpers import run_brag
    path = Path(__file__).parent / "histories" / "bastard-lives.toml"
    data = run_brag(capsys, "replay", "--json", str(path)).json()
    assert data["hands"][0]["life_lost"] == "Ann" and data["hands"][0]["end"] == "showdown"
    assert data["lives"] == {"Ann": 2, "Bob": 3, "Cy": 3} and data["game_winner"] is None
    text = run_brag(capsys, "replay", str(path)).out
    assert "Ann has the lowest hand and loses a life." in text
    assert "Bob takes Qc and gives 3d, face up" in text and "Cy exchanges a card with a face-down card" in text


def test_face_down_centre_cards_stay_hidden_after_the_hand_ends():
    g = game(knock_after=0, exchange_after_knock="may")
    play(g, "Ann knock", "Bob pass", "Cy pass")
    assert g.hand_over
    for seat in range(3):
        # 4h and 6s were dealt face down and nobody ever took them: nobody may see them.
        assert [c for c, up, _ in centre_of(g, seat)] == [None, None, "Qc"]


def _refusal(g, action):
    from bragtui.core.errors import IllegalAction as Refused

    before = state_of(g)
    with pytest.raises(Refused) as caught:
        g.apply(action)
    assert state_of(g) == before
    return str(caught.value)


def test_naming_a_face_down_centre_card_is_refused_as_a_card_not_on_the_table():
    from bragtui.core.bastard.actions import Take
    from bragtui.core.cards import parse_card

    # 4h and 6s lie face down; As is nowhere; Ks is in Bob's hand. A player at the table learns
    # nothing from the answers: each is the same sentence, and nothing changes.
    g = game()
    answers = {name: _refusal(g, Take(0, card=parse_card(name), give=parse_card("2c")))
               for name in ("4h", "6s", "As", "Ks")}
    assert {text.replace(name, "X") for name, text in answers.items()} == {"X is not in the centre"}
    peek = game(peek=True)
    assert _refusal(peek, Take(0, card=parse_card("4h"))) == "4h is not in the centre"
    # The card a seat put face down itself it knows, and may name; a face-up card too.
    g.apply(Take(0, 0, give=parse_card("9h")))
    g.apply(Take(1, card=parse_card("Qc"), give=parse_card("3d")))
    assert centre_of(g, 0)[0] == ("9h", False, True)


def test_a_history_may_still_name_a_face_down_centre_card_by_the_card():
    g = game()
    g.act("Ann take 4h give 9h")  # the file holds the deal: the reader knows where 4h lies
    assert [str(c) for c in g.view(0).cards] == ["2c", "5d", "4h"]
    assert load_history(history_toml(g)).view(0).cards == g.view(0).cards
