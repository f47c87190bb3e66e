"""The "What changed" page and the Atom feed (changes.atom): one entry per built refresh, from
sql/reports/changes.sql. Ids, titles and dates come from the database, never the clock, so
two reports of one database are byte-identical.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from pipeline.report.common import Row

FEED_ENTRIES = 50  # the newest built refreshes shown on the page and in the feed
NAMES_SHOWN = 100  # names listed per kind of change; the rest are counted
MOVES_SHOWN = 20  # the largest DEBT count moves shown per refresh
# Entry and feed ids are name-based UUIDs (RFC 4122 version 5) under this namespace, so they
# never change for a refresh: a feed reader shows each refresh once (RFC 4287, 4.2.6).
_ID_NAMESPACE = uuid.UUID("a4f0f3de-2b69-4d1e-9a5e-9d0c3f1e7b21")


@dataclass(frozen=True)
class Listed:
    """A list of changes, cut to NAMES_SHOWN (or MOVES_SHOWN) items, with how many were cut."""

    items: list[Row]
    n_more: int

    @classmethod
    def of(cls, items: list[Row], limit: int) -> Listed:
        return cls(items[:limit], max(0, len(items) - limit))


@dataclass(frozen=True)
class ChangeEntry:
    anchor: str  # the entry's id on changes.html
    entry_id: str  # the Atom id, urn:uuid:...
    title: str
    finished_at: str  # RFC 3339, UTC
    data: str  # the card data as its publisher names it (data_source), never a local path
    is_first_build: bool
    n_cards: int
    n_protections: int
    n_debt_moves: int | None
    lists: dict[str, Listed]  # cards_added, cards_removed, text_changed, protection_*, debt_moves


LIST_LABELS = {
    "cards_added": "Cards added",
    "cards_removed": "Cards removed",
    "text_changed": "Oracle text changed (errata)",
    "protection_added": "Protection gained",
    "protection_removed": "Protection lost",
}


def build_changes(rows: list[Row]) -> list[ChangeEntry]:
    """The newest FEED_ENTRIES built refreshes (rows of changes.sql, newest first)."""
    entries = []
    for row in rows[:FEED_ENTRIES]:
        lists = {
            key: Listed.of(
                [{"name": n} if isinstance(n, str) else n for n in row[key]], NAMES_SHOWN
            )
            for key in LIST_LABELS
        }
        lists["debt_moves"] = Listed.of(row["debt_moves"], MOVES_SHOWN)
        entries.append(
            ChangeEntry(
                anchor="refresh-" + "".join(ch for ch in row["started_at"] if ch.isalnum()),
                entry_id=_urn(f"refresh:{row['source']}:{row['started_at']}"),
                title=f"{row['finished_at'][:10]}: {summary(row)}",
                finished_at=row["finished_at"],
                data=row["data"] or "unknown",
                is_first_build=row["is_first_build"],
                n_cards=row["n_cards"],
                n_protections=row["n_protections"],
                n_debt_moves=row["n_debt_moves"],
                lists=lists,
            )
        )
    return entries


def feed_id(rows: list[Row]) -> str:
    """The feed's id: fixed by the oldest build in the history, so it lasts as long as it does."""
    oldest = rows[-1]["started_at"] if rows else "empty"
    return _urn(f"feed:{oldest}")


def summary(row: Row) -> str:
    """One line: what a refresh changed ('first build: ...' when there was nothing before)."""
    if row["is_first_build"]:
        return f"first build, {row['n_cards']:,} cards, {row['n_protections']:,} protection rows"
    parts = [
        _count(row["n_cards_added"], "card added", "cards added"),
        _count(row["n_cards_removed"], "card removed", "cards removed"),
        _count(row["n_text_changed"], "oracle text changed", "oracle texts changed"),
        _count(
            row["n_protections_added"], "protection quality gained", "protection qualities gained"
        ),
        _count(
            row["n_protections_removed"], "protection quality lost", "protection qualities lost"
        ),
        _count(row["n_debt_moves"] or 0, "DEBT count moved", "DEBT counts moved"),
    ]
    return ", ".join(p for p in parts if p) or "no card changed"


def _count(n: int, one: str, many: str) -> str:
    return "" if not n else f"{n:,} {one if n == 1 else many}"


def _urn(name: str) -> str:
    return f"urn:uuid:{uuid.uuid5(_ID_NAMESPACE, name)}"
