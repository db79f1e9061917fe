"""Counts said as one says them: "1 card", "2 cards"; the wild cards in the rankings said in good English."""

import pytest
from app_helpers import press, screen_text
from cli_helpers import run_brag
from helpers import new_game

from bragtui.app import make_app
from bragtui.app.variant_screens import ranking_notes
from bragtui.core import factory
from bragtui.core.errors import IllegalAction
from bragtui.core.hands import WILD_OPTIONS
from bragtui.core.rules import load_rules
from bragtui.core.words import counted, one_of


def test_counted_and_one_of():
    assert [counted(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert counted(1, "life", "lives") == "1 life" and counted(3, "life", "lives") == "3 lives"
    assert [one_of(options) for options in ((3,), (3, 4), (3, 4, 5))] == ["3", "3 or 4", "3, 4 or 5"]


@pytest.mark.parametrize("cards, message", [
    (("Ah",), "brag rank: the hand has 1 card; expected 3, 4 or 5 cards"),
    (("Ah Kd 7c 6c 5c 4c",), "brag rank: the hand has 6 cards; expected 3, 4 or 5 cards"),
])
def test_brag_rank_counts_the_cards_in_good_english(capsys, cards, message):
    result = run_brag(capsys, "rank", *cards)
    assert result.status == 2 and result.err.strip() == message


def refusal(call) -> str:
    with pytest.raises(IllegalAction) as caught:
        call()
    return str(caught.value)


def test_a_recorded_deal_of_one_card_says_one_card():
    three = new_game("Ann Bob")
    assert refusal(lambda: three.start_hand({"Ann": "Ah", "Bob": "2s 2h 9d"})) == \
        "Ann is dealt 1 card; Three Card Brag deals 3"
    crash = factory.new_game("crash", ["Ann", "Bob"], load_rules("crash"), seed=1)
    assert refusal(lambda: crash.start_hand({"Ann": "Ah", "Bob": "2s"})) == "Ann is dealt 1 card; Crash deals 13"
    bastard = factory.new_game("bastard", ["Ann", "Bob", "Cy"], load_rules("bastard"), seed=1)
    deal = {"Ann": "2c 5d 9h", "Bob": "Ks Kh 3d", "Cy": "7c 8c Jd"}
    assert refusal(lambda: bastard.start_hand(deal, "4h")) == "the centre hand has 1 card; it needs 3"


def test_setting_a_hand_of_one_card_says_one_card():
    crash = factory.new_game("crash", ["Ann", "Bob"], load_rules("crash"), dealer=1, seed=1)
    crash.start_hand()
    first = " ".join(str(c) for c in crash.hand.deal[0][:1])
    assert "hand 1 has 1 card; each set hand has 3" in refusal(lambda: crash.act(f"Ann set {first}"))


@pytest.mark.parametrize("wild", [w for w in WILD_OPTIONS if w != "none"])
def test_the_rankings_say_which_cards_are_wild_in_good_english(wild):
    note = ranking_notes("three-card", wild)[-1]
    one = wild in ("suicide-king", "joker")
    assert (" is wild; it stands for any card." if one else " are wild; each stands for any card.") in note
    assert " stand for any card" not in note


async def test_the_rankings_screen_with_twos_wild():
    app = make_app(new_game("Ann Bob", wild="twos"))
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "h")
        text = " ".join(screen_text(app).translate(str.maketrans("", "", "█▀▄▌▐")).split())
        assert "Wild cards: the four twos are wild; each stands for any card." in text
