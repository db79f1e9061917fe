"""Hand histories: the textbook examples, brag replay, broken files, and round trips."""

import tomllib
from pathlib import Path

import pytest
from cli_helpers import run_brag
from helpers import new_game, play, state_of
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bragtui.core.errors import BragError, HistoryError
from bragtui.core.history import history_toml, load_history, replay_summary
from bragtui.store.histories import read_history

HISTORIES = Path(__file__).parent / "histories"


def test_open_betting_example_replays_with_the_totals_of_the_text(capsys):
    result = run_brag(capsys, "replay", "--json", str(HISTORIES / "open-betting-example.toml"))
    assert result.status == 0, result.err
    data = result.json()
    assert data["in_progress"] is False
    assert data["hands"] == [{"number": 1, "dealer": "Eddie", "end": "see", "winner": "Eddie", "pot": 135,
                              "shown": {"Eddie": "Kh Ks 3d"}}]
    # Andy paid 1+2+2+2+5+5+5+10+10 and 20 to see; Bill 5; Chris 17; Eddie 51.
    assert data["balances"] == {"Andy": -62, "Bill": -5, "Chris": -17, "Dan": 0, "Eddie": 84}


def test_blind_betting_example_after_four_rounds_bill_paid_4_and_chris_10():
    text = (HISTORIES / "blind-betting-example.toml").read_text()
    document = tomllib.loads(text)
    actions = document["hand"][0]["actions"]
    four_rounds = actions[:actions.index("Andy bet 4")]
    partial = text.split("actions = [")[0] + "actions = " + repr(four_rounds).replace("'", '"') + "\n"
    game = load_history(partial, "partial")
    paid = dict(zip(game.players, (game.hand.betting.paid[s] for s in range(5)), strict=True))
    assert paid["Bill"] == 4 and paid["Chris"] == 10
    assert replay_summary(game)["in_progress"] is True


def test_blind_betting_example_replays_to_the_end():
    game = read_history(HISTORIES / "blind-betting-example.toml")
    summary = replay_summary(game)
    hand = summary["hands"][0]
    assert hand["winner"] == "Bill" and hand["pot"] == 91 and hand["end"] == "see"
    paid = {name: -balance for name, balance in summary["balances"].items() if name != "Bill"}
    assert paid == {"Andy": 11, "Chris": 40, "Dan": 5, "Eddie": 6}
    assert summary["balances"]["Bill"] == 91 - 29


def test_replay_text_account(capsys):
    result = run_brag(capsys, "replay", str(HISTORIES / "blind-betting-example.toml"))
    assert "Bill pays 10 blind to see Chris" in result.out
    assert "Bill wins the pot of 91." in result.out


BASE = """format = "brag-history/1"
variant = "three-card"
players = ["Ann", "Bob", "Cy"]
dealer = "Cy"
seed = 3
[rules]
blind = false
"""


def hand(deal, *actions):
    quoted = ", ".join(f'"{a}"' for a in actions)
    return f'[[hand]]\ndeal = {{ {deal} }}\nactions = [{quoted}]\n'


DEAL = 'Ann = "Ah Kd 7c", Bob = "2s 2h 9d", Cy = "5c 6d 9h"'


@pytest.mark.parametrize("text, message", [
    (BASE + hand(DEAL, "Ann bet 1", "Bob bet 1", "Cy see"),
     'hand 1, action 3 "Cy see": you can see only when two players are left'),
    (BASE + hand(DEAL, "Ann bet 1", "Ann bet 1"), 'hand 1, action 2 "Ann bet 1": it is Bob\'s turn, not Ann\'s'),
    (BASE + hand(DEAL, "Ann bet 1", "Bob fold", "Cy fold", "Ann bet 1"),
     'hand 1, action 4 "Ann bet 1": the hand is already over'),
    (BASE + hand(DEAL, "Ann bet 1") + hand(DEAL, "Ann fold"),
     "hand 1: its actions stop before the hand is over"),
    (BASE + hand('Ann = "Ah Kd 7c", Bob = "Ah 2h 9d", Cy = "5c 6d 9h"'), "hand 1: the deal gives Ah twice"),
    (BASE + hand('Ann = "Ah Kd", Bob = "2s 2h 9d", Cy = "5c 6d 9h"'), "Ann is dealt 2 cards"),
    (BASE + hand('Ann = "Ah Kd Zz", Bob = "2s 2h 9d", Cy = "5c 6d 9h"'), "'Zz' is not a card"),
    (BASE.replace("brag-history/1", "brag-history/9"), "format is 'brag-history/9'"),
    (BASE.replace('dealer = "Cy"', 'dealer = "Zed"'), "the dealer 'Zed' is not one of the players"),
    (BASE.replace('variant = "three-card"\n', ""), "missing required key 'variant'"),
    (BASE.replace("blind = false", "blinds = false"), "unknown key 'blinds' (did you mean 'blind'?)"),
    (BASE + "extra = 1\n", "unknown key 'extra'"),
    ("format = ", "not valid TOML"),
])
def test_broken_files_give_one_line(text, message):
    with pytest.raises(HistoryError) as caught:
        load_history(text, "game.toml")
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


def test_underscore_keys_are_ignored():
    load_history("_note = 'for people'\n" + BASE + hand(DEAL, "Ann fold", "Bob fold"), "x")


def test_replay_of_an_illegal_action_exits_1_with_one_line(capsys, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text(BASE + hand(DEAL, "Ann bet 1", "Bob bet 1", "Cy see"))
    result = run_brag(capsys, "replay", str(path))
    assert result.status == 1 and result.out == ""
    assert result.err.strip() == 'brag replay: hand 1, action 3 "Cy see": you can see only when two players are left'
    truncated = tmp_path / "cut.toml"
    truncated.write_text(BASE[:40])
    result = run_brag(capsys, "replay", str(truncated))
    assert result.status == 1 and result.err.count("\n") == 1


def test_a_history_saved_with_a_byte_order_mark_replays_as_without(capsys, tmp_path):
    """Some editors start a file with a byte-order mark: the history is the same."""
    plain, marked = tmp_path / "plain.toml", tmp_path / "marked.toml"
    plain.write_text(BASE + hand(DEAL, "Ann fold", "Bob fold"), encoding="utf-8")
    marked.write_text(BASE + hand(DEAL, "Ann fold", "Bob fold"), encoding="utf-8-sig")
    expected = run_brag(capsys, "replay", "--json", str(plain))
    result = run_brag(capsys, "replay", "--json", str(marked))
    assert result.status == 0 and (result.out, result.err) == (expected.out, "")


def test_a_file_that_is_not_text_is_refused_in_one_line_saying_so(capsys, tmp_path):
    path = tmp_path / "junk.toml"
    path.write_bytes(b"format = \x9c\xff\x00")
    for command in ("replay", "review", "resume"):
        result = run_brag(capsys, command, str(path))
        assert result.status == 1 and result.out == ""
        assert result.err == f"brag {command}: {path}: cannot read the file: byte 10 is not UTF-8 text; " \
                             "expected a text file\n"


@pytest.mark.parametrize(("name", "old", "new"), [
    ("draw-example", 'Bob = "2s 2h 9d"', 'Bob = "2s Ah 9d"'),
    ("seven-card", 'Bob = "Ks Kd Kh 3c', 'Bob = "Ks Ad Kh 3c'),
])
def test_a_deal_that_gives_a_card_twice_names_the_card(capsys, tmp_path, name, old, new):
    path = tmp_path / "twice.toml"
    text = (HISTORIES / f"{name}.toml").read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    result = run_brag(capsys, "replay", str(path))
    card = new.split()[3]
    assert result.status == 1 and result.err == f"brag replay: {path}: hand 1: the deal gives {card} twice\n"


def test_a_folder_given_for_a_history_is_refused_like_any_file_that_cannot_be_read(capsys, tmp_path):
    """A folder is a file that cannot be read: one line and exit status 1, as a missing file."""
    for command in ("replay", "review", "resume"):
        for path, reason in ((tmp_path, "is a folder, not a file"), (tmp_path / "gone.toml", "no such file")):
            result = run_brag(capsys, command, str(path))
            assert (result.status, result.out, result.err) == (1, "", f"brag {command}: {path}: {reason}\n")


def test_written_history_reloads_to_the_same_state_mid_hand_and_between_hands():
    game = new_game("Ann Bob Cy", ante=1, max_raise="pot", wild="twos")
    game.start_hand()
    play(game, "Ann bet 1", "Bob look", "Bob fold", "Cy look", "Cy fold")  # carried
    game.start_hand()
    play(game, "Bob look", "Bob bet 2")
    again = load_history(history_toml(game), "saved")
    assert state_of(again) == state_of(game)
    assert again.rules == game.rules and again.seed == game.seed
    play(game, "Cy fold")
    play(again, "Cy fold")
    assert state_of(again) == state_of(game)


def test_history_records_only_changed_rules_and_a_pack_when_given():
    from bragtui.core.pack import standard_pack
    game = new_game(ante=3, pack=standard_pack())
    document = tomllib.loads(history_toml(game))
    assert document["rules"] == {"ante": 3}
    assert document["pack"].startswith("2c 2d 2h 2s 3c")
    assert load_history(history_toml(game), "x").given_pack == game.given_pack


# --- Property: the replayer replays or raises its own one-line error --------------------------

names = st.sampled_from(["Ann", "Bob", "Cy", "Zed", ""])
verbs = st.sampled_from(["bet", "fold", "see", "look", "cover", "discard", "keep", "throw", "choose", "raise", ""])
words = st.sampled_from(["1", "2", "5", "20", "-1", "²", "٣", "@²", "x", "old", "new",
                         "Ah", "2s", "Jk", "10d", ""])
action_text = st.builds(lambda n, v, a: " ".join(x for x in (n, v, *a) if x), names, verbs, st.lists(words, max_size=2))
any_text = st.one_of(action_text, st.text(max_size=12))
values = st.one_of(st.integers(-3, 30), st.text(max_size=8), st.booleans(), st.lists(st.integers(0, 3), max_size=2))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(actions=st.lists(any_text, max_size=14), rules=st.dictionaries(st.sampled_from(
       ["ante", "blind", "max_raise", "money", "buy_in", "wild", "lives", "nonsense"]), values, max_size=2),
       top=st.dictionaries(st.sampled_from(["format", "variant", "players", "dealer", "seed", "pack", "x"]),
                           values, max_size=2),
       deal=st.booleans())
def test_replayer_replays_or_raises_a_one_line_brag_error(actions, rules, top, deal):
    import tomli_w
    document = {"format": "brag-history/1", "variant": "three-card", "players": ["Ann", "Bob", "Cy"],
                "dealer": "Cy", "seed": 1, **top, "rules": rules,
                "hand": [{"actions": actions, **({"deal": {"Ann": "Ah Kd 7c", "Bob": "2s 2h 9d", "Cy": "5c 6d 9h"}}
                                                  if deal else {})}]}
    text = tomli_w.dumps(document)
    try:
        load_history(text, "fuzz.toml")
    except BragError as error:
        assert "\n" not in str(error)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_replayer_on_arbitrary_text(text):
    try:
        load_history(text, "fuzz.toml")
    except BragError as error:
        assert "\n" not in str(error)


def test_computer_seats_are_recorded_and_read_back():
    from bragtui.core.history import history_toml, load_history

    game = new_game("Ann Bob Cy Dee", dealer="Dee")
    game.computer_seats = {2: "hard", 3: "medium bold"}
    text = history_toml(game)
    assert 'computer = { Cy = "hard", Dee = "medium bold" }' in text or "[computer]" in text
    assert load_history(text, "saved").computer_seats == {2: "hard", 3: "medium bold"}


@pytest.mark.parametrize("table, message", [
    ('computer = { Eve = "hard" }', "'Eve' is not one of the players"),
    ('computer = { Cy = "expert" }', "Cy: unknown level 'expert'"),
    ('computer = { Cy = 3 }', "Cy's level must be text"),
    ('computer = "Cy"', "'computer' must be a table"),
])
def test_a_bad_computer_table_is_refused_in_one_line(table, message):
    from bragtui.core.errors import HistoryError
    from bragtui.core.history import load_history

    text = 'format = "brag-history/1"\nvariant = "three-card"\nplayers = ["Ann", "Bob", "Cy"]\n' \
           f'dealer = "Cy"\n{table}\n'
    with pytest.raises(HistoryError, match=message):
        load_history(text, "saved")


def test_the_header_and_each_hands_text_make_what_history_toml_makes(tmp_path):
    """The host's save puts together the header's text and each hand's, made once: the same history."""
    import random

    from bragtui.core.history import game_record, hand_toml, header_toml, history_toml
    from bragtui.players import ComputerPlayer

    game = new_game("Al Bo", seed=3)  # short lines: a TOML writer may put a short hand inline
    game.computer_seats = {1: "easy"}
    rng = random.Random(4)
    player = ComputerPlayer("random")
    for _ in range(400):
        if game.hand_over:
            game.start_hand()
        else:
            view = game.view(game.to_act)
            game.apply(player.choose(view, view.legal, rng))
        if rng.random() < 0.05 or not game.hand_records()[-1].actions:  # a fresh deal, with no action yet
            text = header_toml(game) + "".join(hand_toml(hand, game) for hand in game.hand_records())
            assert tomllib.loads(text) == tomllib.loads(history_toml(game))
    text = header_toml(game) + "".join(hand_toml(hand, game) for hand in game.hand_records())
    assert tomllib.loads(text) == game_record(game)
    (tmp_path / "written.toml").write_text(text)
    assert read_history(tmp_path / "written.toml").view(None) == game.view(None)


def test_a_hot_seat_save_makes_its_folder_and_waits_for_the_disk_before_it_replaces_the_file(tmp_path, monkeypatch):
    import os
    import random

    from bragtui.players import ComputerPlayer
    from bragtui.store.histories import save_history

    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd)))
    monkeypatch.setattr(os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b)))
    game = new_game("Al Bo", seed=5)
    game.start_hand()
    view = game.view(game.to_act)
    game.apply(ComputerPlayer("random").choose(view, view.legal, random.Random(1)))
    target = tmp_path / "saves" / "durable.toml"  # its folder not made yet, as on a first game
    save_history(game, target)
    assert calls == ["fsync", "replace"]
    assert not list(target.parent.glob(".*.tmp"))  # the temporary file was renamed over the save
    assert read_history(target).view(None) == game.view(None)


STACKS = """format = "brag-history/1"
variant = "three-card"
players = ["Ann", "Bob"]
dealer = "Bob"
seed = 3
[rules]
blind = false
money = "stacks"
buy_in = 4
"""
ALL_IN_DEALS = [hand('Ann = "Ah Kd 7c", Bob = "2s 2h 9d"', "Ann bet 2", "Bob fold"),
                hand('Ann = "5c 6d 9h", Bob = "Qs Qd 4c"', "Bob bet 1", "Ann bet 1", "Bob fold")]
"""Two hands that leave Bob with one chip, the ante of the third."""


def test_a_player_all_in_from_the_ante_replays_as_played_with_no_action_of_theirs():
    game = load_history(STACKS + "".join(ALL_IN_DEALS) + hand('Ann = "Ks Kh 3d", Bob = "Ac Ad 2c"'), "saved")
    result = game.results[-1]
    assert game.view(None).log[0] == "Bob is all in: the ante took their last chip"
    assert result.winner == "Bob" and replay_summary(game)["balances"] == {"Ann": 2, "Bob": -2}
    again = load_history(history_toml(game), "saved")
    assert state_of(again) == state_of(game)


def test_an_older_history_with_the_all_in_players_cover_of_nothing_still_reads():
    older = STACKS + "".join(ALL_IN_DEALS) + hand('Ann = "Ks Kh 3d", Bob = "Ac Ad 2c"', "Bob cover")
    now = STACKS + "".join(ALL_IN_DEALS) + hand('Ann = "Ks Kh 3d", Bob = "Ac Ad 2c"')
    assert state_of(load_history(older, "saved")) == state_of(load_history(now, "saved"))
    with pytest.raises(HistoryError, match='action 1 "Bob fold": the hand is already over'):
        load_history(STACKS + "".join(ALL_IN_DEALS) + hand('Ann = "Ks Kh 3d", Bob = "Ac Ad 2c"', "Bob fold"), "x")
