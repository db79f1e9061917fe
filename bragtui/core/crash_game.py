"""Crash (Thirteen-Card Brag): thirteen cards set into up to four Brag hands, scored by position.

Each player sets up to four three-card hands, each a pair or better; the core
keeps them strongest first, so a set can never be out of order. Positions are
compared one by one and the strongest hand at a position scores (a tie is a
stick-up and scores nothing). Winning every position is a crash and wins the
game; so does a thirteen-card run. The game also ends the moment a player
reaches the target, and no later position is turned up.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from bragtui.core import ranking
from bragtui.core.actions import Action, acting_seat
from bragtui.core.brag_game import Choice, HandResult
from bragtui.core.cards import CARDS, RANK_NAMES, Card, cards_text, parse_cards
from bragtui.core.errors import CardError, IllegalAction
from bragtui.core.rules import Rules
from bragtui.core.table import Table

CARDS_EACH = 13
POSITIONS = 4
STREET_POINTS = (4, 3, 2, 1)
# Fours rank with 4-4-4-4 on top, then aces down to twos.
FOUR_ORDER = {4: 20, **{rank: rank for rank in range(2, 15) if rank != 4}}


def is_pair_or_better(cards: Sequence[int]) -> bool:
    return ranking.hand_type(ranking.strength3(*cards)) >= ranking.PAIR


def order_hands(groups: Sequence[Sequence[Card]]) -> list[list[Card]]:
    """Set hands strongest first (equal hands keep the order given)."""
    return sorted((list(g) for g in groups), key=lambda g: -ranking.strength3(*g))


def check_arrangement(cards: Sequence[Card], groups: Sequence[Sequence[Card]]) -> list[list[Card]]:
    """Refuse an arrangement the rules do not allow; return it strongest first."""
    if len(groups) > POSITIONS:
        raise IllegalAction(f"set at most {POSITIONS} hands, not {len(groups)}")
    used: set[int] = set()
    for number, group in enumerate(groups, start=1):
        if len(group) != 3:
            raise IllegalAction(f"hand {number} has {len(group)} cards; each set hand has 3")
        for card in group:
            if card not in cards:
                raise IllegalAction(f"you do not hold {card}")
            if card in used:
                raise IllegalAction(f"{card} is used twice")
            used.add(card)
        if not is_pair_or_better(group):
            described = ranking.describe(ranking.strength3(*group))
            described = described[0].lower() + described[1:]
            raise IllegalAction(f"hand {number} ({cards_text(group)}) is only {described}: "
                                "each set hand must be a pair or better")
    return order_hands(groups)


def pair_count(cards: Sequence[Card]) -> int:
    """Pairs among the cards: two of a rank make one, four of a rank make two."""
    return sum(n // 2 for n in Counter(c.rank for c in cards).values())


def is_thirteen_card_run(cards: Sequence[Card]) -> bool:
    return len(cards) == CARDS_EACH and {c.rank for c in cards} == set(range(2, 15))


def set_fours(groups: Sequence[Sequence[Card]]) -> list[int]:
    """Ranks of which all four cards are in the set hands."""
    counts = Counter(c.rank for group in groups for c in group)
    return [rank for rank, n in counts.items() if n == 4]


class PositionResult(NamedTuple):
    """One position of the showdown."""

    position: int
    hands: dict[str, str]
    winner: str | None
    """``None`` for a stick-up (a tie for the strongest hand)."""
    points: int


class CrashHand:
    """The state of one Crash deal."""

    def __init__(self, number: int, dealer: int, order: list[int]):
        self.number = number
        self.dealer = dealer
        self.order = order
        self.deal: dict[int, list[Card]] = {}
        self.sets: dict[int, list[list[Card]]] = {}
        self.actions: list[Action] = []
        self.public_log: list[str] = []
        self.positions: list[PositionResult] = []
        self.result: HandResult | None = None


class CrashGame(Table):
    """A game of Crash among two to four named players."""

    VARIANTS = ("crash",)

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        super().__init__(variant, players, rules, dealer=dealer, seed=seed, pack=pack)
        self.scores = [0] * len(self.players)
        self.winner: int | None = None

    # --- the table ---------------------------------------------------------------------------

    @property
    def game_over(self) -> bool:
        return self.winner is not None

    @property
    def game_winner(self) -> str | None:
        return self.players[self.winner] if self.winner is not None else None

    def next_dealer(self) -> int:
        """The first dealer, then the next seat clockwise; the same dealer again after a redeal."""
        if not self.hands:
            return self.first_dealer
        last = self.hands[-1]
        if last.result is not None and last.result.end == "redeal":
            return last.dealer
        return (last.dealer + 1) % len(self.players)

    # --- dealing ------------------------------------------------------------------------------

    def start_hand(self, deal: Mapping[str, Sequence[int] | str] | None = None) -> CrashHand:
        """Shuffle and deal thirteen cards each; the rest of the pack is not used."""
        if not self.hand_over:
            raise IllegalAction("the current hand is not over")
        if self.game_over:
            raise IllegalAction(f"the game is over: {self.game_winner} won")
        dealer = self.next_dealer()
        seats = list(range(len(self.players)))
        order = seats[dealer + 1:] + seats[:dealer + 1]
        hand = CrashHand(self.next_hand_number(), dealer, order)
        if self.hands or self.given_pack is None:
            self.pack.shuffle()
        if deal is not None:
            self._arrange(order, deal)
        hand.deal.update(zip(order, self.pack.deal_hands(len(order), CARDS_EACH)))
        self._keep_hand(hand)
        for seat in order:
            if is_thirteen_card_run(hand.deal[seat]):
                self._thirteen_card_run(hand, seat)
                break
        return hand

    def _arrange(self, order: list[int], deal: Mapping[str, Sequence[int] | str]) -> None:
        cards: dict[int, list[Card]] = {}
        for name, given in deal.items():
            seat = self.seat_of(name)
            held = parse_cards(given, what=f"{name}'s deal") if isinstance(given, str) else [CARDS[c] for c in given]
            if len(held) != CARDS_EACH:
                raise IllegalAction(f"{name} is dealt {len(held)} cards; Crash deals {CARDS_EACH}")
            cards[seat] = held
        if set(cards) != set(order):
            raise IllegalAction("the deal must give cards to every player")
        sequence = [cards[seat][i] for i in range(CARDS_EACH) for seat in order]
        if len(set(sequence)) != len(sequence):
            raise IllegalAction("the deal gives the same card twice")
        self.pack.move_to_top(sequence)

    def _return_cards(self, hand: CrashHand) -> None:
        for seat in hand.order:
            self.pack.put_bottom(hand.deal[seat])

    # --- whose turn -----------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """The next player to set, clockwise from the dealer's left (sets stay hidden)."""
        hand = self.hand
        if hand is None or hand.result is not None:
            return None
        return next(seat for seat in hand.order if seat not in hand.sets)

    def legal_actions(self, seat: int | None = None) -> tuple[Choice, ...]:
        actor = self.to_act
        if actor is None or (seat is not None and seat != actor):
            return ()
        assert self.hand is not None
        choices = [Choice("set", most=POSITIONS)]
        if pair_count(self.hand.deal[actor]) >= 6:
            choices.append(Choice("redeal"))
        return tuple(choices)

    # --- actions ----------------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Validate and apply ``set …`` or ``redeal``; an illegal one changes nothing."""
        seat = acting_seat(self, action)
        hand = self.hand
        assert hand is not None
        if action.verb == "set":
            groups = self._read_groups(action.args)
            ordered = check_arrangement(hand.deal[seat], groups)
            hand.sets[seat] = ordered
            hand.actions.append(Action(action.player, "set", _set_words(ordered)))
            hand.public_log.append(f"{action.player} sets {len(ordered)} hand{'s' if len(ordered) != 1 else ''}")
            if len(hand.sets) == len(hand.order):
                self._showdown(hand)
        elif action.verb == "redeal":
            if action.args:
                raise IllegalAction("redeal takes nothing after it")
            if pair_count(hand.deal[seat]) < 6:
                raise IllegalAction("only a player with six pairs may call for a new deal")
            hand.actions.append(action)
            hand.public_log.append(f"{action.player} declares six pairs: the same dealer deals again")
            self._return_cards(hand)
            self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "redeal", None, 0,
                                          {action.player: cards_text(hand.deal[seat])},
                                          points={self.players[s]: 0 for s in hand.order}))
        else:
            raise IllegalAction(f"unknown action {action.verb!r}; expected set or redeal")

    @staticmethod
    def _read_groups(words: Sequence[str]) -> list[list[Card]]:
        """``C C C / C C C / …`` into hands; nothing at all sets no hand."""
        text = " ".join(words).replace("/", " / ").strip()
        if not text:
            return []
        groups = []
        for number, part in enumerate(text.split("/"), start=1):
            if not part.strip():
                raise IllegalAction(f"hand {number} is empty: put three cards between the slashes")
            try:
                groups.append(parse_cards(part, what=f"hand {number}"))
            except CardError as error:
                raise IllegalAction(str(error)) from None
        return groups

    # --- the showdown -------------------------------------------------------------------------------

    def _showdown(self, hand: CrashHand) -> None:
        target = self.rules.target
        points = {seat: 0 for seat in hand.order}
        won_outright = {seat: 0 for seat in hand.order}
        revealed: dict[str, list[str]] = {self.players[s]: [] for s in hand.order}
        for position in range(POSITIONS):
            contenders = [s for s in hand.order if len(hand.sets[s]) > position]
            if not contenders:
                break
            strengths = {s: ranking.strength3(*hand.sets[s][position]) for s in contenders}
            top = max(strengths.values())
            best = [s for s in contenders if strengths[s] == top]
            for s in contenders:
                revealed[self.players[s]].append(cards_text(hand.sets[s][position]))
            worth = STREET_POINTS[position] if self.rules.scoring == "street" else 1
            winner = best[0] if len(best) == 1 else None
            if winner is not None:
                points[winner] += worth
                won_outright[winner] += 1
                self.scores[winner] += worth
            hand.positions.append(PositionResult(position + 1, {self.players[s]: cards_text(hand.sets[s][position])
                                                                for s in contenders},
                                                 self.players[winner] if winner is not None else None, worth))
            if winner is not None and self.scores[winner] >= target:
                self.winner = winner
                break
        crash = next((s for s, n in won_outright.items() if n == POSITIONS), None)
        if crash is not None:
            self.winner = crash
            hand.public_log.append(f"{self.players[crash]} wins all four positions: a crash")
        if self.winner is None:
            bonus = self._four_of_a_kind_bonus(hand)
            if bonus is not None:
                points[bonus] += 1
                self.scores[bonus] += 1
                if self.scores[bonus] >= target:
                    self.winner = bonus
        shown = {name: " / ".join(hands) for name, hands in revealed.items() if hands}
        most = max(points.values())
        leaders = [s for s in hand.order if points[s] == most]
        if self.winner is not None:
            winner = self.players[self.winner]
        else:
            winner = self.players[leaders[0]] if most and len(leaders) == 1 else None
        self._return_cards(hand)
        self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "showdown", winner, 0, shown,
                                      points={self.players[s]: points[s] for s in hand.order}))

    def _four_of_a_kind_bonus(self, hand: CrashHand) -> int | None:
        """The seat holding the highest four of a kind with all four cards set, if any."""
        best: tuple[int, int] | None = None
        for seat in hand.order:
            for rank in set_fours(hand.sets[seat]):
                if best is None or FOUR_ORDER[rank] > FOUR_ORDER[best[1]]:
                    best = (seat, rank)
        if best is None:
            return None
        hand.public_log.append(f"{self.players[best[0]]} has all four {RANK_NAMES[best[1]]}s set: one more point")
        return best[0]

    def _thirteen_card_run(self, hand: CrashHand, seat: int) -> None:
        self.winner = seat
        hand.public_log.append(f"{self.players[seat]} holds a thirteen-card run and wins the game")
        self._return_cards(hand)
        self._finish(hand, HandResult(hand.number, self.players[hand.dealer], "showdown", self.players[seat], 0,
                                      {self.players[seat]: cards_text(hand.deal[seat])},
                                      points={self.players[s]: 0 for s in hand.order}))

    def _finish(self, hand: CrashHand, result: HandResult) -> None:
        hand.result = result
        self._keep_result(result)

    # --- what is on the table ------------------------------------------------------------------------

    def card_groups(self) -> list[Sequence[Card]]:
        """The thirteen cards of each player while a hand is on; nothing between hands."""
        hand = self.hand
        if hand is None or hand.result is not None:
            return []
        return [hand.deal[seat] for seat in hand.order]

    def chips_in_pots(self) -> int:
        return 0

    def view(self, seat: int):
        from bragtui.core.view import crash_view

        return crash_view(self, seat)


def _set_words(groups: Sequence[Sequence[Card]]) -> tuple[str, ...]:
    words: list[str] = []
    for i, group in enumerate(groups):
        if i:
            words.append("/")
        words.extend(str(c) for c in group)
    return tuple(words)
