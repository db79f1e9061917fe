"""``brag serve``: the join screen in a browser tab, through textual-serve.

textual-serve starts one process on this machine for every page opened, and has
no login of its own; so each page runs one thing only: the join screen and then
that seat's table (``brag join-page``), which opens no file, no saved game and no
hot-seat table. ``--max-sessions`` caps the processes; a page over the cap says
the table is full.
"""

from __future__ import annotations

import ipaddress
import shlex
import sys
from typing import Any

import click

FULL_PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>bragtui</title></head>
<body style="font-family: sans-serif; background: #1e1e2e; color: #eee; padding: 3em">
<h1>The table is full</h1><p>Every place this page offers is taken ({count} of {count}).
Try again when someone leaves.</p></body></html>"""


def make_server(bind: str, port: int, max_sessions: int) -> Any:
    """The textual-serve server of the join page, limited to ``max_sessions`` pages at once."""
    from aiohttp import web
    from textual_serve.server import Server

    command = f"{shlex.quote(sys.executable)} -m bragtui join-page"

    class JoinPageServer(Server):
        """textual-serve, with a cap on its processes and its page's address taken from the request."""

        sessions = 0

        async def handle_index(self, request: web.Request) -> Any:
            if self.sessions >= max_sessions:
                return web.Response(text=FULL_PAGE.format(count=max_sessions), content_type="text/html")
            # The page tells the browser where to connect: the address the browser itself used, so the
            # page works whether it was reached as localhost, 127.0.0.1 or a home-network address.
            self.public_url = f"{request.scheme}://{request.host}"
            return await Server.handle_index(self, request)

        async def handle_websocket(self, request: web.Request) -> Any:
            if self.sessions >= max_sessions:
                raise web.HTTPServiceUnavailable(text="the table is full")
            self.sessions += 1
            try:
                return await Server.handle_websocket(self, request)
            finally:
                self.sessions -= 1

    return JoinPageServer(command, host=bind, port=port, title="bragtui")


@click.command("serve")
@click.option("--bind", default="127.0.0.1", show_default=True, help="The address to listen on.")
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True)
@click.option("--max-sessions", type=click.IntRange(1, 200), default=8, show_default=True,
              help="Pages open at once (each runs a process on this machine).")
def serve_command(bind: str, port: int, max_sessions: int) -> None:
    """Serve the join screen to browsers: a friend without Python joins a hosted table from a tab."""
    try:
        loopback = ipaddress.ip_address(bind).is_loopback
    except ValueError:
        loopback = bind == "localhost"
    if not loopback:
        click.echo(f"brag serve: listening on {bind}: anyone who can reach it may open a join page "
                   f"(at most {max_sessions} at once)", err=True)
    click.echo(f"brag serve: http://{bind}:{port}/", err=False)
    make_server(bind, port, max_sessions).serve()


@click.command("join-page", hidden=True)
def join_page_command() -> None:
    """The page's one screen: join a hosted table (run by brag serve for each page)."""
    from bragtui.app import make_app
    from bragtui.app.remote import RemoteSource
    from bragtui.net.client import Link

    def connect(url: str, code: str, name: str) -> Link:
        return Link(url, code, name)  # no token file: a page leaves nothing on this machine

    make_app(None, source=RemoteSource(connect=connect)).run()
