"""The levels' numbers: how each level plays, in one place.

``random`` is the simulator's random player and has no numbers. ``easy`` plays
its cards at face value and needs few of these. ``medium`` and ``hard`` share
the same decisions; ``hard`` also reads the table and bluffs.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class BettingLevel:
    """How a level bets in Three, Four and Five Card Brag and in Bastard Brag for money."""

    margin: float
    """Stay in when the chance to win is at least ``margin`` times the pot odds (the share of
    the pot, after paying, that the payment is). Above 1 allows for the bets still to come."""
    raise_at: float
    """The chance to win at which it raises rather than bets the least."""
    bet_cap: int
    """After this many of its own bets it stops raising and sees when it can."""
    blind_turns: int
    """The most blind bets it makes before looking."""
    blind_rate: float
    """The chance, each of those turns, that it stays blind."""
    bluff: float
    """The chance to bet a weak hand when one or two opponents are left (``hard`` only)."""


BETTING = {
    "easy": BettingLevel(margin=1.0, raise_at=0.97, bet_cap=3, blind_turns=1, blind_rate=0.05, bluff=0.0),
    "medium": BettingLevel(margin=1.6, raise_at=0.7, bet_cap=8, blind_turns=1, blind_rate=0.3, bluff=0.0),
    "hard": BettingLevel(margin=1.5, raise_at=0.6, bet_cap=10, blind_turns=2, blind_rate=0.55, bluff=0.08),
}


@dataclass(frozen=True, slots=True)
class ReadingLevel:
    """How ``hard`` narrows an open opponent's hand from their betting."""

    first_bet_floor: float = 0.3
    """An open player who has bet once after looking holds a hand above this percentile."""
    per_bet: float = 0.0
    """Each further open bet closes this share of the gap between the floor and the best hand."""
    per_raise: float = 0.2
    """Each open raise closes this share of the gap, more for bigger raises."""
    bet_over_see: float = 0.7
    """The least floor of a player who bet on with two left when they could have seen."""
    loose: float = 0.2
    """The chance that an opponent bets regardless of their cards (a bluff, or a random player)."""


READING = ReadingLevel()


@dataclass(frozen=True, slots=True)
class ExchangeLevel:
    """How a level exchanges and knocks in Bastard Brag."""

    knock_lowest: float
    """Knock once the chance of holding the lowest hand is at most this (lives; not ``hard``,
    which weighs knocking against playing on)."""
    knock_share: float
    """Knock once the chance of holding the best hand is at least this (money game with
    knocking; not ``hard``)."""
    samples: int
    """Sampled deals of the opponents' hands when some of their cards are known (``hard``);
    0: opponents' hands taken as random."""
    rollouts: int = 0
    """In the game for lives: deals on which each candidate turn is played out to the showdown
    (``hard``; see :mod:`bragtui.players.rollout`); 0: judged by the quick measure alone."""


KNOCK_DRIFT = 0.04
"""How much readier to knock each of its own exchanges makes a Bastard Brag player (so that every
hand ends, even when the same cards go round and round)."""

EXCHANGE = {
    "easy": ExchangeLevel(knock_lowest=0.0, knock_share=1.0, samples=0),
    "medium": ExchangeLevel(knock_lowest=0.12, knock_share=0.5, samples=0),
    "hard": ExchangeLevel(knock_lowest=0.12, knock_share=0.5, samples=48, rollouts=32),
}


@dataclass(frozen=True, slots=True)
class TeenPattiLevel:
    """How a level plays Teen Patti (beside its :data:`BETTING` numbers for the pot odds)."""

    margin: float
    """Chaal when the chance to win is at least ``margin`` times the share of the pot the chaal is."""
    raise_at: float
    """The chance to win at which it raises the stake rather than chaals the least."""
    chaal_cap: int
    """After this many of its own chaals it raises no more, and each further chaal asks for more."""
    blind_turns: int
    """The most blind chaals it makes before looking."""
    blind_rate: float
    """The chance, each of those turns, that it stays blind."""
    accept_at: float
    """Accept a sideshow when the chance to beat the asker's hand is at least this."""
    sideshow_at: float
    """Ask a sideshow when the chance to beat the previous player's hand is at least this (0: never asks)."""
    bluff: float
    """The chance to chaal a weak seen hand early against one or two seen opponents."""


TEEN_PATTI = {
    "easy": TeenPattiLevel(margin=1.0, raise_at=0.97, chaal_cap=3, blind_turns=1, blind_rate=0.1,
                           accept_at=0.5, sideshow_at=0.0, bluff=0.0),
    "medium": TeenPattiLevel(margin=1.6, raise_at=0.7, chaal_cap=6, blind_turns=1, blind_rate=0.0,
                             accept_at=0.55, sideshow_at=0.0, bluff=0.0),
    "hard": TeenPattiLevel(margin=1.6, raise_at=0.6, chaal_cap=8, blind_turns=2, blind_rate=0.1,
                           accept_at=0.5, sideshow_at=0.6, bluff=0.06),
}
"""Teen Patti's numbers by level: ``easy`` plays its hand's percentile alone (see its thresholds in
:mod:`bragtui.players.teen_patti`), ``medium`` the pot odds, ``hard`` also reads and asks sideshows.
Blind chaals are cheap but wasted by a player that packs most hands once it looks, so the levels
that count the pot odds seldom (``hard``) or never (``medium``, unless a bold style) stay blind."""
