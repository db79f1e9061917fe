"""Text shown as it is inside Textual markup: what players type (table talk, names) and what a host
says, whatever brackets or backslashes it holds."""

from __future__ import annotations


def escape_text(text: str) -> str:
    """``text`` made safe to put inside markup. Every ``[`` is escaped (not only those that look
    like a tag: an unclosed one would swallow the tag that follows); a backslash at the very end
    would escape the next tag, so it gets a space after it."""
    escaped = text.replace("[", "\\[")
    return escaped + " " if escaped.endswith("\\") else escaped
