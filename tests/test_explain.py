"""Why one hand beats another: the reason given is the comparison that decided it.

A small oracle written here, apart from the ranking code, values each hand from its cards (wild
cards tried as every card they could stand for) and says which step told two hands apart: the
type, a card of the hand in order, the number of wild cards, or the discarded cards. Every pair
of a set of hands covering every type, every deciding card and each wild-card rule is explained
by :func:`bragtui.core.explain.why_beats` and checked against it, traps included: a trap is named
exactly when it is what decided.
"""

from collections import Counter
from itertools import combinations

import pytest
from app_helpers import press, screen_text
from cli_helpers import run_brag

from bragtui.app.practice.session import PracticeSession
from bragtui.app.practice_app import PracticeApp
from bragtui.core.cards import parse_cards
from bragtui.core.explain import why_beats
from bragtui.core.hands import evaluate
from bragtui.core.practice import compare
from bragtui.core.practice.question import Choice, Question
from bragtui.store.progress import Progress

TYPES = ("high card", "pair", "flush", "run", "running flush", "prial")
LETTERS = {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
WRITTEN = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A", 15: "A"}
DECK = [(rank, suit) for rank in range(2, 15) for suit in "cdhs"]
WILD = {
    "none": lambda card: False,
    "twos": lambda card: card[0] == 2,
    "one-eyed-jacks": lambda card: card in ((11, "h"), (11, "s")),
    "jokers": lambda card: card[0] == 0,
}


# The oracle -------------------------------------------------------------------------------

def read(text):
    """``'Ks 10d Jk'`` as ``[(13, 's'), (10, 'd'), (0, 'k')]``."""
    cards = []
    for word in text.split():
        if word == "Jk":
            cards.append((0, "k"))
            continue
        head, suit = word[:-1], word[-1]
        cards.append((LETTERS.get(head.upper()) or int(head), suit.lower()))
    return cards


def plain_value(cards):
    """Three natural cards as (type, then what is compared, in order); 15 is 3-3-3 and A-2-3."""
    ranks = sorted((rank for rank, _ in cards), reverse=True)
    one_suit = len({suit for _, suit in cards}) == 1
    counts = Counter(ranks)
    if len(counts) == 1:
        return (5, 15 if ranks[0] == 3 else ranks[0])
    if len(counts) == 2:
        pair = max(counts, key=counts.get)
        return (1, pair, min(counts, key=counts.get))
    top = 15 if ranks == [14, 3, 2] else ranks[0] if ranks[0] - ranks[2] == 2 else None
    if top:
        return (4 if one_suit else 3, top)
    return (2 if one_suit else 0, *ranks)


def three_value(cards, wild):
    """The best value three cards make, wild cards standing for any cards not held."""
    naturals = [card for card in cards if not wild(card)]
    stand_ins = combinations([card for card in DECK if card not in naturals], 3 - len(naturals))
    return max(plain_value(naturals + list(extra)) for extra in stand_ins), 3 - len(naturals)


def hand_value(text, wild_name):
    """(value, wild cards used, discarded ranks highest first) of the best three of the cards."""
    cards, wild = read(text), WILD[wild_name]
    choices = []
    for kept in combinations(range(len(cards)), 3):
        value, wilds = three_value([cards[i] for i in kept], wild)
        discards = sorted((cards[i][0] for i in range(len(cards)) if i not in kept), reverse=True)
        choices.append((value, -wilds, discards))
    value, minus_wilds, discards = max(choices)
    return value, -minus_wilds, discards


def deciding_step(win, lose):
    """The first step of the comparison at which the two hands differ."""
    (value_w, wilds_w, discards_w), (value_l, wilds_l, discards_l) = win, lose
    if value_w[0] != value_l[0]:
        return ("type", value_w[0], value_l[0])
    for at in range(1, len(value_w)):
        if value_w[at] != value_l[at]:
            return ("card", value_w[0], at, value_w[at], value_l[at])
    if wilds_w != wilds_l:
        return ("wild", wilds_w, wilds_l)
    for at, (a, b) in enumerate(zip(discards_w, discards_l, strict=True)):
        if a != b:
            return ("discard", at, a, b)
    return ("tie",)


TRAPS = {"a23": "A-2-3 is the highest", "333": "3-3-3 is the best hand", "ka2": "K-A-2 is no run",
         "run-flush": "a flush is the more common", "natural": "the natural hand beats",
         "fewer": "fewer wild cards", "discard": "discarded"}
"""Phrases that belong to one reason only: each must be said exactly when its reason decided."""


def name(rank):
    return WRITTEN.get(rank, "a joker" if rank == 0 else str(rank))


def run_name(top):
    return "A-2-3" if top == 15 else "-".join(name(r) for r in (top, top - 1, top - 2))


def _by_card(kind, at, won, lost):
    w, lo = name(won), name(lost)
    if kind == 5:
        return ({"333"}, []) if won == 15 else (set(), [f"{w}-{w}-{w} beats {lo}-{lo}-{lo}"])
    if kind in (3, 4):
        return ({"a23"}, [f"the highest {TYPES[kind]}"]) if won == 15 else \
            (set(), [f"{run_name(won)} beats {run_name(lost)}"])
    if kind == 1:
        return set(), [f"{w}-{w} beats {lo}-{lo}" if at == 1 else f"the odd card decides: {w} beats {lo}"]
    return set(), [f"the {('highest', 'middle', 'lowest')[at - 1]} card decides: {w} beats {lo}"]


def statement(step, loser_text, loser_wilds):
    """What the explanation of ``step`` must say: the traps it names, and phrases it must hold."""
    kind = step[0]
    if kind == "type":
        won, lost = TYPES[step[1]], TYPES[step[2]]
        traps = {"run-flush"} if (won, lost) == ("run", "flush") else set()
        if lost == "high card" and not loser_wilds and sorted(r for r, _ in read(loser_text)) == [2, 13, 14]:
            traps.add("ka2")
        return traps, [f"a {won} beats a {lost}"]
    if kind == "card":
        return _by_card(*step[1:])
    if kind == "wild":
        won, lost = step[1:]
        if won == 0:
            return {"natural"}, ["equal hands: the natural hand beats the one with "
                                 + ("a wild card" if lost == 1 else f"{lost} wild cards")]
        return {"fewer"}, ["equal hands", f"{won} against {lost}"]
    if kind == "discard":
        return {"discard"}, ["the best three", f"{name(step[2])} beats {name(step[3])}"]
    return set(), ["equal hands tie"]


# The hands --------------------------------------------------------------------------------

NATURAL = [
    "3s 3h 3c", "As Ah Ac", "Ks Kh Kc", "2s 2h 2c",
    "As 2s 3s", "Ah Kh Qh", "4d 3d 2d", "5c 6c 7c",
    "Ac 2d 3h", "Ad Kc Qs", "5h 6d 7c", "5s 6h 7d", "4s 3c 2h",
    "Ah Kh 9h", "Ac Kc 8c", "Ad Qd 9d", "Js 9s 4s", "Jh 9h 3h", "Jc 9c 3c",
    "As Ad 4c", "Ac Ah 3s", "Ks Kd 9c", "9s 9d 4h", "9c 9h 4s", "9c 9h Kd",
    "Kh Ad 2c", "Kd Ah 3c", "As Kc 4d", "Qs Jd 9c", "Qh 9d 4c", "Qc 9s 3d", "Qd 9h 3s", "7h 5c 2d",
]
WITH_WILDS = {
    "twos": ["3s 3h 3c", "3d 2c 2h", "2c 2d 2h", "Ks Kd Kc", "Ks Kd 2s", "Kc 2d 2h", "Kh Kd 2c",
             "As 3s 4s", "As 3s 2h", "Ah Kh Qh", "Ah Kh 2c", "9h 8h 2s", "Th 9h 8h", "9s 9d 4h",
             "9s 2d 4h", "Qh Jd 9c", "Ac Qs 2d", "Ac Ks Qd"],
    "one-eyed-jacks": ["As 3s 2c", "Ac 3h Jh", "Ad 3d Js", "Jh Js 7c", "7s 7h 7d", "Jd Jc Js",
                       "Jd Jc 9c", "Qc Qd 8h", "Qs Js 8h", "Js 5d 5h", "Jh 5s 5c"],
    "jokers": ["Jk Jk As", "Ah Ad Ac", "Jk Kd Qd", "Ad Kd Qd", "Jk 9c 4h", "9s 9d 4c", "Jk 7c 4h",
               "Jk 6c 6d", "Jk 6h 6s"],
}
LONGER = {
    "none": ["As Ks Qs 2d", "Ah Kh Qh 3d", "Ad Kd Qd 3c", "As Ks Qs 5d 2c", "Ah Kh Qh 5c 3d",
             "Ad Kd Qd 6c 2d", "9s 9d 4h 7c", "9c 9h 4s 8d"],
    "jokers": ["Jk As Ks 7d", "Ah Kh Qh 7c", "Jk Ad Kd 8c", "Jk Ac Kc 7h"],
}


def explained_pairs(hands, wild):
    """Every pair of ``hands``: the production explanation, with the oracle's step and statement."""
    values = {text: hand_value(text, wild) for text in hands}
    for first, second in combinations(hands, 2):
        a, b = evaluate(parse_cards(first), wild), evaluate(parse_cards(second), wild)
        # The oracle and the ranking code agree on the winner before the reason is looked at.
        oracle_order = (values[first][0], -values[first][1], values[first][2]) > \
            (values[second][0], -values[second][1], values[second][2])
        if a.score == b.score:
            assert deciding_step(values[first], values[second]) == ("tie",), (first, second)
        else:
            assert (a.score > b.score) == oracle_order, (first, second)
        (win, lose, wv, lv) = (first, second, a, b) if a.score >= b.score else (second, first, b, a)
        step = deciding_step(values[win], values[lose])
        yield win, lose, step, statement(step, lose, values[lose][1]), why_beats(wv, lv)


def check(hands, wild):
    steps = set()
    for win, lose, step, (traps, needed), text in explained_pairs(hands, wild):
        for phrase in needed:
            assert phrase in text, (win, lose, step, text)
        for trap, phrase in TRAPS.items():
            assert (phrase in text) == (trap in traps), (win, lose, step, trap, text)
        steps.add(step[:3] if step[0] in ("type", "card") else step[:2] if step[0] == "discard" else step)
    return steps


def test_every_pair_of_natural_hands_is_explained_by_what_decided():
    steps = check(NATURAL, "none")
    # Every pair of types, every card that can decide within a type, and equal hands all came up.
    assert {("type", w, lo) for w in range(6) for lo in range(w)} <= steps
    cards = {("card", 5, 1), ("card", 4, 1), ("card", 3, 1), ("card", 2, 1), ("card", 2, 2), ("card", 2, 3),
             ("card", 1, 1), ("card", 1, 2), ("card", 0, 1), ("card", 0, 2), ("card", 0, 3)}
    assert cards <= steps and ("tie",) in steps


@pytest.mark.parametrize("wild", list(WITH_WILDS))
def test_every_pair_with_wild_cards_is_explained_by_what_decided(wild):
    steps = check(WITH_WILDS[wild] + ["Qd 9h 3s", "5c 6c 7c"], wild)
    assert {("wild", 0, 1), ("wild", 0, 2), ("tie",)} <= steps
    if wild == "twos":
        assert ("wild", 1, 2) in steps


@pytest.mark.parametrize("wild", list(LONGER))
def test_four_and_five_card_hands_tell_the_discards(wild):
    steps = check(LONGER[wild], wild)
    assert ("discard", 0) in steps
    if wild == "none":
        assert ("discard", 1) in steps


# The cases, as ``brag compare`` and the compare drill say them ---------------------

CASES = [
    (("As 3s 2c", "Ac 3h Jh", "one-eyed-jacks"), "1", "equal hands: the natural hand beats the one with a wild card"),
    (("3s 3h 3c", "3d 2c 2h", "twos"), "1", "equal hands: the natural hand beats the one with 2 wild cards"),
    (("Kh Ad 2c", "Kd Ah 3c", "none"), "2",
     "both are high-card hands with the same two highest cards (A, K), so the lowest card decides: 3 beats 2"),
    (("Ks Kd 2s", "Kc 2d 2h", "twos"), "1", "equal hands: the one with fewer wild cards wins, 1 against 2"),
]
CASE_NAMES = ["a23-wild", "333-wild", "ka2-last-card", "both-wild"]


@pytest.mark.parametrize("hands, winner, reason", CASES, ids=CASE_NAMES)
def test_brag_compare_gives_the_deciding_reason(capsys, hands, winner, reason):
    *cards, wild = hands
    out = run_brag(capsys, "compare", "--wild", wild, *cards).out
    assert f"Hand {winner} wins: {reason}." in out
    data = run_brag(capsys, "compare", "--json", "--wild", wild, *cards).json()
    assert data["reason"] == reason and data["best"] == [int(winner) - 1]


@pytest.mark.parametrize("hands, winner, reason", CASES, ids=CASE_NAMES)
def test_the_compare_drill_gives_the_same_reason(hands, winner, reason):
    *cards, wild = hands
    question = Question("compare", "mixed", "", tuple(tuple(parse_cards(c)) for c in cards),
                        (Choice("1", "hand 1"), Choice("2", "hand 2"), Choice("t", "equal")), winner, (), wild)
    for given in ("1", "2", "t"):
        assert reason in compare.mark(question, given).why
    for trap in ("highest run", "best hand in Brag", "K-A-2"):
        assert trap not in compare.mark(question, "t").why


def test_brag_compare_json_reason_of_a_tie(capsys):
    data = run_brag(capsys, "compare", "--json", "7s 7h Qc", "7c 7d Qd").json()
    assert data["best"] == [0, 1] and data["reason"] == "suits have no order in Brag, so equal hands tie"
    data = run_brag(capsys, "compare", "--json", "--suits", "Qs 9d 4c", "Qc 9h 4d").json()
    assert data["reason"] == "the hands are equal, and the suit of the highest card decides"


async def test_the_practice_screen_shows_the_deciding_reason(tmp_path, monkeypatch):
    """The compare drill in the app: a natural hand against the same hand with a wild card, answered
    "equal", is explained by the wild card and by no trap of the ranking."""
    session = PracticeSession(Progress(tmp_path / "practice.sqlite3"), "compare", seed=3)
    monkeypatch.setattr(session.progress, "next_family", lambda *_: ("compare", "wild-vs-natural"))
    app = PracticeApp(session, start_drill=True)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):
            assert session.question.family == "wild-vs-natural" and session.question.answer != "t"
            await press(pilot, "t")
            text = screen_text(app)
            assert "Wrong" in text and "equal hands: the natural hand beats the one with" in text
            assert not any(trap in text for trap in ("highest run", "best hand in Brag", "K-A-2"))
            await press(pilot, "enter")
