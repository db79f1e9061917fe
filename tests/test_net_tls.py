"""wss:// end to end with a self-signed certificate: a seat trusting it by --cafile, the host's own
seat, and a certificate that is not trusted said as such."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest
from net_helpers import CODE, new_table
from tls_helpers import self_signed

from bragtui.net.client import Link
from bragtui.net.host import Host
from bragtui.net.tls import client_context, own_seat, server_context

pytest.importorskip("cryptography")
ROOT = Path(__file__).resolve().parent.parent


async def _join(link: Link, limit: float = 10) -> tuple[list[dict], list]:
    """Run ``link`` until it is welcomed or refused for good; its messages and statuses."""
    messages, statuses = [], []
    welcomed = asyncio.Event()

    def on_message(message):
        messages.append(message)
        if message.get("type") == "welcome":
            welcomed.set()

    def on_status(status):
        statuses.append(status)
        if status.state == "refused":
            welcomed.set()

    running = asyncio.create_task(link.run(on_message, on_status))
    try:
        await asyncio.wait_for(welcomed.wait(), limit)
    finally:
        running.cancel()
        await asyncio.gather(running, return_exceptions=True)
    return messages, statuses


async def _serving(tmp_path, certfile, keyfile) -> tuple[Host, int]:
    host = Host(new_table(tmp_path, seats=2), turn_timeout=0, pause=0)
    _, port = await host.start("127.0.0.1", 0, certificate=server_context(certfile, keyfile))
    return host, port


async def test_a_seat_trusting_the_hosts_self_signed_certificate_by_cafile_joins_over_wss(tmp_path):
    certfile, keyfile = self_signed(tmp_path, "localhost", "127.0.0.1")
    host, port = await _serving(tmp_path, certfile, keyfile)
    try:
        messages, _ = await _join(Link(f"wss://127.0.0.1:{port}", CODE, "Ann", tls=client_context(certfile)))
        assert messages[0]["type"] == "welcome" and messages[0]["seat"] == "Ann"
    finally:
        await host.stop()


async def test_a_certificate_not_trusted_is_said_to_be_one_once_not_retried_as_unreachable(tmp_path):
    certfile, keyfile = self_signed(tmp_path, "localhost", "127.0.0.1")
    host, port = await _serving(tmp_path, certfile, keyfile)
    try:
        _, statuses = await _join(Link(f"wss://127.0.0.1:{port}", CODE, "Ann", backoff=(0.01,)))
    finally:
        await host.stop()
    assert [s.state for s in statuses] == ["connecting", "refused"]
    reason = statuses[-1].reason
    assert reason.startswith("the host's certificate is not trusted (") and "\n" not in reason
    assert reason.endswith("pass --cafile FILE with the host's certificate")


async def test_a_seated_host_on_every_address_joins_its_own_seat_over_wss_whatever_the_certificate_names(
        tmp_path):
    certfile, keyfile = self_signed(tmp_path, "brag.example")  # names neither 0.0.0.0 nor 127.0.0.1
    host, port = await _serving(tmp_path, certfile, keyfile)
    try:
        url, tls = own_seat("0.0.0.0", port, certfile)
        assert url == f"wss://127.0.0.1:{port}"  # a wildcard cannot be dialled: the loopback address is
        messages, _ = await _join(Link(url, CODE, "Ann", tls=tls))
        assert messages[0]["type"] == "welcome"
        # The pin is that certificate: another self-signed one is refused.
        (tmp_path / "other").mkdir()
        other, _ = self_signed(tmp_path / "other", "brag.example")
        _, refused = own_seat("127.0.0.1", port, other)
        _, statuses = await _join(Link(url, CODE, "Bob", tls=refused))
        assert statuses[-1].state == "refused" and "certificate is not trusted" in statuses[-1].reason
    finally:
        await host.stop()
    assert own_seat("::", 9, certfile)[0] == "wss://[::1]:9" and own_seat("10.0.0.2", 9, certfile)[0] == \
        "wss://10.0.0.2:9"


async def test_brag_host_serves_wss_that_a_seat_with_cafile_joins(tmp_path):
    certfile, keyfile = self_signed(tmp_path, "localhost", "127.0.0.1")
    process = subprocess.Popen([sys.executable, "-m", "bragtui", "host", "--variant", "three-card", "--seats", "2",
                                "--headless", "--port", "0", "--code", CODE, "--save", str(tmp_path / "g.toml"),
                                "--certfile", certfile, "--keyfile", keyfile],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                               env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        line = process.stdout.readline()
        assert line.startswith("brag host: wss://127.0.0.1:"), line
        messages, _ = await _join(Link(line.split()[2], CODE, "Ann", tls=client_context(certfile)))
        assert messages[0]["type"] == "welcome"
    finally:
        process.terminate()
        process.wait(10)


def test_brag_join_says_in_one_line_when_the_cafile_cannot_be_read(tmp_path):
    done = subprocess.run([sys.executable, "-m", "bragtui", "join", "wss://127.0.0.1:9", "--code", CODE,
                           "--name", "Ann", "--cafile", str(tmp_path / "missing.pem")],
                          capture_output=True, text=True, check=False, timeout=30,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert done.returncode != 0 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "missing.pem: cannot be read as certificates" in done.stderr


async def test_brag_joins_screen_says_the_certificate_is_not_trusted(tmp_path):
    from app_helpers import screen_text

    from bragtui.app.screens.connection_screen import ConnectionScreen
    from bragtui.cli.join_cmd import remote_app

    certfile, keyfile = self_signed(tmp_path, "localhost", "127.0.0.1")
    host, port = await _serving(tmp_path, certfile, keyfile)
    url = f"wss://127.0.0.1:{port}"
    try:
        app = remote_app(url, CODE, "Ann", None, link=Link(url, CODE, "Ann", backoff=(0.01,)))
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(100):
                await pilot.pause(0.02)
                if "not trusted" in screen_text(app):
                    break
            text = screen_text(app)
            assert isinstance(app.screen, ConnectionScreen) and "The host refused" in text, text
            assert "the host's certificate is not trusted" in text and "--cafile FILE" in text
    finally:
        await host.stop()
