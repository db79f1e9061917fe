"""What one seat may know: the only window the app and computer players have on a game.

A view holds the seat's own cards once looked at, never another player's
(except hands the rules expose at a see), and everything public: bets, pot,
stake, who is blind, folded or covering, and a log of public actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from bragtui.core.cards import Card

if TYPE_CHECKING:
    from bragtui.core.brag_game import BragGame, Choice, HandResult


class SeatView(NamedTuple):
    """The public state of one seat."""

    name: str
    status: str
    """``blind``, ``open``, ``folded``, ``covering``, or ``out`` (not dealt in)."""
    paid: int
    """Chips bet this hand (antes not included)."""
    balance: int
    """Net chips won or lost in the game so far."""
    stack: int | None
    """Chips in front of the player with table stakes; ``None`` with pocket money."""
    dealer: bool
    two_hands: bool
    """Holding a retained blind hand beside the new one."""


class BragView(NamedTuple):
    """Everything ``seat`` may know about the game now."""

    variant: str
    seat: int
    name: str
    hand_number: int
    seats: tuple[SeatView, ...]
    to_act: int | None
    pot: int
    side_pot: int
    stake: int
    bet_made: bool
    cards: tuple[Card, ...] | None
    """This seat's cards (kept ones, once discarded) if it has looked; ``None`` while blind."""
    discarded: tuple[Card, ...]
    card_count: int
    """How many cards this seat holds face down (shown as backs while blind)."""
    legal: tuple[Choice, ...]
    log: tuple[str, ...]
    result: HandResult | None
    exposed: dict[str, str]
    """Hands shown to everyone at the end of this hand."""
    carried_pot: int

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat


def _public_seats(game: BragGame) -> tuple[SeatView, ...]:
    hand = game.hand
    money = game.money
    balances = money.balances
    stacks = money.stacks
    if hand is None:
        seats = [SeatView(name, "out", 0, balances[i], money.available(i) if stacks else None, False, False)
                 for i, name in enumerate(game.players)]
    else:
        status, paid, old, dealer = hand.betting.status, hand.betting.paid, hand.old, hand.dealer
        seats = [SeatView(name, status.get(i, "out"), paid.get(i, 0), balances[i],
                          money.available(i) if stacks else None, dealer == i, i in old)
                 for i, name in enumerate(game.players)]
    return tuple(seats)


def brag_view(game: BragGame, seat: int) -> BragView:
    if game.public_seats is None:
        game.public_seats = _public_seats(game)
    seats = game.public_seats
    hand = game.hand
    cards: tuple[Card, ...] | None = None
    discarded: tuple[Card, ...] = ()
    count = 0
    if hand is not None and seat in hand.holdings:
        holding = hand.holdings[seat]
        count = len(holding.cards)
        if hand.peeking is not None and hand.peeking[0] == seat:
            cards = tuple((hand.old[seat] if hand.peeking[1] == "old" else holding).cards)
        elif seat in hand.looked:
            cards = tuple(holding.kept)
            discarded = tuple(holding.discarded)
    result = hand.result if hand is not None else None
    betting = hand.betting if hand is not None else None
    return BragView(
        variant=game.variant, seat=seat, name=game.players[seat],
        hand_number=hand.number if hand is not None else 0,
        seats=seats, to_act=game.to_act,
        pot=betting.pot if betting and not result else 0,
        side_pot=betting.side_pot if betting and not result else 0,
        stake=betting.stake if betting else 0, bet_made=bool(betting and betting.bet_made),
        cards=cards, discarded=discarded, card_count=count,
        legal=game.legal_actions(seat),
        log=tuple(hand.public_log) if hand is not None else (),
        result=result, exposed=dict(result.shown) if result is not None else {},
        carried_pot=game.carried_pot,
    )
