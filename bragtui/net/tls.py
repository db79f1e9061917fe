"""TLS for ``wss://`` tables: whom a joining seat trusts, and how the host's own seat reaches it.

- ``brag join --cafile FILE`` trusts the certificates in FILE (a self-signed
  certificate is its own authority) instead of the system's store, with the
  usual check that the certificate names the address joined.
- A seated host dials its own table on the loopback address (a listener on
  ``0.0.0.0`` cannot be dialled) and trusts exactly the certificate it serves,
  whatever the names in it: it knows that certificate, so nothing else needs
  checking.
- A certificate that is not trusted is a refusal for good with a sentence that
  says so, not a host that cannot be reached.
"""

from __future__ import annotations

import ipaddress
import ssl

from bragtui.core.errors import BragError


def server_context(certfile: str, keyfile: str) -> ssl.SSLContext:
    """The host's TLS: its certificate and key (a one-line error if they cannot be loaded)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(certfile, keyfile)
    except (OSError, ssl.SSLError) as error:
        raise BragError(f"{certfile}: cannot load the certificate and key ({error})") from None
    return context


def client_context(cafile: str) -> ssl.SSLContext:
    """A joining seat's TLS trusting the certificates in ``cafile`` (one-line error if unreadable)."""
    try:
        return ssl.create_default_context(cafile=cafile)
    except (OSError, ssl.SSLError) as error:
        raise BragError(f"{cafile}: cannot be read as certificates in PEM form ({error})") from None


def own_seat(address: str, port: int, certfile: str) -> tuple[str, ssl.SSLContext]:
    """The address and TLS with which a seated host joins its own table bound to ``address``."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.load_verify_locations(certfile)
    # The served certificate itself is the trust anchor, even when a CA signed it.
    context.verify_flags |= ssl.VERIFY_X509_PARTIAL_CHAIN
    context.check_hostname = False  # the certificate is pinned; the loopback address is in no certificate
    return f"wss://{_dialled(address)}:{port}", context


def _dialled(address: str) -> str:
    """The address to dial for a listener on ``address`` (the loopback one for a wildcard)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if ip.is_unspecified:
        return "[::1]" if ip.version == 6 else "127.0.0.1"
    return f"[{ip}]" if ip.version == 6 else str(ip)


def certificate_problem(error: BaseException) -> str | None:
    """The sentence for a certificate that was not trusted, or ``None`` for any other failure."""
    if isinstance(error, ssl.SSLCertVerificationError):
        reason = error.verify_message or error.reason or "not trusted"
        return (f"the host's certificate is not trusted ({reason}): "
                "pass --cafile FILE with the host's certificate")
    return None
