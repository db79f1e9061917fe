"""Bastard Brag: a centre hand to exchange with, then lives lost or Brag betting.

The game for lives (``bastard``, "Stop the Bus") goes round exchanging until a
player knocks; after one more turn each, the lowest hand loses a life. The game
for money (``bastard-money``) has two rounds of exchanges and then Three Card
Brag betting without blind play, run by the same betting code and settled the
same way as :class:`~bragtui.core.brag_game.BragGame`. The option ``exchanges``
swaps the two endings to make the hybrids.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bragtui.core.actions import Action, whole_number
from bragtui.core.betting import OPEN, Betting
from bragtui.core.brag_game import BETTING_HANDLERS, BragGame, Choice, Hand, HandResult, Holding
from bragtui.core.cards import Card, cards_text, parse_card, parse_cards
from bragtui.core.errors import CardError, IllegalAction
from bragtui.core.hands import lowest_hand_key
from bragtui.core.rules import Rules

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


class BastardHand(Hand):
    """A hand of Bastard Brag: the Brag hand state plus the centre and the exchange turns."""

    def __init__(self, number: int, dealer: int, order: list[int]):
        super().__init__(number, dealer, order)
        self.centre: list[CentreCard] = []
        self.centre_deal: list[Card] = []
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

    VARIANTS = ("bastard", "bastard-money")
    hand: BastardHand | None  # type: ignore[assignment]

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

    # --- dealing --------------------------------------------------------------------------------

    def start_hand(self, deal: Mapping[str, Sequence[int] | str] | None = None,
                   centre: Sequence[int] | str | None = None) -> BastardHand:
        """Ante (money game), shuffle when due, and deal three cards each and the centre hand."""
        if not self.hand_over:
            raise IllegalAction("the current hand is not over")
        seated = self.seated()
        if len(seated) < 2:
            raise IllegalAction("the game is over" + (f": {self.game_winner} wins" if self.game_winner else ""))
        dealer, order = self._deal_order(seated)
        hand = BastardHand(self.next_hand_number(), dealer, order)
        if self._shuffle_due():
            self.pack.shuffle()
        self.shuffle_next = False
        if deal is not None or centre is not None:
            self._arrange_bastard_deal(order, deal or {}, centre)
        # The centre hand is dealt like one more player's, after the last seat in each round.
        *hands, hand.centre_deal = self.pack.deal_hands(len(order) + 1, CENTRE_SIZE)
        for seat, cards in zip(order, hands):
            hand.deal[seat] = cards
            hand.holdings[seat] = Holding(cards)
        face_down = CENTRE_SIZE - self.rules.face_up
        hand.centre = [CentreCard(card, i >= face_down) for i, card in enumerate(hand.centre_deal)]
        hand.looked.update(order)
        pot = self.carried_pot
        self.carried_pot = 0
        if not self.for_lives:
            for seat in order:
                self.money.pay(seat, self.rules.ante)
                pot += self.rules.ante
        hand.betting = Betting(self.rules, self.money, order, dict.fromkeys(order, OPEN), pot)
        self._turn = None
        self._keep_hand(hand)
        self.to_act = self._find_actor()
        return hand

    def _shuffle_due(self) -> bool:
        # The game for lives shows every hand at each showdown, so its pack is shuffled every deal.
        return super()._shuffle_due() or (self.for_lives and bool(self.hands))

    def _arrange_bastard_deal(self, order: list[int], deal: Mapping[str, Sequence[int] | str],
                              centre: Sequence[int] | str | None) -> None:
        cards = self._read_deal(order, deal)
        if centre is None:
            raise IllegalAction("a recorded Bastard Brag deal needs the centre hand as well")
        try:
            middle = parse_cards(centre, what="the centre") if isinstance(centre, str) else list(centre)
        except CardError as error:
            raise IllegalAction(str(error)) from None
        if len(middle) != CENTRE_SIZE:
            raise IllegalAction(f"the centre hand has {len(middle)} cards; it needs {CENTRE_SIZE}")
        sequence: list[Card] = []
        for i in range(CENTRE_SIZE):
            sequence += [cards[seat][i] for seat in order] + [middle[i]]
        self._bring_to_top(sequence)

    def _return_other_cards(self, hand: Hand) -> None:
        assert isinstance(hand, BastardHand)
        self.pack.put_bottom([slot.card for slot in hand.centre])

    # --- whose turn, and what they may do -----------------------------------------------------

    def _find_actor(self) -> int | None:
        hand = self.hand
        if hand is None or hand.result is not None:
            return None
        if hand.phase == "exchange":
            return hand.order[hand.position]
        return hand.betting.turn

    def why_not_knock(self, hand: BastardHand) -> str | None:
        if self.rules.exchanges != "knock":
            return "there is no knocking: the exchanges last two rounds"
        if hand.knocker is not None:
            return f"{self.players[hand.knocker]} has already knocked"
        need = self.rules.knock_after
        if min(hand.turns.values()) < need:
            turns = "turn" if need == 1 else "turns"
            return f"no knocking until everyone has had {need} {turns}"
        return None

    def why_not_pass(self, hand: BastardHand) -> str | None:
        if self.rules.exchanges == "two-rounds":
            return None if hand.round == 2 else "in the first round everyone must exchange"
        if hand.knocker is not None:
            return (None if self.rules.exchange_after_knock == "may"
                    else "after a knock everyone must exchange on their last turn")
        return "you must exchange one card or three, or knock"

    def _compute_legal(self, actor: int) -> list[Choice]:
        hand = self.hand
        assert hand is not None
        if hand.phase != "exchange":
            return super()._compute_legal(actor)
        if hand.taken is not None:
            return [Choice("give")]
        choices = [Choice("take", options=tuple(f"@{i + 1}" for i in range(CENTRE_SIZE))), Choice("swap")]
        if self.why_not_knock(hand) is None:
            choices.append(Choice("knock"))
        if self.why_not_pass(hand) is None:
            choices.append(Choice("pass"))
        return choices

    # --- exchanges ------------------------------------------------------------------------------

    def _exchanging(self, hand: Hand) -> BastardHand:
        assert isinstance(hand, BastardHand)
        if hand.phase != "exchange":
            raise IllegalAction("the exchanges are over")
        return hand

    def _centre_position(self, hand: BastardHand, token: str) -> int:
        """A centre card by position (``@1`` to ``@3``) or by the card itself."""
        position = whole_number(token[1:]) if token.startswith("@") else None
        if position is not None and 1 <= position <= CENTRE_SIZE:
            return position - 1
        try:
            card = parse_card(token)
        except CardError as error:
            raise IllegalAction(str(error)) from None
        for i, slot in enumerate(hand.centre):
            if slot.card == card:
                return i
        raise IllegalAction(f"{card} is not in the centre")

    def _own_card(self, hand: BastardHand, seat: int, token: str) -> int:
        try:
            card = parse_card(token)
        except CardError as error:
            raise IllegalAction(str(error)) from None
        cards = hand.holdings[seat].cards
        if card not in cards:
            raise IllegalAction(f"you do not hold {card}")
        return cards.index(card)

    def _do_take(self, hand: Hand, seat: int, action: Action) -> str:
        """``take C give D``: exchange one card. With ``peek``, ``take C`` alone first looks at C."""
        bastard = self._exchanging(hand)
        args = action.args
        if bastard.taken is not None:
            raise IllegalAction("you have taken a card: now give one (\"give CARD\")")
        if len(args) == 1 and self.rules.peek:
            position = self._centre_position(bastard, args[0])
            if bastard.centre[position].face_up:
                raise IllegalAction("peeking is for face-down cards: take a face-up card and give one at once")
            bastard.taken = position
            return f"{action.player} takes a face-down card and looks at it"
        if len(args) != 3 or args[1] != "give":
            if "give" in args and (args.index("give") != 1 or len(args) != 3):
                raise IllegalAction("exchange one card or all three, not two: \"take CARD give CARD\"")
            raise IllegalAction("say \"take CARD give CARD\" (or \"swap show CARD\" for all three)")
        position = self._centre_position(bastard, args[0])
        return self._exchange_one(bastard, seat, position, self._own_card(bastard, seat, args[2]), action.player)

    def _do_give(self, hand: Hand, seat: int, action: Action) -> str:
        bastard = self._exchanging(hand)
        if bastard.taken is None:
            raise IllegalAction("give follows \"take CARD\" when peeking")
        if len(action.args) != 1:
            raise IllegalAction("give one card: \"give CARD\"")
        taken = bastard.centre[bastard.taken].card
        if action.args[0] == f"@{bastard.taken + 1}" or _same_card(action.args[0], taken):
            raise IllegalAction(f"you cannot give back {taken}, the card you just took")
        own = self._own_card(bastard, seat, action.args[0])
        position = bastard.taken
        bastard.taken = None
        return self._exchange_one(bastard, seat, position, own, action.player)

    def _exchange_one(self, hand: BastardHand, seat: int, position: int, own: int, name: str) -> str:
        slot = hand.centre[position]
        held = list(hand.holdings[seat].cards)
        given, taken = held[own], slot.card
        held[own] = taken
        hand.holdings[seat] = Holding(tuple(held))
        hand.centre[position] = CentreCard(given, slot.face_up, seat)
        if slot.face_up:
            text = f"{name} takes {taken} and gives {given}, face up"
        else:
            text = f"{name} exchanges a card with a face-down card"
        self._next_exchange_turn(hand, seat)
        return text

    def _do_swap(self, hand: Hand, seat: int, action: Action) -> str:
        bastard = self._exchanging(hand)
        if bastard.taken is not None:
            raise IllegalAction("you have taken a card: now give one (\"give CARD\")")
        if len(action.args) != 2 or action.args[0] != "show":
            raise IllegalAction("say \"swap show CARD\": the card of your hand to turn face up")
        shown = hand.holdings[seat].cards[self._own_card(bastard, seat, action.args[1])]
        given = list(hand.holdings[seat].cards)
        hand.holdings[seat] = Holding(tuple([slot.card for slot in bastard.centre]))
        bastard.centre = [CentreCard(card, card == shown, seat) for card in given]
        self._next_exchange_turn(bastard, seat)
        return f"{action.player} exchanges all three cards, showing {shown}"

    def _do_knock(self, hand: Hand, seat: int, action: Action) -> str:
        bastard = self._exchanging(hand)
        self._no_args(action)
        reason = self.why_not_knock(bastard) if bastard.taken is None else "first give a card for the one you took"
        if reason:
            raise IllegalAction(reason)
        bastard.knocker = seat
        self._next_exchange_turn(bastard, seat)
        return f"{action.player} knocks"

    def _do_pass(self, hand: Hand, seat: int, action: Action) -> str:
        bastard = self._exchanging(hand)
        self._no_args(action)
        reason = self.why_not_pass(bastard) if bastard.taken is None else "first give a card for the one you took"
        if reason:
            raise IllegalAction(reason)
        self._next_exchange_turn(bastard, seat)
        return f"{action.player} passes"

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
            return
        hand.phase = "showdown"
        keys = {seat: lowest_hand_key(hand.holdings[seat].cards) for seat in hand.order}
        loser = min(hand.order, key=keys.__getitem__)
        best = max(hand.order, key=keys.__getitem__)
        tied = [seat for seat in hand.order if keys[seat][0] == keys[loser][0]]
        self.lives[loser] -= 1
        shown = {self.players[seat]: cards_text(hand.holdings[seat].cards) for seat in hand.order}
        self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "showdown", self.players[best], 0,
                                      shown, life_lost=self.players[loser], suit_decided=len(tied) > 1))

    # --- betting (money game) -------------------------------------------------------------------

    def _betting_phase(self, hand: Hand) -> None:
        assert isinstance(hand, BastardHand)
        if self.for_lives:
            raise IllegalAction("the game for lives has no betting")
        if hand.phase != "betting":
            raise IllegalAction("the betting starts after the exchanges")

    def _do_bet(self, hand: Hand, seat: int, action: Action) -> str:
        self._betting_phase(hand)
        return super()._do_bet(hand, seat, action)

    def _do_fold(self, hand: Hand, seat: int, action: Action) -> str:
        self._betting_phase(hand)
        return super()._do_fold(hand, seat, action)

    def _do_see(self, hand: Hand, seat: int, action: Action) -> str:
        self._betting_phase(hand)
        return super()._do_see(hand, seat, action)

    def _do_cover(self, hand: Hand, seat: int, action: Action) -> str:
        self._betting_phase(hand)
        return super()._do_cover(hand, seat, action)

    # --- what is on the table ---------------------------------------------------------------------

    def card_groups(self) -> list[Sequence[Card]]:
        groups = super().card_groups()
        hand = self.hand
        if hand is not None and hand.result is None:
            groups.append([slot.card for slot in hand.centre])
        return groups

    def card_layout(self) -> tuple:
        hand = self.hand
        layout = super().card_layout()
        if hand is not None and hand.result is None:
            layout += (tuple([slot.card for slot in hand.centre]),)  # the centre's slots change in place
        return layout

    def view(self, seat: int):
        from bragtui.core.view import bastard_view

        return bastard_view(self, seat)


def _same_card(token: str, card: Card) -> bool:
    try:
        return parse_card(token) == card
    except CardError:
        return False


BastardGame.HANDLERS = {
    "take": BastardGame._do_take, "give": BastardGame._do_give, "swap": BastardGame._do_swap,
    "knock": BastardGame._do_knock, "pass": BastardGame._do_pass,
    **{verb: getattr(BastardGame, f"_do_{verb}") for verb in BETTING_HANDLERS},
}
