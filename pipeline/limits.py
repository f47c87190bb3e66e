"""The size and time limits that keep hostile or broken input from exhausting memory, disk or
time: each a named default, overridable by an environment variable (read when used, never at
import) and listed in the README's reliability section.

Sizes take a plain number of bytes or a K, M or G suffix (powers of 1024); times are seconds.
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass

from pipeline.errors import UsageError

_K = 1 << 10
_M = 1 << 20
_G = 1 << 30


@dataclass(frozen=True)
class Limit:
    """One limit: its environment variable, default, and what it bounds (for messages)."""

    env: str
    default: float
    what: str
    unit: str = "bytes"

    def value(self) -> float:
        """The limit in force: the environment's value if set, else the default."""
        raw = os.environ.get(self.env, "").strip()
        if not raw:
            return self.default
        number = _parse(raw) if self.unit == "bytes" else _seconds(raw)
        if number is None:
            raise UsageError(f"${self.env}={raw!r} is not a valid {self.unit} value")
        return number

    def bytes(self) -> int:
        return int(self.value())

    def describe(self, value: float | None = None) -> str:
        """'the download size limit (2G, $MTG_PROTECTION_MAX_DOWNLOAD)'"""
        shown = self.value() if value is None else value
        text = _human(int(shown)) if self.unit == "bytes" else f"{shown:g} s"
        return f"the {self.what} limit ({text}, ${self.env})"


def _parse(raw: str) -> int | None:
    match = re.fullmatch(r"(\d+)\s*([KMG]?)i?B?", raw, re.IGNORECASE)
    if not match or int(match[1]) < 1:
        return None
    return int(match[1]) * {"": 1, "K": _K, "M": _M, "G": _G}[match[2].upper()]


def _seconds(raw: str) -> float | None:
    try:
        value = float(raw)
    except ValueError:
        return None
    return value if math.isfinite(value) and value > 0 else None


def _human(n: int) -> str:
    for suffix, size in (("G", _G), ("M", _M), ("K", _K)):
        if n >= size and n % size == 0:
            return f"{n // size}{suffix}"
    return f"{n:,} bytes"


# Today's largest real files: Scryfall's all_cards, about 0.5 GB gzipped and 2.5 GB inflated;
# MTGJSON's AllPrintings, about 0.15 GB gzipped and 0.6 GB inflated (decoded whole, in memory).
MAX_DOWNLOAD = Limit("MTG_PROTECTION_MAX_DOWNLOAD", 4 * _G, "download size")
MAX_DOCUMENT = Limit("MTG_PROTECTION_MAX_DOCUMENT", 16 * _M, "index document size")
MAX_INFLATED = Limit("MTG_PROTECTION_MAX_INFLATED", 16 * _G, "decompressed size")
MAX_WHOLE_FILE = Limit("MTG_PROTECTION_MAX_WHOLE_FILE", 3 * _G, "in-memory file size")
MAX_LINE = Limit("MTG_PROTECTION_MAX_LINE", 64 * _M, "JSON line length")
# A download's total time, and the least it must average over every MIN_RATE_WINDOW: a server
# that sends a byte a second never trips a per-read timeout.
DOWNLOAD_DEADLINE = Limit("MTG_PROTECTION_DOWNLOAD_DEADLINE", 3 * 3600.0, "download time", "s")
MIN_RATE = Limit("MTG_PROTECTION_MIN_RATE", 16 * _K, "minimum download rate (bytes/s)")
MIN_RATE_WINDOW = Limit("MTG_PROTECTION_MIN_RATE_WINDOW", 30.0, "download rate window", "s")

# Protection clauses read per face: a card's clause index is packed into the 20 bits below its
# rank in sql/internal/class_verdicts.sql (the check there asserts it), and no real card has
# more than a handful. A face with more is built with its first ones, and a warning names it.
MAX_PROTECTION_CLAUSES = 1024
