"""What `changes` reports: per built refresh, newest first, what it changed against the build
it replaced (the refresh_changes tables; the query is sql/reports/changes.sql, which the
report's "What changed" page and its Atom feed read too)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import duckdb
import msgspec

from pipeline.errors import QueryError, first_line
from pipeline.lookup.contracts import ChangeEntry
from pipeline.resources import sql_text
from pipeline.store.connect import connect_readonly

CHANGES_QUERY = "reports/changes.sql"
# The columns of changes.sql that `changes --json` prints (contracts.ChangeEntry).
JSON_KEYS = (
    "finished_at",
    "source",
    "upstream_version",
    "cards_added",
    "cards_removed",
    "text_changed",
    "protection_added",
    "protection_removed",
)


def changes_rows(con: duckdb.DuckDBPyConnection) -> list[dict[str, Any]]:
    """Every built refresh's changes, newest first, as dicts (the columns of changes.sql)."""
    cursor = con.execute(sql_text(CHANGES_QUERY))
    columns = [d[0] for d in cursor.description]
    return [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]


def recent_changes(database: Path, *, since: datetime | None = None) -> list[dict[str, Any]]:
    """The refreshes that finished at or after `since` (naive = UTC; None = all), newest first."""
    with connect_readonly(database) as con:
        try:
            rows = changes_rows(con)
        except duckdb.CatalogException as exc:
            raise QueryError(
                f"{database.name} records no changes (built by an older version): "
                f"run `mtg-protection refresh --force` ({first_line(exc)})"
            ) from exc
    if since is not None:
        cutoff = since if since.tzinfo is None else since.astimezone(UTC).replace(tzinfo=None)
        rows = [r for r in rows if r["finished_at_utc"] >= cutoff]
    return rows


def as_json(row: dict[str, Any]) -> ChangeEntry:
    """One refresh as `changes --json` prints it (contracts.ChangeEntry)."""
    return msgspec.convert({key: row[key] for key in JSON_KEYS}, ChangeEntry)
