"""``brag join``: sit at a table that ``brag host`` holds, with the same screens as a hot-seat game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import click

from bragtui.cli.play_cmd import COACH_OPTION, app_kept_reviewer
from bragtui.core.errors import BragError

if TYPE_CHECKING:
    import ssl

    from bragtui.app.remote import RemoteSource


def remote_app(url: str, code: str, name: str | None, token: str | None, *, ascii: bool = False,
               link: Any = None, tls: ssl.SSLContext | None = None, invite: Sequence[str] = (),
               coach: bool = False, hosting: bool = False) -> Any:
    """The app showing one seat of a hosted game (``link``: a connection already made, for tests;
    ``tls``: whom a ``wss://`` host's certificate may come from, by default the system's store;
    ``invite``: the addresses others join at, shown while the seats fill, if not ``url``; ``coach``:
    start with the coach's panel on, if the table's house rule ``coach`` allows it; ``hosting``: the
    host's own seat, whose quitting stops the table)."""
    from bragtui.app import make_app
    from bragtui.app.remote import RemoteSource
    from bragtui.net.client import Link
    from bragtui.store.folders import tokens_file

    if link is None:
        link = Link(url, code, name, token, tokens=tokens_file(), tls=tls)
    # The coach waits for the table's word in its welcome.
    source = RemoteSource(link, invite=invite, reviewer=app_kept_reviewer(), hosting=hosting)
    return make_app(None, ascii=ascii, source=source, guard=0.0, coach=coach, coach_allowed=False)


async def play_remote(url: str, code: str, name: str | None, token: str | None, ascii: bool = False,
                      tls: ssl.SSLContext | None = None, invite: Sequence[str] = ()) -> None:
    """Run the host's own seat's app in the running event loop (``brag host`` seats its own person
    this way)."""
    app = remote_app(url, code, name, token, ascii=ascii, tls=tls, invite=invite, hosting=True)
    await app.run_async()


@click.command("join")
@click.argument("url", metavar="ws://HOST:PORT")
@click.option("--code", required=True, help="The table's join code (the host's first line shows it).")
@click.option("--name", default=None, help="Your name at the table.")
@click.option("--token", default=None, help="Take back your seat from another machine with its token.")
@click.option("--cafile", type=click.Path(dir_okay=False), default=None,
              help="Trust a wss:// host's certificate from this PEM file (a self-signed one, say).")
@COACH_OPTION
@click.option("--ascii", is_flag=True, help="Draw suits as letters (c d h s) instead of symbols.")
def join_command(url: str, code: str, name: str | None, token: str | None, cafile: str | None,
                 coach: bool, ascii: bool) -> None:
    """Join a table hosted with 'brag host', from this terminal.

    Running the same command again after a dropped connection takes your seat back.
    """
    if (name is None) == (token is None):
        raise click.UsageError("say --name NAME (or --token TOKEN to take back a seat)")
    if not url.startswith(("ws://", "wss://")):
        raise click.UsageError(f"{url!r} is not an address such as ws://192.168.1.20:8765")
    tls = None
    if cafile is not None:
        from bragtui.net.tls import client_context

        tls = client_context(cafile)
    app = remote_app(url, code, name, token, ascii=ascii, tls=tls, coach=coach)
    app.run()
    check_refused(app.source)


class JoinRefused(BragError):
    """The host refused the seat for good: said once more when the screen is gone."""

    exit_status = 1


def check_refused(source: RemoteSource) -> None:
    """Raise :class:`JoinRefused` if the host refused ``source``'s seat for good (a wrong code, a
    name taken, a full table), so the terminal keeps the reason and scripts see a failure."""
    if source.refusal is not None:
        raise JoinRefused(f"not joined: {source.refusal}")
