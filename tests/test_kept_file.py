"""A joined seat's kept record on disk: begun whole, then each hand appended, and read back whole."""

from __future__ import annotations

import json
import random
import stat

import pytest
from cli_helpers import run_brag

from bragtui.app.kept_file import KeptFile
from bragtui.core.factory import new_game
from bragtui.core.kept import SeatRecord, record_from
from bragtui.core.wire import from_wire, to_wire
from bragtui.players.player import ComputerPlayer
from bragtui.players.seat_review import review_kept
from bragtui.store.kept_seats import read_kept, read_kept_record


def evening(variant: str, seed: int, hands: int):
    """Alice (seat 0) keeps the views she is sent, through the wire as a joined seat gets them, while
    three medium players play up to ``hands`` hands; her record is yielded each time a hand ends
    (when brag join writes it down)."""
    game = new_game(variant, ["Alice", "Bob", "Carol"], seed=seed)
    game.computer_seats = {1: "medium", 2: "medium"}
    record = SeatRecord(variant, list(game.players), 0, game.rules, dict(game.computer_seats))
    rng = random.Random(seed)
    player = ComputerPlayer("medium", rules=game.rules)
    for _ in range(hands):
        if game.game_over:
            return
        game.start_hand()
        record.keep(from_wire(to_wire(game.view(0))))
        while game.to_act is not None:
            view = game.view(game.to_act)
            game.apply(player.choose(view, view.legal, rng))
            if record.keep(from_wire(to_wire(game.view(0)))):
                yield record


def written_by(kept: KeptFile, record: SeatRecord) -> int:
    """The bytes one write of the record puts in its file, read off the file: the whole file when it
    is begun again (a new file renamed over the old), else what it grew by."""
    before = kept.path.stat() if kept.path.exists() else None
    kept.write(record)
    after = kept.path.stat()
    if before is None or before.st_ino != after.st_ino:
        return after.st_size
    return after.st_size - before.st_size


@pytest.mark.parametrize(("variant", "seed"), [("three-card", 3), ("dealers-choice", 5)])
def test_each_hand_adds_about_as_many_bytes_at_the_evening_s_end_as_at_its_start(tmp_path, variant, seed):
    """Forty hands, the record written after each as brag join does: each write adds only what that
    hand brought (a dealer's choice hand is written again once its dealer has picked the next
    game), so the last ten hands write no more than the first ten did, not forty times a hand.
    The file reads back as the record, and only its owner may read it."""
    kept = KeptFile(tmp_path / "joined" / "Alice-0123456789ab.jsonl")
    sizes, record = [], None
    for record in evening(variant, seed, 40):
        sizes.append(written_by(kept, record))
    assert record is not None and len(sizes) >= 30
    assert sum(sizes[-10:]) <= 2 * sum(sizes[:10]), sizes
    read = read_kept(kept.path)
    assert read.note is None and record_from(read.entries).entries() == record.entries()
    assert stat.S_IMODE(kept.path.stat().st_mode) == 0o600


def test_a_last_line_cut_short_is_left_out_said_and_the_file_begun_again_whole(tmp_path, capsys):
    """brag stopped while it appended the third hand: brag review reviews the first two and says in
    one line that the last line is left out; joined again, the seat takes up those two hands and
    its next write begins the file again whole, with nothing cut short in it."""
    path = tmp_path / "Alice-0123456789ab.jsonl"
    kept = KeptFile(path)
    ended = evening("three-card", 7, 3)
    for _ in range(2):
        kept.write(next(ended))
    two = record_from(read_kept(path).entries)
    record = next(ended)
    whole = json.dumps(record.entries()[-1]) + "\n"
    with path.open("a", encoding="ascii") as out:
        out.write(whole[:len(whole) // 2])
    result = run_brag(capsys, "review", str(path), "--json", "--playouts", "2", "--jobs", "1")
    assert result.status == 0 and "Traceback" not in result.err
    assert len(result.err.strip().splitlines()) == 1 and "last line was cut short" in result.err
    assert result.json() == review_kept(two, 2).as_dict()
    again = KeptFile(path)
    taken = again.take_up(SeatRecord("three-card", list(record.players), 0, record.rules, dict(record.computer)))
    assert taken.entries() == two.entries()
    again.write(record)
    read = read_kept(path)
    assert read.note is None and record_from(read.entries).entries() == record.entries()


def test_a_write_that_fails_part_way_begins_the_file_again_next_time(tmp_path, monkeypatch):
    """A full disk stops an append half way: the next hand's write does not follow that torn line but
    writes the file whole again."""
    from bragtui.app import kept_file

    path = tmp_path / "Alice-0123456789ab.jsonl"
    kept = KeptFile(path)
    ended = evening("three-card", 7, 3)
    kept.write(next(ended))

    def full_disk(target, entries) -> int:
        with target.open("a", encoding="ascii") as out:
            out.write(json.dumps(entries[0])[:40])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(kept_file, "append_kept", full_disk)
    with pytest.raises(OSError):
        kept.write(next(ended))
    monkeypatch.undo()
    record = next(ended)
    kept.write(record)
    read = read_kept(path)
    assert read.note is None and record_from(read.entries).entries() == record.entries()


def test_a_new_game_at_the_table_begins_the_file_again(tmp_path):
    """A hand numbered below the latest kept is a new game at the table: its record drops the old
    game's hands, and so does the file."""
    path = tmp_path / "Alice-0123456789ab.jsonl"
    kept = KeptFile(path)
    record = None
    for record in evening("three-card", 7, 3):
        kept.write(record)
    assert record is not None and len(read_kept(path).entries) == 4
    game = new_game("three-card", list(record.players), seed=9)
    game.start_hand()
    record.keep(from_wire(to_wire(game.view(0))))
    kept.write(record)
    entries = read_kept(path).entries
    assert [entry.get("number") for entry in entries] == [None, 1]  # type: ignore[union-attr]
    assert record_from(entries).entries() == record.entries()


def test_a_record_of_an_earlier_version_one_json_object_is_still_reviewed(tmp_path, capsys):
    """A .json record written whole as one object (its hands inside its setup) reads as before."""
    *_, record = evening("three-card", 7, 2)
    path = tmp_path / "Alice-0123456789ab.json"
    path.write_text(json.dumps({**record.setup(), "format": "brag-seat/1", "hands": record.entries()[1:]}))
    result = run_brag(capsys, "review", str(path), "--json", "--playouts", "2", "--jobs", "1")
    assert result.status == 0 and result.err == ""
    assert result.json() == review_kept(record, 2).as_dict()


def test_a_record_is_taken_up_only_by_the_same_player_in_the_same_seat(tmp_path):
    """Joining the same table (same address and code) again takes up the file's record only for the
    same game, player and seat: a new game that seats Alice elsewhere starts a record of its own."""
    path = tmp_path / "joined" / "Alice-0123456789ab.jsonl"
    record = None
    for record in evening("three-card", 7, 2):
        KeptFile(path).write(record)
    assert record is not None and record.seat == 0
    again = SeatRecord("three-card", list(record.players), 0, record.rules, dict(record.computer))
    assert KeptFile(path).take_up(again).hands == record.hands
    elsewhere = SeatRecord("three-card", ["Bob", "Alice", "Carol"], 1, record.rules, {})
    assert KeptFile(path).take_up(elsewhere) is elsewhere and not elsewhere.hands


@pytest.mark.parametrize("text", ['{"format": "brag-history/1"}\n', "not json\n", "",
                                  '{"format": "brag-seat/2"}\n[1, 2]\n'])
def test_a_file_that_holds_no_kept_record_is_not_taken_up_but_written_over(tmp_path, text):
    """What stands at the seat's kept path and is no record of a seat (another file, one not JSON,
    an empty one, a record with an entry that is no hand) is read as brag review reads it, fails
    quietly, and the seat starts afresh: its first hand ended writes the file again whole."""
    path = tmp_path / "joined" / "Alice-0123456789ab.jsonl"
    path.parent.mkdir()
    path.write_text(text)
    ended = evening("three-card", 7, 1)
    record = next(ended)
    fresh = SeatRecord("three-card", list(record.players), 0, record.rules, dict(record.computer))
    kept = KeptFile(path)
    assert kept.take_up(fresh) is fresh and not fresh.hands
    kept.write(record)
    read = read_kept_record(path)
    assert read.note is None and read.record.entries() == record.entries()


def test_the_folder_of_kept_records_is_its_user_s_alone(tmp_path):
    """The records' names are digests of the tables' addresses and codes: only their user may list them."""
    from bragtui.store.kept_seats import begin_kept

    path = tmp_path / "joined" / "Alice-0123456789ab.jsonl"
    begin_kept(path, [{"format": "brag-seat/2"}])
    assert path.parent.stat().st_mode & 0o777 == 0o700 and path.stat().st_mode & 0o777 == 0o600


def test_a_joined_seat_names_its_kept_file_only_once_the_file_holds_its_record(tmp_path, monkeypatch):
    """At the game's end the seat is told where its views are kept: not when the write failed (that
    is said instead), and the file named is the one written."""
    from bragtui.app.remote import RemoteSource

    record = next(evening("three-card", 7, 1))
    source = RemoteSource()
    source.game = type("Joined", (), {"kept": record})()  # a joined game holding Alice's record
    source.writer = KeptFile(tmp_path / "joined" / "Alice-0123456789ab.jsonl")
    assert source._write_kept() == source.writer.path and source.writer.path.is_file()

    def full(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(KeptFile, "write", full)
    assert source._write_kept() is None
