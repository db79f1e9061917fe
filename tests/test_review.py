"""The review: each person's decisions against hard's, measured by seeded play-outs."""

from __future__ import annotations

import importlib
import json
import random
import sys

import pytest
from cli_helpers import run_brag
from click.testing import CliRunner

from bragtui.cli import cli
from bragtui.core.actions import parse_action
from bragtui.core.factory import new_game
from bragtui.core.game import Game
from bragtui.core.history import history_toml
from bragtui.core.variants import variant_keys
from bragtui.players import reading
from bragtui.players.player import ComputerPlayer
from bragtui.players.reading import read_view
from bragtui.players.review import label, review, turns, unit
from tests.test_random_games import cards_in

PLAYOUTS = 24


def _play(game: Game, alice, rng: random.Random) -> None:
    """Play the hand on: Alice by ``alice`` where it says, by hard elsewhere; the others by hard."""
    hard = ComputerPlayer("hard", rules=game.rules)
    while game.to_act is not None:
        seat = game.to_act
        view = game.view(seat)
        text = alice(view) if seat == 0 else None
        game.apply(parse_action(f"Alice {text}", game.players) if text else hard.choose(view, view.legal, rng))


def _can(view, verb: str):
    return next((choice for choice in view.legal if choice.verb == verb), None)


def blunders_game() -> Game:
    """Three Card Brag where Alice folds a prial, then sees with a 5-high against Bob's raise."""
    game = new_game("three-card", ["Alice", "Bob", "Carol"], seed=7)
    game.computer_seats = {1: "hard", 2: "hard"}
    rng = random.Random(1)
    game.start_hand({"Alice": "7h 7d 7c", "Bob": "Ah Kd 2c", "Carol": "9s 5h 3d"})
    _play(game, lambda view: "fold" if view.cards and _can(view, "fold") else None, rng)

    def see_anything(view):
        if not view.cards:
            return None
        if _can(view, "see"):
            return "see"
        bet = _can(view, "bet")
        return f"bet {bet.least}" if bet else None

    game.start_hand({"Alice": "5c 3d 2h", "Bob": "Qh Qd Qs", "Carol": "9s 6h 4d"})
    _play(game, see_anything, rng)
    for _ in range(2):
        game.start_hand()
        _play(game, lambda view: None, rng)
    return game


def test_known_blunders_rank_first() -> None:
    game = blunders_game()
    result = review(game, playouts=PLAYOUTS)
    first, second = result.decisions[:2]
    assert (first.hand_number, first.action, first.label) == (1, "fold", "blunder")
    assert (second.hand_number, second.action, second.label) == (2, "see", "blunder")
    assert second.best == "fold"
    assert result.accuracy["Alice"] < 100
    assert {d.player for d in result.decisions} == {"Alice"}  # the computers' seats are not reviewed


def test_same_choice_as_hard_costs_nothing() -> None:
    result = review(blunders_game(), playouts=PLAYOUTS)
    same = [d for d in result.decisions if d.action == d.best]
    assert same and all(d.cost == 0 and d.label is None for d in same)


def test_labels_by_the_games_unit() -> None:
    game = new_game("three-card", ["A", "B"])
    one = unit(game)
    assert one == 4 * game.rules.ante
    assert label(0.1 * one, one) is None
    assert label(0.25 * one, one) == "inaccuracy"
    assert label(one, one) == "mistake"
    assert label(3 * one, one) == "blunder"
    assert unit(new_game("bastard", ["A", "B", "C"])) == 0.1


def test_position_holds_only_what_the_person_saw() -> None:
    game = blunders_game()
    for turn in turns(game):
        assert set(cards_in(turn.view)) <= set(turn.known), (turn.hand_number, turn.before)


def test_json_names_no_card(tmp_path) -> None:
    game = blunders_game()
    path = tmp_path / "game.toml"
    path.write_text(history_toml(game))
    out = CliRunner().invoke(cli, ["review", str(path), "--json", "--playouts", "4"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert set(data) == {"decisions", "accuracy"}
    assert set(data["decisions"][0]) == {"player", "hand", "action", "best", "cost", "label"}
    text = json.dumps(data["decisions"])
    for cards in ("7h", "7d", "7c", "Qh", "Qs", "Ah"):
        assert cards not in text


def test_the_review_is_the_same_whatever_the_number_of_jobs(tmp_path, monkeypatch) -> None:
    """Two worker processes judging a turn at a time; this process judging every turn as one block,
    or in blocks of several turns: the same review."""
    path = tmp_path / "game.toml"
    path.write_text(history_toml(blunders_game()))
    outputs = [CliRunner().invoke(cli, ["review", str(path), "--json", "--playouts", "6", "--jobs", "2"])]
    for per_job in (1, 3):
        monkeypatch.setattr(sys.modules["bragtui.runs.review"], "BLOCKS_PER_JOB", per_job)
        outputs.append(CliRunner().invoke(cli, ["review", str(path), "--json", "--playouts", "6", "--jobs", "1"]))
    assert all(out.exit_code == 0 for out in outputs), [out.output for out in outputs]
    assert outputs[0].output == outputs[1].output == outputs[2].output
    assert sum(d["cost"] > 0 for d in json.loads(outputs[0].output)["decisions"]) >= 2
    assert len(list(turns(blunders_game()))) >= 6  # blocks of two turns, and more than one of them


def test_one_job_walks_the_record_once_and_tells_of_every_block(monkeypatch) -> None:
    """With one job the record is walked once for every block (not again up to each block's first
    turn); the progress still hears of each block, in order, and the review is the one process's."""
    players_review, runs_review = (importlib.import_module(name) for name in ("bragtui.players.review",
                                                                              "bragtui.runs.review"))
    game = blunders_game()
    walks: list[int] = []

    def counted(*args, **options):
        walks.append(1)
        return turns(*args, **options)

    monkeypatch.setattr(runs_review, "BLOCKS_PER_JOB", 3)
    for module in (runs_review, players_review):
        monkeypatch.setattr(module, "turns", counted)
    heard = []
    result = runs_review.run_review(game, playouts=4, jobs=1, on_done=heard.append)
    assert len(walks) == 1
    assert [block.number for block in heard] == list(range(len(heard))) and len(heard) >= 2
    assert sum(block.count for block in heard) == len(list(turns(game)))
    assert result == review(game, playouts=4)


def test_a_missing_file_is_one_line(tmp_path, capsys) -> None:
    result = run_brag(capsys, "review", str(tmp_path / "none.toml"))
    assert result.status != 0 and result.err.startswith("brag review: ") and "no such file" in result.err


@pytest.mark.parametrize("variant", variant_keys())
def test_every_variant_is_reviewed(variant) -> None:
    """A hand of each game, Ann playing easy against two medium computers: every turn of hers is
    reviewed (and nobody else's), each cost is a fair number and each position holds only what she saw."""
    game = new_game(variant, ["Ann", "Bob", "Cy"], seed=2)
    game.computer_seats = {1: "medium", 2: "medium"}
    players = [ComputerPlayer("easy", rules=game.rules), *[ComputerPlayer("medium", rules=game.rules)] * 2]
    rng = random.Random(0)
    game.start_hand()
    while game.to_act is not None:
        view = game.view(game.to_act)
        game.apply(players[game.to_act].choose(view, view.legal, rng))
    result = review(game, playouts=3)
    turns_taken = sum(1 for action in game.hand_records()[0].actions if action.seat == 0)
    assert len(result.decisions) == turns_taken
    assert all(d.player == "Ann" and d.cost >= 0 for d in result.decisions)
    for turn in turns(game):
        assert set(cards_in(turn.view)) <= set(turn.known)


def test_text_lists_each_persons_marked_decisions(tmp_path) -> None:
    path = tmp_path / "game.toml"
    path.write_text(history_toml(blunders_game()))
    out = CliRunner().invoke(cli, ["review", str(path), "--playouts", str(PLAYOUTS)])
    assert out.exit_code == 0, out.output
    lines = out.output.splitlines()
    assert lines[0].startswith("Alice: accuracy ")
    assert lines[1].startswith("  hand 1, action ") and "blunder: fold (hard: " in lines[1]
    assert "chips" in lines[1]


def test_without_a_file_the_newest_save_is_reviewed(capsys) -> None:
    from bragtui.store.folders import saves_folder

    refused = run_brag(capsys, "review")
    assert refused.status != 0 and refused.err.startswith("brag review: no saved game to review")
    assert len(refused.err.strip().splitlines()) == 1
    folder = saves_folder()
    folder.mkdir(parents=True)
    (folder / "game.toml").write_text(history_toml(blunders_game()))
    done = run_brag(capsys, "review", "--json", "--playouts", "2")
    assert done.status == 0, done.err
    assert done.json()["accuracy"].keys() == {"Alice"}


def test_without_a_file_a_newer_save_that_cannot_be_read_is_passed_over_and_said(capsys) -> None:
    """As ``brag resume`` does: the newest save that can be read is reviewed, finished or not, and
    the broken one is named in one line and left as it is."""
    import os

    from bragtui.store.folders import saves_folder

    folder = saves_folder()
    folder.mkdir(parents=True)
    (folder / "game.toml").write_text(history_toml(blunders_game()))
    broken = folder / "newer.toml"
    broken.write_text("format = [", encoding="utf-8")
    os.utime(folder / "game.toml", (1_000_000, 1_000_000))
    done = run_brag(capsys, "review", "--json", "--playouts", "2")
    assert done.status == 0, done.err
    assert done.json()["accuracy"].keys() == {"Alice"}
    assert done.err.count("\n") == 1 and "passed over" in done.err and "newer.toml" in done.err
    assert broken.read_text(encoding="utf-8") == "format = ["


def test_a_file_that_is_not_a_history_is_one_line(tmp_path, capsys) -> None:
    path = tmp_path / "bad.toml"
    path.write_text("format = [")
    result = run_brag(capsys, "review", str(path))
    assert result.status != 0 and "Traceback" not in result.err
    assert result.err.startswith("brag review: ") and "not valid TOML" in result.err
    assert len(result.err.strip().splitlines()) == 1


def test_a_choice_is_not_judged_on_too_few_deals(monkeypatch) -> None:
    """Where almost no deal of the unseen cards matches what the person saw, their choice is
    neither labelled nor counted against them."""
    module = sys.modules["bragtui.players.review"]  # the package's ``review`` is the function
    monkeypatch.setattr(module, "_position", lambda *_: None)
    result = review(blunders_game(), playouts=PLAYOUTS)
    differing = [d for d in result.decisions if d.action != d.best]
    assert differing and all(not d.judged and d.label is None and d.cost == 0 for d in differing)
    assert result.accuracy["Alice"] == 100


SET_HAND = {"crash", "seven-card", "nine-card", "fifteen-card"}
"""Games where no one folds: their seats' status is read from the public view (a review's play-out
never asks it)."""


@pytest.mark.parametrize("variant", variant_keys())
def test_seat_status_is_what_the_public_row_says(variant, monkeypatch) -> None:
    """A play-out asks a seat's status without a view: the answer is the one the view's row gives,
    and every game with betting gives it without building a view (dealer's choice, between deals
    too: four deals of three players reach a pick)."""
    game = new_game(variant, ["Ann", "Bob", "Cy"], seed=5)
    player = ComputerPlayer("medium", rules=game.rules)
    rng = random.Random(3)
    picks = 0
    for _ in range(4):
        game.start_hand()
        while True:
            public = game.view(None)
            rows, picks = public.seats, picks + public.between_deals
            with monkeypatch.context() as no_views:
                # (Dealer's choice: the latest deal's game answers for it, without a view either.)
                for controller in (game, getattr(game, "inner", None)) if variant not in SET_HAND else ():
                    if controller is not None:
                        no_views.setattr(controller, "view", _no_view)
                statuses = [game.seat_status(seat) for seat in range(3)]
            assert statuses == ([row.status for row in rows] if rows else ["out"] * 3)
            if game.to_act is None:
                break
            view = game.view(game.to_act)
            game.apply(player.choose(view, view.legal, rng))
    assert picks or variant != "dealers-choice"


def _no_view(seat):
    raise AssertionError("seat_status built a view")


def test_a_reading_goes_on_from_the_last_one_as_if_read_whole() -> None:
    """Each turn's reading of a hand's log goes on from the last turn's: it equals a reading of
    the whole log from the start, and a reading kept from before is not changed by later ones."""
    game = new_game("four-card", ["Ann", "Bob", "Cy"], seed=11)
    player = ComputerPlayer("easy", rules=game.rules)
    rng = random.Random(2)
    kept = []
    for _ in range(3):
        game.start_hand()
        while game.to_act is not None:
            view = game.view(game.to_act)
            kept.append((view, read_view(view)))
            game.apply(player.choose(view, view.legal, rng))
    assert any(read.seats[0].open_bets + read.seats[1].open_bets for _, read in kept)
    for view, read in kept:
        reading._LAST[0] = None
        assert read == read_view(view)


def test_the_review_text_counts_one_decision_as_one():
    """A person with a single decision reads "over 1 decision"; one with none is given no accuracy."""
    from bragtui.cli.review_cmd import review_lines
    from bragtui.players.review import Decision, Review

    game = new_game("three-card", ["Ann", "Bob"], seed=1)
    game.start_hand()
    view = game.view(game.to_act)
    one = Decision("Ann", 0, 1, 1, "Ann fold", "Ann fold", 0.0, None, view, 0, True)
    text = review_lines(Review((one,), {"Ann": 100.0, "Bob": 100.0}, 4.0), "money")
    assert "Ann: accuracy 100% over 1 decision" in text
    assert "Bob: made no decisions to review" in text and not any(line.startswith("Bob: accuracy") for line in text)


def test_the_play_outs_deal_again_a_blind_hand_kept_from_the_last_deal() -> None:
    """Bob, blind, is left alone in the first hand and keeps his hand, unseen, into the next deal
    beside a new one. Alice never saw it: the deals her play-outs start from hold it dealt again
    from the cards she did not see, as every other such card, not as it really was."""
    from bragtui.players.review import Frozen, _position

    game = new_game("three-card", ["Alice", "Bob", "Carol"], seed=7)
    game.computer_seats = {1: "hard", 2: "hard"}
    game.start_hand({"Alice": "5c 3d 2h", "Bob": "Qh Qd Qs", "Carol": "9s 6h 4d"})
    for text in ("Bob bet 1", "Carol fold", "Alice fold"):
        game.act(text)
    kept = game.held_over()[1]
    game.start_hand()
    _play(game, lambda view: None, random.Random(1))
    turn = next(turn for turn in turns(game) if turn.hand_number == 2)
    assert turn.start.held_over() == {1: kept} and not set(kept) & turn.known
    positions = [_position(turn, Frozen(turn.start), random.Random(index)) for index in range(12)]
    groups = [[tuple(cards) for cards in position.card_groups()] for position in positions if position is not None]
    assert len(groups) >= 6 and all(len(found) == 4 for found in groups)  # three hands and Bob's kept one
    assert sum(kept in found for found in groups) <= 1


def test_a_history_without_a_seed_gives_the_same_review_every_time() -> None:
    """A hand history that names no seed (one written by hand) has its play-outs seeded from its
    text: reviewed twice, and by two worker processes, the same review."""
    from pathlib import Path

    from bragtui.core.history import parse_history

    path = Path(__file__).parent / "histories" / "open-pack.toml"
    assert "seed" not in parse_history(path.read_text())
    args = ["review", str(path), "--json", "--playouts", "6"]
    outputs = [CliRunner().invoke(cli, [*args, "--jobs", jobs]) for jobs in ("1", "1", "2")]
    assert all(out.exit_code == 0 for out in outputs), [out.output for out in outputs]
    assert outputs[0].output == outputs[1].output == outputs[2].output
    assert sum(d["cost"] > 0 for d in json.loads(outputs[0].output)["decisions"]) >= 2


def test_a_sideshow_lost_otherwise_on_a_new_deal_does_not_fail_the_review() -> None:
    """Teen Patti: Cy loses Di's sideshow and packs, and Bob later chaals 2 seen at a stake of 1.
    On many deals of the cards Bob never saw, Di loses it instead: Di's next chaal cannot be made,
    Cy's chaal made afresh may raise the stake, and Bob's chaal of 2 could not be made. Such a deal
    is one Bob never saw: it is passed over, and the review is made, the same every time."""
    from pathlib import Path

    path = Path(__file__).parent / "histories" / "teen-patti-review-sideshow.toml"
    args = ["review", str(path), "--json", "--playouts", "10"]
    outputs = [CliRunner().invoke(cli, [*args, "--jobs", jobs]) for jobs in ("1", "1", "2")]
    assert all(out.exit_code == 0 for out in outputs), [out.output for out in outputs]
    assert outputs[0].output == outputs[1].output == outputs[2].output
    decisions = json.loads(outputs[0].output)["decisions"]
    assert {d["player"] for d in decisions} == {"Bob"}
    assert any(d["hand"] == 14 and d["action"] == "chaal 2" and d["action"] != d["best"] for d in decisions)


def test_a_play_out_starts_only_where_the_seat_saw_the_same_table() -> None:
    """Every position a play-out starts from shows the reviewed seat what it saw at its turn: every
    seat in, packed, blind or seen as it was, and the same choices open (the same stake)."""
    from pathlib import Path

    from bragtui.core.history import load_history
    from bragtui.players.review import Frozen, _position

    path = Path(__file__).parent / "histories" / "teen-patti-review-sideshow.toml"
    game = load_history(path.read_text())
    chaals = [turn for turn in turns(game) if turn.hand_number == 14 and turn.action.verb == "chaal"]
    assert len(chaals) == 3
    for turn in chaals:
        frozen = Frozen(turn.start)
        positions = [_position(turn, frozen, random.Random(index)) for index in range(40)]
        found = [position for position in positions if position is not None]
        assert 5 <= len(found) < 40  # some deals are passed over: the sideshow came out otherwise
        for position in found:
            assert position.legal_actions(turn.seat) == turn.view.legal
            assert [position.seat_status(seat) for seat in range(4)] == [row.status for row in turn.view.seats]


def test_a_set_reads_each_hand_as_it_is_named_and_the_same_hands_placed_otherwise_are_hards_choice(tmp_path):
    """Alice sets hard's own hands with each one's cards placed the other way round: the review
    lists both sets as they are read (a pair before its kicker, a run from its top, else highest
    first) and counts them one choice, while the hand history keeps her cards as she placed them."""
    from bragtui.core import ranking
    from bragtui.core.cards import cards_text
    from bragtui.core.sethand.actions import SetHands
    from bragtui.players.coach import best_move

    game = new_game("nine-card", ["Alice", "Bob", "Cy"], seed=3)
    game.computer_seats = {1: "hard", 2: "hard"}
    game.start_hand()
    hard, rng, placed = ComputerPlayer("hard", rules=game.rules), random.Random(1), None
    while game.to_act is not None:
        view = game.view(game.to_act)
        if game.to_act == 0:
            best = best_move(view, game.rules)
            placed = tuple(tuple(reversed(ranking.reading_order(group))) for group in best.hands)
            game.apply(SetHands(0, placed))
        else:
            game.apply(hard.choose(view, view.legal, rng))
    read = "set " + " / ".join(cards_text(reversed(group)) for group in placed)
    [decision] = review(game, playouts=PLAYOUTS).decisions
    assert (decision.action, decision.best, decision.deals, decision.label) == (read, read, 0, None)
    history = history_toml(game)
    assert "Alice set " + " / ".join(cards_text(group) for group in placed) in history
    path = tmp_path / "game.toml"
    path.write_text(history)
    out = CliRunner().invoke(cli, ["review", str(path), "--playouts", "2", "--json"])
    assert json.loads(out.output)["decisions"][0]["action"] == read
