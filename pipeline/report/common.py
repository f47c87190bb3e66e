"""Report building blocks: the report queries (sql/reports/), run read-only, and the small
row types and formatting helpers every report page shares.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any

import duckdb

from pipeline.errors import BuildError, first_line
from pipeline.paths import slug
from pipeline.report.rows import BuildInfoRow, EraShareRow
from pipeline.rules import RULES
from pipeline.store.sql_files import report_files
from pipeline.vocabulary import (
    AnswerHow,
    Color,
    Interaction,
    QualityKind,
    Rarity,
    Scope,
    Verdict,
)

Row = dict[str, Any]


# The vocabularies (pipeline/vocabulary.py) as the pages show them.
RARITIES: tuple[str, ...] = tuple(Rarity)
RARITY_LETTER: dict[str, str | None] = {r.value: r.letter for r in Rarity}
COLOR_NAMES: dict[str, str] = {c.value: c.label for c in Color}
SCOPE_LABELS: dict[str, str] = {s.value: s.label for s in Scope}
# The verdicts a report counts, strongest first.
VERDICT_LABELS: dict[str, str] = {
    v.value: v.label
    for v in (Verdict.PREVENTED, Verdict.CONDITIONAL, Verdict.ALLOWED, Verdict.NOT_APPLICABLE)
}


@dataclass(frozen=True)
class Letter:
    """One letter of DEBT: the interaction it is in the views, and the rule it cites."""

    interaction: str
    letter: str
    label: str
    rule: str


# The rules each DEBT letter cites (702.16c-d: Auras enchant, Equipment and Fortifications attach).
_LETTER_RULES: dict[Interaction, tuple[str, ...]] = {
    Interaction.DAMAGE: ("damage",),
    Interaction.ATTACH: ("enchant", "equip"),
    Interaction.BLOCK: ("block",),
    Interaction.TARGET: ("target",),
}
DEBT: tuple[Letter, ...] = tuple(
    Letter(i.value, i.letter or "", i.label, ", ".join(RULES[k].rule for k in _LETTER_RULES[i]))
    for i in Interaction
)
# How an answer deals with a card, as the answers section titles its groups.
HOW_LABELS: dict[str, str] = AnswerHow.labels()
# Color-count kinds share one band in the charts.
KIND_GROUP: dict[str, str] = {
    QualityKind.MONOCOLORED: QualityKind.MULTICOLORED,
    QualityKind.COLORLESS: QualityKind.MULTICOLORED,
}
# Quality kinds in the order the charts stack them, with their legend labels.
QUALITY_KINDS: dict[str, str] = {
    k.value: "multi-/mono-/colorless" if k == QualityKind.MULTICOLORED else k.label
    for k in QualityKind
    if k not in KIND_GROUP
}


# --------------------------------------------------------------------------- queries


def report_params(query: str, fmt: str | None) -> dict[str, object] | None:
    """The parameters a report query names: $format gets `fmt` (None: every format)."""
    return {"format": fmt} if "$format" in query else None


def run_queries(
    con: duckdb.DuckDBPyConnection,
    on_query: Callable[[int], None] | None = None,
    *,
    fmt: str | None = None,
) -> dict[str, list[Row]]:
    """Every query of sql/reports/ as rows of dicts, keyed by file name (sets.sql -> 'sets')."""
    results: dict[str, list[Row]] = {}
    for count, path in enumerate(report_files(), start=1):
        text = path.read_text(encoding="utf-8")
        try:
            cursor = con.execute(text, report_params(text, fmt))
            columns = [d[0] for d in cursor.description]
            results[path.stem] = [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]
        except duckdb.Error as exc:
            raise BuildError(f"report query {path.name} failed: {first_line(exc)}") from exc
        if on_query:
            on_query(count)
    return results


# --------------------------------------------------------------------------- small helpers


def percent(part: float, whole: float) -> str:
    return f"{100 * part / whole:.2f} %" if whole else "–"


def share(part: int, whole: int) -> float | None:
    return part / whole if whole else None


def rarity_rank(rarity: str) -> int:
    return RARITIES.index(rarity) if rarity in RARITIES else len(RARITIES)


def card_slug(name: str, oracle_id: str, length: int = 8) -> str:
    """A filesystem-safe page name: the card name in ASCII plus a short oracle_id prefix."""
    ident = slug(oracle_id.replace("-", ""), fallback="", exact=False)[:length]
    return f"{slug(name, fallback='card', exact=False)}-{ident}"


def era_slug(era: str) -> str:
    return slug(era, fallback="era")


@dataclass(frozen=True)
class ManaSymbol:
    text: str
    css: str


def mana_symbols(cost: str | None) -> list[ManaSymbol]:
    """'{2}{W/U}{B}' -> badges: one color class per single-color symbol, 'multi' for hybrids."""
    symbols = []
    for symbol in re.findall(r"\{([^}]+)\}", cost or ""):
        colors = [part for part in symbol.split("/") if part in COLOR_NAMES]
        css = f"mana-{colors[0]}" if len(colors) == 1 else "mana-multi" if colors else "mana-C"
        symbols.append(ManaSymbol(symbol, css))
    return symbols


@dataclass(frozen=True)
class Quality:
    kind: str
    value: str | None
    label: str
    css: str


def quality(kind: str, value: str | None) -> Quality:
    """A human label and a CSS class for one protection quality (702.16a)."""
    css = "quality"
    if kind == "color" and value in COLOR_NAMES:
        label, css = COLOR_NAMES[value], f"quality color-{value}"
    elif kind in ("multicolored", "monocolored", "colorless", "everything"):
        label = kind
        css = "quality color-C" if kind == "colorless" else "quality color-M"
    elif kind == "card_type" and value:
        noun = value.lower()
        label = f"{noun[:-1]}ies" if noun.endswith("y") else f"{noun}s"  # sorceries
    elif kind == "subtype" and value:
        label = f"{value}s"
    elif kind == "supertype" and value:
        label = value.lower()
    elif kind == "mana_value" and value:
        label = f"mana value {value}"
    elif kind == "chosen":
        label = f"the chosen {(value or 'quality').replace('_', ' ')}"
    elif kind == "name":
        label = f"the name {value}"
    elif kind == "unparsed":
        label, css = f"unparsed: {value}", "quality quality-unparsed"
    else:
        label = value or kind
    return Quality(kind, value, label, css)


@dataclass(frozen=True)
class Cell:
    """A table cell: what it shows, how it sorts, an optional link and CSS class; a card name
    cell may carry the card's printed name (`report --lang`), shown first."""

    text: str
    sort: str | int | float | None = None
    href: str | None = None
    css: str = ""
    printed: str | None = None


@dataclass(frozen=True)
class Table:
    caption: str
    headers: tuple[str, ...]
    rows: list[list[Cell]]
    css: str = ""


def num(value: int | float) -> Cell:
    return Cell(f"{value:,}", value, css="num")


def ratio_cell(part: int, whole: int, *, strong: bool | None = None) -> Cell:
    text = f"{part:,} / {whole:,}" if whole else "–"
    css = "num" + (" hit" if (strong if strong is not None else part > 0) else "")
    return Cell(text, part, css=css)


# --------------------------------------------------------------------------- site-wide data


@dataclass(frozen=True)
class BuildInfo:
    source: str  # the data's kind and file name, never a local path
    data_version: str  # as its publisher names it: MTGJSON's version (date), Scryfall's updated_at
    generated_at: str


def build_info(rows: list[BuildInfoRow]) -> BuildInfo:
    if not rows:
        return BuildInfo("unknown", "unknown", "unknown")
    row = rows[0]
    version, day = row.version, row.version_date
    return BuildInfo(
        f"{row.kind}, file {row.file_name}",
        f"{version} ({day})" if day and day not in version else version,
        row.finished_at or "unknown",
    )


@dataclass(frozen=True)
class EraRow:
    era: str
    slug: str
    starts_on: date
    first_set: str
    note: str
    n_new_cards: int
    n_new_protected: int
    n_new_granting: int
    n_new_player: int

    @property
    def share(self) -> float | None:
        return share(self.n_new_protected, self.n_new_cards)

    @property
    def share_text(self) -> str:
        return percent(self.n_new_protected, self.n_new_cards)


def era_rows(rows: list[EraShareRow]) -> list[EraRow]:
    return [
        EraRow(
            r.era,
            era_slug(r.era),
            r.starts_on,
            r.first_set,
            r.note,
            r.n_new_cards,
            r.n_new_protected_cards,
            r.n_new_granting_cards,
            r.n_new_player_protection_cards,
        )
        for r in rows
    ]
