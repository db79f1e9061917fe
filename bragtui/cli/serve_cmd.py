"""``brag serve``: the join screen in a browser tab, through textual-serve.

textual-serve starts one process on this machine for every page opened, and has
no login of its own; so each page runs one thing only: the join screen and then
that seat's table (``brag join-page``), which opens no file, no saved game and no
hot-seat table. ``--max-sessions`` caps the processes; a page over the cap says
the table is full. ``bragtui.net.reach`` says which tables a page may join
(``--host-allow``) and which pages may drive the server (the pinned address's
``Origin``).
"""

from __future__ import annotations

import shlex
import sys
from typing import Any

import click

FULL_PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>bragtui</title></head>
<body style="font-family: sans-serif; background: #1e1e2e; color: #eee; padding: 3em">
<h1>The table is full</h1><p>Every place this page offers is taken ({count} of {count}).
Try again when someone leaves.</p></body></html>"""


def make_server(bind: str, port: int, max_sessions: int, *, public_url: str | None = None,
                allowed: tuple[str, ...] = ()) -> Any:
    """The textual-serve server of the join page, limited to ``max_sessions`` pages at once, at its
    pinned address, whose pages join only the ``allowed`` tables (``--host-allow`` entries)."""
    from aiohttp import web
    from textual_serve.server import Server

    from bragtui.net.reach import page_origins, page_url, parse_allowed

    for entry in allowed:
        parse_allowed(entry)  # a bad entry is said now, not on every page
    url = page_url(bind, port, public_url)
    origins = page_origins(url, bind, port)
    command = " ".join([shlex.quote(sys.executable), "-m", "bragtui", "join-page",
                        *(f"--host-allow={shlex.quote(entry)}" for entry in allowed)])

    class JoinPageServer(Server):
        """textual-serve, with a cap on its processes, its own address pinned (the page's links and
        its ``/ws`` never come from a request's ``Host``) and only its own pages on ``/ws``."""

        sessions = 0

        async def handle_index(self, request: web.Request) -> Any:
            if self.sessions >= max_sessions:
                return web.Response(text=FULL_PAGE.format(count=max_sessions), content_type="text/html")
            return await Server.handle_index(self, request)

        async def handle_websocket(self, request: web.Request) -> Any:
            if request.headers.get("Origin", "").lower() not in origins:
                # Another site's page (or a page reached under another name) may not start a process.
                raise web.HTTPForbidden(text=f"only the page at {url} may connect here")
            if self.sessions >= max_sessions:
                raise web.HTTPServiceUnavailable(text="the table is full")
            self.sessions += 1
            try:
                return await Server.handle_websocket(self, request)
            finally:
                self.sessions -= 1

    return JoinPageServer(command, host=bind, port=port, title="bragtui", public_url=url)


@click.command("serve")
@click.option("--bind", default="127.0.0.1", show_default=True, help="The address to listen on.")
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True)
@click.option("--max-sessions", type=click.IntRange(1, 200), default=8, show_default=True,
              help="Pages open at once (each runs a process on this machine).")
@click.option("--host-allow", "allowed", multiple=True, metavar="HOST[:PORT]",
              help="A host whose tables the page may join (repeatable); by default this machine's "
                   "loopback address (localhost, 127.0.0.1, ::1).")
@click.option("--public-url", default=None, metavar="URL",
              help="The page's address as friends open it (needed with a wildcard --bind).")
def serve_command(bind: str, port: int, max_sessions: int, allowed: tuple[str, ...], public_url: str | None) -> None:
    """Serve the join screen to browsers: a friend without Python joins a hosted table from a tab."""
    server = make_server(bind, port, max_sessions, public_url=public_url, allowed=allowed)
    from bragtui.net.reach import is_loopback

    if not is_loopback(bind):
        click.echo(f"brag serve: listening on {bind}: anyone who can reach it may open a join page "
                   f"(at most {max_sessions} at once)", err=True)
    click.echo(f"brag serve: {server.public_url}/", err=False)
    server.serve()


def page_link(url: str, code: str, name: str, allowed: tuple[str, ...] = ()) -> Any:
    """The page's connection to the table at ``url``: never dialled unless ``allowed`` names it
    (the ``--host-allow`` entries; none: this machine's loopback address)."""
    from bragtui.net.client import Link
    from bragtui.net.reach import default_allowed, parse_allowed, refusal

    hosts = tuple(parse_allowed(entry) for entry in allowed) or default_allowed()
    # No token file: a page leaves nothing on this machine.
    return Link(url, code, name, forbidden=refusal(url, hosts))


@click.command("join-page", hidden=True)
@click.option("--host-allow", "allowed", multiple=True)
def join_page_command(allowed: tuple[str, ...]) -> None:
    """The page's one screen: join a hosted table (run by brag serve for each page)."""
    from bragtui.app import make_app
    from bragtui.app.remote import RemoteSource

    def connect(url: str, code: str, name: str) -> Any:
        return page_link(url, code, name, allowed)

    make_app(None, source=RemoteSource(connect=connect)).run()
