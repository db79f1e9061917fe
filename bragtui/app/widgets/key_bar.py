"""A bar of the keys that work now, each clickable with the mouse, on one line or two.

It plays the part of Textual's Footer, drawn as one widget: a screen switch
restyles a line of text instead of a widget per key, which keeps every key
press quick. A bar too long for one line wraps onto a second between keys;
too long for two, the app's own keys are abbreviated. Quit is never dropped.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from rich.markup import escape
from textual.app import App
from textual.screen import Screen
from textual.widgets import Static

GAP = "  "


@runtime_checkable
class Labelled(Protocol):
    """A screen whose keys' words depend on the moment (one key answering one of two questions)."""

    def key_label(self, action: str, description: str) -> str:
        """The words for the key of ``action`` now (``description``: the binding's own)."""


class KeyBar(Static):
    """The keys of the active screen and the app that are enabled now."""

    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        background: $panel;
        color: $text;
        padding: 0 1;
    }
    """

    def __init__(self, keys: str = "") -> None:
        """``keys`` is the first text, from :func:`keys_text`, so the bar is drawn with its screen."""
        super().__init__(keys)
        self._shown = keys
        self._width = self.app.size.width if keys else 0
        """The width the keys were last laid out for."""
        # One line or two, known now: the bar needs no layout of its own to find its height.
        self.styles.height = keys.count("\n") + 1

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        if not self._shown:
            self.show_keys()

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen) -> None:
        self.show_keys()

    def on_resize(self) -> None:
        if self.app.size.width != self._width:
            self.show_keys()

    def show_keys(self) -> None:
        self._width = self.app.size.width
        text = keys_text(self.screen)
        if text != self._shown:
            lines = text.count("\n") + 1
            if lines != self._shown.count("\n") + 1:
                self.styles.height = lines
            self._shown = text
            self.update(text, layout=False)


def _bindings(screen: Screen) -> list[tuple[str, str, str, str]]:
    """Each key shown now: (namespace, action, key, description)."""
    found: list[tuple[str, str, str, str]] = []
    seen: set[str] = set()
    app = screen.app
    offered = getattr(screen, "offered", None)
    # A runtime Protocol check costs a few microseconds: once per bar, not once per key.
    label_of = screen.key_label if isinstance(screen, Labelled) else None
    for node, binding, enabled, _tooltip in screen.active_bindings.values():
        if not binding.show or not enabled or binding.action in seen or binding.description in seen:
            continue
        if isinstance(node, App):
            namespace = "app"
        elif isinstance(node, Screen):
            namespace = "screen"
            if offered is not None and not offered(binding.action):
                continue
        else:
            continue
        label = label_of(binding.action, binding.description) if label_of else binding.description
        seen.update((binding.action, binding.description))
        found.append((namespace, binding.action, app.get_key_display(binding), label))
    return found


def keys_text(screen: Screen) -> str:
    """The enabled keys of ``screen`` and its app as clickable markup.

    A screen can pass this to its key bar as it composes it, so that the bar is
    drawn with the first frame instead of just after it.
    """
    keys = _bindings(screen)
    width = max(screen.app.size.width, 40) - 2
    lines = _packed(keys, width)
    if len(lines) > 2:
        # The app's keys (ledger, rules, rankings, quit) keep only their first letters.
        keys = [(space, action, key, text[:4] if space == "app" else text) for space, action, key, text in keys]
        lines = _packed(keys, width)
    return "\n".join(GAP.join(f"[@click={space}.{action}][reverse] {escape(key)} [/reverse] {escape(text)}[/]"
                              for space, action, key, text in line) for line in lines)


def _packed(keys: list[tuple[str, str, str, str]], width: int) -> list[list[tuple[str, str, str, str]]]:
    """The keys in lines no wider than ``width``, broken only between keys."""
    lines: list[list[tuple[str, str, str, str]]] = [[]]
    used = 0
    for entry in keys:
        size = len(entry[2]) + len(entry[3]) + 3
        if lines[-1] and used + len(GAP) + size > width:
            lines.append([])
            used = 0
        used += size + (len(GAP) if lines[-1] else 0)
        lines[-1].append(entry)
    return lines
