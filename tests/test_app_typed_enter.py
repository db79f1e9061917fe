"""Enter acts on every key typed before it, even when the keys arrive together
(a paste, a slow link, a browser tab), not on the field as it was before them."""

from textual import events
from textual.app import App
from textual.widgets import Input

from bragtui.app.screens.bet_modal import BetModal
from bragtui.app.screens.join_screen import JoinRequest, JoinScreen
from bragtui.app.screens.talk_modal import TalkModal


class OneScreen(App[None]):
    """Shows one screen and keeps what it was dismissed with."""

    def __init__(self, screen) -> None:
        super().__init__()
        self.first = screen
        self.results: list[object] = []

    def on_mount(self) -> None:
        self.push_screen(self.first, self.results.append)


async def typed_together(screen, *keys: str, fill=None) -> list[object]:
    """The results after ``keys`` are delivered in one burst, as a terminal hands over a paste
    (``fill``: called with the screen first)."""
    app = OneScreen(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if fill is not None:
            fill(screen)
            await pilot.pause()
        for key in keys:
            app.post_message(events.Key(key, "\r" if key == "enter" else key))
        for _ in range(4):
            await pilot.pause()
        return app.results


async def test_a_bet_typed_and_confirmed_at_once_is_the_amount_typed():
    # The field suggests 1, selected: "3" replaces it, and Enter bets 3, not 1.
    assert await typed_together(BetModal(1, 5), "3", "enter") == [3]


async def test_a_bet_typed_into_an_empty_field_and_confirmed_at_once_is_made():
    # Enter finds the field empty (nothing to confirm) but the "2" before it makes an amount.
    assert await typed_together(BetModal(1, 5), "backspace", "2", "enter") == [2]


async def test_enter_pressed_twice_confirms_once():
    assert await typed_together(BetModal(1, 5), "4", "enter", "enter") == [4]


async def test_talk_typed_and_said_at_once_is_said_whole():
    assert await typed_together(TalkModal(), *"good luck", "enter") == ["good luck"]


def address_and_code(screen) -> None:
    screen.query_one("#join-url", Input).value = "ws://127.0.0.1:8765"
    screen.query_one("#join-code", Input).value = "K7QX3M"
    screen.query_one("#join-name", Input).focus()


async def test_the_join_screen_joins_with_the_name_as_typed():
    # Without waiting for "Bob", the name would be empty and the page would ask for one.
    joined = await typed_together(JoinScreen(), *"Bob", "enter", fill=address_and_code)
    assert joined == [JoinRequest("ws://127.0.0.1:8765", "K7QX3M", "Bob")]
