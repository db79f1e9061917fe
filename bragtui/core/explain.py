"""Why one hand beats another, in words, with the traps of Brag's ranking named where they apply.

Shared by ``brag compare`` and the practice drills.
"""

from __future__ import annotations

from bragtui.core import ranking
from bragtui.core.cards import RANK_TEXT
from bragtui.core.hands import HandValue


def lower_first(text: str) -> str:
    """``Pair of nines`` as ``pair of nines``, for use inside a sentence."""
    return text[:1].lower() + text[1:]


def _ranks(value: HandValue) -> set[int]:
    return {card.rank for card in value.best if not card.is_joker}


def _is_ace_two_three(value: HandValue) -> bool:
    return value.type_name in ("run", "running flush") and ranking.describe(value.strength).endswith("3-2-A")


def _trap_note(winner: HandValue, loser: HandValue) -> str:
    """A sentence on the trap this pair of hands sets, or ``""``."""
    if _is_ace_two_three(winner) and loser.type_name == winner.type_name:
        return f"A-2-3 is the highest {winner.type_name} in Brag, above A-K-Q"
    if winner.describe().startswith("Prial of threes") and loser.type_name == "prial":
        return "3-3-3 is the best hand in Brag, above A-A-A"
    if loser.type_name == "high card" and not loser.wilds and _ranks(loser) == {13, 14, 2}:
        return "K-A-2 is no run: the ace is high or low, never both, so it is only ace high"
    if winner.type_name == "run" and loser.type_name == "flush":
        return "a run beats a flush in Brag: with three cards a flush is the more common"
    return ""


def _shape(value: HandValue) -> str:
    """The hand's description without its type when the type leads it: ``A-J-3`` for ``High card, A-J-3``."""
    text = ranking.describe(value.strength)
    head, _, rest = text.partition(", ")
    return rest if rest and head.lower() == value.type_name else lower_first(text)


def sentence_start(text: str) -> str:
    """``text`` with its first letter made a capital (and nothing else changed)."""
    return text[:1].upper() + text[1:]


def why_beats(winner: HandValue, loser: HandValue) -> str:
    """Why ``winner`` beats ``loser`` (or, if they are equal, why neither does)."""
    note = _trap_note(winner, loser)
    if note:
        return note
    if winner.strength != loser.strength:
        if winner.type_name != loser.type_name:
            return f"a {winner.type_name} beats a {loser.type_name}"
        if winner.type_name == "pair" and ranking.table().values[winner.strength][1] == \
                ranking.table().values[loser.strength][1]:
            kicker_w, kicker_l = (RANK_TEXT[ranking.table().values[v.strength][2]] for v in (winner, loser))
            return f"both hold the same pair, so the odd card decides: {kicker_w} beats {kicker_l}"
        return f"both are a {winner.type_name}, and {_shape(winner)} beats {_shape(loser)}"
    if winner.wilds != loser.wilds:
        return "the hands are equal, and a natural hand beats one made with a wild card"
    if winner.discards != loser.discards:
        return "the best three are equal, so the discarded cards decide, highest first"
    return "suits have no order in Brag, so equal hands tie"
