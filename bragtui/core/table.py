"""What every game controller shares: the seats, the house rules, the pack and who deals first."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bragtui.core.actions import Action, parse_action
from bragtui.core.cards import Card
from bragtui.core.errors import CardError, IllegalAction
from bragtui.core.money import Money
from bragtui.core.pack import Pack, standard_pack
from bragtui.core.rules import PLAYER_LIMITS, Rules, load_rules


def check_players(players: list[str], variant: str, rules: Rules) -> None:
    """Refuse empty, duplicate or too many names, with the reason."""
    low, high = max(rules.min_players, PLAYER_LIMITS[variant][0]), min(rules.max_players, PLAYER_LIMITS[variant][1])
    if not low <= len(players) <= high:
        raise IllegalAction(f"{variant} needs {low} to {high} players under these rules, not {len(players)}")
    for name in players:
        if not name or name != name.strip() or not name.isprintable():
            raise IllegalAction(f"{name!r} is not a usable name: use visible characters, no spaces at the ends")
        if "[" in name or "]" in name:
            # Screens style their text with bracketed tags; a name must never read as one.
            raise IllegalAction(f"{name!r} is not a usable name: square brackets are not allowed")
    if len(set(players)) != len(players):
        raise IllegalAction("two players have the same name")


class Table:
    """Named players clockwise, the rules in force, a pack shuffled from a seed, and the ledger.

    Subclasses are the controllers of the variants; they add the hands and the play.
    """

    VARIANTS: tuple[str, ...] = ()

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        if variant not in self.VARIANTS:
            raise IllegalAction(f"this controller plays {', '.join(self.VARIANTS)}, not {variant}")
        self.variant = variant
        self.rules = rules if rules is not None else load_rules(variant, use_user_config=False)
        self.players = list(players)
        check_players(self.players, variant, self.rules)
        if not 0 <= dealer < len(self.players):
            raise IllegalAction("the dealer must be one of the players")
        self.first_dealer = dealer
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        full = standard_pack(self.jokers())
        self.given_pack = list(pack) if pack is not None else None
        if self.given_pack is not None and sorted(self.given_pack) != full:
            raise CardError(f"the pack must hold each of the {len(full)} cards exactly once")
        self.pack = Pack(self.given_pack if self.given_pack is not None else full, random.Random(self.seed))
        self.money = Money(len(self.players), self.rules.money, self.rules.buy_in)
        self.hands: list[Any] = []
        self.hand: Any = None
        """The hand being played, or the last one played."""
        self.results: list[Any] = []
        self.keep_history = True
        """Keep every hand and result (for hand histories and the app). A long simulation turns
        this off and keeps only the latest of each, so it runs in bounded memory."""
        self._seat_by_name = {name: seat for seat, name in enumerate(self.players)}
        self._names_longest_first = sorted(self.players, key=len, reverse=True)
        # With no spaces in any name, an action's first word is its player: a quick split will do.
        self._one_word_names = not any(" " in n for n in self.players)

    def jokers(self) -> int:
        """Jokers in the pack (none unless a wild-card rule adds them)."""
        return 0

    def next_hand_number(self) -> int:
        """The number of the next hand dealt: one more than the last, which may be all that is kept."""
        return self.hand.number + 1 if self.hand is not None else 1

    def _keep_hand(self, hand: Any) -> None:
        """Make ``hand`` the one being played, kept with the others unless history is off."""
        if self.keep_history:
            self.hands.append(hand)
        else:
            self.hands[:] = [hand]
        self.hand = hand

    def _keep_result(self, result: Any) -> None:
        if self.keep_history:
            self.results.append(result)
        else:
            self.results[:] = [result]

    def card_groups(self) -> list[Sequence[Card]]:
        """Where the cards not in the pack are, group by group."""
        raise NotImplementedError

    def card_layout(self) -> tuple:
        """A value equal to one taken earlier only if no card off the pack has moved since.

        It is made of immutable parts, so it can be kept and compared later. This
        one copies :meth:`card_groups`; a controller may give a cheaper one.
        """
        return tuple(map(tuple, self.card_groups()))

    @property
    def hand_over(self) -> bool:
        return self.hand is None or self.hand.result is not None

    def seat_of(self, name: str) -> int:
        seat = self._seat_by_name.get(name)
        if seat is None:
            raise IllegalAction(f"there is no player called {name!r}")
        return seat

    def act(self, text: str) -> None:
        """Apply an action written as in a hand history, e.g. ``"Andy bet 2"``."""
        words = text.split() if isinstance(text, str) else []
        if self._one_word_names and len(words) >= 2 and words[0] in self._seat_by_name:
            # Built positionally: replaying a history does this for every action.
            self.apply(tuple.__new__(Action, (words[0], words[1], tuple(words[2:]))))
        else:
            self.apply(parse_action(text, self._names_longest_first))

    def apply(self, action: Action) -> None:
        raise NotImplementedError
