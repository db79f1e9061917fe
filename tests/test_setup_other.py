"""The setup screen's ``other`` field never overrides a control shown above it: a rule typed there
that has its own control moves into that control."""

from __future__ import annotations

from app_helpers import press, screen_text

from bragtui.app import make_app
from bragtui.core.rules import load_rules


def setup_app(tmp_path, *variants):
    return make_app(None, rules_for={v: load_rules(v) for v in variants}, saved=[],
                    save_path=tmp_path / "s.toml")


async def type_other(pilot, names: str, *keys: str) -> None:
    """Type the players, then press ``keys`` in the ``other`` field."""
    pilot.app.screen.query_one("#names").value = names
    pilot.app.screen.query_one("#other-rules").focus()
    await press(pilot, *keys)


async def test_a_rule_typed_in_other_moves_its_control_when_the_field_is_left(tmp_path):
    app = setup_app(tmp_path, "bastard")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        setup = app.screen
        assert setup.query_one("#rule-lives").value == "3"
        await type_other(pilot, "Ann, Bob, Cy", *"lives=1, face_up=2", "tab")
        assert setup.query_one("#rule-lives").value == "1"
        assert setup.query_one("#other-rules").value == "face_up=2"  # no control of its own
        assert "Set above: lives=1." in screen_text(app)
        await press(pilot, "ctrl+s")
    assert app.game is not None and (app.game.rules.lives, app.game.rules.face_up) == (1, 2)


async def test_start_moves_a_clashing_control_before_the_game_begins(tmp_path):
    app = setup_app(tmp_path, "three-card")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        ante, blind, wild = (app.screen.query_one(f"#rule-{key}") for key in ("ante", "blind", "wild"))
        ante.value = "5"
        assert blind.value is True
        # Started from the field itself: no leaving it first.
        await type_other(pilot, "Ann, Bob", *"ante=2 blind=false wild=twos", "ctrl+s")
    rules = app.game.rules
    assert (rules.ante, rules.blind, rules.wild) == (2, False, "twos")
    assert (ante.value, blind.value, wild.value) == ("2", False, "twos")  # what the screen showed last


async def test_a_typed_rule_that_cannot_be_read_stays_for_start_to_refuse(tmp_path):
    app = setup_app(tmp_path, "bastard")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        setup = app.screen
        await type_other(pilot, "Ann, Bob, Cy", *"lives=0", "tab")
        assert setup.query_one("#rule-lives").value == "3" and setup.query_one("#other-rules").value == "lives=0"
        await press(pilot, "ctrl+s")
        assert app.game is None and "lives" in screen_text(app)


async def test_typing_in_a_field_clears_the_old_complaint(tmp_path):
    app = setup_app(tmp_path, "three-card")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await press(pilot, "ctrl+s")
        assert "Give the players' names" in screen_text(app)
        app.screen.query_one("#names").focus()
        await press(pilot, *"Ann, Bob")
        assert "Give the players' names" not in screen_text(app)  # no longer true once they are typed



async def test_a_rule_moved_on_start_keeps_the_complaint_that_stopped_it(tmp_path):
    app = setup_app(tmp_path, "three-card")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await type_other(pilot, "", *"ante=2", "ctrl+s")  # the rule moves up; no names, so no start
        assert app.game is None and app.screen.query_one("#rule-ante").value == "2"
        assert "Give the players' names" in screen_text(app)


async def test_a_complaint_about_a_typed_rule_is_read_whole_at_80x24(tmp_path):
    app = setup_app(tmp_path, "three-card")  # the most controls above Start, so the least room below
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await type_other(pilot, "Ann, Bob", *"fold_warning=true", "ctrl+s")
        text = screen_text(app)
        assert app.game is None and "unknown key 'fold_warning'" in text
        assert "lists them" in text  # the end of the sentence, not cut off by the foot of the screen
        other = app.screen.query_one("#other-rules")
        other.value = ""
        other.focus()
        await press(pilot, *"blind_alone=faceup", "ctrl+s")
        assert '"face-up"' in screen_text(app)  # the last choice offered
