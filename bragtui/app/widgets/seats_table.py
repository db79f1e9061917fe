"""The seats as a table of aligned columns: the one drawing of the seat list.

The table, exchange and ledger screens each choose their columns (whose turn,
bets, lives, balances) and draw them here, so every seat list looks alike: a
bold header, the viewer's own seat in bold, seats out of the hand dimmed. The
exchange screen and the ledger show a :class:`SeatsTable`; the betting table,
which is one panel of text so that each hand-off paints quickly, puts the same
:func:`seats_markup` in its panel.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from textual.markup import escape
from textual.widgets import Static


class SeatLike(Protocol):
    """What the seat list reads from any variant's seat: a name, a state and the dealer's mark."""

    @property
    def name(self) -> str: ...

    @property
    def status(self) -> str: ...

    @property
    def dealer(self) -> bool: ...

GAP = "   "
"""The space between two columns."""


@dataclass(frozen=True, slots=True)
class Column:
    """One column of the seats table: its header and a cell per seat, clockwise."""

    header: str
    cells: tuple[str, ...]
    right: bool = False
    """Aligned to the right (numbers), else to the left."""

    def width(self) -> int:
        return max(len(text) for text in (self.header, *self.cells))

    def aligned(self, text: str) -> str:
        return text.rjust(self.width()) if self.right else text.ljust(self.width())


def seats_markup(columns: Sequence[Column], styles: Sequence[str], most_rows: int = 0) -> str:
    """The table as markup: the header, then one line per seat in that seat's style (``b``, ``dim``
    or ``""``). Names and cells are escaped: a player's name is never read as a style tag.

    With ``most_rows``, more seats than that are set out in two blocks side by side.
    """
    header = escape(GAP.join(column.aligned(column.header) for column in columns))
    lines = []
    for row, style in enumerate(styles):
        line = escape(GAP.join(column.aligned(column.cells[row]) for column in columns))
        lines.append(f"[{style}]{line}[/{style}]" if style else line)
    if most_rows and len(lines) > most_rows:
        half = -(-len(lines) // 2)
        width = len(GAP.join(column.aligned(column.header) for column in columns))
        left, right = lines[:half], [*lines[half:], " " * width]
        block_gap = " " * 5
        return "\n".join([f"[b]{header}{block_gap}{header}[/b]",
                          *(f"{a}{block_gap}{b}" for a, b in zip(left, right, strict=False))])
    return "\n".join([f"[b]{header}[/b]", *lines])


def player_column(seats: Sequence[SeatLike], to_act: int | None, away: Sequence[bool] = ()) -> Column:
    """The players' names, the dealer marked, anyone not connected to a hosted table marked, and an
    arrow at the seat to act."""
    return Column("Player", tuple(seat.name + (" (dealer)" if seat.dealer else "")
                                  + (" (away)" if index < len(away) and away[index] else "")
                                  + (" ◀" if index == to_act else "")
                                  for index, seat in enumerate(seats)))


def seat_styles(seats: Sequence[SeatLike], viewer: int | None, out: Sequence[bool] = ()) -> tuple[str, ...]:
    """Each seat's style: dimmed when folded or out (or marked ``out``), bold for the viewer's own."""
    styles = []
    for index, seat in enumerate(seats):
        gone = seat.status in ("folded", "out") or (index < len(out) and out[index])
        styles.append("dim" if gone else ("b" if index == viewer else ""))
    return tuple(styles)


class SeatsTable(Static):
    """The seats of the game in aligned columns."""

    DEFAULT_CSS = """
    SeatsTable {
        height: auto;
    }
    """

    def __init__(self, columns: Sequence[Column] = (), styles: Sequence[str] = (), *, id: str | None = None):
        """A table drawn with ``columns`` and a style per seat from the start (none: empty until shown)."""
        super().__init__(seats_markup(columns, styles) if columns else "", id=id)

    def show(self, columns: Sequence[Column], styles: Sequence[str], layout: bool = True,
             most_rows: int = 0) -> None:
        """Draw ``columns`` with a style per seat; ``layout=False`` when the number of seats is unchanged;
        more than ``most_rows`` seats in two blocks side by side."""
        self.update(seats_markup(columns, styles, most_rows), layout=layout)
