"""The DuckDB database: building a new one from normalised frames, and opening the current one.

A build writes a complete database into a staging file (tables, parsed protections and
capabilities, the views in sql/) and checkpoints it; refresh.py then swaps it in.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import duckdb
import polars as pl

from pipeline.errors import BuildError, NoDatabaseError, QueryError
from pipeline.extract import capability_frame, localized_protection_frame, protection_frames
from pipeline.resources import resource_dir, sql_text
from pipeline.rules import rule_rows
from pipeline.sources.base import ProgressHook

# Files of sql/ executed after the tables are loaded, in dependency order.
DERIVED_SQL: tuple[str, ...] = (
    "macros.sql",
    "source_profiles.sql",
    "protected_objects.sql",
    "card_protection_flags.sql",
    "signatures.sql",
    "source_classes.sql",
    "reach.sql",
    "quality_verdicts.sql",
    "class_verdicts.sql",
    "verdict_reasons.sql",
    "all_interactions.sql",
    "interactions.sql",
    "can_target.sql",
    "can_block.sql",
    "can_damage.sql",
    "can_attach.sql",
    "protection_summary.sql",
    "answers.sql",
    "protection_by_set.sql",
    "protection_by_era.sql",
    "protection_translation_check.sql",
)
# How long a reader, or the refresh writing its log row, waits for the other to let go of the
# database file. Each normally holds it for well under a second.
LOCK_WAIT = 5.0
_LOCK_POLL = 0.05
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
    """Write a complete database at `path` (which must not exist); returns row counts.

    The frames are consumed: once loaded they are dropped, so the Python side holds no copy
    while DuckDB builds the derived tables."""
    try:
        con = duckdb.connect(str(path))
    except duckdb.Error as exc:
        raise BuildError(f"cannot create {path.name}: {_first_line(exc)}") from exc
    failed = True
    try:
        with con:
            progress.step("load tables")
            con.execute(sql_text("schema.sql"))
            con.executemany("INSERT INTO rules VALUES (?, ?, ?, ?)", rule_rows())
            _load_cards(con, frames)
            progress.step("parse protections and capabilities")
            _load_parsed(con, frames)
            frames.clear()
            progress.step("build views")
            for name in DERIVED_SQL:
                con.execute(sql_text(name))
            if previous is not None and previous.exists():
                _copy_history(con, previous)
            counts = table_counts(con)
            con.execute("CHECKPOINT")
        failed = False
    except duckdb.Error as exc:
        # e.g. "IO Error: Could not write file ...: No space left on device"
        raise BuildError(f"building the database failed: {_first_line(exc)}") from exc
    finally:
        if failed:
            # Closing a connection whose file can't be written fails too; that second
            # error must not hide the first (the caller deletes the staging file anyway).
            with contextlib.suppress(duckdb.Error):
                con.close()
        else:
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
    con.execute(
        """
        INSERT INTO card_names
        SELECT f.oracle_id, 'en', f.face_index, f.name, f.oracle_text, f.type_line FROM card_faces AS f
        UNION ALL
        SELECT n.* FROM new_card_names AS n
        WHERE n.lang <> 'en' AND n.oracle_id IN (SELECT oracle_id FROM cards)
        """
    )
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
    localized = localized_protection_frame(frames["card_names"])
    for table, frame in (
        ("protections", protections),
        ("protection_losses", losses),
        ("capabilities", capabilities),
        ("localized_protections", localized),
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


def append_log(path: Path, rows: Sequence[dict[str, Any]], *, wait: float | None = None) -> None:
    """Append refresh_log rows to a finished database, in one transaction, and checkpoint.

    A row already present (same started_at, source and outcome) is not added twice. Waits up
    to `wait` seconds (LOCK_WAIT) for readers to let go of the file; raises duckdb.Error if
    they don't, or if the database can't be written.
    """
    columns = ", ".join(LOG_COLUMNS)
    placeholders = ", ".join("?" for _ in LOG_COLUMNS)
    con = _connect(path, read_only=False, wait=LOCK_WAIT if wait is None else wait)
    try:
        con.execute("BEGIN TRANSACTION")
        for row in rows:
            values = [row.get(column) for column in LOG_COLUMNS]
            con.execute(
                f"INSERT INTO refresh_log ({columns}) SELECT {placeholders} "
                "WHERE NOT EXISTS (SELECT 1 FROM refresh_log "
                "WHERE started_at = ? AND source = ? AND outcome = ?)",
                [*values, row.get("started_at"), row.get("source"), row.get("outcome")],
            )
        con.execute("COMMIT")
        # Fold the write-ahead log in now. Best effort: once committed the rows are durable
        # in the .wal file, and settle() or the refresh's swap deal with a leftover one.
        with contextlib.suppress(duckdb.Error):
            con.execute("CHECKPOINT")
    finally:
        with contextlib.suppress(duckdb.Error):
            con.close()


def last_success(path: Path) -> LastRefresh | None:
    """The newest successful build recorded in the database, if there is a database.

    Raises QueryError when the database can't be opened (corrupt, or held by a writer).
    """
    if not path.exists():
        return None
    with connect_readonly(path) as con:
        try:
            row = con.execute(
                """
                SELECT source, upstream_version, finished_at FROM refresh_log
                WHERE outcome = 'built' ORDER BY finished_at DESC LIMIT 1
                """
            ).fetchone()
        except duckdb.Error as exc:
            raise QueryError(f"cannot read {path.name}: {_first_line(exc)}") from exc
    return LastRefresh(*row) if row else None


@contextlib.contextmanager
def connect_readonly(
    path: Path, *, wait: float | None = None
) -> Iterator[duckdb.DuckDBPyConnection]:
    """A read-only connection to the current database.

    While a refresh writes its log row into the file (a fraction of a second) DuckDB refuses
    other processes: wait up to `wait` seconds (LOCK_WAIT) rather than fail the query.
    """
    if not path.exists():
        raise NoDatabaseError(f"no database at {path}: run `mtg-protection refresh` first")
    try:
        con = _connect(path, read_only=True, wait=LOCK_WAIT if wait is None else wait)
    except duckdb.Error as exc:
        if is_lock_conflict(exc):
            raise QueryError(
                f"cannot open {path.name} read-only: another process is writing it; try again"
            ) from exc
        raise QueryError(f"cannot open {path.name} read-only: {_first_line(exc)}") from exc
    try:
        yield con
    finally:
        con.close()


def wal_path(path: Path) -> Path:
    """DuckDB's write-ahead log beside a database file."""
    return path.with_name(path.name + ".wal")


def settle(path: Path) -> bool:
    """Fold a leftover write-ahead log into the current database, so a swap can't orphan it.

    Best effort, without waiting: returns False when the log is still there (a reader holds
    the database open, or the file is unreadable); the refresh then discards it at the swap.
    """
    wal = wal_path(path)
    if not (path.exists() and wal.exists()):
        return True
    try:
        con = _connect(path, read_only=False, wait=0.0)
    except duckdb.Error:
        return False
    try:
        con.execute("CHECKPOINT")
    except duckdb.Error:
        return False
    finally:
        with contextlib.suppress(duckdb.Error):
            con.close()
    return not wal.exists()


def is_lock_conflict(exc: BaseException) -> bool:
    """Whether a DuckDB error says another process holds the file (and retrying may help)."""
    text = str(exc)
    return "Could not set lock" in text or "Conflicting lock" in text


def _connect(path: Path, *, read_only: bool, wait: float) -> duckdb.DuckDBPyConnection:
    # DuckDB refuses a read-write open while any other process has the file open, and a
    # read-only open while another process writes it; both sides hold it only briefly.
    deadline = time.monotonic() + wait
    while True:
        try:
            return duckdb.connect(str(path), read_only=read_only)
        except duckdb.Error as exc:
            if not is_lock_conflict(exc) or time.monotonic() >= deadline:
                raise
        time.sleep(_LOCK_POLL)


def sql_files() -> list[Path]:
    """Every .sql file of the project (for the test that executes them all)."""
    return sorted(resource_dir("sql").rglob("*.sql"))


def _first_line(exc: BaseException) -> str:
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
