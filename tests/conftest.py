import sys
from pathlib import Path

# Let tests import their helpers module.
sys.path.insert(0, str(Path(__file__).parent))

import pytest


@pytest.fixture(autouse=True)
def _no_personal_config(tmp_path_factory, monkeypatch):
    """Keep a player's own rules.toml and saves out of every test."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))


def _settle_faster() -> None:
    """Let Pilot decide sooner that the app has settled after a key or a pause.

    Textual's test driver waits after every key until the process has used almost no CPU over a
    whole slice of wall time: by default slices of 20 ms, so a key costs at least 40 ms of waiting
    and a random game of a few hundred keys spends most of its time asleep. Slices of 5 ms (idle
    meaning under 0.25 ms of CPU in one) still see an app that is working, and every test still
    waits for the screen's messages to be handled (``pilot.pause()``) before it reads the screen.
    """
    import textual._wait as wait

    wait.SLEEP_GRANULARITY = 1 / 200
    wait.SLEEP_IDLE = wait.SLEEP_GRANULARITY / 20


_settle_faster()
