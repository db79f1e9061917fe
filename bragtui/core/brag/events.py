"""Events of Three, Four and Five Card Brag: what happened at the table, in public (see :mod:`bragtui.core.events`)."""

from __future__ import annotations

from collections.abc import Sequence

from bragtui.core.cards import Card
from bragtui.core.events import Event, actor_name, register_describers
from bragtui.core.words import counted as _plural


class BoughtIn(Event, frozen=True):
    """Table stakes with ``rebuy``: a player who could not pay the ante bought in again for ``chips``."""

    seat: int
    chips: int


class Kept(Event, frozen=True):
    """A player with two blind hands kept the one looked at and folded the other unseen."""

    seat: int
    which: str


class Threw(Event, frozen=True):
    """A player with two blind hands folded the one looked at and stays blind with the other."""

    seat: int
    which: str


class Chose(Event, frozen=True):
    """A player with two blind hands kept one of them, unseen."""

    seat: int
    which: str


class Discarded(Event, frozen=True):
    """A player discarded ``count`` cards, face down."""

    seat: int
    count: int


class PartnerDealt(Event, frozen=True):
    """``blind_alone = "face-up"``: the player keeping a blind hand was dealt ``cards`` face up beside it."""

    seat: int
    cards: tuple[Card, ...]


class FoldedBelowPartner(Event, frozen=True):
    """``blind_alone = "face-up"``: a player looked and could not beat the face-up hand, so folded at once."""

    seat: int


class Proposed(Event, frozen=True):
    """A player proposed a showdown by agreement."""

    seat: int


class PartnerDiscarded(Event, frozen=True):
    """``blind_alone = "face-up"``: someone beat the face-up hand, which went to the bottom of the pack;
    the blind hand plays on."""

    seat: int


class BlindHandKept(Event, frozen=True):
    """``blind_alone = "face-up"``: nobody beat the face-up hand; its player took the pot and keeps the
    blind hand, unseen, for the next deal."""

    seat: int


class LoanAsked(Event, frozen=True):
    """A player asked another for a loan (``kind`` ``borrow``), or said "lend or show" to the
    other player left (``kind`` ``lend-or-show``, ``amount`` the chips short of the see)."""

    seat: int
    lender: int
    amount: int
    kind: str = "borrow"


class Inspected(Event, frozen=True):
    """The player asked for a loan looked at the borrower's cards (which only they saw)."""

    seat: int
    borrower: int


class Declined(Event, frozen=True):
    """The player asked refused the loan."""

    seat: int
    borrower: int


class Showed(Event, frozen=True):
    """Lend or show, answered with a show."""

    seat: int
    short: int


def _asked(e: LoanAsked, p: Sequence[str]) -> str:
    if e.kind == "lend-or-show":
        return f"{actor_name(e, p)} is {e.amount} short of a see: {p[e.lender]} must lend or show"
    return f"{actor_name(e, p)} asks {p[e.lender]} for a loan of {e.amount}"


class Answered(Event, frozen=True):
    """A player asked about a proposed showdown agreed, or refused it (which ends the proposal)."""

    seat: int
    agreed: bool


register_describers({
    PartnerDealt: lambda e, p: f"{actor_name(e, p)} keeps the blind hand and is dealt "
                               f"{' '.join(map(str, e.cards))} face up: everyone else looks, and must beat it",
    FoldedBelowPartner: lambda e, p: f"{actor_name(e, p)} cannot beat the face-up hand and folds",
    PartnerDiscarded: lambda e, p: f"The face-up hand goes to the bottom of the pack; {actor_name(e, p)} "
                                   "plays on with the blind hand",
    BlindHandKept: lambda e, p: f"{actor_name(e, p)} keeps the blind hand, unseen, for the next deal",
    LoanAsked: _asked,
    Inspected: lambda e, p: f"{actor_name(e, p)} looks at {p[e.borrower]}'s cards",
    Declined: lambda e, p: f"{actor_name(e, p)} declines to lend to {p[e.borrower]}",
    Showed: lambda e, p: f"{actor_name(e, p)} shows rather than lend",
    Proposed: lambda e, p: f"{actor_name(e, p)} proposes a showdown by agreement",
    Answered: lambda e, p: f"{actor_name(e, p)} {'agrees' if e.agreed else 'disagrees: no showdown'}",
    BoughtIn: lambda e, p: f"{actor_name(e, p)} buys in again for {e.chips}",
    Kept: lambda e, p: f"{actor_name(e, p)} keeps the {e.which} hand and folds the other unseen",
    Threw: lambda e, p: f"{actor_name(e, p)} folds the {e.which} hand and stays blind with the other",
    Chose: lambda e, p: f"{actor_name(e, p)} keeps the {e.which} hand unseen",
    Discarded: lambda e, p: f"{actor_name(e, p)} discards {_plural(e.count, 'card')}",
})
