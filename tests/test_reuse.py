"""The previous database is the parse cache (issue 15): a changed text is parsed again, an
unchanged one is not, and a parser whose code changed parses everything again.

"Not parsed again" is shown on real databases without mocks: a row of the previous build is
altered by hand, and a reused row keeps the alteration while a re-parsed one loses it.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta
from pathlib import Path

import duckdb
import pytest
from helpers import FIXED_NOW, edited_sample

from pipeline.paths import DataPaths
from pipeline.resources import resource_dir
from pipeline.sources import open_source
from pipeline.store.refresh import refresh
from pipeline.store.reuse import PARSERS, Parser, code_closure, parser_version, runtime_versions

LATER = FIXED_NOW + timedelta(days=1)
PARSED_TABLES = ("protections", "protection_losses", "capabilities", "localized_protections")
# Silver Knight: "First strike, protection from red"; Abbey Gargoyles: "Flying, protection from red".
ERRATUM = {"Silver Knight": ("protection from red", "protection from green")}


def _refresh(paths: DataPaths, upstream: Path, now: datetime) -> None:
    refresh(paths, open_source(str(upstream), paths.raw), now=now)


def _sql(database: Path, query: str, params: list[object] | None = None) -> list[tuple]:
    with duckdb.connect(str(database), read_only=True) as con:
        return con.execute(query, params or []).fetchall()


def _tamper(database: Path, query: str) -> None:
    with duckdb.connect(str(database)) as con:
        con.execute(query)


def _qualities(database: Path, name: str) -> list[tuple]:
    return _sql(
        database,
        "SELECT quality_kind, quality_value FROM protections JOIN cards USING (oracle_id) "
        "WHERE cards.name = ? ORDER BY ALL",
        [name],
    )


def _built_with_sample(tmp_path: Path) -> tuple[DataPaths, Path]:
    tmp_path.mkdir(parents=True, exist_ok=True)
    upstream = tmp_path / "upstream.jsonl"
    upstream.write_bytes((resource_dir("sample") / "default-cards.jsonl").read_bytes())
    paths = DataPaths(tmp_path / "data")
    _refresh(paths, upstream, FIXED_NOW)
    return paths, upstream


def test_a_changed_text_is_parsed_again_and_an_unchanged_one_is_not(tmp_path: Path) -> None:
    paths, upstream = _built_with_sample(tmp_path)
    assert _qualities(paths.database, "Abbey Gargoyles") == [("color", "R")]
    # Mark the previous build's rows of two cards; only the erratum's card is parsed again.
    _tamper(
        paths.database,
        "UPDATE protections SET quality_value = 'marked' WHERE oracle_id IN "
        "(SELECT oracle_id FROM cards WHERE name IN ('Abbey Gargoyles', 'Silver Knight'))",
    )
    edited_sample(upstream, edits=ERRATUM)
    _refresh(paths, upstream, LATER)

    assert _qualities(paths.database, "Abbey Gargoyles") == [("color", "marked")]  # reused
    assert _qualities(paths.database, "Silver Knight") == [("color", "G")]  # parsed again
    reuse = dict(_sql(paths.database, "SELECT parser, n_parsed FROM internal.parser_versions"))
    assert reuse == {"protections": 1, "capabilities": 1, "localized_protections": 1}


def test_a_build_that_reuses_equals_one_that_parses_everything(tmp_path: Path) -> None:
    paths, upstream = _built_with_sample(tmp_path / "reusing")
    edited_sample(
        upstream,
        edits=ERRATUM,
        removed=frozenset({"Lightning Bolt"}),
        renamed={"Black Knight": "Grey Knight"},
    )
    _refresh(paths, upstream, LATER)
    scratch = DataPaths(tmp_path / "scratch")
    _refresh(scratch, upstream, LATER)

    [(n_reused,)] = _sql(
        paths.database,
        "SELECT n_reused FROM internal.parser_versions WHERE parser = 'capabilities'",
    )
    assert n_reused > 150
    for table in PARSED_TABLES:
        query = f"SELECT * FROM {table} ORDER BY ALL"
        assert _sql(scratch.database, query) == _sql(paths.database, query), table


def test_a_parser_whose_version_changed_parses_everything_again(tmp_path: Path) -> None:
    paths, upstream = _built_with_sample(tmp_path)
    _tamper(
        paths.database,
        "UPDATE protections SET quality_value = 'marked' WHERE oracle_id IN "
        "(SELECT oracle_id FROM cards WHERE name = 'Abbey Gargoyles')",
    )
    _tamper(
        paths.database,
        "UPDATE internal.parser_versions SET version = 'older' WHERE parser = 'protections'",
    )
    edited_sample(upstream, edits=ERRATUM)
    _refresh(paths, upstream, LATER)

    assert _qualities(paths.database, "Abbey Gargoyles") == [("color", "R")]
    rows = _sql(paths.database, "SELECT parser, n_reused FROM internal.parser_versions")
    assert {p: n for p, n in rows if n == 0} == {"protections": 0}


# Each parser's version digests exactly these modules of the package (pipeline.parse.X as X):
# a parser's own code and what it imports. Pinned so the granularity can't regress unseen (an
# import that pulls another parser in would make every edit of it re-parse this one's units).
PARSE_CLOSURES = {
    "protections": {
        "protection_frames",
        "protection",
        "protection_clauses",
        "protection_qualities",
        "card_facts",
        "frames",
        "oracle_text",
    },
    "capabilities": {
        "capability_frames",
        "capabilities",
        "capability_clauses",
        "capability_rows",
        "effect_objects",
        "effects",
        "noun_phrases",
        "source_forms",
        "subjects",
        "token_sources",
        "frames",
        "oracle_text",
    },
    "localized_protections": {"localized_frames", "localized", "frames", "oracle_text"},
}
OUTSIDE_PARSE = {"pipeline.vocabulary", "pipeline.errors", "pipeline.limits"}


@pytest.mark.parametrize("parser", PARSERS, ids=lambda p: p.name)
def test_a_parser_version_covers_its_own_modules_only(parser: Parser) -> None:
    modules = code_closure(parser.module)
    parse = {m.removeprefix("pipeline.parse.") for m in modules if m.startswith("pipeline.parse.")}
    assert parse == PARSE_CLOSURES[parser.name]
    assert modules - {f"pipeline.parse.{m}" for m in parse} <= OUTSIDE_PARSE


def test_an_upgrade_of_python_or_a_library_changes_every_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths, _ = _built_with_sample(tmp_path)
    with duckdb.connect(str(paths.database), read_only=True) as con:
        before = {p.name: parser_version(con, p, []) for p in PARSERS}
        runtime_versions.cache_clear()
        monkeypatch.setattr(sys, "version", sys.version + " (upgraded)")
        after = {p.name: parser_version(con, p, []) for p in PARSERS}
    runtime_versions.cache_clear()
    assert all(before[name] != after[name] for name in before)


def test_a_first_build_parses_everything(tmp_path: Path) -> None:
    paths, _ = _built_with_sample(tmp_path)
    rows = _sql(
        paths.database,
        "SELECT n_reused, n_parsed = (SELECT count(*) FROM card_faces) "
        "FROM internal.parser_versions WHERE parser <> 'localized_protections'",
    )
    assert rows == [(0, True), (0, True)]


def test_a_new_popularity_rank_alone_costs_no_parse(tmp_path: Path) -> None:
    """EDHREC ranks move with every upstream update; a card's rank is no input of a parse."""
    paths, upstream = _built_with_sample(tmp_path)
    cards = [json.loads(line) for line in upstream.read_text().splitlines()]
    for card in cards:
        card["edhrec_rank"] = (card.get("edhrec_rank") or 0) + 7
    upstream.write_text("\n".join(json.dumps(c) for c in cards) + "\n")
    _refresh(paths, upstream, LATER)
    rows = _sql(paths.database, "SELECT parser, n_parsed FROM internal.parser_versions")
    assert dict(rows) == {"protections": 0, "capabilities": 0, "localized_protections": 0}
