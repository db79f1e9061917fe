"""Shared helpers for the tests."""

from __future__ import annotations

from bragtui.core.cards import parse_cards
from bragtui.core.hands import HandValue, evaluate


def value(text: str, wild: str = "none") -> HandValue:
    """Evaluate a hand written in card notation."""
    return evaluate(parse_cards(text), wild)


def score(text: str, wild: str = "none") -> int:
    return value(text, wild).score


def new_game(players="Ann Bob Cy", *, variant="three-card", dealer=None, seed=1, pack=None, **rules):
    """A game among ``players`` (space-separated), the last one dealing unless told otherwise."""
    from bragtui.core import factory

    names = players.split()
    first = len(names) - 1 if dealer is None else names.index(dealer)
    pack_cards = parse_cards(pack) if isinstance(pack, str) else pack
    return factory.new_game(variant, names, dealer=first, seed=seed, pack=pack_cards, **rules)


def play(game, *actions):
    for text in actions:
        game.act(text)


def refused(game, text, message):
    """The action is refused with ``message`` in its reason and the game does not change at all."""
    import pytest

    from bragtui.core.errors import IllegalAction

    before = state_of(game)
    with pytest.raises(IllegalAction) as caught:
        game.act(text)
    assert message in str(caught.value)
    assert state_of(game) == before


def balances(game):
    return dict(zip(game.players, game.money.balances, strict=True))


def state_of(game):
    """Everything a game shows through its public interface, to compare two games or a game before
    and after: the ledger, the pack and the cards out of it, results, turns and every seat's view."""
    seats = range(len(game.players))
    return (
        tuple(game.money.balances), game.pack_order(), tuple(map(tuple, game.card_groups())), tuple(game.results),
        game.to_act, game.hand_over, game.game_over, dict(game.standing()), game.event_count,
        game.events_since(0), tuple(game.legal_actions(seat) for seat in seats),
        tuple(dict(game.refusals(seat)) for seat in seats), views_of(game),
    )


def views_of(game):
    """The public view, then every seat's."""
    return tuple(game.view(seat) for seat in (None, *range(len(game.players))))


def shown_text(result):
    """The hands a result shows, as card text by player (as ``brag replay --json`` writes them)."""
    return result.as_dict()["shown"]
