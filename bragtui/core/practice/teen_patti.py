"""The Teen Patti ``compare`` drill: two to four hands; which wins in Teen Patti, or are the best equal?

Questions lean toward where Teen Patti's order differs from Brag's and toward its own rules: A-A-A
above 3-3-3, A-2-3 where the ``a23`` option puts it (named in the question), a sequence against a
colour, pair kickers, equal hands, muflis (the lowest hand wins) and the AK47 game's wild cards
against a natural hand. The expected answer is worked out by Teen Patti's own order
(:class:`~bragtui.core.teen_patti.hand_order.HandOrder`) and explained in its words.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from bragtui.core import ranking
from bragtui.core.cards import Card, make_card
from bragtui.core.explain import lower_first, sentence_start
from bragtui.core.practice.compare import _pair_kicker, _run_vs_flush
from bragtui.core.practice.pool import random_hand_of_type, with_suits
from bragtui.core.practice.question import Choice, Mark, Question, deal
from bragtui.core.teen_patti.hand_order import AK47_RANKS, HandOrder

NAME = "teen-patti"
TIE = "t"
FAMILIES = ("aaa-vs-333", "a23", "seq-vs-colour", "pair-kicker", "equal", "muflis", "ak47-wild", "mixed")

Hands = list[list[Card]]
Made = tuple[Hands, HandOrder]
"""A question's hands and the order they are valued in."""

A23_WORDS = {"second": "A-2-3 ranks second, below A-K-Q", "top": "A-2-3 is the best sequence",
             "low": "A-2-3 is the lowest sequence"}
AK47 = frozenset(make_card(rank, suit) for rank in AK47_RANKS for suit in range(4))


def _aces_vs_threes(rng: Random) -> Made:
    threes = [make_card(3, s) for s in rng.sample(range(4), 3)]
    return [threes, [make_card(14, s) for s in rng.sample(range(4), 3)]], HandOrder()


def _a23(rng: Random) -> Made:
    low = with_suits(rng, (14, 2, 3), set(), same_suit=False)
    top = rng.choice((14, 13, 4))
    other = with_suits(rng, (top, top - 1, top - 2), set(low), same_suit=False)
    return [low, other], HandOrder(a23=rng.choice(("second", "top", "low")))


def _natural(maker: Callable[[Random], tuple[Hands, str]]) -> Callable[[Random], Made]:
    """One of Brag's compare makers whose hands need no wild card, in Teen Patti's classic order."""
    return lambda rng: (maker(rng)[0], HandOrder())


def _equal(rng: Random) -> Made:
    kind = rng.choice((ranking.HIGH_CARD, ranking.RUN, ranking.FLUSH))
    first = random_hand_of_type(rng, kind)
    second = with_suits(rng, tuple(c.rank for c in first), set(first), same_suit=kind == ranking.FLUSH)
    return ([first, second] if second else _pair_kicker(rng)[0]), HandOrder()


def _muflis(rng: Random) -> Made:
    kinds = rng.sample(range(6), 2)
    first = random_hand_of_type(rng, kinds[0])
    return [first, random_hand_of_type(rng, kinds[1], set(first))], HandOrder(low=True)


def _ak47_wild(rng: Random) -> Made:
    """A natural hand against one made with an ace, king, four or seven standing for a card."""
    order = HandOrder(wild=AK47)
    for _ in range(50):
        natural = random_hand_of_type(rng, rng.choice((ranking.PAIR, ranking.RUN)), set(AK47))
        copy = with_suits(rng, tuple(c.rank for c in natural), set(natural) | set(AK47))
        if copy:
            copy[rng.randrange(3)] = rng.choice(sorted(AK47))
            if order.value(copy).high_strength == order.value(natural).high_strength:
                return [natural, copy], order
    return _natural(_pair_kicker)(rng)


def _mixed(rng: Random) -> Made:
    count = rng.randint(2, 4)
    cards = deal(rng, 3 * count)
    return [cards[i:i + 3] for i in range(0, 3 * count, 3)], HandOrder(low=rng.random() < 0.25)


_MAKERS: dict[str, Callable[[Random], Made]] = {
    "aaa-vs-333": _aces_vs_threes, "a23": _a23, "seq-vs-colour": _natural(_run_vs_flush),
    "pair-kicker": _natural(_pair_kicker), "equal": _equal, "muflis": _muflis, "ak47-wild": _ak47_wild,
    "mixed": _mixed,
}


def _rules_words(order: HandOrder, family: str) -> str:
    """What the question says of the rules it is asked under (where A-2-3 ranks, when it matters)."""
    words = ["muflis: the lowest hand wins" if order.low else "", "aces, kings, fours and sevens are wild"
             if order.wild else "", A23_WORDS[order.a23] if order.a23 != "second" or family == "a23" else ""]
    said = "; ".join(word for word in words if word)
    return f" ({said})" if said else ""


def _order_of(question: Question) -> HandOrder:
    detail = question.detail
    return HandOrder(detail["a23"], detail["low"], AK47 if detail["ak47"] else frozenset())


def ask(rng: Random, family: str | None = None) -> Question:
    """A Teen Patti ``compare`` question of ``family`` (a random one when ``None``)."""
    family = family or rng.choice(FAMILIES)
    hands, order = _MAKERS[family](rng)
    rng.shuffle(hands)
    scores = [order.value(hand).score for hand in hands]
    best = [i for i, score in enumerate(scores) if score == max(scores)]
    answer = TIE if len(best) > 1 else str(best[0] + 1)
    choices = (*(Choice(str(i), f"hand {i}") for i in range(1, len(hands) + 1)), Choice(TIE, "the best are equal"))
    facts = tuple(f"Hand {i}: {order.describe(order.value(h))}" for i, h in enumerate(hands, start=1))
    prompt = f"Teen Patti: which hand wins?{_rules_words(order, family)}"
    return Question(NAME, family, prompt, tuple(map(tuple, hands)), choices, answer, facts,
                    detail={"a23": order.a23, "low": order.low, "ak47": bool(order.wild)})


def _label(order: HandOrder, index: int, hand: tuple[Card, ...]) -> str:
    return f"hand {index + 1} ({lower_first(order.describe(order.value(hand)))})"


def mark(question: Question, given: str) -> Mark:
    """Mark the key pressed: a hand's number, or ``t`` for equal best hands."""
    order, hands = _order_of(question), question.hands
    scores = [order.value(hand).score for hand in hands]
    ranked = sorted(range(len(hands)), key=lambda i: -scores[i])
    winner, runner_up = ranked[0], ranked[1]
    if scores[winner] == scores[runner_up]:
        best = [i + 1 for i in ranked if scores[i] == scores[winner]]
        why = f"Hands {' and '.join(map(str, sorted(best)))} are equal: " \
              f"{order.why_beats(hands[winner], hands[runner_up])}"
    else:
        why = f"{sentence_start(_label(order, winner, hands[winner]))} beats " \
              f"{_label(order, runner_up, hands[runner_up])}: {order.why_beats(hands[winner], hands[runner_up])}"
    return Mark(given == question.answer, why, question.choice_label(question.answer), question.choice_label(given))
