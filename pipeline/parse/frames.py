"""What every parser's frames are made with: parsed records (msgspec Structs) turned into
load-ready frames, column by column. Each parser has a frames module of its own
(protection_frames, capability_frames, localized_frames) that runs it over the loaded faces or
printed texts, so a parser's version (store/reuse.py) digests its own code only.

Parsers are pure functions of one face's text. Faces are already one per oracle card (the
collector drops reprints), so each text is parsed once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from operator import attrgetter
from typing import Any

import msgspec
import polars as pl
import pyarrow as pa

# One face as the capability parser reads it: oracle_id, face_index, name, oracle_text,
# type_line, its card's keywords, the face's colors, its mana cost and its printed loyalty
# (CardCollector.on_faces hands these over).
FaceRow = tuple[str, int, str, str, str, tuple[str, ...], tuple[str, ...], str, str]


def face_rows(faces: pl.DataFrame, keywords: Mapping[str, Sequence[str]]) -> list[FaceRow]:
    """The FaceRow of each face of a card_faces frame, with its card's `keywords` (by oracle id)."""
    return [
        (
            oracle_id,
            index,
            name,
            text,
            type_line,
            tuple(keywords.get(oracle_id, ())),
            tuple(colors or ()),
            mana_cost or "",
            loyalty or "",
        )
        for oracle_id, index, name, text, type_line, colors, mana_cost, loyalty in faces.select(
            "oracle_id",
            "face_index",
            "name",
            "oracle_text",
            "type_line",
            "colors",
            "mana_cost",
            "loyalty",
        ).iter_rows()
    ]


@cache
def record_columns(record: type[msgspec.Struct], prefix: str = "") -> dict[str, str]:
    """A parsed record's table columns, each with the attribute path that holds it: one column
    per field, and a field holding a nested Struct (a Protection's `predicate`, a Capability's
    `object`) flattened into one column per field of its own, named with the nested Struct's
    `column_prefix`. The table's columns are these (tests/test_schema.py checks schema.sql)."""
    columns: dict[str, str] = {}
    for field in msgspec.structs.fields(record):
        kind = field.type
        if isinstance(kind, type) and issubclass(kind, msgspec.Struct):
            nested = record_columns(kind, getattr(kind, "column_prefix", ""))
            columns.update({name: f"{field.name}.{path}" for name, path in nested.items()})
        else:
            columns[prefix + field.name] = field.name
    return columns


class Rows:
    """Parsed items (msgspec Structs of one type) with the face each came from, turned into a
    frame column by column through Arrow: one column per record column (record_columns; tuples
    become lists, types inferred as Polars would), then oracle_id, face_index and an optional
    row id."""

    def __init__(self) -> None:
        self.items: list[Any] = []
        self.oracle_ids: list[str] = []
        self.face_indexes: list[int] = []

    def add(self, oracle_id: str, face_index: int, items: list[Any]) -> None:
        if items:
            self.items += items
            self.oracle_ids += [oracle_id] * len(items)
            self.face_indexes += [face_index] * len(items)

    def frame(self, id_column: str | None = None) -> pl.DataFrame | None:
        """The rows as a frame (None when there are none); `id_column` numbers them from 0,
        a stable integer id (its position), the key the SQL joins on."""
        if not self.items:
            return None
        record: type[msgspec.Struct] = type(self.items[0])
        columns = {
            name: pa.array(list(map(attrgetter(path), self.items)))
            for name, path in record_columns(record).items()
        }
        columns["oracle_id"] = pa.array(self.oracle_ids, pa.string())
        columns["face_index"] = pa.array(self.face_indexes, pa.int64())
        if id_column is not None:
            columns[id_column] = pa.array(range(len(self.items)), pa.int64())
        return pl.DataFrame(pa.table(columns))
