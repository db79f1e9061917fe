"""Computer players with the open pack, the face-up partner hand and dealer's choice after the
circle: legal at every level, and the face-up hand read as the fact it is."""

from __future__ import annotations

import random

import msgspec
import pytest

from bragtui.core.dealers_choice.actions import Pick
from bragtui.core.factory import new_game
from bragtui.core.rules import load_rules
from bragtui.players import ComputerPlayer
from bragtui.players.brag import win_chance
from bragtui.players.reading import read_view
from bragtui.players.tournament import run_tournament

SPECS = ["hard:bold", "medium:cautious", "easy", "random"]


@pytest.mark.parametrize("variant, settings", [
    ("three-card", ["open_pack=true", "blind_alone=face-up"]),
    ("four-card", ["open_pack=true"]),
    ("dealers-choice", ["choose_after_circle=true", 'choice_wild=["none", "jokers", "twos"]']),
])
def test_every_level_plays_legal_actions_to_the_end_with_the_option_on(variant, settings):
    result = run_tournament(variant, [ComputerPlayer.from_spec(s) for s in SPECS], count=40, seed=3,
                            rules=load_rules(variant, settings))
    assert result.hands == 40


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "random"])
def test_a_dealer_after_the_circle_picks_a_game_then_legal_settings(level):
    game = new_game("dealers-choice", ["Ann", "Bob"], seed=2, choose_after_circle=True,
                    choice_wild=["twos", "jokers"], choices=["five-card"])
    for _ in range(2):
        game.start_hand()
        game.act(f"{game.players[game.to_act]} fold")
    game.start_hand()
    player, rng = ComputerPlayer(level), random.Random(1)
    picks = []
    while game.picking:
        view = game.view(0)
        action = player.choose(view, view.legal, rng)
        assert isinstance(action, Pick) and action.game in view.legal[0].options
        picks.append(view.step)
        game.apply(action)
    assert picks == ["game", "wild", "blind"] and game.inner.rules.wild in ("twos", "jokers")


def test_a_face_up_hand_that_an_open_player_stayed_in_against_lowers_the_chance_to_beat_them():
    game = new_game("three-card", ["Ann", "Bob", "Cy", "Dee"], seed=1, dealer=0, blind_alone="face-up")
    game.start_hand({"Bob": "2c 5d 9h", "Cy": "Kh Ks 3d", "Dee": "4s 8s Jc", "Ann": "6h 7c 10d"})
    for text in ("Bob bet 1", "Cy fold", "Dee fold", "Ann fold"):
        game.act(text)
    # Bob's face-up kings: Cy's aces and Dee's running flush beat them and stay; Ann's queens fold.
    game.start_hand({"Cy": "Ah Ad 4c", "Dee": "As Ks Qs", "Ann": "Qh Qd 2h", "Bob": "Kc Kd 3s"})
    view = game.view(2)
    assert [s.status for s in view.seats] == ["folded", "blind", "open", "open"]
    profile = ComputerPlayer("medium").profile
    read = read_view(view)
    knowing = win_chance(0.95, view, read, profile)
    assert knowing < win_chance(0.95, msgspec.structs.replace(view, partner=(), partner_seat=None), read, profile)
