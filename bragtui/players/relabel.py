"""Cards matched up to a relabelling: what a rebuilt hand's deal must be for one seat's views.

A hand rebuilt on a deal of random cards (:mod:`bragtui.players.seat_review`) moves
cards from place to place by its actions; as no two cards are alike, each card of
that deal stands for the place it was dealt to. Where the actions do not depend on
which card lies where (an exchange with a face-down card, a swap of three), a view
of the rebuilt hand and the view the seat kept then differ only in the cards, and
matching them card for card says which card must have been dealt to each place:
a :class:`Relabelling`. Dealt again with every card so relabelled, the hand gives
those views. Whether it really does is checked afterwards, view for view.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence

CARD = re.compile(r"(?<![A-Za-z0-9])((?:10|[2-9JQKA])[cdhs])(?![A-Za-z0-9])")
"""A natural card as text writes it (``Ah``, ``10c``), never inside a longer word."""

Relabelling = Mapping[str, str]
"""Each card of the rebuilt deal (as text) and the card that must lie in its place."""


def matched(rebuilt: object, kept: object, labels: Relabelling,
            names: frozenset[str] = frozenset()) -> dict[str, str] | None:
    """``labels`` grown so that ``rebuilt`` (plain data: a view through the wire, a log) relabelled
    is ``kept``; ``None`` if no relabelling makes them equal (a different word, a card that would
    stand for two). ``names``: the players', never taken for cards (a player may be called "Ah")."""
    grown = dict(labels)
    taken = set(grown.values())
    return grown if _match(rebuilt, kept, grown, taken, names) else None


def _match(rebuilt: object, kept: object, labels: dict[str, str], taken: set[str], names: frozenset[str]) -> bool:
    if isinstance(rebuilt, str) and isinstance(kept, str):
        return _match_text(rebuilt, kept, labels, taken, names)
    if isinstance(rebuilt, Mapping) and isinstance(kept, Mapping):
        return rebuilt.keys() == kept.keys() and all(_match(rebuilt[key], kept[key], labels, taken, names)
                                                     for key in rebuilt)
    if isinstance(rebuilt, (list, tuple)) and isinstance(kept, (list, tuple)):
        return len(rebuilt) == len(kept) and all(_match(a, b, labels, taken, names)
                                                 for a, b in zip(rebuilt, kept, strict=True))
    return rebuilt == kept


def _match_text(rebuilt: str, kept: str, labels: dict[str, str], taken: set[str], names: frozenset[str]) -> bool:
    """Text alike but for its cards, each card of ``rebuilt`` standing for one of ``kept`` alone."""
    if rebuilt == kept and not CARD.search(rebuilt):
        return True
    ours, theirs = CARD.split(rebuilt), CARD.split(kept)
    if len(ours) != len(theirs) or ours[::2] != theirs[::2]:
        return False
    for card, seen in zip(ours[1::2], theirs[1::2], strict=True):
        if card in names or seen in names:  # a player's name, not a card: the same name or no match
            if card != seen:
                return False
        elif card in labels:
            if labels[card] != seen:
                return False
        elif seen in taken:
            return False
        else:
            labels[card] = seen
            taken.add(seen)
    return True


def relabel_text(text: str, labels: Relabelling, names: frozenset[str] = frozenset()) -> str:
    """``text`` with each card relabelled (``names``: the players', left as they are)."""
    return CARD.sub(lambda found: found.group(1) if found.group(1) in names
                    else labels.get(found.group(1), found.group(1)), text)


def completed(labels: Relabelling, cards: Sequence[str], rng: random.Random) -> dict[str, str]:
    """The relabelling of every card of ``cards`` (all the game's): those matched as ``labels``
    says, each other one to a card no label names, at random (the seat never saw where it lay)."""
    spare = sorted(set(cards) - set(labels.values()))
    rng.shuffle(spare)
    rest = iter(spare)
    return {card: labels[card] if card in labels else next(rest) for card in cards}
