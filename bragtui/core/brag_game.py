"""The controller for Three, Four and Five Card Brag.

It deals from a pack carried between hands, runs the betting through
:class:`~bragtui.core.betting.Betting`, handles looking, discarding, retained
blind hands and the see, and settles the pots. It answers who must act and
what they may do; :meth:`BragGame.apply` refuses an illegal action with a
readable reason and leaves the game unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from bragtui.core import ranking
from bragtui.core.actions import Action, acting_seat
from bragtui.core.betting import BLIND, OPEN, Betting
from bragtui.core.cards import CARDS, Card, cards_text, parse_cards
from bragtui.core.errors import CardError, IllegalAction
from bragtui.core.hands import JOKERS_IN_PACK, WILD_OPTIONS, HandValue, evaluate
from bragtui.core.rules import Rules
from bragtui.core.table import Table
from bragtui.core.view import brag_view

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


class Choice(NamedTuple):
    """One kind of action open to the player who must act, with its limits."""

    verb: str
    least: int | None = None
    most: int | None = None
    cards: int | None = None
    """For ``discard``: how many cards to discard."""
    options: tuple[str, ...] = ()
    """For ``look`` with two blind hands and ``choose``: ``old`` and ``new``."""


_FOLD, _LOOK, _KEEP, _THROW = Choice("fold"), Choice("look"), Choice("keep"), Choice("throw")
_LOOK_EITHER = Choice("look", options=("old", "new"))
_CHOOSE = Choice("choose", options=("old", "new"))


class HandResult(NamedTuple):
    """How a hand ended, with only what the rules expose."""

    number: int
    dealer: str
    end: str
    """``see`` (hands compared), ``fold`` (one player left), ``carried`` or ``showdown``."""
    winner: str | None
    pot: int
    shown: dict[str, str]
    side_pot: dict[str, object] | None = None
    """After a cover: ``{"winner": name, "amount": n}`` for the bets the coverer could not win."""
    prial_won: bool = False
    life_lost: str | None = None
    """Bastard Brag for lives: who lost a life at the showdown."""
    suit_decided: bool = False
    """Bastard Brag for lives: the lowest hand was found by the suit tie-break."""
    points: dict[str, int] | None = None
    """Crash: the points each player scored in this hand."""

    def as_dict(self) -> dict[str, object]:
        data: dict[str, object] = {"number": self.number, "dealer": self.dealer, "end": self.end,
                                   "winner": self.winner, "pot": self.pot, "shown": dict(self.shown)}
        if self.side_pot is not None:
            data["side_pot"] = dict(self.side_pot)
        if self.life_lost is not None:
            data["life_lost"] = self.life_lost
        if self.points is not None:
            data["points"] = dict(self.points)
        return data


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
        self.betting: Betting
        self.deal: dict[int, tuple[Card, ...]] = {}
        self.actions: list[Action] = []
        self.public_log: list[str] = []
        self.folded: dict[int, Holding] = {}
        """Hands of seats that folded: the cards are back in the pack; kept for the folder's own view."""
        self.returned: set[int] = set()
        self.looked: set[int] = set()
        """Seats that know their cards (everyone at once when blind play is off)."""
        self.result: HandResult | None = None


class BragGame(Table):
    """A game of Three, Four or Five Card Brag among named players, clockwise."""

    VARIANTS: tuple[str, ...] = tuple(CARDS_DEALT)
    HANDLERS: dict[str, object] = {}
    """Action verbs and their handlers; filled in below the class, extended by subclasses."""

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        super().__init__(variant, players, rules, dealer=dealer, seed=seed, pack=pack)
        self.cards_each = CARDS_DEALT.get(variant, 3)
        self.wild = WILD_OPTIONS[self.rules.wild]
        self.to_act: int | None = None
        """The seat that must act now, or ``None`` between hands."""
        self._turn: tuple[int | None, tuple[Choice, ...]] | None = None
        """The seat to act and its legal actions, kept until the game changes."""
        self.results: list[HandResult] = []
        self.carried_pot = 0
        self.retained: tuple[int, tuple[Card, ...]] | None = None
        self.shuffle_next = self.given_pack is None

    # --- the table ---------------------------------------------------------------------------

    def seated(self) -> list[int]:
        """Seats that can play the next hand (with table stakes, those who can pay the ante)."""
        if not self.money.stacks:
            return list(range(len(self.players)))
        return [s for s in range(len(self.players))
                if (self.money.available(s) or 0) >= max(1, self.rules.ante)]

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

    # --- dealing -------------------------------------------------------------------------------

    def start_hand(self, deal: Mapping[str, Sequence[int] | str] | None = None) -> Hand:
        """Ante, shuffle if the rules say so, and deal the next hand.

        ``deal`` (from a hand history) names each player's cards; they are brought
        to the top of the pack in dealing order and then dealt as usual.
        """
        if not self.hand_over:
            raise IllegalAction("the current hand is not over")
        seated = self.seated()
        if len(seated) < 2:
            raise IllegalAction("the game is over: fewer than two players can pay the ante")
        dealer, order = self._deal_order(seated)
        hand = Hand(self.next_hand_number(), dealer, order)
        if self.retained is not None and self.retained[0] not in seated:
            # A player who kept a blind hand but cannot pay the ante gives it up.
            self.pack.put_bottom(self.retained[1])
            self.retained = None
        if self._shuffle_due():
            self.pack.shuffle()
        self.shuffle_next = False
        if deal is not None:
            self._arrange_deal(order, deal)
        for seat, cards in zip(order, self.pack.deal_hands(len(order), self.cards_each)):
            hand.deal[seat] = cards
            hand.holdings[seat] = Holding(cards)
        statuses = dict.fromkeys(order, BLIND if self.rules.blind else OPEN)
        if not self.rules.blind:
            hand.looked.update(order)
        if self.retained is not None:
            seat, cards = self.retained
            hand.old[seat] = Holding(cards)
            statuses[seat] = BLIND
            hand.looked.discard(seat)
            self.retained = None
        pot = self.carried_pot
        self.carried_pot = 0
        for seat in order:
            self.money.pay(seat, self.rules.ante)
            pot += self.rules.ante
        hand.betting = Betting(self.rules, self.money, order, statuses, pot)
        self._turn = None
        self._keep_hand(hand)
        self.to_act = self._find_actor()
        return hand

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
            held = parse_cards(given, what=f"{name}'s deal") if isinstance(given, str) else [CARDS[c] for c in given]
            if len(held) != self.cards_each:
                raise IllegalAction(f"{name} is dealt {len(held)} cards; {self.variant} deals {self.cards_each}")
            cards[seat] = held
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
        if len(set(sequence)) != len(sequence):
            raise IllegalAction("the deal gives the same card twice")
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
        return hand.betting.turn

    def must_discard(self, seat: int) -> int:
        """How many cards an open player must still discard (0 when down to three)."""
        hand = self.hand
        if self.cards_each == 3 or hand is None or hand.betting.status.get(seat) != OPEN:
            return 0
        return max(0, len(hand.holdings[seat].kept) - 3)

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
        betting = hand.betting
        choices: list[Choice] = []
        if betting.status[actor] == BLIND:
            choices.append(_LOOK_EITHER if actor in hand.old else _LOOK)
        elif self.cards_each != 3:
            discard = self.must_discard(actor)
            if discard:
                return [Choice("discard", cards=discard), _FOLD]
        least, most, affordable = betting.bet_range(actor)
        if affordable:
            choices.append(tuple.__new__(Choice, ("bet", least, most, None, ())))  # positionally: asked every turn
        choices.append(_FOLD)
        if len(betting.live) == 2 and betting.why_not_see(actor) is None:
            cost = betting.see_cost(actor)
            choices.append(tuple.__new__(Choice, ("see", cost, cost, None, ())))
        if self.money.stacks and betting.why_not_cover(actor) is None:
            chips = self.money.available(actor) or 0
            choices.append(tuple.__new__(Choice, ("cover", chips, chips, None, ())))
        return choices

    # --- applying actions --------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Validate and apply one action; an illegal one raises :class:`IllegalAction` and changes nothing."""
        seat = self._seat_by_name.get(action[0])
        if seat is None or seat != self.to_act:
            seat = acting_seat(self, action)  # refuses it with the reason
        hand = self.hand
        assert hand is not None
        handler = self.HANDLERS.get(action[1])  # the verb
        if handler is None:
            raise IllegalAction(f"unknown action {action.verb!r}; expected one of " + ", ".join(sorted(self.HANDLERS)))
        if hand.choosing is not None and action.verb != "choose":
            raise IllegalAction("first keep one of your two blind hands unseen: choose old or choose new")
        if hand.peeking is not None and action.verb not in ("keep", "throw"):
            raise IllegalAction("first keep or throw the hand you looked at")
        self._turn = None
        public = handler(self, hand, seat, action)  # type: ignore[operator]
        hand.actions.append(action)
        hand.public_log.append(public)
        if hand.betting.ending is not None:
            self._settle_if_over(hand)
        self.to_act = self._find_actor()

    def _no_args(self, action: Action) -> None:
        if action.args:
            raise IllegalAction(f"{action.verb} takes nothing after it")

    def _old_or_new(self, action: Action) -> str:
        if len(action.args) != 1 or action.args[0] not in ("old", "new"):
            raise IllegalAction(f"say which hand: \"{action.player} {action.verb} old\" or \"... new\"")
        return action.args[0]

    def _discard_first(self, seat: int) -> None:
        """Bets, sees and covers wait until an open player has discarded down to three."""
        if self.cards_each != 3 and self.must_discard(seat):
            raise IllegalAction(f"discard {self.must_discard(seat)} card(s) first, down to three")

    def _do_look(self, hand: Hand, seat: int, action: Action) -> str:
        name = action.player
        if hand.betting.status[seat] != BLIND:
            raise IllegalAction("you have already looked at your cards" if self.rules.blind
                                else "blind play is off: your cards are already face up to you")
        if seat in hand.old:
            which = self._old_or_new(action)
            hand.peeking = (seat, which)
            return f"{name} looks at the {which} hand"
        self._no_args(action)
        hand.betting.look(seat)
        hand.looked.add(seat)
        return f"{name} looks"

    def _do_keep(self, hand: Hand, seat: int, action: Action) -> str:
        self._no_args(action)
        if hand.peeking is None:
            raise IllegalAction("keep follows looking at one of two blind hands")
        which = hand.peeking[1]
        other = hand.old[seat] if which == "new" else hand.holdings[seat]
        hand.holdings[seat] = hand.old[seat] if which == "old" else hand.holdings[seat]
        del hand.old[seat]
        self.pack.put_bottom(other.cards)
        hand.peeking = None
        hand.betting.look(seat)
        hand.looked.add(seat)
        return f"{action.player} keeps the {which} hand and folds the other unseen"

    def _do_throw(self, hand: Hand, seat: int, action: Action) -> str:
        self._no_args(action)
        if hand.peeking is None:
            raise IllegalAction("throw follows looking at one of two blind hands")
        which = hand.peeking[1]
        thrown = hand.old[seat] if which == "old" else hand.holdings[seat]
        if which == "new":
            hand.holdings[seat] = hand.old[seat]
        del hand.old[seat]
        self.pack.put_bottom(thrown.cards)
        hand.peeking = None
        return f"{action.player} folds the {which} hand and stays blind with the other"

    def _do_choose(self, hand: Hand, seat: int, action: Action) -> str:
        if hand.choosing != seat:
            raise IllegalAction("choose is for keeping one of two blind hands before a see or a third deal")
        which = self._old_or_new(action)
        other = hand.holdings[seat] if which == "old" else hand.old[seat]
        if which == "old":
            hand.holdings[seat] = hand.old[seat]
        del hand.old[seat]
        self.pack.put_bottom(other.cards)
        hand.choosing = None
        return f"{action.player} keeps the {which} hand unseen"

    def _do_discard(self, hand: Hand, seat: int, action: Action) -> str:
        needed = self.must_discard(seat)
        if not needed:
            raise IllegalAction("you have nothing to discard" if hand.betting.status[seat] == OPEN
                                else "look at your cards before discarding")
        try:
            cards = parse_cards(action.args, what="the discard")
        except CardError as error:
            raise IllegalAction(str(error)) from None
        if len(cards) != needed:
            raise IllegalAction(f"discard exactly {needed} card{'s' if needed > 1 else ''}")
        kept = hand.holdings[seat].kept
        cards = _match_jokers(cards, kept)
        for card in cards:
            if card not in kept:
                raise IllegalAction(f"you do not hold {card}")
        holding = hand.holdings[seat]
        hand.holdings[seat] = holding._replace(discarded=holding.discarded + tuple(cards))
        return f"{action.player} discards {needed} card{'s' if needed > 1 else ''}"

    def _do_bet(self, hand: Hand, seat: int, action: Action) -> str:
        self._discard_first(seat)
        amount = action.amount()
        betting = hand.betting
        blind = betting.status[seat] == BLIND
        betting.bet(seat, amount)
        return f"{action.player} bets {amount}{' blind' if blind else ''}"

    def _do_fold(self, hand: Hand, seat: int, action: Action) -> str:
        self._no_args(action)
        hand.betting.fold(seat)
        if seat in hand.old:
            self.pack.put_bottom(hand.old.pop(seat).cards)
        self.pack.put_bottom(hand.holdings[seat].cards)
        hand.folded[seat] = hand.holdings.pop(seat)
        hand.returned.add(seat)
        return f"{action.player} folds"

    def _do_see(self, hand: Hand, seat: int, action: Action) -> str:
        self._discard_first(seat)
        if action.args:
            expected = hand.betting.see_cost(seat)
            if action.amount() != expected:
                raise IllegalAction(f"seeing costs {expected}, not {action.amount()}")
        blind = hand.betting.status[seat] == BLIND
        cost = hand.betting.see(seat)
        ending = hand.betting.ending
        assert ending is not None and ending.seen is not None
        return (f"{action.player} pays {cost}{' blind' if blind else ''} to see "
                f"{self.players[ending.seen]}")

    def _do_cover(self, hand: Hand, seat: int, action: Action) -> str:
        self._discard_first(seat)
        self._no_args(action)
        chips = hand.betting.cover(seat)
        return f"{action.player} covers the pot with their last {chips} chips"

    # --- settling ------------------------------------------------------------------------------

    def value_of(self, seat: int) -> HandValue:
        """The value of a seat's hand: the three kept by an open player, the best three of a blind one."""
        hand = self.hand
        assert hand is not None
        holding = hand.holdings[seat]
        if hand.betting.status[seat] == BLIND or len(holding.cards) == 3:
            return evaluate(holding.cards, self.wild)
        kept = evaluate(holding.kept, self.wild)
        discards = tuple(sorted((c.rank for c in holding.discarded), reverse=True))
        return HandValue(kept.strength, kept.wilds, discards, kept.best)

    def _shown_cards(self, seat: int) -> str:
        hand = self.hand
        assert hand is not None
        holding = hand.holdings[seat]
        return cards_text(holding.kept if hand.betting.status[seat] == OPEN else holding.cards)

    def _settle_if_over(self, hand: Hand) -> None:
        ending = hand.betting.ending
        if ending is None or hand.choosing is not None or hand.result is not None:
            return
        betting = hand.betting
        dealer = self.players[hand.dealer]
        if ending.kind != "fold":
            # Everyone whose hand is compared keeps one of two blind hands, unseen, first.
            for seat in (ending.seen, ending.seer, ending.winner, ending.coverer):
                if seat is not None and seat in hand.old:
                    hand.choosing = seat
                    return
        if ending.kind == "fold":
            winner = ending.winner
            assert winner is not None
            if betting.status[winner] == BLIND and self.rules.blind_alone == "carry":
                if winner in hand.old:
                    hand.choosing = winner
                    return
                self.carried_pot = betting.pot
                self.retained = (winner, hand.holdings[winner].cards)
                hand.returned.add(winner)
                self._finish(hand, HandResult(hand.number, dealer, "carried", None, betting.pot, {}))
                return
            self.money.receive(winner, betting.pot)
            self._finish(hand, HandResult(hand.number, dealer, "fold", self.players[winner], betting.pot, {}))
            return
        shown: dict[str, str] = {}
        if ending.kind == "see":
            seer, seen = ending.seer, ending.seen
            assert seer is not None and seen is not None
            shown[self.players[seen]] = self._shown_cards(seen)
            winner = seer if self.value_of(seer).score > self.value_of(seen).score else seen
            if winner == seer:
                shown[self.players[seer]] = self._shown_cards(seer)
        else:
            winner = ending.winner
            assert winner is not None
            shown[self.players[winner]] = self._shown_cards(winner)
        side_pot = None
        main_winner = winner
        if ending.coverer is not None:
            coverer = ending.coverer
            self.money.receive(winner, betting.side_pot)
            side_pot = {"winner": self.players[winner], "amount": betting.side_pot}
            # The covering hand takes the old pot only if strictly better; it is shown only then.
            shown.setdefault(self.players[winner], self._shown_cards(winner))
            if self.value_of(coverer).score > self.value_of(winner).score:
                main_winner = coverer
                shown[self.players[coverer]] = self._shown_cards(coverer)
        self.money.receive(main_winner, betting.pot)
        prial = ranking.hand_type(self.value_of(main_winner).strength) == ranking.PRIAL
        total = betting.pot + betting.side_pot
        self._finish(hand, HandResult(hand.number, dealer, "see", self.players[main_winner], total, shown,
                                      side_pot, prial_won=prial))

    def _finish(self, hand: Hand, result: HandResult) -> None:
        """Return the hands still out to the bottom of the pack, clockwise from the dealer's left."""
        for seat in hand.order:
            if seat not in hand.returned:
                if seat in hand.old:
                    self.pack.put_bottom(hand.old.pop(seat).cards)
                self.pack.put_bottom(hand.holdings[seat].cards)
                hand.returned.add(seat)
        self._return_other_cards(hand)
        if result.prial_won and self.rules.shuffle == "after-prial":
            self.shuffle_next = True
        hand.result = result
        self._keep_result(result)

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

    def card_layout(self) -> tuple:
        """Where the cards off the pack are: the holdings themselves and the retained hand. All are
        immutable, so comparing with a layout kept earlier takes a few identity checks."""
        hand = self.hand
        if hand is None or hand.result is not None:
            return (self.retained,)
        return (tuple(hand.holdings.values()), tuple(hand.old.values()) if hand.old else (), self.retained)

    def chips_in_pots(self) -> int:
        hand = self.hand
        live = 0 if hand is None or hand.result is not None else hand.betting.pot + hand.betting.side_pot
        return live + self.carried_pot

    def view(self, seat: int):
        """What ``seat`` may know now; see :mod:`bragtui.core.view`."""
        return self.table_view(seat)

    def table_view(self, seat: int):
        """The betting table as ``seat`` may see it (the money game of Bastard Brag uses it too)."""
        return brag_view(self, seat)


def _match_jokers(cards: list[Card], available: Sequence[Card]) -> list[Card]:
    """Jokers are written alike ("Jk"): give each one written the next joker in ``available``."""
    if not cards or max(cards) < 52:  # no joker written (jokers are numbered 52 and 53)
        return list(cards)
    jokers = [c for c in available if c.is_joker]
    matched = []
    for card in cards:
        if card.is_joker and jokers:
            card = jokers.pop(0)
        matched.append(card)
    return matched


BETTING_HANDLERS = {"bet": BragGame._do_bet, "fold": BragGame._do_fold, "see": BragGame._do_see,
                    "cover": BragGame._do_cover}
"""The betting verbs every betting variant shares."""

BragGame.HANDLERS = {
    "look": BragGame._do_look, "keep": BragGame._do_keep, "throw": BragGame._do_throw,
    "choose": BragGame._do_choose, "discard": BragGame._do_discard, **BETTING_HANDLERS,
}
