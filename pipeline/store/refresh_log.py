"""The refresh log's three sinks: a JSON line per refresh in data/refresh.log (append-only,
best effort), a row in the current database's refresh_log, and, when the database can't be
written (a reader holds it, or another refresh owns it), a file per row in
data/refresh_log.pending/ that the next refresh able to writes into the database."""

from __future__ import annotations

import contextlib
import json
import os
import time
import uuid
from datetime import datetime
from pathlib import Path

import duckdb
import msgspec

from pipeline.paths import DataPaths
from pipeline.store import connect as db
from pipeline.store.connect import RefreshLogRow

LOG_NAME = "refresh.log"  # every refresh as a JSON line, append-only
PENDING_DIR = "refresh_log.pending"  # rows not yet written into the database, a file each


def log_row(
    started: datetime,
    source: str,
    version: str | None,
    outcome: str,
    message: str | None,
    clock: float | None,
    counts: dict[str, int],
) -> RefreshLogRow:
    duration = 0.0 if clock is None else time.monotonic() - clock
    return RefreshLogRow(
        started_at=started,
        finished_at=started.fromtimestamp(started.timestamp() + duration, started.tzinfo),
        source=source,
        upstream_version=version,
        outcome=outcome,
        message=message,
        n_sets=counts.get("sets"),
        n_cards=counts.get("cards"),
        n_printings=counts.get("printings"),
        n_protections=counts.get("protections"),
        duration_s=round(duration, 3),
    )


def record(paths: DataPaths, row: RefreshLogRow) -> None:
    """Log a refresh that did not build: in data/refresh.log, and in the current database."""
    append_json(paths.root / LOG_NAME, row)
    if paths.database.exists():
        waiting, pending_files = pending(paths)
        try:
            db.append_log(paths.database, [*waiting, row])
        except (duckdb.Error, OSError):
            pass  # a reader holds it, or it is unreadable: keep the row for later
        else:
            for done in pending_files:
                unlink_quietly(done)
            return
    pend(paths, row)


def pend(paths: DataPaths, row: RefreshLogRow) -> None:
    """Keep a row for the next refresh that can write it: one file, which appears whole."""
    folder = paths.root / PENDING_DIR
    name = f"{row.started_at:%Y%m%dT%H%M%S%f}-{uuid.uuid4().hex[:8]}.json"
    with contextlib.suppress(OSError):
        folder.mkdir(exist_ok=True)
        part = folder / f".{name}.part"
        part.write_text(_json_line(row), encoding="utf-8")
        os.replace(part, folder / name)


def pending(paths: DataPaths) -> tuple[list[RefreshLogRow], list[Path]]:
    """The rows waiting to be written, oldest first, and their files (to delete once written)."""
    files = sorted((paths.root / PENDING_DIR).glob("*.json"))
    rows = []
    for file in files:
        try:
            fields = json.loads(file.read_text(encoding="utf-8"))
            for key in ("started_at", "finished_at"):
                fields[key] = datetime.fromisoformat(fields[key])
            rows.append(RefreshLogRow(**fields))
        except (OSError, ValueError, KeyError, TypeError):
            continue  # unreadable: dropped with the others once they are written
    return rows, files


def _json_line(row: RefreshLogRow) -> str:
    """A row as data/refresh.log has always written it (timestamps as str() gives them)."""
    return json.dumps(msgspec.structs.asdict(row), default=str)


def append_json(path: Path, row: RefreshLogRow) -> None:
    # Best effort: on a full disk this fails too, and must not hide the refresh's own error.
    with contextlib.suppress(OSError), path.open("a", encoding="utf-8") as fh:
        fh.write(_json_line(row) + "\n")


def unlink_quietly(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()
