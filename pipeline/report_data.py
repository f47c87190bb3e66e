"""Report data: run the report queries and prepare everything the pages show.

The pieces live in report_common.py (queries, shared rows and helpers), report_cards.py
(per-card and per-set data) and history.py (the seeds' claims and their verdicts);
rendering lives in report.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import duckdb

from pipeline.history import (
    ClaimResult,
    judge_claims,
)
from pipeline.report_cards import (
    Card,
    SetRow,
    build_cards,
    build_sets,
)
from pipeline.report_common import (
    BuildInfo,
    EraRow,
    Row,
    build_info,
    era_rows,
    run_queries,
)

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

    def cards_of_era(self, era: str) -> list[Card]:
        return [c for c in self.cards if c.era == era]

    def sets_of_era(self, era: str) -> list[SetRow]:
        return [s for s in self.sets if s.era == era]


def prepare(q: dict[str, list[Row]]) -> SiteData:
    """Turn the report queries' rows into everything the pages show."""
    cards = build_cards(q)
    hrefs = {c.oracle_id: c.path for c in cards}
    eras = era_rows(q["era_shares"])
    return SiteData(
        build=build_info(q["build_info"]),
        headline=q["headline"][0],
        years=q["new_by_year"],
        eras=eras,
        quality_mix=q["quality_mix"],
        era_rarity=q["era_rarity"],
        cards=cards,
        sets=build_sets(q, cards),
        claims=judge_claims(q, eras, hrefs),
        unparsed=q["unparsed"],
        losses=q["losses"],
        rules=q["rules"],
        hrefs=hrefs,
    )


def load(con: duckdb.DuckDBPyConnection, on_query: Callable[[int], None] | None = None) -> SiteData:
    """Run every report query on a read-only connection and prepare the site's data."""
    return prepare(run_queries(con, on_query))
