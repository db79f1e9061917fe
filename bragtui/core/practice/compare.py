"""The ``compare`` drill: two to four hands; which wins, or are the best equal?

Questions lean toward the traps of Brag's ranking: A-2-3 against A-K-Q, 3-3-3 against
A-A-A, K-A-2 (no run), a run against a flush, pair kickers, equal hands and, under a
wild-card house rule, a natural hand against the same hand made with a wild card.
The expected answer is worked out by :func:`bragtui.core.hands.evaluate`.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from bragtui.core import ranking
from bragtui.core.cards import CARDS, Card, make_card
from bragtui.core.explain import lower_first, sentence_start, why_beats
from bragtui.core.hands import WILD_OPTIONS, HandValue, evaluate
from bragtui.core.practice.pool import random_hand_of_type, with_suits
from bragtui.core.practice.question import Choice, Mark, Question, deal

NAME = "compare"
TIE = "t"
FAMILIES = ("a23-vs-akq", "333-vs-aaa", "ka2", "run-vs-flush", "pair-kicker", "equal", "wild-vs-natural",
            "mixed")

Hands = list[list[Card]]

WILD_WORDS = {"twos": "twos are wild", "jokers": "two jokers in the pack, both wild",
              "one-eyed-jacks": "Jh and Js are wild"}
"""The wild-card house rules the drill uses, as the question says them."""


def _used(hands: Hands) -> set[int]:
    return {c for hand in hands for c in hand}


def _a23_vs_akq(rng: Random) -> tuple[Hands, str]:
    low = with_suits(rng, (14, 2, 3), set(), same_suit=False)
    return [low, with_suits(rng, (14, 13, 12), set(low), same_suit=False)], "none"


def _threes_vs_aces(rng: Random) -> tuple[Hands, str]:
    threes = [make_card(3, s) for s in rng.sample(range(4), 3)]
    return [threes, [make_card(14, s) for s in rng.sample(range(4), 3)]], "none"


def _king_ace_two(rng: Random) -> tuple[Hands, str]:
    trap = with_suits(rng, (13, 14, 2), set(), same_suit=False)
    top = rng.randint(4, 13)
    other = with_suits(rng, (top, top - 1, top - 2), set(trap), same_suit=False) if rng.random() < 0.6 else \
        random_hand_of_type(rng, ranking.PAIR, set(trap))
    return [trap, other], "none"


def _run_vs_flush(rng: Random) -> tuple[Hands, str]:
    run = random_hand_of_type(rng, ranking.RUN)
    flush = random_hand_of_type(rng, ranking.FLUSH, set(run))
    return [run, flush], "none"


def _pair_kicker(rng: Random) -> tuple[Hands, str]:
    pair_rank = rng.randint(2, 14)
    kickers = rng.sample([r for r in range(2, 15) if r != pair_rank], 2)
    suits = rng.sample(range(4), 4)
    first = [make_card(pair_rank, suits[0]), make_card(pair_rank, suits[1]), make_card(kickers[0], rng.randrange(4))]
    second = [make_card(pair_rank, suits[2]), make_card(pair_rank, suits[3])]
    second.append(next(make_card(kickers[1], s) for s in range(4) if make_card(kickers[1], s) not in first))
    return [first, second], "none"


def _equal(rng: Random) -> tuple[Hands, str]:
    kind = rng.choice((ranking.HIGH_CARD, ranking.PAIR, ranking.RUN, ranking.FLUSH))
    first = random_hand_of_type(rng, kind)
    ranks = tuple(c.rank for c in first)
    second = with_suits(rng, ranks, set(first), same_suit=kind == ranking.FLUSH if kind != ranking.PAIR else None)
    if not second or evaluate(second).strength != evaluate(first).strength:
        return _pair_kicker(rng)
    return [first, second], "none"


def _wild_vs_natural(rng: Random) -> tuple[Hands, str]:
    """A natural hand against one of equal strength made with a wild card."""
    wild = rng.choice(("twos", "jokers", "one-eyed-jacks"))
    wild_cards = sorted(WILD_OPTIONS[wild])
    for _ in range(50):
        natural = random_hand_of_type(rng, rng.choice((ranking.PRIAL, ranking.PAIR, ranking.RUN)),
                                      set(wild_cards))
        target = evaluate(natural).strength
        copy = with_suits(rng, tuple(c.rank for c in natural), set(natural) | set(wild_cards))
        if not copy:
            continue
        copy[rng.randrange(3)] = CARDS[rng.choice(wild_cards)]
        if evaluate(copy, wild).strength == target:
            return [natural, copy], wild
    rank = rng.choice([r for r in range(3, 15) if r != 11])
    return [[make_card(rank, s) for s in range(3)], [make_card(rank, 3), CARDS[52], CARDS[53]]], "jokers"


def _mixed(rng: Random) -> tuple[Hands, str]:
    count = rng.randint(2, 4)
    cards = deal(rng, 3 * count)
    return [cards[i:i + 3] for i in range(0, 3 * count, 3)], "none"


_MAKERS: dict[str, Callable[[Random], tuple[Hands, str]]] = {
    "a23-vs-akq": _a23_vs_akq, "333-vs-aaa": _threes_vs_aces, "ka2": _king_ace_two,
    "run-vs-flush": _run_vs_flush, "pair-kicker": _pair_kicker, "equal": _equal,
    "wild-vs-natural": _wild_vs_natural, "mixed": _mixed,
}


def best_of(values: list[HandValue]) -> list[int]:
    """The indices of the best hands (more than one when they are equal)."""
    top = max(v.score for v in values)
    return [i for i, v in enumerate(values) if v.score == top]


def _add_weaker_hands(rng: Random, hands: Hands, wild: str) -> Hands:
    """Sometimes one or two random hands more, weaker than every hand of the trap (so it still decides)."""
    weakest = min(evaluate(h, wild).score for h in hands)
    for _ in range(rng.choice((0, 0, 1, 2))):
        used = _used(hands) | WILD_OPTIONS[wild]
        extra = deal(rng, 3, sorted(used))
        if evaluate(extra, wild).score < weakest:
            hands.append(extra)
    return hands


def ask(rng: Random, family: str | None = None) -> Question:
    """A ``compare`` question of ``family`` (a random one when ``None``)."""
    family = family or rng.choice(FAMILIES)
    hands, wild = _MAKERS[family](rng)
    if family != "mixed":
        hands = _add_weaker_hands(rng, hands, wild)
    rng.shuffle(hands)
    values = [evaluate(h, wild) for h in hands]
    best = best_of(values)
    answer = TIE if len(best) > 1 else str(best[0] + 1)
    choices = (*(Choice(str(i), f"hand {i}") for i in range(1, len(hands) + 1)), Choice(TIE, "the best are equal"))
    wild_note = f" ({WILD_WORDS[wild]})" if wild != "none" else ""
    facts = tuple(f"Hand {i}: {v.describe()}" for i, v in enumerate(values, start=1))
    return Question(NAME, family, f"Which hand wins?{wild_note}", tuple(tuple(h) for h in hands), choices, answer,
                    facts, wild)


def _label(index: int, value: HandValue) -> str:
    return f"hand {index + 1} ({lower_first(value.describe())})"


def mark(question: Question, given: str) -> Mark:
    """Mark the key pressed: a hand's number, or ``t`` for equal best hands."""
    values = [evaluate(h, question.wild) for h in question.hands]
    best = best_of(values)
    order = sorted(range(len(values)), key=lambda i: -values[i].score)
    if len(best) > 1:
        names = " and ".join(str(i + 1) for i in best)
        why = f"Hands {names} are equal ({values[best[0]].describe()}): {why_beats(values[best[0]], values[best[1]])}"
    else:
        winner = best[0]
        other = int(given) - 1 if given.isdigit() and int(given) - 1 != winner and int(given) <= len(values) \
            else order[1]
        why = f"{sentence_start(_label(winner, values[winner]))} beats {_label(other, values[other])}: " \
              f"{why_beats(values[winner], values[other])}"
        if other != order[1]:
            # The hand that came closest may hide the trap: name it too.
            why += f"; it beats {_label(order[1], values[order[1]])} too: {why_beats(values[winner], values[order[1]])}"
    return Mark(given == question.answer, why, question.choice_label(question.answer),
                question.choice_label(given))
