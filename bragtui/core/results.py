"""How a hand ended: the record every variant's controller leaves, and the sentences that tell it.

A result holds only what the rules expose: a seer who loses, or a coverer whose
hand is not better, is never in ``shown``. The sentences of :func:`outcome_lines`
are the one telling of an ending, used by the showdown screens and ``brag replay``.
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from bragtui.core.cards import RANK_NAMES, Card, cards_text
from bragtui.core.record import Record

Groups = tuple[tuple[Card, ...], ...]
"""A shown hand: one group of cards, or a set-hand game's hands as placed."""


class PotShare(Record, frozen=True):
    """One pot of a hand where players covered, and who won it."""

    winner: str
    amount: int


class Payment(Record, frozen=True):
    """Crash for money: chips one player paid another, and why."""

    payer: str
    payee: str
    amount: int
    reason: str
    """``four`` (the four of a kind's fee) or ``game`` (the loser's settling)."""


class NamedPot(Record, frozen=True):
    """One of Nine Card Brag's pots (``set 1`` to ``set 3``, ``main``) and who won it."""

    name: str
    winners: tuple[str, ...]
    """Empty when nobody won it (the main pot carried, a set pot with no hand able to win)."""
    amount: int


class PositionResult(Record, frozen=True):
    """One position of a set-hand game's showdown (``points``: what winning it is worth)."""

    position: int
    hands: Mapping[str, tuple[Card, ...]]
    winner: str | None
    """``None`` for a stick-up (a tie for the strongest hand)."""
    points: int


class HandResult(Record, frozen=True):
    """How a hand ended, with only what the rules expose."""

    number: int
    dealer: str
    end: str
    """``see`` (hands compared), ``fold`` (one player left), ``carried``, ``showdown`` (every hand
    still in shown: the games for lives or points, and a showdown by agreement) or ``redeal``."""
    winner: str | None
    pot: int
    shown: Mapping[str, Groups] = msgspec.field(default_factory=dict)
    pots: tuple[PotShare, ...] = ()
    """After covers: every pot and its winner, the main pot first (none without a cover)."""
    seer: str | None = None
    """At a see: who paid to see (shown only if their hand was better)."""
    coverers: tuple[str, ...] = ()
    """Who covered the pot, in order (each shown only if their hand took a pot)."""
    all_in: tuple[str, ...] = ()
    """Table stakes: who was all in from the ante (counted among ``coverers`` but for the last of
    them when everyone was)."""
    prial_won: bool = False
    agreed: bool = False
    """The showdown was by agreement (house rule ``agreed_showdown``)."""
    life_lost: str | None = None
    """Bastard Brag for lives: who lost a life at the showdown."""
    suit_decided: bool = False
    """Bastard Brag for lives: the lowest hand was found by the suit tie-break."""
    points: Mapping[str, int] | None = None
    """Crash and Fifteen Card Brag: the points each player scored in this hand."""
    positions: tuple[PositionResult, ...] = ()
    """The set-hand games: each position turned up, in order."""
    crash: str | None = None
    """Crash: the player who won all four positions."""
    four_of_a_kind: tuple[str, int] | None = None
    """Crash: the holder and rank of the four of a kind that scored a point."""
    thirteen_card_run: str | None = None
    """Crash: the player dealt a thirteen-card run."""
    redealt_by: str | None = None
    """Crash: the player who declared six pairs."""
    nets: Mapping[str, int] | None = None
    """Casino Brag: what each player won (or, below zero, lost) against the house this hand."""
    pair_plus_nets: Mapping[str, int] | None = None
    """Casino Brag: the part of ``nets`` won or lost on the pair plus, for each player who bet one
    (the rest is the ante and play)."""
    winners: tuple[str, ...] = ()
    """Draw Brag and a showdown by agreement: every player who shares the (main) pot when equal hands
    split it (empty otherwise)."""
    variant: str | None = None
    """Dealer's choice: the variant this hand was played as."""
    fouls: tuple[str, ...] | None = None
    """The set-hand games: players whose hands were set out of order (``None`` in other games)."""
    named_pots: tuple[NamedPot, ...] = ()
    """Nine Card Brag: each set pot and the main pot, and who won them."""
    tricks: Mapping[str, int] | None = None
    """Fifteen Card Brag: the positions (tricks) each player won."""
    payments: tuple[Payment, ...] = ()
    open_pack: tuple[Card, ...] = ()
    """``open_pack``: every card that showed on the face-up pack this hand, in order (public)."""
    partner: tuple[Card, ...] = ()
    """``blind_alone = "face-up"``: the hand dealt face up beside a kept blind hand this deal (public)."""
    """Crash for money: the four of a kind's fees and the settling at the end of the game."""

    @property
    def side_pot(self) -> PotShare | None:
        """After a cover: the last pot, the bets no covering player could win."""
        return self.pots[-1] if self.pots else None

    def as_dict(self) -> dict[str, object]:
        """The hand's object in ``brag replay --json``."""
        data: dict[str, object] = {"number": self.number, "dealer": self.dealer, "end": self.end,
                                   "winner": self.winner, "pot": self.pot,
                                   "shown": {name: groups_text(groups) for name, groups in self.shown.items()}}
        if self.side_pot is not None:
            data["side_pot"] = {"winner": self.side_pot.winner, "amount": self.side_pot.amount}
        if len(self.pots) > 2:
            data["pots"] = [{"winner": share.winner, "amount": share.amount} for share in self.pots]
        if self.life_lost is not None:
            data["life_lost"] = self.life_lost
        if self.points is not None:
            data["points"] = dict(self.points)
        if self.nets is not None:
            data["net"] = dict(self.nets)
        data.update(self._betting_dict())
        data.update(self._arranged_dict())
        return data

    def _betting_dict(self) -> dict[str, object]:
        """The betting games' fields of the hand's object: equal winners, an agreed showdown, the
        game of the deal, and the public cards of the house rules."""
        data: dict[str, object] = {}
        if self.winners:
            data["winners"] = list(self.winners)
        if self.agreed:
            data["agreed"] = True
        if self.variant is not None:
            data["variant"] = self.variant
        if self.open_pack:
            data["open_pack"] = cards_text(self.open_pack)
        if self.partner:
            data["partner"] = cards_text(self.partner)
        return data

    def _arranged_dict(self) -> dict[str, object]:
        """The set-hand games' fields of the hand's object: fouls, pots, tricks and payments."""
        data: dict[str, object] = {}
        if self.fouls is not None:
            data["fouls"] = list(self.fouls)
        if self.named_pots:
            data["pots"] = [{"name": pot.name, "winners": list(pot.winners), "amount": pot.amount}
                            for pot in self.named_pots]
        if self.tricks is not None:
            data["tricks"] = dict(self.tricks)
        if self.payments:
            data["payments"] = [{"from": p.payer, "to": p.payee, "amount": p.amount, "for": p.reason}
                                for p in self.payments]
        return data


def groups_text(groups: Groups, glyphs: bool = False) -> str:
    """Shown hands as text: ``"Ah Kd 7c"``, or Crash's ``"3h 3d 3s / Ah Ad Kc"``."""
    return " / ".join(cards_text(group, glyphs) for group in groups)


def shown_cards(groups: Groups) -> tuple[Card, ...]:
    """Every card of a shown hand, in order."""
    return tuple(card for group in groups for card in group)


def result_cards(result: HandResult | None) -> frozenset[Card]:
    """Every card a hand's result shows to the whole table: the hands shown and the positions turned up."""
    if result is None:
        return frozenset()
    shown = {card for groups in result.shown.values() for card in shown_cards(groups)}
    shown.update(card for position in result.positions for cards in position.hands.values() for card in cards)
    shown.update(result.open_pack, result.partner)
    return frozenset(shown)


def outcome_lines(result: HandResult) -> list[str]:
    """How the hand ended, in sentences: who won what, who conceded, who lost a life, who scored."""
    if result.fouls is not None:
        return arranged_lines(result)
    if result.end == "carried":
        return [_carried_line(result)]
    if result.end == "fold":
        return [f"Everyone else folded: {result.winner} takes the pot of {result.pot} without showing."]
    if result.life_lost is not None:
        return _lives_lines(result)
    if result.points is not None:
        return _points_lines(result)
    if result.nets is not None:
        return _casino_lines(result)
    if result.agreed:
        return _agreed_lines(result)
    if result.winners:
        return [f"{' and '.join(result.winners)} have equal hands and share the pot of {result.pot}."]
    return _showdown_lines(result)


def _agreed_lines(result: HandResult) -> list[str]:
    """A showdown by agreement: every hand still in was shown; who took (or shared) each pot."""
    lines = ["Everyone still in agreed to a showdown: every hand is shown."]
    if result.pots:
        return lines + [f"{share.winner} {'share' if ' and ' in share.winner else 'wins'} "
                        f"{'the main pot' if number == 0 else f'side pot {number}'} of {share.amount}."
                        for number, share in enumerate(result.pots) if share.amount]
    if result.winners:
        return [*lines, f"{' and '.join(result.winners)} have equal best hands and share the pot of "
                        f"{result.pot} (an odd chip to the first of them from the dealer's left)."]
    return [*lines, f"{result.winner} has the best hand and wins the pot of {result.pot}."]


def _showdown_lines(result: HandResult) -> list[str]:
    """A betting game's showdown: who conceded unseen, then who won each pot."""
    lines = []
    if result.seer is not None and result.seer not in result.shown:
        lines.append(f"{result.seer} concedes: that hand is not shown.")
    lines += [f"{coverer} was all in from the ante and loses: that hand is not shown."
              if coverer in result.all_in else f"{coverer} covered the pot and concedes: that hand is not shown."
              for coverer in result.coverers if coverer not in result.shown]
    if not result.pots:
        return [*lines, f"{result.winner} wins the pot of {result.pot}."]
    return lines + _pot_lines(result.pots)


def _pot_lines(pots: tuple[PotShare, ...]) -> list[str]:
    """Who won each pot after covers; an empty last pot (a cover that ended the betting) is not told."""
    main, *sides = pots
    lines = [f"{main.winner} wins the main pot of {main.amount}."]
    for number, share in enumerate(sides, start=1):
        which = "the side pot" if len(sides) == 1 else f"side pot {number}"
        if share.amount:
            lines.append(f"{share.winner} wins {which} of {share.amount}.")
    return lines


def _carried_line(result: HandResult) -> str:
    """A pot carried; in dealer's choice (a result marked with its game) the next deal may be
    another game, so only the pot goes on."""
    kept = "" if result.variant is not None else ", and the blind hand is kept"
    return (f"Everyone else folded to a blind player: the pot of {result.pot} stays on the table "
            f"for the next deal{kept}.")


def _casino_lines(result: HandResult) -> list[str]:
    """Each player's takings against the house, and what each bet made of them: ``Bob wins 1: +2 on
    the ante and play, -1 on the pair plus.``"""
    assert result.nets is not None
    side = result.pair_plus_nets or {}
    lines = []
    for name, net in result.nets.items():
        main = "ante and play" if name in result.shown else "ante (folded)"
        parts = [f"{net - side.get(name, 0):+d} on the {main}"]
        if name in side and name not in result.shown and net == side[name]:
            # Nothing on an ante: a folded ante always loses, so this is a pair plus alone (house rule).
            parts = [f"{net:+d} on the pair plus alone"]
        elif name in side:
            parts.append(f"{side[name]:+d} on the pair plus")
        total = f"wins {net}" if net > 0 else f"loses {-net}" if net < 0 else "breaks even"
        lines.append(f"{name} {total}: {', '.join(parts)}.")
    return lines


def _lives_lines(result: HandResult) -> list[str]:
    lines = []
    if result.suit_decided:
        lines.append("The lowest hands were equal: the suit of the highest card decided "
                     "(spades, hearts, diamonds, clubs, highest first).")
    lines.append(f"{result.life_lost} has the lowest hand and loses a life.")
    return lines


def crash_notes(result: HandResult) -> list[str]:
    """The special happenings of a Crash hand: a crash, a thirteen-card run, a scoring four."""
    notes = []
    if result.thirteen_card_run is not None:
        notes.append(f"{result.thirteen_card_run} holds a thirteen-card run and wins the game")
    if result.crash is not None:
        notes.append(f"{result.crash} wins all four positions: a crash")
    if result.four_of_a_kind is not None:
        holder, rank = result.four_of_a_kind
        notes.append(f"{holder} has all four {RANK_NAMES[rank]}s set: one more point")
    return notes


def arranged_lines(result: HandResult) -> list[str]:
    """How a deal of a set-hand game ended: fouls first, then points, tricks or pots."""
    assert result.fouls is not None
    lines = [f"{name} set hands out of order: a foul." for name in result.fouls]
    if result.named_pots:
        lines += [_named_pot_line(pot) for pot in result.named_pots]
    elif result.tricks is not None:
        lines.append("Tricks: " + ", ".join(f"{name} {n}" for name, n in result.tricks.items()) + ".")
        lines.append(f"{result.winner} wins the most tricks and scores a point." if result.winner
                     else "Nobody wins the most tricks alone: nobody scores.")
    elif result.points is not None:
        lines += _points_lines(result)
        lines += [f"{p.payer} pays {p.payee} {p.amount}"
                  + (" for the four of a kind." if p.reason == "four" else " for the game.")
                  for p in result.payments]
    elif result.winner is not None:
        lines.append(f"{result.winner} wins both hands and takes the pot of {result.pot}.")
    else:
        lines.append(f"Nobody wins both hands: the pot of {result.pot} is carried to the next deal.")
    return lines


def _named_pot_line(pot: NamedPot) -> str:
    if not pot.winners:
        return (f"The main pot of {pot.amount} is carried to the next deal." if pot.name == "main"
                else f"Nobody wins {pot.name}: its {pot.amount} go to the main pot.")
    if len(pot.winners) == 1:
        return f"{pot.winners[0]} wins {'the main pot' if pot.name == 'main' else pot.name} ({pot.amount})."
    return f"{' and '.join(pot.winners)} split {pot.name} ({pot.amount})."


def _points_lines(result: HandResult) -> list[str]:
    if result.end == "redeal":
        return [f"{result.redealt_by} declares six pairs: the same dealer deals again"]
    lines = crash_notes(result)
    assert result.points is not None
    lines.append("This hand: " + ", ".join(f"{name} {n}" for name, n in result.points.items()) + ".")
    return lines

