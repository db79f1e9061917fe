"""A one-line bar of the keys that work now, each clickable with the mouse.

It plays the part of Textual's Footer, drawn as one widget: a screen switch
restyles one line of text instead of a widget per key, which keeps every key
press quick.
"""

from __future__ import annotations

from rich.markup import escape
from textual.app import App
from textual.screen import Screen
from textual.widgets import Static


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

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self.show_keys()

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen) -> None:
        self.show_keys()

    def show_keys(self) -> None:
        text = keys_text(self.screen)
        if text != self._shown:
            self._shown = text
            self.update(text, layout=False)  # always one line


def keys_text(screen: Screen) -> str:
    """The enabled keys of ``screen`` and its app as clickable markup.

    A screen can pass this to its key bar as it composes it, so that the bar is
    drawn with the first frame instead of just after it.
    """
    parts: list[str] = []
    seen: set[str] = set()
    app = screen.app
    for node, binding, enabled, _tooltip in screen.active_bindings.values():
        if not binding.show or not enabled or binding.action in seen:
            continue
        if isinstance(node, App):
            namespace = "app"
        elif isinstance(node, Screen):
            namespace = "screen"
        else:
            continue
        seen.add(binding.action)
        key = escape(app.get_key_display(binding))
        parts.append(f"[@click={namespace}.{binding.action}][reverse] {key} [/reverse]\u00a0"
                     f"{escape(binding.description)}[/]")
    return "  ".join(parts)
