"""The ``exchange`` drill: a Bastard Brag position for lives; pick the exchange.

Each exchange is measured by the chance of holding the lowest hand at the showdown
(lower is better), against the opponents' hands as dealt. The unseen cards (the
face-down centre cards and the opponents' hands) are drawn in ``SAMPLES`` deals from
a generator seeded by the question, the same deals for every choice, so the choices
are compared fairly. Hands are ordered as the lowest-hand rule orders them: by
strength, then by the suit of the highest card (see
:func:`bragtui.core.hands.lowest_hand_key`, which :func:`lowest_key` agrees with).

The position is a table of three (two opponents); the lives are shown as the table
would show them, but the measure is the same whatever they are: the lowest hand
loses a life.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from bragtui.core import ranking
from bragtui.core.cards import NATURAL_CARDS, Card, cards_text
from bragtui.core.practice.question import Choice, Mark, Question, deal

NAME = "exchange"
SAMPLES = 1000
"""Deals of the unseen cards each question is measured over."""
SEARCH_SAMPLES = 150
"""Deals used only to find a position whose best exchange is of the family asked for."""
TOLERANCE = 0.01
"""An exchange within one point of the best chance is marked right (the best is measured, not exact)."""
FAMILIES = ("keep", "take-face-up", "take-face-down", "swap-all")
"""By the kind of the best exchange."""
OPPONENTS = ("Bob", "Cy")
KEEP, SWAP = "k", "a"
_FACE_UP = ("1", "2", "3")
_FACE_DOWN = ("4", "5", "6")
_TRIES = 12


def lowest_key(cards: Sequence[int]) -> tuple[int, int]:
    """Three natural cards ordered for the lowest hand: strength, then the highest card (by rank,
    then suit, which is how card numbers run)."""
    a, b, c = cards
    return ranking.strength3(a, b, c), max(a, b, c)


def choices_for(hand: Sequence[Card], face_up: Card) -> tuple[Choice, ...]:
    """The exchanges open in a turn before any knock: keep (pass or knock), take the face-up card or a
    face-down one for each card held, or exchange all three."""
    return (Choice(KEEP, "keep my hand (knock or pass)"),
            *(Choice(key, f"take {face_up} face up, give {card}") for key, card in zip(_FACE_UP, hand, strict=True)),
            *(Choice(key, f"take a face-down card, give {card}") for key, card in zip(_FACE_DOWN, hand, strict=True)),
            Choice(SWAP, "exchange all three for the centre"))


def hand_after(key: str, hand: Sequence[Card], face_up: Card, down: Sequence[Card]) -> tuple[Card, ...]:
    """The hand an exchange (a choice's key) leaves, given what the face-down cards are (a test checks it
    against the Bastard Brag controller)."""
    if key == KEEP:
        return tuple(hand)
    if key == SWAP:
        return (face_up, *down)
    index = int(key) - 1
    taken = face_up if key in _FACE_UP else down[0]
    return tuple(taken if i == index % 3 else card for i, card in enumerate(hand))


def _lowest_in(drawn: Sequence[Card], fixed: dict[str, tuple[int, int]], varying: list[str],
               hand: Sequence[Card], face_up: Card) -> list[str]:
    """The exchanges that leave the lowest hand in one deal: ``drawn`` holds the two face-down cards,
    then the opponents' hands."""
    floor = min(lowest_key(drawn[i:i + 3]) for i in range(2, len(drawn), 3))
    below = [key for key, mine in fixed.items() if mine < floor]
    return below + [key for key in varying if lowest_key(hand_after(key, hand, face_up, drawn[:2])) < floor]


def lowest_chances(hand: Sequence[Card], face_up: Card, opponents: int, seed: int,
                   samples: int = SAMPLES) -> dict[str, float]:
    """For each exchange, the chance of holding the lowest hand, over ``samples`` seeded deals of the
    face-down cards and the opponents' hands from the cards not seen."""
    seen = {*hand, face_up}
    unseen = [c for c in NATURAL_CARDS if c not in seen]
    keys = [c.key for c in choices_for(hand, face_up)]
    # Keeping the hand or taking the face-up card leaves the same hand whatever is drawn.
    fixed = {key: lowest_key(hand_after(key, hand, face_up, ())) for key in (KEEP, *_FACE_UP)}
    varying = [key for key in keys if key not in fixed]
    lowest = dict.fromkeys(keys, 0)
    rng = Random(seed)
    for _ in range(samples):
        drawn = rng.sample(unseen, 2 + 3 * opponents)
        for key in _lowest_in(drawn, fixed, varying, hand, face_up):
            lowest[key] += 1
    return {key: n / samples for key, n in lowest.items()}


def _kind(key: str) -> str:
    if key == KEEP:
        return "keep"
    if key == SWAP:
        return "swap-all"
    return "take-face-up" if key in _FACE_UP else "take-face-down"


def _best(chances: dict[str, float]) -> str:
    return min(chances, key=lambda k: (chances[k], k != KEEP))


def _position(rng: Random) -> tuple[list[Card], Card, list[int], int]:
    cards = deal(rng, 4)
    lives = [rng.randint(1, 3) for _ in range(len(OPPONENTS) + 1)]
    return cards[:3], cards[3], lives, rng.randrange(2**31)


def ask(rng: Random, family: str | None = None) -> Question:
    """A position whose best exchange is of the kind ``family`` (any when ``None``; if none is found in
    a few deals, the last one dealt)."""
    for _ in range(_TRIES):
        hand, face_up, lives, seed = _position(rng)
        # A quick look with fewer deals finds a position of the family; the full count measures it.
        glance = lowest_chances(hand, face_up, len(OPPONENTS), seed, SEARCH_SAMPLES)
        if family is None or _kind(_best(glance)) == family:
            break
    chances = lowest_chances(hand, face_up, len(OPPONENTS), seed)
    best = _best(chances)
    choices = choices_for(hand, face_up)
    lives_text = ", ".join(f"{name} {n}" for name, n in zip(("you", *OPPONENTS), lives, strict=True))
    facts = (f"Chance of the lowest hand, over {SAMPLES:,} seeded deals of the unseen cards "
             "(opponents' hands as dealt):",
             *(f"{c.key}: {c.label}: {100 * chances[c.key]:.1f}%" for c in choices))
    return Question(NAME, _kind(best), f"Bastard Brag for lives ({lives_text}). Pick your exchange.",
                    (tuple(hand), (face_up,)), choices, best, facts,
                    detail={"chances": chances, "lives": tuple(lives), "face_down": 2})


def _outcome(question: Question, key: str) -> str:
    """What an exchange leaves, in words: the hand it makes, or the cards kept beside an unseen one."""
    hand, (face_up,) = question.hands
    if key in _FACE_DOWN:
        kept = [c for i, c in enumerate(hand) if i != int(key) - 4]
        return f"keeps {cards_text(kept)} beside an unseen card"
    if key == SWAP:
        return f"holds {face_up} and two unseen cards"
    made = hand_after(key, hand, face_up, ())
    strength = ranking.strength3(*made)
    return f"makes a {ranking.TYPE_NAMES[ranking.hand_type(strength)]} ({ranking.describe(strength)})"


def mark(question: Question, given: str) -> Mark:
    """Mark the exchange chosen by its key, against the best chance of escaping the lowest hand."""
    chances: dict[str, float] = question.detail["chances"]
    best = question.answer
    if given not in chances:
        return Mark(False, "Pick one of the exchanges listed.", question.choice_label(best), given)
    right = chances[given] <= chances[best] + TOLERANCE
    why = f"Best: {question.choice_label(best)} {_outcome(question, best)}, lowest {100 * chances[best]:.1f}%"
    if given != best:
        why += f"; yours {_outcome(question, given)}, lowest {100 * chances[given]:.1f}%"
    return Mark(right, why + f" (of {SAMPLES:,} seeded deals, opponents' hands as dealt).",
                question.choice_label(best), question.choice_label(given))
