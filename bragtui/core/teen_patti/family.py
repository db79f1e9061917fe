"""Teen Patti: boot, blind and seen chaal, show, sideshow, muflis, AK47 and joker.

Actions (``bragtui.core.teen_patti.actions``; the hand-history verb in brackets):

- ``Look(seat)`` [look]: a blind player looks, at their own turn before acting; seen from then on.
- ``Chaal(seat, amount)`` [chaal N]: chips paid. Blind: any whole number from 1 to 2 times the
  stake, which it sets to the amount. Seen: an even number from 2 to 4 times the stake, which it
  sets to half the amount. ``max_stake`` cuts the top of the range.
- ``PackHand(seat)`` [pack]: give up the hand, at any turn.
- ``Show(seat)`` [show]: with two left and a chaal made this hand; costs the stake blind, twice it
  seen; a seen player may not ask a blind one.
- ``Sideshow(seat, amount)`` [sideshow N]: a seen chaal of N and the request to the previous
  player still in (seen, three or more in the hand, ``sideshow`` on).
- ``Accept(seat)`` [accept], ``Refuse(seat)`` [refuse]: the asked seat's answer, at once.

Every choice in ``view.legal`` carries its limits in chips: ``chaal`` least/most, ``show`` its
cost (least = most), ``sideshow`` least/most with ``options`` naming the asked player.

The view (``view.TeenPattiView``, beside the shared ``GameView`` fields: ``to_act``, ``phase``
(``waiting``, ``betting``, ``sideshow`` while the asked seat answers, ``over``), ``legal``,
``refused`` with a reason for every verb not open, ``log``, ``result``):

- ``seats``: each ``SeatView`` with ``status`` ``blind``/``seen``/``packed``/``out``, ``paid``
  (chaals this hand), ``balance``, ``dealer``;
- ``boot``, ``stake`` (chips, in blind units), ``max_stake`` and ``pot_limit`` (chips, 0 = none),
  ``pot``, ``chaals`` (made this hand), ``blind_chaals`` (by seat), ``blind_turns``;
- ``game``, ``joker`` (the joker game's card, face up to all; the wild cards are
  ``hand_order.wild_cards(rules, joker)``);
- ``cards``: the seat's own three once it has looked (``None`` while blind), ``card_count``;
- for the seat to act: ``chaal`` (``ChaalTerms``: least, most, step 1 blind or 2 seen, blind;
  ``None`` while the seat must look first),
  ``show`` (``ShowTerms``: cost, against, allowed, reason) and ``sideshow`` (``SideshowTerms``:
  to, least, most, allowed, reason; ``None`` with sideshows off);
- ``question`` (``SideshowQuestion``: asker, asked, amount) while a sideshow waits for its answer;
- ``private`` (``PrivateCards``: seat, cards, why = ``sideshow``): after an accepted sideshow, the
  other hand, in the views of the two seats involved only, until the next action.

Hands are ranked by ``hand_order.HandOrder`` (the Teen Patti names: trail, pure sequence,
sequence, colour, pair, high card).
"""

from __future__ import annotations

import random

from bragtui.core.actions import Action, Choice, Look
from bragtui.core.game import Game
from bragtui.core.teen_patti.actions import Accept, Chaal, PackHand, Refuse, Show, Sideshow
from bragtui.core.teen_patti.teen_patti_game import TeenPattiGame
from bragtui.core.teen_patti.view import (
    ChaalTerms,
    ShowTerms,
    SideshowQuestion,
    SideshowTerms,
    TeenPattiView,
)
from bragtui.core.variants import MONEY, Family, GameSpec, Picker

TEEN_PATTI_VERBS = ("look", "chaal", "pack", "show", "sideshow", "accept", "refuse")


def _random_amount(choice: Choice, step: int, rng: random.Random) -> int:
    """The least amount most of the time, else any amount of the range in steps of ``step``."""
    least, most = choice.least or 0, choice.most or 0
    if rng.random() < 0.7:
        return least
    return least + step * int(rng.random() * ((most - least) // step + 1))


def random_turn(game: Game, seat: int, choice: Choice, rng: random.Random) -> Action:
    """The random player's turn: answer a sideshow either way; else look now and then, ask for a
    show or a sideshow sometimes, chaal mostly, pack sometimes."""
    legal = {each.verb: each for each in game.legal_actions(seat)}
    if "accept" in legal:
        return (Accept if rng.random() < 0.5 else Refuse)(seat)
    if "look" in legal and ("chaal" not in legal or rng.random() < 0.3):
        return Look(seat)
    if "show" in legal and rng.random() < 0.3:
        return Show(seat)
    return _random_chaal(seat, legal, rng)


def _random_chaal(seat: int, legal: dict[str, Choice], rng: random.Random) -> Action:
    """A sideshow now and then, a chaal mostly, else pack."""
    if "sideshow" in legal and rng.random() < 0.25:
        return Sideshow(seat, _random_amount(legal["sideshow"], 2, rng))
    if "chaal" in legal and rng.random() < 0.85:
        return Chaal(seat, _random_amount(legal["chaal"], 1 if "look" in legal else 2, rng))
    return PackHand(seat)


PICKERS: dict[str, Picker] = dict.fromkeys(("chaal", "pack", "accept"), random_turn)
"""The random player's steps: every turn of Teen Patti is one decision over all its choices, called
for by a verb every turn offers and no other family has (so dealer's choice may gather them)."""

FAMILY = Family(
    games={"teen-patti": GameSpec(TeenPattiGame, TEEN_PATTI_VERBS, MONEY, deal_keys=("joker",))},
    records=(TeenPattiView, ChaalTerms, ShowTerms, SideshowTerms, SideshowQuestion),
    pickers=PICKERS,
)
