"""A name in large type, three lines high: who is to act, readable from across the table.

Letters and digits are drawn from a 3x5 dot font with half-block characters; a
name with any other character (or too long for the room) is drawn in bold
capitals spaced out instead, which is still the largest thing on the screen.
"""

from __future__ import annotations

_FONT = {
    "A": ".#.#.#####.##.#", "B": "##.#.###.#.###.", "C": ".###..#..#...##", "D": "##.#.##.##.###.",
    "E": "####..##.#..###", "F": "####..##.#..#..", "G": ".###..#.##.#.##", "H": "#.##.#####.##.#",
    "I": "###.#..#..#.###", "J": "..#..#..##.#.#.", "K": "#.##.###.#.##.#", "L": "#..#..#..#..###",
    "M": "#.########.##.#", "N": "##.#.##.##.##.#", "O": ".#.#.##.##.#.#.", "P": "##.#.###.#..#..",
    "Q": ".#.#.##.###..##", "R": "##.#.###.#.##.#", "S": ".###...#...###.", "T": "###.#..#..#..#.",
    "U": "#.##.##.##.####", "V": "#.##.##.##.#.#.", "W": "#.##.########.#", "X": "#.##.#.#.#.##.#",
    "Y": "#.##.#.#..#..#.", "Z": "###..#.#.#..###", "0": "####.##.##.####", "1": ".#.##..#..#.###",
    "2": "##...#.#.#..###", "3": "##...#.#...###.", "4": "#.##.####..#..#", "5": "####..##...###.",
    "6": ".###..####.####", "7": "###..#.#..#..#.", "8": "####.#####.####", "9": "####.####..###.",
    " ": "...............", "-": "......###......", ".": ".............#.", "'": ".#..#..........",
}
"""Each character as five rows of three dots, top row first (``#`` inked)."""

_HALF = {(True, True): "█", (True, False): "▀", (False, True): "▄", (False, False): " "}


def _glyph(char: str) -> list[list[bool]]:
    dots = _FONT[char]
    return [[dots[row * 3 + col] == "#" for col in range(3)] for row in range(5)]


def big_lines(text: str, room: int) -> list[str] | None:
    """``text`` in large type as three lines no wider than ``room``, or ``None`` if it cannot be
    drawn so (a character the font lacks, or too long)."""
    upper = text.upper()
    if not upper or any(char not in _FONT for char in upper) or len(upper) * 4 - 1 > room:
        return None
    glyphs = [_glyph(char) for char in upper]
    lines = []
    for top in (0, 2, 4):
        row = []
        for glyph in glyphs:
            below = glyph[top + 1] if top + 1 < 5 else [False] * 3
            row.append("".join(_HALF[(glyph[top][col], below[col])] for col in range(3)))
        lines.append(" ".join(row))
    return lines


def spaced(text: str) -> str:
    """The fallback: capitals with a space between letters."""
    return " ".join(text.upper())
