"""Building a new database from normalised frames.

A build writes a complete database into a staging file (the tables, the parsed protections
and capabilities, then sql/internal and sql/views in dependency order, while the printed names
and rulings load beside them) and checkpoints it; refresh.py then swaps it in.
"""

from __future__ import annotations

import contextlib
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import duckdb
import polars as pl
import pyarrow as pa

from pipeline.errors import BuildError, first_line
from pipeline.helpers.capabilities import CapabilityWorker
from pipeline.helpers.plan import WAIT_S
from pipeline.interrupts import watch
from pipeline.progress import ProgressHook
from pipeline.reasons import reason_rows
from pipeline.resources import sql_text
from pipeline.rules import rule_rows
from pipeline.sources.base import DataVersion
from pipeline.store.changes import copy_history, record_changes
from pipeline.store.connect import table_counts
from pipeline.store.reuse import CAPABILITIES, LOCALIZED, PREVIOUS, PROTECTIONS, ParseJob
from pipeline.store.sql_files import build_check_files, model_files
from pipeline.vocabulary import era_rows, vocabulary_rows


@dataclass(frozen=True)
class Built:
    """A finished build: its row counts and what it did without (e.g. history it dropped)."""

    counts: dict[str, int]
    warnings: tuple[str, ...] = ()


def build(
    path: Path,
    frames: dict[str, pl.DataFrame],
    *,
    previous: Path | None,
    started_at: datetime,
    progress: ProgressHook,
    data_version: DataVersion,
    capabilities: CapabilityWorker | None = None,
    wait_s: float = WAIT_S,
    threads: int | None = None,
) -> Built:
    """Write a complete database at `path` (which must not exist); returns its row counts and
    warnings.

    `previous`, the database this one replaces, is the parse cache (store/reuse.py) and what
    the changes are recorded against (store/changes.py, keyed by `started_at`). The frames are
    consumed: once loaded they are dropped, before the changes are recorded. `capabilities`, if given, is parsing every face's capabilities
    in its own process (used unless the previous build's rows can be reused; one that fails or
    takes longer than `wait_s` is a warning, and the build parses in-process). `threads` is
    how many DuckDB builds with (None: its default, one per core)."""
    try:
        con = watch(duckdb.connect(str(path)))
        if threads is not None:
            con.execute(f"SET threads = {int(threads)}")
    except duckdb.Error as exc:
        raise BuildError(f"cannot create {path.name}: {first_line(exc)}") from exc
    failed = True
    try:
        with con:
            progress.step("load tables")
            con.execute(sql_text("schema.sql"))
            _insert_rows(con, "rules", list(rule_rows()))
            _insert_rows(con, "internal.reason_sentences", list(reason_rows()))
            _insert_rows(con, "vocabulary", list(vocabulary_rows()))
            _insert_rows(con, "eras", list(era_rows()))
            has_previous = _attach_previous(con, previous)
            with ParseJob(
                con, frames, has_previous=has_previous, capabilities=capabilities, wait_s=wait_s
            ) as parsing:
                _load_cards(con, frames)
                for name in _CARD_FRAMES:  # loaded: free them before the models build
                    del frames[name]
                con.execute(
                    "INSERT INTO data_source VALUES (?, ?, ?, ?)",
                    [
                        data_version.kind,
                        data_version.version,
                        data_version.version_date,
                        data_version.file_name,
                    ],
                )
                progress.step("parse protections and capabilities")
                parsing.finish(con, PROTECTIONS)
                parsing.finish(con, CAPABILITIES)
                # No derived table reads the printed names, the rulings or the localized
                # protections (only views do): they load on a cursor of their own while the
                # models build, on the CPU the models leave idle.
                with ThreadPoolExecutor(max_workers=1, thread_name_prefix="names") as side:
                    names = side.submit(_load_names, con.cursor(), frames, parsing)
                    progress.step("build views")
                    for model in model_files():
                        con.execute(model.read_text(encoding="utf-8"))
                    names.result()
                frames.clear()
            progress.step("check the verdicts")
            _run_build_checks(con)
            progress.step("record what changed")
            record_changes(con, started_at, has_previous=has_previous)
            warnings = list(parsing.warnings)
            if has_previous:
                warnings += copy_history(con)
                con.execute(f"DETACH {PREVIOUS}")
            counts = table_counts(con)
            con.execute("CHECKPOINT")
        failed = False
    except duckdb.Error as exc:
        # e.g. "IO Error: Could not write file ...: No space left on device"
        raise BuildError(f"building the database failed: {first_line(exc)}") from exc
    finally:
        if failed:
            # Closing a connection whose file can't be written fails too; that second
            # error must not hide the first (the caller deletes the staging file anyway).
            with contextlib.suppress(duckdb.Error):
                con.close()
        else:
            con.close()
    return Built(counts, tuple(warnings))


def _run_build_checks(con: duckdb.DuckDBPyConnection) -> None:
    """A BuildError naming the first check of sql/checks/build/ that returns a row: a verdict
    without its reason or rule, a packed key past its bounds, a view that lost rows."""
    for check in build_check_files():
        offending = con.execute(check.read_text(encoding="utf-8")).fetchmany(3)
        if offending:
            raise BuildError(f"data check {check.stem} failed: {offending}")


def _insert_rows(
    con: duckdb.DuckDBPyConnection, table: str, rows: list[tuple[object, ...]]
) -> None:
    """Insert a few hundred rows with one statement: executemany runs one statement per row,
    which shows in a build's time for the rules and the vocabulary."""
    row = f"({', '.join('?' * len(rows[0]))})"
    con.execute(
        f"INSERT INTO {table} VALUES {', '.join([row] * len(rows))}", [v for r in rows for v in r]
    )


# The frames _load_cards loads, and those _load_names loads while the models build.
_CARD_FRAMES = ("sets", "printings", "cards", "card_faces")
_NAME_FRAMES = ("card_names", "rulings")


def _one_chunk(frame: pl.DataFrame) -> pa.Table:
    """The frame as one Arrow chunk (a copy only if it has several, as the collector's batched
    frames do). DuckDB's parallel insert writes several chunks into partial row groups, which
    the next checkpoint merges by writing them again: card_names' 65536-row batches on
    AllPrintings cost CPU at the build's checkpoint, and leave free blocks in the file."""
    return frame.rechunk().to_arrow()


def _load_cards(con: duckdb.DuckDBPyConnection, frames: dict[str, pl.DataFrame]) -> None:
    """Load the sets, printings, cards and faces in one transaction: its commit writes them
    into the file at once, where statement by statement they went through the write-ahead
    log first (18 MB on AllPrintings) and were written again by a checkpoint."""
    for name in _CARD_FRAMES:
        con.register(f"new_{name}", _one_chunk(frames[name]))
    con.begin()
    con.execute(
        """
        INSERT INTO sets
        SELECT s.set_code, s.name, s.set_type, TRY_CAST(s.released_at AS DATE) AS released_at,
               internal.era_of(TRY_CAST(s.released_at AS DATE)),
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
        SELECT c.*, f.first_released_at, f.first_set_code,
               -- the era of the printing's own date, not of its (promo) set's date
               internal.era_of(f.first_released_at) AS first_era,
               f.n_printings
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
    con.commit()
    for name in _CARD_FRAMES:
        con.unregister(f"new_{name}")


def _load_names(
    cursor: duckdb.DuckDBPyConnection, frames: dict[str, pl.DataFrame], parsing: ParseJob
) -> None:
    """Load the printed names and the rulings, and the localized protections parsed from the
    printed texts, on `cursor` (closed when done)."""
    with cursor:
        for name in _NAME_FRAMES:
            cursor.register(f"new_{name}", _one_chunk(frames[name]))
        _insert_names(cursor)
        for name in _NAME_FRAMES:
            cursor.unregister(f"new_{name}")
        parsing.finish(cursor, LOCALIZED)


def _insert_names(con: duckdb.DuckDBPyConnection) -> None:
    con.execute(
        """
        INSERT INTO card_names
        SELECT f.oracle_id, 'en', f.face_index, f.name, f.oracle_text, f.type_line FROM card_faces AS f
        UNION ALL
        SELECT n.* FROM new_card_names AS n
        WHERE n.lang <> 'en' AND n.oracle_id IN (SELECT oracle_id FROM cards)
        """
    )
    con.execute(  # Scryfall's file rules on every oracle id, tokens and extras too: keep ours
        """
        INSERT INTO rulings
        SELECT DISTINCT r.oracle_id, TRY_CAST(r.published_at AS DATE), r.source, r.text
        FROM new_rulings AS r
        WHERE r.oracle_id IN (SELECT oracle_id FROM cards)
        """
    )


def _attach_previous(con: duckdb.DuckDBPyConnection, previous: Path | None) -> bool:
    """Attach the database being replaced read-only as `previous`, if it is a readable build."""
    if previous is None or not previous.exists():
        return False
    try:
        con.execute(f"ATTACH ? AS {PREVIOUS} (READ_ONLY)", [str(previous)])
    except duckdb.Error:
        return False  # unreadable, or held by a writer: a build from scratch, a first build
    try:
        con.execute(f"SELECT oracle_id, oracle_text FROM {PREVIOUS}.main.cards LIMIT 1").fetchall()
    except duckdb.Error:
        con.execute(f"DETACH {PREVIOUS}")
        return False  # not one of our databases
    return True
