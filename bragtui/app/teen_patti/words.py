"""How Teen Patti is put on screen: its hands by their Teen Patti names, the seat list, the pot
and stake, the joker card and the game played, and the ranges and costs of a turn."""

from __future__ import annotations

from collections.abc import Sequence

from textual.markup import escape

from bragtui.app.variant_screens import standing
from bragtui.app.widgets.seats_table import Column, player_column
from bragtui.card_render import hand_text
from bragtui.core.actions import Choice
from bragtui.core.cards import Card
from bragtui.core.rules import Rules
from bragtui.core.teen_patti.hand_order import HandOrder
from bragtui.core.teen_patti.view import PACKED, TeenPattiView

GAMES = {
    "classic": "",
    "muflis": "Muflis: the lowest hand wins",
    "ak47": "AK47: every ace, king, four and seven is wild",
    "joker": "Joker: every card of the joker card's rank is wild",
}
"""A line naming the game played, for every game but the classic one."""


def hand_name(cards: Sequence[Card], rules: Rules, joker: Card | None) -> str:
    """What three cards make in this game, by Teen Patti's names (``Pure sequence, 3-2-A``)."""
    order = HandOrder.of(rules, joker)
    return order.describe(order.value(cards))


def seat_columns(view: TeenPattiView, away: Sequence[bool] = ()) -> tuple[Column, ...]:
    """The seat list: who is to act, each seat blind, seen or packed, its chaals this hand, and its
    standing."""
    states = Column("State", tuple(seat.status for seat in view.seats))
    paid = Column("Chaals", tuple(str(seat.paid) for seat in view.seats), right=True)
    return (player_column(view.seats, view.to_act, away), states, paid, *standing(view).columns)


def packed(view: TeenPattiView) -> tuple[bool, ...]:
    """Which seats are out of the hand (packed): their rows are dimmed."""
    return tuple(seat.status == PACKED for seat in view.seats)


def pot_line(view: TeenPattiView) -> str:
    """The pot, the stake (in blind units) with what a blind and a seen chaal cost, the boot, and
    the limits in force."""
    parts = [f"Pot {view.pot}", f"stake {view.stake} (blind chaal {view.stake}-{2 * view.stake}, "
                                f"seen {2 * view.stake}-{4 * view.stake})"]
    if view.pot_limit:
        parts.append(f"pot limit {view.pot_limit}: a show of all at {view.pot_limit}")
    if view.max_stake:
        parts.append(f"stake at most {view.max_stake}")
    return " · ".join(parts)


def game_line(view: TeenPattiView, ascii: bool) -> str:
    """The game played (not said for the classic game), with the joker card face up for all."""
    if view.game == "joker" and view.joker is not None:
        return f"Joker card, face up for all: {hand_text([view.joker], ascii)} (every card of its rank is wild)"
    return GAMES.get(view.game, "")


def turn_hint(view: TeenPattiView) -> str:
    """What the seat to act may do, with every range and cost: a sideshow's question, or the chaal,
    look, pack, show and sideshow open now."""
    asked = _question_hint(view)
    if asked:
        return asked
    legal = {choice.verb: choice for choice in view.legal}
    if "look" in legal and "chaal" not in legal:
        chaals = "chaal" if view.blind_turns == 1 else "chaals"
        return f"After {view.blind_turns} blind {chaals} you must look now (l), or pack (p)."
    parts = [text for text in (_chaal_hint(view, legal), _show_hint(view, legal), _sideshow_hint(view, legal)) if text]
    if "look" in legal:
        parts.insert(0, "look (l)")
    if "pack" in legal:
        parts.append("pack (p)")
    return "You may " + "; ".join(parts) + "." if parts else ""


def _question_hint(view: TeenPattiView) -> str:
    """A sideshow's question, on the asked player's screen; "" for anyone else."""
    question = view.question
    if question is None or view.seat is None or view.players[view.seat] != question.asked:
        return ""
    asker = escape(question.asker)
    return (f"{asker} chaals {question.amount} and asks you for a sideshow. Accept (a): you and {asker} "
            f"see each other's hand in private and the lower packs (equal: {asker} packs). "
            "Refuse (r): play goes on.")


def _chaal_hint(view: TeenPattiView, legal: dict[str, Choice]) -> str:
    terms = view.chaal
    if "chaal" not in legal or terms is None:
        return ""
    how = "blind" if terms.blind else "seen"
    even = "" if terms.step == 1 else ", even"
    if terms.least == terms.most:
        return f"chaal {terms.least} {how} (c)"
    return f"chaal {how} {terms.least} to {terms.most}{even} (c: {terms.least}, b: choose)"


def _show_hint(view: TeenPattiView, legal: dict[str, Choice]) -> str:
    terms = view.show
    if "show" not in legal or terms is None:
        return ""
    return f"ask {escape(terms.against or '')} for a show for {terms.cost} (s)"


def _sideshow_hint(view: TeenPattiView, legal: dict[str, Choice]) -> str:
    choice, terms = legal.get("sideshow"), view.sideshow
    if choice is None or terms is None:
        return ""
    return f"chaal {choice.least} seen and ask {escape(terms.to or '')} for a sideshow (x)"


def private_line(view: TeenPattiView, ascii: bool, rules: Rules) -> str:
    """The other hand of a sideshow this seat just took part in, for its eyes only."""
    private = view.private
    if private is None:
        return ""
    return (f"[b $warning]Only you see this: {escape(private.seat)} holds {hand_text(list(private.cards), ascii)}, "
            f"{hand_name(private.cards, rules, view.joker)}[/]")
