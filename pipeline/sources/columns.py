"""The column buffers the card collector fills, and the Polars frames built from them.

The buffers hold no Python object per row or per list cell: a table's rows are consecutive
items of one flat list (`RowBuffer`), a list column is its values and offsets (`ListColumn`).
Appending is then one call, the garbage collector has no million small containers to walk
once it runs again, and the frames are built from flat lists, which costs Arrow and Polars far
less than a list per cell. Each schema maps a column to its kind: str (String), strs
(List(String)), f64 (Float64), i32 (Int32), bool (Boolean).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # polars and pyarrow are imported when frames are built, not by every source
    import polars as pl


class ListColumn:
    """A List(String) column as its values, end to end, and where each row's values end."""

    __slots__ = ("offsets", "values")

    def __init__(self) -> None:
        self.values: list[str] = []
        self.offsets: list[int] = [0]

    def append(self, items: Iterable[str]) -> None:
        self.values.extend(items)
        self.offsets.append(len(self.values))


class RowBuffer:
    """A table's rows with a fixed schema, kept as consecutive items of one flat list (add a
    row with `items.extend(row)`, in the schema's order) and moved into a DataFrame once
    `items` reaches `limit` (call `flush`): a DataFrame holds the strings in about a third of
    the memory of Python strings, and the garbage collector never walks it."""

    __slots__ = ("_flushed", "_frames", "items", "limit", "schema")

    def __init__(self, schema: Mapping[str, str], batch_rows: int) -> None:
        self.schema = schema
        self.items: list[object] = []
        self.limit = batch_rows * len(schema)
        self._frames: list[pl.DataFrame] = []
        self._flushed = 0  # rows moved into _frames

    def __len__(self) -> int:
        return self._flushed + len(self.items) // len(self.schema)

    def flush(self) -> None:
        if not self.items:
            return
        width = len(self.schema)
        columns = {name: self.items[i::width] for i, name in enumerate(self.schema)}
        self._frames.append(frame(self.schema, columns))
        self._flushed += len(self.items) // width
        self.items.clear()

    def add_frame(self, rows: pl.DataFrame) -> None:
        """Append rows that are already a DataFrame of this schema."""
        self.flush()
        self._frames.append(rows)
        self._flushed += rows.height

    def frame(self) -> pl.DataFrame:
        """All rows so far, in the order they came."""
        import polars as pl

        self.flush()
        if not self._frames:
            return frame(self.schema, {name: [] for name in self.schema})
        return pl.concat(self._frames, rechunk=False)


def frame(
    schema: Mapping[str, str],
    columns: Mapping[str, Sequence[object]],
    lists: Mapping[str, ListColumn] | None = None,
) -> pl.DataFrame:
    """A DataFrame of the schema's columns, in its order: scalar columns from `columns`, list
    columns from `lists`."""
    import polars as pl

    lists = lists or {}
    series = [
        _list_series(name, lists[name]) if kind == "strs" else _series(name, kind, columns[name])
        for name, kind in schema.items()
    ]
    return pl.DataFrame(series)


def _series(name: str, kind: str, values: Sequence[object]) -> pl.Series:
    import polars as pl

    dtype = {"str": pl.String, "f64": pl.Float64, "i32": pl.Int32, "bool": pl.Boolean}[kind]
    return pl.Series(name, values, dtype=dtype)


def _list_series(name: str, column: ListColumn) -> pl.Series:
    """A List(String) Series built by Arrow from offsets and values (string views, which
    Polars takes without converting them)."""
    import polars as pl
    import pyarrow as pa

    array = pa.ListArray.from_arrays(
        pa.array(column.offsets, type=pa.int32()),
        pa.array(column.values, type=pa.string_view()),
    )
    return pl.Series(name, array)
