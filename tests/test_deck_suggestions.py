"""A "did you mean" costs milliseconds whatever the decklist holds: a name far longer than any
card's gets no suggestion, and only names of a similar length are compared."""

from __future__ import annotations

import time

import duckdb

from pipeline.lookup.deck import MAX_SUGGEST_CHARS, _resolve
from pipeline.lookup.decklist import Entry


def _many_names() -> duckdb.DuckDBPyConnection:
    """card_names and cards holding 200,000 names, as many as every language of MTGJSON."""
    con = duckdb.connect()
    con.execute(
        "CREATE TABLE card_names AS SELECT 'id' || i AS oracle_id, 'en' AS lang, "
        "'Card Name Number ' || i AS name FROM range(200000) AS t(i)"
    )
    con.execute("INSERT INTO card_names VALUES ('bolt', 'en', 'Lightning Bolt')")
    con.execute("CREATE TABLE cards AS SELECT DISTINCT oracle_id, name FROM card_names")
    return con


def test_a_huge_name_gets_no_suggestion_and_costs_nothing() -> None:
    con = _many_names()
    huge = "Lightnin" * (32 << 10)  # 256 KiB in one "card name"
    entries = [Entry(huge, 1, "main", 1), Entry("Lightnig Blot", 4, "main", 2)]
    clock = time.monotonic()
    known, suggestions = _resolve(con, entries)
    assert time.monotonic() - clock < 3
    assert known == []
    assert suggestions == {huge: "", "Lightnig Blot": "Lightning Bolt"}
    assert len(huge) > MAX_SUGGEST_CHARS
