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
    carried_pot: int


def _seat_view(game: BragGame, seat: int) -> SeatView:
    hand = game.hand
    money = game.money
    name, balance, stack = game.players[seat], money.balances[seat], money.available(seat)
    if hand is None:
        return SeatView(name, "out", 0, balance, stack, dealer=False, two_hands=False)
    betting = hand.betting
    return SeatView(name, betting.status.get(seat, "out"), betting.paid.get(seat, 0), balance, stack,
                    dealer=hand.dealer == seat, two_hands=seat in hand.old)


def public_seats(game: BragGame) -> tuple[SeatView, ...]:
    """Every seat's public state."""
    return tuple(_seat_view(game, seat) for seat in range(len(game.players)))


def brag_view(game: BragGame, seat: int) -> BragView:
    """The view of ``seat`` in a :class:`~bragtui.core.brag_game.BragGame` (and Bastard Brag's betting)."""
    seats = public_seats(game)
    hand = game.hand
    if hand is None:
        return BragView(variant=game.variant, seat=seat, name=game.players[seat], hand_number=0, seats=seats,
                        to_act=None, pot=0, side_pot=0, stake=0, bet_made=False, cards=None, discarded=(),
                        card_count=0, legal=(), log=(), result=None, carried_pot=game.carried_pot)
    cards: tuple[Card, ...] | None = None
    discarded: tuple[Card, ...] = ()
    count = 0
    holding = hand.holdings.get(seat) or hand.folded.get(seat)
    if holding is not None:
        count = len(holding.cards)
        if hand.peeking is not None and hand.peeking[0] == seat:
            cards = tuple((hand.old[seat] if hand.peeking[1] == "old" else holding).cards)
        elif seat in hand.looked:
            if holding.discarded:
                cards = tuple(holding.kept)
                discarded = tuple(holding.discarded)
            else:
                cards = tuple(holding.cards)
    result = hand.result
    betting = hand.betting
    live = result is None
    return BragView(
        variant=game.variant, seat=seat, name=game.players[seat], hand_number=hand.number, seats=seats,
        to_act=game.to_act, pot=betting.pot if live else 0, side_pot=betting.side_pot if live else 0,
        stake=betting.stake, bet_made=betting.bet_made, cards=cards, discarded=discarded, card_count=count,
        legal=game.legal_actions(seat), log=tuple(hand.public_log), result=result,
        carried_pot=game.carried_pot)


class CentreView(NamedTuple):
    """One centre card as a seat sees it: the card if face up or put there by this seat."""

    card: Card | None
    face_up: bool
    yours: bool
    """Face down, but this seat put it there and so knows it."""


class BastardView(NamedTuple):
    """Everything ``seat`` may know in a game of Bastard Brag."""

    variant: str
    seat: int
    name: str
    hand_number: int
    seats: tuple[SeatView, ...]
    lives: tuple[int, ...]
    """Lives left per seat in the game for lives; empty in the money game."""
    to_act: int | None
    phase: str
    """``exchange``, ``betting`` or ``showdown``."""
    cards: tuple[Card, ...]
    centre: tuple[CentreView, ...]
    taken: Card | None
    """With ``peek``: the face-down card this seat has just taken and looked at."""
    knocker: str | None
    turns_left: int | None
    """After a knock: turns still to come before the showdown or the betting."""
    round: int
    legal: tuple[Choice, ...]
    log: tuple[str, ...]
    result: HandResult | None
    pot: int
    stake: int
    bet_made: bool
    peek: bool
    game_winner: str | None


def bastard_view(game, seat: int) -> BastardView:
    """The view of ``seat`` in a :class:`~bragtui.core.bastard_game.BastardGame`."""
    seats = public_seats(game)
    hand = game.hand
    cards: tuple[Card, ...] = ()
    centre: tuple[CentreView, ...] = ()
    taken = None
    knocker = None
    turns_left = None
    if hand is not None:
        if seat in hand.holdings:
            cards = tuple(hand.holdings[seat].cards)
        # Face-down centre cards are never turned up, not even when the hand is over.
        centre = tuple(CentreView(slot.card if (slot.face_up or slot.placed_by == seat) else None,
                                  slot.face_up, slot.placed_by == seat and not slot.face_up)
                       for slot in hand.centre)
        if hand.taken is not None and game.to_act == seat:
            taken = hand.centre[hand.taken].card
        if hand.knocker is not None:
            knocker = game.players[hand.knocker]
            if hand.phase == "exchange":
                order = hand.order
                position = hand.position
                turns_left = (order.index(hand.knocker) - position) % len(order)
    betting = hand.betting if hand is not None else None
    result = hand.result if hand is not None else None
    return BastardView(
        variant=game.variant, seat=seat, name=game.players[seat],
        hand_number=hand.number if hand is not None else 0, seats=seats,
        lives=tuple(game.lives), to_act=game.to_act, phase=hand.phase if hand is not None else "exchange",
        cards=cards, centre=centre, taken=taken, knocker=knocker, turns_left=turns_left,
        round=hand.round if hand is not None else 0, legal=game.legal_actions(seat),
        log=tuple(hand.public_log) if hand is not None else (), result=result,
        pot=betting.pot if betting and not result else 0, stake=betting.stake if betting else 0,
        bet_made=bool(betting and betting.bet_made), peek=game.rules.peek, game_winner=game.game_winner,
    )


class CrashView(NamedTuple):
    """Everything ``seat`` may know in a game of Crash."""

    variant: str
    seat: int
    name: str
    hand_number: int
    players: tuple[str, ...]
    dealer: int | None
    to_act: int | None
    cards: tuple[Card, ...]
    """This seat's thirteen cards."""
    my_set: tuple[tuple[Card, ...], ...] | None
    """This seat's set hands once set, strongest first."""
    has_set: tuple[bool, ...]
    scores: tuple[int, ...]
    target: int
    legal: tuple[Choice, ...]
    log: tuple[str, ...]
    positions: tuple
    """After the showdown: each position turned up, in order (hidden until then)."""
    result: HandResult | None
    points: dict[str, int]
    game_winner: str | None


def crash_view(game, seat: int) -> CrashView:
    """The view of ``seat`` in a :class:`~bragtui.core.crash_game.CrashGame`."""
    hand = game.hand
    cards: tuple[Card, ...] = ()
    my_set = None
    has_set = tuple(False for _ in game.players)
    if hand is not None:
        cards = tuple(hand.deal.get(seat, ()))
        if seat in hand.sets:
            my_set = tuple(tuple(group) for group in hand.sets[seat])
        has_set = tuple(s in hand.sets for s in range(len(game.players)))
    over = hand is not None and hand.result is not None
    return CrashView(
        variant=game.variant, seat=seat, name=game.players[seat],
        hand_number=hand.number if hand is not None else 0, players=tuple(game.players),
        dealer=hand.dealer if hand is not None else None, to_act=game.to_act, cards=cards, my_set=my_set,
        has_set=has_set, scores=tuple(game.scores), target=game.rules.target, legal=game.legal_actions(seat),
        log=tuple(hand.public_log) if hand is not None else (),
        positions=tuple(hand.positions) if over else (), result=hand.result if hand is not None else None,
        points=dict(hand.result.points or {}) if over else {}, game_winner=game.game_winner,
    )
