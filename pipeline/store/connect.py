"""Opening the current database: read-only connections, the refresh log's rows, locks and the WAL.

The read side (check, answers, sql, status, report) imports only this module of store/, so it
never loads the build side's parsers, polars or pyarrow.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import duckdb
import msgspec

from pipeline.errors import NoDatabaseError, PipelineError, QueryError, first_line
from pipeline.interrupts import watch

# How long a reader, or the refresh writing its log row, waits for the other to let go of the
# database file. Each normally holds it for well under a second.
LOCK_WAIT = 5.0
_LOCK_POLL = 0.05


class RefreshLogRow(msgspec.Struct, frozen=True, kw_only=True):
    """One refresh attempt: a row of the refresh_log table, and a line of data/refresh.log."""

    started_at: datetime
    finished_at: datetime
    source: str
    upstream_version: str | None
    outcome: str  # a vocabulary.Outcome
    message: str | None
    n_sets: int | None = None  # the counts of a build; None when it built nothing
    n_cards: int | None = None
    n_printings: int | None = None
    n_protections: int | None = None
    duration_s: float


LOG_COLUMNS: tuple[str, ...] = RefreshLogRow.__struct_fields__


@dataclass(frozen=True)
class LastRefresh:
    source: str
    upstream_version: str | None
    finished_at: datetime


def table_counts(con: duckdb.DuckDBPyConnection) -> dict[str, int]:
    names = ("sets", "cards", "card_faces", "printings", "rulings", "protections", "capabilities")
    return {name: con.execute(f"SELECT count(*) FROM {name}").fetchone()[0] for name in names}  # type: ignore[index]


def append_log(path: Path, rows: Sequence[RefreshLogRow], *, wait: float | None = None) -> None:
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
            values = [getattr(row, column) for column in LOG_COLUMNS]
            con.execute(
                f"INSERT INTO refresh_log ({columns}) SELECT {placeholders} "
                "WHERE NOT EXISTS (SELECT 1 FROM refresh_log "
                "WHERE started_at = ? AND source = ? AND outcome = ?)",
                [*values, row.started_at, row.source, row.outcome],
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
            raise QueryError(f"cannot read {path.name}: {first_line(exc)}") from exc
    return LastRefresh(*row) if row else None


def was_built(path: Path, started_at: datetime) -> bool:
    """Whether the current database is the one the refresh started at `started_at` built (its
    'built' row goes in before the swap): a refresh stopped after its swap succeeded. False
    when there is no database or it can't be read."""
    if not path.exists():
        return False
    try:
        with connect_readonly(path) as con:
            row = con.execute(
                "SELECT count(*) FROM refresh_log WHERE outcome = 'built' AND started_at = ?",
                [started_at],
            ).fetchone()
    except (duckdb.Error, PipelineError):
        return False
    return bool(row and row[0])


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
        raise QueryError(f"cannot open {path.name} read-only: {first_line(exc)}") from exc
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
            return watch(duckdb.connect(str(path), read_only=read_only))
        except duckdb.Error as exc:
            if not is_lock_conflict(exc) or time.monotonic() >= deadline:
                raise
        time.sleep(_LOCK_POLL)
