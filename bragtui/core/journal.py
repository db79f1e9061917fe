"""The journal beside a hosted game's save: the actions since the save was last brought up to date.

A hosted game is saved as a ``brag-history/1`` file plus ``FILE.journal`` beside
it. The host appends to the journal after every action, so the bytes written per
action do not grow with the game, and now and then moves the finished hands
into the file (see ``bragtui.net.autosave``). The journal is JSON, one object a
line, each line whole:

- the first line, ``{"journal": "brag-history/1", "file": L}``: the journal
  follows the file's first ``L`` bytes (anything after them is ignored: a
  compaction that was cut off);
- the start of a hand, ``{"hand": N, "deal": {...}}``, with the other keys of
  its ``[[hand]]`` table but ``actions`` (``centre``, ``variant``);
- an action, ``{"hand": N, "n": I, "action": "Bill bet 2"}``: the hand's
  ``I``-th action (from 1), as the history writes it.

Reading is the file's first ``L`` bytes, then every line in order. A line that
is already in the file (a compaction cut off before the journal was replaced)
must say what the file says and is passed over. A last line without its line
end was cut off when the host stopped and is left out, with a note.

The core reads the journal's bytes and writes its lines; the files themselves
are :mod:`bragtui.store.histories`'s.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, TypeGuard

from bragtui.core.errors import HistoryError
from bragtui.core.game import Game, HandRecord
from bragtui.core.history import FORMAT, hand_entry, load_document, parse_history
from bragtui.core.json_lines import appended_lines

_LINE = json.JSONEncoder(ensure_ascii=False).encode
"""A line's JSON, or a text as a JSON string (made once: ``json.dumps`` with an option makes an
encoder each call, and a host writes a line after every action)."""


def header_line(length: int) -> str:
    """The journal's first line: it follows the save's first ``length`` bytes."""
    return json.dumps({"journal": FORMAT, "file": length}) + "\n"


def hand_line(hand: HandRecord, game: Game) -> str:
    """The line that starts ``hand`` (its deal), without its actions."""
    entry = {key: value for key, value in hand_entry(hand, game).items() if key != "actions"}
    return _LINE({"hand": hand.number, **entry}) + "\n"


def action_line(hand: int, index: int, text: str) -> str:
    """The line of hand ``hand``'s ``index``-th action (from 1), ``text`` as the history writes it.
    Written out by hand (a host writes one after every action): only the text needs JSON's quoting."""
    return f'{{"hand": {hand}, "n": {index}, "action": {_LINE(text)}}}\n'


def read_journal(data: bytes, source: str) -> tuple[list[dict[str, Any]], int, list[str]]:
    """A journal's bytes read as its entries, the length of the save it follows, and notes for
    the person (a last line cut off); ``source`` names the journal in errors."""
    entries, notes = _journal_entries(data, source)
    return entries, _file_length(entries, source), notes


def load_journalled(head: bytes, entries: list[dict[str, Any]], save: str, journal: str) -> Game:
    """Rebuild a saved game from the save's first bytes (``head``, as long as the journal says)
    and the journal's entries (:func:`read_journal`), checking every action; ``save`` and
    ``journal`` name the two in errors."""
    try:
        text = head.decode("utf-8")
    except UnicodeDecodeError as error:
        raise HistoryError(f"{save}: cannot be read ({error})") from None
    document = parse_history(text, save)
    hands = document.setdefault("hand", [])
    if not isinstance(hands, list) or not all(isinstance(h, dict) for h in hands):
        raise HistoryError(f"{save}: [[hand]] must be a list of tables")
    for number, entry in enumerate(entries[1:], start=2):
        _apply(hands, entry, f"{journal}: line {number}")
    return load_document(document, save)


def _journal_entries(data: bytes, source: str) -> tuple[list[dict[str, Any]], list[str]]:
    """The journal's lines read as JSON objects, and a note if the last one was cut off."""
    lines = appended_lines(data.decode("utf-8", errors="replace"))
    notes = []
    if lines.tail:  # no line end after it: written only in part when the host stopped
        notes.append(f"{source}: its last line was cut off when the host stopped, and is left out")
    entries = []
    for number, line in enumerate(lines.whole, start=1):
        try:
            entry = json.loads(line)
        except ValueError:
            entry = None
        if not isinstance(entry, dict):
            raise HistoryError(f"{source}: line {number} is not a journal entry (a JSON object)")
        entries.append(entry)
    return entries, notes


def _file_length(entries: list[dict[str, Any]], source: str) -> int:
    first = entries[0] if entries else {}
    length = first.get("file")
    if first.get("journal") != FORMAT or not _whole(length) or length < 0:
        raise HistoryError(f'{source}: line 1 must be {{"journal": "{FORMAT}", "file": BYTES}}')
    return length


def _apply(hands: list[dict[str, Any]], entry: Mapping[str, Any], where: str) -> None:
    """Add one journal line to the history's hands, passing over one the file already holds."""
    number = entry.get("hand")
    if not _whole(number) or not 1 <= number <= len(hands) + 1:
        raise HistoryError(f"{where}: 'hand' must be the number of a hand, at most {len(hands) + 1}")
    if "action" in entry:
        _apply_action(hands, number, entry, where)
        return
    table = {key: value for key, value in entry.items() if key != "hand"}
    if number == len(hands) + 1:
        hands.append({**table, "actions": []})
    elif {k: v for k, v in hands[number - 1].items() if k != "actions"} != table:
        raise HistoryError(f"{where}: hand {number} is not the hand the file holds")


def _apply_action(hands: list[dict[str, Any]], number: int, entry: Mapping[str, Any], where: str) -> None:
    if number > len(hands):
        raise HistoryError(f"{where}: an action of hand {number}, which has not started")
    actions = hands[number - 1].setdefault("actions", [])
    index, text = entry.get("n"), entry.get("action")
    if not isinstance(actions, list) or not _whole(index) or not 1 <= index <= len(actions) + 1:
        raise HistoryError(f"{where}: 'n' must number the hand's actions in order, at most {len(actions) + 1}")
    if index == len(actions) + 1:
        actions.append(text)
    elif actions[index - 1] != text:
        raise HistoryError(f"{where}: action {index} of hand {number} is not the one the file holds")


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)
