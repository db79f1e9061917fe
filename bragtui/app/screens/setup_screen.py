"""Setting up a game: the variant, 2 to 10 players (people, and computer players with their
levels), the main house rules, any other rule, a seed; or a saved game to continue. Every field
works by keyboard and by mouse."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Grid, Horizontal, Vertical
from textual.content import Content
from textual.markup import escape
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, OptionList, RadioSet, Select, Static
from textual.widgets.option_list import Option as ListOption

from bragtui.app.computers import LEVEL_CHOICES
from bragtui.app.messages import OpenPractice, ShowRules
from bragtui.app.saves import read_saves
from bragtui.app.screens.base import SizedScreen, screen_css
from bragtui.app.seating import read_table, table_problem
from bragtui.app.widgets.key_bar import KeyBar, keys_text
from bragtui.app.widgets.marked import MarkedCheckbox, MarkedRadioButton
from bragtui.app.widgets.title_bar import TitleBar
from bragtui.app.wording import friendly
from bragtui.core.errors import BragError
from bragtui.core.rules import Rules, load_rules, option_of
from bragtui.core.variants import title_of, variant_keys
from bragtui.players import DEFAULT_LEVEL

MAIN_RULES = ("ante", "money", "buy_in", "blind", "wild", "lives", "knock_after", "peek", "target", "scoring")
"""The house rules offered as controls, where the variant uses them; any other by ``key=value``."""

SAVED_SHOWN = 20
"""The most saved games listed."""

SAVED_WIDTH = 33
"""The width of a saved game's lines in the list."""

MOST_COMPUTERS = 9
"""The most computer players offered (a table seats at most ten)."""

@dataclass(frozen=True)
class Setup:
    """What the setup screen settled: a new game, or a saved game to continue."""

    variant: str = ""
    names: list[str] = field(default_factory=list)
    rules: Rules | None = None
    seed: int | None = None
    """Only a seed the players chose."""
    resume: Path | None = None
    computers: dict[int, str] = field(default_factory=dict)
    """The seats the computer plays, with their levels (as ``game.computer_seats`` holds them)."""


def _value_text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def rule_control(key: str, value: Any, variant: str | None = None) -> Widget:
    """A control for one house rule, by the kind of value it takes (as ``variant`` defines it)."""
    option = option_of(key, variant)
    if option.kind == "bool":
        return MarkedCheckbox(key, value, id=f"rule-{key}", compact=True, classes="rule")
    if option.kind == "choice":
        control: Widget = Select([(str(choice), choice) for choice in option.choices], value=value,
                                 allow_blank=False, id=f"rule-{key}", compact=True, classes="rule-value")
    else:
        control = Input(_value_text(value), id=f"rule-{key}", compact=True, classes="rule-value")
    return Horizontal(Static(key, classes="rule-name"), control, classes="rule")


def set_rule_value(control: Widget, value: Any) -> None:
    """Move a rule's control to ``value``."""
    if isinstance(control, Checkbox):
        control.value = bool(value)
    elif isinstance(control, Select):
        control.value = value
    else:
        assert isinstance(control, Input)
        control.value = _value_text(value)


def rule_value(control: Widget) -> str:
    """The value a rule's control holds, as ``key=value`` text takes it."""
    if isinstance(control, Checkbox):
        return _value_text(control.value)
    if isinstance(control, Select):
        return _value_text(control.value)
    assert isinstance(control, Input)
    return control.value.strip()


_SET_PREFIX = re.compile(r"^--set '[^']*', \[[^\]]*\]:? ")
"""How the core names the rule it refuses (``--set 'wild=sevens', [three-card] ``): the setup
screen shows the rule and the game beside the message, and the message must fit under Start."""


def rule_problem(message: str) -> str:
    """The core's refusal of a typed rule, worded for the setup screen."""
    return friendly(_SET_PREFIX.sub("", message)).replace("--set ", "rule ")


class SetupScreen(SizedScreen[Setup | None]):
    """Choose the game, type the players' names clockwise from the first dealer, check the house
    rules; or continue a saved game."""

    DEFAULT_CSS = screen_css("setup.tcss")

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start"),
        Binding("ctrl+r", "rules", "Rules"),
        Binding("ctrl+p", "practice", "Practice"),
        Binding("escape", "leave", "Quit"),
    ]

    def __init__(self, rules_for: dict[str, Rules], names: list[str] | None = None, seed: int | None = None,
                 saved: list[Any] | None = None, computers: tuple[int, str] = (0, DEFAULT_LEVEL)):
        super().__init__()
        self.computers = computers
        """The number of computer players and their level to start from."""
        self.rules_for = rules_for
        self.variants = [v for v in variant_keys() if v in rules_for]
        """The registered variants there are rules for, in the registry's order."""
        self.first_names = ", ".join(names or [])
        self.seed = seed
        self.saved = saved
        """The saved games to offer; ``None``: read from the saves folder once the screen is up."""

    def compose(self) -> ComposeResult:
        yield TitleBar(id="title")
        # A grid, so that Tab goes from the game to the players, the rules and Start, then to the
        # saved games below the game.
        with Grid(id="setup"):
            with Vertical(id="setup-game"):
                yield Static("[b]Game[/b] (↑/↓, Space picks)", classes="setup-label")
                with RadioSet(id="variant", compact=True):
                    for index, key in enumerate(self.variants):
                        yield MarkedRadioButton(title_of(key), value=index == 0, compact=True)
            with Vertical(id="setup-right"):
                yield Static("[b]Players[/b] (clockwise, first deals first)", classes="setup-label")
                yield Input(self.first_names, placeholder="Ann, Bob, Cy (hard)", id="names", compact=True)
                with Horizontal(classes="rule", id="computer-row"):
                    yield Static("computer", classes="rule-name")
                    yield Select([("none", 0), *((f"{n} more", n) for n in range(1, MOST_COMPUTERS + 1))],
                                 value=min(self.computers[0], MOST_COMPUTERS), allow_blank=False,
                                 id="computer-count", compact=True)
                    yield Select([(label, label) for label in LEVEL_CHOICES], value=self.computers[1],
                                 allow_blank=False, id="computer-level", compact=True, classes="rule-value")
                yield Static("[b]House rules[/b] (^r shows them all)", classes="setup-label gap")
                yield Grid(id="rule-controls")
                with Horizontal(classes="rule", id="other-row"):
                    yield Static("other", classes="rule-name")
                    yield Input(placeholder="key=value, key=value", id="other-rules", compact=True)
                with Horizontal(classes="rule"):
                    yield Static("seed", classes="rule-name")
                    yield Input("" if self.seed is None else str(self.seed), placeholder="blank: a random deal",
                                id="seed", compact=True, type="integer")
                yield Button("Start", id="start", compact=True, variant="primary")
                yield Static("", id="setup-error")
            with Vertical(id="setup-saved"):
                yield Static("[b]Saved games[/b] (Enter continues)", classes="setup-label")
                yield OptionList(id="saved", compact=True)
        yield KeyBar(keys_text(self))

    def on_mount(self) -> None:
        self.query_one("#title", TitleBar).show("New game · bragtui")
        self.query_one("#rule-controls", Grid).mount_all(self._controls())
        self.query_one("#variant", RadioSet).focus()
        if self.saved is None:
            self.call_after_refresh(self._read_saves)
        else:
            self._show_saves(self.saved)

    def _read_saves(self) -> None:
        saves = read_saves(most=SAVED_SHOWN)
        self.saved = saves.games
        self._show_saves(self.saved, len(saves.unreadable))

    def _show_saves(self, saved: list[Any], unreadable: int = 0) -> None:
        listing = self.query_one("#saved", OptionList)
        listing.clear_options()
        if unreadable:
            # Passed over, never in silence (first, where it is seen): the files are left as they are.
            listing.add_option(ListOption(f"{unreadable} unreadable: brag resume --list", disabled=True))
        if not saved:
            listing.add_option(ListOption("No saved games to continue.", disabled=True))
            return
        listing.add_options([ListOption(escape(s.short(SAVED_WIDTH)), id=str(i))
                             for i, s in enumerate(saved[:SAVED_SHOWN])])
        listing.highlighted = int(bool(unreadable))

    # --- the variant and its rules --------------------------------------------------------------

    def variant(self) -> str:
        index = self.query_one("#variant", RadioSet).pressed_index
        return self.variants[max(0, index)]

    def _controls(self) -> list[Widget]:
        """A control for each main house rule the chosen variant uses."""
        rules = self.rules_for[self.variant()]
        used = rules.as_dict()
        return [rule_control(key, used[key], rules.variant) for key in MAIN_RULES if key in used]

    async def _show_controls(self) -> None:
        grid = self.query_one("#rule-controls", Grid)
        await grid.remove_children()
        await grid.mount_all(self._controls())

    async def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        await self._show_controls()
        self.query_one("#setup-error", Static).update("")

    def chosen_rules(self) -> Rules:
        """The rules in force as the controls and the typed rules set them (raises if not allowed)."""
        variant = self.variant()
        base = self.rules_for[variant]
        changes = [f"{key}={rule_value(control)}" for key in MAIN_RULES
                   for control in self.query(f"#rule-{key}") if rule_value(control) != _value_text(getattr(base, key))]
        typed = self.query_one("#other-rules", Input).value.replace(",", " ").split()
        return load_rules(base.variant, table=base.as_dict(), overrides=[*changes, *typed])

    def _move_typed_rules(self) -> None:
        """A rule typed in ``other`` that has its own control above moves into that control, so the
        screen never shows one value while another is in force. Typed rules that cannot be read
        stay where they are, for Start to refuse with the reason."""
        field = self.query_one("#other-rules", Input)
        typed = field.value.replace(",", " ").split()
        controls = {key: control for key in MAIN_RULES for control in self.query(f"#rule-{key}")}
        moved = [text for text in typed if text.partition("=")[0].strip() in controls]
        if not moved:
            return
        try:
            rules = self.chosen_rules()
        except BragError:
            return
        for text in moved:
            key = text.partition("=")[0].strip()
            set_rule_value(controls[key], getattr(rules, key))
        with field.prevent(Input.Changed):  # not typing: the notice below stays
            field.value = ", ".join(text for text in typed if text not in moved)
        self.query_one("#setup-error", Static).update(escape(f"Set above: {', '.join(moved)}."))

    def on_input_changed(self, event: Input.Changed) -> None:
        # Typing in a field clears an old complaint (the field takes its keys, so on_key never sees them).
        if event.input.has_focus:
            self._error("")

    def on_input_blurred(self, event: Input.Blurred) -> None:
        if event.input.id == "other-rules":
            self._move_typed_rules()

    # --- starting ---------------------------------------------------------------------------------

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Enter starts the game only from the names field (elsewhere it just leaves the field).
        if event.input.id == "names":
            self.action_start()
        else:
            self.focus_next()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if self.saved and event.option.id is not None:
            self.dismiss(Setup(resume=self.saved[int(event.option.id)].path))

    def _error(self, text: str) -> None:
        # Plain text, not markup: a message may hold [brackets] (a rules table) that markup would eat.
        self.query_one("#setup-error", Static).update(Content.styled(text, "bold red") if text else "")

    def action_start(self) -> None:
        self._move_typed_rules()
        variant = self.variant()
        try:
            rules = self.chosen_rules()
        except BragError as error:
            self._error(rule_problem(str(error)))
            return
        try:
            names, computers = self.chosen_seats()
        except BragError as error:
            self._error(f"Players: {friendly(str(error))}.")
            return
        problem = table_problem(names, computers, variant, rules)
        problem = f"{problem[0].upper()}{problem[1:]}." if problem else ""
        seed_text = self.query_one("#seed", Input).value.strip()
        if not problem and seed_text and not seed_text.lstrip("-").isdigit():
            problem = "The seed must be a whole number (or blank for a random deal)."
        if problem:
            self._error(problem)
            return
        self.dismiss(Setup(variant, names, rules, int(seed_text) if seed_text else None, computers=computers))

    def chosen_seats(self) -> tuple[list[str], dict[int, str]]:
        """Every name at the table and the computer seats' levels, as the fields set them."""
        count = self.query_one("#computer-count", Select).value
        level = self.query_one("#computer-level", Select).value
        assert isinstance(count, int) and isinstance(level, str)
        return read_table(self.query_one("#names", Input).value, [level] * count)

    def action_leave(self) -> None:
        self.dismiss(None)

    def action_rules(self) -> None:
        self.app.post_message(ShowRules())

    def action_practice(self) -> None:
        self.app.post_message(OpenPractice())

    def on_key(self, event: events.Key) -> None:
        # Typing in a field clears an old complaint.
        if event.is_printable:
            self._error("")
