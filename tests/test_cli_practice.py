"""``brag practice --stats``: the record as text or JSON, and a progress file that cannot be read."""

from cli_helpers import run_brag

from bragtui.store.folders import progress_path
from bragtui.store.progress import Progress


def test_stats_json_after_some_answers(capsys):
    progress = Progress(progress_path())
    progress.record("compare", "equal", True, 1000)
    progress.record("compare", "ka2", False, 3000)
    progress.record("name", "prial", True, 500)
    progress.close()
    result = run_brag(capsys, "practice", "--stats", "--json")
    assert result.status == 0 and result.err == ""
    data = result.json()
    assert set(data) == {"answered", "correct", "streak", "by_drill", "due"}
    assert data["answered"] == 3 and data["correct"] == 2 and data["streak"] == 1
    assert data["by_drill"] == {"compare": {"answered": 2, "correct": 1, "median_ms": 2000},
                                "name": {"answered": 1, "correct": 1, "median_ms": 500}}
    assert data["due"] == []
    text = run_brag(capsys, "practice", "--stats")
    assert "Answered 3, right 2 (67%), streak 1." in text.out and "compare" in text.out


def test_a_corrupt_progress_file_gets_one_line_and_is_kept(capsys):
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00garbage" * 500)
    result = run_brag(capsys, "practice", "--stats", "--json")
    assert result.status == 0 and result.json()["answered"] == 0
    assert result.err.count("\n") == 1 and "could not be read" in result.err and "moved to" in result.err
    kept = [p for p in path.parent.iterdir() if p.name.startswith("practice.sqlite3.unreadable-")]
    assert len(kept) == 1 and kept[0].read_bytes() == b"\x00garbage" * 500


def test_bad_options_are_refused_in_one_line(capsys):
    for args, words in ((("--json",), "--json goes with --stats"),
                        (("--drill", "poker"), "'poker' is not one of"),
                        (("--stats", "--drill", "name"), "--stats prints your progress"),
                        (("--seed", "3"), "--seed goes with --drill")):
        result = run_brag(capsys, "practice", *args)
        assert result.status == 2 and words in result.err and result.err.count("\n") == 1
