"""A seat joined to another's table reviews itself, from the views it was sent alone."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest
from app_helpers import screen_name, screen_text, visible_cards
from cli_helpers import run_brag
from net_helpers import CODE, card_tokens, hosting, new_table

from bragtui.app.brag_app import BragApp
from bragtui.app.screens.base import TurnScreen
from bragtui.app.screens.connection_screen import ConnectionScreen
from bragtui.card_render import card_label
from bragtui.cli.join_cmd import remote_app
from bragtui.core.actions import parse_action
from bragtui.core.cards import CARDS, parse_cards
from bragtui.core.dealers_choice.view import PickView
from bragtui.core.factory import new_game
from bragtui.core.history import history_toml, load_history, parse_history
from bragtui.core.kept import SeatRecord, record_from
from bragtui.core.rules import load_rules
from bragtui.core.wire import from_wire, to_wire
from bragtui.net.client import Link
from bragtui.players.player import ComputerPlayer
from bragtui.players.relabel import relabel_text
from bragtui.players.review import review, turns
from bragtui.players.seat_review import kept_turns, left_out, review_kept
from bragtui.store.histories import read_history
from bragtui.store.kept_seats import begin_kept, read_kept, read_kept_record

PRIAL_SEED = 3430
"""A seed whose first deal gives the first seat of two three aces."""


def played(variant: str, seed: int, hands: int = 4, folds_prial: bool = False, rules: dict | None = None,
           looks_old: bool = False, seats: int = 3, moves: int = 1):
    """A game of Alice (seat 0) against computers (two, or ``seats`` less one), and what Alice kept
    of it: each view she was sent, through the wire as a joined seat gets it. With ``folds_prial``,
    she folds any prial; with ``looks_old``, she looks at the old one of two blind hands first.
    ``moves`` seeds the players' choices."""
    names = ["Alice", "Bob", "Carol", "Dave"][:seats]
    game = new_game(variant, names, load_rules(variant, table=rules or {}), seed=seed)
    game.computer_seats = dict.fromkeys(range(1, seats), "hard")
    record = SeatRecord(variant, list(game.players), 0, game.rules, dict(game.computer_seats))
    rng = random.Random(moves)
    players = [ComputerPlayer(level, rules=game.rules) for level in ("medium", *["hard"] * (seats - 1))]

    def keep() -> None:
        record.keep(from_wire(to_wire(game.view(0))))

    for _ in range(hands):
        game.start_hand()
        keep()
        while game.to_act is not None:
            view = game.view(game.to_act)
            action = players[game.to_act].choose(view, view.legal, rng)
            if folds_prial and game.to_act == 0 and view.cards and len({c.rank for c in view.cards}) == 1 \
                    and any(choice.verb == "fold" for choice in view.legal):
                action = parse_action("Alice fold", game.players)
            if looks_old and game.to_act == 0 and view.seats[0].two_hands and view.cards is None \
                    and any(choice.verb == "look" for choice in view.legal):
                action = parse_action("Alice look old", game.players)
            game.apply(action)
            keep()
    return game, record


def reviewed_as_the_full_record(game, record: SeatRecord, playouts: int) -> int:
    """How many of Alice's decisions her kept views rebuild, once each is checked to be the full
    record's (hand, action, view, cards seen), nothing left out, and her review from those views
    the full record's review of her with ``playouts`` play-outs."""
    full = [(t.hand_number, t.before, t.action, t.view, t.known) for t in turns(game, [0])]
    rebuilt = [(t.hand_number, t.before, t.action, t.view, t.known) for t in kept_turns(record)]
    assert rebuilt == full
    kept = review_kept(record, playouts)
    assert left_out(record, kept) is None
    assert kept.as_dict() == review(game, [0], playouts).as_dict()
    return len(full)


REBUILT = [("three-card", 3), ("three-card", 7), ("three-card", 11), ("four-card", 5), ("four-card", 7),
           ("four-card", 12), ("five-card", 5), ("casino", 5), ("teen-patti", 5), ("crash", 5), ("seven-card", 7),
           ("fifteen-card", 7), ("draw", 5), ("draw", 7), ("bastard", 3), ("bastard", 5), ("bastard", 7),
           ("bastard", 11), ("bastard-money", 5), ("bastard-money", 7), ("bastard-money", 11), ("dealers-choice", 5),
           ("dealers-choice", 7)]


@pytest.mark.parametrize(("variant", "seed"), REBUILT)
def test_the_kept_views_rebuild_each_turn_as_the_full_record_has_it(variant, seed):
    """Each of Alice's turns rebuilt from her views is the full record's: the same hand, action,
    view and cards seen (so the review's play-outs deal again exactly the cards she could not see)."""
    game, record = played(variant, seed)
    full = [(t.hand_number, t.before, t.action, t.view, t.known) for t in turns(game, [0])]
    rebuilt = [(t.hand_number, t.before, t.action, t.view, t.known) for t in kept_turns(record)]
    assert len(full) >= 3 and rebuilt == full


@pytest.mark.parametrize(("rules", "looks_old"), [({}, False), ({}, True), ({"blind_alone": "face-up"}, False)])
def test_a_blind_hand_kept_into_the_next_deal_is_reviewed_as_the_full_record_has_it(rules, looks_old):
    """Three Card Brag: a blind player everyone else folds to keeps the hand into the next deal,
    beside a new one (or played, the new one dealt face up beside it). Alice kept such hands (and
    looked at the old one of two, with ``looks_old``): her review from her views alone leaves
    none of her decisions out and is the full record's review of her. (Seeded 0, as the rebuilt
    game is, so both draw the same deals.)"""
    game, record = played("three-card", 0, hands=6, rules=rules, looks_old=looks_old)
    views = [view for hand in record.hands for view in (*hand.turns, hand.last)]
    if rules:
        assert any(view.partner_seat == 0 for view in views)
    else:
        assert any(view.seats[0].two_hands for view in views)
    assert any("Alice looks at the old hand" in view.log for view in views) == looks_old
    assert reviewed_as_the_full_record(game, record, 6) >= 8


@pytest.mark.parametrize(("variant", "seats", "moves", "playouts"), [("four-card", 3, 2, 6), ("five-card", 4, 3, 30)])
def test_the_others_discards_leave_the_kept_review_the_full_record_s(variant, seats, moves, playouts):
    """Four and Five Card Brag: each other player's discard names cards Alice never saw (her views
    say only how many), so her rebuilt hands hold other cards there. Her review from her views
    alone is still the full record's review of her: the play-outs never replay another's discard
    of cards she never saw as written, that player discarding afresh on each deal. (No blind hand
    is kept into another deal here; seeded 0, as the rebuilt game is, so both draw the same deals.)"""
    game, record = played(variant, 0, seats=seats, moves=moves)
    views = [view for hand in record.hands for view in (*hand.turns, hand.last)]
    discards = {line for view in views for line in view.log if "discards" in line and not line.startswith("Alice")}
    assert len(discards) >= 2 and not any(row.two_hands for view in views for row in view.seats)
    assert reviewed_as_the_full_record(game, record, playouts) >= 8


def test_which_cards_another_seat_discarded_unseen_never_changes_the_review():
    """Four Card Brag: the same game with a card Bob discarded unseen by Alice and a card she never
    saw at all changing places (in every deal and action) gives Alice the same views, and the same
    review: which card he put aside was never hers to know."""
    game, record = played("four-card", 0, moves=2)
    text = history_toml(game)
    seen = seen_by(record)
    discarded = [action.split()[-1] for hand in parse_history(text)["hand"] for action in hand["actions"]
                 if action.startswith("Bob discard ")]
    card = next(card for card in discarded if card not in seen)
    other = min(str(card) for card in CARDS[:52] if str(card) not in {*seen, *discarded})
    swapped = load_history(relabel_text(text, {card: other, other: card}))
    assert f"Bob discard {other}" in history_toml(swapped) and swapped.seed == game.seed == 0
    assert [(t.view, t.known) for t in turns(swapped, [0])] == [(t.view, t.known) for t in turns(game, [0])]
    assert review(swapped, [0], 6).as_dict() == review(game, [0], 6).as_dict()


@pytest.mark.parametrize("moves", [5, 14])
def test_where_another_seat_s_hand_given_whole_lies_in_the_centre_is_found_from_the_views(moves):
    """Bastard Brag: a player who gives all three cards to the centre puts them there in the order
    it held them, which Alice never saw; the face-up one (and a card of hers given face down)
    lies where her last view of the hand shows it. Her review from her views alone still rebuilds
    every decision and is the full record's review of her. (Seeded 0, as the rebuilt game is.)"""
    game, record = played("bastard", 0, hands=2, moves=moves)
    last = record.hands[-1].last
    assert any("exchanges all three" in line and not line.startswith("Alice") for line in last.log)
    assert last.centre_cards and any(last.centre_cards)
    assert reviewed_as_the_full_record(game, record, 4) >= 4


def test_a_kept_game_of_two_short_bastard_hands_with_hands_given_whole_leaves_nothing_out():
    """Bob's views of a hosted game for lives: in each hand another player gave all three cards
    (Ann last in hand 1, the ace she showed lying third in the centre). All four of his decisions
    are rebuilt from his views."""
    record = read_kept_record(Path(__file__).parent / "histories" / "bastard-swap-kept.jsonl").record
    assert len(list(kept_turns(record))) == 4
    assert left_out(record, review_kept(record, 2)) is None


@pytest.mark.parametrize(("variant", "seed"), [("bastard", 2)])
def test_hands_that_cannot_be_rebuilt_are_left_out_and_said(variant, seed, capsys, tmp_path):
    """Where the views cannot be rebuilt into their hands (a hand of exchanges the bounded search
    does not find again), those hands are left out, never guessed: what is rebuilt is the full
    record's, and the review says how many decisions it leaves out."""
    game, record = played(variant, seed, hands=3)
    full = [(t.hand_number, t.before, t.action, t.view, t.known) for t in turns(game, [0])]
    rebuilt = [(t.hand_number, t.before, t.action, t.view, t.known) for t in kept_turns(record)]
    assert len(rebuilt) < len(full) and rebuilt == full[:len(rebuilt)]
    path = tmp_path / "kept.jsonl"
    begin_kept(path, record.entries())
    result = run_brag(capsys, "review", str(path), "--playouts", "4")
    # The part rebuilt is reviewed, but the review is not the whole game: the command fails.
    assert result.status == 1 and f"{len(full) - len(rebuilt)} of Alice's {len(full)} decisions are left out" \
        in result.err
    reviewed = "Alice: accuracy " if rebuilt else "Alice: made no decisions to review"
    assert result.out.startswith(reviewed) and (not rebuilt or f" over {len(rebuilt)} decision" in result.out)


def test_a_dealer_s_choice_review_leaves_nothing_out(capsys, tmp_path):
    """Dealer's choice: every deal's game chosen before it is rebuilt, so the review from a kept
    file leaves out none of Alice's decisions (her picks of the next game are none)."""
    game, record = played("dealers-choice", 5)
    full = list(turns(game, [0]))
    assert any(isinstance(view, PickView) for hand in record.hands for view in hand.turns)
    path = tmp_path / "kept.jsonl"
    begin_kept(path, record.entries())
    result = run_brag(capsys, "review", str(path), "--playouts", "2", "--json")
    assert result.status == 0 and "left out" not in result.err
    assert len(json.loads(result.out)["decisions"]) == len(full)


def test_a_kept_record_none_of_whose_views_can_be_rebuilt_reviews_nothing_and_fails(capsys, tmp_path):
    """A record whose views start after the first hand: none of its decisions can be placed, so the
    review says so and exits 1."""
    _, record = played("three-card", 7, hands=2)
    record.hands = record.hands[1:]
    path = tmp_path / "kept.jsonl"
    begin_kept(path, record.entries())
    result = run_brag(capsys, "review", str(path), "--playouts", "2", "--jobs", "1")
    assert result.status == 1 and result.out == "Alice: made no decisions to review\n"
    assert "left out: the views kept start at hand 2, not the first" in result.err


def test_the_kept_record_goes_through_a_file_unchanged(tmp_path):
    _, record = played("three-card", 7, hands=2)
    path = tmp_path / "kept.jsonl"
    begin_kept(path, record.entries())
    again = record_from(read_kept(path).entries)
    assert again.entries() == record.entries()
    assert [(t.hand_number, t.before, t.known) for t in kept_turns(again)] == \
           [(t.hand_number, t.before, t.known) for t in kept_turns(record)]


def test_a_record_that_starts_after_the_first_hand_reviews_nothing():
    _, record = played("three-card", 7, hands=2)
    record.hands = record.hands[1:]
    result = review_kept(record, 4)
    assert list(kept_turns(record)) == [] and result.decisions == ()
    assert "left out: the views kept start at hand 2, not the first" in (left_out(record, result) or "")


def seen_by(record: SeatRecord) -> set[str]:
    """Every card written anywhere in the views the seat kept (so every card it saw)."""
    views = [view for hand in record.hands for view in (*hand.turns, hand.last)]
    return card_tokens(json.dumps([to_wire(view) for view in views]))


def labels(tokens: set[str]) -> set[str]:
    return {card_label(card) for token in tokens for card in parse_cards(token)}


async def until(pilot, test, limit: float = 20.0) -> None:
    started = time.monotonic()
    while not test():
        assert time.monotonic() - started < limit, "timed out waiting"
        await pilot.pause(0.05)


def ended(table) -> int:
    """How many hands the host's game has ended (it keeps the latest result alone)."""
    results = table.game.results
    return results[-1].number if results else 0


async def play_to_the_end(app, pilot, table, rng: random.Random, folds_first: bool = False,
                          hands: int | None = None) -> None:
    """Ann, joined, plays as medium would (folding the first hand she looks at, with
    ``folds_first``) and presses Enter after each hand, until the game over screen is up (or, with
    ``hands``, until the host's game has ended that many)."""
    await until(pilot, lambda: table.game is not None and not isinstance(app.screen, ConnectionScreen))
    medium = ComputerPlayer("medium", rules=app.game.rules)
    started = time.monotonic()
    while screen_name(app) != "GameOverScreen" and (hands is None or ended(table) < hands):
        assert time.monotonic() - started < 30, screen_name(app)
        view = app.game.view(0)
        if isinstance(app.screen, TurnScreen) and view.to_act == 0 and not app.keys_locked:
            looked = view.cards is not None
            first = folds_first and view.hand_number == 1 and looked and any(c.verb == "fold" for c in view.legal)
            action = parse_action("Ann fold", view.players) if first else medium.choose(view, view.legal, rng)
            assert app.apply(action) is None
        elif app.game.hand_over and view.result is not None and not app.keys_locked:
            await pilot.press("enter")
        await pilot.pause(0.05)


@pytest.mark.parametrize("hosts", [False, True], ids=["joined", "the host's own seat"])
async def test_a_joined_seat_s_game_over_screen_offers_no_play_again(hosts, tmp_path):
    """The host's game is its own: a joined seat's game over screen offers v and q, not n (and
    says how another game is played: the host's own seat runs brag host again, another seat
    joins the host's next game); n pressed there, twice, changes nothing."""
    from bragtui.app.screens.game_over_screen import HOSTED_AGAIN, HOSTING_AGAIN
    from bragtui.app.widgets.key_bar import KeyBar

    table = new_table(tmp_path, "three-card", seats=2, computers=["hard"], seed=PRIAL_SEED,
                      money="stacks", buy_in=6)
    async with hosting(table) as (_, url):
        app = remote_app(url, CODE, "Ann", None, link=Link(url, CODE, "Ann", backoff=(0.1,)), hosting=hosts)
        async with app.run_test(size=(80, 24)) as pilot:
            await play_to_the_end(app, pilot, table, random.Random(3))
            screen, game = app.screen, app.game
            keys = str(screen.query_one(KeyBar).render())
            text = screen_text(app)
            assert "Review" in keys and "Play again" not in keys
            assert "n: play again" not in text and "v: review your decisions" in text
            assert (HOSTING_AGAIN if hosts else HOSTED_AGAIN) in text
            assert (HOSTED_AGAIN if hosts else HOSTING_AGAIN) not in text
            notices = len(app._notifications)
            await pilot.press("n", "n")
            await pilot.pause()
            assert app.screen is screen and app.game is game and len(app._notifications) == notices


async def test_after_joining_again_the_game_over_title_counts_every_hand_of_the_game(tmp_path):
    """Ann plays two hands, leaves, and joins again by her seat's token: the game over screen's title
    counts the game's hands (the host's), not the fewer she saw end since joining again."""
    table = new_table(tmp_path, "three-card", seats=3, computers=["hard", "hard"], seed=7,
                      money="stacks", buy_in=6)
    rng = random.Random(3)
    async with hosting(table) as (_, url):
        first = remote_app(url, CODE, "Ann", None, link=Link(url, CODE, "Ann", backoff=(0.1,)))
        async with first.run_test(size=(80, 24)) as pilot:
            await play_to_the_end(first, pilot, table, rng, hands=2)
            token = first.source.link.token
        assert token and ended(table) == 2 and not table.game.game_over
        again = remote_app(url, CODE, None, token, link=Link(url, CODE, None, token, backoff=(0.1,)))
        async with again.run_test(size=(80, 24)) as pilot:
            await play_to_the_end(again, pilot, table, rng)
            await pilot.pause()
            hands = ended(table)
            assert len(again.game.results) < hands
            text = screen_text(again)
            assert f"Game over · Three Card Brag · {hands} hands" in text, text


async def test_a_joined_seat_reviews_its_own_decisions_at_the_game_s_end(tmp_path, monkeypatch, capsys):
    """Ann joins a host on loopback (against a hard computer, stacks of 6), folds the three aces she
    is dealt first, and plays on as medium would until the game ends; v on the game over screen
    opens her review: her decisions alone, the folded prial first, and no card she never saw."""
    monkeypatch.setattr(BragApp, "review_playouts", 8)
    table = new_table(tmp_path, "three-card", seats=2, computers=["hard"], seed=PRIAL_SEED,
                      money="stacks", buy_in=6)
    rng = random.Random(2)
    async with hosting(table) as (_, url):
        app = remote_app(url, CODE, "Ann", None, link=Link(url, CODE, "Ann", backoff=(0.1,)))
        async with app.run_test(size=(80, 24)) as pilot:
            await play_to_the_end(app, pilot, table, rng, folds_first=True)
            # A joined seat is never told the host's seed: the game over screen names none.
            assert "Seed" not in screen_text(app) and "v: review your decisions" in screen_text(app)
            await pilot.press("v")
            # The screen is put up first and drawn when next painted: wait for what Ann would read.
            await until(pilot, lambda: screen_name(app) == "ReviewScreen" and "accuracy" in screen_text(app))
            screen = app.screen
            record = app.game.kept
            never_seen = labels(card_tokens(table.save_path.read_text()) - seen_by(record))
            assert never_seen  # the computer's folded hands, the pack: Ann never saw them
            text = screen_text(app)
            assert "Ann: accuracy" in text and not visible_cards(app) & never_seen
            decisions = screen.mine
            assert decisions and {d.player for d in screen.review.decisions} == {"Ann"}
            # Stacks of 6 cap what one hand can cost (a blunder is 12 chips): marked, and first.
            assert (decisions[0].hand_number, decisions[0].action) == (1, "fold")
            assert decisions[0].label in ("mistake", "blunder") and decisions[0].best != "fold"
            for index in range(len(decisions)):
                screen.query_one("#review-list").highlighted = index
                await pilot.press("enter")
                await pilot.pause()
                assert screen_name(app) == "PositionScreen" and not visible_cards(app) & never_seen
                await pilot.press("escape")
                await pilot.pause()
    kept = app.source.kept_file()
    assert kept is not None and kept.is_file()
    hidden = card_tokens(table.save_path.read_text()) - seen_by(record)
    assert not card_tokens(kept.read_text()) & hidden  # the file holds only what Ann saw
    # brag review reads the kept file: Ann's decisions only, the prial's fold first, no card named.
    result = run_brag(capsys, "review", str(kept), "--playouts", "8", "--json")
    assert result.status == 0, result.err
    printed = json.loads(result.out)
    assert {d["player"] for d in printed["decisions"]} == {"Ann"} and list(printed["accuracy"]) == ["Ann"]
    assert printed["decisions"][0]["action"] == "fold" and printed["decisions"][0]["label"] in ("mistake", "blunder")
    assert not card_tokens(result.out)


class _Link:
    url, code = "ws://127.0.0.1:9", CODE

    def send(self, message) -> bool:
        return True


def _welcome(name: str = "Alice") -> dict:
    return {"type": "welcome", "protocol": "brag-net/1", "seat": name, "token": "t", "variant": "three-card",
            "players": ["Alice", "Bob", "Carol"], "computer": {"Bob": "hard", "Carol": "hard"}}


def test_joining_again_carries_on_the_record_kept_on_disk():
    """Another run of brag join for the same seat at the same table takes up the views kept so far
    (in the data folder's joined folder), so the review still starts from the first hand."""
    from bragtui.app.remote import RemoteSource
    from bragtui.store.kept_seats import kept_folder

    _, record = played("three-card", 7, hands=2)
    first = RemoteSource(_Link())
    first.on_message(_welcome())
    path = first.kept_file()
    assert path is not None and path.parent == kept_folder() and CODE not in path.name
    assert path.suffix == ".jsonl"
    begin_kept(path, record.entries())
    again = RemoteSource(_Link())
    again.on_message(_welcome())
    assert again.game is not None and again.game.kept.entries() == record.entries()
    other = RemoteSource(_Link())  # another player's seat at that table starts afresh
    other.on_message(_welcome("Carol"))
    assert other.game is not None and other.game.kept.hands == []


def test_v_in_a_joined_game_reviews_its_own_seat_on_the_worker_processes(monkeypatch):
    """brag join's source works its seat's review out with the runs' worker processes (as many as
    brag play's review uses, started the same way), from the views it kept; another seat's review
    it holds nothing for, and says so in a sentence rather than giving its own seat's."""
    import bragtui.runs.review as runs_review
    from bragtui.cli.play_cmd import app_workers
    from bragtui.core.errors import BragError

    asked = []

    def judged(record, playouts, *, jobs=1, start=None):
        asked.append((record, playouts, jobs, start))
        return review_kept(record, playouts)

    monkeypatch.setattr(runs_review, "run_kept_review", judged)
    source = remote_app("ws://127.0.0.1:9", CODE, "Alice", None, link=_Link()).source
    source.on_message(_welcome())
    game = source.game
    assert game is not None
    result = source.review(game, game.seat, 3)
    assert asked == [(game.kept, 3, *app_workers())] and result.as_dict() == review_kept(game.kept, 3).as_dict()
    with pytest.raises(BragError, match="only Alice's own decisions can be reviewed here, not Bob's"):
        source.review(game, 1, 3)
    assert len(asked) == 1


@pytest.mark.parametrize(("name", "text", "said"),
                         [("other.jsonl", '{"format": "brag-history/1"}', "not a seat's kept record"),
                          ("other.jsonl", "not json", "not JSON"),
                          ("other.json", "not json", "not JSON"),
                          ("other.jsonl", "A SEAT", "expected a view, found SeatView"),
                          ("other.jsonl", "A PARTY", "unknown record 'Party'"),
                          ("other.jsonl", "A BROKEN LINE", "line 2: not JSON"),
                          ("other.jsonl", "A LIST", "not a seat's kept record (TypeError"),
                          ("other.jsonl", "A LIST CUT SHORT", "not a seat's kept record (TypeError")])
def test_brag_review_of_a_file_that_is_no_kept_record_is_one_line(tmp_path, capsys, name, text, said):
    path = tmp_path / name
    if text.startswith("A "):
        # A kept record whose hand holds, where a view belongs, another record (or an unknown one);
        # or a line that is not JSON before the last one; or a line that is no object (with a last
        # line cut short after it: the error alone is said, not the line left out as well).
        record = SeatRecord("three-card", ["Ann", "Bob"], 0, load_rules("three-card"), {})
        a_seat = to_wire(new_game("three-card", ["Ann", "Bob"], seed=0).view(0).seats[0])
        hand = {"A SEAT": {"number": 1, "turns": [], "last": a_seat},
                "A PARTY": {"number": 1, "turns": [], "last": {"~": "Party"}}}.get(text)
        lines = [json.dumps(record.setup()), "[1, 2]" if text.startswith("A LIST") else json.dumps(hand)]
        cut = '{"number": 1, "tu'
        tail = cut if text.endswith("CUT SHORT") else ""
        text = "\n".join(lines if text != "A BROKEN LINE" else [lines[0], cut, lines[0]]) + "\n" + tail
    path.write_text(text)
    result = run_brag(capsys, "review", str(path))
    assert result.status == 1 and said in result.err and len(result.err.strip().splitlines()) == 1
    assert "Traceback" not in result.err


def test_a_folded_prial_ranks_first_as_it_does_in_the_full_record():
    """Alice folds three sevens (then plays on as medium would): her review from her kept views
    alone is the full record's review of her, the fold a blunder at its head. (The rebuilt game
    is seeded 0, as this game is, so both draw the same deals.)"""
    game = new_game("three-card", ["Alice", "Bob", "Carol"], seed=0)
    game.computer_seats = {1: "hard", 2: "hard"}
    record = SeatRecord("three-card", list(game.players), 0, game.rules, dict(game.computer_seats))
    rng = random.Random(1)
    players = [ComputerPlayer(level, rules=game.rules) for level in ("medium", "hard", "hard")]
    for deal in ({"Alice": "7h 7d 7c", "Bob": "Ah Kd 2c", "Carol": "9s 5h 3d"}, None):
        game.start_hand(deal)
        record.keep(from_wire(to_wire(game.view(0))))
        while game.to_act is not None:
            view = game.view(game.to_act)
            action = players[game.to_act].choose(view, view.legal, rng)
            if deal is not None and game.to_act == 0 and view.cards:
                action = parse_action("Alice fold", game.players)
            game.apply(action)
            record.keep(from_wire(to_wire(game.view(0))))
    kept = review_kept(record, 24)
    assert kept.as_dict() == review(game, [0], 24).as_dict()
    first = kept.decisions[0]
    assert (first.hand_number, first.action, first.label) == (1, "fold", "blunder")


def test_stack_pack_brings_cards_to_the_top_and_refuses_one_not_in_the_pack():
    """The core's one door for a rebuilt hand's draws: the cards given lie on top in that order;
    a card not in the pack (one dealt) is refused with a one-line error, changing nothing."""
    from bragtui.core.errors import IllegalAction

    game = new_game("draw", ["Alice", "Bob"], seed=3)
    game.start_hand()
    pack = game.pack_order()
    wanted = [pack[-1], pack[5], pack[-2]]
    game.stack_pack(wanted)
    assert list(game.pack_order()[:3]) == wanted and sorted(game.pack_order()) == sorted(pack)
    dealt = game.hand_records()[-1].deal[0][0]
    before = game.pack_order()
    with pytest.raises(IllegalAction, match="not in the pack"):
        game.stack_pack([pack[0], dealt])
    assert game.pack_order() == before
    # A card named twice would lie on top twice, the pack a card larger: refused, nothing changed.
    with pytest.raises(IllegalAction, match="named twice"):
        game.stack_pack([pack[1], pack[1]])
    assert game.pack_order() == before


def test_hold_over_gives_a_kept_blind_hand_other_cards_and_refuses_what_it_cannot():
    """The core's one door for a blind hand kept into the next deal: between deals it takes the cards
    given from the pack, its own going back; a card dealt elsewhere, another seat, another size, or a
    hand in play is refused with a one-line error, changing nothing."""
    from bragtui.core.errors import IllegalAction

    game = new_game("three-card", ["Alice", "Bob", "Carol"], seed=7)
    game.start_hand({"Alice": "5c 3d 2h", "Bob": "Qh Qd Qs", "Carol": "9s 6h 4d"})
    for text in ("Bob bet 1", "Carol fold", "Alice fold"):
        game.act(text)
    assert game.held_over() == {1: tuple(parse_cards("Qh Qd Qs"))}
    wanted = tuple(parse_cards("Qh 2c 9s"))
    game.hold_over({1: wanted})
    assert game.held_over() == {1: wanted} and not set(wanted) & set(game.pack_order())
    assert len(game.pack_order()) == 49 and {*parse_cards("Qd Qs")} <= set(game.pack_order())
    before = game.pack_order()
    twice = (*parse_cards("Qh 2c"), *parse_cards("2c"))
    for cards, said in (({1: twice}, "named twice"), ({2: wanted}, "not the hands kept"),
                        ({1: parse_cards("Qh 2c")}, "not the hands kept")):
        with pytest.raises(IllegalAction, match=said):
            game.hold_over(cards)
        assert game.pack_order() == before and game.held_over() == {1: wanted}
    game.start_hand()
    # The next deal holds the cards given as Bob's kept blind hand, beside his new one.
    assert tuple(game.hand.old[1].cards) == wanted and not set(wanted) & set(game.pack_order())
    with pytest.raises(IllegalAction, match="between deals"):
        game.hold_over({1: wanted})
    with pytest.raises(IllegalAction, match="no hand is kept"):
        new_game("draw", ["Alice", "Bob"], seed=3).hold_over({0: wanted})


def test_a_relabelling_makes_a_card_stand_for_one_card_alone():
    """Views matched up to their cards: the same words, each card of the rebuilt game standing for
    one card the seat saw, never two, and no two for the same one."""
    from bragtui.players.relabel import matched

    assert matched(["Bob takes 4c and gives Qc"], ["Bob takes 9s and gives 2h"], {}) == {"4c": "9s", "Qc": "2h"}
    assert matched({"cards": ["4c", "10d"]}, {"cards": ["9s", "10d"]}, {"4c": "9s"}) == {"4c": "9s", "10d": "10d"}
    assert matched(["Bob takes 4c"], ["Bob takes 9s"], {"4c": "2h"}) is None  # 4c stands for 2h already
    assert matched(["Bob takes 4c"], ["Bob takes 9s"], {"Qc": "9s"}) is None  # 9s is Qc's
    assert matched(["Bob takes 4c"], ["Bob gives 4c"], {}) is None
    assert relabel_text("Bob take @1 give 4c", {"4c": "9s"}) == "Bob take @1 give 9s"


def test_a_player_named_like_a_card_is_never_relabelled():
    """A player may be called "Ah" (a name is letters and digits): in the views and the log their
    name stays their name, and the card Ah still stands for one card alone."""
    from bragtui.players.relabel import matched

    names = frozenset({"Ah", "Bob"})
    assert matched(["Ah takes 4c"], ["Ah takes 9s"], {"Ah": "Kd"}, names) == {"Ah": "Kd", "4c": "9s"}
    assert matched({"players": ["Ah", "Bob"]}, {"players": ["Ah", "Bob"]}, {"Ah": "Kd"}, names) == {"Ah": "Kd"}
    assert matched(["Ah takes 4c"], ["Bob takes 4c"], {}, names) is None
    # In a line, the card Ah cannot be told from the player Ah: it is left, so at worst the hand is
    # not rebuilt (and said to be left out), never rebuilt with a name changed.
    assert relabel_text("Ah take @1 give Ah", {"Ah": "Kd"}, names) == "Ah take @1 give Ah"
    # Without the names the name would be taken for the card, which already stands for another.
    assert matched(["Ah takes 4c"], ["Ah takes 9s"], {"Ah": "Kd"}) is None


def test_a_kept_record_s_review_is_the_same_whatever_the_number_of_jobs(tmp_path, monkeypatch):
    """brag review --jobs on a kept record: its hands rebuilt here, then its turns judged by two
    worker processes a turn at a time, or here as one block, or in blocks of several turns: the
    same review, and the one worked out in one process."""
    from click.testing import CliRunner

    import bragtui.runs.review as runs_review
    from bragtui.cli import cli

    _, record = played("three-card", 7, hands=4)
    path = tmp_path / "kept.jsonl"
    begin_kept(path, record.entries())
    asked: list[tuple[int, int]] = []
    run_blocks = runs_review.run_blocks

    def counted(work, spec, blocks, **options):
        asked.append((options["jobs"], len(blocks)))
        return run_blocks(work, spec, blocks, **options)

    monkeypatch.setattr(runs_review, "run_blocks", counted)
    args = ["review", str(path), "--json", "--playouts", "6"]
    outputs = [CliRunner().invoke(cli, [*args, "--jobs", "2"])]
    assert asked == [(2, len(list(kept_turns(record))))]  # blocks of one turn, two workers
    for per_job in (1, 3):
        monkeypatch.setattr(runs_review, "BLOCKS_PER_JOB", per_job)
        outputs.append(CliRunner().invoke(cli, [*args, "--jobs", "1"]))
    assert all(out.exit_code == 0 for out in outputs), [out.output for out in outputs]
    assert outputs[0].output == outputs[1].output == outputs[2].output
    assert json.loads(outputs[0].output) == review_kept(record, 6).as_dict()
    assert sum(d["cost"] > 0 for d in json.loads(outputs[0].output)["decisions"]) >= 1


HISTORIES = Path(__file__).parent / "histories"


def test_a_kept_blind_hand_looked_at_thrown_and_the_new_one_lost_to_a_see_is_reviewed():
    """A game played by hand: Ann's blind hand, folded to, is kept into hand 2; there she looks at
    that old hand, throws it (blind with the new one), bets blind and loses a see, her new hand
    shown to her alone. Her kept views rebuild each of her turns as the host's record has them,
    and her review equals the record's (its play-outs seeded 0, as the rebuilt game's are: a
    joined seat is never told the host's seed)."""
    record = record_from(read_kept(HISTORIES / "kept-blind-thrown.jsonl").entries)
    game = read_history(HISTORIES / "kept-blind-thrown.toml")
    game.seed = 0  # the play-outs' seed alone: the hands are the record's
    second = record.hands[1].last
    assert "Ann folds the old hand and stays blind with the other" in second.log
    assert second.conceded == tuple(parse_cards("Jh Jc Ks")) and second.cards is None
    assert reviewed_as_the_full_record(game, record, 6) == 4


def blind_choice(view, legal, rng: random.Random, names: list[str]):
    """Alice kept blind: of two blind hands she looks at either and keeps or throws it, or keeps
    one unseen when asked; blind, she sees or bets the least; ``None`` where she has no such move."""
    verbs = {choice.verb: choice for choice in legal}
    words = None
    if "choose" in verbs:
        words = rng.choice(["choose old", "choose new"])
    elif "keep" in verbs:
        words = rng.choice(["keep", "throw"])
    elif view.cards is None and "look" in verbs and verbs["look"].options and rng.random() < 0.7:
        words = rng.choice(["look old", "look new"])
    elif view.cards is None and "see" in verbs and rng.random() < 0.5:
        words = "see"
    elif view.cards is None and "bet" in verbs:
        words = f"bet {verbs['bet'].least}"
    return parse_action(f"Alice {words}", names) if words else None


def played_blind(seed: int, hands: int = 8):
    """Seeded Three Card Brag, Alice (seat 0) playing blind (:func:`blind_choice`) against one
    computer: the game and what Alice kept."""
    game = new_game("three-card", ["Alice", "Bob"], load_rules("three-card"), seed=seed)
    game.computer_seats = {1: "medium"}
    record = SeatRecord("three-card", list(game.players), 0, game.rules, dict(game.computer_seats))
    rng, hers = random.Random(seed), random.Random(seed * 7 + 1)
    players = [ComputerPlayer("medium", rules=game.rules) for _ in range(2)]
    for _ in range(hands):
        game.start_hand()
        record.keep(from_wire(to_wire(game.view(0))))
        while game.to_act is not None:
            view = game.view(game.to_act)
            action = blind_choice(view, view.legal, hers, game.players) if game.to_act == 0 else None
            game.apply(action or players[game.to_act].choose(view, view.legal, rng))
            record.keep(from_wire(to_wire(game.view(0))))
    return game, record


@pytest.mark.parametrize("seed", [3, 4])
def test_a_blind_seat_s_own_hand_seen_only_at_the_end_is_rebuilt(seed):
    """Alice plays blind and keeps blind hands into the next deal, looking at one of two and
    keeping or throwing it: her own hand she sees only after a see (hers, conceded to her alone,
    or shown as the winner's). Each of her turns is rebuilt as the full record has it."""
    game, record = played_blind(seed)
    views = [view for hand in record.hands for view in (*hand.turns, hand.last)]
    lines = {line for view in views for line in view.log}
    assert any(view.seats[0].two_hands for view in views) and any(view.conceded for view in views)
    assert {"Alice folds the old hand and stays blind with the other", "Alice folds the new hand and stays "
            "blind with the other"} & lines
    full = [(t.hand_number, t.before, t.action, t.view, t.known) for t in turns(game, [0])]
    rebuilt = [(t.hand_number, t.before, t.action, t.view, t.known) for t in kept_turns(record)]
    assert len(full) >= 8 and rebuilt == full
