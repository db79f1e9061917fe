"""Why one hand beats another, in words, told by the comparison that decided it.

Hands are compared as :class:`~bragtui.core.hands.HandValue` orders them: the type first, then
each card of the hand in order, then the number of wild cards, then the discarded cards of Four
and Five Card Brag. The reason given is the first of these that differs, with the trap of Brag's
ranking named when that step is where it bites (A-2-3, 3-3-3, K-A-2, a run against a flush).

The words and the order are Brag's unless :class:`Terms` says otherwise: Teen Patti names the
types its own way, ranks A-A-A above 3-3-3 and puts A-2-3 where its ``a23`` option says, and its
muflis turns the order over (the lower hand wins).

Shared by ``brag compare`` and the practice drills.
"""

from __future__ import annotations

from typing import NamedTuple

from bragtui.core import ranking
from bragtui.core.cards import RANK_TEXT
from bragtui.core.hands import HandValue

_PLURALS = ("high-card hands", "pairs", "flushes", "runs", "running flushes", "prials")
"""Each hand type's name in the plural, indexed by type number."""
TEEN_PATTI_PLURALS = ("high-card hands", "pairs", "colours", "sequences", "pure sequences", "trails")
"""The same in Teen Patti's names."""

_BEST = 15
"""The ranking's value for 3-3-3 among prials and for A-2-3 among runs (above the ace's 14)."""

_POSITIONS = ("highest", "middle", "lowest")

KA2_NOTE = "K-A-2 is no run: the ace is high or low, never both, so it is only ace high"


class Terms(NamedTuple):
    """How a game names and orders three-card hands: Brag's by default."""

    game: str = "Brag"
    """The game's name in a sentence."""
    ranks: ranking.Ranks | None = None
    """The ranking table the values' strengths are places in (Brag's when ``None``)."""
    names: tuple[str, ...] = ranking.TYPE_NAMES
    plurals: tuple[str, ...] = _PLURALS
    low: str = ""
    """A game where the lower hand wins (muflis): its name, else empty."""

    @property
    def table(self) -> ranking.Ranks:
        return self.ranks if self.ranks is not None else ranking.table()

    @property
    def brag(self) -> bool:
        """Brag's order, where 3-3-3 and A-2-3 are the best of their types."""
        return self.table.order == ranking.BRAG_ORDER


BRAG_TERMS = Terms()


def lower_first(text: str) -> str:
    """``Pair of nines`` as ``pair of nines``, for use inside a sentence."""
    return text[:1].lower() + text[1:]


def sentence_start(text: str) -> str:
    """``text`` with its first letter made a capital (and nothing else changed)."""
    return text[:1].upper() + text[1:]


def _rank(rank: int) -> str:
    """A rank as written on a card (a discarded joker counts as no rank)."""
    return RANK_TEXT.get(rank, "a joker")


def _is_king_ace_two(value: HandValue, terms: Terms) -> bool:
    return terms.table.hand_type(value.strength) == ranking.HIGH_CARD and not value.wilds and \
        {card.rank for card in value.best} == {13, 14, 2}


def _by_type(winner: HandValue, loser: HandValue, terms: Terms) -> str:
    kind_w, kind_l = (terms.table.hand_type(value.strength) for value in (winner, loser))
    text = f"a {terms.names[kind_w]} beats a {terms.names[kind_l]}"
    if (kind_w, kind_l) == (ranking.RUN, ranking.FLUSH):
        return f"{text} in {terms.game}: with three cards a {terms.names[kind_l]} is the more common"
    if _is_king_ace_two(loser, terms):
        return f"{text}; {KA2_NOTE.replace('run', terms.names[ranking.RUN])}"
    return text


def _run_text(top: int, terms: Terms) -> str:
    return terms.table.order.run_text(top)


def _by_top(kind: int, top_w: int, top_l: int, terms: Terms) -> str:
    """Prials and runs: one value decides, the rank of the prial or the top of the run."""
    plural = terms.plurals[kind]
    if kind == ranking.PRIAL:
        if top_w == _BEST and terms.brag:
            return "3-3-3 is the best hand in Brag, above A-A-A"
        rank_w, rank_l = (terms.table.order.prial_rank(top) for top in (top_w, top_l))
        return f"both are {plural}: {'-'.join([RANK_TEXT[rank_w]] * 3)} beats {'-'.join([RANK_TEXT[rank_l]] * 3)}"
    if top_w == _BEST and terms.brag:
        return f"A-2-3 is the highest {terms.names[kind]} in Brag, above A-K-Q"
    return f"both are {plural}: {_run_text(top_w, terms)} beats {_run_text(top_l, terms)}"


def _by_card(kind: int, won: tuple[int, ...], lost: tuple[int, ...], terms: Terms) -> str:
    """Same type and strength differs: the first card, in order of the hand's value, that differs."""
    if kind in (ranking.PRIAL, ranking.RUN, ranking.RUNNING_FLUSH):
        return _by_top(kind, won[0], lost[0], terms)
    at = next(i for i, (w, lo) in enumerate(zip(won, lost, strict=True)) if w != lo)
    w, lo = RANK_TEXT[won[at]], RANK_TEXT[lost[at]]
    if kind == ranking.PAIR:
        pair = RANK_TEXT[won[0]]
        if at == 0:
            return f"both are pairs, and the higher pair wins: {w}-{w} beats {lo}-{lo}"
        return f"both hold the same pair ({pair}-{pair}), so the odd card decides: {w} beats {lo}"
    plural = terms.plurals[kind]
    if at == 0:
        return f"both are {plural}, so the highest card decides: {w} beats {lo}"
    same = ", ".join(RANK_TEXT[r] for r in won[:at])
    held = "the same highest card" if at == 1 else "the same two highest cards"
    return f"both are {plural} with {held} ({same}), so the {_POSITIONS[at]} card decides: {w} beats {lo}"


def _by_wilds(winner: HandValue, loser: HandValue) -> str:
    """Equal three-card hands: fewer wild cards wins (the wording the rules settle on)."""
    if winner.wilds == 0:
        wild = "a wild card" if loser.wilds == 1 else f"{loser.wilds} wild cards"
        return f"equal hands: the natural hand beats the one with {wild}"
    return f"equal hands: the one with fewer wild cards wins, {winner.wilds} against {loser.wilds}"


def _by_discards(winner: HandValue, loser: HandValue) -> str:
    """Equal best three with as many wild cards: the discarded cards, highest first."""
    at = next(i for i, (w, lo) in enumerate(zip(winner.discards, loser.discards, strict=False)) if w != lo)
    w, lo = _rank(winner.discards[at]), _rank(loser.discards[at])
    if at == 0:
        return f"the best three are equal, so the discarded cards decide, highest first: {w} beats {lo}"
    return f"the best three and the highest discarded card ({_rank(winner.discards[0])}) are equal, " \
           f"so the next discarded card decides: {w} beats {lo}"


def _by_strength(higher: HandValue, lower: HandValue, terms: Terms) -> str:
    """Two hands of different strength: why the ``higher`` one ranks above."""
    kind_w, *won = terms.table.values[higher.strength]
    kind_l, *lost = terms.table.values[lower.strength]
    if kind_w != kind_l:
        return _by_type(higher, lower, terms)
    return _by_card(kind_w, tuple(won), tuple(lost), terms)


def why_beats(winner: HandValue, loser: HandValue, terms: Terms = BRAG_TERMS) -> str:
    """Why ``winner`` beats ``loser``, from the first comparison that tells them apart
    (or, if they are equal, why neither does). The values' strengths are places in ``terms``'s
    table; in a game where the lower hand wins, the winner's is the lower."""
    if winner.strength != loser.strength:
        if terms.low:
            above = _by_strength(loser, winner, terms).replace(" beats ", " ranks above ").replace(
                ", and the higher pair wins:", ":")
            return f"in {terms.low} the lower hand wins, and {above}"
        return _by_strength(winner, loser, terms)
    if winner.wilds != loser.wilds:
        return _by_wilds(winner, loser)
    if winner.discards != loser.discards:
        return _by_discards(winner, loser)
    return f"suits have no order in {terms.game}, so equal hands tie"
