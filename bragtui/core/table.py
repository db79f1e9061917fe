"""What every game controller shares: the seats, the house rules, the pack, the events and
how actions reach the controller's handlers."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from typing import Any

from bragtui.core.actions import Action, Choice, action_from_words, split_action
from bragtui.core.cards import CARDS, Card, parse_cards
from bragtui.core.errors import CardError, IllegalAction
from bragtui.core.events import Event, HandOver, table_log
from bragtui.core.money import Money
from bragtui.core.pack import Pack, standard_pack
from bragtui.core.results import HandResult
from bragtui.core.rules import Rules, load_rules
from bragtui.core.variants import get_variant
from bragtui.core.view import View
from bragtui.core.words import counted


def check_players(players: list[str], variant: str, rules: Rules) -> None:
    """Refuse empty, duplicate or too many names, with the reason."""
    entry = get_variant(variant)
    fewest, most = entry.players
    low, high = max(rules.min_players, fewest), min(rules.max_players, most)
    if not low <= len(players) <= high:
        raise IllegalAction(f"{entry.title} needs {low} to {high} players under these rules, not {len(players)}")
    for name in players:
        if not name or name != name.strip() or not name.isprintable():
            raise IllegalAction(f"{name!r} is not a usable name: use visible characters, no spaces at the ends")
        if "[" in name or "]" in name:
            # Screens style their text with bracketed tags; a name must never read as one.
            raise IllegalAction(f"{name!r} is not a usable name: square brackets are not allowed")
    if len(set(players)) != len(players):
        raise IllegalAction("two players have the same name")
    for name in players:
        for other in players:
            if name.startswith(other + " "):
                # "Bob bet" beside "Bob" would make the action "Bob bet 2" unreadable.
                raise IllegalAction(f"{name!r} is not a usable name beside {other!r}: a name may not begin "
                                    "with another player's name and a space")


def refuse_repeats(sequence: Sequence[Card]) -> None:
    """Refuse a recorded deal that gives a card twice, naming the first card repeated."""
    seen: set[Card] = set()
    for card in sequence:
        if card in seen:
            raise IllegalAction(f"the deal gives {card} twice")
        seen.add(card)


class Table:
    """Named players clockwise, the rules in force, a pack shuffled from a seed, the ledger and
    the events.

    Subclasses are the controllers of the variants; they add the hands and the play. An
    action of verb ``v`` is handled by the controller's method ``_do_v``, found on the
    instance, so a subclass overrides a handler the ordinary way.
    """

    def __init__(self, variant: str, players: Sequence[str], rules: Rules | None = None, *,
                 dealer: int = 0, seed: int | None = None, pack: Sequence[int] | None = None):
        entry = get_variant(variant)
        rules = rules if rules is not None else load_rules(variant)
        if not isinstance(self, entry.controller_class(rules)):
            raise IllegalAction(f"{type(self).__name__} does not play {variant}")
        self.variant: str = variant
        self.verbs: tuple[str, ...] = entry.verbs
        self.rules: Rules = rules
        self.players: list[str] = list(players)
        check_players(self.players, variant, self.rules)
        if not 0 <= dealer < len(self.players):
            raise IllegalAction("the dealer must be one of the players")
        self.first_dealer: int = dealer
        self.seed: int = seed if seed is not None else random.SystemRandom().randrange(2**32)
        full = standard_pack(self.jokers())
        self.given_pack = list(pack) if pack is not None else None
        if self.given_pack is not None and sorted(self.given_pack) != full:
            raise CardError(f"the pack must hold each of the {len(full)} cards exactly once")
        self.pack: Pack = Pack(self.given_pack if self.given_pack is not None else full, random.Random(self.seed))
        self.money: Money = Money(len(self.players), self.rules.money, self.rules.buy_in,
                                  credit=self.rules.credit if self.rules.borrow else None)
        self.hands: list[Any] = []
        self.hand: Any = None
        """The hand being played, or the last one played."""
        self.results: list[HandResult] = []
        self.standings: list[tuple[int, ...]] = []
        """Beside each kept result: every seat's count once that hand was over (see ``tallies``)."""
        self.keep_history: bool = True
        """Keep every hand, result and event (for hand histories and the app). A long simulation
        turns this off and keeps only the latest hand's, so it runs in bounded memory."""
        self.events: list[Event] = []
        """The events kept (see ``keep_history``); the first has number ``events_dropped``."""
        self.events_dropped = 0
        self.computer_seats: dict[int, str] = {}
        """Seats played by the computer, with their level (and style), as a hand history records
        them (``"hard"``, ``"medium bold"``). The rules do not depend on it."""
        self._seat_by_name = {name: seat for seat, name in enumerate(self.players)}
        self._names_longest_first = sorted(self.players, key=len, reverse=True)
        self._actor: int | None = None
        self.first_hand_number = 1
        """The number of the first hand dealt (a deal of dealer's choice goes on the session's count)."""
        self._log: tuple[list[Event] | None, int, tuple[str, ...]] = (None, 0, ())
        """The hand's events last told in :meth:`hand_log`, how many of them, and their lines."""

    # --- the protocol's shared part -------------------------------------------------------------

    def jokers(self) -> int:
        """Jokers in the pack (none unless a wild-card rule adds them)."""
        return 0

    @property
    def to_act(self) -> int | None:
        """The seat that must act now, or ``None`` between hands."""
        return self._actor

    def legal_actions(self, seat: int | None = None) -> tuple[Choice, ...]:
        """What ``seat`` (by default the seat to act) may do now; empty if it is not their turn."""
        raise NotImplementedError

    @property
    def result(self) -> HandResult | None:
        hand = self.hand
        return hand.result if hand is not None else None

    @property
    def hand_over(self) -> bool:
        return self.hand is None or self.hand.result is not None

    @property
    def game_winner(self) -> str | None:
        return None

    def standing(self) -> Mapping[str, Any]:
        """Empty: a game for money stands in its ledger (controllers of games won outright say more)."""
        return {}

    def tallies(self) -> tuple[int, ...]:
        """Each seat's count in the game now: its lives left or points in a game won outright,
        else its balance."""
        standing = self.standing()
        counts = standing.get("lives") or standing.get("scores")
        return tuple(counts.values()) if counts else tuple(self.money.balances)

    def opening_tallies(self) -> tuple[int, ...]:
        """Each seat's count before the first hand: nothing won, no point scored (a game for lives
        says its lives)."""
        return (0,) * len(self.players)

    def seat_of(self, name: str) -> int:
        seat = self._seat_by_name.get(name)
        if seat is None:
            raise IllegalAction(f"there is no player called {name!r}")
        return seat

    def events_since(self, index: int) -> tuple[Event, ...]:
        return tuple(self.events[max(0, index - self.events_dropped):])

    @property
    def event_count(self) -> int:
        return self.events_dropped + len(self.events)

    def hand_log(self) -> tuple[str, ...]:
        """The table's log of the hand being played: its logged events, each described once (a
        view is built at every turn, and a hand's events only grow)."""
        if self.hand is None:
            return ()
        events: list[Event] = self.hand.events
        told, count, lines = self._log
        if told is not events:
            count, lines = 0, ()
        if count < len(events):
            lines += table_log(events[count:], self.players)
            self._log = (events, len(events), lines)
        return lines

    def copy(self) -> Any:
        """An independent copy of the game as it stands, to look ahead from.

        Only the hand being played is copied, not the hands before it (looking ahead
        needs none of them), so a copy costs the same late in a long game as early.
        The copy keeps no history and cannot write one.
        """
        hands: list[Any] = []
        results: list[HandResult] = []
        standings: list[tuple[int, ...]] = []
        events: list[Event] = []
        # Copy the game with its history lists replaced by empty ones, then fill them from the copy.
        memo: dict[int, Any] = {id(self.hands): hands, id(self.results): results, id(self.standings): standings,
                                id(self.events): events}
        twin = copy.deepcopy(self, memo)
        if twin.hand is not None:
            hands.append(twin.hand)
            events.extend(twin.hand.events)
            if twin.hand.result is not None:
                results.append(twin.hand.result)
                standings.extend(self.standings[-1:])
        twin.events_dropped = self.event_count - len(events)
        twin.keep_history = False
        return twin

    def pack_order(self) -> tuple[Card, ...]:
        """The pack, top card first (an immutable value, replaced whenever the pack changes)."""
        return self.pack.order

    def stack_pack(self, cards: Sequence[Card]) -> None:
        """Bring ``cards`` to the top of the pack in the order given (:meth:`Game.stack_pack`)."""
        try:
            self.pack.move_to_top(cards)
        except ValueError as problem:
            raise IllegalAction(str(problem)) from None

    def held_over(self) -> Mapping[int, tuple[Card, ...]]:
        """No cards are kept off the pack between deals (:meth:`Game.held_over`)."""
        return {}

    def hold_over(self, cards: Mapping[int, Sequence[Card]]) -> None:
        """Refuse any hand but those :meth:`held_over` names (:meth:`Game.hold_over`): none here."""
        if cards:
            raise IllegalAction("no hand is kept from one deal into the next here")

    def view(self, seat: int | None) -> View:
        """What ``seat`` may know now (``None``: what everyone may)."""
        raise NotImplementedError

    def seat_status(self, seat: int) -> str:
        """The seat's status as its public row says (``out`` in a view without rows); a controller
        that keeps it at hand answers without building the public view."""
        rows = self.view(None).seats
        return rows[seat].status if rows else "out"

    def refusals(self, seat: int) -> Mapping[str, str]:
        """Each verb ``seat`` may not use now, with the reason (every verb when it is not their turn)."""
        actor = self.to_act
        if seat != actor:
            reason = "no one may act now" if actor is None else f"it is {self.players[actor]}'s turn"
            return dict.fromkeys(self.verbs, reason)
        open_now = {choice.verb for choice in self.legal_actions(seat)}
        return {verb: self.why_not(seat, verb) for verb in self.verbs if verb not in open_now}

    def why_not(self, seat: int, verb: str) -> str:
        """Why the seat to act may not use ``verb`` now (controllers say more where they can)."""
        return f"you cannot {verb} now"

    # --- applying actions -----------------------------------------------------------------------

    def act(self, text: str) -> None:
        """Apply an action written as in a hand history, e.g. ``"Andy bet 2"``.

        The turn is checked before the words after the verb are read, so an action out of
        turn is refused for that, whatever it says.
        """
        name, verb, args = split_action(text, self._names_longest_first)
        seat = self.seat_of(name)
        self.check_turn(seat)
        self.apply(self._as_recorded(action_from_words(seat, name, verb, args, self.verbs)))

    def _as_recorded(self, action: Action) -> Action:
        """An action read from a hand history, which may name what its seat could not see (the file
        holds the deal), made into the form a player at the table would use (unchanged by default)."""
        return action

    def check_turn(self, seat: int) -> None:
        """Refuse unless a hand is on and it is ``seat``'s turn."""
        if self.hand_over:
            raise IllegalAction("no hand is being played")
        actor = self.to_act
        if seat != actor:
            name = self.players[seat] if 0 <= seat < len(self.players) else f"seat {seat}"
            raise IllegalAction(f"it is {self.players[actor]}'s turn, not {name}'s" if actor is not None
                                else "no one may act now")

    def apply(self, action: Action) -> None:
        """Validate and apply one action; an illegal one raises :class:`IllegalAction` and changes nothing."""
        if not isinstance(action, Action) or action.verb not in self.verbs:
            verb = getattr(action, "verb", type(action).__name__)
            raise IllegalAction(f"unknown action {verb!r}; expected one of " + ", ".join(sorted(self.verbs)))
        self.check_turn(action.seat)
        self._check_phase(action)
        handler = getattr(self, f"_do_{action.verb}")
        handler(action)
        self._after_action(action)

    def _check_phase(self, action: Action) -> None:
        """Refuse an action that the hand's current step does not allow (none by default)."""

    def _after_action(self, action: Action) -> None:
        """Record the applied action and move the game on (subclasses say how)."""

    def _emit(self, event: Event) -> None:
        """Record a public event, for the game and for the hand it belongs to."""
        self.events.append(event)
        self.hand.events.append(event)

    def _keep_hand(self, hand: Any) -> None:
        """Make ``hand`` the one being played, kept with the others unless history is off."""
        if self.keep_history:
            self.hands.append(hand)
        else:
            self.hands[:] = [hand]
            self.events_dropped += len(self.events)
            self.events.clear()
        self.hand = hand

    def _end_hand(self, hand: Any, result: HandResult) -> None:
        """The hand is over: its result is kept (and recorded on the hand) and told."""
        hand.result = result
        self._keep_result(result)
        self._emit(HandOver(result))

    def _keep_result(self, result: HandResult) -> None:
        """Keep the result and how every seat stands after it (only the latest, with history off)."""
        if self.keep_history:
            self.results.append(result)
            self.standings.append(self.tallies())
        else:
            self.results[:] = [result]
            self.standings[:] = [self.tallies()]

    def next_hand_number(self) -> int:
        """The number of the next hand dealt: one more than the last, which may be all that is kept."""
        return self.hand.number + 1 if self.hand is not None else self.first_hand_number

    def _recorded_hand(self, name: str, given: Sequence[int] | str, each: int) -> list[Card]:
        """One hand of a recorded deal, refused unless it holds ``each`` cards."""
        cards = parse_cards(given, what=f"{name}'s deal") if isinstance(given, str) else [CARDS[c] for c in given]
        if len(cards) != each:
            game = get_variant(self.variant).title.split(" (")[0]
            raise IllegalAction(f"{name} is dealt {counted(len(cards), 'card')}; {game} deals {each}")
        return cards

    def _move_deal_to_top(self, order: Sequence[int], deal: Mapping[str, Sequence[int] | str], each: int,
                          extra: Sequence[str] = ()) -> None:
        """Bring a recorded deal to the top of the pack in dealing order: ``each`` cards to every
        seat of ``order`` and then to each hand named in ``extra`` (such as Casino Brag's house)."""
        held = {name if name in extra else self.seat_of(name): self._recorded_hand(name, given, each)
                for name, given in deal.items()}
        slots: list[int | str] = [*order, *extra]
        missing = [slot if isinstance(slot, str) else self.players[slot] for slot in slots if slot not in held]
        if missing:
            raise IllegalAction("the deal gives no cards to " + ", ".join(missing))
        sequence = [held[slot][i] for i in range(each) for slot in slots]
        refuse_repeats(sequence)
        self.pack.move_to_top(sequence)

    # --- what is on the table -------------------------------------------------------------------

    def card_groups(self) -> list[Sequence[Card]]:
        """Where the cards not in the pack are, group by group."""
        raise NotImplementedError

    def card_layout(self) -> tuple[object, ...]:
        """A value equal to one taken earlier only if no card off the pack has moved since.

        It is made of immutable parts, so it can be kept and compared later. This
        one copies :meth:`card_groups`; a controller may give a cheaper one.
        """
        return tuple(map(tuple, self.card_groups()))
