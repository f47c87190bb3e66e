"""Every SQL file executes on the sample database, and every data check returns no rows.

Three kinds of file: the schema and the views the build executes (DERIVED_SQL), data checks
(sql/checks/), and report queries (report_*.sql, plain SELECTs the report runs read-only).
"""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

from pipeline.db import DERIVED_SQL, sql_files
from pipeline.report_common import REPORT_QUERIES
from pipeline.resources import resource_dir

SQL_DIR = resource_dir("sql")
CHECKS = sorted((SQL_DIR / "checks").glob("*.sql"))
REPORTS = sorted(SQL_DIR.glob("report_*.sql"))


def test_every_sql_file_is_built_or_a_check() -> None:
    """Each file is built, a data check, or a report query (which the build must not run)."""
    built = {SQL_DIR / "schema.sql", *(SQL_DIR / name for name in DERIVED_SQL)}
    assert not built & set(REPORTS)
    assert set(sql_files()) == built | set(CHECKS) | set(REPORTS)


def test_the_report_runs_every_report_query() -> None:
    assert sorted(REPORT_QUERIES) == [path.name for path in REPORTS]


@pytest.mark.parametrize("query", REPORTS, ids=[q.stem for q in REPORTS])
def test_report_query_evaluates(sample_db: Path, query: Path) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        rows = con.execute(query.read_text(encoding="utf-8")).fetchall()
    assert rows, f"{query.name} returned no rows on the sample"


def test_every_sql_file_opens_with_a_two_line_comment() -> None:
    for path in sql_files():
        lines = path.read_text(encoding="utf-8").splitlines()
        assert lines[0].startswith("-- ") and lines[1].startswith("-- "), path.name


@pytest.mark.parametrize("name", [n.removesuffix(".sql") for n in DERIVED_SQL if n != "macros.sql"])
def test_each_view_evaluates(sample_db: Path, name: str) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        relation = name if name != "protected_objects" else "protected_object_kinds"
        con.execute(f"SELECT count(*) FROM {relation}").fetchone()


@pytest.mark.parametrize("check", CHECKS, ids=[c.stem for c in CHECKS])
def test_data_check_returns_no_rows(sample_db: Path, check: Path) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        rows = con.execute(check.read_text(encoding="utf-8")).fetchall()
    assert rows == []
