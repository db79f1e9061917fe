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


def _quicker_idle_wait() -> None:
    """Textual's Pilot waits for the app to go idle in steps of 1/50 s, at least one step per
    pause; steps of 2 ms (idle: under a twentieth of a step busy, as before) save most of that."""
    from textual import _wait

    _wait.SLEEP_GRANULARITY = 1 / 500
    _wait.SLEEP_IDLE = _wait.SLEEP_GRANULARITY / 20


_quicker_idle_wait()
