"""Why a computer player chose what it chose, in its own numbers, for whoever asks (the coach).

A decision says why at each turn it takes (:func:`because`); the words are
made only while someone collects them (:func:`collecting`), so play that
nobody watches pays nothing for them. The last reason given is the one that
decided: the earlier ones led up to it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_HEARD: ContextVar[list[str] | None] = ContextVar("reasons", default=None)


def because(words: Callable[[], str]) -> None:
    """Give the reason for the turn a decision takes here (``words`` is called only if collected)."""
    heard = _HEARD.get()
    if heard is not None:
        heard.append(words())


@contextmanager
def collecting() -> Iterator[list[str]]:
    """The reasons given by the decisions made inside, in order."""
    heard: list[str] = []
    token = _HEARD.set(heard)
    try:
        yield heard
    finally:
        _HEARD.reset(token)


def percent(chance: float) -> str:
    """A chance as a whole percentage: ``"47%"``."""
    return f"{100 * chance:.0f}%"


def a_percent(chance: float) -> str:
    """A chance with its article: ``"a 47%"``, ``"an 8%"``."""
    whole = round(100 * chance)
    spoken = str(whole)
    article = "an" if spoken.startswith("8") or whole in (11, 18) else "a"
    return f"{article} {whole}%"
