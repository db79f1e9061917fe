"""``brag replay --json`` of hand-written Teen Patti histories, checked against outcomes worked out
by hand: sideshows accepted and refused, shows blind and seen, the tie at a show both ways, the pot
limit's show, each ``game`` and ``a23`` value, ``blind_turns`` and ``max_stake``."""

from pathlib import Path

import pytest
from cli_helpers import run_brag

HISTORIES = Path(__file__).parent / "histories"


def replay(capsys, name: str, text: str | None = None, tmp_path: Path | None = None):
    path = HISTORIES / name
    if text is not None:
        assert tmp_path is not None
        path = tmp_path / name
        path.write_text(text)
    return run_brag(capsys, "replay", str(path), "--json")


def replaced(name: str, old: str, new: str) -> str:
    text = (HISTORIES / name).read_text()
    assert old in text
    return text.replace(old, new)


def test_sideshows_accepted_and_refused_and_the_shows(capsys):
    result = replay(capsys, "teen-patti-sideshows.toml")
    assert result.status == 0, result.err
    data = result.json()
    first, second, third = data["hands"]
    # Hand 1: boots 4; Ann 2, Bob 2, Cy's sideshow 2 (Bob packs), Dee 1 blind, Ann 4, Cy's sideshow
    # 4 (refused), Dee 4, Ann 4, Cy's sideshow 4 (Ann packs), Dee's seen show 2 x 2 = 4: 35.
    assert (first["end"], first["winner"], first["pot"]) == ("show", "Cy", 35)
    # The sideshows' hands (Bob's, Ann's) are never shown to the table.
    assert first["shown"] == {"Cy": "Qs Jd 10c", "Dee": "5h 5c 2d"}
    # Hand 2: Dee, blind, pays the stake (2) for a show and loses to Ann's trail: 4 + 1 + 2 + 2.
    assert (second["end"], second["winner"], second["pot"]) == ("show", "Ann", 9)
    assert second["shown"] == {"Dee": "As Ad 3c", "Ann": "Kh Kc Ks"}
    # Hand 3: equal hands; Bob asked, so Bob loses.
    assert (third["winner"], third["pot"]) == ("Ann", 8)
    # Ann: -11, +6, +5; Bob: -3, -1, -3; Cy: +24, -1, -1; Dee: -10, -4, -1.
    assert data["balances"] == {"Ann": 0, "Bob": -7, "Cy": 22, "Dee": -15}
    assert data["in_progress"] is False


def test_equal_hands_split_the_show_and_the_pot_limit_s_show(capsys):
    result = replay(capsys, "teen-patti-split-and-pot-limit.toml")
    assert result.status == 0, result.err
    data = result.json()
    first, second, third = data["hands"]
    assert (first["end"], first["winner"], first["winners"], first["pot"]) == ("show", None, ["Ann", "Bob"], 9)
    # Bob's chaal of 16 takes the pot from 19 to 35, past 30: every hand still in is shown.
    assert (second["end"], second["winner"], second["pot"]) == ("pot-limit", "Cy", 35)
    assert set(second["shown"]) == {"Ann", "Bob", "Cy"}
    # Bob's sideshow chaal takes the pot to 31 before Ann answers: the equal colours share it.
    assert (third["end"], third["winners"], third["pot"]) == ("pot-limit", ["Cy", "Ann"], 31)
    # Hand 1: Ann gets the odd chip (5 of 9) and paid 5, Bob 4 for 3, Cy -1. Hand 2: Bob -21,
    # Cy +30, Ann -9. Hand 3: Cy 16 for 5, Ann 15 for 9, Bob -17.
    assert data["balances"] == {"Ann": 0 - 9 + 6, "Bob": 1 - 21 - 17, "Cy": -1 + 30 + 11}


def test_a_tie_at_a_show_goes_against_the_asker_unless_it_is_split(capsys, tmp_path):
    text = replaced("teen-patti-split-and-pot-limit.toml", 'show_tie = "split"', 'show_tie = "asker-loses"')
    result = replay(capsys, "asker-loses.toml", text, tmp_path)
    assert result.status == 0, result.err
    first = result.json()["hands"][0]
    assert (first["winner"], first.get("winners")) == ("Bob", None)


def test_blind_turns_and_max_stake(capsys):
    result = replay(capsys, "teen-patti-limits.toml")
    assert result.status == 0, result.err
    data = result.json()
    # Boots 2; Ann 2, Bob 4 (the stake is 4, the limit), Ann 4, Bob 4; after two blind chaals
    # each looks: Ann 8 seen, Bob's seen show 8.
    assert (data["hands"][0]["winner"], data["hands"][0]["pot"]) == ("Ann", 32)
    assert data["balances"] == {"Ann": 17, "Bob": -17}


@pytest.mark.parametrize("old, new, reason", [
    ('"Ann look", "Ann chaal 8"', '"Ann chaal 4"', "after 2 blind chaals you must look (or pack)"),
    ('"Ann look", "Ann chaal 8"', '"Ann show"', "after 2 blind chaals you must look (or pack)"),
    ('"Ann chaal 2", "Bob chaal 4", "Ann chaal 4"', '"Ann chaal 2", "Bob chaal 4", "Ann chaal 5"',
     "a blind chaal is any whole number from 4 to 4 now, not 5"),
    ('"Ann look", "Ann chaal 8"', '"Ann look", "Ann chaal 10"', "a seen chaal is an even number from 8 to 8"),
])
def test_the_limits_refused_with_their_reason(capsys, tmp_path, old, new, reason):
    result = replay(capsys, "bad.toml", replaced("teen-patti-limits.toml", old, new), tmp_path)
    assert result.status == 1 and reason in result.err and len(result.err.splitlines()) == 1


def test_a_seen_player_is_refused_a_show_against_a_blind_one(capsys, tmp_path):
    text = replaced("teen-patti-joker.toml", '"Bob look", "Bob chaal 2"', '"Bob chaal 1"')
    result = replay(capsys, "bad.toml", text, tmp_path)
    assert result.status == 1
    assert result.err.strip().endswith('action 4 "Ann show": a seen player may not ask a blind player for a show')


@pytest.mark.parametrize("old, new, reason", [
    ('"Ann chaal 4", "Cy sideshow 4", "Ann refuse",', '"Ann sideshow 4",',
     "Dee, the previous player still in, is blind: no sideshow"),
    ('"Dee chaal 4", "Ann chaal 4", "Cy sideshow 4"', '"Dee chaal 4", "Ann pack", "Cy sideshow 4"',
     "a sideshow needs three or more players in the hand"),
    ('"Cy look", "Cy sideshow 2"', '"Cy sideshow 2"', "only a seen player may ask for a sideshow"),
    ('"Bob accept"', '"Bob pack"', "first accept or refuse Cy's sideshow"),
    ('"Dee show"', '"Dee accept"', "no sideshow is waiting for your answer"),
    ('"Ann chaal 2", "Bob look"', '"Ann show", "Bob look"', "a show is only for the last two players"),
])
def test_sideshow_and_show_refusals(capsys, tmp_path, old, new, reason):
    result = replay(capsys, "bad.toml", replaced("teen-patti-sideshows.toml", old, new), tmp_path)
    assert result.status == 1 and reason in result.err and len(result.err.splitlines()) == 1, result.err


def test_a_show_needs_a_chaal(capsys, tmp_path):
    text = replaced("teen-patti-a23.toml", 'actions = ["Ann chaal 1", "Bob show"]', 'actions = ["Ann show"]')
    result = replay(capsys, "bad.toml", text, tmp_path)
    assert result.status == 1 and "a show needs at least one chaal this hand" in result.err


@pytest.mark.parametrize("a23, winners", [
    # A-2-3 against A-K-Q, then against 4-3-2.
    ("second", ("Bob", "Ann")),
    ("top", ("Ann", "Ann")),
    ("low", ("Bob", "Bob")),
])
def test_each_place_of_a23(capsys, tmp_path, a23, winners):
    text = replaced("teen-patti-a23.toml", 'a23 = "second"', f'a23 = "{a23}"')
    result = replay(capsys, "a23.toml", text, tmp_path)
    assert result.status == 0, result.err
    assert tuple(hand["winner"] for hand in result.json()["hands"]) == winners


def test_muflis_low_wins(capsys):
    result = replay(capsys, "teen-patti-muflis.toml")
    assert result.status == 0, result.err
    hands = result.json()["hands"]
    # 5-3-2 beats A-A-A; K-Q-9 beats a colour; equal 5-3-2s, the natural one beats the wild king.
    assert [hand["winner"] for hand in hands] == ["Ann", "Ann", "Ann"]
    assert result.json()["balances"] == {"Ann": 6, "Bob": -6}


def test_muflis_the_other_way_round_in_classic(capsys, tmp_path):
    text = replaced("teen-patti-muflis.toml", 'game = "muflis"', 'game = "classic"')
    result = replay(capsys, "classic.toml", text, tmp_path)
    # The trail of aces wins, the colour wins, and the wild king makes Bob's 5-3 a sequence, 5-4-3.
    assert [hand["winner"] for hand in result.json()["hands"]] == ["Bob", "Bob", "Bob"]


def test_ak47_wild_cards(capsys):
    result = replay(capsys, "teen-patti-ak47.toml")
    assert result.status == 0, result.err
    hands = result.json()["hands"]
    # A trail of queens beats a trail of nines made with two wild cards; a natural 10-9-8 beats
    # one made with a wild four, even for the player who asked the show.
    assert [(hand["winner"], hand["pot"]) for hand in hands] == [("Bob", 4), ("Bob", 5)]


def test_the_joker_card_makes_its_rank_wild(capsys):
    result = replay(capsys, "teen-patti-joker.toml")
    assert result.status == 0, result.err
    hand = result.json()["hands"][0]
    assert (hand["winner"], hand["pot"]) == ("Ann", 7)


def test_another_joker_card_makes_another_rank_wild(capsys, tmp_path):
    result = replay(capsys, "joker.toml", replaced("teen-patti-joker.toml", 'joker = "6h"', 'joker = "2h"'),
                    tmp_path)
    assert result.status == 0, result.err
    # The two of hearts: Bob's two of diamonds is wild and his aces make a trail, above Ann's pair.
    assert result.json()["hands"][0]["winner"] == "Bob"


@pytest.mark.parametrize("old, new, reason", [
    ('joker = "6h"', 'joker = "Ks"', "the joker card is also in a player's deal"),
    ('joker = "6h"', 'joker = "6h 7h"', "the joker card is one card"),
    ('game = "joker"', 'game = "classic"', "a joker card is turned up only in the joker game"),
])
def test_a_bad_joker_card_is_refused(capsys, tmp_path, old, new, reason):
    result = replay(capsys, "bad.toml", replaced("teen-patti-joker.toml", old, new), tmp_path)
    assert result.status == 1 and reason in result.err and len(result.err.splitlines()) == 1, result.err


@pytest.mark.parametrize("game", ["ak47", "joker"])
def test_the_loader_refuses_brag_s_wild_beside_ak47_and_joker(capsys, tmp_path, game):
    text = replaced("teen-patti-ak47.toml", 'game = "ak47"', f'game = "{game}"\nwild = "twos"')
    result = replay(capsys, "bad.toml", text, tmp_path)
    assert result.status == 1
    assert f'wild = "twos": game = "{game}" sets its own wild cards' in result.err
