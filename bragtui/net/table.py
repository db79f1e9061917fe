"""The hosted table: the one real game, its seats and their tokens, with no network in it.

:class:`HostTable` takes the protocol's requests for a seat (join, act, say,
ready), refuses a bad one with the sentence a player would get at a hot-seat
table and no change, saves the game after every change, and builds each seat's
``state`` message from that seat's view. The server (``host.py``) only carries
messages to and from it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import msgspec

from bragtui.core.actions import Action, action_from_words
from bragtui.core.clock import REAL_CLOCK, Clock
from bragtui.core.errors import BragError
from bragtui.core.factory import new_game
from bragtui.core.game import Game
from bragtui.core.results import HandResult
from bragtui.core.rules import Rules
from bragtui.core.seats import name_problem, seat_name
from bragtui.core.variants import get_variant
from bragtui.core.view import View, one_moment
from bragtui.net.autosave import HostSave, SaveError
from bragtui.net.protocol import (
    PROTOCOL,
    SAY_LENGTH,
    ProtocolError,
    StateMessage,
    WrongCode,
    encode,
    event_json,
    legal_json,
    seats_json,
    view_json,
    written,
)
from bragtui.net.seats import new_token, read_seats, same_secret, seats_path, token_hash, write_seats
from bragtui.players import computer_names
from bragtui.store.histories import read_saved_game


@dataclass
class Seat:
    """One place at the table: who sits there and how they are reached."""

    name: str | None = None
    computer: str | None = None
    """The computer player's level label, for a computer seat."""
    token_hash: str | None = None
    connection: Any = None
    """The connection that speaks for this seat now (``None``: not connected)."""
    ready: bool = False
    sent: int = 0
    """How many entries of the table's log this seat has been sent (counting those no longer kept)."""


LOG_KEPT = 200
"""Entries of the log kept from before the hand in play, for a seat that joins or comes back."""


class Moment(NamedTuple):
    """The seats' views at one moment, and the parts every seat is sent alike, written once: the
    seat list, and once the hand is over the public view and the hand's ending (``result``, the
    JSON of ``ending``, the ending every seat's view holds)."""

    views: dict[int, View]
    seat_list: msgspec.Raw
    public: msgspec.Raw | None = None
    ending: HandResult | None = None
    result: msgspec.Raw | None = None


class SeatList(NamedTuple):
    """The seats as every seat is sent them: the protocol's ``seats`` list, written; and for the
    view's seat rows, whether each seat is there (connected, or a computer) and a computer."""

    written: msgspec.Raw
    present: list[bool]
    computer: list[bool]


class HostTable:
    """The authoritative game of a hosted table and its seats."""

    clock: Clock = REAL_CLOCK
    """What a turn's start is read from (the host gives its own)."""

    def __init__(self, variant: str, seats: int, rules: Rules, *, save: Path, code: str,
                 computers: Sequence[str] = (), seed: int | None = None):
        entry = get_variant(variant)
        if not entry.players[0] <= seats <= entry.players[1]:
            raise BragError(f"{entry.title} is played by {entry.players[0]} to {entry.players[1]}, not {seats}")
        if len(computers) >= seats:
            raise BragError("at least one seat must be left for a person")
        self.variant, self.rules, self.seed = variant, rules, seed
        self.save_path, self.code = save, code
        self.writer = HostSave(save)
        self.seats = [Seat() for _ in range(seats - len(computers))] + [Seat(computer=label) for label in computers]
        self.game: Game | None = None
        self.log: list[dict[str, Any]] = []
        """The events of the hand in play and up to :data:`LOG_KEPT` before it, for the seats' ``events``
        (an evening's whole log would fill the host's memory)."""
        self.log_dropped = 0
        """Entries no longer kept from the start of the log."""
        self.notes: list[str] = []
        """What the host should tell its person about the save it resumed."""
        self._seen = 0
        """Game events already in the log."""
        self.changes = 0
        """Counts the changes to the game: a timer or a computer's turn started before one is stale."""
        self.turn_started = self.clock.now()
        self._seats: tuple[tuple[Any, ...], SeatList] | None = None
        """The seats as last written (:meth:`_seat_list`), with what they were written from."""

    @classmethod
    def resume(cls, save: Path, code: str | None = None) -> HostTable:
        """The table of a saved game, with its seats' tokens from ``FILE.seats``."""
        game, notes = read_saved_game(save)
        kept_code, hashes = read_seats(seats_path(save))
        table = cls.__new__(cls)
        table.variant, table.rules, table.seed = game.variant, game.rules, game.seed
        table.save_path, table.code = save, code or kept_code
        table.writer = HostSave(save, resuming=True)
        table.seats = [Seat(name=name, computer=game.computer_seats.get(seat), token_hash=hashes.get(name))
                       for seat, name in enumerate(game.players)]
        table.game, table.log, table.log_dropped, table.changes, table.notes = game, [], 0, 0, notes
        table._seen = game.event_count
        table._seats = None
        table.turn_started = table.clock.now()
        table.save()
        table.write_seats()
        return table

    # --- seats ----------------------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats if seat.name is not None]

    def people(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.computer is None]

    def join(self, message: dict[str, Any], connection: Any) -> tuple[int, str | None, Any]:
        """Seat the connection: by a new name, or back at its token's seat. Returns the seat, its
        token (for its own welcome only) and any older connection it replaces."""
        code = message.get("code")
        if not isinstance(code, str) or not same_secret(code, self.code):
            raise WrongCode("wrong code", close=True)
        name, token = message.get("name"), message.get("token")
        if (name is None) == (token is None):
            raise ProtocolError("'join' needs 'name' or 'token' (not both)", close=True)
        if token is not None:
            seat = self._seat_of_token(token)
            older, self.seats[seat].connection = self.seats[seat].connection, connection
            self._note("join", f"{self.seats[seat].name} is back")
            return seat, token, older
        seat = self._free_seat(name)
        assert isinstance(name, str)  # _free_seat refuses any other
        name = seat_name(name)  # kept in NFC, as the name rule reads it
        fresh = new_token()
        # The seats file holds the new token before the seat is given: a seat is never taken by
        # a token that a resumed host would not know.
        try:
            self.write_seats({**self._hashes(), name: token_hash(fresh)})
        except OSError as error:
            raise ProtocolError(f"the host cannot write its seats file ({error.strerror or error}): "
                                "try again in a moment") from None
        self.seats[seat].name, self.seats[seat].token_hash = name, token_hash(fresh)
        self.seats[seat].connection = connection
        self._note("join", f"{name} sits down")
        if all(s.name is not None for s in self.seats if s.computer is None):
            self._start()
        return seat, fresh, None

    def _seat_of_token(self, token: object) -> int:
        if isinstance(token, str) and len(token) <= 200:
            wanted = token_hash(token)
            for i, seat in enumerate(self.seats):
                if seat.token_hash is not None and same_secret(wanted, seat.token_hash):
                    return i
        raise ProtocolError("that token holds no seat at this table", close=True)

    def _free_seat(self, name: object) -> int:
        free = [i for i in self.people() if self.seats[i].name is None]
        if self.game is not None or not free:
            raise ProtocolError("the table is full: a seat is taken back only with its token", close=True)
        problem = name_problem(name, self.names)
        if problem is not None:
            raise ProtocolError(problem, close=True)
        return free[0]

    def leave(self, seat: int, connection: Any) -> None:
        """The connection for ``seat`` has closed. From the first deal on, its seat, cards and place
        are kept for its token; before it, the seat is free again and its token forgotten."""
        place = self.seats[seat]
        if place.connection is not connection:
            return
        place.connection = None
        if self.game is not None:
            self._note("leave", f"{place.name} is disconnected")
            return
        name, place.name, place.token_hash = place.name, None, None
        with contextlib.suppress(OSError):  # forgotten here; a resumed host has no game to take it back in
            self.write_seats()
        self._note("leave", f"{name} left before the first deal: the seat is free again")

    def _start(self) -> None:
        """Every person's seat is filled: the computers get names and the game begins."""
        self._name_computers()
        players = [seat.name or "" for seat in self.seats]
        game = new_game(self.variant, players, self.rules, seed=self.seed)
        game.computer_seats = {i: seat.computer for i, seat in enumerate(self.seats) if seat.computer is not None}
        self.game = game
        self.deal()

    def _name_computers(self) -> None:
        people = [s.name or "" for s in self.seats if s.computer is None]
        computers = [s for s in self.seats if s.computer is not None]
        # No computer's name may clash with a person's, nor begin with one and a space.
        names = [n for n in computer_names(people, len(computers) + len(people)) if name_problem(n, people) is None]
        for seat, name in zip(computers, names, strict=False):
            seat.name = name

    # --- the game -------------------------------------------------------------------------------

    def deal(self) -> bool:
        """Deal the next hand if the last is over and the game is not; saved at once."""
        game = self.game
        if game is None or not game.hand_over or game.game_over:
            return False
        game.start_hand()
        self._trim_log()
        for seat in self.seats:
            seat.ready = False
        self._changed()
        return True

    def act(self, seat: int, text: object) -> None:
        """The seat's action in the hand history's words without the name (``"bet 4"``)."""
        if not isinstance(text, str) or not text.strip():
            raise ProtocolError("'act' needs 'action': an action such as \"bet 4\"")
        if len(text) > SAY_LENGTH:
            raise ProtocolError(f"'action' is at most {SAY_LENGTH} characters, such as \"bet 4\"")
        game = self._playing()
        name = game.players[seat]
        verb, *args = text.split()
        try:
            game.check_turn(seat)  # type: ignore[attr-defined]  # refused for the turn before anything else
            action = action_from_words(seat, name, verb, tuple(args), get_variant(game.variant).verbs)
        except BragError as error:
            raise ProtocolError(str(error)) from None
        self.apply(action)

    def apply(self, action: Action, note: str | None = None) -> None:
        """Apply a typed action, refusing an illegal one unchanged; then save and move on."""
        game = self._playing()
        try:
            game.apply(action)
        except BragError as error:
            raise ProtocolError(str(error)) from None
        if note:
            self._note("timeout", note)
        self._changed()

    def _playing(self) -> Game:
        if self.game is None:
            raise ProtocolError("the game has not started: waiting for every seat to be filled")
        return self.game

    def say(self, seat: int, text: object) -> None:
        if not isinstance(text, str) or not text.strip():
            raise ProtocolError("'say' needs 'text'")
        if len(text) > SAY_LENGTH:
            raise ProtocolError(f"'text' is at most {SAY_LENGTH} characters")
        clean = " ".join("".join(c if c.isprintable() else " " for c in text).split())
        name = self.seats[seat].name or ""
        self.log.append({"kind": "say", "name": name, "text": clean})

    def ready(self, seat: int) -> bool:
        """The seat wants the next deal; ``True`` when every connected person does. A ``ready``
        that comes once the next hand is dealt (it crossed the deal) is ignored."""
        game = self.game
        if game is None:
            raise ProtocolError("'ready' is for the end of a hand")
        if not game.hand_over:
            return False
        self.seats[seat].ready = True
        waiting = [s for s in self.seats if s.computer is None and s.connection is not None and not s.ready]
        return not waiting

    def _changed(self) -> None:
        game = self.game
        assert game is not None
        self.changes += 1
        self.turn_started = self.clock.now()
        events = game.events_since(self._seen)
        self._seen = game.event_count
        self.log += [event_json(event, game.players) for event in events]
        try:
            self.save()
        except SaveError as error:
            # The change stands (the game has moved on) and every seat must hear of it, so the
            # table is told, without the host's file names, and the next change saves again.
            self._note("save", f"The host could not save the game ({error.reason}): it tries again "
                               "after the next move")

    def _trim_log(self) -> None:
        """A new hand: keep only the log's last :data:`LOG_KEPT` entries before it."""
        dropped = len(self.log) - LOG_KEPT
        if dropped > 0:
            del self.log[:dropped]
            self.log_dropped += dropped

    @property
    def log_count(self) -> int:
        """Entries ever put in the log (kept or not)."""
        return self.log_dropped + len(self.log)

    def log_since(self, count: int) -> list[dict[str, Any]]:
        """The log's entries from the ``count``-th on, as far as they are kept."""
        return self.log[max(0, count - self.log_dropped):]

    def _note(self, kind: str, text: str) -> None:
        self.log.append({"kind": kind, "text": text})

    def save(self) -> None:
        """Save the game as it stands (after every action: its new actions appended to the journal);
        raises :class:`~bragtui.net.autosave.SaveError` if it cannot be written."""
        if self.game is not None:
            self.writer.save(self.game)

    def close(self) -> None:
        """Put the whole game in the save file, the journal's actions too (when the host stops)."""
        self.writer.close(self.game)

    def _hashes(self) -> dict[str, str]:
        return {seat.name: seat.token_hash for seat in self.seats
                if seat.name is not None and seat.token_hash is not None}

    def forget_seats(self) -> None:
        """Remove the seats file (a host stopped before the first deal has no game to resume)."""
        seats_path(self.save_path).unlink(missing_ok=True)

    def write_seats(self, hashes: dict[str, str] | None = None) -> None:
        """Write the code and the seats' token hashes (``hashes``, else the seats' own)."""
        write_seats(seats_path(self.save_path), self.code, self._hashes() if hashes is None else hashes)

    # --- messages -------------------------------------------------------------------------------

    def welcome(self, seat: int, token: str | None) -> dict[str, Any]:
        """The ``welcome`` for a seat just joined (with its token, which only it is sent)."""
        message: dict[str, Any] = {"type": "welcome", "protocol": PROTOCOL, "seat": self.seats[seat].name,
                                   "variant": self.variant, "players": [s.name for s in self.seats],
                                   "rules": self.rules.differences(), "coach": self.rules.coach,
                                   "computer": {s.name: s.computer for s in self.seats if s.computer and s.name}}
        if token is not None:
            message["token"] = token
        return message

    def state(self, seat: int, deadline: float | None = None) -> dict[str, Any]:
        """The ``state`` for ``seat`` as it travels (read back from its JSON): its own view and legal
        actions, and the events it has not had."""
        return msgspec.json.decode(encode(self.states({seat: deadline})[seat]))

    def states(self, deadlines: Mapping[int, float | None]) -> dict[int, StateMessage]:
        """The ``state`` of each seat in ``deadlines`` (with its deadline), all at this one moment, to
        be written with :func:`~bragtui.net.protocol.encode`. What every seat is sent alike is built
        once and written once (:func:`~bragtui.net.protocol.written`), each seat's own part on top."""
        game, places = self.game, self._seat_list()
        seats = places.written
        if game is None:
            return {seat: StateMessage(0, True, None, [], None, self._unsent_events(seat), seats)
                    for seat in deadlines}
        moment = self._moment(game, deadlines, places)
        to_act = game.players[game.to_act] if game.to_act is not None else None
        hand_over, logged = game.hand_over, self.log_count
        events: dict[int, msgspec.Raw] = {}  # written once for the seats sent the log up to the same entry
        out: dict[int, StateMessage] = {}
        for seat, deadline in deadlines.items():
            view, place = moment.views[seat], self.seats[seat]
            if place.sent not in events:
                events[place.sent] = written(self.log_since(place.sent))
            seat_events, place.sent = events[place.sent], logged
            ended = view.result is not None
            out[seat] = StateMessage(view.hand_number, hand_over, to_act, legal_json(view),
                                     view_json(view, moment.public if ended else None, moment.seat_list,
                                               moment.result if ended and view.result is moment.ending else None),
                                     seat_events, seats, deadline)
        return out

    def _moment(self, game: Game, seats: Iterable[int], places: SeatList) -> Moment:
        """Each seat's view at this one moment, and what of it every seat is sent alike, written once
        (``places``: who sits where, for the seat rows)."""
        with one_moment(game):
            views = {seat: game.view(seat) for seat in seats}
            over = any(view.result is not None for view in views.values())
            # Before the hand's end the public view is not sent: every seat's view holds the public
            # rows the seat list is made from.
            public = game.view(None) if over or not views else None
            seat_list = written(seats_json(public or next(iter(views.values())), places.present, places.computer))
        if public is None:
            return Moment(views, seat_list)
        ending = public.result
        return Moment(views, seat_list, written(public), ending,
                      written(ending.as_dict()) if ending is not None else None)

    def _seat_list(self) -> SeatList:
        """Who sits where, written as the protocol's ``seats`` list; worked out again only once a seat
        has changed (a name, a connection), not at every moment."""
        key = tuple((s.name, s.connection is not None, s.computer) for s in self.seats)
        if self._seats is None or self._seats[0] != key:
            self._seats = (key, SeatList(
                written([{"name": name, "connected": connected, "computer": level is not None, "level": level}
                         for name, connected, level in key]),
                [connected or level is not None for _, connected, level in key],
                [level is not None for *_, level in key]))
        return self._seats[1]

    def _unsent_events(self, seat: int) -> list[dict[str, Any]]:
        """The log's entries ``seat`` has not been sent; from now on it has."""
        place = self.seats[seat]
        events, place.sent = self.log_since(place.sent), self.log_count
        return events

    def game_over(self) -> dict[str, Any]:
        game = self._playing()
        return {"type": "game_over", "winner": game.game_winner,
                "balances": dict(zip(game.players, game.money.balances, strict=True)),
                "standing": dict(game.standing())}
