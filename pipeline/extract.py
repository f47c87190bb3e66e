"""Run the protection and capability parsers over the loaded card faces, returning load-ready frames.

Parsers are pure functions of one face's text. Faces are already one per oracle card (the
collector drops reprints), so each text is parsed once.
"""

from __future__ import annotations

from typing import Any

import polars as pl
import pyarrow as pa

from pipeline.capabilities import parse_capabilities
from pipeline.protection import parse_protection_losses, parse_protections


class _Rows:
    """Parsed items (msgspec Structs of one type) with the face each came from, turned into a
    frame column by column through Arrow: one column per Struct field (tuples become lists,
    types inferred as Polars would), then oracle_id, face_index and an optional row id."""

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
        fields: tuple[str, ...] = type(self.items[0]).__struct_fields__
        columns = {name: pa.array([getattr(i, name) for i in self.items]) for name in fields}
        columns["oracle_id"] = pa.array(self.oracle_ids, pa.string())
        columns["face_index"] = pa.array(self.face_indexes, pa.int64())
        if id_column is not None:
            columns[id_column] = pa.array(range(len(self.items)), pa.int64())
        frame = pl.from_arrow(pa.table(columns))
        assert isinstance(frame, pl.DataFrame)
        return frame


def protection_frames(
    faces: pl.DataFrame, subtypes: frozenset[str]
) -> tuple[pl.DataFrame | None, pl.DataFrame | None]:
    """(protections, protection_losses) rows for every face whose text mentions protection."""
    protections, losses = _Rows(), _Rows()
    candidates = faces.filter(pl.col("oracle_text").str.contains("(?i)protection"))
    for oracle_id, face_index, name, text in candidates.select(
        "oracle_id", "face_index", "name", "oracle_text"
    ).iter_rows():
        protections.add(oracle_id, face_index, parse_protections(text, name, subtypes))
        losses.add(oracle_id, face_index, parse_protection_losses(text, name, subtypes))
    return protections.frame("protection_id"), losses.frame()


def capability_frame(faces: pl.DataFrame, keywords: dict[str, list[str]]) -> pl.DataFrame | None:
    """Capability rows for every face (what it can target, damage, block, attach to)."""
    rows = _Rows()
    for oracle_id, face_index, name, text, type_line in faces.select(
        "oracle_id", "face_index", "name", "oracle_text", "type_line"
    ).iter_rows():
        found = parse_capabilities(
            text or "", type_line or "", name, tuple(keywords.get(oracle_id, ()))
        )
        rows.add(oracle_id, face_index, found)
    return rows.frame("capability_id")
