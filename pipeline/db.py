"""The DuckDB database: building a new one from normalised frames, and opening the current one.

A build writes a complete database into a staging file (tables, parsed protections and
capabilities, the views in sql/) and checkpoints it; refresh.py then swaps it in.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import duckdb
import polars as pl

from pipeline.errors import BuildError, NoDatabaseError, QueryError
from pipeline.extract import capability_frame, protection_frames
from pipeline.resources import resource_dir, sql_text
from pipeline.rules import rule_rows
from pipeline.sources.base import ProgressHook

# Files of sql/ executed after the tables are loaded, in dependency order.
DERIVED_SQL: tuple[str, ...] = (
    "macros.sql",
    "source_profiles.sql",
    "protected_objects.sql",
    "card_protection_flags.sql",
    "interaction_candidates.sql",
    "interactions.sql",
    "can_target.sql",
    "can_block.sql",
    "can_damage.sql",
    "can_attach.sql",
    "protection_summary.sql",
    "answers.sql",
    "protection_by_set.sql",
    "protection_by_era.sql",
)
LOG_COLUMNS = (
    "started_at",
    "finished_at",
    "source",
    "upstream_version",
    "outcome",
    "message",
    "n_sets",
    "n_cards",
    "n_printings",
    "n_protections",
    "duration_s",
)


@dataclass(frozen=True)
class LastRefresh:
    source: str
    upstream_version: str | None
    finished_at: datetime


def build(
    path: Path,
    frames: dict[str, pl.DataFrame],
    *,
    previous: Path | None,
    progress: ProgressHook,
) -> dict[str, int]:
    """Write a complete database at `path` (which must not exist); returns row counts."""
    try:
        con = duckdb.connect(str(path))
    except duckdb.Error as exc:
        raise BuildError(f"cannot create {path.name}: {exc}") from exc
    try:
        with con:
            progress.step("load tables")
            con.execute(sql_text("schema.sql"))
            con.executemany("INSERT INTO rules VALUES (?, ?, ?, ?)", rule_rows())
            _load_cards(con, frames)
            progress.step("parse protections and capabilities")
            _load_parsed(con, frames)
            progress.step("build views")
            for name in DERIVED_SQL:
                con.execute(sql_text(name))
            if previous is not None and previous.exists():
                _copy_history(con, previous)
            counts = table_counts(con)
            con.execute("CHECKPOINT")
    except duckdb.Error as exc:
        raise BuildError(f"building the database failed: {_first_line(exc)}") from exc
    finally:
        con.close()
    return counts


def _load_cards(con: duckdb.DuckDBPyConnection, frames: dict[str, pl.DataFrame]) -> None:
    for name, frame in frames.items():
        con.register(f"new_{name}", frame.to_arrow())
    con.execute(
        """
        INSERT INTO sets
        SELECT s.set_code, s.name, s.set_type, TRY_CAST(s.released_at AS DATE) AS released_at,
               (SELECT e.era FROM eras e WHERE e.starts_on <= TRY_CAST(s.released_at AS DATE)
                ORDER BY e.starts_on DESC LIMIT 1),
               s.set_type = 'core'
        FROM new_sets AS s
        """
    )
    con.execute(
        "INSERT INTO printings BY NAME "
        "SELECT * REPLACE (TRY_CAST(released_at AS DATE) AS released_at) FROM new_printings"
    )
    con.execute(
        """
        INSERT INTO cards BY NAME
        SELECT c.*, f.first_released_at, f.first_set_code, f.n_printings
        FROM new_cards AS c
        JOIN (
            SELECT oracle_id,
                   min(released_at) AS first_released_at,
                   arg_min(set_code, (released_at, set_code)) AS first_set_code,
                   count(*) AS n_printings
            FROM printings GROUP BY oracle_id
        ) AS f USING (oracle_id)
        """
    )
    con.execute("INSERT INTO card_faces BY NAME SELECT * FROM new_card_faces")
    for name in frames:
        con.unregister(f"new_{name}")


def _load_parsed(con: duckdb.DuckDBPyConnection, frames: dict[str, pl.DataFrame]) -> None:
    faces = frames["card_faces"]
    subtypes = frozenset(
        s
        for (s,) in con.execute("SELECT DISTINCT unnest(subtypes) FROM main.card_faces").fetchall()
    )
    keywords = dict(frames["cards"].select("oracle_id", "keywords").iter_rows())
    protections, losses = protection_frames(faces, subtypes)
    capabilities = capability_frame(faces, keywords)
    for table, frame in (
        ("protections", protections),
        ("protection_losses", losses),
        ("capabilities", capabilities),
    ):
        if frame is not None:
            con.register("parsed_frame", frame.to_arrow())
            con.execute(f"INSERT INTO {table} BY NAME SELECT * FROM parsed_frame")
            con.unregister("parsed_frame")


def _copy_history(con: duckdb.DuckDBPyConnection, previous: Path) -> None:
    """Carry the refresh history over from the database being replaced."""
    try:
        con.execute("ATTACH ? AS previous (READ_ONLY)", [str(previous)])
    except duckdb.Error:
        return  # an unreadable previous database has no history worth keeping
    try:
        con.execute("INSERT INTO refresh_log BY NAME SELECT * FROM previous.refresh_log")
    except duckdb.Error:
        pass  # a database from an older schema: start the history afresh
    finally:
        con.execute("DETACH previous")


def table_counts(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    names = ("sets", "cards", "card_faces", "printings", "protections", "capabilities")
    return {name: con.execute(f"SELECT count(*) FROM {name}").fetchone()[0] for name in names}  # type: ignore[index]


def append_log(path: Path, row: dict[str, Any]) -> None:
    """Append one refresh_log row to a finished database."""
    values = [row.get(column) for column in LOG_COLUMNS]
    placeholders = ", ".join("?" for _ in LOG_COLUMNS)
    con = duckdb.connect(str(path))
    try:
        con.execute(
            f"INSERT INTO refresh_log ({', '.join(LOG_COLUMNS)}) VALUES ({placeholders})", values
        )
    finally:
        con.close()


def last_success(path: Path) -> LastRefresh | None:
    """The newest successful build recorded in the database, if there is a database."""
    if not path.exists():
        return None
    with connect_readonly(path) as con:
        row = con.execute(
            """
            SELECT source, upstream_version, finished_at FROM refresh_log
            WHERE outcome = 'built' ORDER BY finished_at DESC LIMIT 1
            """
        ).fetchone()
    return LastRefresh(*row) if row else None


@contextlib.contextmanager
def connect_readonly(path: Path) -> Iterator[duckdb.DuckDBPyConnection]:
    """A read-only connection to the current database."""
    if not path.exists():
        raise NoDatabaseError(f"no database at {path}: run `mtg-protection refresh` first")
    try:
        con = duckdb.connect(str(path), read_only=True)
    except duckdb.Error as exc:
        raise QueryError(f"cannot open {path.name} read-only: {_first_line(exc)}") from exc
    try:
        yield con
    finally:
        con.close()


def settle(path: Path) -> None:
    """Fold a leftover write-ahead log into the current database, so a swap can't orphan it."""
    wal = path.with_name(path.name + ".wal")
    if path.exists() and wal.exists():
        duckdb.connect(str(path)).close()


def sql_files() -> list[Path]:
    """Every .sql file of the project (for the test that executes them all)."""
    return sorted(resource_dir("sql").rglob("*.sql"))


def _first_line(exc: BaseException) -> str:
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
