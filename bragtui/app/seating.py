"""Who sits at a new hot-seat table: the players typed, read one way on the setup screen and after
``brag play --players``, and why such a table cannot start."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bragtui.app.computers import seat_computers
from bragtui.app.wording import friendly
from bragtui.core.errors import BragError
from bragtui.core.rules import Rules
from bragtui.core.table import check_players
from bragtui.players import name_problem, read_players


def read_table(text: str, labels: Sequence[str]) -> tuple[list[str], dict[int, str]]:
    """The table from the players typed clockwise (``Ann, Zed (hard)``: Zed is a computer player
    at level hard) and one computer player more per label: every name, and the computer seats
    with their labels. Raises :class:`~bragtui.players.PlayerError` for a level that does not
    exist."""
    names, typed = read_players(text)
    if names == [""] and labels:  # nobody typed: only the computer players asked for
        names = []
    return seat_computers(names, labels, typed)


def table_problem(names: Sequence[str], computers: Mapping[int, str], variant: str | None = None,
                  rules: Rules | None = None) -> str:
    """Why this table cannot start, as a phrase ("" if it can): an empty name, no person at it, a
    name the name rule refuses or, given the variant and its rules, too few or too many players."""
    if list(names) == [""]:
        return "give the players' names, separated by commas: the first deals first"
    if any(not name for name in names):
        return "every player needs a name: no empty names between commas"
    if len(computers) >= len(names):
        return "at least one person plays: type your name (the computer players are added after it)"
    for seat, name in enumerate(names):
        problem = name_problem(name, names[:seat])
        if problem is not None:
            return f"{name!r} is not a usable name: {problem}"
    if variant is not None and rules is not None:
        try:
            check_players(list(names), variant, rules)
        except BragError as refusal:
            return friendly(str(refusal))
    return ""
