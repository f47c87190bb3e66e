"""Ad-hoc, read-only SQL over the current database, streamed to table, CSV, JSON or Parquet.

The connection is opened read-only and with external access disabled (no ATTACH, COPY, or
file reads/writes from SQL), and that configuration is locked, so a query can only read.
"""

from __future__ import annotations

import contextlib
import csv
import json
import sys
from collections.abc import Iterator
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import IO, Any

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq

from pipeline.db import connect_readonly
from pipeline.errors import QueryError

FORMATS = ("table", "csv", "json", "parquet")
BATCH_ROWS = 10_000


def _lock_down(con: duckdb.DuckDBPyConnection) -> None:
    con.execute("SET enable_external_access = false")
    con.execute("SET lock_configuration = true")


@contextlib.contextmanager
def _result(
    database: Path, query: str, params: list[Any] | None
) -> Iterator[duckdb.DuckDBPyConnection]:
    with connect_readonly(database) as con:
        _lock_down(con)
        try:
            result = con.execute(query, params or [])
        except duckdb.Error as exc:
            raise QueryError(_explain(exc)) from exc
        if result.description is None:
            raise QueryError("the statement returned no result set")
        yield result


def fetch_table(
    database: Path, query: str, *, limit: int | None, params: list[Any] | None = None
) -> tuple[list[str], list[tuple[Any, ...]], bool]:
    """(columns, up to `limit` rows, whether more rows were left out)."""
    with _result(database, query, params) as result:
        columns = [d[0] for d in result.description or ()]
        if not limit:
            return columns, result.fetchall(), False
        rows = result.fetchmany(limit + 1)
        return columns, rows[:limit], len(rows) > limit


def export(
    database: Path, query: str, *, fmt: str, out: Path | None, params: list[Any] | None = None
) -> int:
    """Stream the result to CSV, JSON Lines or Parquet (`out`, or stdout for text); returns rows written."""
    if fmt not in FORMATS or fmt == "table":
        raise QueryError(f"unknown export format {fmt!r} (csv, json or parquet)")
    if fmt == "parquet" and out is None:
        raise QueryError("--format parquet needs --out FILE")
    with connect_readonly(database) as con:
        _lock_down(con)
        try:
            relation = con.sql(query, params=params or None)
        except duckdb.Error as exc:
            raise QueryError(_explain(exc)) from exc
        if relation is None:
            raise QueryError("the statement returned no result set")
        try:
            reader = relation.to_arrow_reader(BATCH_ROWS)
        except duckdb.Error as exc:
            raise QueryError(_explain(exc)) from exc
        if fmt == "parquet":
            assert out is not None
            return _write_parquet(reader, out)
        with _open_text(out) as fh:
            return _write_csv(reader, fh) if fmt == "csv" else _write_json(reader, fh)


def _write_parquet(reader: pa.RecordBatchReader, out: Path) -> int:
    count = 0
    with pq.ParquetWriter(str(out), reader.schema) as writer:
        for batch in reader:
            writer.write_batch(batch)
            count += batch.num_rows
    return count


def _write_csv(reader: pa.RecordBatchReader, fh: IO[str]) -> int:
    writer = csv.writer(fh)
    writer.writerow(reader.schema.names)
    count = 0
    for batch in reader:
        for row in batch.to_pylist():
            writer.writerow([_csv_value(v) for v in row.values()])
            count += 1
    return count


def _write_json(reader: pa.RecordBatchReader, fh: IO[str]) -> int:
    """JSON Lines: one object per row, so any size streams."""
    count = 0
    for batch in reader:
        for row in batch.to_pylist():
            fh.write(json.dumps(row, default=_json_default, ensure_ascii=False) + "\n")
            count += 1
    return count


def _csv_value(value: Any) -> Any:
    return json.dumps(value, default=_json_default) if isinstance(value, list | dict) else value


def _json_default(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return float(value)
    return str(value)


class _open_text:
    def __init__(self, out: Path | None):
        self.out = out
        self.fh: IO[str] | None = None

    def __enter__(self) -> IO[str]:
        self.fh = self.out.open("w", encoding="utf-8", newline="") if self.out else sys.stdout
        return self.fh

    def __exit__(self, *exc: object) -> None:
        if self.out and self.fh:
            self.fh.close()


def _explain(exc: duckdb.Error) -> str:
    text = str(exc).strip().splitlines()[0]
    if "read-only" in text or "read only" in text or "external access" in text.lower():
        return f"refused: the sql command is read-only ({text})"
    return text
