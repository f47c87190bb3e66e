"""Report data: run the report queries and prepare everything the pages show.

The pieces live in common.py (queries, shared rows and helpers), cards.py (per-card and
per-set data), claims.py (the seeds' history claims and their verdicts) and names.py (printed
names for `--lang`, the printed-vs-oracle page); rendering lives in site.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import duckdb
import msgspec

from pipeline.report.cards import (
    Card,
    SetRow,
    build_cards,
    build_sets,
)
from pipeline.report.changes import ChangeEntry, build_changes, feed_id
from pipeline.report.claims import (
    ClaimResult,
    judge_claims,
)
from pipeline.report.common import (
    BuildInfo,
    EraRow,
    Row,
    build_info,
    era_rows,
    run_queries,
)
from pipeline.report.formats import FormatPage, build_formats
from pipeline.report.names import Names, Translations, build_translations, load_names
from pipeline.report.rows import (
    BuildInfoRow,
    EraRarityRow,
    EraShareRow,
    FormatCardRow,
    HeadlineRow,
    LossRow,
    NewByYearRow,
    QualityMixRow,
    RuleRow,
    TranslationRow,
    UnparsedRow,
    typed_rows,
)

# --------------------------------------------------------------------------- everything


@dataclass
class SiteData:
    build: BuildInfo
    headline: HeadlineRow
    years: list[NewByYearRow]
    eras: list[EraRow]
    quality_mix: list[QualityMixRow]
    era_rarity: list[EraRarityRow]
    cards: list[Card]
    sets: list[SetRow]
    claims: list[ClaimResult]
    unparsed: list[UnparsedRow]
    losses: list[LossRow]
    rules: list[RuleRow]
    hrefs: dict[str, str]
    translations: Translations
    formats: list[FormatPage]
    changes: list[ChangeEntry]
    feed_id: str
    lang: str | None = None

    def cards_of_era(self, era: str) -> list[Card]:
        return [c for c in self.cards if c.era == era]

    def sets_of_era(self, era: str) -> list[SetRow]:
        return [s for s in self.sets if s.era == era]


def prepare(q: dict[str, list[Row]], names: Names | None = None) -> SiteData:
    """Turn the report queries' rows into everything the pages show; with `names` (report
    --lang), cards are named as printed in that language where they were printed in it."""
    names = names or Names()
    cards = build_cards(q, names)
    if names:  # list the cards by the name the pages show first
        cards.sort(key=lambda c: (c.sort_name.casefold(), c.sort_name, c.oracle_id))
    hrefs = {c.oracle_id: c.path for c in cards}
    eras = era_rows(typed_rows(q["era_shares"], EraShareRow))
    unparsed = [
        msgspec.structs.replace(r, printed_name=names.of(r.oracle_id, r.name))
        for r in typed_rows(q["unparsed"], UnparsedRow)
    ]
    losses = [
        msgspec.structs.replace(r, printed_name=names.of(r.oracle_id, r.name))
        for r in typed_rows(q["losses"], LossRow)
    ]
    return SiteData(
        build=build_info(typed_rows(q["build_info"], BuildInfoRow)),
        headline=typed_rows(q["headline"], HeadlineRow)[0],
        years=typed_rows(q["new_by_year"], NewByYearRow),
        eras=eras,
        quality_mix=typed_rows(q["quality_mix"], QualityMixRow),
        era_rarity=typed_rows(q["era_rarity"], EraRarityRow),
        cards=cards,
        sets=build_sets(q, cards),
        claims=judge_claims(q, eras, hrefs, names),
        unparsed=unparsed,
        losses=losses,
        rules=typed_rows(q["rules"], RuleRow),
        hrefs=hrefs,
        translations=build_translations(typed_rows(q["translations"], TranslationRow), hrefs),
        formats=build_formats(typed_rows(q["formats"], FormatCardRow), cards, names),
        changes=build_changes(q["changes"]),
        feed_id=feed_id(q["changes"]),
        lang=names.lang,
    )


def load(
    con: duckdb.DuckDBPyConnection,
    on_query: Callable[[int], None] | None = None,
    *,
    lang: str | None = None,
    fmt: str | None = None,
) -> SiteData:
    """Run every report query on a read-only connection and prepare the site's data; `lang`
    (a card_names code, not 'en') names the cards as printed in that language; `fmt` keeps
    only cards (and answers) legal in that format."""
    names = load_names(con, lang)
    return prepare(run_queries(con, on_query, fmt=fmt), names)
