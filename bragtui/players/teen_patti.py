"""Computer players for Teen Patti: stay blind or look, chaal, raise the stake, pack, ask for a show
or a sideshow, and answer a sideshow.

``easy`` plays its hand's percentile alone (its chance against one hand in the game's order), never
counting the pot or the players, and never asks a sideshow. ``medium`` weighs its chance to beat
every opponent still in against the pot odds, asks for a show with two left when the pot pays for
it, and answers a sideshow by its hand. ``hard`` reads the table as well (a blind chaal says nothing
about the cards; a seen chaal, a raise of the stake and a sideshow won say more and more; see
:mod:`bragtui.players.teen_patti_reading`), asks a sideshow of a previous player its hand likely
beats, asks for a show blind when that pays better than looking, and bluffs now and then.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from bragtui.core.actions import Action, Choice, Look
from bragtui.core.teen_patti.actions import Accept, Chaal, PackHand, Refuse, Show, Sideshow
from bragtui.core.teen_patti.view import SEEN, TeenPattiView
from bragtui.players.base import Profile
from bragtui.players.brag import ESCALATION
from bragtui.players.facts import Facts, paying
from bragtui.players.levels import TEEN_PATTI, TeenPattiLevel
from bragtui.players.reasons import a_percent, because, percent
from bragtui.players.teen_patti_reading import (
    TeenRead,
    beats,
    opponents,
    order_of,
    percentile,
    read_hand,
    win_chance,
)

EASY_STEPS = (0.55, 0.8, 0.93)
"""The percentile ``easy`` needs to chaal on, round after round of its ``chaal_cap`` chaals."""
EASY_SHOW = 0.5
"""``easy`` asks for a show (or accepts a sideshow) with a hand above this percentile."""
MIN_RAISE_AT = 0.75
"""How far from ``raise_at`` to the best hand a hand must be to raise by at least one step when its
share of the range rounds to nothing (else small stakes would never be raised, or always)."""
KEPT_BLIND_CHAALS = 3
"""The blind chaals a seat kept blind (offered no look) makes before it packs."""
BLIND_POINTS = tuple((i + 0.5) / 16 for i in range(16))
"""Percentiles at which an unseen hand's chances are averaged (an unseen hand is any hand alike)."""


@dataclass(frozen=True, slots=True)
class Turn:
    """One decision: the seat's view and choices, and what the player makes of them."""

    view: TeenPattiView
    verbs: dict[str, Choice]
    rng: random.Random
    profile: Profile
    level: TeenPattiLevel
    read: TeenRead
    q: float | None
    """The seat's hand's percentile once it has looked (``None`` while blind)."""

    @property
    def seat(self) -> int:
        return self.view.seat or 0

    @property
    def reading(self) -> TeenRead | None:
        """The table's reading for the chances, for a player that reads (``hard``)."""
        return self.read if self.profile.reads else None

    @property
    def mine(self) -> int:
        """Chaals this seat has made this hand, blind or seen."""
        play = self.read.seats[self.seat]
        return play.blind_bets + play.open_bets

    def seat_of(self, name: str | None) -> int:
        return self.view.players.index(name) if name in self.view.players else -1

    def chance(self, q: float) -> float:
        return win_chance(q, self.reading, self.view)


def choose(view: TeenPattiView, legal: Sequence[Choice], rng: random.Random, profile: Profile) -> Action:
    """One Teen Patti decision from the seat's view alone."""
    q = None
    if view.cards is not None:
        q = percentile(view.cards, order_of(view, profile.rules), view, profile.rules)
    turn = Turn(view, {choice.verb: choice for choice in legal}, rng, profile, TEEN_PATTI[profile.level],
                read_hand(view), q)
    if "accept" in turn.verbs:
        return _answer(turn)
    if "chaal" not in turn.verbs:  # blind chaals used up: look (free) rather than pack unseen
        because(lambda: "the blind chaals allowed are used up: look (it costs nothing) rather than pack")
        return Look(turn.seat) if "look" in turn.verbs else PackHand(turn.seat)
    if q is None:
        return _blind(turn)
    if profile.level == "easy":
        return _face_value(turn, q)
    return _seen(turn, q)


def _answer(turn: Turn) -> Action:
    """Accept a sideshow when the hand likely beats the asker's (``hard`` reads the asker's play)."""
    question = turn.view.question
    asker = turn.seat_of(question.asker if question is not None else None)
    q = turn.q if turn.q is not None else 0.5
    chance = beats(q, turn.reading, turn.view, asker) if asker >= 0 else q
    accepts = chance >= turn.level.accept_at
    because(lambda: f"{a_percent(chance)} chance to beat the asker's hand: "
                    f"{'accept' if accepts else 'refuse'} the sideshow")
    return Accept(turn.seat) if accepts else Refuse(turn.seat)


# --- blind ------------------------------------------------------------------------------------------

def _blind(turn: Turn) -> Action:
    """A blind turn: a blind show when it pays (``hard``), a blind chaal of the least while cheap,
    else look (looking is free; a blind hand is never packed unseen)."""
    seat, verbs = turn.seat, turn.verbs
    if "look" not in verbs:
        return _kept_blind(turn)
    if "show" in verbs and turn.profile.reads and _blind_show_pays(turn, verbs["show"].least or 0):
        because(lambda: "a blind show for the stake pays better than looking and paying twice as much")
        return Show(seat)
    if _stays_blind(turn):
        because(lambda: "a blind chaal costs half a seen one: stay blind a turn while the stake is low")
        return Chaal(seat, verbs["chaal"].least or 0)
    because(lambda: "looking costs nothing: see the cards before paying more")
    return Look(seat)


def _kept_blind(turn: Turn) -> Action:
    """No look offered (the host moves a seat out of time and keeps it blind): a show when it may
    be asked, else a few blind chaals of the least, then pack, so that the hand ends."""
    seat, verbs = turn.seat, turn.verbs
    because(lambda: "kept blind: a show when it may be asked, a few blind chaals, then pack")
    if "show" in verbs:
        return Show(seat)
    if turn.view.blind_chaals[seat] < KEPT_BLIND_CHAALS:
        return Chaal(seat, verbs["chaal"].least or 0)
    return PackHand(seat)


def _stays_blind(turn: Turn) -> bool:
    """Whether a blind player chaals blind once more: a turn or two, by chance; ``hard`` looks
    once a seen player has raised the stake (a strong hand is about)."""
    view, level = turn.view, turn.level
    if view.blind_chaals[turn.seat] >= level.blind_turns:
        return False
    if turn.profile.reads and any(turn.read.seats[s].raises for s in opponents(view)):
        return False
    stay = min(0.95, max(0.0, level.blind_rate + 2 * turn.profile.style.nerve))
    return turn.rng.random() < stay


def _blind_show_pays(turn: Turn, cost: int) -> bool:
    """With two left, a blind show costs the stake; looking first costs nothing but doubles what
    showing or chaaling costs. Show blind when its expected gain beats looking and then showing
    only the hands worth it."""
    pot = turn.view.pot
    chances = [turn.chance(q) for q in BLIND_POINTS]
    blind = sum(chances) / len(chances) * (pot + cost) - cost
    looked = sum(max(0.0, c * (pot + 2 * cost) - 2 * cost) for c in chances) / len(chances)
    return blind > looked


# --- seen -------------------------------------------------------------------------------------------

def _face_value(turn: Turn, q: float) -> Action:
    """``easy``: chaal while the hand's percentile clears the step for its chaals so far (a third
    of the raise with a hand above 0.9 at first), show or accept with a hand above the middle."""
    seat, verbs, level = turn.seat, turn.verbs, turn.level
    because(lambda: f"the hand beats {percent(q)} of hands, judged alone")
    if "show" in verbs:
        return Show(seat) if q >= EASY_SHOW else PackHand(seat)
    rounds = turn.mine // level.chaal_cap
    if rounds >= len(EASY_STEPS) or q < EASY_STEPS[rounds]:
        return PackHand(seat)
    chaal = verbs["chaal"]
    least, most = chaal.least or 0, chaal.most or 0
    extra = (most - least) // 3 if q >= 0.9 and rounds == 0 else 0
    return Chaal(seat, least + extra - extra % 2)


def _seen(turn: Turn, q: float) -> Action:
    """``medium`` and ``hard`` seen: raise a strong hand, show with two left when the pot pays for
    it, ask a sideshow (``hard``), chaal at the pot odds, bluff now and then (``hard``), else pack."""
    seat, verbs, level, style = turn.seat, turn.verbs, turn.level, turn.profile.style
    chance, pot = turn.chance(q), turn.view.pot
    chaal = verbs["chaal"]
    if chance >= level.raise_at and turn.mine < level.chaal_cap:
        because(lambda: f"{a_percent(chance)} chance to win: raise the stake")
        return Chaal(seat, _raise(chaal, chance, level, turn.profile))
    show = verbs.get("show")
    if show is not None:
        cost = show.least or 0
        if chance * (pot + cost) > cost * style.tightness:
            because(lambda: f"{a_percent(chance)} chance to win a pot of {pot}: worth a show for {cost}")
            return Show(seat)
        return _bluff_or_pack(turn)
    least = chaal.least or 0
    need = level.margin * style.tightness * least / (pot + least) + ESCALATION * max(0, turn.mine - level.chaal_cap)
    sideshow = verbs.get("sideshow")
    if sideshow is not None and level.sideshow_at and _asks_sideshow(turn, q, chance, need):
        because(lambda: "likely to beat the previous player's hand: a sideshow to leave fewer in")
        return Sideshow(seat, sideshow.least or 0)
    if chance >= need:
        because(lambda: f"{a_percent(chance)} chance to win, enough for a chaal of {least} into {pot}")
        return Chaal(seat, least)
    return _bluff_or_pack(turn)


def _asks_sideshow(turn: Turn, q: float, chance: float, need: float) -> bool:
    """Ask the previous player for a sideshow when the hand likely beats theirs and, with them
    gone, would be worth its chaal against the rest."""
    terms = turn.view.sideshow
    asked = turn.seat_of(terms.to if terms is not None else None)
    if asked < 0:
        return False
    against = beats(q, turn.reading, turn.view, asked)
    return against >= turn.level.sideshow_at and chance / max(against, 1e-9) >= need


def _raise(chaal: Choice, chance: float, level: TeenPattiLevel, profile: Profile) -> int:
    """A seen chaal above the least (when the range allows): more of the range the stronger the hand
    and the bolder the style, in even amounts, as a seen chaal is."""
    least, most = chaal.least or 0, chaal.most or chaal.least or 0
    strength = max(0.3, (chance - level.raise_at) / max(1e-9, 1.0 - level.raise_at))
    share = (most - least) * profile.style.aggression * min(1.0, strength)
    return min(most, least + 2 * max(1 if strength >= MIN_RAISE_AT else 0, round(share / 2)))


def _bluff_or_pack(turn: Turn) -> Action:
    """``hard`` chaals a weak hand now and then, early, against one or two opponents who have all
    looked (a blind player cannot be bluffed: it is not judging its cards); else pack."""
    view, level = turn.view, turn.level
    others = opponents(view)
    bluffs = (level.bluff and turn.mine < 2 and len(others) <= 2
              and all(view.seats[s].status == SEEN for s in others))
    if bluffs and turn.rng.random() < level.bluff * turn.profile.style.bluffing:
        because(lambda: "a bluff now and then against players who judge their cards")
        return Chaal(turn.seat, _raise(turn.verbs["chaal"], level.raise_at, level, turn.profile))
    because(lambda: "the hand is not worth what staying in costs: pack")
    return PackHand(turn.seat)


def facts(view: TeenPattiView, profile: Profile) -> Facts:
    """The coach's facts: the hand in Teen Patti's words, how many hands it beats in the game's
    order, its chance against the players still in as ``hard`` reads them, and a chaal's cost."""
    holding = beaten = chance = None
    if view.cards is not None:
        order = order_of(view, profile.rules)
        value = order.value(view.cards)
        holding, beaten = order.describe(value), order.hands_beaten(value)
        q = percentile(view.cards, order, view, profile.rules)
        chance = win_chance(q, read_hand(view) if profile.reads else None, view)
    return Facts(holding, beaten, chance, len(opponents(view)), paying(view.legal, "chaal"), view.pot, "chaal")
