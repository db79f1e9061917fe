"""Run the ``brag`` command in-process and capture what it prints."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from bragtui.cli import main


@dataclass
class Result:
    status: int
    out: str
    err: str

    def json(self):
        return json.loads(self.out)


def run_brag(capsys: pytest.CaptureFixture[str], *args: str) -> Result:
    status = 0
    try:
        main(list(args))
    except SystemExit as stop:
        status = stop.code if isinstance(stop.code, int) else 1
    captured = capsys.readouterr()
    return Result(status, captured.out, captured.err)
