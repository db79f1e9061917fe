"""The controller for Three, Four and Five Card Brag.

It deals from a pack carried between hands, runs the betting through
:class:`~bragtui.core.betting.Betting`, handles looking, discarding, retained
blind hands and the see, and settles the pots. It answers who must act and
what they may do; :meth:`BragGame.apply` refuses an illegal action with a
readable reason and leaves the game unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

import msgspec

from bragtui.core.actions import Action, Bet, Choice, Cover, Fold, Look, See, split_action
from bragtui.core.betting import ALL_IN, BLIND, FOLDED, OPEN, Betting, Ending
from bragtui.core.brag.actions import AGREE_VERBS, Agree, Choose, Disagree, Discard, Keep, Propose, Throw
from bragtui.core.brag.borrowing import ANSWERS, BORROW_VERBS, Borrowing, Loan
from bragtui.core.brag.events import (
    Answered,
    BlindHandKept,
    BoughtIn,
    Chose,
    Discarded,
    FoldedBelowPartner,
    Kept,
    PartnerDealt,
    PartnerDiscarded,
    Proposed,
    Threw,
)
from bragtui.core.brag.view import BragView, brag_view
from bragtui.core.cards import Card
from bragtui.core.errors import IllegalAction
from bragtui.core.events import AllIn, BetPlaced, Covered, Dealt, Event, Folded, Looked, PotCarried, Saw, Shuffled
from bragtui.core.game import HandRecord
from bragtui.core.hands import JOKERS_IN_PACK, WILD_OPTIONS, HandValue, evaluate, find_box
from bragtui.core.results import HandResult, PotShare, result_cards
from bragtui.core.rules import Rules
from bragtui.core.table import refuse_repeats
from bragtui.core.words import counted

NO_AGREEMENT = "a showdown by agreement is not played at this table (agreed_showdown is off)"

CARDS_DEALT = {"three-card": 3, "four-card": 4, "five-card": 5}
"""Cards dealt to each player in each variant this controller plays."""


class Holding(NamedTuple):
    """One hand of cards in front of a player, in the order they were dealt.

    Immutable: a change puts a new holding in the hand's place. So an unchanged
    holding is the same object, which lets a checker compare hands cheaply.
    """

    cards: tuple[Card, ...]
    discarded: tuple[Card, ...] = ()

    @property
    def kept(self) -> tuple[Card, ...]:
        """The cards not discarded, in dealing order."""
        return tuple([c for c in self.cards if c not in self.discarded])


_FOLD, _LOOK, _KEEP, _THROW = Choice("fold"), Choice("look"), Choice("keep"), Choice("throw")
_LOOK_EITHER = Choice("look", options=("old", "new"))
_CHOOSE = Choice("choose", options=("old", "new"))
_PROPOSE, _AGREE, _DISAGREE = Choice("propose"), Choice("agree"), Choice("disagree")


class Hand:
    """The state of the hand being played."""

    def __init__(self, number: int, dealer: int, order: list[int]):
        self.number = number
        self.dealer = dealer
        self.order = order
        self.holdings: dict[int, Holding] = {}
        self.old: dict[int, Holding] = {}
        """A retained blind hand, held beside the new one."""
        self.peeking: tuple[int, str] | None = None
        """A player with two blind hands who has looked at one and must keep or throw it."""
        self.choosing: int | None = None
        """A player with two blind hands who must keep one unseen."""
        self.proposer: int | None = None
        """Showdown by agreement: who proposed the showdown now being asked about."""
        self.to_answer: list[int] = []
        """The players still to answer the proposal, in turn."""
        self.refused: int | None = None
        """A proposer whose proposal was refused this turn: they act as usual, and may not propose again."""
        self.betting: Betting
        self.deal: dict[int, tuple[Card, ...]] = {}
        self.actions: list[Action] = []
        self.events: list[Event] = []
        """The public events of this hand."""
        self.folded: dict[int, Holding] = {}
        """Hands of seats that folded: the cards are back in the pack; kept for the folder's own view."""
        self.returned: set[int] = set()
        self.looked: set[int] = set()
        """Seats that know their cards (everyone at once when blind play is off)."""
        self.result: HandResult | None = None
        self.partner: tuple[int, tuple[Card, ...]] | None = None
        """``blind_alone = "face-up"``: the seat keeping a blind hand and the hand dealt it face up."""
        self.partner_test = False
        """The face-up hand's test is being settled: everyone folding to it gives the pot, not carries it."""
        self.pack_shown: list[Card] = []
        """``open_pack``: every card that has shown on the open pack this hand, the one showing now last."""
        self.loan: Loan | None = None
        """House rule ``borrow``: a request for a loan (or "lend or show") waiting for its answer."""
        self.declined: set[tuple[int, int]] = set()
        """(borrower, lender) pairs whose loan was declined this hand: not asked again."""


class BragGame(Borrowing):
    """A game of Three, Four or Five Card Brag among named players, clockwise."""

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        super().__init__(variant, players, rules, dealer=dealer, seed=seed, pack=pack)
        self.cards_each = CARDS_DEALT.get(variant, 3)
        if not self.rules.borrow:
            self.verbs = tuple(verb for verb in self.verbs if verb not in BORROW_VERBS)
        self.wild = WILD_OPTIONS[self.rules.wild]
        self._actor: int | None = None
        """The seat that must act now (``to_act``), found again after every change."""
        self._turn: tuple[int | None, tuple[Choice, ...]] | None = None
        """The seat to act and its legal actions, kept until the game changes."""
        self.results: list[HandResult] = []
        self.carried_pot = 0
        self.retained: tuple[int, tuple[Card, ...]] | None = None
        self.shuffle_next = self.given_pack is None
        self._bought_in: list[int] = []
        """Seats that bought in again before the hand being dealt (``rebuy``)."""

    # --- the table ---------------------------------------------------------------------------

    def seated(self) -> list[int]:
        """Seats that can play the next hand (with table stakes or a credit limit, those who can pay
        the ante, or everyone when a player who cannot may buy in again)."""
        money = self.money
        if money.room(0) is None or (money.stacks and self.rules.rebuy):
            return list(range(len(self.players)))
        return [s for s in range(len(self.players)) if (money.room(s) or 0) >= max(1, self.rules.ante)]

    @property
    def game_over(self) -> bool:
        return self.hand_over and len(self.seated()) < 2

    def next_dealer(self, seated: list[int] | None = None) -> int:
        """The seat that deals next: the first dealer, then the next seat still seated, clockwise."""
        if not self.hands:
            return self.first_dealer
        if seated is None:
            seated = self.seated()
        last = self.hands[-1].dealer
        for step in range(1, len(self.players) + 1):
            seat = (last + step) % len(self.players)
            if seat in seated:
                return seat
        return last

    @property
    def game_winner(self) -> str | None:
        """With table stakes or a credit limit: the one player left able to pay the ante, once the
        game is over."""
        if self.money.room(0) is not None and self.game_over:
            seated = self.seated()
            return self.players[seated[0]] if len(seated) == 1 else None
        return None

    # --- dealing -------------------------------------------------------------------------------

    def start_hand(self, deal: Mapping[str, Sequence[int] | str] | None = None,
                   centre: Sequence[int] | str | None = None) -> None:
        """Ante, shuffle if the rules say so, and deal the next hand.

        ``deal`` (from a hand history) names each player's cards; they are brought
        to the top of the pack in dealing order and then dealt as usual.
        """
        if centre is not None:
            raise IllegalAction("a centre hand is only for Bastard Brag")
        seated = self._seated_for_new_hand()
        dealer, order = self._deal_order(seated)
        hand = Hand(self.next_hand_number(), dealer, order)
        if self.retained is not None and self.retained[0] not in seated:
            # A player who kept a blind hand but cannot pay the ante gives it up.
            self.pack.put_bottom(self.retained[1])
            self.retained = None
        shuffled = self._shuffle_if_due()
        if deal is not None:
            self._arrange_deal(order, deal)
        for seat, cards in zip(order, self.pack.deal_hands(len(order), self.cards_each), strict=True):
            hand.deal[seat] = cards
            hand.holdings[seat] = Holding(cards)
        statuses = dict.fromkeys(order, BLIND if self.rules.blind else OPEN)
        if not self.rules.blind:
            hand.looked.update(order)
        if self.retained is not None:
            self._hold_retained(hand, statuses)
        if self.rules.open_pack and len(self.pack):
            hand.pack_shown.append(self.pack.order[-1])
        hand.betting = Betting(self.rules, self.money, order, statuses, self._collect_antes(order))
        self._begin(hand, shuffled)
        self._all_in_after_ante(hand)
        if hand.partner is not None:
            self._test_partner(hand)

    def _hold_retained(self, hand: Hand, statuses: dict[int, str]) -> None:
        """The kept blind hand goes beside the new one; with ``blind_alone = "face-up"`` the new one
        is its face-up partner instead, and the kept hand is the one played."""
        assert self.retained is not None
        seat, cards = self.retained
        if self.rules.blind_alone == "face-up":
            hand.partner = (seat, hand.holdings[seat].cards)
            hand.holdings[seat] = Holding(cards)
        else:
            hand.old[seat] = Holding(cards)
        statuses[seat] = BLIND
        hand.looked.discard(seat)
        self.retained = None

    def _test_partner(self, hand: Hand) -> None:
        """Every other player still betting looks, and folds at once unless their hand beats the
        face-up one (equal does not beat it). Then the face-up hand goes to the bottom of the pack;
        if all folded, its player takes the pot and keeps the blind hand."""
        assert hand.partner is not None
        seat, cards = hand.partner
        self._emit(PartnerDealt(seat, cards))
        betting = hand.betting
        if hand.result is not None or betting.ending is not None or seat not in betting.live:
            # Table stakes: the antes left nobody to bet against, or the blind player all in; the
            # face-up hand has nothing to test (nobody would be left betting against the blind hand).
            self.pack.put_bottom(cards)
            self._emit(PartnerDiscarded(seat))
            return
        partner = evaluate(cards, self.wild).score
        for other in [s for s in betting.live if s != seat]:
            if other not in hand.looked:
                betting.look(other)
                hand.looked.add(other)
                self._emit(Looked(other))
            if not evaluate(hand.holdings[other].cards, self.wild).score > partner:
                betting.fold_out(other)
                self._put_folded(hand, other)
                self._emit(FoldedBelowPartner(other))
        self.pack.put_bottom(cards)
        self._turn = None
        if betting.ending is None:
            self._emit(PartnerDiscarded(seat))
        else:
            hand.partner_test = True
            self._settle_if_over(hand)
            hand.partner_test = False
        self._actor = self._find_actor()

    def _seated_for_new_hand(self) -> list[int]:
        """The seats that play the next hand, refusing if a hand is on or the game is over."""
        if not self.hand_over:
            raise IllegalAction("the current hand is not over")
        seated = self.seated()
        if len(seated) < 2:
            raise IllegalAction("the game is over: fewer than two players can pay the ante")
        return seated

    def _shuffle_if_due(self) -> bool:
        """Shuffle the pack if the rules call for it now; say whether it was."""
        due = self._shuffle_due()
        if due:
            self.pack.shuffle()
        self.shuffle_next = False
        return due

    def _collect_antes(self, order: list[int]) -> int:
        """Everyone dealt in pays the ante into the pot, which starts with any carried pot; with
        ``rebuy``, a player who cannot pay it buys in again first."""
        if self.money.stacks and self.rules.rebuy:
            self._bought_in = [seat for seat in order if (self.money.available(seat) or 0) < self.rules.ante]
            for seat in self._bought_in:
                self.money.buy_again(seat)
        pot = self.carried_pot
        self.carried_pot = 0
        for seat in order:
            self.money.pay(seat, self.rules.ante)
            pot += self.rules.ante
        return pot

    def _begin(self, hand: Hand, shuffled: bool) -> None:
        """Make ``hand`` the one being played, say so in events, and find who acts first."""
        self._turn = None
        self._keep_hand(hand)
        if shuffled:
            self._emit(Shuffled())
        self._emit(Dealt(hand.number, hand.dealer, tuple(hand.order)))
        for seat in self._bought_in:
            self._emit(BoughtIn(seat, self.money.buy_in))
        self._bought_in = []
        self._actor = self._find_actor()

    def _all_in_after_ante(self, hand: Hand) -> None:
        """Table stakes: a player whose ante took their last chip is all in, as if they had
        covered; if nobody else is left to bet against, the hand goes straight to the showdown."""
        short = hand.betting.all_in_after_ante()
        if not short:
            return
        for seat in short:
            self._emit(AllIn(seat, self.rules.ante))
        self._turn = None
        self._settle_if_over(hand)
        self._actor = self._find_actor()

    def _shuffle_due(self) -> bool:
        """Shuffle before the first deal (unless a pack was given), after a see won by a
        prial, or before every deal by option."""
        if not self.hands:
            return self.shuffle_next
        return self.shuffle_next or self.rules.shuffle == "every-hand"

    def jokers(self) -> int:
        return JOKERS_IN_PACK.get(self.rules.wild, 0)

    def _deal_order(self, seated: list[int]) -> tuple[int, list[int]]:
        """The next dealer and the ``seated`` seats dealt in, clockwise from the dealer's left."""
        dealer = self.next_dealer(seated)
        position = seated.index(dealer) if dealer in seated else 0
        return dealer, seated[position + 1:] + seated[:position + 1]

    def _read_deal(self, order: list[int], deal: Mapping[str, Sequence[int] | str]) -> dict[int, list[Card]]:
        """Each seat's recorded cards, checked for the right count and for every seat dealt in."""
        cards: dict[int, list[Card]] = {}
        for name, given in deal.items():
            seat = self.seat_of(name)
            if seat not in order:
                raise IllegalAction(f"{name} is not dealt in this hand")
            cards[seat] = self._recorded_hand(name, given, self.cards_each)
        missing = [self.players[s] for s in order if s not in cards]
        if missing:
            raise IllegalAction("the deal gives no cards to " + ", ".join(missing))
        return cards

    def _arrange_deal(self, order: list[int], deal: Mapping[str, Sequence[int] | str]) -> None:
        cards = self._read_deal(order, deal)
        self._bring_to_top([cards[seat][i] for i in range(self.cards_each) for seat in order])

    def _bring_to_top(self, sequence: list[Card]) -> None:
        """Put recorded cards on top of the pack in dealing order, refusing impossible ones."""
        sequence = _match_jokers(sequence, self.pack.cards)
        refuse_repeats(sequence)
        try:
            self.pack.move_to_top(sequence)
        except ValueError as error:
            raise IllegalAction(f"the deal uses cards that are not in the pack ({error})") from None

    # --- whose turn, and what they may do ---------------------------------------------------

    def _find_actor(self) -> int | None:
        """Who must act in the state the game is in; kept as ``to_act`` after every change."""
        hand = self.hand
        if hand is None or hand.result is not None:
            return None
        if hand.choosing is not None:
            return hand.choosing
        if hand.peeking is not None:
            return hand.peeking[0]
        if hand.loan is not None:
            return hand.loan.lender
        if hand.to_answer:
            return hand.to_answer[0]
        return hand.betting.turn

    def must_discard(self, seat: int) -> int:
        """How many cards an open player must still discard (0 when down to three)."""
        hand = self.hand
        if self.cards_each == 3 or hand is None or hand.betting.status.get(seat) != OPEN:
            return 0
        kept = hand.holdings[seat].kept
        return max(0, len(kept) - (4 if self._box_in(kept) else 3))

    def _box_in(self, cards: Sequence[Card]) -> tuple[Card, ...]:
        """With the box rule, the four of a kind among ``cards`` (kept whole), else ``()``."""
        return find_box(cards, self.wild) if self.rules.box and len(cards) >= 4 else ()

    def legal_actions(self, seat: int | None = None) -> tuple[Choice, ...]:
        """What ``seat`` (by default the seat to act) may do now; empty if it is not their turn."""
        turn = self._turn
        if turn is None:
            actor = self.to_act
            turn = self._turn = (actor, tuple(self._compute_legal(actor)) if actor is not None else ())
        return turn[1] if seat is None or seat == turn[0] else ()

    def _compute_legal(self, actor: int) -> list[Choice]:
        hand = self.hand
        assert hand is not None
        if hand.choosing == actor:
            return [_CHOOSE]
        if hand.peeking is not None:
            return [_KEEP, _THROW]
        if hand.loan is not None:
            return self.answer_choices()
        if hand.to_answer:
            return [_AGREE, _DISAGREE]
        choices: list[Choice] = [_PROPOSE] if self.rules.agreed_showdown and self._why_not_propose(actor) is None \
            else []
        if hand.betting.status[actor] == BLIND:
            choices.append(_LOOK_EITHER if actor in hand.old else _LOOK)
        else:
            discard = self.must_discard(actor)
            if discard:
                return [Choice("discard", cards=discard), _FOLD]
        return choices + self._betting_choices(hand.betting, actor)

    def _betting_choices(self, betting: Betting, actor: int) -> list[Choice]:
        """Bet, fold, see and cover, as far as the betting allows them now."""
        choices = []
        least, most, affordable = betting.bet_range(actor)
        if affordable:
            choices.append(Choice("bet", least=least, most=most))
        choices.append(_FOLD)
        if betting.why_not_see(actor) is None:
            cost = betting.see_cost(actor)
            choices.append(Choice("see", least=cost, most=cost))
        if self.money.stacks and betting.why_not_cover(actor) is None:
            chips = self.money.available(actor) or 0
            choices.append(Choice("cover", least=chips, most=chips))
        return choices + self.borrow_choices(actor)

    def why_not(self, seat: int, verb: str) -> str:
        """Why the seat to act may not use ``verb`` now, in a player's words."""
        first = self._step_first(seat, verb)
        if first is not None:
            return first
        reason = _REASONS.get(verb)
        return reason(self, seat) if reason is not None else super().why_not(seat, verb)

    def _step_first(self, seat: int, verb: str) -> str | None:
        """A step that must come before ``verb`` (keeping one of two blind hands, keeping or throwing
        the one looked at, answering a proposal or a loan, discarding down to three), or why a
        showdown by agreement's verb is not open: the reason ``verb`` waits, or ``None``."""
        hand = self.hand
        if hand.choosing is not None:
            return "first keep one of your two blind hands unseen: choose old or choose new"
        if hand.peeking is not None:
            return "first keep or throw the hand you looked at"
        if hand.to_answer:
            return f"first answer {self.players[hand.proposer or 0]}'s proposal of a showdown: agree or disagree"
        if hand.loan is not None or verb in ANSWERS:
            return self._why_not_while_lending(seat, verb)
        if verb in AGREE_VERBS:
            return self._why_not_agreement(seat, verb)
        if verb in ("bet", "see", "cover", "borrow", "lend-or-show") and self.must_discard(seat):
            return f"discard {counted(self.must_discard(seat), 'card')} first, down to three"
        return None

    def _why_not_agreement(self, seat: int, verb: str) -> str:
        """Why a showdown by agreement's verb is not open to the seat to act."""
        if not self.rules.agreed_showdown:
            return NO_AGREEMENT
        if verb == "propose":
            return self._why_not_propose(seat) or "you cannot propose now"
        return "agree and disagree answer a proposal of a showdown, and none is made"

    def _why_not_while_lending(self, seat: int, verb: str) -> str:
        """Why ``verb`` may not be used by the seat to act while a loan is asked (or, for an
        answer, when none is)."""
        loan = self.hand.loan
        if loan is not None and verb not in ANSWERS:
            what = "for a loan" if loan.kind == "borrow" else "to lend or show"
            return f"first answer {self.players[loan.borrower]}'s request {what}"
        return self.why_not_answer(verb)

    # --- applying actions --------------------------------------------------------------------

    def act(self, text: str) -> None:
        """Apply an action written as in a hand history (see :meth:`Table.act`).

        A player all in from the ante has no betting turn. A history written before such a player was
        dealt in all in records their cover of no chips: that cover is passed over, as the deal
        has already made it; any other action of theirs is refused with that reason.
        """
        hand = self.hand
        if hand is not None and ALL_IN in hand.betting.status.values():
            name, verb, args = split_action(text, self._names_longest_first)
            seat = self._seat_by_name.get(name, -1)
            # Their one possible turn: keeping one of two blind hands, unseen, for the showdown.
            if hand.betting.status.get(seat) == ALL_IN and seat != self.to_act:
                if verb == "cover" and not args:
                    return
                raise IllegalAction(f"{name} is all in from the ante and has no turn this hand")
        super().act(text)

    def _check_phase(self, action: Action) -> None:
        """What must come first: with two blind hands a choice to keep one unseen, or the one looked
        at; an answer to a proposed showdown or to a loan asked; a discard down to three."""
        hand = self.hand
        if action.verb in AGREE_VERBS and not self.rules.agreed_showdown:
            raise IllegalAction(NO_AGREEMENT)
        if hand.choosing is not None and action.verb != "choose":
            raise IllegalAction("first keep one of your two blind hands unseen: choose old or choose new")
        if hand.peeking is not None and action.verb not in ("keep", "throw"):
            raise IllegalAction("first keep or throw the hand you looked at")
        self._check_proposal_phase(action)
        self._check_loan_phase(action)
        if action.verb in ("borrow", "lend-or-show"):
            self._discard_first(action.seat)

    def _check_proposal_phase(self, action: Action) -> None:
        """A proposed showdown is answered before anything else, and only then."""
        hand = self.hand
        if hand.to_answer and action.verb not in ("agree", "disagree"):
            raise IllegalAction(f"first answer {self.players[hand.proposer or 0]}'s proposal of a showdown: "
                                "agree or disagree")
        if not hand.to_answer and action.verb in ("agree", "disagree"):
            raise IllegalAction("agree and disagree answer a proposal of a showdown, and none is made")

    def _after_action(self, action: Action) -> None:
        hand = self.hand
        self._turn = None
        hand.actions.append(action)
        if hand.refused is not None and hand.betting.turn != hand.refused:
            hand.refused = None  # the refused proposer has acted: they may propose on a later turn
        if hand.betting.ending is not None:
            self._settle_if_over(hand)
        self._actor = self._find_actor()

    def _discard_first(self, seat: int) -> None:
        """Bets, sees and covers wait until an open player has discarded down to three."""
        if self.cards_each != 3 and self.must_discard(seat):
            raise IllegalAction(f"discard {counted(self.must_discard(seat), 'card')} first, down to three")

    def _do_look(self, action: Look) -> None:
        hand, seat = self.hand, action.seat
        if hand.betting.status[seat] != BLIND:
            raise IllegalAction("you have already looked at your cards" if self.rules.blind
                                else "blind play is off: your cards are already face up to you")
        if seat in hand.old:
            if action.which is None:
                raise IllegalAction(f"say which hand: \"{self.players[seat]} look old\" or \"... new\"")
            hand.peeking = (seat, action.which)
        elif action.which is not None:
            raise IllegalAction("look takes nothing after it")
        else:
            hand.betting.look(seat)
            hand.looked.add(seat)
        self._emit(Looked(seat, action.which))

    def _take_peeked(self, verb: str) -> str:
        """End a look at one of two blind hands with ``verb`` (keep or throw): which hand it was."""
        hand = self.hand
        if hand.peeking is None:
            raise IllegalAction(f"{verb} follows looking at one of two blind hands")
        which = hand.peeking[1]
        hand.peeking = None
        return which

    def _do_keep(self, action: Keep) -> None:
        hand, seat = self.hand, action.seat
        which = self._take_peeked(action.verb)
        self._keep_one(seat, which)
        hand.betting.look(seat)
        hand.looked.add(seat)
        self._emit(Kept(seat, which))

    def _do_throw(self, action: Throw) -> None:
        seat = action.seat
        which = self._take_peeked(action.verb)
        self._keep_one(seat, "new" if which == "old" else "old")
        self._emit(Threw(seat, which))

    def _do_choose(self, action: Choose) -> None:
        hand, seat = self.hand, action.seat
        if hand.choosing != seat:
            raise IllegalAction("choose is for keeping one of two blind hands before a see or a third deal")
        self._keep_one(seat, action.which)
        hand.choosing = None
        self._emit(Chose(seat, action.which))

    def _keep_one(self, seat: int, which: str) -> None:
        """Of a seat's two blind hands keep ``which`` (old or new); the other goes to the pack's bottom."""
        hand = self.hand
        old, new = hand.old.pop(seat), hand.holdings[seat]
        kept, other = (old, new) if which == "old" else (new, old)
        hand.holdings[seat] = kept
        self.pack.put_bottom(other.cards)

    def _do_discard(self, action: Discard) -> None:
        hand, seat = self.hand, action.seat
        needed = self.must_discard(seat)
        if not needed:
            raise IllegalAction("you have nothing to discard" if hand.betting.status[seat] == OPEN
                                else "look at your cards before discarding")
        if len(action.cards) != needed:
            raise IllegalAction(f"discard exactly {counted(needed, 'card')}")
        kept = hand.holdings[seat].kept
        cards = _match_jokers(list(action.cards), kept)
        for card in cards:
            if card not in kept:
                raise IllegalAction(f"you do not hold {card}")
        box = self._box_in(kept)
        if any(card in box for card in cards):
            raise IllegalAction("a box (four of a kind) is kept whole: discard the other cards")
        holding = hand.holdings[seat]
        hand.holdings[seat] = holding._replace(discarded=holding.discarded + tuple(cards))
        self._emit(Discarded(seat, needed))

    # --- showdown by agreement (house rule) -----------------------------------------------------

    def _why_not_propose(self, seat: int) -> str | None:
        """Why ``seat``, to act in the betting, may not propose a showdown now, or ``None``."""
        hand = self.hand
        if len(hand.betting.live) < 3:
            return "a showdown by agreement needs three or more players left"
        if hand.refused == seat:
            return "your proposal was refused: act as usual"
        if self.must_discard(seat):
            return f"discard {counted(self.must_discard(seat), 'card')} first, down to three"
        return None

    def _do_propose(self, action: Propose) -> None:
        hand, seat = self.hand, action.seat
        reason = self._why_not_propose(seat)
        if reason:
            raise IllegalAction(reason)
        live = hand.betting.live  # clockwise: everyone else still betting is asked, in turn from the left
        at = live.index(seat)
        hand.proposer, hand.to_answer = seat, live[at + 1:] + live[:at]
        self._emit(Proposed(seat))

    def _do_agree(self, action: Agree) -> None:
        hand = self.hand
        hand.to_answer.pop(0)
        self._emit(Answered(action.seat, True))
        if not hand.to_answer:
            hand.proposer = None
            hand.betting.agree_showdown()

    def _do_disagree(self, action: Disagree) -> None:
        hand = self.hand
        hand.refused, hand.proposer, hand.to_answer = hand.proposer, None, []
        self._emit(Answered(action.seat, False))

    def _do_bet(self, action: Bet) -> None:
        seat = action.seat
        self._discard_first(seat)
        betting = self.hand.betting
        blind = betting.status[seat] == BLIND
        betting.bet(seat, action.amount)
        self._emit(BetPlaced(seat, action.amount, blind))

    def _do_fold(self, action: Fold) -> None:
        hand, seat = self.hand, action.seat
        hand.betting.fold(seat)
        self._put_folded(hand, seat)
        self._emit(Folded(seat))

    def _put_folded(self, hand: Hand, seat: int) -> None:
        """A folded hand (both, with two blind hands) goes to the bottom of the pack; with the open pack
        it lies face up on it, so its last card shows."""
        if seat in hand.old:
            self.pack.put_bottom(hand.old.pop(seat).cards)
        self.pack.put_bottom(hand.holdings[seat].cards)
        hand.folded[seat] = hand.holdings.pop(seat)
        hand.returned.add(seat)
        if self.rules.open_pack:
            hand.pack_shown.append(self.pack.order[-1])

    def _do_see(self, action: See) -> None:
        seat = action.seat
        self._discard_first(seat)
        betting = self.hand.betting
        if action.amount is not None:
            expected = betting.see_cost(seat)
            if action.amount != expected:
                raise IllegalAction(f"seeing costs {expected}, not {action.amount}")
        blind = betting.status[seat] == BLIND
        cost = betting.see(seat)
        self._emit(Saw(seat, betting.opponent(seat), cost, blind))

    def _do_cover(self, action: Cover) -> None:
        seat = action.seat
        self._discard_first(seat)
        chips = self.hand.betting.cover(seat)
        self._emit(Covered(seat, chips))

    # --- settling ------------------------------------------------------------------------------

    def value_of(self, seat: int) -> HandValue:
        """The value of a seat's hand: the three kept by an open player, the best three of a blind one."""
        hand = self.hand
        assert hand is not None
        holding = hand.holdings[seat]
        if hand.betting.status[seat] in (BLIND, ALL_IN) or len(holding.cards) == 3:
            # All in from the ante: never a turn to look or discard, so the best three count.
            return evaluate(holding.cards, self.wild, box=self.rules.box)
        kept = evaluate(holding.kept, self.wild, box=self.rules.box)
        discards = tuple(sorted((c.rank for c in holding.discarded), reverse=True))
        return HandValue(kept.strength, kept.wilds, discards, kept.best)

    def _shown(self, seat: int) -> tuple[tuple[Card, ...]]:
        """The cards a seat shows: the three it kept when open, all it holds when blind."""
        hand = self.hand
        holding = hand.holdings[seat]
        return (holding.kept if hand.betting.status[seat] == OPEN else holding.cards,)

    def _rank_key(self, seat: int) -> Any:
        """What orders the seats' hands: larger wins, equal ties."""
        return self.value_of(seat).score

    def _beats(self, seat: int, other: int) -> bool:
        return bool(self._rank_key(seat) > self._rank_key(other))

    def _settle_if_over(self, hand: Hand) -> None:
        ending = hand.betting.ending
        if ending is None or hand.choosing is not None or hand.result is not None:
            return
        if ending.kind != "fold":
            # Everyone whose hand is compared keeps one of two blind hands, unseen, first.
            compared = self._still_in(hand) if ending.kind == "agreed" else \
                (ending.seen, ending.seer, ending.winner, *ending.coverers)
            hand.choosing = next((s for s in compared if s is not None and s in hand.old), None)
            if hand.choosing is None:
                (self._settle_agreed if ending.kind == "agreed" else self._settle_showdown)(hand, ending)
            return
        self._settle_fold_out(hand, ending)

    def _settle_fold_out(self, hand: Hand, ending: Ending) -> None:
        """Everyone else folded: the last player takes the pot, or a blind one carries it."""
        winner = ending.winner
        assert winner is not None
        # A pot is carried only into a deal that can happen: with table stakes, when fewer than
        # two players could ante again, the blind player left alone takes it.
        if hand.partner_test:
            self._keep_blind_hand(hand, winner)
            return
        if hand.betting.status[winner] == BLIND and self.rules.blind_alone != "take" and self._can_carry():
            self._carry_pot(hand, winner)
            return
        self._pay_winnings(winner, hand.betting.pot)
        self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "fold", self.players[winner],
                                      hand.betting.pot))

    def _can_carry(self) -> bool:
        """Whether a pot can be carried: with table stakes, only while two players can ante again."""
        return len(self.seated()) >= 2

    def _carry_pot(self, hand: Hand, winner: int) -> None:
        """A blind player everyone folded to: the pot stays, and the blind hand is kept for the next deal."""
        if winner in hand.old:
            hand.choosing = winner
            return
        pot = hand.betting.pot
        self.carried_pot = pot
        self.retained = (winner, hand.holdings[winner].cards)
        hand.returned.add(winner)
        self._emit(PotCarried(pot))
        self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "carried", None, pot))

    def _keep_blind_hand(self, hand: Hand, winner: int) -> None:
        """Nobody beat the face-up hand: its player takes the pot and keeps the blind hand for the next deal."""
        pot = hand.betting.pot
        self.money.receive(winner, pot)
        self.retained = (winner, hand.holdings[winner].cards)
        hand.returned.add(winner)
        self._emit(BlindHandKept(winner))
        self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "fold", self.players[winner], pot))

    def _settle_showdown(self, hand: Hand, ending: Ending) -> None:
        """A see, or the last player left after covers: compare, pay the pots, show what the rules show."""
        names = self.players
        shown: dict[str, tuple[tuple[Card, ...]]] = {}
        if ending.kind == "see":
            seer, seen = ending.seer, ending.seen
            assert seer is not None and seen is not None
            shown[names[seen]] = self._shown(seen)
            winner = seer if self._beats(seer, seen) else seen  # equal hands: the seer loses
        else:
            assert ending.winner is not None
            winner = ending.winner
        shown.setdefault(names[winner], self._shown(winner))
        pots = hand.betting.pots
        winners = self._pot_winners(winner, ending.coverers, shown)
        for seat, amount in zip(winners, pots, strict=True):
            self._pay_winnings(seat, amount)
        main_winner = winners[0]
        shares: tuple[PotShare, ...] = ()
        if ending.coverers:
            shares = tuple(PotShare(names[seat], amount) for seat, amount in zip(winners, pots, strict=True))
        prial = self.value_of(main_winner).prial_or_box
        self._finish(hand, HandResult(
            hand.number, names[hand.dealer], "see", names[main_winner], sum(pots), shown,
            pots=shares, seer=names[ending.seer] if ending.seer is not None else None,
            coverers=tuple(names[seat] for seat in ending.coverers), prial_won=prial,
            all_in=tuple(names[seat] for seat in hand.order if hand.betting.status[seat] == ALL_IN)))

    def _still_in(self, hand: Hand) -> list[int]:
        """Every seat whose hand is still in (betting, covering or all in), clockwise from the dealer's left."""
        return [seat for seat in hand.order if hand.betting.status[seat] != FOLDED]

    def _settle_agreed(self, hand: Hand, ending: Ending) -> None:
        """A showdown by agreement: every hand still in is shown and each pot goes to the best hand
        in it; equal best hands share it, odd chips to the first of them clockwise from the dealer's
        left. Nobody is a seer."""
        in_hand = self._still_in(hand)
        coverers = list(ending.coverers)
        winners_by_pot = [self._best_in_pot(in_hand, coverers, index) for index in range(len(hand.betting.pots))]
        for winners, amount in zip(winners_by_pot, hand.betting.pots, strict=True):
            self._share(winners, amount)
        self._finish(hand, self._agreed_result(hand, in_hand, coverers, winners_by_pot))

    def _agreed_result(self, hand: Hand, in_hand: list[int], coverers: list[int],
                       winners_by_pot: list[list[int]]) -> HandResult:
        """The result of a showdown by agreement: every hand still in shown, and each pot's winners."""
        names = self.players
        main = winners_by_pot[0]
        shares = tuple(PotShare(" and ".join(names[seat] for seat in winners), amount)
                       for winners, amount in zip(winners_by_pot, hand.betting.pots, strict=True))
        return HandResult(
            hand.number, names[hand.dealer], "showdown", names[main[0]] if len(main) == 1 else None,
            sum(hand.betting.pots), {names[seat]: self._shown(seat) for seat in in_hand},
            pots=shares if coverers else (), coverers=tuple(names[seat] for seat in coverers),
            prial_won=any(self.value_of(seat).prial_or_box for seat in main), agreed=True,
            winners=tuple(names[seat] for seat in main) if len(main) > 1 else (),
            all_in=tuple(names[seat] for seat in in_hand if hand.betting.status[seat] == ALL_IN))

    def _best_in_pot(self, in_hand: list[int], coverers: list[int], index: int) -> list[int]:
        """The seats with the best hand among those in pot ``index``, clockwise from the dealer's left:
        the k-th coverer closed pot k, so is in the pots up to it; the players betting are in all."""
        eligible = [seat for seat in in_hand if seat not in coverers or seat in coverers[index:]]
        best = max(self._rank_key(seat) for seat in eligible)
        return [seat for seat in eligible if self._rank_key(seat) == best]

    def _share(self, winners: list[int], amount: int) -> None:
        """Pay a pot to its winners in equal shares, the odd chips to the first of them."""
        share, odd = divmod(amount, len(winners))
        for place, seat in enumerate(winners):
            self.money.receive(seat, share + (odd if place == 0 else 0))

    def _pot_winners(self, last_winner: int, coverers: tuple[int, ...],
                     shown: dict[str, tuple[tuple[Card, ...]]]) -> list[int]:
        """Who wins each pot, settled from the last to the first: the k-th coverer takes pot k
        (and is shown) only with a hand strictly better than the winner of the pot after it."""
        holder = last_winner
        winners = [holder]
        for coverer in reversed(coverers):
            if self._beats(coverer, holder):
                holder = coverer
                shown[self.players[coverer]] = self._shown(coverer)
            winners.append(holder)
        return winners[::-1]

    def _finish(self, hand: Hand, result: HandResult) -> None:
        """Return the hands still out to the bottom of the pack, clockwise from the dealer's left."""
        for seat in hand.order:
            if seat not in hand.returned:
                if seat in hand.old:
                    self.pack.put_bottom(hand.old.pop(seat).cards)
                self.pack.put_bottom(hand.holdings[seat].cards)
                hand.returned.add(seat)
        self._return_other_cards(hand)
        if hand.pack_shown or hand.partner is not None:
            result = msgspec.structs.replace(result, open_pack=tuple(hand.pack_shown),
                                             partner=hand.partner[1] if hand.partner is not None else ())
        if result.prial_won and self.rules.shuffle == "after-prial":
            self.shuffle_next = True
        self._end_hand(hand, result)

    def _return_other_cards(self, hand: Hand) -> None:
        """Cards on the table beyond the players' hands go to the bottom last (none here)."""

    # --- what is on the table ------------------------------------------------------------------

    def card_groups(self) -> list[Sequence[Card]]:
        """Where the cards not in the pack are, group by group: hands, held-over hands, a retained hand."""
        hand = self.hand
        groups: list[Sequence[Card]] = []
        if hand is not None and hand.result is None:
            # Folded hands have left ``holdings``; at the end of a hand every card is back in the pack.
            groups = [holding.cards for holding in hand.holdings.values()]
            if hand.old:
                groups += [holding.cards for holding in hand.old.values()]
        if self.retained is not None:
            groups.append(self.retained[1])
        return groups

    def card_layout(self) -> tuple[object, ...]:
        """Where the cards off the pack are: the holdings themselves and the retained hand. All are
        immutable, so comparing with a layout kept earlier takes a few identity checks."""
        hand = self.hand
        if hand is None or hand.result is not None:
            return (self.retained,)
        return (tuple(hand.holdings.values()), tuple(hand.old.values()) if hand.old else (), self.retained)

    def held_over(self) -> Mapping[int, tuple[Card, ...]]:
        """The blind hand kept for the next deal, by its seat (:meth:`Game.held_over`)."""
        return {self.retained[0]: self.retained[1]} if self.retained is not None else {}

    def hold_over(self, cards: Mapping[int, Sequence[Card]]) -> None:
        """The kept blind hand becomes ``cards`` (:meth:`Game.hold_over`), its cards back in the pack."""
        if not self.hand_over:
            raise IllegalAction("a kept blind hand is changed between deals only")
        held = self.held_over()
        if set(cards) != set(held) or any(len(cards[seat]) != len(held[seat]) for seat in held):
            raise IllegalAction("the hands given are not the hands kept from the last deal")
        for seat, new in cards.items():
            free = {*self.pack.order, *held[seat]}
            missing = [str(card) for card in new if card not in free]
            if missing or len(set(new)) != len(new):
                raise IllegalAction("not in the pack: " + " ".join(missing) if missing else "a card named twice")
            self.pack.put_bottom(held[seat])
            self.pack.take_out(new)
            self.retained = (seat, tuple(new))

    def chips_in_pots(self) -> int:
        hand = self.hand
        live = 0 if hand is None or hand.result is not None else hand.betting.pot + hand.betting.side_pot
        return live + self.carried_pot

    def hand_records(self, start: int = 0) -> list[HandRecord]:
        return [HandRecord(hand.number, hand.deal, self._extra_deal(hand), tuple(hand.actions))
                for hand in self.hands[start:]]

    def _extra_deal(self, hand: Hand) -> dict[str, Sequence[Card]]:
        """Cards dealt beside the players' hands, by hand-history key (none here)."""
        return {}

    def seat_status(self, seat: int) -> str:
        hand = self.hand
        return "out" if hand is None else hand.betting.status.get(seat, "out")

    def view(self, seat: int | None) -> BragView:
        """What ``seat`` may know now (``None``: what everyone may); see :mod:`bragtui.core.view`."""
        return brag_view(self, seat)

    def visible_cards(self, seat: int) -> frozenset[Card]:
        """Its own hand once looked at (or the one of two blind hands it is peeking at), its own hand
        after a see or cover it conceded, and every card the result shows."""
        hand = self.hand
        if hand is None:
            return frozenset()
        seen = set(result_cards(hand.result))
        own = hand.holdings.get(seat) or hand.folded.get(seat)
        if hand.peeking is not None and hand.peeking[0] == seat:
            seen.update((hand.old[seat] if hand.peeking[1] == "old" else hand.holdings[seat]).cards)
        if own is not None and (seat in hand.looked or self._conceded_by(seat)):
            seen.update(own.cards)
        seen.update(self.public_cards())
        seen.update(self.inspected_cards(seat))
        return frozenset(seen)

    def public_cards(self) -> frozenset[Card]:
        """Cards of this hand every seat may see outside a result: those that have shown on the open
        pack, and a face-up partner hand."""
        hand = self.hand
        if hand is None:
            return frozenset()
        return frozenset((*hand.pack_shown, *(hand.partner[1] if hand.partner is not None else ())))

    def _conceded_by(self, seat: int) -> bool:
        """The hand is over and ``seat`` saw or covered: it may learn what it held, shown or not."""
        result = self.hand.result
        name = self.players[seat]
        return result is not None and (name == result.seer or name in result.coverers)


def _match_jokers(cards: list[Card], available: Sequence[Card]) -> list[Card]:
    """Jokers are written alike ("Jk"): give each one written the next joker in ``available``."""
    if not any(card.is_joker for card in cards):
        return list(cards)
    jokers = [c for c in available if c.is_joker]
    return [jokers.pop(0) if card.is_joker and jokers else card for card in cards]


_REASONS: dict[str, Callable[[BragGame, int], str]] = {
    "look": lambda game, seat: ("you have already looked at your cards" if game.rules.blind
                                else "blind play is off: your cards are already face up to you"),
    "keep": lambda game, seat: "keep follows looking at one of two blind hands",
    "throw": lambda game, seat: "throw follows looking at one of two blind hands",
    "choose": lambda game, seat: "choose is for keeping one of two blind hands before a see or a third deal",
    "discard": lambda game, seat: ("you have nothing to discard" if game.hand.betting.status[seat] == OPEN
                                   else "look at your cards before discarding"),
    "see": lambda game, seat: game.hand.betting.why_not_see(seat) or "you cannot see now",
    "cover": lambda game, seat: game.hand.betting.why_not_cover(seat) or "you cannot cover now",
    "bet": lambda game, seat: game.hand.betting.why_not_bet(seat),
    "borrow": lambda game, seat: game.why_not_borrow(seat),
    "lend-or-show": lambda game, seat: game.why_not_lend_or_show(seat) or "you cannot say lend or show now",
}
"""Why the seat to act may not use each verb, once no step must come first (:meth:`BragGame.why_not`):
made once, as every broadcast asks it of every verb the seat to act may not use."""
