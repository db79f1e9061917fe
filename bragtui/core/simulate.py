"""Random legal play with conservation checks: the engine's soak test and benchmark.

The random player knows only what its seat may know: it picks among the seat's
legal actions, and reads the seat's view when it has cards to choose. After
every action the checker proves that no chip and no card was created or lost
and that the seat to act has a legal move. :func:`check_invariants` adds the
full turn check (no other seat has any action), which the random-game tests
run after every step.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from bragtui.core.actions import (
    Action,
    Bet,
    Choice,
    Cover,
    Fold,
    Look,
    See,
    action_text,
)
from bragtui.core.cards import Card
from bragtui.core.errors import BragError, IllegalAction
from bragtui.core.events import Lent, Repaid
from bragtui.core.factory import new_game
from bragtui.core.game import Game
from bragtui.core.pack import standard_pack
from bragtui.core.results import HandResult
from bragtui.core.rules import Rules
from bragtui.core.variants import LIVES, get_variant, title_of
from bragtui.core.view import one_moment

_FULL_PACKS = [frozenset(standard_pack(jokers)) for jokers in range(3)]


class InvariantError(BragError):
    """The engine broke one of its own invariants: always a bug."""


def random_action(game: Game, seat: int, rng: random.Random) -> Action:
    """A legal action for ``seat``, chosen at random with plausible weights.

    Like any player, it knows only what its seat may know. Most moves need no
    more than the seat's legal actions, which is all it reads then; it builds the
    seat's full view only when it must pick cards: a discard, a Bastard Brag
    exchange, an arrangement of set hands.
    """
    legal = {choice.verb: choice for choice in game.legal_actions(seat)}
    pickers = get_variant(game.variant).family_of().pickers
    for verb, choice in legal.items():
        picker = pickers.get(verb)
        if picker is not None:
            action = picker(game, seat, choice, rng)
            if action is not None:
                return action
    return random_betting(seat, legal, rng)


def random_betting(seat: int, legal: dict[str, Choice], rng: random.Random) -> Action:
    """Look, see, cover, bet or fold, in that order of preference, each with its own chance (a
    family's card pickers fall back on it)."""
    look = legal.get("look")
    if look is not None and rng.random() < 0.4:
        return Look(seat, rng.choice(look.options) if look.options else None)
    if "see" in legal and rng.random() < 0.3:
        return See(seat)
    if "cover" in legal and rng.random() < 0.6:
        return Cover(seat)
    return _random_bet_or_fold(seat, legal.get("bet"), rng)


def _random_bet_or_fold(seat: int, bet: Choice | None, rng: random.Random) -> Action:
    roll = rng.random()
    if bet is not None and roll < BET_CHANCE:
        # One draw decides both: bet at this chance, the least allowed in most of those bets.
        least, most = bet.least or 0, bet.most or 0
        if roll < BET_CHANCE * LEAST_BET_SHARE:
            return Bet(seat, least)
        return Bet(seat, least + int(rng.random() * (most - least + 1)))
    return Fold(seat)


SHUFFLES_AFTER_PRIAL = ("after-prial", "after-trail")
"""The shuffle rules under which a showdown won by a prial (Teen Patti's trail) shuffles the pack."""

BET_CHANCE = 0.82
"""How often the random player bets when it has nothing else to do (else it folds)."""
LEAST_BET_SHARE = 0.7
"""The share of its bets that are the least allowed."""


class InvariantChecker:
    """Checks one game after each of its actions: no chip and no card created or lost, and
    the seat to act has something to do.

    Every chip must be in a stack, a pot or the ledger, and every card of the
    pack in the pack or in front of a player, once. Proving the cards complete
    is the costly part, and most actions, such as bets and looks, move no
    card. So the checker keeps the arrangement it last proved complete: the
    pack's order and the game's card layout, both immutable values. After each
    action it compares them with the game's, and proves the cards afresh
    whenever anything differs: an unchanged arrangement is one already proved,
    so nothing is taken on trust.

    That no other seat has actions is checked by :func:`check_invariants`,
    which the random-game tests run after every step: it asks every seat.
    """

    def __init__(self, game: Game) -> None:
        self.game = game
        self._stacks = game.money.stacks
        self._lives = get_variant(game.variant).played_for == LIVES
        self._open_pack = game.rules.open_pack
        self._pack_checked: tuple[Card, ...] | None = None
        """The pack's order when the views were last checked (a card turns up only when it changes)."""
        self._proved_pack: tuple[Card, ...] | None = None
        self._proved_layout: tuple | None = None
        self._proved_groups: list[tuple[Card, ...]] = []
        self._loans = sum(game.money.debts.values())
        """Borrowing: the chips lent less those repaid, as the events tell them."""
        self._events_read = game.event_count

    def check(self) -> None:
        """Raise :class:`InvariantError` if a chip or a card was created or lost, or the seat to act is stuck."""
        self._check_chips()
        self._check_cards()
        game = self.game
        if self._lives and min(game.standing()["lives"].values()) < 0:
            raise InvariantError("a player has fewer than no lives")
        actor = game.to_act
        if actor is not None and not game.legal_actions(actor):
            raise InvariantError("the seat to act has no legal action")
        if self._open_pack:
            self._check_open_pack()

    def _check_open_pack(self) -> None:
        """``open_pack``: the card showing on the pack is the same in every view, the public one
        included, and every seat may see it."""
        game = self.game
        pack = game.pack_order()
        if pack is self._pack_checked:
            return  # the pack has not changed since the views were checked (views cost; folds are few)
        self._pack_checked = pack
        seats = range(len(game.players))
        with one_moment(game):
            showing = {getattr(game.view(seat), "open_pack", None) for seat in (None, *seats)}
        if len(showing) != 1:
            raise InvariantError(f"the views differ in the open pack's showing card: {sorted(map(str, showing))}")
        card = showing.pop()
        if card is None and not game.hand_over:
            raise InvariantError("a hand is on with the open pack, and no card shows")
        if card is not None and any(card not in game.visible_cards(seat) for seat in seats):
            raise InvariantError(f"the open pack's {card} is not public to every seat")

    def _check_chips(self) -> None:
        """Every chip is in a pot or the ledger, and no stack is below zero."""
        money = self.game.money
        balances = money.balances
        in_pots = self.game.chips_in_pots()
        if sum(balances) + in_pots:
            raise InvariantError(f"chips not conserved: balances {balances}, pots {in_pots}")
        if self._stacks and any((money.available(seat) or 0) < 0 for seat in range(len(balances))):
            raise InvariantError("a stack went below zero")
        if money.credit is not None:
            self._check_debts()

    def _check_debts(self) -> None:
        """Borrowing: no balance below minus the credit, and the debts in the ledger are exactly the
        loans the events told less the repayments they told."""
        game = self.game
        money = game.money
        for event in game.events_since(self._events_read):
            if isinstance(event, Lent):
                self._loans += event.amount
            elif isinstance(event, Repaid):
                self._loans -= event.amount
        self._events_read = game.event_count
        credit = money.credit or 0
        if min(money.balances) < -credit:
            raise InvariantError(f"a balance went below minus the credit of {credit}: {money.balances}")
        if any(amount <= 0 or borrower == lender for (borrower, lender), amount in money.debts.items()):
            raise InvariantError(f"a debt of no chips, or owed to oneself: {money.debts}")
        owed = sum(money.debts.values())
        if owed != self._loans:
            raise InvariantError(f"the debts in the ledger ({owed}) are not the loans given less those repaid "
                                 f"({self._loans})")

    def _check_cards(self) -> None:
        """Every card is in the pack or in front of a player, once (proved afresh when any moved)."""
        game = self.game
        pack = game.pack_order()  # a tuple, replaced whenever the pack changes: the same object is the same order
        layout = game.card_layout()
        if pack is not self._proved_pack or layout != self._proved_layout:
            groups = list(map(tuple, game.card_groups()))
            if not self._only_returned_to_bottom(pack, groups):
                # Asked each time: a deal of dealer's choice may add jokers by the dealer's choice.
                _prove_cards(_FULL_PACKS[game.jokers()], pack, groups)
            self._proved_pack = pack
            self._proved_layout = layout
            self._proved_groups = groups

    def _only_returned_to_bottom(self, pack: tuple[Card, ...], groups: list[tuple[Card, ...]]) -> bool:
        """Whether the cards are the last proved arrangement with some groups gone to the bottom of
        the pack (a fold, or the end of a hand). Then they are complete too, with no full proof.

        It holds when the pack is the proved one with cards added at the bottom, the groups are
        the proved ones, in order, less some, and the cards added are exactly those of the
        groups that left.
        """
        proved_pack = self._proved_pack
        if proved_pack is None:
            return False
        size = len(proved_pack)
        if len(pack) <= size or pack[:size] != proved_pack:
            return False
        left: list[Card] = []
        kept = 0
        for group in self._proved_groups:
            if kept < len(groups) and groups[kept] == group:
                kept += 1
            else:
                left += group
        return kept == len(groups) and sorted(left) == sorted(pack[size:])


def _prove_cards(full: frozenset[Card], pack: Sequence[Card], groups: Sequence[Sequence[Card]]) -> None:
    """As many cards as the pack holds and every one of them present: then none is there twice."""
    present = set(pack)
    present.update(*groups)
    count = len(pack) + sum(map(len, groups))
    if count != len(full) or present != full:
        counts = Counter(pack)
        for group in groups:
            counts.update(group)
        twice = [str(c) for c, n in counts.items() if n > 1]
        missing = [str(c) for c in sorted(full - present)]
        raise InvariantError(f"cards not conserved: {count} cards, twice: {twice}, missing: {missing}")


def check_turns(game: Game) -> None:
    """Raise :class:`InvariantError` if a seat other than the one to act has legal actions.

    (The checker already proves that the seat to act has one.)
    """
    actor = game.to_act
    legal_actions = game.legal_actions
    for seat in range(len(game.players)):
        if seat != actor and legal_actions(seat):
            raise InvariantError(f"seat {seat} has actions while {actor} is to act")


def check_invariants(game: Game) -> None:
    """Check ``game`` once, proving everything afresh (see :class:`InvariantChecker`), and
    check that no seat but the one to act has actions."""
    InvariantChecker(game).check()
    check_turns(game)


class SimulationStats:
    """What a simulation measured, over one game or a session of games."""

    def __init__(self) -> None:
        self.hands = 0
        self.actions = 0
        self.ends: Counter[str] = Counter()
        self.total_pot = 0
        self.biggest_pot = 0
        self.shuffles_after_prial = 0
        self.games = 0
        """Games played, in whole or (the last, when counting hands) in part."""
        self.games_finished = 0
        self.games_won: Counter[str] = Counter()
        self.balances: Counter[str] = Counter()
        """Net chips per player, over every game."""

    def as_dict(self) -> dict[str, object]:
        return {"hands": self.hands, "actions": self.actions,
                "actions_per_hand": round(self.actions / self.hands, 2) if self.hands else 0,
                "ends": dict(self.ends), "mean_pot": round(self.total_pot / self.hands, 2) if self.hands else 0,
                "biggest_pot": self.biggest_pot, "shuffles_after_prial": self.shuffles_after_prial}

    def merge(self, other: SimulationStats) -> None:
        """Add what ``other`` measured (another block of the same run) to this."""
        for name in ("hands", "actions", "total_pot", "shuffles_after_prial", "games", "games_finished"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.biggest_pot = max(self.biggest_pot, other.biggest_pot)
        self.ends.update(other.ends)
        self.games_won.update(other.games_won)
        self.balances.update(other.balances)

    def count_result(self, result: HandResult, shuffles_after_prial: bool) -> None:
        self.hands += 1
        self.ends[result.end] += 1
        self.total_pot += result.pot
        self.biggest_pot = max(self.biggest_pot, result.pot)
        self.shuffles_after_prial += int(result.prial_won and shuffles_after_prial)


def play_hand(game: Game, rng: random.Random, checker: InvariantChecker | None = None,
              stats: SimulationStats | None = None, max_actions: int = 10_000) -> None:
    """Deal and play one hand to its end with random legal actions, checked by ``checker`` (of this game) if given."""
    game.start_hand()
    if checker is not None:
        checker.check()
    for _ in range(max_actions):
        actor = game.to_act
        if actor is None:
            break
        action = random_action(game, actor, rng)
        game.apply(action)
        if stats is not None:
            stats.actions += 1
        if checker is not None:
            _check_after(checker, action)
    else:
        raise InvariantError(f"a hand did not end in {max_actions} actions")
    result = game.result
    assert result is not None
    if stats is not None:
        stats.count_result(result, game.rules.shuffle in SHUFFLES_AFTER_PRIAL)


def _check_after(checker: InvariantChecker, action: Action) -> None:
    """Run the checker; a violation names the action that broke it."""
    try:
        checker.check()
    except InvariantError as error:
        raise InvariantError(f"{error}, after {action_text(action, checker.game.players)!r}") from None


def simulate(game: Game, hands: int, seed: int, check: bool = True) -> SimulationStats:
    """Play up to ``hands`` hands of one game (fewer if the game ends first)."""
    rng = random.Random(seed)
    stats = SimulationStats()
    checker = InvariantChecker(game) if check else None
    for _ in range(hands):
        if game.game_over:
            break
        play_hand(game, rng, checker, stats)
    return stats


def simulate_session(variant: str, players: Sequence[str], rules: Rules, seed: int, *, hands: int | None = None,
                     games: int | None = None, check: bool = True) -> SimulationStats:
    """Play exactly ``hands`` hands, or ``games`` whole games, among the same seats.

    Whenever a game ends (won outright, or fewer than two able to ante) a new one
    starts: lives, scores or stacks fresh, the first dealer one seat on, and a pack
    shuffled afresh from a seed drawn from the session's own random stream. Only
    the latest hand of each game is kept, so a long soak runs in bounded memory.
    """
    if (hands is None) == (games is None):
        raise ValueError("say how many hands or how many games, not both")
    if games is not None and not can_end(variant, rules):
        raise IllegalAction(f"a game of {title_of(variant)} with pocket money never ends: count hands instead")
    rng = random.Random(seed)
    stats = SimulationStats()
    game_seed, dealer = seed, 0
    while (hands is None or stats.hands < hands) and (games is None or stats.games < games):
        game = new_game(variant, list(players), rules, dealer=dealer, seed=game_seed)
        game.keep_history = False  # a soak of millions of hands must not keep them all
        stats.games += 1
        checker = InvariantChecker(game) if check else None
        while not game.game_over and (hands is None or stats.hands < hands):
            play_hand(game, rng, checker, stats)
        _count_game(game, stats)
        game_seed, dealer = rng.randrange(2**32), (dealer + 1) % len(players)
    return stats


def can_end(variant: str, rules: Rules) -> bool:
    """Whether a game of this variant under these rules can end: won outright, or run out of chips
    (or of credit)."""
    return get_variant(variant).won_outright or rules.money == "stacks" or rules.borrow


def _count_game(game: Game, stats: SimulationStats) -> None:
    stats.balances.update(dict(zip(game.players, game.money.balances, strict=True)))
    if game.game_over:
        stats.games_finished += 1
        if game.game_winner is not None:
            stats.games_won[game.game_winner] += 1
