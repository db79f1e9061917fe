"""``brag join``'s connection: joins a hosted table, passes every message on, and after a dropped
connection tries again with backoff and takes the seat back with its token.

It knows no screen: whoever runs it gets each message from the host and each
change of the connection's status through two callbacks.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from bragtui.core.clock import REAL_CLOCK, Clock
from bragtui.net.tls import certificate_problem

BACKOFF = (1.0, 2.0, 4.0, 8.0, 15.0, 30.0)
"""Seconds before each new attempt after a drop (the last repeats)."""


HOST_STOPPED = 1001
"""The close code of a host that stopped its game (it says so; a drop sends no close at all)."""
REFUSALS = {4400: "the host closed the connection: no 'join' came in time",
            4401: "too many wrong codes from this address: wait a minute, then check the code"}
"""Close codes that refuse a connection for good, with what to tell the person."""


class _AsGiven(connect):
    """A connection to the address given and no other: a redirect is never followed (``brag serve``'s
    page checks the address typed against the hosts it may join; a redirect from one of those must
    not take it anywhere else)."""

    def process_redirect(self, exc: Exception) -> Exception | str:
        return exc


def _redirect_problem(url: str, error: BaseException) -> str | None:
    """What to say of an answer that sends the connection elsewhere, if it was one."""
    if isinstance(error, InvalidStatus) and 300 <= error.response.status_code < 400:
        return f"{url} answered with a redirect: brag join connects only to the address given, not elsewhere"
    return None


@dataclass(frozen=True)
class Status:
    """What the connection is doing: ``connecting``, ``connected``, ``retrying`` (in ``wait``
    seconds, attempt ``attempt``), ``refused`` (for good, with the host's ``reason``), ``stopped``
    (the host stopped the game; it is tried again in ``wait`` seconds, in case it carries on) or
    ``forbidden`` (an address this program may not dial, with the ``reason``)."""

    state: str
    attempt: int = 0
    wait: float = 0.0
    reason: str = ""


class Link:
    """One seat's connection to a host."""

    def __init__(self, url: str, code: str, name: str | None = None, token: str | None = None, *,
                 tokens: Path | None = None, backoff: tuple[float, ...] = BACKOFF, tls: ssl.SSLContext | None = None,
                 forbidden: str | None = None, clock: Clock = REAL_CLOCK):
        self.url, self.code, self.name, self.token = url, code, name, token
        self.forbidden = forbidden
        """Why this address may not be dialled at all (``brag serve``'s page): said, nothing tried."""
        self.tls = tls
        """Whom a ``wss://`` host's certificate may come from (``None``: the system's store)."""
        self.tokens = tokens
        self.backoff = backoff
        self.clock = clock
        """What the waits between tries are timed by."""
        self.socket: ClientConnection | None = None
        self.refused: str | None = None
        self.stopped = False
        self.socket_joined = False
        """Whether the connection being read was welcomed (kept should the reading end in a drop)."""
        self.remembered = False
        """The token was read from the data folder or given by the host (a stale one gives way to
        the name: a seat left before the first deal is given back and its token forgotten)."""
        if self.token is None and tokens is not None:
            self.token = remembered_token(tokens, url, code, name)
            self.remembered = self.token is not None

    def send(self, message: dict[str, Any]) -> bool:
        """Send a message if connected (``False`` if not: the caller says so on screen)."""
        socket = self.socket
        if socket is None:
            return False
        asyncio.get_running_loop().create_task(self._send(socket, json.dumps(message)))
        return True

    @staticmethod
    async def _send(socket: ClientConnection, text: str) -> None:
        with contextlib.suppress(ConnectionClosed):  # the reader notices the drop and reconnects
            await socket.send(text)

    async def run(self, on_message: Callable[[dict[str, Any]], None], on_status: Callable[[Status], None]) -> None:
        """Stay connected until refused for good (a wrong code, a full table) or cancelled."""
        if self.forbidden is not None:
            on_status(Status("forbidden", reason=self.forbidden))
            return
        attempt = 0
        while self.refused is None:
            on_status(Status("connecting", attempt))
            joined = await self._session(on_message, on_status)
            if self.refused is not None and self.remembered and self.name and not joined:
                # A token kept from an earlier game at this address: join by name instead.
                self.token, self.refused, self.remembered = None, None, False
                continue
            if self.refused is not None:
                on_status(Status("refused", attempt, reason=self._with_recovery(self.refused)))
                return
            attempt = 1 if joined else attempt + 1
            wait = self.backoff[min(attempt, len(self.backoff)) - 1]
            # After the host said it stopped, it is still tried now and then: it may carry on.
            on_status(Status("stopped" if self.stopped else "retrying", attempt, wait))
            await self.clock.sleep(wait)

    async def _session(self, on_message: Callable[[dict[str, Any]], None],
                       on_status: Callable[[Status], None]) -> bool:
        """One connection, from the join to the drop; whether the join was accepted."""
        self.socket_joined = False
        try:
            # wss:// without a context of its own: the system's store (True); ws://: no TLS (None).
            tls = (self.tls or True) if self.url.startswith("wss://") else None
            async with _AsGiven(self.url, compression=None, max_size=2**22, open_timeout=10,
                                ping_interval=20, ping_timeout=20, ssl=tls) as socket:
                join: dict[str, Any] = {"type": "join", "code": self.code}
                join.update({"token": self.token} if self.token else {"name": self.name})
                await socket.send(json.dumps(join))
                self.socket = socket
                await self._read(socket, on_message, on_status)
                self._closed(socket.close_code)
        except ConnectionClosed as closed:
            self._closed(closed.rcvd.code if closed.rcvd is not None else None)
        except InvalidURI:
            self.refused = f"{self.url} is not a ws:// or wss:// address"
        except (OSError, InvalidHandshake, TimeoutError, ValueError) as error:
            # A certificate that is not trusted stays so, and so does a redirect: said once, for
            # good, not retried as if the host could not be reached.
            self.refused = self.refused or certificate_problem(error) or _redirect_problem(self.url, error)
        finally:
            self.socket = None
        return self.socket_joined

    async def _read(self, socket: ClientConnection, on_message: Callable[[dict[str, Any]], None],
                    on_status: Callable[[Status], None]) -> None:
        """Pass on every message until the host closes the connection (``socket_joined``: whether
        the join was accepted)."""
        async for raw in socket:
            message = json.loads(raw)
            if message.get("type") == "welcome":
                self.socket_joined = True
                self._welcomed(message)
                on_status(Status("connected"))
            elif message.get("type") == "error" and not self.socket_joined:
                self.refused = str(message.get("message"))
            on_message(message)

    def _closed(self, code: int | None) -> None:
        """The host closed the connection: a stop, or a refusal for good, are said as such."""
        if code == HOST_STOPPED:
            self.stopped = True
        elif code in REFUSALS and self.refused is None:
            self.refused = REFUSALS[code]

    def _with_recovery(self, reason: str) -> str:
        """A refusal, with what to do about it: the code to check, another name to choose, or how
        to take back a seat this machine holds at this table, if any."""
        if reason == "wrong code":
            return reason + ": check it with the host, whose first line shows it"
        if reason.endswith(" is already at the table"):
            return reason + ": join under another name"
        if self.tokens is None or "full" not in reason:
            return reason
        names = [name for name in remembered_names(self.tokens, self.url, self.code) if name != self.name]
        if not names:
            return reason + ". A seat is taken back from the machine that joined it, or with --token"
        return reason + f". This machine holds the seat of {', '.join(names)} here: join with that --name"

    def _welcomed(self, message: dict[str, Any]) -> None:
        self.token = str(message.get("token") or self.token)
        self.name = str(message.get("seat") or self.name)
        self.remembered, self.stopped = True, False
        if self.tokens is not None:
            remember_token(self.tokens, self.url, self.code, self.name, self.token)


DEFAULT_PORTS = {"ws": 80, "wss": 443}


def table_address(url: str) -> str:
    """A host's address as one table is known by: ``localhost`` read as ``127.0.0.1``, in lower
    case, the default port filled in, no trailing ``/``."""
    parts = urlsplit(url.strip())
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").lower()
    if host in ("localhost", "localhost."):
        host = "127.0.0.1"
    try:
        port = parts.port or DEFAULT_PORTS.get(scheme, 0)
    except ValueError:
        port = 0
    shown = f"[{host}]" if ":" in host else host
    return f"{scheme}://{shown}:{port}{parts.path.rstrip('/')}"


def _key(url: str, code: str, name: str | None) -> str:
    return json.dumps([table_address(url), code, name or ""])


def _kept(path: Path) -> dict[str, Any]:
    try:
        kept = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return kept if isinstance(kept, dict) else {}


def remembered_token(path: Path, url: str, code: str, name: str | None) -> str | None:
    """The token kept for this table (its address and code) and name, if any."""
    token = _kept(path).get(_key(url, code, name))
    return token if isinstance(token, str) else None


def remembered_names(path: Path, url: str, code: str) -> list[str]:
    """The names this machine holds a seat's token for at this table."""
    prefix = _key(url, code, None)[:-3]  # the key without its name: '["ADDRESS", "CODE", '
    names = []
    for key in _kept(path):
        if key.startswith(prefix):
            with contextlib.suppress(ValueError, IndexError, TypeError):
                names.append(str(json.loads(key)[2]))
    return names


def remember_token(path: Path, url: str, code: str, name: str, token: str) -> None:
    """Keep a seat's token (readable by this user only), so joining again takes the seat back."""
    kept = _kept(path)
    kept[_key(url, code, name)] = token
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        json.dump(kept, handle)
