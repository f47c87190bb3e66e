"""Report data per format: each format's protected cards and their best answers.

A card counts in a format when it is legal or restricted there; an answer is a card legal in
the format that gets through from the opponent's side (702.16k), sweeps and edicts included.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pipeline.paths import slug
from pipeline.report.cards import Card
from pipeline.report.names import Names
from pipeline.report.rows import FormatCardRow
from pipeline.vocabulary import FORMATS


@dataclass(frozen=True)
class AnswerLink:
    name: str
    href: str | None  # the answer's own page, when it has protection itself
    printed_name: str | None = None


@dataclass(frozen=True)
class FormatEntry:
    card: Card
    n_answers: int
    top_answers: list[AnswerLink]


@dataclass
class FormatPage:
    name: str
    entries: list[FormatEntry] = field(default_factory=list)

    @property
    def path(self) -> str:
        return f"formats/{slug(self.name, fallback='format')}.html"

    @property
    def n_unanswered(self) -> int:
        return sum(1 for e in self.entries if not e.n_answers)


def build_formats(
    rows: list[FormatCardRow], cards: list[Card], names: Names | None = None
) -> list[FormatPage]:
    """One page per format with protected cards legal in it (the vocabulary's order), each card
    with its answers, most played protected cards first (the query's order)."""
    names = names or Names()
    by_id = {c.oracle_id: c for c in cards}
    pages: dict[str, FormatPage] = {}
    for r in rows:
        card = by_id.get(r.oracle_id)
        if card is None:
            continue
        top = [
            AnswerLink(
                a.name,
                by_id[a.oracle_id].path if a.oracle_id in by_id else None,
                names.of(a.oracle_id, a.name),
            )
            for a in r.top_answers or []
        ]
        page = pages.setdefault(r.format, FormatPage(r.format))
        page.entries.append(FormatEntry(card, r.n_answers, top))
    order = {name: i for i, name in enumerate(FORMATS)}
    return sorted(pages.values(), key=lambda p: (order.get(p.name, len(order)), p.name))
