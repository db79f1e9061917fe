"""What one seat may know: the only window the app and computer players have on a game.

A view holds the seat's own cards once looked at, never another player's
(hands the rules expose at a showdown are in its ``result``), and everything
public: bets, pot, stake, who is blind, folded or covering, the centre hand's
face-up cards, the log, and the reason for every action the seat may not take
now. The view for no seat (``seat=None``) is the public one, which showdown
screens draw.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bragtui.core.actions import Choice
from bragtui.core.arrangement import CRASH, Layout
from bragtui.core.cards import Card
from bragtui.core.events import table_log
from bragtui.core.results import HandResult, PositionResult

PHASE_WAITING, PHASE_OVER = "waiting", "over"
"""Phases of every variant: before the first deal, and once a hand has ended."""


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatView:
    """The public state of one seat."""

    name: str
    status: str
    """``blind``, ``open``, ``folded``, ``covering``, ``all in`` (the ante took the last chip: as if
    covering), or ``out`` (not dealt in)."""
    paid: int
    """Chips bet this hand (antes not included)."""
    balance: int
    """Net chips won or lost in the game so far."""
    stack: int | None
    """Chips in front of the player with table stakes; ``None`` with pocket money."""
    buy_ins: int = 1
    """How many times the player has bought in (table stakes with ``rebuy``)."""
    dealer: bool
    two_hands: bool
    """Holding a retained blind hand beside the new one."""


@dataclass(frozen=True, slots=True, kw_only=True)
class GameView:
    """What every variant's view holds."""

    variant: str
    seat: int | None
    """The seat this view is for; ``None`` for the public view."""
    name: str
    """That seat's player ("" for the public view)."""
    players: tuple[str, ...]
    hand_number: int
    to_act: int | None
    phase: str
    """``waiting``, ``betting``, ``exchange``, ``arrange`` or ``over``: which screen a turn needs."""
    legal: tuple[Choice, ...] = ()
    refused: Mapping[str, str] = field(default_factory=dict)
    """Each verb of the variant this seat may not use now, with the reason."""
    log: tuple[str, ...] = ()
    result: HandResult | None = None
    game_over: bool = False
    game_winner: str | None = None

    @property
    def has_private_cards(self) -> bool:
        """Whether the view shows any card that only its seat may see."""
        return False


@dataclass(frozen=True, slots=True, kw_only=True)
class BragView(GameView):
    """A betting table: Three, Four and Five Card Brag, and Bastard Brag's betting."""

    seats: tuple[SeatView, ...]
    pot: int = 0
    side_pot: int = 0
    stake: int = 0
    bet_made: bool = False
    cards: tuple[Card, ...] | None = None
    """This seat's cards (kept ones, once discarded) if it has looked; ``None`` while blind."""
    discarded: tuple[Card, ...] = ()
    card_count: int = 0
    """How many cards this seat holds face down (shown as backs while blind)."""
    carried_pot: int = 0
    conceded: tuple[Card, ...] | None = None
    """Once the hand is over: this seat's own cards, if it saw or covered and conceded, so its
    hand was shown to nobody else (the seat may learn what it held, even if it never looked)."""

    @property
    def has_private_cards(self) -> bool:
        return bool(self.cards) or bool(self.conceded)


@dataclass(frozen=True, slots=True)
class CentreView:
    """One centre card as a seat sees it: the card if face up or put there by this seat."""

    card: Card | None
    face_up: bool
    yours: bool
    """Face down, but this seat put it there and so knows it."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BastardView(BragView):
    """Bastard Brag: the betting table's view plus the centre hand and the exchanges."""

    lives: tuple[int, ...] = ()
    """Lives left per seat in the game for lives; empty in the money game."""
    centre: tuple[CentreView, ...] = ()
    taken: Card | None = None
    """With ``peek``: the face-down centre card this seat has just taken and looked at."""
    taken_position: int | None = None
    """Where that card lies in the centre."""
    knocker: str | None = None
    turns_left: int | None = None
    """After a knock: turns still to come before the showdown or the betting."""
    round: int = 0
    peek: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ArrangeView(GameView):
    """The set-hand games (Crash, Seven, Nine and Fifteen Card Brag): this seat's cards and set
    hands, and how everyone stands (scores, or balances and pots)."""

    layout: Layout = CRASH
    """How many cards are dealt and how many hands are set."""
    dealer: int | None = None
    cards: tuple[Card, ...] = ()
    """This seat's dealt cards."""
    my_set: tuple[tuple[Card, ...], ...] | None = None
    """This seat's set hands once set, as placed."""
    has_set: tuple[bool, ...] = ()
    out: tuple[bool, ...] = ()
    """Seats out of the game for good (a Crash foul)."""
    scores: tuple[int, ...] = ()
    """Points, in a game for points."""
    target: int = 0
    positions: tuple[PositionResult, ...] = ()
    """After the showdown: each position turned up, in order (hidden until then)."""
    points: Mapping[str, int] = field(default_factory=dict)
    seats: tuple[SeatView, ...] = ()
    """In a game for money: each seat's balance."""
    pot: int = 0
    """In a game for money: the chips in play this deal."""
    carried_pot: int = 0
    """In a game for money: a pot carried to the next deal (Nine Card Brag's main pot)."""

    @property
    def has_private_cards(self) -> bool:
        return bool(self.cards)


# --- building views ------------------------------------------------------------------------------

# The builders below are called by the controllers with themselves (a Brag, Bastard or set-hand
# game): the views sit below the controllers, which import them, so the game is not typed here.

def _common(game: Any, seat: int | None, phase: str) -> dict[str, Any]:
    """The fields every view shares."""
    hand = game.hand
    acting = seat is not None and seat == game.to_act
    return {
        "variant": game.variant, "seat": seat, "name": game.players[seat] if seat is not None else "",
        "players": tuple(game.players), "hand_number": hand.number if hand is not None else 0,
        "to_act": game.to_act, "phase": phase,
        "legal": game.legal_actions(seat) if acting else (),
        "refused": game.refusals(seat) if seat is not None else {},
        "log": table_log(hand.events, game.players) if hand is not None else (),
        "result": hand.result if hand is not None else None,
        "game_over": game.game_over, "game_winner": game.game_winner,
    }


common_fields = _common
"""The fields every variant's view shares, for the views built beside their controllers."""


def _seat_view(game: Any, seat: int) -> SeatView:
    hand = game.hand
    money = game.money
    name, balance, stack = game.players[seat], money.balances[seat], money.available(seat)
    buy_ins = money.buy_ins[seat]
    if hand is None:
        return SeatView(name=name, status="out", paid=0, balance=balance, stack=stack, buy_ins=buy_ins,
                        dealer=False, two_hands=False)
    betting = hand.betting
    return SeatView(name=name, status=betting.status.get(seat, "out"), paid=betting.paid.get(seat, 0),
                    balance=balance, stack=stack, buy_ins=buy_ins, dealer=hand.dealer == seat,
                    two_hands=seat in hand.old)


def _own_cards(game: Any, seat: int | None) -> tuple[tuple[Card, ...] | None, tuple[Card, ...], int]:
    """The seat's cards as it may see them, its discards, and how many it holds."""
    hand = game.hand
    holding = hand.holdings.get(seat) or hand.folded.get(seat) if seat is not None else None
    if holding is None:
        return None, (), 0
    count = len(holding.cards)
    if hand.peeking is not None and hand.peeking[0] == seat:
        looked_at = hand.old[seat] if hand.peeking[1] == "old" else holding
        return tuple(looked_at.cards), (), count
    if seat not in hand.looked:
        return None, (), count
    if holding.discarded:
        return tuple(holding.kept), tuple(holding.discarded), count
    return tuple(holding.cards), (), count


def _table_fields(game: Any, seat: int | None) -> dict[str, Any]:
    """The betting table's fields: seats, pot, stake and this seat's own cards."""
    hand = game.hand
    seats = tuple(_seat_view(game, s) for s in range(len(game.players)))
    if hand is None:
        return {"seats": seats, "carried_pot": game.carried_pot}
    cards, discarded, count = _own_cards(game, seat)
    betting = hand.betting
    live = hand.result is None
    return {"seats": seats, "pot": betting.pot if live else 0, "side_pot": betting.side_pot if live else 0,
            "stake": betting.stake, "bet_made": betting.bet_made, "cards": cards, "discarded": discarded,
            "card_count": count, "carried_pot": game.carried_pot, "conceded": _conceded(game, seat)}


def _conceded(game: Any, seat: int | None) -> tuple[Card, ...] | None:
    """A seer's or coverer's own hand after the hand, when it was shown to nobody else."""
    result = game.hand.result
    if seat is None or result is None:
        return None
    name = game.players[seat]
    if name in result.shown or (name != result.seer and name not in result.coverers):
        return None
    holding = game.hand.holdings.get(seat)
    return tuple(holding.kept) if holding is not None else None


def brag_view(game: Any, seat: int | None) -> BragView:
    """The view of ``seat`` (``None``: the public view) in Three, Four or Five Card Brag."""
    hand = game.hand
    phase = PHASE_WAITING if hand is None else PHASE_OVER if hand.result is not None else "betting"
    return BragView(**_common(game, seat, phase), **_table_fields(game, seat))


def _centre(game: Any, seat: int | None) -> tuple[CentreView, ...]:
    # Face-down centre cards are never turned up, not even when the hand is over.
    return tuple(CentreView(slot.card if (slot.face_up or (seat is not None and slot.placed_by == seat)) else None,
                            slot.face_up, seat is not None and slot.placed_by == seat and not slot.face_up)
                 for slot in game.hand.centre)


def _exchange_fields(game: Any, seat: int | None) -> dict[str, Any]:
    hand = game.hand
    fields: dict[str, Any] = {"lives": tuple(game.lives), "peek": game.rules.peek}
    if hand is None:
        return fields
    fields.update(centre=_centre(game, seat), round=hand.round)
    if hand.taken is not None and game.to_act == seat:
        fields.update(taken=hand.centre[hand.taken].card, taken_position=hand.taken)
    if hand.knocker is not None:
        fields["knocker"] = game.players[hand.knocker]
        if hand.phase == "exchange":
            fields["turns_left"] = (hand.order.index(hand.knocker) - hand.position) % len(hand.order)
    return fields


def bastard_view(game: Any, seat: int | None) -> BastardView:
    """The view of ``seat`` (``None``: the public view) in Bastard Brag."""
    hand = game.hand
    phase = PHASE_WAITING if hand is None else PHASE_OVER if hand.result is not None else hand.phase
    table = _table_fields(game, seat)
    if hand is not None and seat is not None and seat in hand.holdings:
        # Every Bastard Brag hand is open to its owner from the deal.
        table["cards"] = tuple(hand.holdings[seat].cards)
    return BastardView(**_common(game, seat, phase), **table, **_exchange_fields(game, seat))


def arrange_view(game: Any, seat: int | None) -> ArrangeView:
    """The view of ``seat`` (``None``: the public view) in a set-hand game."""
    hand = game.hand
    phase = PHASE_WAITING if hand is None else PHASE_OVER if hand.result is not None else "arrange"
    fields: dict[str, Any] = {"layout": game.layout, "scores": tuple(game.scores), "target": game.rules.target,
                              "has_set": tuple(False for _ in game.players),
                              "out": tuple(s in game.out for s in range(len(game.players))),
                              **game.view_fields()}
    if hand is not None:
        fields.update(dealer=hand.dealer, has_set=tuple(s in hand.sets for s in range(len(game.players))))
        if seat is not None:
            fields["cards"] = tuple(hand.deal.get(seat, ()))
            if seat in hand.sets:
                fields["my_set"] = tuple(tuple(group) for group in hand.sets[seat])
        if hand.result is not None:
            fields.update(positions=hand.result.positions, points=dict(hand.result.points or {}))
    return ArrangeView(**_common(game, seat, phase), **fields)


@dataclass(frozen=True, slots=True, kw_only=True)
class CasinoSeat:
    """One player's stakes against the house, in public."""

    name: str
    ante: int
    pair_plus: int
    status: str
    """``waiting`` (to stake), ``staked``, ``played`` or ``folded``."""
    balance: int
    dealer: bool = False
    """Never: the house deals (kept so that every seat list reads alike)."""

    @property
    def paid(self) -> int:
        """Chips staked this hand: the ante, the pair plus, and the play bet (the ante again) once played."""
        return self.ante * (2 if self.status == "played" else 1) + self.pair_plus


@dataclass(frozen=True, slots=True, kw_only=True)
class CasinoView(GameView):
    """Casino Brag: this seat's cards once dealt, everyone's stakes, and the house's hand at the end."""

    seats: tuple[CasinoSeat, ...] = ()
    cards: tuple[Card, ...] = ()
    """This seat's cards, once every player has staked (empty before)."""
    house: tuple[Card, ...] = ()
    """The house's cards, shown once the hand is over."""
    house_balance: int = 0
    """What the house has won (below zero: lost) over the game."""

    @property
    def has_private_cards(self) -> bool:
        return bool(self.cards)


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawSeat:
    """One Draw Brag player in public."""

    name: str
    status: str
    """``blind``, ``open``, ``folded`` or ``out``."""
    paid: int
    """Chips put in this hand, blinds included."""
    owed: int
    """What the player must put in to call (before halving for a blind player)."""
    drew: int | None
    """Cards given up at the draw, once drawn."""
    balance: int
    dealer: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawView(GameView):
    """Draw Brag: this seat's cards once looked at, the pot, the round and what calling costs."""

    seats: tuple[DrawSeat, ...] = ()
    pot: int = 0
    round: int = 1
    """1 before the draw, 2 after it."""
    bet_size: int = 0
    """The size of a bet or a raise this round."""
    raises: int = 0
    raises_left: int | None = None
    """Raises still allowed this round (``None``: no limit, two players left)."""
    to_call: int = 0
    """What this seat pays to call now (already halved when blind)."""
    cards: tuple[Card, ...] | None = None
    """This seat's cards once looked at; ``None`` while blind."""
    card_count: int = 0

    @property
    def has_private_cards(self) -> bool:
        return bool(self.cards)


@dataclass(frozen=True, slots=True, kw_only=True)
class PickView(GameView):
    """Dealer's choice between deals: the dealer picks the next game from ``choices``."""

    seats: tuple[SeatView, ...] = ()
    choices: tuple[str, ...] = ()
    """The games the dealer may pick (variant keys), in the order offered."""
    dealer: int | None = None
    carried_pot: int = 0
