"""Ad-hoc, read-only SQL over the current database, streamed to table, CSV, JSON or Parquet.

The connection is opened read-only and with external access disabled (no ATTACH, COPY, or
file reads/writes from SQL), and that configuration is locked, so a query can only read.
"""

from __future__ import annotations

import csv
import json
import sys
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

import duckdb

from pipeline.errors import QueryError, first_line
from pipeline.store.connect import connect_readonly

if TYPE_CHECKING:  # pyarrow loads only when a query is exported, so `sql` starts fast
    import pyarrow as pa

FORMATS = ("table", "csv", "json", "jsonl", "parquet")
BATCH_ROWS = 10_000


def _lock_down(con: duckdb.DuckDBPyConnection) -> None:
    con.execute("SET enable_external_access = false")
    con.execute("SET lock_configuration = true")


def _relation(
    con: duckdb.DuckDBPyConnection, query: str, params: list[Any] | None
) -> duckdb.DuckDBPyRelation:
    try:
        relation = con.sql(query, params=params or None)
    except duckdb.Error as exc:
        raise QueryError(_explain(exc)) from exc
    if relation is None:
        raise QueryError("the statement returned no result set")
    return relation


def fetch_table(
    database: Path, query: str, *, limit: int | None, params: list[Any] | None = None
) -> tuple[list[str], list[tuple[Any, ...]], bool]:
    """(columns, up to `limit` rows, whether more rows were left out)."""
    with connect_readonly(database) as con:
        _lock_down(con)
        relation = _relation(con, query, params)
        try:
            if not limit:
                return list(relation.columns), relation.fetchall(), False
            # LIMIT on the relation, not a fetch cut short: DuckDB then computes only what
            # is shown (a top-N for ORDER BY) instead of the whole result.
            rows = relation.limit(limit + 1).fetchall()
        except duckdb.Error as exc:
            raise QueryError(_explain(exc)) from exc
        return list(relation.columns), rows[:limit], len(rows) > limit


def export(
    database: Path, query: str, *, fmt: str, out: Path | None, params: list[Any] | None = None
) -> int:
    """Stream the result to CSV, a JSON array, JSON Lines or Parquet (`out`, or stdout for
    text); returns rows written."""
    if fmt not in FORMATS or fmt == "table":
        raise QueryError(f"unknown export format {fmt!r} (csv, json, jsonl or parquet)")
    if fmt == "parquet" and out is None:
        raise QueryError("--format parquet needs --out FILE")
    with connect_readonly(database) as con:
        _lock_down(con)
        relation = _relation(con, query, params)
        try:
            reader = relation.to_arrow_reader(BATCH_ROWS)
        except duckdb.Error as exc:
            raise QueryError(_explain(exc)) from exc
        if fmt == "parquet" and out is not None:  # refused above without one
            return _write_parquet(reader, out)
        with _open_text(out) as fh:
            if fmt == "csv":
                return _write_csv(reader, fh)
            return _write_json(reader, fh, lines=fmt == "jsonl")


def _write_parquet(reader: pa.RecordBatchReader, out: Path) -> int:
    import pyarrow.parquet as pq

    count = 0
    with pq.ParquetWriter(str(out), reader.schema) as writer:
        for batch in reader:
            writer.write_batch(batch)
            count += batch.num_rows
    return count


def _write_csv(reader: pa.RecordBatchReader, fh: IO[str]) -> int:
    import pyarrow as pa

    writer = csv.writer(fh)
    writer.writerow(reader.schema.names)
    nested = [i for i, f in enumerate(reader.schema) if pa.types.is_nested(f.type)]
    count = 0
    for batch in reader:
        # Column-wise conversion: one batch at a time, without a dict per row.
        columns = [column.to_pylist() for column in batch.columns]
        for i in nested:
            columns[i] = [_csv_value(v) for v in columns[i]]
        writer.writerows(zip(*columns, strict=True))
        count += batch.num_rows
    return count


def _write_json(reader: pa.RecordBatchReader, fh: IO[str], *, lines: bool) -> int:
    """One object per row, streamed: JSON Lines (`lines`), or one JSON array, as sqlite-utils
    and DuckDB write it (an array even for one row or none)."""
    names = reader.schema.names
    encode = json.JSONEncoder(default=_json_default, ensure_ascii=False).encode
    count = 0
    if not lines:
        fh.write("[")
    for batch in reader:
        columns = [column.to_pylist() for column in batch.columns]
        for values in zip(*columns, strict=True):
            row = encode(dict(zip(names, values, strict=True)))
            if lines:
                fh.write(row + "\n")
            else:
                fh.write(("," if count else "") + "\n" + row)
            count += 1
    if not lines:
        fh.write("\n]\n" if count else "]\n")
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


# What DuckDB says when the read-only, locked-down connection stops a statement.
_REFUSALS = (
    "read-only",
    "read only",
    "external access",
    "disabled by configuration",
    "disabled through configuration",
    "configuration has been locked",
)


def _explain(exc: duckdb.Error) -> str:
    text = first_line(exc)
    if any(words in text.lower() for words in _REFUSALS):
        return f"refused: the sql command is read-only ({text})"
    return text
