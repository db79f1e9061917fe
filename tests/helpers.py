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


def balances(game):
    return dict(zip(game.players, game.money.balances, strict=True))


def state_of(game):
    """Everything observable about a game, to compare two games or a game before and after."""
    hand = game.hand
    return (
        tuple(game.money.balances), tuple(game.pack.cards), tuple(game.results), game.to_act,
        game.legal_actions(), game.carried_pot, repr(game.retained),
        tuple(getattr(game, "lives", ())),
        None if hand is None else (tuple(hand.events), repr(hand.holdings), repr(hand.old),
                                   repr(getattr(hand, "centre", None)), getattr(hand, "phase", None),
                                   dict(hand.betting.status), dict(hand.betting.paid), hand.betting.stake,
                                   hand.betting.pot, hand.betting.side_pot, hand.peeking, hand.choosing),
    )


def shown_text(result):
    """The hands a result shows, as card text by player (as ``brag replay --json`` writes them)."""
    return result.as_dict()["shown"]
