"""What one seat may know in Teen Patti: the table, the terms of the seat's actions, and the
sideshow's private moment.

The terms records say what the seat to act may do and what it costs (in chips, as paid); the
``legal`` choices carry the same limits, and ``refused`` the reason for each verb not open now.
"""

from __future__ import annotations

from typing import Any

from bragtui.core.cards import Card
from bragtui.core.record import Record
from bragtui.core.view import (
    PHASE_OVER,
    PHASE_WAITING,
    GameView,
    PrivateCards,
    SeatView,
    common_fields,
    shared_part,
)

BLIND, SEEN, PACKED = "blind", "seen", "packed"
"""A seat's status in the hand (``out`` when not dealt in)."""
PHASE_BETTING, PHASE_SIDESHOW = "betting", "sideshow"
"""The phases of a hand: a turn at the table, and the asked seat's answer to a sideshow."""


class ChaalTerms(Record, frozen=True, kw_only=True):
    """The chaal open to the seat to act: any amount from ``least`` to ``most`` chips in steps of
    ``step`` (1 blind, 2 seen); it sets the stake to the amount blind, to half of it seen."""

    least: int
    most: int
    step: int
    blind: bool


class ShowTerms(Record, frozen=True, kw_only=True):
    """The show for the seat to act: its ``cost`` in chips (the stake blind, twice it seen), against
    ``against``, and whether it may be asked now (else ``reason`` says why not)."""

    cost: int
    against: str | None
    allowed: bool
    reason: str = ""


class SideshowTerms(Record, frozen=True, kw_only=True):
    """The sideshow for the seat to act: a seen chaal from ``least`` to ``most`` (even) with the
    request to ``to`` (the previous player still in), and whether it may be asked now."""

    to: str | None
    least: int
    most: int
    allowed: bool
    reason: str = ""


class SideshowQuestion(Record, frozen=True, kw_only=True):
    """A sideshow waiting for its answer: ``asker`` asked ``asked`` (public: the table sees the request)."""

    asker: str
    asked: str
    amount: int


class TeenPattiView(GameView, frozen=True, kw_only=True):
    """A Teen Patti table as one seat may know it (see the family's docstring for every field)."""

    seats: tuple[SeatView, ...]
    """Every seat's status (``blind``, ``seen``, ``packed`` or ``out``), chaals paid this hand (boot
    not included), balance and dealer."""
    boot: int = 0
    stake: int = 0
    """The stake in chips, in blind units: a blind chaal pays 1 to 2 times it, a seen one 2 to 4 times."""
    max_stake: int = 0
    """The highest stake a chaal may set, in chips (0: no limit)."""
    pot: int = 0
    pot_limit: int = 0
    """The pot that ends the hand in a show of every hand still in, in chips (0: no limit)."""
    chaals: int = 0
    """Chaals made this hand (a show needs one)."""
    blind_chaals: tuple[int, ...] = ()
    """Each seat's blind chaals this hand, by seat."""
    blind_turns: int = 0
    """After this many blind chaals a player must look before any action but pack (0: no limit)."""
    game: str = "classic"
    joker: Card | None = None
    """The joker game's card turned face up for all (every card of its rank is wild)."""
    cards: tuple[Card, ...] | None = None
    """This seat's cards once it has looked; ``None`` while blind."""
    card_count: int = 0
    chaal: ChaalTerms | None = None
    show: ShowTerms | None = None
    sideshow: SideshowTerms | None = None
    """The terms of the seat to act's chaal, show and sideshow (``None`` for other seats; the chaal
    also ``None`` while the seat must look first, the sideshow with sideshows off)."""
    question: SideshowQuestion | None = None
    """A sideshow waiting for the asked seat's ``accept`` or ``refuse`` (public)."""
    private: PrivateCards | None = None

    @property
    def has_private_cards(self) -> bool:
        return bool(self.cards) or self.private is not None


# The builders below are called by the controller with itself: the view sits below the controller,
# which imports it, so the game is not typed here (no import circle).

def _seat_view(game: Any, seat: int) -> SeatView:
    hand = game.hand
    name, balance = game.players[seat], game.money.balances[seat]
    dealt_in = hand is not None and seat in hand.status
    return SeatView(name=name, status=game.seat_status(seat), paid=hand.paid[seat] if dealt_in else 0,
                    balance=balance, stack=None, dealer=hand is not None and hand.dealer == seat, two_hands=False)


def _terms(game: Any, seat: int | None) -> dict[str, Any]:
    """The terms of the chaal, show and sideshow, for the seat to act at a turn."""
    hand = game.hand
    if seat is None or seat != game.to_act or hand.asking is not None:
        return {}
    least, most, step = game.chaal_range(seat)
    terms: dict[str, Any] = {}
    if not game.must_look(seat):  # else only look and pack are open
        terms["chaal"] = ChaalTerms(least=least, most=most, step=step, blind=hand.status[seat] == BLIND)
    against = game.show_opponent(seat)
    reason = game.why_not_show(seat)
    terms["show"] = ShowTerms(cost=game.show_cost(seat), against=game.players[against] if against is not None
                              else None, allowed=reason is None, reason=reason or "")
    if game.rules.sideshow:
        asked = game.previous_in(seat)
        reason = game.why_not_sideshow(seat)
        low, high = 2 * hand.stake, game.chaal_top(seen=True)
        terms["sideshow"] = SideshowTerms(to=game.players[asked] if asked is not None else None, least=low,
                                          most=high, allowed=reason is None, reason=reason or "")
    return terms


def _private(game: Any, seat: int | None) -> PrivateCards | None:
    hand = game.hand
    pair = hand.private
    if seat is None or pair is None or seat not in pair:
        return None
    other = pair[1] if seat == pair[0] else pair[0]
    return PrivateCards(seat=game.players[other], cards=tuple(hand.cards_of(other)), why="sideshow")


def _hand_fields(game: Any, seat: int | None) -> dict[str, Any]:
    hand = game.hand
    live = hand.result is None
    fields: dict[str, Any] = {
        "pot": hand.pot if live else 0, "stake": hand.stake, "chaals": hand.chaals,
        "blind_chaals": tuple(hand.blind_chaals.get(s, 0) for s in range(len(game.players))),
        "joker": hand.joker,
        "private": _private(game, seat),
    }
    if hand.asking is not None:
        asker, asked, amount = hand.asking
        fields["question"] = SideshowQuestion(asker=game.players[asker], asked=game.players[asked], amount=amount)
    if seat is not None and seat in hand.status:
        fields["card_count"] = 3
        if seat in hand.looked:
            fields["cards"] = tuple(hand.cards_of(seat))
    if live:
        fields.update(_terms(game, seat))
    return fields


def teen_patti_view(game: Any, seat: int | None) -> TeenPattiView:
    """The view of ``seat`` (``None``: the public view) in Teen Patti."""
    hand = game.hand
    if hand is None:
        phase = PHASE_WAITING
    elif hand.result is not None:
        phase = PHASE_OVER
    else:
        phase = PHASE_SIDESHOW if hand.asking is not None else PHASE_BETTING
    rules = game.rules
    fields: dict[str, Any] = {
        "seats": shared_part(game, "seats", lambda: tuple(_seat_view(game, s) for s in range(len(game.players)))),
        "boot": rules.boot, "max_stake": rules.max_stake * rules.boot, "pot_limit": rules.pot_limit,
        "blind_turns": rules.blind_turns, "game": rules.game,
    }
    if hand is not None:
        fields.update(_hand_fields(game, seat))
    return TeenPattiView(**common_fields(game, seat, phase), **fields)
