"""Every SQL file executes on the sample database, and every data check returns no rows.

The roles are folders (pipeline/store/sql_files.py): the schema and the models the build runs
(internal/ and views/, in dependency order), report queries (reports/, plain SELECTs the
report runs read-only) and data checks (checks/).
"""

from __future__ import annotations

import re
import shutil
from datetime import UTC, datetime
from pathlib import Path

import duckdb
import msgspec
import pytest

from pipeline.report.common import report_params
from pipeline.report.rows import TYPED_QUERIES, typed_rows
from pipeline.store.sql_files import (
    all_sql_files,
    change_files,
    check_files,
    created_objects,
    mentions,
    model_files,
    report_files,
    sql_dir,
)

MODELS = model_files()
CHECKS = check_files()
REPORTS = report_files()
CHANGES = change_files()
PUBLIC_DOC = (sql_dir() / "README.md").read_text(encoding="utf-8")


def test_every_sql_file_has_one_role() -> None:
    assert sorted(all_sql_files()) == sorted(
        [sql_dir() / "schema.sql", *MODELS, *CHECKS, *REPORTS, *CHANGES]
    )


def test_models_build_in_the_derived_order() -> None:
    """The order derived from the files creates every model on a fresh schema (no hand list)."""
    with duckdb.connect() as con:
        con.execute((sql_dir() / "schema.sql").read_text(encoding="utf-8"))
        for path in MODELS:
            con.execute(path.read_text(encoding="utf-8"))


def test_a_mention_is_a_whole_name_or_its_schema_never_a_column() -> None:
    found = mentions("SELECT r.reach_id FROM internal.reach AS r JOIN reach_keys USING (x)")
    assert {"internal", "internal.reach", "reach_keys", "r", "r.reach_id"} <= found
    assert "reach" not in found  # only after a dot: a column or a qualified part
    assert "reach_id" not in found
    assert mentions("internal.reach.object_id") >= {"internal.reach", "internal.reach.object_id"}


def test_internal_models_live_in_the_internal_schema() -> None:
    for path in MODELS:
        for name in created_objects(path.read_text()):
            assert name.startswith("internal.") == (path.parent.name == "internal"), name


def test_the_main_schema_holds_only_documented_names(sample_db: Path) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        names = [
            name
            for (name,) in con.execute(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main'"
            ).fetchall()
        ]
    assert names
    undocumented = [name for name in names if f"`{name}`" not in PUBLIC_DOC]
    assert undocumented == []


@pytest.mark.parametrize("query", REPORTS, ids=[q.stem for q in REPORTS])
def test_report_query_evaluates(sample_db: Path, query: Path) -> None:
    text = query.read_text(encoding="utf-8")
    with duckdb.connect(str(sample_db), read_only=True) as con:
        rows = con.execute(text, report_params(text, None)).fetchall()
        assert rows, f"{query.name} returned no rows on the sample"
        if "$format" in text:  # one format keeps fewer rows, never more
            assert 0 < len(con.execute(text, report_params(text, "modern")).fetchall()) <= len(rows)


@pytest.mark.parametrize("stem", sorted(TYPED_QUERIES))
def test_a_typed_report_query_is_its_record(sample_db: Path, stem: str) -> None:
    """The query's columns are its record's fields, and every row converts (types and NULLs)."""
    record = TYPED_QUERIES[stem]
    text = (sql_dir() / "reports" / f"{stem}.sql").read_text(encoding="utf-8")
    with duckdb.connect(str(sample_db), read_only=True) as con:
        cursor = con.execute(text, report_params(text, None))
        columns = [d[0] for d in cursor.description]
        rows = [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]
    # fields the report adds after the query (a printed name) have defaults; the rest are its
    # columns, in order
    added = [f.name for f in msgspec.structs.fields(record) if f.name not in columns]
    assert all(f.default is None for f in msgspec.structs.fields(record) if f.name in added)
    assert columns == [f for f in record.__struct_fields__ if f not in added]
    assert len(typed_rows(rows, record)) == len(rows) > 0


def test_every_sql_file_opens_with_a_two_line_comment() -> None:
    for path in all_sql_files():
        lines = path.read_text(encoding="utf-8").splitlines()
        assert lines[0].startswith("-- ") and lines[1].startswith("-- "), path.name


def _relation(name: str, text: str) -> str:
    """A table macro is evaluated with NULL for each parameter (debt_tallies: every format)."""
    if m := re.search(rf"CREATE MACRO {re.escape(name)}\(([\w, ]*)\) AS TABLE", text):
        return f"{name}({', '.join('NULL' for p in m[1].split(',') if p.strip())})"
    return name


def _scalar_macro(name: str, text: str) -> bool:
    return (
        re.search(rf"CREATE MACRO {re.escape(name)}\([\w,\s]*\) AS\s+(?!TABLE)", text) is not None
    )


RELATIONS = [
    _relation(name, text)
    for path in MODELS
    for text in [path.read_text()]
    for name in created_objects(text)
    # the scalar macros are no relation; a scratch table is dropped by the file that made it
    if not _scalar_macro(name, text) and f"DROP TABLE {name};" not in text
]


@pytest.mark.parametrize("relation", RELATIONS)
def test_each_model_evaluates(sample_db: Path, relation: str) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        con.execute(f"SELECT count(*) FROM {relation}").fetchone()


@pytest.mark.parametrize("check", CHECKS, ids=[c.stem for c in CHECKS])
def test_data_check_returns_no_rows(sample_db: Path, check: Path) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        rows = con.execute(check.read_text(encoding="utf-8")).fetchall()
    assert rows == []


def test_change_files_find_nothing_against_the_same_build(sample_db: Path, tmp_path: Path) -> None:
    """Each file of changes/ runs (in order) with the build itself attached as `previous`."""
    copy = tmp_path / "copy.duckdb"
    shutil.copyfile(sample_db, copy)
    started_at = datetime(2030, 1, 1, tzinfo=UTC)
    with duckdb.connect(str(copy)) as con:
        con.execute("ATTACH ? AS previous (READ_ONLY)", [str(sample_db)])
        for path in CHANGES:
            con.execute(path.read_text(encoding="utf-8"), {"started_at": started_at})
        summary = con.execute(
            "SELECT n_cards_added, n_cards_removed, n_text_changed, n_protections_added, "
            "n_protections_removed, n_debt_moves FROM refresh_changes WHERE started_at = ?",
            [started_at],
        ).fetchall()
    assert summary == [(0, 0, 0, 0, 0, 0)]
