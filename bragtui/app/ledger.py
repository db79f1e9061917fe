"""The ledger's hand-by-hand rows, and the private note a player who conceded is owed.

Rows say what each seat's standing (balance, lives or points) changed by in each hand, and in
a few words how the hand ended. A game played here keeps every hand's result and standing as
it goes, and the rows are read from those; a seat at a hosted table makes its rows from the
public views it is sent after each hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from bragtui.app.variant_screens import tallies
from bragtui.card_render import hand_text
from bragtui.core.cards import Card
from bragtui.core.game import Game
from bragtui.core.hands import evaluate
from bragtui.core.results import HandResult, NamedPot, shown_cards
from bragtui.core.view import View


@dataclass(frozen=True, slots=True)
class HandRow:
    """One hand in the ledger."""

    number: int
    dealer: str
    how: str
    """How it ended, in a few words."""
    changes: tuple[int, ...]
    """What each seat's balance, lives or points changed by."""
    totals: tuple[int, ...]
    """Each seat's balance, lives or points after the hand."""


def how_it_ended(result: HandResult) -> str:
    """A few words for the ledger: who won what, and how."""
    if result.named_pots:
        return _named_pots_won(result.named_pots)
    if result.end == "carried":
        return f"pot of {result.pot} carried"
    if result.end == "redeal":
        return f"{result.redealt_by}: six pairs, dealt again"
    if result.life_lost is not None:
        return f"{result.life_lost} loses a life"
    if result.points is not None:
        return _points_won(result)
    if result.nets is not None:
        return "against the house: " + ", ".join(f"{name} {net:+d}" for name, net in result.nets.items())
    if result.winners:
        return f"{' and '.join(result.winners)} share {result.pot} at the showdown"
    return _pot_won(result)


def _points_won(result: HandResult) -> str:
    """Crash and Fifteen Card Brag: who scored, or the crash or thirteen-card run that won the game."""
    if result.crash is not None:
        return f"{result.crash}: a crash, all four positions"
    if result.thirteen_card_run is not None:
        return f"{result.thirteen_card_run}: a thirteen-card run"
    assert result.points is not None
    scorers = [f"{name} {points}" for name, points in result.points.items() if points]
    return "points: " + (", ".join(scorers) if scorers else "none")


def _and_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _named_pots_won(pots: tuple[NamedPot, ...]) -> str:
    """Nine Card Brag: every pot and where it went, the pots one player won told together
    ("Bob wins set 1 (4), set 2 (4), set 3 (4) and the main pot (3)")."""
    parts: list[str] = []
    place: dict[tuple[str, ...], int] = {}
    """Where in ``parts`` each winner's (or sharers') pots are told: at the first of them."""
    won: dict[tuple[str, ...], list[str]] = {}
    for pot in pots:
        name = "the main pot" if pot.name == "main" else pot.name
        if not pot.winners:
            parts.append(f"{name} ({pot.amount}) " + ("carried" if pot.name == "main" else "to the main pot"))
            continue
        if pot.winners not in place:
            place[pot.winners] = len(parts)
            parts.append("")
        won.setdefault(pot.winners, []).append(f"{name} ({pot.amount})")
    for winners, named in won.items():
        verb = f"{winners[0]} wins" if len(winners) == 1 else f"{' and '.join(winners)} split"
        parts[place[winners]] = f"{verb} {_and_list(named)}"
    return "; ".join(parts)


def _pot_won(result: HandResult) -> str:
    how = "all others folded" if result.end == "fold" else "at a see" if result.seer else "at the showdown"
    text = f"{result.winner} wins {result.pot}, {how}"
    if result.side_pot is not None and result.side_pot.amount:
        text += f"; {result.side_pot.winner} wins the side pot of {result.side_pot.amount}"
    return text


def hand_row(view: View, before: tuple[int, ...]) -> HandRow:
    """The ledger row of the hand ended in ``view`` (a view whose ``result`` is set), from the
    tallies ``before`` it."""
    result = view.result
    assert result is not None
    return _row(result, before, tallies(view))


def _row(result: HandResult, before: tuple[int, ...], after: tuple[int, ...]) -> HandRow:
    return HandRow(result.number, result.dealer, how_it_ended(result),
                   tuple(a - b for a, b in zip(after, before, strict=True)), after)


def hand_rows(game: Game, rows: list[HandRow]) -> list[HandRow]:
    """``rows`` completed up to the latest hand ended, from the results and standings the game
    kept as it went."""
    done = len(rows)
    if done == len(game.results):
        return rows
    before = rows[-1].totals if rows else game.opening_tallies()
    out = list(rows)
    for result, after in zip(game.results[done:], game.standings[done:], strict=True):
        out.append(_row(result, before, after))
        before = after
    return out


def concession_note(result: HandResult, name: str, cards: tuple[Card, ...] | None, wild: str,
                    ascii: bool) -> str:
    """What the player who conceded (a losing seer or coverer) held, for their eyes only."""
    if not cards:
        return (f"Only you see this: you conceded hand {result.number} without looking at your cards, "
                "and nobody else saw them.")
    own = evaluate(cards, wild)
    note = (f"Only you see this: in hand {result.number} you held {hand_text(cards, ascii)} "
            f"({own.describe()}), not shown to anyone else.")
    winner = result.shown.get(result.winner or "")
    if winner and evaluate(shown_cards(winner), wild).score == own.score and result.seer == name:
        note += " Equal hands: the seer loses."
    return note
