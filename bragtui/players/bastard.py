"""Bastard Brag's decisions: which card to take and give, when to exchange all three, knock or pass;
in the game for money, the betting after the exchanges, as at any Brag table.

Every exchange is judged by the hand it leaves. In the game for lives the
measure is the chance of *not* holding the lowest hand; in the money game, the
chance of holding the best one (the pot goes to it). A face-down centre card
is unknown, so taking one is judged on average over every card it could be:
all the cards this seat has not seen (only the face-up centre cards, its own
hand and the cards it put face down are known to it).

``medium`` takes the opponents' hands as random hands and knocks once its hand
is safe enough. ``hard`` lets every exchange an opponent has made (and each
still to come) improve that opponent's hand: one who has exchanged ``k`` times
holds the best three of ``3 + k`` cards, up to five, read from tables built
once from seeded deals; when an opponent is known to hold face-up cards they
took, their hands are sampled from the unseen cards around those cards
instead. It knocks when its hand, against the others after one more exchange
each, is worth at least its best exchange against them after more. In the game
for lives with three players or fewer, that measure only ranks its exchanges:
the best few, and knocking, are each played out to the showdown over sampled
deals of the unseen cards (:mod:`bragtui.players.rollout`), and the one that
leaves it lowest least often is made.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence

from bragtui.core import ranking
from bragtui.core.actions import Action, Choice
from bragtui.core.bastard.actions import Give, Knock, Pass, Swap, Take
from bragtui.core.bastard.view import BastardView
from bragtui.core.cards import NATURAL_CARDS, Card
from bragtui.core.hands import natural_score, strength_from_score
from bragtui.core.ranking import strength3
from bragtui.core.rules import default_rules
from bragtui.players.base import Profile
from bragtui.players.brag import choose_betting, opponents
from bragtui.players.brag import facts as betting_facts
from bragtui.players.facts import Facts, hand_words
from bragtui.players.levels import EXCHANGE, KNOCK_DRIFT
from bragtui.players.reading import TableRead, read_log
from bragtui.players.reasons import because, percent
from bragtui.players.rollout import choose_by_playing_out, lives_table, plays_out
from bragtui.players.strength import beat_all, percentile, percentile_table

Judge = Callable[[int], float]
"""The worth (0 to 1, higher better) of holding a hand of a three-card strength."""
SWAP_SAMPLES = 24
KNOCK_AHEAD = 2
"""Exchanges each opponent is taken to have still to come when no one has knocked (``hard``)."""
MAX_EXTRA = 2
PLAYED_OUT = 3
"""The best exchanges by the quick measure that ``hard`` plays out, with knocking, in the game for lives."""


def unseen_cards(view: BastardView, read: TableRead | None = None) -> list[Card]:
    """Every card this seat has not seen (nor knows an opponent to hold), in card order."""
    known = set(view.cards or ())
    known.update(slot.card for slot in view.centre if slot.card is not None)
    if view.taken is not None:
        known.add(view.taken)
    if read is not None:
        for play in read.seats:
            known.update(play.holds)
    return [c for c in NATURAL_CARDS if c not in known]


def _opponent_strengths(view: BastardView, read: TableRead, rng: random.Random, samples: int,
                        turns_ahead: int = 0) -> list[list[int]]:
    """Sampled deals of every opponent's hand: per sample, each opponent's three-card strength,
    as it will be after ``turns_ahead`` more exchanges each."""
    pool = unseen_cards(view, read)
    plan = []
    for seat in opponents(view):
        play = read.seats[seat]
        pinned = [c for c in play.holds][:3]
        extra = min(MAX_EXTRA, play.exchanges + turns_ahead)
        plan.append((pinned, 3 - len(pinned) + extra))
    need = sum(n for _, n in plan)
    deals = []
    for _ in range(samples):
        drawn = rng.sample(pool, need)
        strengths, at = [], 0
        for pinned, n in plan:
            held = pinned + drawn[at:at + n]
            at += n
            strengths.append(strength_from_score(natural_score(held)))
        deals.append(strengths)
    return deals


def _sampled_judge(deals: list[list[int]], for_lives: bool) -> Judge:
    """Lives: the share of sampled deals in which some opponent is lower (the lowest of them is
    below this hand). Money: the share in which every opponent is lower. Ties count half."""
    marks = sorted(min(d) if for_lives else max(d) for d in deals)
    total = float(len(marks))

    def worth(strength: int) -> float:
        below, upto = bisect_left(marks, strength), bisect_right(marks, strength)
        return (below + (upto - below) / 2) / total
    return worth


def _random_judge(n: int, for_lives: bool) -> Judge:
    """Opponents' hands taken as random: lives, 1 - (1 - q)ⁿ; money, qⁿ."""
    if for_lives:
        return lives_table(n).__getitem__
    table = percentile_table(3)
    return lambda strength: table[strength] ** n


def make_judge(view: BastardView, read: TableRead, rng: random.Random, profile: Profile,
               turns_ahead: int = 0) -> Judge:
    """The measure of a hand for this seat at this level, against the opponents' hands as they
    will be after ``turns_ahead`` more exchanges each (``hard``; ``medium`` takes them as random)."""
    for_lives = bool(view.lives)
    samples = EXCHANGE[profile.level].samples
    if samples and any(read.seats[s].holds for s in opponents(view)):
        # Cards an opponent is known to hold change their hand: sample it around them.
        return _sampled_judge(_opponent_strengths(view, read, rng, samples, turns_ahead), for_lives)
    if samples:
        sizes = [3 + min(MAX_EXTRA, read.seats[s].exchanges + turns_ahead) for s in opponents(view)]
        return _improved_judge(sizes, for_lives)
    return _random_judge(len(opponents(view)), for_lives)


def _improved_judge(sizes: list[int], for_lives: bool) -> Judge:
    """As :func:`_sampled_judge`, each opponent holding the best three of ``size`` random cards,
    read from the tables of :func:`~bragtui.players.strength.percentile_table` (built once
    from seeded deals): the same measure, without sampling noise, in a fraction of the time."""
    tables = [percentile_table(size) for size in sizes]
    if for_lives:
        def lives(strength: int) -> float:
            risk = 1.0
            for table in tables:
                risk *= 1.0 - table[strength]
            return 1.0 - risk
        return lives

    def money(strength: int) -> float:
        chance = 1.0
        for table in tables:
            chance *= table[strength]
        return chance
    return money


# --- the candidates ---------------------------------------------------------------------------------

def _replace(cards: Sequence[Card], give: Card, take: Card) -> tuple[Card, Card, Card]:
    a, b, c = (take if card == give else card for card in cards)
    return a, b, c


def _best_known_take(cards: Sequence[Card], take: Card, judge: Judge) -> tuple[float, Card]:
    """The best card to give for a known card: the worth it leaves and the card given."""
    return max((judge(strength3(*_replace(cards, give, take))), give) for give in cards)


def _unknown_take(cards: Sequence[Card], pool: Sequence[Card], judge: Judge) -> tuple[float, Card]:
    """The best card to give for an unknown face-down card, judged on average over the pool."""
    best: tuple[float, Card] | None = None
    for give in cards:
        rest = [c for c in cards if c != give]
        worth = sum(judge(strength3(rest[0], rest[1], u)) for u in pool) / len(pool)
        if best is None or worth > best[0]:
            best = (worth, give)
    assert best is not None
    return best


def _peek_worth(cards: Sequence[Card], pool: Sequence[Card], judge: Judge) -> float:
    """Peeking first: the card is seen, then the best card given for it; on average over the pool."""
    return sum(_best_known_take(cards, u, judge)[0] for u in pool) / len(pool)


def _swap_worth(view: BastardView, pool: Sequence[Card], judge: Judge, rng: random.Random) -> float:
    """Taking the whole centre: known cards as they are, unknown ones sampled from the pool."""
    known = [slot.card for slot in view.centre if slot.card is not None]
    missing = len(view.centre) - len(known)
    if missing == 0:
        a, b, c = known
        return judge(strength3(a, b, c))
    worths = []
    for _ in range(SWAP_SAMPLES):
        a, b, c = known + rng.sample(list(pool), missing)
        worths.append(judge(strength3(a, b, c)))
    return sum(worths) / len(worths)


def _shown_card(cards: Sequence[Card]) -> Card:
    """The card to turn face up when giving the whole hand: the lowest, the least use to anyone."""
    return min(cards, key=lambda c: (c.rank, c.suit))


def _candidates(view: BastardView, judge: Judge, pool: Sequence[Card], rng: random.Random,
                verbs: dict[str, Choice]) -> list[tuple[float, int, Action]]:
    """Every exchange worth weighing, each with the worth it leaves (ties: the earlier kind)."""
    seat, cards = view.seat or 0, list(view.cards or ())
    found: list[tuple[float, int, Action]] = []
    unknown_done = False
    for position, slot in enumerate(view.centre):
        if slot.card is not None:
            worth, give = _best_known_take(cards, slot.card, judge)
            found.append((worth, 2, Take(seat, position, give=give)))
        elif not unknown_done and pool:
            unknown_done = True  # every face-down card this seat does not know is alike to it
            if view.peek:
                found.append((_peek_worth(cards, pool, judge), 1, Take(seat, position)))
            else:
                worth, give = _unknown_take(cards, pool, judge)
                found.append((worth, 1, Take(seat, position, give=give)))
    if "swap" in verbs and pool is not None:
        found.append((_swap_worth(view, pool, judge, rng), 0, Swap(seat, _shown_card(cards))))
    if "pass" in verbs:
        a, b, c = cards
        found.append((judge(strength3(a, b, c)), 3, Pass(seat)))
    return found


# --- the decisions ----------------------------------------------------------------------------------

def choose(view: BastardView, legal: Sequence[Choice], rng: random.Random, profile: Profile) -> Action:
    """Exchanges first; in the money game, betting after them, as at any Brag table."""
    if view.phase == "exchange":
        return choose_exchange(view, legal, rng, profile)
    return choose_betting(view, legal, rng, profile)


def facts(view: BastardView, profile: Profile) -> Facts:
    """The coach's facts: during the exchanges, the hand's chance against as many random hands as
    players still in; in the money game's betting, as at any Brag table."""
    if view.phase != "exchange":
        return betting_facts(view, profile)
    hand, beats = hand_words(view.cards, profile.wild)
    others = len(opponents(view)) if not view.lives else sum(1 for left in view.lives if left > 0) - 1
    chance = beat_all(percentile(view.cards), others) if view.cards else None
    return Facts(hand, beats, chance, others)


def choose_exchange(view: BastardView, legal: Sequence[Choice], rng: random.Random, profile: Profile) -> Action:
    """One Bastard Brag exchange turn: give (after a peek), knock, or the best exchange."""
    verbs = {choice.verb: choice for choice in legal}
    read = read_log(view.log, view.players)
    seat, cards = view.seat or 0, list(view.cards or ())
    if profile.level == "easy":
        return _face_value(view, verbs)
    judge = make_judge(view, read, rng, profile, _turns_ahead(view, profile))
    if "give" in verbs and view.taken is not None:
        worth, give = _best_known_take(cards, view.taken, judge)
        because(lambda: f"giving that card leaves the best hand the taken card makes: {worth_words(view, worth)}")
        return Give(seat, give)
    pool = unseen_cards(view, read if profile.reads else None)
    found = sorted(_candidates(view, judge, pool, rng, verbs), key=lambda item: (item[0], item[1]), reverse=True)
    because(lambda: f"of the {len(found)} exchanges open it leaves the best hand: {worth_words(view, found[0][0])}")
    if plays_out(view, profile):
        return _played_out(view, read, pool, rng, profile, [item[2] for item in found], "knock" in verbs)
    if "knock" in verbs and _knocks(view, judge, found[0][0], read, rng, profile):
        return Knock(seat)
    return found[0][2]


def worth_words(view: BastardView, worth: float) -> str:
    """A judge's worth in words: the risk of the lowest hand (for lives) or the chance to win (for money)."""
    return f"{percent(1.0 - worth)} risk of the lowest hand" if view.lives else f"{percent(worth)} chance to win"


def _turns_ahead(view: BastardView, profile: Profile) -> int:
    """The exchanges each opponent is taken to have still to come: after a knock the showdown comes
    after this turn; else the others have a turn or two more (``hard``; ``medium`` looks no further)."""
    return 0 if view.knocker is not None or not profile.reads else KNOCK_AHEAD


def _played_out(view: BastardView, read: TableRead, pool: Sequence[Card], rng: random.Random, profile: Profile,
                ranked: list[Action], may_knock: bool) -> Action:
    """``hard`` in the game for lives: the best few exchanges by the quick measure, and knocking if
    allowed, each played out to the showdown on the same sampled deals; the one that ends lowest
    least often (see :mod:`bragtui.players.rollout`)."""
    actions = ranked[:PLAYED_OUT] + ([Knock(view.seat or 0)] if may_knock else [])
    knock_after = (profile.rules or default_rules("bastard")).knock_after
    return choose_by_playing_out(view, read, pool, rng, actions, EXCHANGE[profile.level].rollouts, knock_after,
                                 profile.style.nerve)


def _knocks(view: BastardView, judge: Judge, best: float, read: TableRead, rng: random.Random,
            profile: Profile) -> bool:
    """Whether to knock rather than make the best exchange.

    ``hard`` compares the two futures: knocking now, against the others' hands after one more
    exchange each; or exchanging and playing on, against their hands after more. ``medium``
    knocks when its hand is safe enough. Each exchange already made asks a little less of the
    hand (so every hand ends, even when the same cards go round and round).
    """
    a, b, c = view.cards or (0, 0, 0)
    strength = strength3(a, b, c)
    patience = profile.style.nerve + KNOCK_DRIFT * read.seats[view.seat or 0].exchanges
    if profile.reads:
        after_knock = make_judge(view, read, rng, profile, 1)(strength)
        because(lambda: f"knocking now leaves {worth_words(view, after_knock)}, against "
                        f"{worth_words(view, best)} for exchanging on: "
                        + ("it knocks" if after_knock + patience >= best else "it exchanges"))
        return after_knock + patience >= best
    level = EXCHANGE[profile.level]
    now = judge(strength)
    if view.lives:
        return 1.0 - now <= level.knock_lowest + patience
    return now >= level.knock_share - patience


def _face_value(view: BastardView, verbs: dict[str, Choice]) -> Action:
    """``easy``: takes a face-up card if it makes a better hand; knocks on a pair or better;
    otherwise gives its lowest card for a face-down one. Never exchanges all three."""
    seat, cards = view.seat or 0, list(view.cards or ())
    a, b, c = cards
    now = strength3(a, b, c)
    if "give" in verbs and view.taken is not None:
        taken = view.taken
        return Give(seat, max(cards, key=lambda g: strength3(*_replace(cards, g, taken))))
    if "knock" in verbs and now >= weakest_pair():
        return Knock(seat)
    better = _better_face_up(view, cards, now)
    if better is not None:
        return better
    if "pass" in verbs:
        return Pass(seat)
    hidden = next((p for p, slot in enumerate(view.centre) if slot.card is None), 0)
    lowest = min(cards, key=lambda card: (card.rank, card.suit))
    return Take(seat, hidden) if view.peek else Take(seat, hidden, give=lowest)


def _better_face_up(view: BastardView, cards: list[Card], now: int) -> Action | None:
    """The known centre card that makes the best hand better than ``now``, taken for the card
    that leaves the best hand; ``None`` if none does."""
    best: tuple[int, Action] | None = None
    for position, slot in enumerate(view.centre):
        taken = slot.card
        if taken is None:
            continue
        give = max(cards, key=lambda g: strength3(*_replace(cards, g, taken)))
        after = strength3(*_replace(cards, give, taken))
        if after > now and (best is None or after > best[0]):
            best = (after, Take(view.seat or 0, position, give=give))
    return best[1] if best is not None else None


def weakest_pair() -> int:
    """The strength of the weakest pair."""
    return ranking.table().first_of_type[ranking.PAIR]
