"""A joined seat's review, worked out from the views it kept alone (:mod:`bragtui.core.kept`).

The review of a full record (:mod:`bragtui.players.review`) walks the game
from its deal and actions. A seat joined to another's table has neither: only
its own views. So each hand is rebuilt from them. The game is started afresh
with the table's players, rules and first dealer; for each hand, a deal is
made with the seat's own cards where it saw them, every hand the rules showed
(a showdown's, a sideshow's) where it was shown, and every other card dealt
at random from the cards the seat never saw. Where the hand's actions take cards
from the pack (Draw Brag's draw), the pack is stacked after the deal
(:meth:`~bragtui.core.game.Game.stack_pack`) so that each seat draws, in turn,
the cards the seat saw it draw (its own, a hand shown at the end) or others from
the unseen ones. The hand's public actions are
then found again one by one: at each turn, of the actions open to that seat on
this deal, the one whose line in the table's log is the next line of the log
the seat was sent. The deal is kept only if the seat's view at each of its
turns, and at the hand's end, is exactly the view it was sent (so the count
going into the next hand is right too); else another deal is tried, up to
:data:`DEALS`. Each of the seat's turns then becomes a
:class:`~bragtui.players.review.Turn` judged as any other: ``hard``'s choice
from the seat's own view, both played out on seeded deals of every card the
seat could not see (the random deal above is dealt again each time; another
seat's discard of cards the seat never saw, which the search found for cards
picked at random, is made afresh on each deal, so which they were counts for
nothing: :func:`~bragtui.players.review.unseen_by`).

Bastard Brag's exchanges move cards the seat never saw into places it later
sees (a face-down centre card taken, a swap of three): no deal made up front
gives those views but by chance. There the actions are first found up to a
relabelling of the cards (:mod:`bragtui.players.relabel`): each view and log
line need only match the kept one card for card, which says which card must
have been dealt to each place (at the hand's end, where the seat sees no turn of
its own, its cards and the centre as it last saw them: a hand given whole lies
there in the order its player held it, which only the line of actions settles);
the hand is then dealt again so relabelled, and found and checked view for view
as above. A blind hand kept from the last deal
into this one (Three, Four and Five Card Brag) was never seen where it was
dealt: it is given, before this deal (:meth:`~bragtui.core.game.Game.hold_over`),
the cards the seat saw of it here and others it never saw. Whether a hand the
seat saw of that player's (its own looked at or shown it, one shown) is the kept one or the
new one, the views say only in the log's words: deals are tried each way in
turn, the check view for view keeping the right one. Under dealer's choice each hand's
game is read from its views and chosen before its deal, as a hand history
names it; the seat's own picks of the next game are no actions of a hand.

A hand that no deal tried rebuilds (one whose actions the bounded search did
not find again, a dealer's choice deal with the dealer's own settings, a
record that starts after the first hand) ends the review there: its decisions
and the later ones are left out, as their positions are unknown.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import combinations, islice

from bragtui.core.actions import COUNTED_LIMITS, Choice, action_text, parse_action
from bragtui.core.cards import Card, cards_text
from bragtui.core.draw.view import DrawSeat
from bragtui.core.errors import BragError
from bragtui.core.factory import new_game
from bragtui.core.game import Game, HandRecord
from bragtui.core.history import choose_game, hand_entry, recorded_extra
from bragtui.core.kept import KeptHand, SeatRecord
from bragtui.core.results import Groups, groups_text, result_cards, shown_cards
from bragtui.core.variants import get_variant
from bragtui.core.view import View
from bragtui.core.wire import to_wire
from bragtui.players.coach import move_words
from bragtui.players.player import ComputerPlayer
from bragtui.players.relabel import CARD, completed, matched, relabel_text
from bragtui.players.review import CONTINUE, MAX_ACTIONS, PLAYOUTS, Frozen, Review, Turn, judge_each, reviewed, twin

DEALS = 60
"""Deals of the unseen cards tried at most to rebuild one hand."""
TRIALS = 2000
"""Actions tried at most on one deal while finding a hand's actions again."""
HAND_TRIALS = 6000
"""Actions tried at most over every deal of one hand: a hand that cannot be rebuilt costs little."""
MOST_CANDIDATES = 200
"""Amounts (or sets of cards) tried at most for one kind of action when finding an action again."""
SEED = 0
"""The seed of the rebuilt game: a joined seat is never told the host's, and the review's play-outs
need one to be repeatable."""


def relabelled_game(variant: str) -> bool:
    """Whether the game's deals are found by relabelling: its exchanges move cards the seat never saw."""
    return get_variant(variant).spec.unseen_exchanges


@dataclass(frozen=True)
class Rebuilt:
    """A hand rebuilt: the game once it is over, and the seat's turns in it."""

    after: Game
    turns: list[Turn]


def first_dealer(view: View) -> int:
    """The dealer's seat in a view (its seat rows mark it)."""
    marked = [seat for seat, row in enumerate(view.seats) if row.dealer]
    return marked[0] if marked else (view.dealer or 0)


def dealt_views(hand: KeptHand) -> list[View]:
    """The hand's views of its deal, in turn: dealer's choice's views of the pick (of the next
    deal's game, kept with this hand) left out."""
    return [view for view in (*hand.turns, hand.last) if not view.between_deals]


def plain(hand: KeptHand) -> KeptHand:
    """The hand with the seat's turns to pick the next deal's game (dealer's choice) left out: they
    are no actions of this hand."""
    return KeptHand(hand.number, hand.last, [view for view in hand.turns if not view.between_deals])


def fresh_game(record: SeatRecord) -> Game:
    """The game as it stood before its first deal, as far as the seat knows it."""
    views = dealt_views(record.hands[0]) if record.hands else []
    dealer = first_dealer(views[0]) if views else 0
    game = new_game(record.variant, record.players, record.rules, seed=SEED, dealer=dealer)
    game.computer_seats = dict(record.computer)
    return game


def kept_turns(record: SeatRecord) -> Iterator[Turn]:
    """Every turn of the seat that its kept views rebuild, hand by hand from the first."""
    if not record.hands or record.hands[0].number != 1:
        return
    walk = fresh_game(record)
    for number, hand in enumerate(record.hands, start=1):
        later = seen_in(record.hands[number]) if number < len(record.hands) else frozenset()
        rebuilt = rebuild_hand(walk, record, hand, later) if hand.number == number else None
        if rebuilt is None:
            return
        yield from rebuilt.turns
        walk = rebuilt.after


def seen_in(hand: KeptHand) -> frozenset[Card]:
    """Every card the seat saw in a hand's views: its own, the centre's, those shown."""
    return frozenset(card for view in (*hand.turns, hand.last) for card in _cards_in(view))


def _cards_in(view: View) -> Iterator[Card]:
    """The cards a view shows: the seat's own, the centre's face up, the hands its result shows."""
    yield from view.cards or ()
    yield from (card for card in view.centre_cards or () if card is not None)
    yield from result_cards(view.result)


def rebuild_hand(walk: Game, record: SeatRecord, hand: KeptHand,
                 later: frozenset[Card] = frozenset()) -> Rebuilt | None:
    """The hand rebuilt on a deal that gives the seat every view it kept, from ``walk`` (the game
    before the deal); ``None`` if no deal tried does. Cards the seat sees in the next hand
    (``later``) are dealt to no one here while others are left: a hand kept blind into the next
    deal holds none of them."""
    hand = plain(hand)
    views = dealt_views(hand)
    if not views:
        return None
    variant = views[0].variant
    if variant != record.variant:  # dealer's choice: the game picked, before its deal
        walk = twin(walk)
        try:
            choose_game(walk, {"variant": variant})
        except BragError:
            return None
    plans = deal_plans(walk, record, hand, later)
    if not plans:
        return None
    frozen, aim = Frozen(walk), Aim(hand)  # every deal tried starts from these
    left = HAND_TRIALS
    for attempt in range(DEALS):
        rng = random.Random(f"{SEED}:{hand.number}:{attempt}")
        # Each way the seat's sight of a blind hand kept from the last deal may be read, in turn.
        dealt = plans[attempt % len(plans)].dealt(frozen, rng)
        if dealt is None:
            continue
        frozen_here, game, entry = dealt
        hints: dict[int, str] = {}
        if relabelled_game(variant):
            relabel = Relabel(record.seat, aim, rng, min(TRIALS, left), reorder=attempt % 2 == 0)
            again, entry, hints = relabelled(frozen_here, game, entry, relabel)
            left -= relabel.tried
            if again is None:
                continue
            game = again
        search = Search(record.seat, aim, rng, min(TRIALS, left), hints)
        replayed = search.run(game)
        left -= search.tried
        if replayed is None:
            if left <= 0:
                return None
            continue
        after, texts, found = replayed
        entry["actions"] = texts
        start = frozen_here.thaw()
        return Rebuilt(after, [Turn(start, entry, hand.number, before, record.seat, view,
                                    parse_action(texts[before], start.players), known)
                               for before, view, known in found])
    return None


def relabelled(frozen: Frozen, game: Game, entry: dict[str, object],
               search: Relabel) -> tuple[Game | None, dict[str, object], dict[int, str]]:
    """The hand dealt again with its cards relabelled as the seat's views say (``game`` dealt as
    ``entry``; ``frozen``, the game before the deal), the entry of that deal, and the actions
    that matched, relabelled, by the length of the log before each (to try first); no game if no
    line of actions matches the views up to a relabelling."""
    labels = search.labels(game)
    if labels is None:
        return None, entry, {}
    cards = sorted({str(card) for card in game.pack_order()}
                   | {card for text in _dealt_texts(entry) for card in CARD.findall(text)})
    full = completed(labels, cards, search.rng)
    again = dict(entry)
    deal = {name: _reordered(text, search.orders.get(name)) for name, text in _deal_of(entry).items()}
    again["deal"] = {name: relabel_text(text, full) for name, text in deal.items()}
    again.update({key: relabel_text(text, full) for key, text in _beside(entry).items()})
    fresh = frozen.thaw()
    try:
        fresh.start_hand(again["deal"], recorded_extra(fresh, again))  # type: ignore[arg-type]  # a deal
    except BragError:
        return None, entry, {}
    names = frozenset(game.players)
    return fresh, again, {have: relabel_text(text, full, names) for have, text in search.path.items()}


def _reordered(text: str, order: Sequence[int] | None) -> str:
    """A hand's cards (as text) with the one at place ``k`` put at ``order[k]``: a player gives a
    card by the card, so the hand it ends with is in the order its deal was."""
    cards = text.split()
    if order is None or len(order) != len(cards):
        return text
    again = list(cards)
    for place, card in zip(order, cards, strict=True):
        again[place] = card
    return " ".join(again)


def _deal_of(entry: Mapping[str, object]) -> dict[str, str]:
    deal = entry.get("deal")
    return {str(name): str(text) for name, text in deal.items()} if isinstance(deal, Mapping) else {}


def _beside(entry: Mapping[str, object]) -> dict[str, str]:
    """The cards a hand entry records beside the deal (as text), by key."""
    return {key: value for key, value in entry.items() if key not in ("deal", "actions") and isinstance(value, str)}


def _dealt_texts(entry: Mapping[str, object]) -> list[str]:
    """The card texts of a hand entry's deal and of the cards it records beside the deal."""
    return [*_deal_of(entry).values(), *_beside(entry).values()]


# --- the deal -------------------------------------------------------------------------------------

def known_cards(record: SeatRecord, hand: KeptHand) -> dict[int, tuple[Card, ...]]:
    """The cards the seat saw in each seat's hand: its own (as first seen: :func:`own_hands`), any
    shown to it alone (a sideshow, a lender's look) and those the hand's ending showed."""
    views = [*hand.turns, hand.last]
    known: dict[int, tuple[Card, ...]] = {}
    own = own_hands(record, hand)
    if own:
        known[record.seat] = own[0]
    for view in views:
        if view.private is not None and view.private.seat in record.players:
            known[record.players.index(view.private.seat)] = tuple(view.private.cards)
    known.update(_shown_at_the_end(record, hand))
    return known


def own_hands(record: SeatRecord, hand: KeptHand) -> list[tuple[Card, ...]]:
    """The seat's own cards each time it saw them in the hand, in turn: as it looked at them, then
    (never looked at) as it was shown them alone after a see it lost or as the ending showed them."""
    views = [*hand.turns, hand.last]
    found = [tuple(cards) for view in views for cards in (view.cards, view.conceded) if cards]
    result = hand.last.result
    if result is not None and record.name in result.shown:
        found.append(shown_cards(result.shown[record.name]))
    return found


def _shown_at_the_end(record: SeatRecord, hand: KeptHand) -> dict[int, tuple[Card, ...]]:
    """The other seats' hands the hand's ending showed (the seat's own cards as first seen are
    those dealt: a draw may change them by the end)."""
    result = hand.last.result
    if result is None:
        return {}
    return {record.players.index(name): shown_cards(groups)
            for name, groups in result.shown.items() if name in record.players and name != record.name}


def centre_known(hand: KeptHand) -> tuple[Card | None, ...]:
    """The centre cards the seat saw face up when the hand began (Bastard Brag), by position."""
    first = hand.turns[0] if hand.turns else hand.last
    return tuple(first.centre_cards or ())


def extra_cards(hand: KeptHand, shape: Mapping[str, Sequence[Card]]) -> dict[str, tuple[Card | None, ...]]:
    """The cards dealt beside the hands that the seat saw, by key: Bastard Brag's centre cards face up
    at the start, a hand the ending showed under that key (Casino Brag's house)."""
    result = hand.last.result
    shown = {key: shown_cards(groups) for key, groups in (result.shown.items() if result is not None else ())}
    known = {"centre": centre_known(hand), **shown}
    return {key: known[key] for key, cards in shape.items() if key in known and len(known[key]) == len(cards)}


Draws = list[tuple[int, int, tuple[Card, ...] | None]]
"""Each seat that drew, in turn: its seat, how many cards it drew, and those cards where seen."""


@dataclass(frozen=True)
class DealPlan:
    """What every deal tried for one hand shares: the shape of a deal of its game, the cards the
    seat saw where it saw them, the hand's draws, and the cards it never saw (those dealt at random)."""

    game: Game
    """The game before the deal (read for its players and variant alone)."""
    number: int
    shape: HandRecord
    placed: Mapping[object, tuple[Card | None, ...]]
    draws: Draws
    unseen: tuple[Card, ...]
    """Every card of the game that the seat never saw (neither placed nor drawn where seen), in order."""
    later: frozenset[Card]
    """Cards the seat sees in the next hand: dealt last."""
    held: Mapping[int, int] = field(default_factory=dict)
    """Each hand kept from the last deal (a blind hand), by seat: how many cards it holds. Its cards
    the seat saw are placed under the key ``(HELD, seat)``."""

    def filled(self, rng: random.Random) -> tuple[dict[str, object], list[Card], dict[int, tuple[Card, ...]]]:
        """A ``[[hand]]`` entry for the hand (no actions yet), the cards to stack on the pack after
        its deal (those the hand's draws take, in order) and the hands kept from the last deal: the
        cards the seat saw where it saw them, every other card dealt at random from those it never saw."""
        pool = list(self.unseen)
        rng.shuffle(pool)
        drawn = iter(sorted(pool, key=self.later.__contains__))
        shape, placed = self.shape, self.placed
        deal = {seat: _dealt(placed.get(seat, ()), len(cards), drawn) for seat, cards in shape.deal.items()}
        extra = {key: _dealt(placed.get(key, ()), len(cards), drawn) for key, cards in shape.extra.items()}
        stack = [card for _, count, new in self.draws for card in (new if new else islice(drawn, count))]
        held = {seat: _dealt(placed.get((HELD, seat), ()), size, drawn) for seat, size in self.held.items()}
        return hand_entry(HandRecord(self.number, deal, extra, ()), self.game), stack, held

    def dealt(self, frozen: Frozen, rng: random.Random) -> tuple[Frozen, Game, dict[str, object]] | None:
        """One deal tried from ``frozen`` (the game before the deal): the game before it (its kept
        blind hand given the cards this deal needs), the game once dealt, and its ``[[hand]]``
        entry; ``None`` if the game refuses it."""
        entry, stack, held = self.filled(rng)
        try:
            if held:
                before = frozen.thaw()
                before.hold_over(held)
                frozen = Frozen(before)
            game = frozen.thaw()
            game.start_hand(entry["deal"], recorded_extra(game, entry))  # type: ignore[arg-type]  # a deal
            game.stack_pack(stack)
        except BragError:
            return None
        return frozen, game, entry


def deal_plans(game: Game, record: SeatRecord, hand: KeptHand,
               later: frozenset[Card] = frozenset()) -> list[DealPlan]:
    """How the hand's deals are made, from ``game`` (the game before the deal): in the shape of a
    deal of this game (one made on a copy of it), one plan for each way the cards the seat saw of a
    seat holding a blind hand kept from the last deal may lie (:func:`held_placings`); none for a
    game whose deal waits for a choice."""
    probe = twin(game)
    probe.start_hand()
    records = probe.hand_records()
    if not records:
        return []  # a deal that waits for a choice first (dealer's choice): not rebuilt
    shape = records[-1]
    held = game.held_over()
    draws = drawn_cards(record, hand)
    plans = []
    for placing in held_placings(record, hand, held):
        placed = {**_placed(record, hand, shape, draws), **placing}
        unseen = _unseen(probe.pack_order(), shape, placed, draws, held)
        plans.append(DealPlan(game, hand.number, shape, placed, draws, unseen, later,
                              {seat: len(cards) for seat, cards in held.items()}))
    return plans


HELD = "held"
"""The key, beside a seat, of the cards the seat saw of a blind hand kept from the last deal."""


def held_placings(record: SeatRecord, hand: KeptHand,
                  held: Mapping[int, Sequence[Card]]) -> list[dict[object, tuple[Card, ...]]]:
    """Where the cards the seat saw of each seat holding a blind hand kept from the last deal may
    lie (each a placing over :func:`_placed`'s): a face-up partner hand is that seat's deal and
    the hand played the one kept; else each hand seen is the new one or the kept one, either way
    (the views say which only through the log's words: the search tries each)."""
    placings: list[dict[object, tuple[Card, ...]]] = [{}]
    partner = next((view.partner for view in dealt_views(hand) if view.partner), ())
    for seat in held:
        groups = _hands_seen(record, hand, seat)
        ways: list[dict[object, tuple[Card, ...]]]
        if partner:
            ways = [{seat: tuple(partner), **({(HELD, seat): groups[0]} if groups else {})}]
        elif len(groups) > 1:
            ways = [{seat: groups[0], (HELD, seat): groups[1]}, {seat: groups[1], (HELD, seat): groups[0]}]
        else:
            ways = [{seat: groups[0]}, {seat: (), (HELD, seat): groups[0]}] if groups else [{seat: ()}]
        placings = [{**placing, **way} for placing in placings for way in ways]
    return placings


def _hands_seen(record: SeatRecord, hand: KeptHand, seat: int) -> list[tuple[Card, ...]]:
    """Each hand of ``seat`` the seat saw in this hand, in turn, once (a hand and the cards kept of
    it after a discard are one): its own as it looked at each or was shown it (:func:`own_hands`),
    another's as shown."""
    if seat == record.seat:
        found = own_hands(record, hand)
    else:
        known = known_cards(record, hand)
        found = [known[seat]] if seat in known else []
    groups: list[tuple[Card, ...]] = []
    for cards in found:
        same = next((index for index, group in enumerate(groups) if set(cards) <= set(group)
                     or set(group) <= set(cards)), None)
        if same is None:
            groups.append(cards)
        elif len(cards) > len(groups[same]):
            groups[same] = cards
    return groups


def _unseen(pack: Sequence[Card], shape: HandRecord, placed: Mapping[object, Sequence[Card | None]],
            draws: Draws, held: Mapping[int, Sequence[Card]]) -> tuple[Card, ...]:
    """Every card of the game that the seat never saw (neither placed nor drawn where seen), in order."""
    dealt = (*shape.deal.values(), *shape.extra.values(), *held.values())
    everything = {*pack, *(card for cards in dealt for card in cards)}
    seen = {card for cards in placed.values() for card in cards if card is not None}
    seen.update(card for _, _, new in draws for card in new or ())
    return tuple(sorted(everything - seen))


def _placed(record: SeatRecord, hand: KeptHand, shape: HandRecord,
            draws: Draws) -> dict[object, tuple[Card | None, ...]]:
    """The cards of the deal the seat saw, by seat (or key beside the deal), where it saw them."""
    # A hand shown after some of its cards were given up (a discard) is placed with the rest at random.
    placed: dict[object, tuple[Card | None, ...]] = {
        seat: cards for seat, cards in known_cards(record, hand).items()
        if seat in shape.deal and len(cards) <= len(shape.deal[seat])}
    if relabelled_game(dealt_views(hand)[0].variant):
        # Cards seen later may have moved since the deal: the relabelling finds where they were.
        return {seat: cards for seat, cards in placed.items() if seat == record.seat}
    placed.update(extra_cards(hand, shape.extra))
    for seat, _, new in draws:
        if new and seat in placed:  # the cards it drew were not dealt to it
            placed[seat] = tuple(card for card in placed[seat] if card not in new)
    return placed


def drawn_cards(record: SeatRecord, hand: KeptHand) -> Draws:
    """Draw Brag: each seat that drew, in the order they drew (clockwise from the dealer's left),
    with how many cards it drew and those cards where the seat saw them (its own, drawn last into
    its hand; another's shown at the end, likewise); empty for a game without a draw. (The
    latest view of the deal says who drew how many: under dealer's choice, the seat's last turn.)"""
    last = dealt_views(hand)[-1]
    rows = last.seats
    if not rows or not all(isinstance(row, DrawSeat) for row in rows):
        return []
    dealer = first_dealer(last)
    order = [(dealer + 1 + step) % len(rows) for step in range(len(rows))]
    held = _shown_at_the_end(record, hand)
    if last.cards:
        held[record.seat] = tuple(last.cards)
    result = []
    for seat in order:
        row = rows[seat]
        assert isinstance(row, DrawSeat)
        if row.drew is None:
            continue
        cards = held.get(seat)
        new = tuple(cards[len(cards) - row.drew:]) if cards is not None and row.drew else None
        result.append((seat, row.drew, new))
    return result


def _dealt(known: Sequence[Card | None], size: int, drawn: Iterator[Card]) -> tuple[Card, ...]:
    """``size`` cards: those known where they were seen, then cards from ``drawn``."""
    cards = [card if card is not None else next(drawn) for card in known]
    return (*cards, *islice(drawn, size - len(cards)))


# --- the actions ----------------------------------------------------------------------------------

Found = tuple[int, View, frozenset[Card]]
"""One of the seat's turns found: how many of the hand's actions came before it, the view the seat
kept there, and every card it could see then."""


class Aim:
    """One hand as the seat kept it, in the forms a rebuilt hand is compared with: worked out once
    for every deal tried."""

    def __init__(self, hand: KeptHand) -> None:
        self.hand = hand
        self.target = tuple(hand.last.log)
        """The table's log the seat was sent, to the hand's end (or where its kept views stop)."""
        result = hand.last.result
        self.shown: dict[str, Groups] = dict(result.shown) if result is not None else {}
        shown = (card for groups in self.shown.values() for card in shown_cards(groups))
        self.held = frozenset((*(hand.last.cards or ()), *shown))
        """Cards still held at the hand's end (the seat's own, those shown): given up last."""

    @cached_property
    def wired(self) -> list[object]:
        """The seat's views at its turns, as sent over the wire (compared up to a relabelling)."""
        return [to_wire(view) for view in self.hand.turns]

    @cached_property
    def last_wired(self) -> object:
        """The hand's latest view, as sent over the wire."""
        return to_wire(self.hand.last)


class Search:
    """The hand's actions found again on one deal, from the log the seat was sent: at each turn, each
    action whose log lines come next is tried in turn, and the first line of them that gives the seat
    every view it kept is taken (at most :data:`TRIALS` actions tried in all)."""

    def __init__(self, seat: int, aim: Aim, rng: random.Random, trials: int = TRIALS,
                 hints: Mapping[int, str] | None = None):
        self.seat, self.hand, self.rng = seat, aim.hand, rng
        self.hints = hints or {}
        """An action to try first, by the length of the seat's log before it."""
        self.target, self.shown, self.held = aim.target, aim.shown, aim.held
        self.trials = self.left = trials

    @property
    def tried(self) -> int:
        """How many actions were tried."""
        return self.trials - self.left

    def run(self, game: Game) -> tuple[Game, list[str], list[Found]] | None:
        """The game at the hand's end (or where the kept views stop), the actions as a hand history
        writes them, and the seat's turns; ``None`` if no line of actions gives the kept views."""
        return self._walk(game, [], [])

    def _walk(self, game: Game, texts: list[str], found: list[Found]) -> tuple[Game, list[str], list[Found]] | None:
        view = game.view(self.seat)
        turns = self.hand.turns
        if self._at_the_end(game, view):
            return (game, texts, found) if len(found) == len(turns) and self._as_last(game, view) else None
        actor = game.to_act
        if actor is None or len(texts) >= MAX_ACTIONS:
            return None
        if actor == self.seat:
            if not self._as_kept(view, len(found)):
                return None
            found = [*found, (len(texts), turns[len(found)], game.visible_cards(self.seat))]
        for trial, text in self._moves(game, actor, len(view.log)):
            done = self._walk(trial, [*texts, text], found)
            if done is not None or self.left <= 0:
                return done
        return None

    def _at_the_end(self, game: Game, view: View) -> bool:
        """Whether the game has come where the seat's kept views stop: the whole log, and the
        same seat to act (or, kept last, the pick of the next deal's game)."""
        last = self.hand.last
        return view.log == self.target and (game.to_act == last.to_act or last.between_deals)

    def _as_last(self, game: Game, view: View) -> bool:
        """Whether the seat's view where its kept views stop is the last one it kept: the pick of the
        next deal's game (dealer's choice) once the hand is over, else the view itself."""
        if self.hand.last.between_deals:
            if not game.hand_over:
                return False
            probe = twin(game)
            probe.start_hand()
            return probe.view(self.seat) == self.hand.last
        return view == self.hand.last

    def _as_kept(self, view: View, number: int) -> bool:
        """Whether the seat's view at its turn (the ``number``-th, from 0) is the one it kept."""
        turns = self.hand.turns
        return number < len(turns) and view == turns[number]

    def _likeliest(self, game: Game, actor: int, have: int) -> list[str]:
        """The actor's candidates, those of an amount that the kept log's next line names first."""
        name = game.players[actor]
        line = self.target[have] if have < len(self.target) else ""
        named = set(re.findall(r"\b\d+\b", line))
        words = list(candidates(game, actor, self.rng, self.held, self.shown.get(name, ())))
        hint = self.hints.get(have, "")
        if hint.startswith(f"{name} "):
            words.insert(0, hint[len(name) + 1:])
        return sorted(words, key=lambda said: said.rsplit(" ", 1)[-1].isdigit()
                      and said.rsplit(" ", 1)[-1] not in named)

    def _tried(self, game: Game, actor: int, words_tried: Iterable[str]) -> Iterator[tuple[Game, str]]:
        """Each of the actor's actions (``words_tried``, in turn) that the game takes, made on a copy
        of ``game``, with its text: each one tried counts against :attr:`left`, until none is left."""
        name = game.players[actor]
        frozen = Frozen(game)  # once for every action tried from here
        for words in words_tried:
            if self.left <= 0:
                return
            self.left -= 1
            trial, text = frozen.thaw(), f"{name} {words}"
            try:
                trial.act(text)
            except BragError:
                continue
            yield trial, text

    def _moves(self, game: Game, actor: int, have: int) -> Iterator[tuple[Game, str]]:
        """Each action of the actor whose lines in the seat's log come next: the game after it."""
        for trial, _ in self._tried(game, actor, self._likeliest(game, actor, have)):
            log = trial.view(self.seat).log
            if len(log) > have and self.target[:len(log)] == tuple(log):
                # As a hand history writes it (Draw Brag's bet without its amount gets one).
                yield trial, action_text(trial.hand_records()[-1].actions[-1], trial.players)


class Relabel(Search):
    """The hand's actions found again up to a relabelling of its cards (:mod:`bragtui.players.relabel`):
    for games whose exchanges move cards the seat never saw, each view of the seat and each log line
    need only match its kept one card for card, the cards' labels growing on the way."""

    def __init__(self, seat: int, aim: Aim, rng: random.Random, trials: int = TRIALS,
                 reorder: bool = True):
        super().__init__(seat, aim, rng, trials)
        self.wired, self.last = aim.wired, aim.last_wired
        self.reorder = reorder
        """Whether a hand shown in another order than the rebuilt player holds it may be dealt in
        that order (every other deal tried: where it held all three from the centre, that order
        is the centre's, not its deal's)."""
        self.names = frozenset(self.hand.last.players)
        """The players' names, never taken for cards in the views and the log."""
        self.held_text = frozenset(str(card) for card in self.held)
        """:attr:`held` as text, as the relabelling names cards."""
        self.path: dict[int, str] = {}
        """The actions that matched, by the length of the seat's log before each."""
        self.orders: dict[str, tuple[int, ...]] = {}
        """For each hand shown at the end: where each card the rebuilt player ends with was shown
        (the order it holds its cards in is unseen until then, so its deal is put in that order)."""

    def labels(self, game: Game) -> dict[str, str] | None:
        """How the deal's cards must be relabelled for the kept views; ``None`` if no line of actions
        tried gives them up to a relabelling."""
        return self._step(game, 0, {})

    def _step(self, game: Game, count: int, labels: dict[str, str]) -> dict[str, str] | None:
        view = game.view(self.seat)
        if game.to_act is None or (len(view.log) == len(self.target) and game.to_act == self.hand.last.to_act):
            return self._ended(game, view, count, labels)
        actor = game.to_act
        if actor == self.seat:
            grown = matched(to_wire(view), self.wired[count], labels, self.names) if count < len(self.wired) else None
            if grown is None:
                return None
            labels, count = grown, count + 1
        for trial, grown, text in self._moves_alike(game, actor, len(view.log), labels):
            done = self._step(trial, count, grown)
            if done is not None:
                self.path[len(view.log)] = text
            if done is not None or self.left <= 0:
                return done
        return None

    def _ended(self, game: Game, view: View, count: int, labels: dict[str, str]) -> dict[str, str] | None:
        """The labels once the rebuilt hand ends (or reaches the kept views' end): the seat's every
        turn met, and the hands shown (by the table's ending: who wins may differ until relabelled)
        and the seat's own cards and the centre as it last saw them matched."""
        if count != len(self.wired):
            return None
        if game.to_act is not None:
            return matched(to_wire(view), self.last, labels, self.names)
        last = self.hand.last
        # (Kept last, the pick of the next deal's game holds no cards: the shown hands say them.)
        grown: dict[str, str] | None = labels if last.between_deals else \
            matched(_card_texts(view.cards), _card_texts(last.cards), labels)
        if grown is not None and not last.between_deals:
            # The centre place of each card (a hand given whole lies there in the order its player
            # held it, which the seat never saw) follows from the line of actions: it must match too.
            grown = matched(_card_texts(view.centre_cards), _card_texts(last.centre_cards), grown)
        return self._shown_matched(game, grown) if grown is not None else None

    def _shown_matched(self, game: Game, labels: dict[str, str]) -> dict[str, str] | None:
        """The labels grown by the hands the ending showed, each held in the order shown."""
        orders: dict[str, tuple[int, ...]] = {}
        grown: dict[str, str] | None = labels
        # A player who took all three from the centre holds them in the centre's order, not its deal's.
        swapped = {game.players[action.seat] for action in game.hand_records()[-1].actions if action.verb == "swap"}
        for name, groups in self.shown.items():
            if grown is None or name not in game.players:
                return None
            cards = [str(card) for card in game.view(game.players.index(name)).cards or ()]
            shown = [str(card) for card in shown_cards(groups)]
            grown, order = self._one_shown(cards, shown, grown, self.reorder and name not in swapped)
            if order is not None:
                orders[name] = order
        self.orders = orders
        return grown

    @staticmethod
    def _one_shown(cards: list[str], shown: list[str], labels: dict[str, str],
                   reorder: bool) -> tuple[dict[str, str] | None, tuple[int, ...] | None]:
        """The labels grown by one hand shown, and the order its deal must be put in (``None``: as
        dealt): as held, or else (a card given by the card from another place than the table's
        player gave one from) in an order that puts its deal in the places shown."""
        as_held = matched(cards, shown, labels)
        if as_held is not None or not reorder:
            return as_held, None
        order = in_order(cards, shown, labels)
        if order is None:
            return None, None
        return matched(cards, [shown[place] for place in order], labels), order

    def _moves_alike(self, game: Game, actor: int, have: int,
                     labels: dict[str, str]) -> Iterator[tuple[Game, dict[str, str], str]]:
        """Each action of the actor whose new log lines match the kept log's next ones up to a
        relabelling (only the first line of one that ends the hand: its ending may differ)."""
        # Cards whose labels the seat saw held at the end are given up last.
        words_tried = sorted(self._likeliest(game, actor, have),
                             key=lambda said: sum(labels.get(card) in self.held_text for card in CARD.findall(said)))
        for trial, text in self._tried(game, actor, words_tried):
            log = trial.view(self.seat).log
            end = have + 1 if trial.to_act is None else len(log)
            if have < len(log) and end <= len(self.target):
                grown = matched(list(log[have:end]), list(self.target[have:end]), labels, self.names)
                if grown is not None:
                    yield trial, grown, text


def _card_texts(cards: Sequence[Card | None] | None) -> list[str | None]:
    """Cards as text, as the relabelling names them (``None`` kept: a card not seen)."""
    return [str(card) if card is not None else None for card in cards or ()]


def in_order(cards: Sequence[str], shown: Sequence[str], labels: Mapping[str, str]) -> tuple[int, ...] | None:
    """Where in ``shown`` each of ``cards`` (a rebuilt hand at its end) lies: a labelled card where
    its label is, the others in the places left, in turn; ``None`` if no relabelling can make them
    the cards shown."""
    places = {card: place for place, card in enumerate(shown)}
    fixed = [places.get(labels[card], -1) if card in labels else None for card in cards]
    # A place whose card already stands for another of the rebuilt game's cards is no one else's.
    taken = set(labels.values())
    spare = [place for place in range(len(shown)) if place not in fixed and shown[place] not in taken]
    if -1 in fixed or len(cards) != len(shown) or len(spare) != fixed.count(None):
        return None
    left = iter(spare)
    return tuple(place if place is not None else next(left) for place in fixed)


def candidates(game: Game, actor: int, rng: random.Random, held: frozenset[Card] = frozenset(),
               shown: Groups = ()) -> Iterator[str]:
    """The actions open to the actor, as words: its hands as the ending showed them set (the set-hand
    games), each verb with each amount, option or set of its own cards it takes (as many as
    :data:`MOST_CANDIDATES`; cards in ``held`` given up last), then what a computer player would do
    there (for an action too many ways to write: an exchange)."""
    view = game.view(actor)
    if len(shown) > 1 and any(choice.verb == "set" for choice in view.legal):
        yield "set " + groups_text(shown)
    for choice in view.legal:
        yield from islice(choice_words(choice, view.cards or (), held), MOST_CANDIDATES)
    yield from exchange_words(view.legal, view.cards or (), held)
    stand_in = ComputerPlayer(CONTINUE, rules=game.rules).choose(view, view.legal, rng)
    yield move_words(stand_in)


def exchange_words(legal: Sequence[Choice], cards: Sequence[Card], held: frozenset[Card]) -> Iterator[str]:
    """Bastard Brag's exchanges, which name a card of the player's own beside the verb's option: each
    centre position taken for each card given (``give`` alone after a peek), each card shown in a swap
    of all three (cards in ``held`` given up last)."""
    verbs = {choice.verb: choice for choice in legal}
    own = sorted(cards, key=lambda card: card in held)
    if "take" in verbs:
        yield from (f"take {option} give {card}" for option in verbs["take"].options for card in own)
    if "give" in verbs:
        yield from (f"give {card}" for card in own)
    if "swap" in verbs:
        yield from (f"swap show {card}" for card in cards)


def choice_words(choice: Choice, cards: Sequence[Card], held: frozenset[Card] = frozenset()) -> Iterator[str]:
    """Every way to write one kind of action: its verb with each option, amount or set of cards."""
    if choice.options:
        yield from (f"{choice.verb} {option}" for option in choice.options)
    elif choice.least is not None and COUNTED_LIMITS.get(choice.verb) == "cards":
        yield from _card_words(choice.verb, choice.least, choice.most, cards, held)
    elif choice.least is not None:
        yield choice.verb  # a verb whose amount is worked out (a see) is written without it
        most = choice.most if choice.most is not None else choice.least
        yield from (f"{choice.verb} {amount}" for amount in range(choice.least, most + 1))
    elif choice.cards:
        yield from _card_words(choice.verb, choice.cards, choice.cards, cards, held)
    else:
        yield choice.verb


def _card_words(verb: str, least: int, most: int | None, cards: Sequence[Card], held: frozenset[Card]) -> Iterator[str]:
    """An action naming some of the player's cards (a draw's given up, a discard) written each way:
    as many cards as its limits allow, those in ``held`` last."""
    sets = (chosen for size in range(least, (most if most is not None else least) + 1)
            for chosen in combinations(cards, size))
    for chosen in sorted(sets, key=lambda chosen: sum(card in held for card in chosen)):
        yield f"{verb} {cards_text(chosen)}" if chosen else verb


# --- the review -----------------------------------------------------------------------------------

KeptReviewer = Callable[[SeatRecord, int], Review]
"""What works out a kept record's review: ``reviewer(record, playouts)``, as :func:`review_kept` (one
process) or the worker processes' driver above this layer (``bragtui.runs.review``) does."""


def review_kept(record: SeatRecord, playouts: int = PLAYOUTS) -> Review:
    """The seat's review from its kept record: its own decisions only, costliest first (worked out
    in this process)."""
    game = fresh_game(record)
    return reviewed(game, [record.seat], judge_each(game, kept_turns(record), playouts))


def left_out(record: SeatRecord, review: Review) -> str | None:
    """What the review of a kept record leaves out, in a sentence (``None`` if nothing): the seat's
    decisions in hands its views could not be rebuilt from."""
    kept = sum(len(plain(hand).turns) for hand in record.hands)  # a pick of the next game is no decision
    missing = kept - len(review.decisions)
    if missing <= 0:
        return None
    why = (f"the views kept start at hand {record.hands[0].number}, not the first" if record.hands[0].number != 1
           else "the views kept could not be rebuilt into their hands (no deal tried gave that seat every "
                "view it kept)")
    return f"{missing} of {record.name}'s {kept} decisions are left out: {why}"
