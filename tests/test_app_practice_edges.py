"""Practice's edges, played at 80x24: the end of a timed round whatever is on screen, q from a drill
started on the command line, cards drawn as on the cards, whole family names, Enter named for what it
does, and the hands set in an arrangement kept beside the solver's."""

import re
from datetime import UTC, datetime, timedelta
from itertools import combinations
from pathlib import Path
from random import Random

from app_helpers import press, screen_name, screen_text

from bragtui.app.practice.feedback import arrangement_text
from bragtui.app.practice.session import PracticeSession
from bragtui.app.practice_app import PracticeApp
from bragtui.app.widgets.key_bar import KeyBar
from bragtui.card_render import hand_text
from bragtui.core import ranking
from bragtui.core.cards import parse_cards
from bragtui.core.practice import compare, every_card_key
from bragtui.core.sethand.arrangement import is_pair_or_better
from bragtui.store.progress import Progress

SIZE = (80, 24)
LETTER_CARD = re.compile(r"(?<![\w♣♦♥♠])(10|[2-9JQKA])[cdhs](?!\w)")
GLYPH = re.compile("[♣♦♥♠]")


def practice_app(drill, seed=1, *, ascii=False, **options):
    session = PracticeSession(Progress(Path(":memory:")), drill, seed=seed, **options)
    return PracticeApp(session, start_drill=True, ascii=ascii), session


def keys_shown(app) -> str:
    """The key bar as read: ``p Progress q Quit``."""
    plain = re.sub(r"\[[^\]]*\]", "", str(app.screen.query_one(KeyBar).content))
    return " ".join(plain.split())


def keys_for(cards, picked, keys):
    return [keys[list(cards).index(card)] for card in picked]


def wrong_key(question):
    chances = question.detail.get("chances")
    if chances:
        return max(chances, key=chances.get)
    return next(c.key for c in question.choices if c.key != question.answer)


# --- a timed round --------------------------------------------------------------------------------

async def test_time_running_out_on_a_mark_ends_the_round_there():
    now = [0.0]
    app, session = practice_app("name", timed=60, clock=lambda: now[0])
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, session.question.answer)
        assert "Correct" in screen_text(app) and "Next" in keys_shown(app)
        question = session.question
        now[0] = 59.5  # half a second left is not "0:00 left"
        app.screen._tick()
        await pilot.pause()
        assert "0:01 left" in screen_text(app)
        now[0] = 60.5  # the clock runs out while the mark is read
        app.screen._tick()
        await pilot.pause()
        text = screen_text(app)
        assert "Time is up: 1 of 1 right (100%) in this round" in text
        assert "0:00 left" not in text and "time is up" in text and "Correct" in text
        assert "Next" not in keys_shown(app) and "Back" in keys_shown(app)
        await press(pilot, "enter", "n", "1")
        assert session.question is question and session.answered == 1
        # q goes back to the menu, and a drill chosen there starts a new round with its own score.
        await press(pilot, "q")
        assert screen_name(app) == "PracticeHome"
        await press(pilot, "2")
        assert "0 of 0 right" in screen_text(app) and "1:00 left" in screen_text(app)
        await press(pilot, session.question.answer)
        assert session.answered == 1 and session.total_answered == 2 and session.mark.correct


async def test_time_running_out_before_an_answer_offers_no_answers():
    now = [0.0]
    app, session = practice_app("compare", timed=30, clock=lambda: now[0])
    async with app.run_test(size=SIZE) as pilot:
        now[0] = 31.0
        app.screen._tick()
        await pilot.pause()
        text = screen_text(app)
        assert "Time is up: no answer given in this round" in text
        assert "the best are equal" not in text and "0:00" not in text
        await press(pilot, session.question.answer)
        assert session.mark is None and session.answered == 0


# --- q from a drill started on the command line -------------------------------------------------

async def test_q_on_a_drill_from_the_command_line_goes_back_to_the_menu():
    app, session = practice_app("best-three")
    async with app.run_test(size=SIZE) as pilot:
        assert screen_name(app) == "QuestionScreen"
        await press(pilot, "q")
        assert screen_name(app) == "PracticeHome" and app.is_running
        # Nothing to go back to from here: q quits, and says so.
        assert "q Quit" in keys_shown(app) and "Back" not in keys_shown(app)
        await press(pilot, "z")
        assert "q to quit" in screen_text(app)
        await press(pilot, "3")
        assert screen_name(app) == "QuestionScreen" and session.drill == "best-three"
        await press(pilot, "q", "q")
    assert app.return_code in (None, 0) and not app.is_running


# --- cards as on the cards ----------------------------------------------------------------------

async def _answered_wrong(app, session, pilot):
    question = session.question
    if question.drill == "best-three":
        cards = question.hands[0]
        keep = [c for c in cards if c not in question.answer[0]][:1] + list(question.answer[0][:2])
        await press(pilot, *keys_for(cards, keep, "12345"), "enter")
    elif question.drill == "arrange":
        await press(pilot, *keys_for(question.hands[0], question.answer[0], "abcdefghijklm"), "enter")
    else:
        await press(pilot, wrong_key(question))


async def test_no_screen_of_any_drill_names_a_card_in_letters():
    for drill in ("compare", "best-three", "exchange", "arrange"):
        app, session = practice_app(drill, seed=3)
        async with app.run_test(size=(120, 40)) as pilot:
            for _ in range(4):
                found = LETTER_CARD.findall(screen_text(app))
                assert not found, (drill, found)
                await _answered_wrong(app, session, pilot)
                found = LETTER_CARD.findall(screen_text(app))
                assert not found, (drill, session.question.family, found)
                await press(pilot, "enter")


async def test_one_eyed_jacks_are_named_as_on_the_cards():
    app, session = practice_app("compare")
    rng = Random(1)
    session.question = next(q for q in (compare.ask(rng, "wild-vs-natural") for _ in range(50))
                            if q.wild == "one-eyed-jacks")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Jh and Js" in session.question.prompt
        assert "J♥ and J♠ are wild" in screen_text(app)


async def test_with_ascii_the_cards_picked_are_named_in_letters():
    app, session = practice_app("best-three", ascii=True)
    async with app.run_test(size=SIZE) as pilot:
        cards = session.question.hands[0]
        await press(pilot, "1", "2")
        assert f"Picked: {hand_text(list(cards[:2]), ascii=True)}" in screen_text(app)
        await press(pilot, "3", "enter")
        assert not GLYPH.search(screen_text(app))


# --- whole family names -------------------------------------------------------------------------

async def test_the_progress_screen_shows_whole_family_names():
    progress = Progress(Path(":memory:"))
    when = datetime.now(UTC) - timedelta(hours=1)
    longest = sorted(every_card_key(), key=len)[-6:]
    for key in longest:
        drill, family = key.split("/")
        progress.record(drill, family, False, 2400, when)
    session = PracticeSession(progress, "mixed", seed=1)
    app = PracticeApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "p", "f")
        text = screen_text(app)
        assert "family, weakest first" in text
        for key in longest:
            assert f"{key} 0/1 2.4s" in text, key


# --- Enter says what it does --------------------------------------------------------------------

async def test_enter_is_named_for_what_it_does():
    app, session = practice_app("best-three")
    async with app.run_test(size=SIZE) as pilot:
        assert "⏎" not in keys_shown(app)
        await press(pilot, "1", "2")
        assert "⏎" not in keys_shown(app)
        await press(pilot, "enter")
        assert "Pick three cards first (2 picked)" in screen_text(app) and session.mark is None
        await press(pilot, "3")
        assert "Keep" in keys_shown(app) and "Next" not in keys_shown(app)
        await press(pilot, "enter")
        assert session.mark is not None
        assert "Next" in keys_shown(app) and "Keep" not in keys_shown(app)
    app, session = practice_app("arrange")
    async with app.run_test(size=SIZE) as pilot:
        assert "Set hands" in keys_shown(app)
        await press(pilot, "a")
        assert "⏎" not in keys_shown(app)
    app, session = practice_app("name")
    async with app.run_test(size=SIZE) as pilot:
        assert "⏎" not in keys_shown(app)
        await press(pilot, session.question.answer)
        assert "Next" in keys_shown(app)


# --- the hands set in an arrangement ------------------------------------------------------------

async def test_the_arrangement_mark_shows_the_hands_set_beside_the_solvers():
    app, session = practice_app("arrange", seed=4)
    async with app.run_test(size=SIZE) as pilot:
        question = session.question
        cards = question.hands[0]
        solvers = {frozenset(hand) for hand in question.answer}
        # A hand of the player's own, which the solver does not set.
        mine = next(hand for hand in combinations(cards, 3)
                    if is_pair_or_better(hand) and frozenset(hand) not in solvers)
        await press(pilot, *keys_for(cards, mine, "abcdefghijklm"), "enter")
        text = screen_text(app)
        assert "Wrong" in text and "Your hands" in text and "The solver's hands" in text
        # Each hand reads as it is named (a pair before its kicker), however it was placed.
        assert any(list(hand) != ranking.reading_order(hand) for hand in question.answer)
        for hand in (mine, *question.answer):
            assert hand_text(ranking.reading_order(hand)) in text, hand_text(list(hand))
        assert session.mark.given.split()[0] in text


def test_the_widest_hands_still_stand_side_by_side_at_80_columns():
    widest = [parse_cards("10h 10d 10s"), parse_cards("7h 7d 10c")]
    text = arrangement_text(widest, widest[::-1], ascii=False, width=78)
    lines = text.splitlines()
    assert len(lines) == 3 and "Pair of sevens, 10 kicker" in lines[2]
    assert all(len(re.sub(r"\[/?b\]", "", line)) <= 78 for line in lines)


def test_the_hands_formed_and_a_weak_three_refused_read_as_they_are_named():
    from bragtui.app.practice.picking import ArrangePicker

    cards = tuple(parse_cards("Ah Kd 10h 9c 7s 6d 5c 4h 3s 3h 2d 2c Qh"))
    picker = ArrangePicker(cards, ascii=True)
    for card in parse_cards("10h 3s 3h"):
        picker.toggle(card)
    assert "1. 3h 3s 10h   Pair of threes, 10 kicker" in picker.status()
    for card in parse_cards("4h Kd 7s"):
        refusal = picker.toggle(card)
    assert refusal.startswith("Kd 7s 4h make only")
