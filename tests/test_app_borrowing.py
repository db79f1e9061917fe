"""Borrowing on the screens (house rule ``borrow``) at 80x24: the borrow prompt, the lender's prompt
and private look behind the hand-off, lend or show, refusals with reasons, and debts in the ledger."""

from __future__ import annotations

from app_helpers import press, screen_name, screen_text, visible_cards
from helpers import new_game, play

from bragtui.app import make_app


def short_bob():
    """Bob has bet 1, Cy folded, Ann bet 4: Bob, with 3 left of his credit of 5, must borrow or fold."""
    game = new_game(borrow=True, credit=5, blind=False, dealer="Ann")
    game.start_hand({"Bob": "Ad 7h 6s", "Cy": "4d 2h 4s", "Ann": "Jd Jh 10s"})
    play(game, "Bob bet 1", "Cy fold", "Ann bet 4")
    return game


async def test_the_borrower_is_told_why_not_and_asks_through_the_prompt(tmp_path):
    app = make_app(short_bob(), save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        text = screen_text(app)
        # Bob lacks 11, but Cy (ante paid, credit 5) can lend only 4: the most offered is what may be asked.
        assert "You may borrow up to 4 from Cy (w); say lend or show (y)." in text
        assert "w Borrow…" in text and "y Lend or show" in text and "b Bet…" not in text
        await press(pilot, "m")
        assert "The least you can bet is 4 and your credit of 5 leaves you only 3: borrow or fold." in screen_text(app)
        await press(pilot, "i")
        assert "Inspect answers a request for a loan, and none is waiting." in screen_text(app)
        await press(pilot, "w")
        assert screen_name(app) == "BorrowModal"
        assert "Ask Cy for a loan of 1 to 4 chips" in screen_text(app)
        await press(pilot, "5", "enter")  # 5 is more than Cy may lend: not taken
        assert screen_name(app) == "BorrowModal"
        await press(pilot, "backspace", "4", "enter")
        assert app.game.view(None).loan.amount == 4
        # The lender may look at Bob's cards: the terminal goes to Cy first.
        assert screen_name(app) == "HandoffScreen"
        assert "A♦" not in visible_cards(app)


async def test_the_lender_looks_alone_then_lends_and_the_ledger_shows_the_debt(tmp_path):
    game = short_bob()
    play(game, "Bob borrow 4 from Cy")
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        text = screen_text(app)
        assert "Cy to act" in text
        assert "Bob asks you for a loan of 4, repaid from their next winnings: i to look at Bob's cards first" in text
        assert visible_cards(app) == {"4♦", "2♥", "4♠"}  # Cy's own folded hand
        await press(pilot, "v")
        assert "Show answers \"lend or show\"; a loan asked for is lent or declined." in screen_text(app)
        await press(pilot, "i")
        assert visible_cards(app) == {"A♦", "7♥", "6♠"}
        assert "Bob's cards (high card, A-7-6): you alone see them" in screen_text(app)
        await press(pilot, "i")
        assert "You have already looked at the borrower's cards." in screen_text(app)
        await press(pilot, "e")
        assert screen_name(app) == "HandoffScreen"  # Bob's cards were on screen: pass the terminal
        await press(pilot, "enter")
        assert "Bob to act" in screen_text(app) and "open, owes 4" in screen_text(app)
        await press(pilot, "g")
        text = screen_text(app)
        assert "Credit 5: no balance may fall below -5." in text and "Bob owes Cy 4." in text


async def test_lend_or_show_is_answered_on_the_other_players_screen(tmp_path):
    game = short_bob()
    play(game, "Bob borrow 4 from Cy", "Cy lend", "Bob bet 4", "Ann lend-or-show")
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        text = screen_text(app)
        assert "Ann is 8 short of a see and says lend or show: v to show your hand (Ann wins only with a better " \
               "one)." in text
        await press(pilot, "e")
        assert "You can lend at most 3: show." in screen_text(app)
        await press(pilot, "v")
        assert screen_name(app) == "ShowdownScreen"
        assert "Ann wins the pot of 12." in screen_text(app)


async def test_each_lender_is_offered_for_what_their_own_credit_allows(tmp_path):
    game = new_game("Ann Bob Cy Dee", borrow=True, credit=5, blind=False, dealer="Ann")
    game.start_hand({"Bob": "Ad 7h 6s", "Cy": "4d 2h 4s", "Dee": "Jd Jh 10s", "Ann": "2c 3c 9h"})
    play(game, "Bob bet 2", "Cy bet 2", "Dee fold", "Ann bet 4", "Bob fold")  # Cy lacks 12
    app = make_app(game, save_path=tmp_path / "s.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await press(pilot, "enter")
        assert "borrow from Bob (up to 2) or Dee (up to 4) (w)" in screen_text(app)
        await press(pilot, "w")
        assert "Ask Bob for a loan of 1 to 2 chips" in screen_text(app)
        await press(pilot, "right")
        assert "Ask Dee for a loan of 1 to 4 chips" in screen_text(app)
        await press(pilot, "backspace", "4", "enter")
    assert game.view(None).loan.amount == 4 and game.view(None).loan.lender == "Dee"
