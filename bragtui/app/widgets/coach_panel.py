"""The coach's panel at the foot of a person's own turn screen: the hand's strength, what
``hard`` would do and why, and what a see or a call costs against the pot."""

from __future__ import annotations

import re
from collections.abc import Sequence

from textual.markup import escape
from textual.widgets import Static

from bragtui.app.wording import glyph_cards
from bragtui.core import ranking
from bragtui.players import Advice, Facts, percent


class CoachPanel(Static):
    """The coach's words, docked above the key bar."""

    DEFAULT_CSS = """
    CoachPanel { dock: bottom; padding: 0 1; background: $boost; color: $text; }
    """


def strength_line(facts: Facts) -> str:
    """The hand's strength: what it is, how many hands it beats, its chance against those still in."""
    if facts.holding is None and facts.chance is None:
        return ""
    parts = []
    if facts.holding is not None and facts.beats is not None:
        share = 100 * facts.beats / ranking.TOTAL_HANDS
        parts.append(f"{facts.holding} beats {facts.beats:,} of the {ranking.TOTAL_HANDS:,} hands ({share:.0f}%)")
    else:
        parts.append("Your cards are unseen")
    if facts.chance is not None and facts.house_qualifies is not None:
        parts.append(house_words(facts.chance, facts.house_qualifies))
    elif facts.chance is not None:
        others = f"the {facts.against} still in" if facts.against != 1 else "the one other still in"
        parts.append(f"{100 * facts.chance:.0f}% to be best against {others}")
    return "; ".join(parts) + "."


def house_words(beats: float, qualifies: float) -> str:
    """Casino Brag's chance: to beat the house's hand, and how often that hand qualifies."""
    words = f"{100 * beats:.0f}% to beat the house's hand"
    if qualifies < 1:
        words += f", which qualifies {100 * qualifies:.0f}% of the time"
    return words


def positions_line(facts: Facts) -> str:
    """The set-hand games: how the hands ``hard`` sets fare against those still in, position by
    position, and the chance the game's scoring turns on."""
    if not facts.positions:
        return ""
    others = f"the {facts.against} still in" if facts.against != 1 else "the one other still in"
    each = " · ".join(percent(chance) for chance in facts.positions)
    line = f"hard's set against {others}: {each} to win each position"
    return line + (f"; {facts.outlook}." if facts.outlook else ".")


def cost_line(facts: Facts) -> str:
    """What a see or a call costs against the pot, when one is open."""
    if facts.cost is None or facts.pot is None or facts.cost_verb is None:
        return ""
    share = facts.cost / (facts.pot + facts.cost) if facts.pot + facts.cost else 0.0
    return (f"A {facts.cost_verb} costs {facts.cost} against a pot of {facts.pot}: "
            f"{100 * share:.0f}% of the pot once paid.")


def coach_markup(advice: Advice, players: Sequence[str] = (), ascii: bool = False) -> str:
    """The panel's text: strength, ``hard``'s move and its reason, and the cost of a see or call."""
    # A centre card is named by its key on the exchange screen, not by its place in the history.
    move = glyph_cards(re.sub(r"@([1-9])", lambda place: f"centre card {chr(96 + int(place.group(1)))}",
                              advice.move), players, ascii)
    lines = [strength_line(advice.facts),
             f"[b]hard would {escape(move)}[/b]: {escape(glyph_cards(advice.why, players, ascii))}.",
             positions_line(advice.facts), cost_line(advice.facts)]
    return "[b $accent]Coach[/] (? hides) · " + "\n".join(line for line in lines if line)
