"""Read a decklist as players export them: plain text, MTG Arena, MTGO.

Plain lines are "4 Lightning Bolt", "4x Lightning Bolt" or "Lightning Bolt"; an Arena export adds
the printing ("4 Lightning Bolt (M10) 146") and section headers (Deck, Sideboard, Commander,
Companion); MTGO text marks sideboard lines "SB: 2 Pyroblast". Parsing is pure: names are
resolved against the database elsewhere (deck.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from pipeline.errors import DecklistError

# Arena section headers (with or without a colon); "About" holds the deck's name, not cards.
SECTIONS: dict[str, str] = {
    "deck": "main",
    "main": "main",
    "maindeck": "main",
    "sideboard": "sideboard",
    "commander": "commander",
    "companion": "companion",
    "about": "about",
}
_LINE = re.compile(
    r"""^(?:(?P<sb>SB:)\s*)?               # MTGO sideboard marker
        (?:(?P<count>\d+)\s*[xX]?\s+)?      # 4, 4x, 4 x
        (?P<name>.+?)
        (?:\s+\((?P<set>[A-Za-z0-9]{2,6})\)(?:\s+\S+)?)?   # Arena: (M10) 146
        (?:\s+\*[A-Z]+\*)?                  # a foil marker (*F*)
        \s*$""",
    re.VERBOSE,
)
_MAX_BYTES = 1 << 20  # a decklist is a few kilobytes; anything this big is not one


@dataclass(frozen=True)
class Entry:
    name: str
    count: int
    section: str  # main | sideboard | commander | companion
    line_no: int


def read_decklist(path: Path) -> list[Entry]:
    """The entries of the decklist at `path`; a DecklistError for a missing, empty, binary
    or unreadable file."""
    try:
        data = path.read_bytes()[: _MAX_BYTES + 1]
    except OSError as exc:
        raise DecklistError(f"cannot read the decklist {path}: {exc.strerror or exc}") from exc
    if len(data) > _MAX_BYTES or b"\x00" in data:
        raise DecklistError(f"{path} is not a text decklist (binary or too big)")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DecklistError(f"{path} is not a text decklist (not UTF-8: {exc.reason})") from exc
    entries = parse_decklist(text)
    if not entries:
        raise DecklistError(f"{path} holds no cards (an empty decklist)")
    return entries


def parse_decklist(text: str) -> list[Entry]:
    """Entries of a decklist's text, in order; blank lines, comments (#, //) and the Arena
    'About' section are skipped."""
    entries: list[Entry] = []
    section = "main"
    for line_no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        header = SECTIONS.get(line.rstrip(":").strip().lower())
        if header:
            section = header
            continue
        if section == "about":
            continue
        match = _LINE.match(line)
        if not match or not match["name"].strip():
            continue
        entries.append(
            Entry(
                name=match["name"].strip(),
                count=int(match["count"]) if match["count"] else 1,
                section="sideboard" if match["sb"] else section,
                line_no=line_no,
            )
        )
    return entries
