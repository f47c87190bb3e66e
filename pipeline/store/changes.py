"""What a refresh changed: the new build compared with the one it replaces, into the history.

The comparisons are sql/changes/ (cards added, removed, text changed; protection qualities
added and removed; per protected card, DEBT counts that moved), run while the build being
replaced is attached as `previous`. A first build (nothing to compare with) records a
summary row only. The history tables are carried from build to build like refresh_log.
"""

from __future__ import annotations

from datetime import datetime

import duckdb

from pipeline.errors import first_line
from pipeline.store.sql_files import change_files

HISTORY_TABLES = (
    "refresh_log",
    "refresh_changes",
    "card_changes",
    "protection_changes",
    "debt_changes",
)


def record_changes(
    con: duckdb.DuckDBPyConnection, started_at: datetime, *, has_previous: bool
) -> None:
    """Record what this build changed against `previous` (a summary only when there is none)."""
    params = {"started_at": started_at}
    if not has_previous:
        con.execute(
            "INSERT INTO refresh_changes (started_at, data_kind, data_version, data_file, "
            "n_cards, n_protections) SELECT $started_at, (SELECT kind FROM data_source), "
            "(SELECT version FROM data_source), (SELECT file_name FROM data_source), "
            "(SELECT count(*) FROM cards), (SELECT count(*) FROM protections)",
            params,
        )
        return
    debt_compared = True
    for path in change_files():
        try:
            con.execute(path.read_text(encoding="utf-8"), params)
        except duckdb.CatalogException:
            if path.stem != "debt_changes":
                raise
            debt_compared = False  # a build from before debt counts were kept
    if not debt_compared:
        con.execute(
            "UPDATE refresh_changes SET n_debt_moves = NULL WHERE started_at = $started_at", params
        )


def copy_history(con: duckdb.DuckDBPyConnection) -> list[str]:
    """Carry the refresh history over from `previous`, table by table. A table the previous
    build doesn't have (an older version) has nothing to carry; one whose rows don't fit this
    schema starts afresh, and the returned warnings say which and how many rows were dropped."""
    warnings = []
    for table in HISTORY_TABLES:
        try:
            found = con.execute(f"SELECT count(*) FROM previous.main.{table}").fetchone()
        except duckdb.CatalogException:
            continue
        try:
            con.execute(f"INSERT INTO {table} BY NAME SELECT * FROM previous.main.{table}")
        except duckdb.Error as exc:
            n_rows = found[0] if found else 0
            warnings.append(
                f"the refresh history in {table} starts afresh: its {n_rows:,} rows in the "
                f"previous database don't fit this version's table ({first_line(exc)})"
            )
    return warnings
