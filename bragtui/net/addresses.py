"""The addresses others can reach a host at: for a host listening on every address (``0.0.0.0``),
this machine's own addresses, never ``0.0.0.0`` itself, which nobody can connect to."""

from __future__ import annotations

import contextlib
import ipaddress
import socket

WILDCARDS = ("0.0.0.0", "::", "")


def _usable(address: str) -> bool:
    try:
        ip = ipaddress.ip_address(address.split("%", maxsplit=1)[0])
    except ValueError:
        return False
    return not (ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast)


def machine_addresses(ipv6: bool = False) -> list[str]:
    """This machine's addresses on its networks, the one its default route uses first."""
    found: list[str] = []
    families = [(socket.AF_INET, "192.0.2.1")] + ([(socket.AF_INET6, "2001:db8::1")] if ipv6 else [])
    for family, probe in families:
        # A UDP socket "connected" to a documentation address sends nothing, but the kernel picks
        # the address this machine would use to get there.
        with contextlib.suppress(OSError), socket.socket(family, socket.SOCK_DGRAM) as probe_socket:
            probe_socket.connect((probe, 9))
            found.append(probe_socket.getsockname()[0])
    with contextlib.suppress(OSError):
        for family, _, _, _, where in socket.getaddrinfo(socket.gethostname(), None):
            if family == socket.AF_INET or (ipv6 and family == socket.AF_INET6):
                found.append(str(where[0]))
    unique = list(dict.fromkeys(address for address in found if _usable(address)))
    return sorted(unique, key=lambda address: ":" in address)  # IPv4 first


def reachable(bind: str, bound: str) -> list[str]:
    """Where others can reach a host bound to ``bind`` (the address it got: ``bound``), best first,
    each ready to go in a URL (an IPv6 address in brackets)."""
    addresses = (machine_addresses(ipv6=":" in bound) or ["127.0.0.1"]) if bind in WILDCARDS else [bound]
    return [f"[{address}]" if ":" in address else address for address in addresses]
