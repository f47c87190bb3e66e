"""Building a new database from normalised frames.

A build writes a complete database into a staging file (the tables, the parsed protections
and capabilities, then sql/internal and sql/views in dependency order) and checkpoints it;
refresh.py then swaps it in.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import duckdb
import polars as pl

from pipeline.errors import BuildError, first_line
from pipeline.parse.frames import capability_frame, localized_protection_frame, protection_frames
from pipeline.progress import ProgressHook
from pipeline.resources import sql_text
from pipeline.rules import rule_rows
from pipeline.store.connect import table_counts
from pipeline.store.sql_files import model_files


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
        raise BuildError(f"cannot create {path.name}: {first_line(exc)}") from exc
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
            for path in model_files():
                con.execute(path.read_text(encoding="utf-8"))
            if previous is not None and previous.exists():
                _copy_history(con, previous)
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
    return counts


def _load_cards(con: duckdb.DuckDBPyConnection, frames: dict[str, pl.DataFrame]) -> None:
    for name, frame in frames.items():
        con.register(f"new_{name}", frame.to_arrow())
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
