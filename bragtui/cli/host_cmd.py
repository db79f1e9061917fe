"""``brag host``: hold a table that others join from their own terminals (``brag-net/1``)."""

from __future__ import annotations

import asyncio
import functools
import gc
import ipaddress
import shlex
import signal
import ssl
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from bragtui.cli.rules_cmd import VariantChoice, rules_options
from bragtui.core.errors import BragError


def _loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return address == "localhost"


def _check_seat(name: str | None, headless: bool) -> None:
    """A seated host needs a name; a headless one has no seat, so a name would go unused."""
    if not headless and not name:
        raise click.UsageError("say --name NAME to sit at the table, or --headless to only serve")
    if headless and name:
        raise click.UsageError("--headless only serves, with no seat for you: leave out --name, or "
                               "leave out --headless to sit at the table as NAME")


def _check_code(code: str, bind: str, where: str = "") -> None:
    from bragtui.net.seats import code_problem

    problem = code_problem(code, _loopback(bind))
    if problem is not None:
        raise click.BadParameter(problem + where, param_hint="'--code'")


def _certificate(certfile: str | None, keyfile: str | None) -> ssl.SSLContext | None:
    if certfile is None and keyfile is None:
        return None
    if certfile is None or keyfile is None:
        raise click.UsageError("--certfile and --keyfile go together")
    from bragtui.net.tls import server_context

    return server_context(certfile, keyfile)


def _resumed(save: Path, code: str | None) -> Any:
    """The table of a saved game, with what its person should hear about the save (a journal line cut off)."""
    from bragtui.net.table import HostTable

    table = HostTable.resume(save, code)
    game = table.game
    if game is not None and game.game_over:
        won = f" ({game.game_winner} won)" if game.game_winner else ""
        raise BragError(f"{save} holds a game that is over{won}: nothing to carry on; host another with "
                        f"brag host --variant {game.variant} --seats {len(game.players)}")
    for note in table.notes:
        click.echo(f"brag host: {note}", err=True)
    return table


@click.command("host")
@click.option("--variant", "-v", type=VariantChoice(), default=None, help="Which game (not with --resume).")
@click.option("--seats", type=click.IntRange(min=1), default=None,
              help="How many seats, computers included, as the variant allows (not with --resume).")
@click.option("--name", default=None, help="Your name at the table (not with --headless).")
@click.option("--code", default=None, help="The join code (random if not given).")
@click.option("--bind", default="127.0.0.1", show_default=True, help="The address to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True, help="0: any free port.")
@click.option("--computer", "computers", type=click.IntRange(0, 9), default=0, metavar="K",
              help="Fill K seats with computer players.")
@click.option("--level", default="medium", show_default=True, help="The computer players' level.")
@click.option("--save", "save", type=click.Path(dir_okay=False), default=None,
              help="Save the game here (default: the saves folder).")
@click.option("--resume", "resume", type=click.Path(dir_okay=False, exists=True), default=None,
              help="Carry on a hosted game from its save, with the same seats.")
@click.option("--seed", type=int, default=None, help="Seed for shuffling.")
@rules_options
@click.option("--pause", type=click.FloatRange(0, 60), default=4.0, show_default=True,
              help="Seconds between a hand's end and the next deal (sooner once everyone is ready).")
@click.option("--turn-timeout", type=click.FloatRange(0, 86400), default=120.0, show_default=True,
              help="Seconds each seat has for its turn (0: for ever).")
@click.option("--certfile", type=click.Path(dir_okay=False, exists=True), default=None, help="TLS certificate.")
@click.option("--keyfile", type=click.Path(dir_okay=False, exists=True), default=None, help="TLS key.")
@click.option("--origin", "origins", multiple=True, help="A browser page allowed to connect (repeatable).")
@click.option("--headless", is_flag=True, help="Only serve: no seat for you, one log line per event.")
def host_command(variant: str | None, seats: int | None, name: str | None, code: str | None, bind: str, port: int,
                 computers: int, level: str, save: str | None, resume: str | None, seed: int | None,
                 rules_file: str | None, overrides: tuple[str, ...], pause: float, turn_timeout: float,
                 certfile: str | None, keyfile: str | None, origins: tuple[str, ...], headless: bool) -> None:
    """Host a table: friends join with 'brag join' from their own terminals.

    The first line printed is the address and the code to give them.
    """
    from bragtui.app.computers import level_labels
    from bragtui.app.saves import new_save_path
    from bragtui.net.host import DEFAULT_ORIGINS
    from bragtui.net.seats import new_code
    from bragtui.net.table import HostTable
    from bragtui.store.rules_files import rules_in_force

    _check_seat(name, headless)
    if code is not None:
        _check_code(code, bind)
    certificate = _certificate(certfile, keyfile)
    if resume is not None:
        table = _resumed(Path(resume), code)
        _check_code(table.code, bind, " (the code kept for this game: choose another with --code)")
    else:
        if variant is None or seats is None:
            raise click.UsageError("say --variant and --seats (or --resume FILE)")
        labels = level_labels(level.split(","), computers) if computers else []
        table = HostTable(variant, seats, rules_in_force(variant, rules_file, overrides),
                          save=Path(save) if save else new_save_path(variant), code=code or new_code(),
                          computers=labels, seed=seed)
    if not _loopback(bind):
        click.echo(f"brag host: listening on {bind}, not only this machine: anyone who can reach it "
                   "and knows the code may join", err=True)
    carry_on = functools.partial(resume_command, table.save_path, name=None if headless else name, bind=bind,
                                 pause=pause, turn_timeout=turn_timeout, origins=origins, certfile=certfile,
                                 keyfile=keyfile)
    asyncio.run(_run(table, bind, port, certificate, origins or DEFAULT_ORIGINS, pause, turn_timeout,
                     None if headless else name, carry_on, certfile))


def resume_command(save: Path, port: int, *, name: str | None, bind: str, pause: float, turn_timeout: float,
                   origins: tuple[str, ...], certfile: str | None, keyfile: str | None) -> str:
    """The command that carries on this game as it was hosted: the same seat (or headless), the same
    address and port, so the players' own commands find it again."""
    words = ["brag", "host", "--resume", str(save), *(["--name", name] if name else ["--headless"]),
             "--port", str(port)]
    if bind != "127.0.0.1":
        words += ["--bind", bind]
    if pause != 4.0:
        words += ["--pause", f"{pause:g}"]
    if turn_timeout != 120.0:
        words += ["--turn-timeout", f"{turn_timeout:g}"]
    for origin in origins:
        words += ["--origin", origin]
    if certfile and keyfile:
        words += ["--certfile", certfile, "--keyfile", keyfile]
    return shlex.join(words)


async def _run(table, bind: str, port: int, certificate: ssl.SSLContext | None, origins: tuple[str, ...],
               pause: float, turn_timeout: float, name: str | None, carry_on: Callable[[int], str],
               certfile: str | None = None) -> None:
    from bragtui.net.addresses import reachable
    from bragtui.net.host import Host, stderr_log

    host = Host(table, turn_timeout=turn_timeout, pause=pause, log=stderr_log if name is None else None)
    try:
        address, bound = await host.start(bind, port, certificate=certificate, origins=origins)
    except OSError as error:
        raise BragError(f"cannot listen on {bind}:{port} ({error.strerror or error})") from None
    # All that is built by now (the modules, the hand-ranking table) lives as long as the host.
    # Kept out of the collector's full passes, it cannot make every seat wait tens of milliseconds
    # while they walk it.
    gc.freeze()
    scheme = "wss" if certificate is not None else "ws"
    # Listening on every address, the first line names one that others can reach (0.0.0.0 is none).
    invite = [f"{scheme}://{where}:{bound}" for where in reachable(bind, address)]
    print(f"brag host: {invite[0]} code {table.code}", flush=True)
    if len(invite) > 1:
        print(f"brag host: also reachable at {', '.join(invite[1:])}", file=sys.stderr, flush=True)
    print(f"brag host: the game is saved in {table.save_path}", file=sys.stderr, flush=True)
    try:
        if name is None:
            await _until_signal()
        else:
            from bragtui.cli.join_cmd import play_remote
            from bragtui.net.tls import own_seat

            # The host's person joins on this machine, trusting exactly the certificate served.
            url, tls = (f"ws://127.0.0.1:{bound}", None) if certfile is None else own_seat(address, bound, certfile)
            await play_remote(url, table.code, name, token=None, ascii=False, tls=tls, invite=invite)
    finally:
        await host.stop()
        print(f"brag host: stopped; {stopped_note(table, lambda: carry_on(bound))}", file=sys.stderr, flush=True)


def stopped_note(table: Any, carry_on: Callable[[], str]) -> str:
    """What a host that stops says of its game: where it is saved and the command that carries it on;
    a game that is over has nothing to carry on, and one not begun was not saved."""
    if table.game is None:
        return "the game had not begun, so nothing was saved"
    if table.game.game_over:
        return f"the game is over; its hand history is in {table.save_path}"
    return f"the game is saved in {table.save_path} (carry on with: {carry_on()})"


async def _until_signal() -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(number, stop.set)
    await stop.wait()
