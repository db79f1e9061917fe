"""Teen Patti's screens with Textual's Pilot at 80x24: a sideshow played in hot seat with every
screen read (only its two players ever see the two hands, each alone, the asked player first),
every key and every refusal with its reason, the chaal's range, the joker card, the endings, and
the setup screen offering the game."""

from __future__ import annotations

import pytest
from app_helpers import press, screen_name, screen_text, visible_cards

from bragtui.app import make_app
from bragtui.app.teen_patti.scenes import DEAL, _game
from bragtui.core.cards import parse_cards
from bragtui.core.teen_patti.actions import Accept, Chaal, Sideshow
from bragtui.players import ComputerPlayer

GLYPHS = dict(zip("cdhs", "♣♦♥♠", strict=True))


def drawn(hand: str) -> set[str]:
    """A hand's cards as the screen draws them (``9♠``)."""
    return {str(card)[:-1] + GLYPHS[str(card)[-1]] for card in parse_cards(hand)}


HANDS = {name: drawn(hand) for name, hand in DEAL.items()}


def _asked_by_cy():
    """Ann and Bob have looked and chaaled; Cy has looked and is to act."""
    return _game("Ann look", "Ann chaal 2", "Bob look", "Bob chaal 2", "Cy look")


async def _read(pilot, app, keys, screens):
    """Press ``keys``; keep the screen reached (its class and the cards on it)."""
    await press(pilot, *keys)
    screens.append((screen_name(app), visible_cards(app), screen_text(app)))


async def test_a_sideshow_in_hot_seat_shows_the_two_hands_only_to_its_two_players_each_alone(tmp_path):
    game = _asked_by_cy()
    app = make_app(game, save_path=tmp_path / "s.toml")
    screens: list[tuple[str, set[str], str]] = []
    async with app.run_test(size=(80, 24)) as pilot:
        for keys in (("enter",), ("x",), ("enter",), ("a",), ("enter",), ("enter",), ("enter",), ("enter",),
                     ("l",), ("c",), ("enter",)):
            await _read(pilot, app, keys, screens)
    names = [name for name, _, _ in screens]
    assert names == ["TeenPattiTableScreen", "HandoffScreen", "TeenPattiTableScreen", "SideshowScreen",
                     "HandoffScreen", "SideshowScreen", "HandoffScreen", "TeenPattiTableScreen",
                     "TeenPattiTableScreen", "HandoffScreen", "TeenPattiTableScreen"]
    cy_table, _, bob_asked, bob_private, _, cy_private, _, dee_blind, dee_seen, _, ann_table = screens
    assert cy_table[1] == HANDS["Cy"] and "Cy to act" in cy_table[2]
    assert bob_asked[1] == HANDS["Bob"] and "Cy chaals 2 and asks you for a sideshow" in bob_asked[2]
    # The asked player first, then the asker, each behind a hand-off, each seeing both hands.
    assert bob_private[1] == HANDS["Bob"] | HANDS["Cy"] and "Only Bob may see this screen" in bob_private[2]
    assert "You have the lower hand and pack" in bob_private[2] and "Sequence, Q-J-10" in bob_private[2]
    assert "Pass the terminal to Cy" in screens[4][2]
    assert cy_private[1] == HANDS["Bob"] | HANDS["Cy"] and "Bob has the lower hand and packs" in cy_private[2]
    assert "Pair of nines" in cy_private[2]
    # No other player's screen, nor any hand-off, ever shows either hand.
    for name, cards, text in (dee_blind, dee_seen, ann_table, screens[1], screens[4], screens[6], screens[9]):
        assert not cards & (HANDS["Bob"] | HANDS["Cy"]), (name, text)
    assert dee_blind[1] == set() and dee_seen[1] == HANDS["Dee"] and ann_table[1] == HANDS["Ann"]
    # The table sees the request, the answer and who packed.
    for line in ("Cy chaals 2 seen and asks Bob for a sideshow", "Bob accepts Cy's sideshow",
                 "Bob loses the sideshow and packs"):
        assert line in dee_blind[2]
    assert game.view(1).seats[1].status == "packed"


async def test_a_computer_that_accepts_shows_the_person_who_asked_both_hands_and_others_neither(
        tmp_path, monkeypatch):
    game = _game("Ann look", "Ann chaal 2", "Bob look", "Bob chaal 2", "Cy look")
    game.computer_seats = {1: "easy"}
    original = ComputerPlayer.choose

    def accepting(player, view, legal, rng):
        return Accept(view.seat) if any(c.verb == "accept" for c in legal) else original(player, view, legal, rng)

    monkeypatch.setattr(ComputerPlayer, "choose", accepting)
    app = make_app(game, save_path=tmp_path / "s.toml", pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "x")
        for _ in range(200):
            if screen_name(app) == "SideshowScreen":
                break
            await pilot.pause(0.01)
        # Cy held the terminal while the computer answered: Cy sees both hands at once, alone.
        assert screen_name(app) == "SideshowScreen" and visible_cards(app) == HANDS["Bob"] | HANDS["Cy"]
        await press(pilot, "enter")
        assert screen_name(app) == "HandoffScreen" and "Pass the terminal to Dee" in screen_text(app)
        await press(pilot, "enter")
        assert visible_cards(app) == set() and "Bob (computer) loses the sideshow and packs" in screen_text(app)


async def test_a_refused_sideshow_shows_no_hand_and_play_goes_on(tmp_path):
    game = _asked_by_cy()
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "x", "enter", "r")
        assert screen_name(app) == "HandoffScreen" and "Pass the terminal to Dee" in screen_text(app)
        await press(pilot, "enter")
        assert visible_cards(app) == set() and "Bob refuses Cy's sideshow" in screen_text(app)


@pytest.mark.parametrize(("actions", "key", "reason"), [
    ((), "s", "A show is only for the last two players in the hand."),
    ((), "x", "A sideshow needs three or more players"),
    (("Ann pack", "Bob pack", "Cy chaal 1"), "s", None),
    ((), "a", "No sideshow is waiting for your answer."),
    (("Ann look",), "l", "You have already looked at your cards."),
    (("Ann chaal 1", "Bob look"), "x", "Ann, the previous player still in, is blind: no sideshow."),
    (("Ann chaal 1", "Bob chaal 1", "Cy chaal 1", "Dee chaal 1"), "l", None),
])
async def test_every_refused_key_says_why(actions, key, reason, tmp_path):
    game = _game(*actions)
    app = make_app(game, save_path=tmp_path / "s.toml")
    before = len(game.view(None).log)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        seat = game.to_act
        if reason is None:  # the key is open: it acts
            await press(pilot, key)
            assert len(game.view(None).log) > before
            return
        if key == "x" and not actions:
            reason = game.refusals(seat)["sideshow"][0].upper() + game.refusals(seat)["sideshow"][1:]
        await press(pilot, key, key)  # twice: said once, nothing done
        assert screen_text(app).count(reason.rstrip(".")) == 1
        assert len(game.view(None).log) == before and game.to_act == seat


async def test_after_blind_turns_a_blind_player_must_look_and_c_says_so(tmp_path):
    game = _game("Ann chaal 1", "Bob chaal 1", "Cy chaal 1", "Dee chaal 1", blind_turns=1)
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert "After 1 blind chaal you must look now (l), or pack (p)." in screen_text(app)
        for key in ("c", "b"):
            await press(pilot, key)
            assert "After 1 blind chaal you must look (or pack)." in screen_text(app), key
        await press(pilot, "s")
        assert "A show is only for the last two players in the hand." in screen_text(app)
        await press(pilot, "l")
        assert "chaal seen 2 to 4, even" in screen_text(app)


async def test_the_asked_player_may_only_answer_and_every_other_key_says_so(tmp_path):
    game = _game("Ann look", "Ann chaal 2", "Bob look", "Bob chaal 2", "Cy look", "Cy sideshow 2")
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        for key in ("c", "b", "s", "x", "p"):
            await press(pilot, key)
            assert "First accept or refuse Cy's sideshow." in screen_text(app), key
        assert game.to_act == 1 and game.view(None).question is not None
        assert "a Accept r Refuse" in screen_text(app)


async def test_r_opens_the_rules_except_when_it_refuses_a_sideshow(tmp_path):
    app = make_app(_game(), save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "r")
        assert screen_name(app) == "RulesModal"


async def test_c_chaals_the_least_and_b_chooses_within_the_range_shown(tmp_path):
    game = _asked_by_cy()
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        text = screen_text(app)
        assert "chaal seen 2 to 4, even (c: 2, b: choose)" in text
        assert "chaal 2 seen and ask Bob for a sideshow (x)" in text
        await press(pilot, "b")
        assert "An even number from 2 to 4 chips" in screen_text(app)
        await press(pilot, "up", "up", "up")  # stays within the range, in steps of two
        assert app.screen.query_one("#bet-amount").value == "4"
        await press(pilot, "backspace", "3")
        assert "Enter an even number from 2 to 4." in screen_text(app)
        await press(pilot, "enter")  # an odd amount cannot be confirmed
        assert game.view(None).log[-1] == "Cy looks"
        await press(pilot, "backspace", "4", "enter")
        assert game.view(None).log[-1] == "Cy chaals 4 seen: the stake is 2"
        assert game.view(None).stake == 2


async def test_a_blind_chaal_is_any_whole_number_and_the_least_is_c(tmp_path):
    game = _game()
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert "chaal blind 1 to 2 (c: 1, b: choose)" in screen_text(app)
        await press(pilot, "c")
        assert game.view(None).log[-1] == "Ann chaals 1 blind: the stake is 1" and game.to_act == 1
        # Nothing private was on screen (both blind): Bob's turn comes at once, its range set by Ann's chaal.
        assert screen_name(app) == "TeenPattiTableScreen" and "Bob to act" in screen_text(app)
        await press(pilot, "b")
        assert "Any whole number from 1 to 2 chips" in screen_text(app)
        await press(pilot, "up", "enter")
        assert game.view(None).log[-1] == "Bob chaals 2 blind: the stake is 2"


async def test_a_show_is_offered_with_its_cost_and_ends_in_teen_patti_s_names(tmp_path):
    game = _game("Ann look", "Ann chaal 2", "Bob pack", "Cy pack", "Dee look", "Dee chaal 2")
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert "ask Dee for a show for 2 (s)" in screen_text(app)
        await press(pilot, "s")
        text = screen_text(app)
        assert screen_name(app) == "TeenPattiShowdownScreen"
        assert "High card, A-K-7" in text and "Pair of fives, 2 kicker" in text and "Dee wins the pot" in text
        assert "Prial" not in text and "Run" not in text


async def test_the_joker_card_is_face_up_for_everyone_and_counts_in_the_names(tmp_path):
    game = _game("Ann chaal 1", joker="9c", game="joker")
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert visible_cards(app) == {"9♣"} and "every 9 is wild" in screen_text(app)  # Bob, blind
        await press(pilot, "l")
        assert visible_cards(app) == HANDS["Bob"] | {"9♣"}
        assert "Trail of fours (2 wild)" in screen_text(app)  # both nines wild


async def test_the_pot_limit_is_shown_and_its_show_turns_up_every_hand(tmp_path):
    game = _game("Ann chaal 2", "Bob chaal 4", pot_limit=12)
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert "pot limit 12: a show of all at 12" in screen_text(app)
        await press(pilot, "c")
        text = screen_text(app)
        assert "has reached the limit of 12" in text and "Sequence, Q-J-10" in text and "Cy wins the pot of 14" in text
        assert "Ledger: Ann -3 Bob -5 Cy +9 Dee -1" in text


async def test_a_hand_packed_out_is_told_in_teen_patti_s_words(tmp_path):
    game = _game("Ann pack", "Bob pack")
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter", "p")
        assert "Everyone else packed: Dee takes the pot of 4 without showing." in screen_text(app)
        await press(pilot, "enter", "g")
        assert screen_name(app) == "LedgerModal"


async def test_muflis_is_named_on_the_table(tmp_path):
    app = make_app(_game("Ann look", game="muflis"), save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert "Muflis: the lowest hand wins" in screen_text(app) and "High card, A-K-7" in screen_text(app)


def test_the_chaal_and_sideshow_actions_are_the_cores():
    """The keys build the core's typed actions (no text in between)."""
    assert Chaal(0, 2).verb == "chaal" and Sideshow(2, 2).verb == "sideshow"


async def test_the_setup_screen_offers_teen_patti_and_starts_it(tmp_path):
    from bragtui.core.rules import load_rules
    from bragtui.core.variants import get_variant, variant_keys

    rules = {key: load_rules(get_variant(key).rules_table) for key in variant_keys()}
    app = make_app(None, save_path=tmp_path / "s.toml", rules_for=rules, seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Teen Patti" in screen_text(app)
        await press(pilot, "up", "space", "tab", *"Ann,Bob,Cy", "enter")  # the last game, one up from the first
        assert screen_name(app) == "TeenPattiTableScreen" and "Teen Patti · hand 1" in screen_text(app)
        assert "Blind: your cards are face down" in screen_text(app)
    assert app.game is not None and app.game.variant == "teen-patti"


async def test_a_teen_patti_deal_in_dealer_s_choice_plays_on_its_table_and_ends_in_its_words(tmp_path):
    from bragtui.core.factory import new_game

    game = new_game("dealers-choice", ["Ann", "Bob", "Cy"], choices=("teen-patti", "three-card"), seed=3)
    game.start_hand()
    game.act("Ann pick teen-patti")
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert screen_name(app) == "TeenPattiTableScreen"
        await press(pilot, "p")  # Bob packs; Cy, blind, comes at once
        await press(pilot, "c")  # Cy chaals blind; Ann, blind
        await press(pilot, "s")  # Ann asks Cy for a show
        assert screen_name(app) == "TeenPattiShowdownScreen"
        text = screen_text(app)
        assert "Ann shows" in text and "Cy shows" in text
        assert any(name in text for name in ("Trail", "Pure sequence", "Sequence", "Colour", "Pair", "High card"))
        assert not any(name in text for name in ("Prial", "Running flush", "Run ", "Flush"))


async def test_a_computer_s_turn_shows_the_pot_and_stake_and_no_brag_names(tmp_path):
    game = _game("Ann chaal 1", "Bob chaal 1", "Cy look")
    game.computer_seats = {0: "easy", 1: "easy", 3: "easy"}
    app = make_app(game, save_path=tmp_path / "s.toml", pause=3600)
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "c")
        assert screen_name(app) == "ComputerTurnScreen"
        text = screen_text(app)
        assert "Pot 8 · stake 1" in text and "Dee (computer) to act" in text and "Chaals" in text
        # Cy's own cards stay on screen (nobody else at the terminal), without Brag's name (a run).
        assert visible_cards(app) == HANDS["Cy"] and "Run" not in text


async def test_a_game_resumed_just_after_an_accepted_sideshow_shows_its_two_players_their_screens(tmp_path):
    game = _game("Ann look", "Ann chaal 2", "Bob look", "Bob chaal 2", "Cy look", "Cy sideshow 2", "Bob accept")
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "Pass the terminal to Bob" in screen_text(app)
        await press(pilot, "enter")
        assert screen_name(app) == "SideshowScreen" and visible_cards(app) == HANDS["Bob"] | HANDS["Cy"]
        await press(pilot, "enter")
        assert "Pass the terminal to Cy" in screen_text(app)
        await press(pilot, "enter", "enter")
        assert "Pass the terminal to Dee" in screen_text(app)
