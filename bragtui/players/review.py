"""The review: each person's decisions measured against ``hard``'s, costliest first.

A game is walked again from its record, hand by hand. At every turn a person
took, ``hard`` is asked what it would have done from that person's view alone
(the move the coach advises: :func:`bragtui.players.coach.best_move`); where the two differ, both are played
out on the same seeded deals of the cards that person could not see (every
card outside ``visible_cards``, the other hands and the person's own blind
cards alike, dealt again from the cards that person had not seen), the rest of
the hand played by computer players, and the person's count at the hand's end
compared: chips in a game for money, lives (so the chance of losing one) in a
game for lives, points in a game for points. The cost of a choice is how much
less it kept, on average, than ``hard``'s choice did.

A cost is labelled against the game's unit (:func:`unit`): an ``inaccuracy``
from a quarter of a unit, a ``mistake`` from one unit, a ``blunder`` from three.
In a game for money a unit is four antes (a hand's usual stake), in a game for
lives a tenth of a life (a 10% greater chance of losing one), in a game for
points one point. A person's accuracy is the share of their decisions that
cost less than an inaccuracy.
"""

from __future__ import annotations

import io
import pickle
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any

from bragtui.core.actions import Action, parse_action
from bragtui.core.cards import CARDS, Card, parse_cards
from bragtui.core.errors import BragError
from bragtui.core.events import Event
from bragtui.core.game import Game
from bragtui.core.history import choose_game, game_record, new_game_from, recorded_extra
from bragtui.core.results import HandResult
from bragtui.core.rules import Rules
from bragtui.core.variants import LIVES, POINTS, get_variant
from bragtui.core.view import View
from bragtui.players.coach import best_move, read_move
from bragtui.players.player import ComputerPlayer

PLAYOUTS = 200
"""Play-outs of the unseen cards for each decision that differs from ``hard``'s."""
CONTINUE = "medium"
"""The level that plays the rest of a hand in a play-out (every seat, the reviewed one's too): fast
enough to play hundreds of hands a decision, and sound enough that a choice's worth shows."""
TRIES = 4
"""Deals drawn at most for each one wanted: some are passed over (see :func:`shortfall`)."""
FEWEST_SHARE = 10
"""A choice is judged only on at least a tenth of the deals asked for (and at least two)."""
MAX_ACTIONS = 400
"""A play-out stops after this many actions (no hand of any variant needs so many)."""
LABELS = (("blunder", 3.0), ("mistake", 1.0), ("inaccuracy", 0.25))
"""Each label with the least cost, in units, that earns it (the worst first)."""


@dataclass(frozen=True)
class Decision:
    """One person's decision, with what ``hard`` would have done and what the difference cost."""

    player: str
    seat: int
    hand_number: int
    """The hand's number in the game (from 1)."""
    turn: int
    """The action's number in its hand (from 1), as ``brag replay`` counts them."""
    action: str
    """What the person did, in a hand history's words without the name: ``"fold"`` (a set's hands
    each in reading order: :func:`bragtui.players.coach.read_move`)."""
    best: str
    """What ``hard`` would have done."""
    cost: float
    """How much less the person's choice kept than ``hard``'s, on average (chips, lives or points)."""
    label: str | None
    view: View
    """The position as that person saw it then: the seat's own view, nothing more."""
    deals: int = 0
    """How many deals of the unseen cards the two choices were played out on (0: they agree)."""
    judged: bool = True
    """Enough deals could be made that the seat would have seen as it did to judge the choice (if
    not, it counts as no cost)."""

    def as_dict(self) -> dict[str, Any]:
        """The JSON entry of ``brag review --json``."""
        return {"player": self.player, "hand": self.hand_number, "action": self.action, "best": self.best,
                "cost": round(self.cost, 3), "label": self.label}


@dataclass(frozen=True)
class Review:
    """A game's review: every reviewed decision, costliest first, and each person's accuracy."""

    decisions: tuple[Decision, ...]
    accuracy: Mapping[str, float]
    unit: float
    """What one unit of cost is in this game (see :func:`unit`)."""

    def of(self, player: str) -> tuple[Decision, ...]:
        """One person's decisions, costliest first."""
        return tuple(d for d in self.decisions if d.player == player)

    def as_dict(self) -> dict[str, Any]:
        """``brag review --json``'s object."""
        return {"decisions": [d.as_dict() for d in self.decisions],
                "accuracy": {name: round(value, 1) for name, value in self.accuracy.items()}}


def unit(game: Game) -> float:
    """One unit of cost: four antes for money, a tenth of a life for lives, a point for points."""
    played_for = get_variant(game.variant).played_for
    if played_for == LIVES:
        return 0.1
    if played_for == POINTS:
        return 1.0
    ante = getattr(game.rules, "ante", 1) or 1
    return 4.0 * ante


def cost_words(cost: float, played_for: str) -> str:
    """A cost in the game's own unit (``played_for``: ``money``, ``lives`` or ``points``), as the
    review says it: ``"4.5 chips"``, ``"12% of a life"``, ``"1.5 points"``."""
    if played_for == LIVES:
        return f"{100 * cost:.0f}% of a life"
    return f"{cost:.1f} {'points' if played_for == POINTS else 'chips'}"


def label(cost: float, one: float) -> str | None:
    """The label a cost earns, ``one`` being the game's unit."""
    return next((name for name, least in LABELS if cost >= least * one - 1e-9), None)


# --- walking the record ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Turn:
    """A person's turn found in the record, with what a play-out needs to start there again."""

    start: Game
    """The game just before the hand was dealt."""
    entry: Mapping[str, Any]
    """The hand's record (its deal and actions as a hand history holds them)."""
    hand_number: int
    before: int
    """How many of the hand's actions came before this one."""
    seat: int
    view: View
    action: Action
    known: frozenset[Card]
    """Every card the seat could see at its turn."""


def people(game: Game) -> list[int]:
    """The seats a review is for: every seat the computer did not play."""
    return [seat for seat in range(len(game.players)) if seat not in game.computer_seats]


def turns(game: Game, seats: Sequence[int] | None = None) -> Iterator[Turn]:
    """Every turn the seats in ``seats`` took (by default :func:`people`), walked again from the record."""
    document = game_record(game)
    walk = new_game_from(document, "review")
    chosen = set(people(game) if seats is None else seats)
    for number, entry in enumerate(document.get("hand", []), start=1):
        choose_game(walk, entry)
        start = walk.copy()
        walk.start_hand(entry.get("deal"), recorded_extra(walk, entry))
        for before, text in enumerate(entry.get("actions", [])):
            seat = walk.to_act
            if seat is not None and seat in chosen:
                view, known = walk.view(seat), walk.visible_cards(seat)
                action = parse_action(text, walk.players)
                yield Turn(start, entry, number, before, seat, view, action, known)
            walk.act(text)


# --- play-outs ------------------------------------------------------------------------------------

def _cards(text: object) -> list[Card]:
    return list(parse_cards(text)) if isinstance(text, str) else []


def resampled(turn: Turn, rng: random.Random) -> tuple[dict[str, list[int]], list[int] | None,
                                                     dict[int, list[Card]]]:
    """The hand's deal, and any hand held over from the last deal (a kept blind hand), with every
    card the seat could not see dealt again from the cards it had not seen (the deal's, the pack's
    and the held hand's); the cards it saw stay where they were."""
    deal = {name: _cards(text) for name, text in turn.entry.get("deal", {}).items()}
    extra_text = recorded_extra(turn.start, dict(turn.entry))
    extra = _cards(extra_text)
    held = turn.start.held_over()
    dealt = (*deal.values(), extra, *held.values())
    everything = {*turn.start.pack_order(), *(card for cards in dealt for card in cards)}
    pool = sorted(card for card in everything if card not in turn.known)
    hidden = sum(card not in turn.known for cards in dealt for card in cards)
    drawn = iter(rng.sample(pool, hidden))

    def again(cards: Sequence[Card]) -> list[int]:
        return [int(card) if card in turn.known else int(next(drawn)) for card in cards]

    deal_again = {name: again(cards) for name, cards in deal.items()}
    extra_again = again(extra) if extra_text else None
    return deal_again, extra_again, {seat: [CARDS[card] for card in again(cards)] for seat, cards in held.items()}


SHARED = (Rules, Event, Action, HandResult)
"""Records that no game changes once made: copies of a game share them rather than each making its own."""


class _Pickler(pickle.Pickler):
    def __init__(self, file: io.BytesIO, shared: list[object]) -> None:
        super().__init__(file, pickle.HIGHEST_PROTOCOL)
        self.shared = shared

    def persistent_id(self, obj: object) -> int | None:
        if isinstance(obj, SHARED):
            self.shared.append(obj)
            return len(self.shared) - 1
        return None


class _Unpickler(pickle.Unpickler):
    def __init__(self, data: bytes, shared: list[object]) -> None:
        super().__init__(io.BytesIO(data))
        self.shared = shared

    def persistent_load(self, pid: Any) -> object:
        return self.shared[pid]


class Frozen:
    """A game pickled, from which independent copies are made for looking ahead: many times quicker
    than deep copies for the many a review makes. The records no game changes (the rules, events,
    actions and results: :data:`SHARED`) are kept aside and shared by every copy, not made again."""

    def __init__(self, game: Game) -> None:
        file = io.BytesIO()
        self.shared: list[object] = []
        _Pickler(file, self.shared).dump(game)
        self.data = file.getvalue()

    def thaw(self) -> Game:
        """A new copy of the game as it was frozen."""
        game: Game = _Unpickler(self.data, self.shared).load()
        return game


def twin(game: Game) -> Game:
    """An independent copy of a game made for looking ahead (one without history)."""
    return Frozen(game).thaw()


def _position(turn: Turn, frozen: Frozen, rng: random.Random, replayed: Sequence[Step] | None = None) -> Game | None:
    """The game at the turn on a fresh deal of the unseen cards (``frozen``: the game before the
    deal, ``replayed``: the turn's :func:`steps`, worked out once for all its deals); ``None`` if the
    record's earlier actions cannot be made on it (one named a card the new deal moved)."""
    game = frozen.thaw()
    deal, extra, held = resampled(turn, rng)
    try:
        if held:
            game.hold_over(held)
        game.start_hand(deal, extra)
    except BragError:
        return None
    stand_in = ComputerPlayer(CONTINUE, rules=game.rules)
    for text, unseen in steps(turn) if replayed is None else replayed:
        # Another seat's action naming cards it no longer holds on this deal (a discard, an
        # exchange, a set hand), or cards it put aside that the reviewed seat never saw: that seat
        # decides afresh (a discard again, as the seat saw it), so no card the seat never saw counts.
        if not (unseen is None and _made(game, text)) and not _afresh(game, turn.seat, unseen, stand_in, rng):
            return None
    return game if seen_as_then(game, turn) else None


def seen_as_then(game: Game, turn: Turn) -> bool:
    """Whether the seat, to act on ``game``, would see it just as it did at its turn: the same
    cards, every seat as it was (in, folded, blind or seen), and the same choices open (the same
    stake), so that its action and ``hard``'s can both be made there."""
    seat = turn.seat
    # Cards that moved on the way (an exchange taking a face-down card) may sit elsewhere on this
    # deal; an action that came out otherwise (a sideshow's loser, who packs) leaves other seats in,
    # and those chosen afresh after it may have raised the stake.
    if game.to_act != seat or game.visible_cards(seat) != turn.known:
        return False
    rows = turn.view.seats
    return (all(game.seat_status(index) == row.status for index, row in enumerate(rows))
            and game.legal_actions(seat) == turn.view.legal)


def _made(game: Game, text: str) -> bool:
    """Whether the action written ``text`` could be made on ``game`` (then it is)."""
    try:
        game.act(text)
    except BragError:
        return False
    return True


def _afresh(game: Game, seat: int, verb: str | None, stand_in: ComputerPlayer, rng: random.Random) -> bool:
    """The seat to act, if not ``seat``, decides afresh (only an action with ``verb``, if given);
    ``False`` if it cannot (it is ``seat``'s turn, or no one's, or no such action is open)."""
    actor = game.to_act
    if actor is None or actor == seat:
        return False
    view = game.view(actor)
    legal = [choice for choice in view.legal if verb is None or choice.verb == verb]
    if not legal:
        return False
    game.apply(stand_in.choose(view, legal, rng))
    return True


Step = tuple[str, str | None]
"""One of a hand's actions before a turn, as written, with the verb of one that puts aside cards the
turn's seat never saw (``None`` for any other)."""


def steps(turn: Turn) -> list[Step]:
    """The hand's actions before the turn, each with :func:`unseen_by`'s verb."""
    texts = turn.entry.get("actions", [])[:turn.before]
    return [(text, unseen_by(turn, parse_action(text, turn.start.players))) for text in texts]


def unseen_by(turn: Turn, action: Action) -> str | None:
    """The verb of another seat's ``action`` if it puts aside cards the turn's seat never saw (a
    discard: :meth:`~bragtui.core.actions.Action.unseen_cards`), else ``None``. A play-out does not
    replay such an action as written: which cards they were is no part of what the seat knew."""
    hidden = action.unseen_cards()
    return action.verb if action.seat != turn.seat and not turn.known.issuperset(hidden) else None


def play_out(game: Game, action: Action, seat: int, rng: random.Random) -> float:
    """Make ``action`` and play the hand to its end at level :data:`CONTINUE`; the seat's count then."""
    game.apply(action)
    player = ComputerPlayer(CONTINUE, rules=game.rules)
    for_money = not game.standing()
    actor: int | None = seat
    for _ in range(MAX_ACTIONS):
        if actor == seat and for_money and _folded(game, seat):
            break  # what a player who has folded put in is already gone from their balance
        actor = game.to_act
        if actor is None:
            break
        view = game.view(actor)  # the actor's view holds its legal actions: not worked out twice
        game.apply(player.choose(view, view.legal, rng))
    return float(game.tallies()[seat])


def _folded(game: Game, seat: int) -> bool:
    """Whether the seat has folded this hand (so, in a game for money, its count will not change)."""
    return game.to_act is not None and game.seat_status(seat) == "folded"


def shortfall(turn: Turn, best: Action, playouts: int, seed: int) -> tuple[float, int]:
    """How much less the person's action kept than ``best``, on average over up to ``playouts``
    deals (the same deals, and the same random stream after them, for both), never below zero;
    and how many deals that was. Deals the seat would not have seen as it did are passed over; at
    most :data:`TRIES` times ``playouts`` are drawn."""
    total, counted = 0.0, 0
    frozen, replayed = Frozen(turn.start), steps(turn)
    for index in range(TRIES * playouts):
        if counted == playouts:
            break
        rng = random.Random(f"{seed}:{turn.hand_number}:{turn.before}:{index}")
        position = _position(turn, frozen, rng, replayed)
        if position is None:
            continue
        state = rng.getstate()
        theirs = play_out(twin(position), turn.action, turn.seat, rng)
        rng.setstate(state)
        ours = play_out(position, best, turn.seat, rng)
        total += ours - theirs
        counted += 1
    return (max(0.0, total / counted) if counted else 0.0), counted


# --- the review -----------------------------------------------------------------------------------

def judge(turn: Turn, game: Game, one: float, playouts: int) -> Decision:
    """One turn's decision: the person's action, ``hard``'s, and the cost between them."""
    best = best_move(turn.view, game.rules)
    # Read as a person reads them: the same hands set with their cards placed otherwise are one choice.
    theirs, ours = read_move(turn.action), read_move(best)
    cost, deals = (0.0, 0) if theirs == ours else shortfall(turn, best, playouts, game.seed)
    judged = theirs == ours or deals >= max(2, playouts // FEWEST_SHARE)
    return Decision(game.players[turn.seat], turn.seat, turn.hand_number, turn.before + 1, theirs, ours,
                    cost if judged else 0.0, label(cost, one) if judged else None, turn.view, deals, judged)


Reviewer = Callable[[Game, Sequence[int] | None, int], "Review"]
"""What works a review out: ``reviewer(game, seats, playouts)``, as :func:`review` (one process) or
the worker processes' driver above this layer (``bragtui.runs.review``) does."""


def judge_turns(game: Game, seats: Sequence[int] | None, playouts: int, start: int = 0,
                count: int | None = None) -> list[Decision]:
    """The decisions of ``count`` turns (by default all) of :func:`turns`, from the ``start``-th on
    (counting from 0). Each turn's play-outs are seeded by the game's seed and the turn alone, so
    a turn is judged the same whichever part of the game is judged with it, and wherever."""
    stop = None if count is None else start + count
    return judge_each(game, islice(turns(game, seats), start, stop), playouts)


def judge_each(game: Game, found: Iterable[Turn], playouts: int) -> list[Decision]:
    """The decision of each turn ``found`` in ``game`` (its record walked again, or a joined seat's
    views rebuilt), in turn."""
    one = unit(game)
    return [judge(turn, game, one, playouts) for turn in found]


def reviewed(game: Game, seats: Sequence[int] | None, decisions: Iterable[Decision]) -> Review:
    """The review made of the judged ``decisions``: costliest first, and each person's accuracy."""
    ordered = sorted(decisions, key=lambda d: (-d.cost, d.hand_number, d.turn))
    names = [game.players[seat] for seat in (people(game) if seats is None else seats)]
    accuracy = {}
    for name in names:
        mine = [d for d in ordered if d.player == name]
        accuracy[name] = 100.0 * sum(d.label is None for d in mine) / len(mine) if mine else 100.0
    return Review(tuple(ordered), accuracy, unit(game))


def review(game: Game, seats: Sequence[int] | None = None, playouts: int = PLAYOUTS) -> Review:
    """The review of ``seats`` (by default every person) in a game with its whole history, worked
    out in this process."""
    return reviewed(game, seats, judge_turns(game, seats, playouts))
