"""brag serve: the join page in headless Chromium (Debian's package; .ci/run installs it), the cap
on pages, and the page's address taken from the browser's own."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.request import Request, urlopen

import pytest
from browser import browser_page, chromium

ROOT = Path(__file__).resolve().parent.parent


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _get(url: str, host: str | None = None) -> str:
    request = Request(url, headers={"Host": host} if host else {})
    with urlopen(request, timeout=5) as reply:
        return reply.read().decode()


def _serve(port: int, *args: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    process = subprocess.Popen([sys.executable, "-m", "bragtui", "serve", "--port", str(port), *args],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    started = time.monotonic()
    while True:
        try:
            _get(f"http://127.0.0.1:{port}/")
            return process
        except OSError:
            assert time.monotonic() - started < 20, "brag serve did not start"
            time.sleep(0.2)


@pytest.fixture
def served():
    port = _free_port()
    process = _serve(port, "--max-sessions", "1")
    yield port
    process.terminate()
    process.wait(10)


def test_the_page_points_the_browser_back_at_the_address_it_used(served):
    page = _get(f"http://127.0.0.1:{served}/", host=f"192.168.1.20:{served}")
    assert f'data-session-websocket-url="ws://192.168.1.20:{served}/ws"' in page


@pytest.mark.skipif(chromium() is None, reason="chromium is not installed (.ci/run installs it)")
async def test_the_join_screen_opens_in_a_browser_and_a_second_page_finds_the_table_full(served):
    async with browser_page(f"http://127.0.0.1:{served}/") as page:
        started = time.monotonic()
        text = ""
        while "Join a table" not in text:
            assert time.monotonic() - started < 30, f"the join screen never came: {text[-500:]!r}"
            await asyncio.sleep(0.5)
            text = await page.received_text()
        assert "The host's address and code" in text and "Setup" not in text
        await asyncio.sleep(1.0)  # the first frame drawn in full
        screenshot = await page.screenshot()
        assert screenshot.startswith(b"\x89PNG")
        if os.environ.get("BRAG_GALLERY"):
            (ROOT / "screens" / "browser-join.png").write_bytes(screenshot)
        # One page at a time here: the next is told the table is full, and no process starts for it.
        assert "The table is full" in _get(f"http://127.0.0.1:{served}/")
