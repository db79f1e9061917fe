"""``brag rank``, ``compare``, ``odds``, ``rules`` and ``simulate`` with ``--variant teen-patti``: Teen
Patti's order and names, under its house rules (``--set game=muflis``, ``a23``, the joker card)."""

import pytest
from cli_helpers import run_brag


def test_rank_names_the_hand_by_teen_patti_s_names(capsys):
    result = run_brag(capsys, "rank", "--variant", "teen-patti", "Ah", "Ad", "Ac", "--json")
    assert result.status == 0, result.err
    data = result.json()
    assert (data["type"], data["description"], data["beats"]) == ("trail", "Trail of aces", 22100 - 4)
    result = run_brag(capsys, "rank", "--variant", "teen-patti", "3h", "3d", "3c", "--json")
    assert result.json()["beats"] < 22100 - 4  # 3-3-3 is no better than its rank here


@pytest.mark.parametrize("cards, kind", [
    ("Qh Jh 10h", "pure sequence"), ("Qh Jd 10h", "sequence"), ("Qh 8h 2h", "colour"),
    ("Qh Qd 2h", "pair"), ("Qh 8d 2h", "high card"),
])
def test_every_type_s_name(capsys, cards, kind):
    result = run_brag(capsys, "rank", "--variant", "teen-patti", *cards.split(), "--json")
    assert result.json()["type"] == kind


def test_rank_in_muflis_counts_the_hands_above(capsys):
    result = run_brag(capsys, "rank", "--variant", "teen-patti", "5c", "3d", "2h", "--set", "game=muflis", "--json")
    # 5-3-2 of mixed suits is the best hand in muflis: it beats all but the 60 like it.
    assert result.json()["beats"] == 22100 - 60
    result = run_brag(capsys, "rank", "--variant", "teen-patti", "Ac", "Ad", "Ah", "--set", "game=muflis", "--json")
    assert result.json()["beats"] == 0


@pytest.mark.parametrize("a23, best", [("second", [0]), ("top", [1]), ("low", [0])])
def test_compare_places_a23_by_the_option(capsys, a23, best):
    result = run_brag(capsys, "compare", "--variant", "teen-patti", "As Kd Qc", "Ah 2c 3s",
                      "--set", f"a23={a23}", "--json")
    assert result.status == 0, result.err
    assert result.json()["best"] == best


def test_compare_says_why_in_teen_patti_s_words(capsys):
    result = run_brag(capsys, "compare", "--variant", "teen-patti", "Qs Jd 10c", "Kh 9h 4h")
    assert result.status == 0, result.err
    assert "Hand 1 wins in Teen Patti: a sequence beats a colour in Teen Patti" in result.out
    result = run_brag(capsys, "compare", "--variant", "teen-patti", "Ah Ad Ac", "3h 3d 3c", "--json")
    assert result.json()["best"] == [0] and result.json()["reason"] == "both are trails: A-A-A beats 3-3-3"


def test_compare_in_muflis(capsys):
    result = run_brag(capsys, "compare", "--variant", "teen-patti", "9s 9h 4d", "5h 5c Kd", "--set", "game=muflis")
    assert "Hand 2 wins in Teen Patti (muflis): in muflis the lower hand wins, and both are pairs: 9-9 ranks " \
           "above 5-5." in result.out


def test_equal_hands_and_the_wild_card_in_compare(capsys):
    result = run_brag(capsys, "compare", "--variant", "teen-patti", "8h 6d 3c", "8s 6c 3d", "--json")
    assert result.json()["best"] == [0, 1]
    result = run_brag(capsys, "compare", "--variant", "teen-patti", "4c 9d 8s", "10h 9c 8d", "--set", "game=ak47",
                      "--json")
    assert result.json()["best"] == [1]
    assert result.json()["reason"] == "equal hands: the natural hand beats the one with a wild card"


def test_the_joker_game_needs_its_card(capsys):
    result = run_brag(capsys, "compare", "--variant", "teen-patti", "6c Ks Kd", "Ah Ac 2d", "--set", "game=joker")
    assert result.status == 2 and "--joker" in result.err
    result = run_brag(capsys, "compare", "--variant", "teen-patti", "6c Ks Kd", "Ah Ac 2d", "--set", "game=joker",
                      "--joker", "6h", "--json")
    assert result.json()["best"] == [0] and result.json()["hands"][0]["description"] == "Trail of kings (1 wild)"
    result = run_brag(capsys, "compare", "--variant", "teen-patti", "6c Ks Kd", "Ah Ac 2d", "--set", "game=joker",
                      "--joker", "Ks")
    assert result.status != 0 and "Ks is the joker card" in result.err


def test_teen_patti_s_rules_are_not_for_brag(capsys):
    result = run_brag(capsys, "compare", "Ah Kd 7c", "2s 2h 9d", "--set", "game=muflis")
    assert result.status == 2 and "--variant teen-patti" in result.err


def test_odds_in_teen_patti_s_order(capsys):
    result = run_brag(capsys, "odds", "--variant", "teen-patti", "Ah", "Ad", "Ac", "--json")
    assert result.status == 0, result.err
    assert (result.json()["method"], result.json()["win"]) == ("exact", 1.0)
    result = run_brag(capsys, "odds", "--variant", "teen-patti", "Ah", "Ad", "Ac", "--set", "game=muflis", "--json")
    assert result.json()["lose"] == 1.0
    # Brag's order: 3-3-3 beats A-A-A, so the aces are not sure to win.
    assert run_brag(capsys, "odds", "Ah", "Ad", "Ac", "--json").json()["win"] < 1.0


def test_odds_table_by_teen_patti_s_names(capsys):
    result = run_brag(capsys, "odds", "--variant", "teen-patti", "--table", "--json")
    types = {row["type"]: row["count"] for row in result.json()["types"]}
    assert types == {"trail": 52, "pure sequence": 48, "sequence": 720, "colour": 1096, "pair": 3744,
                     "high card": 16440}


def test_rules_lists_teen_patti_s_house_rules(capsys):
    result = run_brag(capsys, "rules", "--variant", "teen-patti", "--json")
    assert result.status == 0, result.err
    assert result.json()["rules"] == {
        "boot": 1, "game": "classic", "a23": "second", "wild": "none", "shuffle": "every-hand", "blind_turns": 0,
        "max_stake": 128, "show_tie": "asker-loses", "sideshow": True, "pot_limit": 0, "min_players": 2,
        "max_players": 10, "coach": False}
    text = run_brag(capsys, "rules", "--variant", "teen-patti", "--set", "game=muflis").out
    assert 'game = "muflis"' in text and "# Teen Patti: where the sequence A-2-3 ranks" in text
