"""Card notation and the pack."""

import random

import pytest

from bragtui.core.cards import CARDS, cards_text, make_card, parse_card, parse_cards
from bragtui.core.errors import CardError
from bragtui.core.pack import Pack, standard_pack


@pytest.mark.parametrize("text, rank, suit", [
    ("Ah", 14, 2), ("ah", 14, 2), ("10d", 10, 1), ("Td", 10, 1), ("td", 10, 1),
    ("3♠", 3, 3), ("K♣", 13, 0), ("Q♦", 12, 1), ("J♥", 11, 2), ("2C", 2, 0), ("9S", 9, 3),
])
def test_parse_card_notation(text, rank, suit):
    card = parse_card(text)
    assert (card.rank, card.suit) == (rank, suit)


def test_joker_notation_and_second_joker():
    cards = parse_cards("Jk jk Ah")
    assert [c.is_joker for c in cards] == [True, True, False]
    assert cards[0] != cards[1]
    assert cards_text(cards) == "Jk Jk Ah"


def test_card_text_round_trip_for_every_card():
    for card in CARDS[:52]:
        assert parse_card(card.text()) == card
        assert parse_card(card.text(glyphs=True)) == card


@pytest.mark.parametrize("text, fragment", [
    ("Ah Xd 7c", "card 2 of hand: 'Xd' is not a card"),
    ("Ah 1d 7c", "'1d' is not a card"),
    ("Ah 10x 7c", "'10x' is not a card"),
    ("Ah Ah 7c", "card 2 of hand: Ah appears twice"),
    ("Jk Jk Jk", "at most two jokers"),
])
def test_bad_card_text_names_the_token(text, fragment):
    with pytest.raises(CardError, match=None) as error:
        parse_cards(text)
    assert fragment in str(error.value)


def test_wrong_number_of_cards_says_what_is_expected():
    with pytest.raises(CardError, match="has 2 cards; expected 3, 4 or 5"):
        parse_cards("Ah Kd", count=(3, 4, 5))


def test_pack_deals_from_top_and_takes_used_cards_at_bottom():
    pack = Pack(standard_pack())
    first = pack.deal()
    assert first == make_card(2, 0)
    pack.put_bottom([first])
    assert pack.cards[-1] == first
    assert len(pack) == 52


def test_pack_deals_hands_one_card_at_a_time_and_never_more_than_it_holds():
    pack = Pack(standard_pack())
    assert pack.deal_hands(3, 2) == [(CARDS[0], CARDS[3]), (CARDS[1], CARDS[4]), (CARDS[2], CARDS[5])]
    assert pack.cards == list(CARDS[6:52])
    with pytest.raises(IndexError, match="has 46 cards, not 48"):
        pack.deal_hands(4, 12)
    assert len(pack) == 46


def test_an_empty_pack_refuses_to_deal():
    pack = Pack([])
    with pytest.raises(IndexError, match="empty"):
        pack.deal()


def test_seeded_shuffle_is_repeatable_and_differs_between_seeds():
    def shuffled(seed):
        pack = Pack(standard_pack(), random.Random(seed))
        pack.shuffle()
        return pack.cards
    assert shuffled(7) == shuffled(7)
    assert shuffled(7) != shuffled(8)
    assert sorted(shuffled(7)) == list(range(52))


def test_the_pack_order_is_replaced_never_changed_in_place():
    """The simulator's checker knows an unchanged pack by identity: that needs an order no
    operation can change in place."""
    pack = Pack(standard_pack(), random.Random(1))
    for change in (pack.deal, lambda: pack.deal_hands(2, 3), lambda: pack.put_bottom([CARDS[0]]),
                   pack.shuffle, lambda: pack.move_to_top([CARDS[10]])):
        before = pack.order
        copy = tuple(before)
        change()
        assert isinstance(pack.order, tuple)
        assert pack.order is not before and before == copy


def test_move_to_top_keeps_the_rest_in_order():
    pack = Pack(standard_pack())
    wanted = [CARDS[51], CARDS[0]]
    pack.move_to_top(wanted)
    assert pack.cards[:2] == wanted
    assert pack.cards[2:] == [c for c in standard_pack() if c not in wanted]
