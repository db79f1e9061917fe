"""Where ``brag serve``'s join page may reach, and which pages may drive it.

Every page opened runs a process on the serving machine, and the address typed
on the page is dialled from there: without a limit the page would be a probe
into the serving machine's network. So the page joins only the tables the
operator names (``brag serve --host-allow``, by default the tables hosted on
this machine's loopback address), refused before any connection is tried. And
its ``/ws`` accepts only a browser page served at the page's own, pinned
address (its ``Origin``), never an address taken from the request.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit

from bragtui.core.errors import BragError

LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "::1")
"""The hosts a join page may reach unless the operator names others."""


@dataclass(frozen=True)
class Allowed:
    """One entry of ``--host-allow``: a host, and a port or ``None`` for any."""

    host: str
    port: int | None = None

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return host if self.port is None else f"{host}:{self.port}"


def _host(text: str) -> str:
    """A host name or address as compared: lower case, an IP address written the usual way."""
    text = text.strip("[]").lower()
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        return text


def parse_allowed(entry: str) -> Allowed:
    """Read one ``--host-allow`` entry: ``HOST`` or ``HOST:PORT`` (``[::1]:8765`` for IPv6)."""
    text = entry.strip()
    host, port = text, None
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        if rest:
            port = rest.removeprefix(":")
    elif text.count(":") == 1:
        host, port = text.split(":")
    if not host or (port is not None and not (port.isdigit() and 0 < int(port) < 65536)) or " " in host:
        raise BragError(f"--host-allow {entry!r}: expected a host or HOST:PORT, such as 192.168.1.20:8765")
    return Allowed(_host(host), int(port) if port is not None else None)


def default_allowed() -> tuple[Allowed, ...]:
    """The tables hosted on this machine's loopback address, at any port."""
    return tuple(Allowed(_host(host)) for host in LOOPBACK_HOSTS)


def refusal(url: str, allowed: tuple[Allowed, ...]) -> str | None:
    """Why a join page may not dial ``url`` (``None``: it may)."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port or (443 if parts.scheme == "wss" else 80)
    except ValueError:
        return f"{url} is not an address such as ws://127.0.0.1:8765"
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        return f"{url} is not an address such as ws://127.0.0.1:8765"
    host = _host(parts.hostname)
    if any(entry.host == host and entry.port in (None, port) for entry in allowed):
        return None
    names = ", ".join(str(entry) for entry in allowed)
    return f"this page joins only tables at {names} (brag serve --host-allow), not {url}"


def page_url(bind: str, port: int, public_url: str | None) -> str:
    """The page's own address, pinned: ``--public-url``, else the bound address (a wildcard needs one)."""
    if public_url is not None:
        parts = urlsplit(public_url)
        if parts.scheme not in ("http", "https") or not parts.hostname or parts.path not in ("", "/"):
            raise BragError(f"--public-url {public_url!r}: expected the page's address, such as "
                            "http://192.168.1.20:8000")
        return public_url.rstrip("/")
    try:
        wildcard = ipaddress.ip_address(bind).is_unspecified
    except ValueError:
        wildcard = False
    if wildcard:
        raise BragError(f"--bind {bind} listens on every address: say --public-url with the one friends open, "
                        "such as http://192.168.1.20:8000 (the page's address is fixed, not taken from requests)")
    host = f"[{bind}]" if ":" in bind else bind
    return f"http://{host}:{port}"


def is_loopback(address: str) -> bool:
    """Whether a listening address is this machine's alone."""
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return address == "localhost"


def page_origins(url: str, bind: str, port: int) -> frozenset[str]:
    """The ``Origin`` a browser sends from the page at ``url`` (and, for a loopback page, from the
    same port under the loopback's other names)."""
    parts = urlsplit(url)
    origins = {f"{parts.scheme}://{parts.netloc}".lower()}
    if is_loopback(bind):
        origins |= {f"http://{host}:{port}" for host in ("localhost", "127.0.0.1", "[::1]")}
    return frozenset(origins)
