"""The controller for Teen Patti.

Boot, blind and seen chaal with their ranges, looking, packing, the show with two left, the
sideshow with its question to the previous player still in, the pot limit's show and the joker
card. The pack is shuffled every hand, or carried from hand to hand and shuffled after a show
won by a trail. It answers who must act and what they may do; :meth:`TeenPattiGame.apply`
refuses an illegal action with a readable reason and leaves the game unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bragtui.core.actions import Action, Choice, Look
from bragtui.core.cards import Card, parse_cards
from bragtui.core.errors import IllegalAction
from bragtui.core.events import Dealt, Event, Looked, Shuffled
from bragtui.core.game import HandRecord
from bragtui.core.hands import JOKERS_IN_PACK
from bragtui.core.results import HandResult, result_cards
from bragtui.core.rules import Rules
from bragtui.core.table import Table
from bragtui.core.teen_patti.actions import Accept, Chaal, PackHand, Refuse, Show, Sideshow
from bragtui.core.teen_patti.events import (
    BootsIn,
    Chaaled,
    JokerTurned,
    Packed,
    PotLimitReached,
    ShowAsked,
    SideshowAnswered,
    SideshowAsked,
    SideshowLost,
)
from bragtui.core.teen_patti.hand_order import HandOrder, TeenValue
from bragtui.core.teen_patti.view import BLIND, PACKED, SEEN, TeenPattiView, teen_patti_view

_LOOK, _PACK, _SHOW = Choice("look"), Choice("pack"), Choice("show")
_ACCEPT, _REFUSE = Choice("accept"), Choice("refuse")


class TeenHand:
    """The state of the hand being played."""

    def __init__(self, number: int, dealer: int, order: list[int], order_of_hands: HandOrder):
        self.number = number
        self.dealer = dealer
        self.order = order
        """The seats dealt in, clockwise from the dealer's left."""
        self.order_of_hands = order_of_hands
        self.deal: dict[int, tuple[Card, ...]] = {}
        self.status: dict[int, str] = dict.fromkeys(order, BLIND)
        self.looked: set[int] = set()
        self.paid: dict[int, int] = dict.fromkeys(order, 0)
        self.blind_chaals: dict[int, int] = dict.fromkeys(order, 0)
        self.pot = 0
        self.stake = 0
        self.chaals = 0
        self.turn: int | None = None
        """The seat whose turn it is at the table (the asked seat answers a sideshow out of turn)."""
        self.asking: tuple[int, int, int] | None = None
        """A sideshow waiting for its answer: the asker, the asked seat and the chaal paid."""
        self.refused: dict[int, int] = {}
        """A refused asker and the seat that refused, until that seat acts again."""
        self.private: tuple[int, int] | None = None
        """The asker and the asked seat of the sideshow just compared, until the next action."""
        self.joker: Card | None = None
        self.returned: list[int] = []
        """Seats whose cards are back in the pack (packed), in that order."""
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self.result: HandResult | None = None

    def cards_of(self, seat: int) -> tuple[Card, ...]:
        return self.deal[seat]

    @property
    def live(self) -> list[int]:
        """The seats still in the hand, clockwise from the dealer's left."""
        return [seat for seat in self.order if self.status[seat] != PACKED]

    def after(self, seat: int) -> int:
        """The next seat still in, clockwise after ``seat``."""
        at = self.order.index(seat)
        count = len(self.order)
        for step in range(1, count + 1):
            other = self.order[(at + step) % count]
            if self.status[other] != PACKED:
                return other
        return seat

    def before(self, seat: int) -> int:
        """The previous seat still in, anticlockwise from ``seat``."""
        at = self.order.index(seat)
        count = len(self.order)
        for step in range(1, count + 1):
            other = self.order[(at - step) % count]
            if self.status[other] != PACKED:
                return other
        return seat


class TeenPattiGame(Table):
    """A game of Teen Patti among named players, clockwise, for pocket money."""

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        super().__init__(variant, players, rules, dealer=dealer, seed=seed, pack=pack)
        self.shuffle_next = self.given_pack is None
        self._turn_cache: tuple[int | None, tuple[Choice, ...]] | None = None
        self.carried_pot = 0
        """A pot carried into the next deal (from another game's deal, in dealer's choice)."""

    def jokers(self) -> int:
        return JOKERS_IN_PACK.get(self.rules.wild, 0)

    @property
    def game_over(self) -> bool:
        return False

    # --- dealing -------------------------------------------------------------------------------

    def next_dealer(self) -> int:
        """The first dealer, then the next seat clockwise."""
        if self.hand is None:
            return self.first_dealer
        return (self.hand.dealer + 1) % len(self.players)

    def start_hand(self, deal: Mapping[str, Sequence[int] | str] | None = None,
                   centre: Sequence[int] | str | None = None) -> None:
        """Boot, shuffle if due, and deal three cards each; in the joker game turn up the next card.

        ``deal`` (from a hand history) names each player's cards, and ``centre`` the joker card
        (the history's ``joker`` key): they are brought to the top of the pack in dealing order.
        """
        if not self.hand_over:
            raise IllegalAction("the current hand is not over")
        if centre is not None and self.rules.game != "joker":
            raise IllegalAction("a joker card is turned up only in the joker game")
        dealer = self.next_dealer()
        count = len(self.players)
        order = [(dealer + step) % count for step in range(1, count + 1)]
        shuffled = self._shuffle_if_due()
        if deal is not None:
            joker = self._recorded_joker(centre)
            self._move_deal_to_top(order, deal, 3)
            if joker:
                self._put_joker_next(joker, len(order) * 3)
        elif centre is not None:
            raise IllegalAction("a joker card is recorded only beside a deal")
        hands = self.pack.deal_hands(len(order), 3)
        joker_card = self.pack.deal() if self.rules.game == "joker" else None
        hand = TeenHand(self.next_hand_number(), dealer, order, HandOrder.of(self.rules, joker_card))
        hand.joker = joker_card
        hand.deal = dict(zip(order, hands, strict=True))
        hand.stake = self.rules.boot
        for seat in order:
            self.money.pay(seat, self.rules.boot)
        hand.pot = self.rules.boot * len(order) + self.carried_pot
        self.carried_pot = 0
        self._turn_cache = None
        self._keep_hand(hand)
        if shuffled:
            self._emit(Shuffled())
        self._emit(Dealt(hand.number, dealer, tuple(order)))
        self._emit(BootsIn(self.rules.boot, len(order)))
        if joker_card is not None:
            self._emit(JokerTurned(joker_card))
        hand.turn = order[0]

    def _recorded_joker(self, centre: Sequence[int] | str | None) -> list[Card]:
        if centre is None:
            return []
        cards = parse_cards(centre, what="the joker card") if isinstance(centre, str) else list(centre)
        if len(cards) != 1:
            raise IllegalAction("the joker card is one card")
        return [Card(cards[0])]

    def _put_joker_next(self, joker: list[Card], dealt: int) -> None:
        """Put the recorded joker card right under the dealt cards, refusing one already dealt."""
        cards = self.pack.cards
        if joker[0] in cards[:dealt]:
            raise IllegalAction("the joker card is also in a player's deal")
        self.pack.move_to_top([*cards[:dealt], joker[0]])

    def _shuffle_if_due(self) -> bool:
        """Shuffle before the first deal (unless a pack was given), before every deal with
        ``every-hand``, and after a show won by a trail with ``after-trail``."""
        due = self.shuffle_next or (bool(self.hands) and self.rules.shuffle == "every-hand")
        if due:
            self.pack.shuffle()
        self.shuffle_next = False
        return due

    # --- the stake and its ranges ----------------------------------------------------------------

    def chaal_top(self, seen: bool) -> int:
        """The most a chaal may pay now: twice the stake blind, four times seen, cut at ``max_stake``."""
        hand = self.hand
        most = hand.stake * (4 if seen else 2)
        if self.rules.max_stake:
            most = min(most, self.rules.max_stake * self.rules.boot * (2 if seen else 1))
        return most

    def chaal_range(self, seat: int) -> tuple[int, int, int]:
        """The least and most chips ``seat`` may pay for a chaal now, and the step between amounts."""
        seen = self.hand.status[seat] == SEEN
        least = self.hand.stake * (2 if seen else 1)
        return least, self.chaal_top(seen), 2 if seen else 1

    def show_cost(self, seat: int) -> int:
        """A show costs the stake blind, twice the stake seen."""
        return self.hand.stake * (2 if self.hand.status[seat] == SEEN else 1)

    def show_opponent(self, seat: int) -> int | None:
        """The other player of a show: the one other seat still in, with two left."""
        live = self.hand.live
        return next((s for s in live if s != seat), None) if len(live) == 2 else None

    def previous_in(self, seat: int) -> int | None:
        """The seat a sideshow would ask: the previous player still in (none if alone)."""
        other = self.hand.before(seat)
        return other if other != seat else None

    def must_look(self, seat: int) -> bool:
        """``blind_turns`` reached: a blind player must look before any action but pack."""
        hand, limit = self.hand, self.rules.blind_turns
        return bool(limit) and hand.status[seat] == BLIND and hand.blind_chaals[seat] >= limit

    # --- whose turn, and what they may do ---------------------------------------------------

    @property
    def to_act(self) -> int | None:
        hand = self.hand
        if hand is None or hand.result is not None:
            return None
        return hand.asking[1] if hand.asking is not None else hand.turn

    def legal_actions(self, seat: int | None = None) -> tuple[Choice, ...]:
        cached = self._turn_cache
        if cached is None:
            actor = self.to_act
            cached = self._turn_cache = (actor, self._compute_legal(actor) if actor is not None else ())
        return cached[1] if seat is None or seat == cached[0] else ()

    def _compute_legal(self, actor: int) -> tuple[Choice, ...]:
        hand = self.hand
        if hand.asking is not None:
            return (_ACCEPT, _REFUSE)
        if self.must_look(actor):
            return (_LOOK, _PACK)
        choices = [_LOOK] if hand.status[actor] == BLIND else []
        least, most, _ = self.chaal_range(actor)
        choices += [Choice("chaal", least=least, most=most), _PACK]
        if self.why_not_show(actor) is None:
            cost = self.show_cost(actor)
            choices.append(Choice("show", least=cost, most=cost))
        if self.why_not_sideshow(actor) is None:
            # The player asked is the view's (sideshow.to): the verb takes an amount, not a name.
            choices.append(Choice("sideshow", least=least, most=most))
        return tuple(choices)

    def why_not_show(self, seat: int) -> str | None:
        """Why ``seat`` may not ask for a show at its turn now, or ``None`` if it may."""
        hand = self.hand
        other = self.show_opponent(seat)
        if other is None:
            return "a show is only for the last two players in the hand"
        if not hand.chaals:
            return "a show needs at least one chaal this hand"
        if self.must_look(seat):
            return self._look_first(seat)
        if hand.status[seat] == SEEN and hand.status[other] == BLIND:
            return "a seen player may not ask a blind player for a show"
        return None

    def why_not_sideshow(self, seat: int) -> str | None:
        """Why ``seat`` may not ask for a sideshow at its turn now, or ``None`` if it may."""
        hand = self.hand
        if not self.rules.sideshow:
            return "sideshows are off under these rules"
        if len(hand.live) < 3:
            return "a sideshow needs three or more players in the hand; with two, ask for a show"
        if hand.status[seat] != SEEN:
            return "only a seen player may ask for a sideshow: look first"
        asked = hand.before(seat)
        if hand.status[asked] != SEEN:
            return f"{self.players[asked]}, the previous player still in, is blind: no sideshow"
        if hand.refused.get(seat) == asked:
            return f"{self.players[asked]} refused your sideshow and has not acted since"
        return None

    def _look_first(self, seat: int) -> str:
        turns = self.rules.blind_turns
        return f"after {turns} blind chaal{'s' if turns != 1 else ''} you must look (or pack)"

    def why_not(self, seat: int, verb: str) -> str:
        hand = self.hand
        if hand.asking is not None:
            return f"first accept or refuse {self.players[hand.asking[0]]}'s sideshow"
        if verb in ("accept", "refuse"):
            return "no sideshow is waiting for your answer"
        if verb == "look":
            return "you have already looked at your cards"
        if verb == "show":
            return self.why_not_show(seat) or "you cannot ask for a show now"
        if verb == "sideshow":
            return self.why_not_sideshow(seat) or "you cannot ask for a sideshow now"
        if self.must_look(seat):
            return self._look_first(seat)
        return super().why_not(seat, verb)

    # --- applying actions --------------------------------------------------------------------

    def _check_phase(self, action: Action) -> None:
        hand = self.hand
        if hand.asking is not None and action.verb not in ("accept", "refuse"):
            raise IllegalAction(f"first accept or refuse {self.players[hand.asking[0]]}'s sideshow")
        if hand.asking is None and action.verb in ("accept", "refuse"):
            raise IllegalAction("no sideshow is waiting for your answer")
        if action.verb not in ("look", "pack") and hand.asking is None and self.must_look(action.seat):
            raise IllegalAction(self._look_first(action.seat))

    def _after_action(self, action: Action) -> None:
        """Record the action. The sideshow's private moment lasts until the next action, and a seat
        that acts (but by refusing) lets the askers it refused ask it again."""
        hand = self.hand
        self._turn_cache = None
        hand.actions.append(action)
        if action.verb != "accept":
            hand.private = None
        if action.verb != "refuse" and action.seat in hand.refused.values():
            hand.refused = {asker: asked for asker, asked in hand.refused.items() if asked != action.seat}

    def _do_look(self, action: Look) -> None:
        hand, seat = self.hand, action.seat
        if action.which is not None:
            raise IllegalAction("look takes nothing after it")
        if hand.status[seat] != BLIND:
            raise IllegalAction("you have already looked at your cards")
        hand.status[seat] = SEEN
        hand.looked.add(seat)
        self._emit(Looked(seat))

    def _pay_chaal(self, seat: int, amount: int) -> None:
        """Check and pay a chaal of ``amount``, and set the stake from it."""
        hand = self.hand
        least, most, step = self.chaal_range(seat)
        blind = hand.status[seat] == BLIND
        if not least <= amount <= most or amount % step:
            kind = "a blind chaal is any whole number" if blind else "a seen chaal is an even number"
            raise IllegalAction(f"{kind} from {least} to {most} now, not {amount}")
        self._put_in(seat, amount)
        hand.stake = amount if blind else amount // 2
        hand.chaals += 1
        if blind:
            hand.blind_chaals[seat] += 1

    def _put_in(self, seat: int, amount: int) -> None:
        hand = self.hand
        self.money.pay(seat, amount)
        hand.paid[seat] += amount
        hand.pot += amount

    def _pot_limit_reached(self) -> bool:
        """After a chaal: once the pot reaches the limit every hand still in is shown."""
        hand, limit = self.hand, self.rules.pot_limit
        if not limit or hand.pot < limit:
            return False
        self._emit(PotLimitReached(hand.pot, limit))
        self._settle_show(hand.live, "pot-limit", asker=None)
        return True

    def _do_chaal(self, action: Chaal) -> None:
        hand, seat = self.hand, action.seat
        blind = hand.status[seat] == BLIND
        self._pay_chaal(seat, action.amount)
        self._emit(Chaaled(seat, action.amount, blind, hand.stake))
        if not self._pot_limit_reached():
            hand.turn = hand.after(seat)

    def _do_pack(self, action: PackHand) -> None:
        hand, seat = self.hand, action.seat
        self._pack(seat)
        self._emit(Packed(seat))
        live = hand.live
        if len(live) == 1:
            winner = live[0]
            self.money.receive(winner, hand.pot)
            self._finish(HandResult(hand.number, self.players[hand.dealer], "fold", self.players[winner],
                                    hand.pot))
        else:
            hand.turn = hand.after(seat)

    def _pack(self, seat: int) -> None:
        """``seat`` packs: its cards go to the bottom of the pack, in the order packed."""
        hand = self.hand
        hand.status[seat] = PACKED
        hand.returned.append(seat)
        self.pack.put_bottom(hand.deal[seat])

    def _do_show(self, action: Show) -> None:
        hand, seat = self.hand, action.seat
        reason = self.why_not_show(seat)
        if reason is not None:
            raise IllegalAction(reason)
        other = self.show_opponent(seat)
        assert other is not None
        cost = self.show_cost(seat)
        self._put_in(seat, cost)
        self._emit(ShowAsked(seat, other, cost, hand.status[seat] == BLIND))
        self._settle_show([seat, other], "show", asker=seat)

    def _do_sideshow(self, action: Sideshow) -> None:
        hand, seat = self.hand, action.seat
        reason = self.why_not_sideshow(seat)
        if reason is not None:
            raise IllegalAction(reason)
        asked = hand.before(seat)
        self._pay_chaal(seat, action.amount)
        self._emit(SideshowAsked(seat, asked, action.amount, hand.stake))
        if not self._pot_limit_reached():
            hand.asking = (seat, asked, action.amount)

    def _do_accept(self, action: Accept) -> None:
        hand = self.hand
        assert hand.asking is not None
        asker, asked, _ = hand.asking
        hand.asking = None
        self._emit(SideshowAnswered(asked, asker, True))
        loser = asked if self.value_of(asker).score > self.value_of(asked).score else asker
        hand.private = (asker, asked)
        self._pack(loser)
        self._emit(SideshowLost(loser))
        hand.turn = hand.after(asker)

    def _do_refuse(self, action: Refuse) -> None:
        hand = self.hand
        assert hand.asking is not None
        asker, asked, _ = hand.asking
        hand.asking = None
        hand.refused[asker] = asked
        self._emit(SideshowAnswered(asked, asker, False))
        hand.turn = hand.after(asker)

    # --- settling ------------------------------------------------------------------------------

    def value_of(self, seat: int) -> TeenValue:
        """The value of a seat's hand in this game's order."""
        return self.hand.order_of_hands.value(self.hand.deal[seat])

    def _settle_show(self, seats: list[int], end: str, asker: int | None) -> None:
        """Show the hands of ``seats``; the best wins the pot. Equal best: at a show the asker loses
        (or, with ``show_tie = "split"``, they share); at the pot limit's show they share. Shared
        pots give their odd chips to the first clockwise from the dealer's left."""
        hand, names = self.hand, self.players
        winners = self._best_of(seats, asker)
        share, odd = divmod(hand.pot, len(winners))
        for index, seat in enumerate(winners):
            self.money.receive(seat, share + (1 if index < odd else 0))
        shown = {names[seat]: (hand.deal[seat],) for seat in hand.order if seat in seats}
        trail = hand.order_of_hands.is_trail(self.value_of(winners[0]))
        alone = len(winners) == 1
        self._finish(HandResult(hand.number, names[hand.dealer], end, names[winners[0]] if alone else None,
                                hand.pot, shown, prial_won=trail,
                                winners=() if alone else tuple(names[s] for s in winners)))

    def _best_of(self, seats: list[int], asker: int | None) -> list[int]:
        """The seats with the best hand of ``seats``, clockwise from the dealer's left; at a show
        with equal hands the asker loses unless ``show_tie`` splits."""
        hand = self.hand
        scores = {seat: self.value_of(seat).score for seat in seats}
        best = max(scores.values())
        winners = [seat for seat in hand.order if seat in scores and scores[seat] == best]
        if len(winners) > 1 and asker is not None and self.rules.show_tie == "asker-loses":
            winners = [seat for seat in winners if seat != asker]
        return winners

    def _finish(self, result: HandResult) -> None:
        """The hands still out go to the bottom of the pack clockwise from the dealer's left, the
        joker card last; a show won by a trail calls for a shuffle with ``after-trail``."""
        hand = self.hand
        for seat in hand.order:
            if seat not in hand.returned:
                hand.returned.append(seat)
                self.pack.put_bottom(hand.deal[seat])
        if hand.joker is not None:
            self.pack.put_bottom((hand.joker,))
        if result.prial_won and self.rules.shuffle == "after-trail":
            self.shuffle_next = True
        self._end_hand(hand, result)

    # --- what is on the table ------------------------------------------------------------------

    def card_groups(self) -> list[Sequence[Card]]:
        hand = self.hand
        if hand is None or hand.result is not None:
            return []
        groups: list[Sequence[Card]] = [hand.deal[seat] for seat in hand.order if seat not in hand.returned]
        if hand.joker is not None:
            groups.append((hand.joker,))
        return groups

    def chips_in_pots(self) -> int:
        hand = self.hand
        return (hand.pot if hand is not None and hand.result is None else 0) + self.carried_pot

    def hand_records(self, start: int = 0) -> list[HandRecord]:
        return [HandRecord(hand.number, hand.deal, {"joker": (hand.joker,)} if hand.joker is not None else {},
                           tuple(hand.actions)) for hand in self.hands[start:]]

    def seat_status(self, seat: int) -> str:
        hand = self.hand
        return hand.status[seat] if hand is not None and seat in hand.status else "out"

    def view(self, seat: int | None) -> TeenPattiView:
        """What ``seat`` may know now (``None``: what everyone may); see :mod:`.view`."""
        return teen_patti_view(self, seat)

    def visible_cards(self, seat: int) -> frozenset[Card]:
        """Its own hand once looked at, the other hand of a sideshow it just took part in, the joker
        card, and every hand the result shows."""
        hand = self.hand
        if hand is None:
            return frozenset()
        seen = set(result_cards(hand.result))
        if hand.joker is not None:
            seen.add(hand.joker)
        if seat in hand.looked:
            seen.update(hand.deal[seat])
        if hand.private is not None and seat in hand.private:
            seen.update(hand.deal[hand.private[0] if seat == hand.private[1] else hand.private[1]])
        return frozenset(seen)
