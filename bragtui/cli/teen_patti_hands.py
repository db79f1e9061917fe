"""``brag rank``, ``compare`` and ``odds`` with ``--variant teen-patti``: hands in Teen Patti's order
and by its names, under the house rules in force (``--set game=muflis``, ``a23``, ``wild``, and the
joker game's turned card given with ``--joker``)."""

from __future__ import annotations

from collections.abc import Sequence

import click

from bragtui.cli.output import echo_hand_odds, echo_json, percent
from bragtui.core import ranking
from bragtui.core.cards import Card, cards_text, parse_card
from bragtui.core.errors import CardError
from bragtui.core.odds import hand_odds
from bragtui.core.rules import Rules
from bragtui.core.teen_patti.hand_order import HandOrder, TeenValue


def teen_order(rules: Rules, joker: str | None) -> tuple[HandOrder, Card | None]:
    """The order of the rules in force, with the joker game's turned card (required in that game)."""
    card = parse_card(joker) if joker is not None else None
    if rules.game == "joker" and card is None:
        raise click.UsageError('the joker game needs its turned card: give it with --joker, e.g. --joker 7h')
    if rules.game != "joker" and card is not None:
        raise click.UsageError('--joker is for the joker game (--set game=joker)')
    return HandOrder.of(rules, card), card


def _three(hands: Sequence[list[Card]], joker: Card | None) -> None:
    for cards in hands:
        if len(cards) != 3:
            raise CardError(f"a Teen Patti hand has 3 cards, not {len(cards)}")
        if joker is not None and joker in cards:
            raise CardError(f"{joker} is the joker card, turned face up: no hand holds it")


def _hand_json(order: HandOrder, cards: list[Card], value: TeenValue) -> dict[str, object]:
    return {"cards": cards_text(cards), "type": order.type_name(value), "description": order.describe(value),
            "strength": value.score}


def _game_words(rules: Rules) -> str:
    return "Teen Patti" + ("" if rules.game == "classic" else f" ({rules.game})")


def rank_teen(held: list[Card], rules: Rules, joker: str | None, as_json: bool) -> None:
    """Rank one hand: its type by Teen Patti's names, and how many natural hands it beats."""
    order, card = teen_order(rules, joker)
    _three([held], card)
    value = order.value(held)
    beats = order.hands_beaten(value)
    if as_json:
        echo_json({**_hand_json(order, held, value), "beats": beats})
        return
    click.echo(f"{cards_text(held, glyphs=True)}: {order.describe(value)}")
    click.echo(f"Type: {order.type_name(value)}. In {_game_words(rules)} it beats {beats:,} of the "
               f"{ranking.TOTAL_HANDS:,} three-card hands ({percent(beats / ranking.TOTAL_HANDS)}).")


def compare_teen(held: list[list[Card]], rules: Rules, joker: str | None, as_json: bool) -> None:
    """Which of the hands wins in Teen Patti, and why (against the runner-up)."""
    order, card = teen_order(rules, joker)
    _three(held, card)
    values = [order.value(cards) for cards in held]
    top = max(value.score for value in values)
    best = [i for i, value in enumerate(values) if value.score == top]
    other = best[1] if len(best) > 1 else max(range(len(values)), key=lambda i: (i not in best, values[i].score))
    reason = order.why_beats(held[best[0]], held[other])
    if as_json:
        echo_json({"hands": [_hand_json(order, c, v) for c, v in zip(held, values, strict=True)], "best": best,
                   "reason": reason})
        return
    for i, (cards, value) in enumerate(zip(held, values, strict=True), start=1):
        click.echo(f"Hand {i}: {cards_text(cards, glyphs=True)}: {order.describe(value)}")
    if len(best) > 1:
        click.echo("Tie: hands " + " and ".join(str(i + 1) for i in best) + f" are equal ({reason}).")
    else:
        click.echo(f"Hand {best[0] + 1} wins in {_game_words(rules)}: {reason}.")


def odds_teen(held: list[Card], players: int, trials: int, seed: int, rules: Rules, joker: str | None,
              as_json: bool) -> None:
    """The chance that a hand is the best of ``players`` in Teen Patti's order."""
    order, card = teen_order(rules, joker)
    _three([held], card)
    value = order.value(held)
    result = hand_odds(held, players, wild=rules.wild, trials=trials, seed=seed,
                       scorer=lambda cards: order.value(cards).score, face_up=(card,) if card is not None else ())
    if as_json:
        echo_json({"cards": cards_text(held), "description": order.describe(value), **result.as_dict()})
        return
    echo_hand_odds(f"{cards_text(held, glyphs=True)}: {order.describe(value)}", result, _game_words(rules))


def type_table_teen(as_json: bool) -> None:
    """How often each hand type is dealt, by Teen Patti's names, best first."""
    counts = ranking.table_for(HandOrder().ranks.order).counts
    first = HandOrder().ranks.first_of_type
    rows = [(ranking.TEEN_PATTI_NAMES[kind], sum(counts[first[kind]:first[kind + 1]])) for kind in reversed(range(6))]
    if as_json:
        echo_json({"total": ranking.TOTAL_HANDS, "types": [
            {"type": name, "count": n, "probability": n / ranking.TOTAL_HANDS} for name, n in rows]})
        return
    click.echo(f"{'Hand':<16}{'Count':>8}{'Probability':>13}")
    for name, n in rows:
        click.echo(f"{name.capitalize():<16}{n:>8,}{percent(n / ranking.TOTAL_HANDS):>13}")
    click.echo(f"{'Total':<16}{ranking.TOTAL_HANDS:>8,}")
