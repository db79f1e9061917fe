"""What the app reads from the registry about a variant, beside its family's screens.

The way a seat's standing is counted, the ledger's tallies and the rankings'
notes follow what the registry says the variant is played for (money, lives,
points). The screens of each family of games (its turns and its hand's ending)
are chosen in :mod:`bragtui.app.families`; a new variant played for one of these
needs nothing here, one with a new way of winning adds one entry to each table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bragtui.app.widgets.seats_table import Column
from bragtui.app.wording import signed
from bragtui.core.variants import LIVES, MONEY, POINTS, get_variant
from bragtui.core.view import View

# --- how each seat stands in the game ---------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Standing:
    """How every seat stands in the game: what the ledger shows and the seat lists end with."""

    title: str
    """The ledger's heading."""
    columns: tuple[Column, ...]
    out: tuple[bool, ...]
    """Seats out of the game for good (no lives left)."""
    note: str = ""
    """A line under the ledger, such as a pot carried to the next deal."""


def _money(view: View) -> Standing:
    balances = Column("Balance", tuple(signed(seat.balance) for seat in view.seats), right=True)
    columns: tuple[Column, ...] = (balances,)
    if any(seat.stack is not None for seat in view.seats):
        columns += (Column("Stack", tuple(str(seat.stack) for seat in view.seats), right=True),)
    carried = view.carried_pot
    note = f"A pot of {carried} is carried to the next deal." if carried else ""
    if view.house_balance is not None:
        note = f"The house has {signed(view.house_balance)} over the game."
    return Standing("Ledger", columns, tuple(False for _ in view.seats), note)


def _lives(view: View) -> Standing:
    lives = Column("Lives", tuple(str(left) if left else "out" for left in view.lives), right=True)
    return Standing("Lives", (lives,), tuple(left == 0 for left in view.lives))


def _points(view: View) -> Standing:
    points = Column("Points", tuple(str(score) for score in view.scores), right=True)
    columns: tuple[Column, ...] = (points,)
    if view.seats:  # Crash played for money
        columns += (Column("Balance", tuple(signed(seat.balance) for seat in view.seats), right=True),)
    out = tuple(view.out) if view.out else tuple(False for _ in view.scores)
    return Standing(f"Scores (first to {view.target})", columns, out)


_STANDINGS: dict[str, Callable[[View], Standing]] = {MONEY: _money, LIVES: _lives, POINTS: _points}


def standing(view: View) -> Standing:
    """How each seat stands, from any seat's view or the public one: balances (and stacks) in a
    game for money, lives left in a game for lives, points in a game for points."""
    return _STANDINGS[get_variant(view.variant).played_for](view)


_TALLIES: dict[str, Callable[[View], tuple[int, ...]]] = {
    MONEY: lambda view: tuple(seat.balance for seat in view.seats),
    LIVES: lambda view: tuple(view.lives),
    POINTS: lambda view: tuple(view.scores),
}


_TALLY_WORDS = {MONEY: "Balance", LIVES: "Lives", POINTS: "Points"}


def tally_kind(view: View) -> tuple[str, str]:
    """What the game keeps count of, as the review names it (``money``, ``lives`` or ``points``) and
    as a chart's title does (``Balance``, ``Lives``, ``Points``)."""
    played_for = get_variant(view.variant).played_for
    return played_for, _TALLY_WORDS[played_for]


def for_money(view: View) -> bool:
    """Whether the view's game is played for money (its set-hand screens then show pots and
    balances, not scores)."""
    return get_variant(view.variant).played_for == MONEY


def no_winner_line(view: View) -> str:
    """Why a game ended with no winner: at table stakes, fewer than two players could ante; in a
    game for points, every player left fouled in the same deal."""
    if for_money(view):
        return "The game is over: fewer than two players can pay the ante."
    return "The game is over: every player left set hands out of order, so nobody wins."


def standing_line(view: View) -> str:
    """How each seat stands, on one line, for a saved game's preview (no card is in it): the
    balances in a game for money (``Ann +4, Zed -4``), else the lives or points
    (``lives: Ann 3, Zed out``)."""
    column = standing(view).columns[0]
    counts = ", ".join(f"{name} {cell}" for name, cell in zip(view.players, column.cells, strict=True))
    return counts if for_money(view) else f"{column.header.lower()}: {counts}"


def tallies(view: View) -> tuple[int, ...]:
    """Each seat's count in the game, from any view: its balance, lives left or points."""
    return _TALLIES[get_variant(view.variant).played_for](view)


# --- the rules of the variant in play, for the rankings screen ------------------------------------

_ENDINGS_NOTES: dict[str, str] = {
    MONEY: "Suits have no order: equal hands are possible, and a player who pays to see an equal hand "
           "loses.",
    LIVES: "The lowest hand loses a life. Between equal lowest hands the suit of the highest card "
           "decides: spades, hearts, diamonds, clubs, highest first; the lower suit loses.",
    POINTS: "Each of your hands must be a pair or better, set strongest first. Suits have no order: "
            "equal hands at a position are a stick-up, and nobody scores it.",
}

_SET_HANDS_NOTE = ("Set your hands strongest first: hands out of order are a foul. Suits have no order: "
                   "equal strongest hands at a position win nothing.")
"""The ending note of the set-hand games other than Crash (whose note above adds pair or better)."""

_WILD_NAMES = {"twos": ("the four twos", True), "black-twos": ("the black twos (2♣ 2♠)", True),
               "one-eyed-jacks": ("the one-eyed jacks (J♥ J♠)", True),
               "suicide-king": ("the suicide king (K♥)", False), "joker": ("the joker", False),
               "jokers": ("the two jokers", True)}
"""The cards each wild-card house rule makes wild, and whether they are more than one."""


def _wild_note(wild: str) -> str:
    cards, many = _WILD_NAMES[wild]
    verb, each = ("are", "each stands") if many else ("is", "it stands")
    return (f"Wild cards: {cards} {verb} wild; {each} for any card. Between otherwise equal hands, "
            "fewer wild cards wins. The counts above are for a pack without wild cards.")


def ranking_notes(variant: str, wild: str) -> list[str]:
    """What the rankings screen adds for the variant in play: how ties and the lowest hand are
    settled, and the wild cards in force."""
    entry = get_variant(variant)
    ending = _SET_HANDS_NOTE if "set" in entry.verbs and variant != "crash" else _ENDINGS_NOTES[entry.played_for]
    notes = ["K A 2 is not a run.", ending]
    if wild in _WILD_NAMES:
        notes.append(_wild_note(wild))
    return notes
