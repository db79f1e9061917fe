"""Dealer's choice: the dealer picks the game of the next deal."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Static

from bragtui.app.screens.base import TurnScreen, screen_css
from bragtui.app.variant_screens import standing
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.app.widgets.seats_table import player_column, seat_styles, seats_markup
from bragtui.core.dealers_choice.actions import Pick
from bragtui.core.dealers_choice.view import PickView
from bragtui.core.variants import title_of

MOST_CHOICES = 9

PICK_WORDS = {"none": "no wild cards", "twos": "twos wild", "black-twos": "black twos wild",
              "one-eyed-jacks": "one-eyed jacks wild (J♥ J♠)", "suicide-king": "the suicide king wild (K♥)",
              "joker": "one joker, wild", "jokers": "two jokers, wild",
              "blind": "blind play allowed", "open": "no blind play: everyone looks at once"}
"""The dealer's settings (``choose_after_circle``) as the list says them."""
PROMPTS = {"game": "Press the number of the game you deal:",
           "wild": "Press the number of the wild cards for your deal of {game}:",
           "blind": "Press the number for blind play in your deal of {game}:"}


class PickScreen(TurnScreen[PickView]):
    """The games to choose from, one number key each."""

    view_type = PickView

    DEFAULT_CSS = screen_css("table.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(i), f"pick({i - 1})", str(i), show=False) for i in range(MOST_CHOICES + 1)),
    ]

    def compose(self) -> ComposeResult:
        yield Static(self._panel(), id="table")
        yield KeyBar(keys_text(self))

    def refresh_view(self) -> None:
        if self.choices():
            self.query_one("#table", Static).update(self._panel(), layout=False)

    def _panel(self) -> str:
        view: PickView = self.seat_view()
        header = self.header(view.name, "to choose", f"Dealer's choice · the game of hand {view.hand_number + 1}")
        seats = seats_markup((player_column(view.seats, view.to_act), *standing(view).columns),
                             seat_styles(view.seats, view.seat))
        games = "\n".join(f"  [b]{number}[/b]  {option_words(view.step, key)}"
                           for number, key in enumerate(view.choices, start=1))
        carried = f"A pot of {view.carried_pot} is carried into this deal.\n\n" if view.carried_pot else ""
        prompt = PROMPTS.get(view.step, PROMPTS["game"]).format(game=title_of(view.game) if view.game else "")
        return "\n\n".join([header, seats, f"{carried}{prompt}\n{games}", self.status("")])

    def choices(self) -> tuple[str, ...]:
        """The games offered now (none once the game is picked and this screen is on its way out)."""
        view = self.seat_view()
        return view.choices if isinstance(view, PickView) else ()

    def action_pick(self, index: int) -> None:
        choices = self.choices()
        if 0 <= index < len(choices):
            self._do(Pick(self.seat, choices[index]))
        elif choices:
            # Every number key is bound, so one beyond the list says so instead of doing nothing.
            what = {"wild": "the wild cards", "blind": "blind play"}.get(self.seat_view().step, "the game you deal")
            self.say(f"{index + 1} is not on the list: press 1 to {len(choices)} for {what}."
                     if len(choices) > 1 else "Only one game is on the list: press 1 to deal it.")


def option_words(step: str, word: str) -> str:
    """One line of the dealer's list: a game's title, or a setting in words."""
    return title_of(word) if step == "game" else PICK_WORDS.get(word, word)
