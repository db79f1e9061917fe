import os
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
    and a random game of a few hundred keys spends most of its time asleep. A slice must still be
    longer than the time between two frames (what waits for a paint, such as the keys held until
    the next screen is painted, waits for the next frame): frames come every 4 ms here, not 16.7
    ms, and slices last 8 ms. (TEXTUAL_FPS is read when Textual is first imported, which a pytest
    plugin does before this file, so the screen's period is set here.)
    """
    import textual._wait as wait
    import textual.screen

    textual.screen.UPDATE_PERIOD = 1 / 250  # type: ignore[misc]

    wait.SLEEP_GRANULARITY = 1 / 125
    wait.SLEEP_IDLE = wait.SLEEP_GRANULARITY / 20
    # A wait with no minimum of its own (after a snapshot's keys, before its screenshot) waits at
    # least one slice: its default minimum was fixed at the old slice, 20 ms, when Textual loaded.
    wait.wait_for_idle.__defaults__ = (wait.SLEEP_GRANULARITY, 1)


_settle_faster()


def _no_waiting_for_the_disk() -> None:
    """Let ``os.fsync`` return without waiting for the disk, in this test process only.

    Saves wait for the disk before they replace a file (store/files.py); an app test autosaves
    after every action, so the tests waited some thousands of times, 4 to 5 ms each. What fsync
    gives, a file that outlives a power cut, no test can see; the order of flush and rename is
    still checked (test_history.py records the calls), and a bad descriptor still fails.
    Processes a test starts (a host, a killed writer) keep the real fsync.
    """
    def fsync(descriptor: int) -> None:
        os.fstat(descriptor)

    os.fsync = fsync


_no_waiting_for_the_disk()
