"""Casino Brag: each player against the house, with an ante, an optional pair plus, play or fold.

Each hand is dealt from a freshly shuffled pack. In turn every player stakes
(a pair plus bet, if any, then the ante, which ends the player's stakes); then
the hands are dealt and, in turn, each player plays (a play bet equal to the
ante) or folds (losing the ante). The house's hand is then turned up and
every bet settled (see RULES.md). The house is not a seat: its takings are
kept in ``house``, so the players' balances, the stakes on the table and the
house's takings always sum to zero.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bragtui.core import ranking
from bragtui.core.actions import Action, Choice, Fold, split_action
from bragtui.core.cards import Card
from bragtui.core.casino.actions import Ante, PairPlus, Play, Stand
from bragtui.core.casino.casino_odds import bonus, pair_plus_return, play_result, qualifying_strength
from bragtui.core.casino.events import Played, StakePlaced, Stood
from bragtui.core.casino.view import HOUSE, CasinoSeat, CasinoView
from bragtui.core.errors import IllegalAction
from bragtui.core.events import Dealt, Event, Folded, Shuffled
from bragtui.core.game import HandRecord
from bragtui.core.results import HandResult, result_cards
from bragtui.core.rules import Rules
from bragtui.core.table import Table
from bragtui.core.view import PHASE_OVER, PHASE_WAITING, common_fields

"""The house's name in a hand history's ``deal`` and in a result's shown hands."""
_STAND = Choice("stand")
STAKE, DECIDE = "stake", "decide"
"""The phases of a hand: staking before the deal, then playing or folding."""


class CasinoHand:
    """The state of one Casino Brag hand."""

    def __init__(self, number: int, dealer: int, order: list[int]):
        self.number = number
        self.dealer = dealer
        self.order = order
        self.phase = STAKE
        self.position = 0
        """Index in ``order`` of the player to act."""
        self.deal: dict[int, tuple[Card, ...]] = {}
        self.house: tuple[Card, ...] = ()
        self.antes: dict[int, int] = {}
        self.pair_plus: dict[int, int] = {}
        self.played: set[int] = set()
        self.folded: set[int] = set()
        self.alone: set[int] = set()
        """Seats standing on a pair plus alone (house rule): no ante, no further part in the hand."""
        self.on_table = 0
        """Chips staked this hand and not yet settled."""
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self.result: HandResult | None = None


class CasinoGame(Table):
    """A table of one to six players, each playing against the house."""

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        super().__init__(variant, players, rules, dealer=dealer, seed=seed, pack=pack)
        if HOUSE in self.players:
            raise IllegalAction(f"{HOUSE!r} is the house's name in Casino Brag: choose another")
        self.house = 0
        """The house's takings over the game (below zero when it has paid out more)."""

    @property
    def game_over(self) -> bool:
        return False

    # --- dealing ----------------------------------------------------------------------------

    def start_hand(self, deal: Mapping[str, Sequence[int] | str] | None = None,
                   centre: Sequence[int] | str | None = None) -> None:
        """Shuffle (every hand) and deal three cards to each player and to the house, face down.

        The cards stay hidden from everyone until all the players have staked.
        """
        if centre is not None:
            raise IllegalAction("a centre hand is only for Bastard Brag")
        if not self.hand_over:
            raise IllegalAction("the current hand is not over")
        dealer = self.first_dealer if self.hand is None else (self.hand.dealer + 1) % len(self.players)
        seats = list(range(len(self.players)))
        order = seats[dealer + 1:] + seats[:dealer + 1]
        hand = CasinoHand(self.next_hand_number(), dealer, order)
        shuffled = self.hand is not None or self.given_pack is None
        if shuffled:
            self.pack.shuffle()
        if deal is not None:
            self._move_deal_to_top(order, deal, 3, (HOUSE,))
        *hands, house = self.pack.deal_hands(len(order) + 1, 3)
        hand.deal.update(zip(order, hands, strict=True))
        hand.house = house
        self._keep_hand(hand)
        if shuffled:
            self._emit(Shuffled())
        self._emit(Dealt(hand.number, dealer, tuple(order)))

    # --- whose turn -------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        hand = self.hand
        if hand is None or hand.result is not None:
            return None
        return hand.order[hand.position]

    def legal_actions(self, seat: int | None = None) -> tuple[Choice, ...]:
        actor = self.to_act
        if actor is None or (seat is not None and seat != actor):
            return ()
        hand = self.hand
        if hand.phase == DECIDE:
            ante = hand.antes[actor]
            return Choice("play", least=ante, most=ante), Choice("fold")
        least, most = self.rules.min_stake, self.rules.max_stake
        stakes = [Choice("ante", least=least, most=most)]
        if actor not in hand.pair_plus:
            stakes.insert(0, Choice("pairplus", least=least, most=most))
        elif self.rules.pair_plus_alone:
            stakes.append(_STAND)
        return tuple(stakes)

    def why_not(self, seat: int, verb: str) -> str:
        hand = self.hand
        if verb in ("play", "fold"):
            return "every player stakes first: play or fold once the cards are dealt"
        if hand.phase == DECIDE:
            return "the stakes are down: play or fold"
        if verb == "stand":
            return self._why_not_stand(seat) or "you cannot stand now"
        return "you have already put a bet on the pair plus"

    def _why_not_stand(self, seat: int) -> str | None:
        """Why ``seat`` may not stand on a pair plus alone now (in the staking), or ``None``."""
        if not self.rules.pair_plus_alone:
            return "a pair plus alone is not played at this table (pair_plus_alone is off)"
        if seat not in self.hand.pair_plus:
            return "stand follows a pair plus bet: put one on first, or ante"
        return None

    # --- actions ------------------------------------------------------------------------------

    def _refuse_late_pair_plus(self, seat: int) -> None:
        """A pair plus bet straight after one's own ante is refused with the rule, not the turn."""
        hand = self.hand
        last = hand.actions[-1] if hand is not None and hand.actions else None
        if isinstance(last, Ante) and last.seat == seat and seat != self.to_act:
            raise IllegalAction("a pair plus bet goes before the ante: the ante ends your stakes")

    def act(self, text: str) -> None:
        name, verb, _ = split_action(text, self._names_longest_first)
        if verb == "pairplus":
            self._refuse_late_pair_plus(self.seat_of(name))
        super().act(text)

    def apply(self, action: Action) -> None:
        if isinstance(action, PairPlus):
            self._refuse_late_pair_plus(action.seat)
        super().apply(action)

    def _check_phase(self, action: Action) -> None:
        if self.hand.phase == STAKE and action.verb in ("play", "fold"):
            raise IllegalAction("every player stakes first: play or fold once the cards are dealt")
        if self.hand.phase == DECIDE and action.verb in ("ante", "pairplus", "stand"):
            raise IllegalAction("the stakes are down: play or fold")

    def _after_action(self, action: Action) -> None:
        hand = self.hand
        hand.actions.append(action)
        if action.verb == "pairplus":
            return  # the ante still to come ends this player's stakes
        hand.position += 1
        if hand.phase == STAKE and hand.position == len(hand.order):
            hand.phase, hand.position = DECIDE, 0
        if hand.phase == DECIDE:
            # A player on a pair plus alone takes no part in the play.
            while hand.position < len(hand.order) and hand.order[hand.position] in hand.alone:
                hand.position += 1
            if hand.position == len(hand.order):
                self._settle(hand)

    def _stake(self, seat: int, amount: int, what: str) -> None:
        least, most = self.rules.min_stake, self.rules.max_stake
        if not least <= amount <= most:
            raise IllegalAction(f"{what} must be from {least} to {most}, not {amount}")
        self.money.pay(seat, amount)
        self.hand.on_table += amount

    def _do_pairplus(self, action: PairPlus) -> None:
        hand, seat = self.hand, action.seat
        if seat in hand.pair_plus:
            raise IllegalAction("you have already put a bet on the pair plus")
        self._stake(seat, action.amount, "the pair plus bet")
        hand.pair_plus[seat] = action.amount
        self._emit(StakePlaced(seat, "pairplus", action.amount))

    def _do_ante(self, action: Ante) -> None:
        seat = action.seat
        self._stake(seat, action.amount, "the ante")
        self.hand.antes[seat] = action.amount
        self._emit(StakePlaced(seat, "ante", action.amount))

    def _do_stand(self, action: Stand) -> None:
        seat = action.seat
        reason = self._why_not_stand(seat)
        if reason:
            raise IllegalAction(reason)
        self.hand.alone.add(seat)
        self._emit(Stood(seat))

    def _do_play(self, action: Play) -> None:
        hand, seat = self.hand, action.seat
        ante = hand.antes[seat]
        self.money.pay(seat, ante)
        hand.on_table += ante
        hand.played.add(seat)
        self._emit(Played(seat, ante))

    def _do_fold(self, action: Fold) -> None:
        self.hand.folded.add(action.seat)
        self._emit(Folded(action.seat))

    # --- settling -----------------------------------------------------------------------------

    def payout(self, seat: int) -> int:
        """What the seat gets back from the house at the end of the hand (stakes returned included)."""
        hand = self.hand
        rules = self.rules
        strength = ranking.strength3(*hand.deal[seat])
        paid = hand.pair_plus.get(seat, 0) + self.pair_plus_net(seat)
        if seat in hand.played:
            ante = hand.antes[seat]
            house = ranking.strength3(*hand.house)
            on_ante, on_play = play_result(strength, house, qualifying_strength(rules.qualify))
            # The ante bonus is paid to a player who plays, whatever the house holds.
            paid += ante * (2 + on_ante + on_play + bonus(rules.ante_bonus, strength))
        return paid

    def pair_plus_net(self, seat: int) -> int:
        """What the seat's pair plus bet wins (below zero, loses) at the end of the hand; 0 with none."""
        stake = self.hand.pair_plus.get(seat, 0)
        if not stake:
            return 0
        return stake * pair_plus_return(self.rules.pair_plus_pays, ranking.strength3(*self.hand.deal[seat]))

    def _settle(self, hand: CasinoHand) -> None:
        names = self.players
        nets: dict[str, int] = {}
        side: dict[str, int] = {}
        for seat in sorted(hand.order):
            if hand.pair_plus.get(seat):
                side[names[seat]] = self.pair_plus_net(seat)
            staked = hand.antes.get(seat, 0) * (2 if seat in hand.played else 1) + hand.pair_plus.get(seat, 0)
            paid = self.payout(seat)
            self.money.receive(seat, paid)
            self.house += staked - paid
            nets[names[seat]] = paid - staked
        pot = hand.on_table
        hand.on_table = 0
        shown = {names[s]: (hand.deal[s],) for s in hand.order if s in hand.played}
        shown[HOUSE] = (hand.house,)
        for seat in hand.order:
            self.pack.put_bottom(hand.deal[seat])
        self.pack.put_bottom(hand.house)
        self._end_hand(hand, HandResult(hand.number, HOUSE, "showdown", None, pot, shown, nets=nets,
                                                  pair_plus_nets=side))

    # --- what is on the table -----------------------------------------------------------------

    def card_groups(self) -> list[Sequence[Card]]:
        hand = self.hand
        if hand is None or hand.result is not None:
            return []
        return [*(hand.deal[seat] for seat in hand.order), hand.house]

    def chips_in_pots(self) -> int:
        """Chips not in a player's balance: the stakes on the table and the house's takings."""
        hand = self.hand
        on_table = hand.on_table if hand is not None else 0
        return on_table + self.house

    def hand_records(self, start: int = 0) -> list[HandRecord]:
        return [HandRecord(hand.number, hand.deal, {HOUSE: hand.house}, tuple(hand.actions))
                for hand in self.hands[start:]]

    def seat_status(self, seat: int) -> str:
        return _seat_status(self.hand, seat)

    def view(self, seat: int | None) -> CasinoView:
        return casino_view(self, seat)

    def visible_cards(self, seat: int) -> frozenset[Card]:
        """Its own cards once every player has staked, and the house's and the shown hands at the end."""
        hand = self.hand
        if hand is None:
            return frozenset()
        seen = set(result_cards(hand.result))
        if hand.phase != STAKE or hand.result is not None:
            seen.update(hand.deal.get(seat, ()))
        if hand.result is not None:
            seen.update(hand.house)
        return frozenset(seen)


def _seat_status(hand: CasinoHand | None, seat: int) -> str:
    if hand is not None and seat in hand.alone:
        return "pair plus alone"
    if hand is None or seat not in hand.antes:
        return "waiting"
    if seat in hand.played:
        return "played"
    return "folded" if seat in hand.folded else "staked"


def casino_view(game: CasinoGame, seat: int | None) -> CasinoView:
    """The view of ``seat`` (``None``: the public view) in Casino Brag."""
    hand = game.hand
    phase = PHASE_WAITING if hand is None else PHASE_OVER if hand.result is not None else hand.phase
    antes = hand.antes if hand is not None else {}
    pair_plus = hand.pair_plus if hand is not None else {}
    seats = tuple(CasinoSeat(name=name, ante=antes.get(s, 0), pair_plus=pair_plus.get(s, 0),
                             status=_seat_status(hand, s), balance=game.money.balances[s])
                  for s, name in enumerate(game.players))
    fields: dict[str, Any] = {"seats": seats, "house_balance": game.house}
    if hand is not None and seat is not None and hand.phase == DECIDE:
        fields["cards"] = tuple(hand.deal.get(seat, ()))
    if hand is not None and hand.result is not None:
        fields["house"] = tuple(hand.house)
    return CasinoView(**common_fields(game, seat, phase), **fields)
