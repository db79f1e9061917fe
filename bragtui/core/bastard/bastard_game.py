"""Bastard Brag: a centre hand to exchange with, then lives lost or Brag betting.

The game for lives (``bastard``, "Stop the Bus") goes round exchanging until a
player knocks; after one more turn each, the lowest hand loses a life. The game
for money (``bastard-money``) has two rounds of exchanges and then Three Card
Brag betting without blind play, run by the same betting code and settled the
same way as :class:`~bragtui.core.brag.brag_game.BragGame`. The option ``exchanges``
swaps the two endings to make the hybrids.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bragtui.core.actions import Action, Choice
from bragtui.core.bastard.actions import Give, Knock, Pass, Swap, Take
from bragtui.core.bastard.events import Exchanged, Knocked, LifeLost, Passed, Peeked, SwappedAll
from bragtui.core.bastard.view import BastardView, bastard_view
from bragtui.core.betting import BETTING_VERBS, OPEN, Betting
from bragtui.core.brag.actions import AGREE_VERBS
from bragtui.core.brag.brag_game import BragGame, Hand, Holding
from bragtui.core.cards import CARDS, Card, parse_cards
from bragtui.core.errors import CardError, IllegalAction
from bragtui.core.events import AllIn
from bragtui.core.hands import lowest_hand_key
from bragtui.core.results import HandResult
from bragtui.core.rules import Rules
from bragtui.core.words import counted

CENTRE_SIZE = 3


class CentreCard:
    """One card of the centre hand: face up or down, and who put it there (``None``: the dealer)."""

    __slots__ = ("card", "face_up", "placed_by")

    def __init__(self, card: Card, face_up: bool, placed_by: int | None = None):
        self.card = card
        self.face_up = face_up
        self.placed_by = placed_by

    def __repr__(self) -> str:
        return f"CentreCard({self.card}, face_up={self.face_up}, placed_by={self.placed_by})"


_BETTING_TURN = (*BETTING_VERBS, *AGREE_VERBS)
"""The verbs of a betting turn: the betting round's and a showdown by agreement's (house rule)."""


class BastardHand(Hand):
    """A hand of Bastard Brag: the Brag hand state plus the centre and the exchange turns."""

    def __init__(self, number: int, dealer: int, order: list[int]):
        super().__init__(number, dealer, order)
        self.centre: list[CentreCard] = []
        self.centre_deal: tuple[Card, ...] = ()
        self.phase = "exchange"
        """``exchange``, then ``betting`` (money game) or straight to the showdown (lives)."""
        self.position = 0
        self.round = 1
        self.turns = {seat: 0 for seat in order}
        self.knocker: int | None = None
        self.taken: int | None = None
        """With ``peek``: the centre position a player has taken from and must now give to."""


class BastardGame(BragGame):
    """Bastard Brag for lives or for money, with every option of the house rules."""


    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        super().__init__(variant, players, rules, dealer=dealer, seed=seed, pack=pack)
        self.for_lives = variant == "bastard"
        self.lives = [self.rules.lives] * len(self.players) if self.for_lives else []

    # --- who plays ----------------------------------------------------------------------------

    def seated(self) -> list[int]:
        if self.for_lives:
            return [seat for seat, left in enumerate(self.lives) if left > 0]
        return super().seated()

    @property
    def game_winner(self) -> str | None:
        """The last player with lives left, once the game for lives is over."""
        if self.for_lives and self.hand_over:
            alive = self.seated()
            if len(alive) == 1:
                return self.players[alive[0]]
        return None

    def standing(self) -> Mapping[str, Any]:
        if not self.for_lives:
            return {}
        return {"lives": dict(zip(self.players, self.lives, strict=True)), "game_winner": self.game_winner}

    def opening_tallies(self) -> tuple[int, ...]:
        return (self.rules.lives,) * len(self.players) if self.for_lives else super().opening_tallies()

    # --- dealing --------------------------------------------------------------------------------

    def start_hand(self, deal: Mapping[str, Sequence[int] | str] | None = None,
                   centre: Sequence[int] | str | None = None) -> None:
        """Ante (money game), shuffle when due, and deal three cards each and the centre hand."""
        if not self.hand_over:
            raise IllegalAction("the current hand is not over")
        seated = self.seated()
        if len(seated) < 2:
            raise IllegalAction("the game is over" + (f": {self.game_winner} wins" if self.game_winner else ""))
        dealer, order = self._deal_order(seated)
        hand = BastardHand(self.next_hand_number(), dealer, order)
        shuffled = self._shuffle_if_due()
        if deal is not None or centre is not None:
            self._arrange_bastard_deal(order, deal or {}, centre)
        # The centre hand is dealt like one more player's, after the last seat in each round.
        *hands, hand.centre_deal = self.pack.deal_hands(len(order) + 1, CENTRE_SIZE)
        for seat, cards in zip(order, hands, strict=True):
            hand.deal[seat] = cards
            hand.holdings[seat] = Holding(cards)
        face_down = CENTRE_SIZE - self.rules.face_up
        hand.centre = [CentreCard(card, i >= face_down) for i, card in enumerate(hand.centre_deal)]
        hand.looked.update(order)
        pot = 0 if self.for_lives else self._collect_antes(order)
        hand.betting = Betting(self.rules, self.money, order, dict.fromkeys(order, OPEN), pot)
        self._begin(hand, shuffled)

    def _shuffle_due(self) -> bool:
        # The game for lives shows every hand at each showdown, so its pack is shuffled every deal.
        return super()._shuffle_due() or (self.for_lives and bool(self.hands))

    def _arrange_bastard_deal(self, order: list[int], deal: Mapping[str, Sequence[int] | str],
                              centre: Sequence[int] | str | None) -> None:
        cards = self._read_deal(order, deal)
        if centre is None:
            raise IllegalAction("a recorded Bastard Brag deal needs the centre hand as well")
        try:
            middle = parse_cards(centre, what="the centre") if isinstance(centre, str) else [CARDS[c] for c in centre]
        except CardError as error:
            raise IllegalAction(str(error)) from None
        if len(middle) != CENTRE_SIZE:
            raise IllegalAction(f"the centre hand has {counted(len(middle), 'card')}; it needs {CENTRE_SIZE}")
        sequence: list[Card] = []
        for i in range(CENTRE_SIZE):
            sequence += [cards[seat][i] for seat in order] + [middle[i]]
        self._bring_to_top(sequence)

    def _return_other_cards(self, hand: Hand) -> None:
        assert isinstance(hand, BastardHand)
        self.pack.put_bottom([slot.card for slot in hand.centre])

    def _extra_deal(self, hand: Hand) -> dict[str, Sequence[Card]]:
        assert isinstance(hand, BastardHand)
        return {"centre": hand.centre_deal}

    # --- whose turn, and what they may do -----------------------------------------------------

    def _find_actor(self) -> int | None:
        hand = self.hand
        if hand is None or hand.result is not None:
            return None
        if hand.phase == "exchange":
            return hand.order[hand.position]
        return super()._find_actor()

    def why_not_knock(self) -> str | None:
        """Why the player to act may not knock now, or ``None`` if they may."""
        hand = self.hand
        if self.rules.exchanges != "knock":
            return "there is no knocking: the exchanges last two rounds"
        if hand.knocker is not None:
            return f"{self.players[hand.knocker]} has already knocked"
        need = self.rules.knock_after
        if min(hand.turns.values()) < need:
            turns = "turn" if need == 1 else "turns"
            return f"no knocking until everyone has had {need} {turns}"
        return None

    def why_not_pass(self) -> str | None:
        """Why the player to act may not pass now, or ``None`` if they may."""
        hand = self.hand
        if self.rules.exchanges == "two-rounds":
            return None if hand.round == 2 else "in the first round everyone must exchange"
        if hand.knocker is not None:
            return (None if self.rules.exchange_after_knock == "may"
                    else "after a knock everyone must exchange on their last turn")
        # Offer the knock only when it is allowed now (never in the first round, say).
        return "you must exchange one card or three" + (", or knock" if self.why_not_knock() is None else "")

    def _compute_legal(self, actor: int) -> list[Choice]:
        hand = self.hand
        assert hand is not None
        if hand.phase != "exchange":
            return super()._compute_legal(actor)
        if hand.taken is not None:
            return [Choice("give")]
        choices = [Choice("take", options=tuple(f"@{i + 1}" for i in range(CENTRE_SIZE))), Choice("swap")]
        if self.why_not_knock() is None:
            choices.append(Choice("knock"))
        if self.why_not_pass() is None:
            choices.append(Choice("pass"))
        return choices

    def why_not(self, seat: int, verb: str) -> str:
        hand = self.hand
        if hand.phase == "exchange":
            return self._why_not_in_exchanges(verb)
        if verb in _BETTING_TURN:
            return super().why_not(seat, verb)
        return "the exchanges are over"

    def _why_not_in_exchanges(self, verb: str) -> str:
        if verb in _BETTING_TURN:
            return "the game for lives has no betting" if self.for_lives else "the betting starts after the exchanges"
        if self.hand.taken is not None:
            return "you have taken a card: now give one (\"give CARD\")"
        reasons = {"knock": self.why_not_knock, "pass": self.why_not_pass,
                   "give": lambda: "give follows \"take CARD\" when peeking"}
        reason = reasons[verb]() if verb in reasons else None
        return reason or f"you cannot {verb} now"

    # --- exchanges ------------------------------------------------------------------------------

    def _check_phase(self, action: Action) -> None:
        """Exchanges only in the exchanges, betting only in the betting; a taken card is given first."""
        hand = self.hand
        if action.verb in _BETTING_TURN:
            if self.for_lives:
                raise IllegalAction("the game for lives has no betting")
            if hand.phase != "betting":
                raise IllegalAction("the betting starts after the exchanges")
            super()._check_phase(action)  # a proposed showdown is answered first
            return
        if hand.phase != "exchange":
            raise IllegalAction("the exchanges are over")
        if hand.taken is not None and action.verb != "give":
            raise IllegalAction("you have taken a card: now give one (\"give CARD\")")

    def _centre_position(self, action: Take) -> int:
        """The centre position a take names, by position or by a card the seat can see there.

        A face-down card the seat did not put there is named by position only: naming it by the
        card is refused exactly as a card not on the table is, so a refusal never tells a
        player what lies face down.
        """
        if action.position is not None:
            return action.position
        for i, slot in enumerate(self.hand.centre):
            if slot.card == action.card and (slot.face_up or slot.placed_by == action.seat):
                return i
        raise IllegalAction(f"{action.card} is not in the centre")

    def _as_recorded(self, action: Action) -> Action:
        # A hand history holds the deal, so it may name a face-down centre card by the card.
        if isinstance(action, Take) and action.position is None and not self.hand_over:
            for i, slot in enumerate(self.hand.centre):
                if slot.card == action.card:
                    return Take(action.seat, i, give=action.give)
        return action

    def _own_card(self, seat: int, card: Card) -> int:
        cards = self.hand.holdings[seat].cards
        if card not in cards:
            raise IllegalAction(f"you do not hold {card}")
        return cards.index(card)

    def _do_take(self, action: Take) -> None:
        """Exchange one card; with ``peek`` and no card to give, first look at a face-down one."""
        hand, seat = self.hand, action.seat
        if action.give is None and not self.rules.peek:
            raise IllegalAction("say \"take CARD give CARD\" (or \"swap show CARD\" for all three)")
        position = self._centre_position(action)
        if action.give is None:
            if hand.centre[position].face_up:
                raise IllegalAction("peeking is for face-down cards: take a face-up card and give one at once")
            hand.taken = position
            self._emit(Peeked(seat))
            return
        self._exchange_one(seat, position, self._own_card(seat, action.give))

    def _do_give(self, action: Give) -> None:
        hand = self.hand
        if hand.taken is None:
            raise IllegalAction("give follows \"take CARD\" when peeking")
        taken = hand.centre[hand.taken].card
        if action.card == taken:
            raise IllegalAction(f"you cannot give back {taken}, the card you just took")
        own = self._own_card(action.seat, action.card)
        position = hand.taken
        hand.taken = None
        self._exchange_one(action.seat, position, own)

    def _exchange_one(self, seat: int, position: int, own: int) -> None:
        hand = self.hand
        slot = hand.centre[position]
        held = list(hand.holdings[seat].cards)
        given, taken = held[own], slot.card
        held[own] = taken
        hand.holdings[seat] = Holding(tuple(held))
        hand.centre[position] = CentreCard(given, slot.face_up, seat)
        self._emit(Exchanged(seat, taken, given) if slot.face_up else Exchanged(seat, None, None))
        self._next_exchange_turn(hand, seat)

    def _do_swap(self, action: Swap) -> None:
        hand, seat = self.hand, action.seat
        shown = hand.holdings[seat].cards[self._own_card(seat, action.show)]
        given = list(hand.holdings[seat].cards)
        hand.holdings[seat] = Holding(tuple([slot.card for slot in hand.centre]))
        hand.centre = [CentreCard(card, card == shown, seat) for card in given]
        self._emit(SwappedAll(seat, shown))
        self._next_exchange_turn(hand, seat)

    def _do_knock(self, action: Knock) -> None:
        reason = self.why_not_knock()
        if reason:
            raise IllegalAction(reason)
        self.hand.knocker = action.seat
        self._emit(Knocked(action.seat))
        self._next_exchange_turn(self.hand, action.seat)

    def _do_pass(self, action: Pass) -> None:
        reason = self.why_not_pass()
        if reason:
            raise IllegalAction(reason)
        self._emit(Passed(action.seat))
        self._next_exchange_turn(self.hand, action.seat)

    def _next_exchange_turn(self, hand: BastardHand, seat: int) -> None:
        hand.turns[seat] += 1
        hand.position += 1
        if hand.position == len(hand.order):
            hand.position = 0
            hand.round += 1
        if self.rules.exchanges == "two-rounds":
            finished = hand.round > 2
        else:
            finished = hand.knocker is not None and hand.order[hand.position] == hand.knocker
        if finished:
            self._end_exchanges(hand)

    def _end_exchanges(self, hand: BastardHand) -> None:
        if not self.for_lives:
            hand.phase = "betting"
            # A player whose ante took their last chip is all in now the betting starts (the
            # action that ended the exchanges settles the hand if nobody is left to bet).
            for seat in hand.betting.all_in_after_ante():
                self._emit(AllIn(seat, self.rules.ante))
            return
        hand.phase = "showdown"
        keys = {seat: lowest_hand_key(hand.holdings[seat].cards) for seat in hand.order}
        loser = min(hand.order, key=keys.__getitem__)
        best = max(hand.order, key=keys.__getitem__)
        tied = [seat for seat in hand.order if keys[seat][0] == keys[loser][0]]
        self.lives[loser] -= 1
        self._emit(LifeLost(loser, self.lives[loser]))
        shown = {self.players[seat]: (hand.holdings[seat].cards,) for seat in hand.order}
        self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "showdown", self.players[best], 0,
                                      shown, life_lost=self.players[loser], suit_decided=len(tied) > 1))

    # --- what is on the table ---------------------------------------------------------------------

    def card_groups(self) -> list[Sequence[Card]]:
        groups = super().card_groups()
        hand = self.hand
        if hand is not None and hand.result is None:
            groups.append([slot.card for slot in hand.centre])
        return groups

    def card_layout(self) -> tuple[object, ...]:
        hand = self.hand
        layout = super().card_layout()
        if hand is not None and hand.result is None:
            layout += (tuple([slot.card for slot in hand.centre]),)  # the centre's slots change in place
        return layout

    def view(self, seat: int | None) -> BastardView:
        return bastard_view(self, seat)

    def visible_cards(self, seat: int) -> frozenset[Card]:
        """Its own hand from the deal, the centre's face-up cards and those it put there face down,
        the face-down card it has just taken and looked at, and every card the result shows."""
        hand = self.hand
        seen = set(super().visible_cards(seat))
        if hand is None:
            return frozenset(seen)
        own = hand.holdings.get(seat) or hand.folded.get(seat)
        if own is not None:
            seen.update(own.cards)
        seen.update(slot.card for slot in hand.centre if slot.face_up or slot.placed_by == seat)
        if hand.taken is not None and self.to_act == seat:
            seen.add(hand.centre[hand.taken].card)
        return frozenset(seen)
