"""Run the parsers over the loaded card faces and printed texts, returning load-ready frames.

Parsers are pure functions of one face's text. Faces are already one per oracle card (the
collector drops reprints), so each text is parsed once.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from operator import attrgetter
from typing import Any

import msgspec
import polars as pl
import pyarrow as pa

from pipeline.parse.capabilities import parse_capabilities
from pipeline.parse.card_facts import CardTraits
from pipeline.parse.localized import SUPPORTED_LANGS, parse_localized_protections
from pipeline.parse.protection import parse_protection_losses, parse_protections

# One face as the capability parser reads it: oracle_id, face_index, name, oracle_text,
# type_line, its card's keywords and the face's colors (CardCollector.on_faces hands these over).
FaceRow = tuple[str, int, str, str, str, tuple[str, ...], tuple[str, ...]]


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


class _Rows:
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


def protection_frames(
    faces: pl.DataFrame, subtypes: frozenset[str], keywords: dict[str, list[str]]
) -> tuple[pl.DataFrame | None, pl.DataFrame | None]:
    """(protections, protection_losses) rows for every face whose text mentions protection."""
    protections, losses = _Rows(), _Rows()
    candidates = faces.filter(pl.col("oracle_text").str.contains("(?i)protection"))
    for (
        oracle_id,
        face_index,
        name,
        text,
        types,
        face_subtypes,
        supertypes,
        colors,
    ) in candidates.select(
        "oracle_id",
        "face_index",
        "name",
        "oracle_text",
        "types",
        "subtypes",
        "supertypes",
        "colors",
    ).iter_rows():
        card = CardTraits(
            types=frozenset(types),
            subtypes=frozenset(face_subtypes),
            supertypes=frozenset(supertypes),
            colors=frozenset(colors),
            every_creature_type="Changeling" in keywords.get(oracle_id, ()),
        )
        protections.add(oracle_id, face_index, parse_protections(text, name, subtypes, card))
        losses.add(oracle_id, face_index, parse_protection_losses(text, name, subtypes))
    return protections.frame("protection_id"), losses.frame()


class CapabilityRows:
    """Capability rows parsed batch by batch, as faces arrive (pipeline/parse/worker.py feeds
    them while the source is still decoding); `frame()` is what capability_frame returns.
    Each batch becomes a frame as soon as it is parsed, so little is left once the last
    one arrives."""

    def __init__(self) -> None:
        self._parts: list[pl.DataFrame] = []

    def add(self, faces: Iterable[FaceRow]) -> None:
        rows = _Rows()
        for oracle_id, face_index, name, text, type_line, keywords, colors in faces:
            found = parse_capabilities(
                text or "", type_line or "", name, tuple(keywords), tuple(colors or ())
            )
            rows.add(oracle_id, face_index, found)
        part = rows.frame()
        if part is not None:
            self._parts.append(part)

    def frame(self) -> pl.DataFrame | None:
        """All rows, numbered from 0 in capability_id. A column a batch had no value in (Null)
        takes the type the others give it, as if the rows had been one batch."""
        if not self._parts:
            return None
        frame = pl.concat(self._parts, how="vertical_relaxed")
        return frame.with_columns(capability_id=pl.int_range(pl.len(), dtype=pl.Int64))


def capability_frame(faces: pl.DataFrame, keywords: dict[str, list[str]]) -> pl.DataFrame | None:
    """Capability rows for every face (what it can target, damage, block, attach to)."""
    rows = CapabilityRows()
    rows.add(
        (
            oracle_id,
            face_index,
            name,
            text,
            type_line,
            tuple(keywords.get(oracle_id, ())),
            tuple(colors or ()),
        )
        for oracle_id, face_index, name, text, type_line, colors in faces.select(
            "oracle_id", "face_index", "name", "oracle_text", "type_line", "colors"
        ).iter_rows()
    )
    return rows.frame()


# Words for "protection" in the printed languages the localised parser reads: a cheap filter
# so only texts that can hold a clause are parsed (see pipeline/parse/localized.py).
_PRINTED_PROTECTION = "(?i)protezion|защит|protecci|protection|schutz|prote[çc]"


def localized_protection_frame(names: pl.DataFrame) -> pl.DataFrame | None:
    """Protection qualities found in printed (non-English) texts, one row per quality, with
    the printed text they came from (for protection_translation_check)."""
    rows = _Rows()
    printed_texts: list[str] = []
    langs: list[str] = []
    candidates = names.filter(
        pl.col("lang").is_in(sorted(SUPPORTED_LANGS))
        & pl.col("printed_text").str.contains(_PRINTED_PROTECTION)
    ).unique(subset=["oracle_id", "face_index", "lang", "printed_text"], maintain_order=True)
    for oracle_id, face_index, lang, text in candidates.select(
        "oracle_id", "face_index", "lang", "printed_text"
    ).iter_rows():
        found = parse_localized_protections(text, lang)
        rows.add(oracle_id, face_index, found)
        printed_texts += [text] * len(found)
        langs += [lang] * len(found)
    frame = rows.frame()
    if frame is None:
        return None
    return frame.with_columns(lang=pl.Series(langs), printed_text=pl.Series(printed_texts))
