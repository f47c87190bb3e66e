"""Report data: run the report queries and prepare everything the pages show.

The pieces live in common.py (queries, shared rows and helpers), cards.py (per-card and
per-set data), claims.py (the seeds' history claims and their verdicts) and names.py (printed
names for `--lang`, the printed-vs-oracle page); rendering lives in site.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import duckdb

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

# --------------------------------------------------------------------------- everything


@dataclass
class SiteData:
    build: BuildInfo
    headline: Row
    years: list[Row]
    eras: list[EraRow]
    quality_mix: list[Row]
    era_rarity: list[Row]
    cards: list[Card]
    sets: list[SetRow]
    claims: list[ClaimResult]
    unparsed: list[Row]
    losses: list[Row]
    rules: list[Row]
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
    eras = era_rows(q["era_shares"])
    for r in (*q["unparsed"], *q["losses"]):
        r["printed_name"] = names.of(r["oracle_id"], r["name"])
    return SiteData(
        build=build_info(q["build_info"]),
        headline=q["headline"][0],
        years=q["new_by_year"],
        eras=eras,
        quality_mix=q["quality_mix"],
        era_rarity=q["era_rarity"],
        cards=cards,
        sets=build_sets(q, cards),
        claims=judge_claims(q, eras, hrefs, names),
        unparsed=q["unparsed"],
        losses=q["losses"],
        rules=q["rules"],
        hrefs=hrefs,
        translations=build_translations(q["translations"], hrefs),
        formats=build_formats(q["formats"], cards, names),
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
