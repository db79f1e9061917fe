"""Bastard Brag for lives: the rest of a hand played out from sampled deals, to judge a turn.

``hard`` weighs each exchange it could make, and knocking, by playing the hand
to its end many times: each time the cards it cannot see (the opponents' hands
and the face-down centre cards it did not put there) are dealt at random from
the unseen cards, around any card an opponent is known to hold, and then every
seat, its own included, plays ``medium``'s way (see :mod:`bragtui.players.bastard`)
until the showdown. The turn chosen is the one that leaves it holding the
lowest hand the fewest times. Every candidate is played out on the same deals,
so the comparison between them is not blurred by the luck of the deal.

``medium``'s way is played here from tables, not by calling it: the worth of a
face-down card is its average over every card it could be (not only those that
seat has not seen), which changes its choices only at the margin and makes a
played-out turn cost a few microseconds.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from bragtui.core.actions import Action
from bragtui.core.bastard.actions import Knock, Take
from bragtui.core.bastard.view import BastardView
from bragtui.core.cards import Card
from bragtui.core.ranking import strength3
from bragtui.core.rules import default_rules
from bragtui.players.base import Profile
from bragtui.players.levels import EXCHANGE, KNOCK_DRIFT
from bragtui.players.reading import TableRead
from bragtui.players.reasons import because, percent
from bragtui.players.strength import percentile_table

MAX_TURNS = 18
"""Turns played out at most after the one being judged; a hand still going is then shown as it stands."""
MOST_PLAYERS = 3
"""Played out only with this many players left or fewer: a turn's cost grows with each player,
and the computer player must decide in a few milliseconds."""
MEDIUM = EXCHANGE["medium"]


@cache
def lives_table(opponents: int) -> tuple[float, ...]:
    """``medium``'s measure of a hand in the game for lives: the chance that some one of
    ``opponents`` random hands is lower, for each three-card strength."""
    return tuple(1.0 - (1.0 - q) ** opponents for q in percentile_table(3))


@cache
def pair_worths(opponents: int) -> tuple[float, ...]:
    """The average measure of keeping two cards ``a`` and ``b`` and taking an unknown card for the
    third, at ``a * 52 + b`` (and ``b * 52 + a``), for every two natural cards: built once."""
    table = lives_table(opponents)
    worths = [0.0] * (52 * 52)
    for a in range(52):
        for b in range(a + 1, 52):
            worth = sum(table[strength3(a, b, u)] for u in range(52) if u not in (a, b)) / 50.0
            worths[a * 52 + b] = worths[b * 52 + a] = worth
    return tuple(worths)


@cache
def card_worths(opponents: int) -> tuple[float, ...]:
    """The average measure of each card with two unknown cards."""
    pairs = pair_worths(opponents)
    return tuple(sum(pairs[a * 52 + u] for u in range(52) if u != a) / 51.0 for a in range(52))


@dataclass(slots=True)
class Table:
    """One played-out deal: every hand in the hand, the centre, and how the hand stands."""

    hands: list[list[int]]
    """Each seat's cards, in turn order from the seat judging (index 0)."""
    centre: list[int]
    placed: list[int]
    """Who put each centre card there, face down (an index into ``hands``); -1: face up, or the dealer."""
    up: list[bool]
    exchanges: list[int]
    turns: list[int]
    knocker: int = -1

    def copy(self) -> Table:
        return Table([list(h) for h in self.hands], list(self.centre), list(self.placed), list(self.up),
                     list(self.exchanges), list(self.turns), self.knocker)


# --- a turn, played ``medium``'s way ---------------------------------------------------------------

def _known_take(hand: list[int], card: int, table: tuple[float, ...]) -> tuple[float, int]:
    """The best of the three cards to give for a known ``card``: the worth it leaves, and which."""
    a, b, c = hand
    return max((table[strength3(card, b, c)], 0), (table[strength3(a, card, c)], 1),
               (table[strength3(a, b, card)], 2))


def _unknown_give(hand: list[int], opponents: int) -> tuple[float, int]:
    """The best card to give for an unknown card, on average."""
    a, b, c = hand
    pairs = pair_worths(opponents)
    return max((pairs[b * 52 + c], 0), (pairs[a * 52 + c], 1), (pairs[a * 52 + b], 2))


def _swap_worth(tab: Table, seat: int, opponents: int) -> float:
    """Taking the whole centre: the cards this seat knows as they are, the rest on average."""
    known = [card for card, up, by in zip(tab.centre, tab.up, tab.placed, strict=True) if up or by == seat]
    if len(known) == 3:
        return lives_table(opponents)[strength3(*known)]
    if len(known) == 2:
        return pair_worths(opponents)[known[0] * 52 + known[1]]
    if known:
        return card_worths(opponents)[known[0]]
    return opponents / (opponents + 1.0)  # a random hand's average measure (never reached with a card face up)


def medium_move(tab: Table, seat: int, opponents: int) -> tuple[str, int, int]:
    """``medium``'s exchange: ``("take", position, own index)`` or ``("swap", 0, 0)``; between equal
    worths it prefers a known card, then an unknown one, then the whole centre, as ``medium`` does."""
    table = lives_table(opponents)
    hand = tab.hands[seat]
    best: tuple[float, int, str, int, int] = (_swap_worth(tab, seat, opponents), 0, "swap", 0, 0)
    unknown_done = False
    for position in range(3):
        if tab.up[position] or tab.placed[position] == seat:
            worth, give = _known_take(hand, tab.centre[position], table)
            kind = 2
        elif unknown_done:
            continue
        else:
            unknown_done = True
            worth, give = _unknown_give(hand, opponents)
            kind = 1
        if worth > best[0] or (worth == best[0] and kind > best[1]):
            best = (worth, kind, "take", position, give)
    return best[2:]


def _medium_knocks(tab: Table, seat: int, opponents: int, knock_after: int) -> bool:
    """Whether ``medium`` knocks here: when it may, and its hand is safe enough for it."""
    if tab.knocker >= 0 or min(tab.turns) < knock_after:
        return False
    a, b, c = tab.hands[seat]
    risk = 1.0 - lives_table(opponents)[strength3(a, b, c)]
    return risk <= MEDIUM.knock_lowest + KNOCK_DRIFT * tab.exchanges[seat]


def apply_move(tab: Table, seat: int, move: tuple[str, int, int]) -> None:
    """Make an exchange or a knock (``("knock", 0, 0)``) for ``seat`` in the played-out deal."""
    verb, position, give = move
    if verb == "knock":
        tab.knocker = seat
    elif verb == "pass":
        pass
    elif verb == "take":
        hand = tab.hands[seat]
        hand[give], tab.centre[position] = tab.centre[position], hand[give]
        tab.placed[position] = -1 if tab.up[position] else seat
        tab.exchanges[seat] += 1
    else:
        shown = min(tab.hands[seat])  # the lowest card, as medium shows (card numbers order by rank, suit)
        tab.hands[seat], tab.centre = tab.centre, tab.hands[seat]
        tab.up = [card == shown for card in tab.centre]
        tab.placed = [-1 if up else seat for up in tab.up]
        tab.exchanges[seat] += 1
    tab.turns[seat] += 1


def play_out(tab: Table, knock_after: int) -> None:
    """Play the hand on from the seat after the judging one (index 0) to the showdown."""
    seats = len(tab.hands)
    opponents = seats - 1
    seat = 0
    for _ in range(MAX_TURNS):
        seat = (seat + 1) % seats
        if seat == tab.knocker:
            return
        if _medium_knocks(tab, seat, opponents, knock_after):
            apply_move(tab, seat, ("knock", 0, 0))
        else:
            apply_move(tab, seat, medium_move(tab, seat, opponents))


def loses(tab: Table) -> bool:
    """Whether the judging seat (index 0) holds the lowest hand: the lowest strength, and between
    equal strengths the lower suit of the highest card (a natural card's number orders it by
    rank, then suit, so the highest card is the largest number and its suit the number's low bits)."""
    a, b, c = tab.hands[0]
    mine = strength3(a, b, c)
    for hand in tab.hands[1:]:
        d, e, f = hand
        theirs = strength3(d, e, f)
        if theirs < mine or (theirs == mine and max(hand) & 3 < max(a, b, c) & 3):
            return False
    return True


# --- from a view ----------------------------------------------------------------------------------

def turn_order(view: BastardView) -> list[int]:
    """The seats still in the game, in turn order from this one."""
    me = view.seat or 0
    seats = len(view.players)
    return [seat for seat in ((me + k) % seats for k in range(seats)) if not view.lives or view.lives[seat] > 0]


def _as_seen(view: BastardView, read: TableRead, order: list[int]) -> Table:
    """The table as this seat sees it: its own hand only, face-down cards it did not place as -1."""
    centre = view.centre
    exchanges = [read.seats[seat].exchanges for seat in order]
    knocker = order.index(view.players.index(view.knocker)) if view.knocker is not None else -1
    return Table([[int(c) for c in view.cards or ()]], [-1 if slot.card is None else int(slot.card) for slot in centre],
                 [0 if slot.yours else -1 for slot in centre], [slot.face_up for slot in centre],
                 exchanges, list(exchanges), knocker)


def sample_tables(view: BastardView, read: TableRead, pool: Sequence[Card], rng: random.Random,
                  samples: int) -> list[Table]:
    """Deals of the unseen cards consistent with what this seat knows, as played-out tables."""
    order = turn_order(view)
    seen = _as_seen(view, read, order)
    pinned = [[int(c) for c in sorted(read.seats[seat].holds)[:3]] for seat in order[1:]]
    hidden = [position for position, card in enumerate(seen.centre) if card < 0]
    need = sum(3 - len(cards) for cards in pinned) + len(hidden)
    if need > len(pool):
        return []
    tables = []
    for _ in range(samples):
        drawn = [int(c) for c in rng.sample(pool, need)]
        tab = seen.copy()
        for cards in pinned:
            tab.hands.append(cards + drawn[:3 - len(cards)])
            del drawn[:3 - len(cards)]
        for position, card in zip(hidden, drawn, strict=True):
            tab.centre[position] = card
        tables.append(tab)
    return tables


def lowest_shares(tables: Sequence[Table], moves: Sequence[tuple[str, int, int]], knock_after: int) -> list[float]:
    """For each move of the judging seat, the share of the tables on which it ends lowest."""
    shares = []
    for move in moves:
        lost = 0
        for start in tables:
            tab = start.copy()
            apply_move(tab, 0, move)
            play_out(tab, knock_after)
            lost += loses(tab)
        shares.append(lost / max(1, len(tables)))
    return shares


def as_move(action: Action, cards: Sequence[Card]) -> tuple[str, int, int]:
    """An exchange, knock or pass as a played-out move."""
    if isinstance(action, Take) and action.position is not None and action.give is not None:
        return "take", action.position, list(cards).index(action.give)
    return action.verb, 0, 0


def plays_out(view: BastardView, profile: Profile) -> bool:
    """Whether this turn is judged by playing out: at a level that does (``hard``), in the game for
    lives, ended by a knock after which everyone must exchange, with no peeking, and at most
    ``MOST_PLAYERS`` players left (the cost grows with each one)."""
    rules = profile.rules or default_rules("bastard")
    players = sum(1 for left in view.lives if left > 0)
    return (EXCHANGE[profile.level].rollouts > 0 and 0 < players <= MOST_PLAYERS
            and rules.exchanges == "knock" and rules.exchange_after_knock == "must"
            and not rules.peek and view.taken is None)


def choose_by_playing_out(view: BastardView, read: TableRead, pool: Sequence[Card], rng: random.Random,
                          candidates: Sequence[Action], samples: int, knock_after: int, nerve: float = 0.0) -> Action:
    """Of ``candidates`` (the best by the quick measure first), the one that ends lowest least
    often over ``samples`` played-out deals; the earlier on a tie. The style's ``nerve`` makes
    knocking look that much safer (bold) or riskier (cautious) than the deals say."""
    tables = sample_tables(view, read, pool, rng, samples)
    if not tables or len(candidates) < 2:
        return candidates[0]
    cards = view.cards or ()
    shares = lowest_shares(tables, [as_move(action, cards) for action in candidates], knock_after)
    leaning = [share - nerve if isinstance(action, Knock) else share
               for share, action in zip(shares, candidates, strict=True)]
    best = min(range(len(candidates)), key=leaning.__getitem__)
    because(lambda: f"played out over {len(tables)} deals, this ends with the lowest hand {percent(shares[best])} "
                    f"of the time, the least of the {len(candidates)} moves weighed")
    return candidates[best]
