"""Headless Chromium driven over its DevTools protocol (with the websockets package): open a page,
keep every message the page's own websocket receives, read them back, take a screenshot."""

from __future__ import annotations

import asyncio
import base64
import json
import re
import shutil
import subprocess
import tempfile
from contextlib import asynccontextmanager

from websockets.asyncio.client import connect

# Put in every page before its own scripts run: keeps what the page's websockets receive, as text.
RECORDER = """
window.__received = [];
const Native = window.WebSocket;
window.WebSocket = function (...args) {
  const socket = new Native(...args);
  socket.addEventListener("message", (event) => {
    const data = event.data;
    if (typeof data === "string") { window.__received.push(data); }
    else if (data instanceof ArrayBuffer) { window.__received.push(new TextDecoder().decode(data)); }
    else if (data && data.text) { data.text().then((text) => window.__received.push(text)); }
  });
  return socket;
};
window.WebSocket.prototype = Native.prototype;
Object.assign(window.WebSocket, Native);
"""

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Z0-9]|\x1b[=>]")


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")


class Page:
    """One browser tab, spoken to over the DevTools protocol."""

    def __init__(self, socket):
        self.socket = socket
        self.counter = 0

    async def call(self, method: str, **params):
        self.counter += 1
        number = self.counter
        await self.socket.send(json.dumps({"id": number, "method": method, "params": params}))
        while True:
            reply = json.loads(await asyncio.wait_for(self.socket.recv(), 30))
            if reply.get("id") == number:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    async def received_text(self) -> str:
        """All the page's websocket received so far, as plain text (escape codes removed)."""
        result = await self.call("Runtime.evaluate", expression="window.__received.join('')", returnByValue=True)
        return ANSI.sub("", result.get("result", {}).get("value", ""))

    async def screenshot(self) -> bytes:
        result = await self.call("Page.captureScreenshot", format="png")
        return base64.b64decode(result["data"])


@asynccontextmanager
async def browser_page(url: str, size: tuple[int, int] = (1000, 640)):
    """A headless Chromium tab that has opened ``url`` (its websockets recorded from the start)."""
    program = chromium()
    assert program is not None, "chromium is not installed"
    profile = tempfile.mkdtemp(prefix="brag-chromium-")
    process = subprocess.Popen(
        [program, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
         f"--user-data-dir={profile}", f"--window-size={size[0]},{size[1]}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        endpoint = await asyncio.wait_for(asyncio.to_thread(_devtools_endpoint, process), 30)
        page_url = await asyncio.wait_for(asyncio.to_thread(_page_socket, endpoint), 10)
        async with connect(page_url, max_size=2**25, compression=None) as socket:
            page = Page(socket)
            await page.call("Page.enable")
            await page.call("Page.addScriptToEvaluateOnNewDocument", source=RECORDER)
            await page.call("Page.navigate", url=url)
            yield page
    finally:
        process.kill()
        process.wait(10)
        shutil.rmtree(profile, ignore_errors=True)


def _devtools_endpoint(process: subprocess.Popen) -> str:
    """The host:port Chromium's DevTools listen on (from its first lines on standard error)."""
    assert process.stderr is not None
    for line in process.stderr:
        found = re.search(r"DevTools listening on ws://([^/]+)/", line)
        if found:
            return found.group(1)
    raise RuntimeError("chromium did not start its DevTools")


def _page_socket(endpoint: str) -> str:
    from urllib.request import urlopen

    with urlopen(f"http://{endpoint}/json/list") as reply:
        targets = json.load(reply)
    return next(t["webSocketDebuggerUrl"] for t in targets if t.get("type") == "page")
