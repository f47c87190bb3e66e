"""Run the protection and capability parsers over the loaded card faces, returning load-ready frames.

Parsers are pure functions of one face's text. Faces are already one per oracle card (the
collector drops reprints), so each text is parsed once.
"""

from __future__ import annotations

from typing import Any

import msgspec
import polars as pl

from pipeline.capabilities import parse_capabilities
from pipeline.protection import parse_protections, parse_protection_losses


def _rows(oracle_id: str, face_index: int, items: list[Any]) -> list[dict[str, Any]]:
    out = []
    for item in items:
        row = msgspec.structs.asdict(item)
        for key, value in row.items():
            if isinstance(value, tuple):
                row[key] = list(value)
        row["oracle_id"] = oracle_id
        row["face_index"] = face_index
        out.append(row)
    return out


def _number(rows: list[dict[str, Any]], key: str) -> None:
    """Give each row a stable integer id (its position), the key the SQL joins on."""
    for index, row in enumerate(rows):
        row[key] = index


def _frame(rows: list[dict[str, Any]]) -> pl.DataFrame | None:
    return pl.DataFrame(rows, infer_schema_length=None) if rows else None


def protection_frames(
    faces: pl.DataFrame, subtypes: frozenset[str]
) -> tuple[pl.DataFrame | None, pl.DataFrame | None]:
    """(protections, protection_losses) rows for every face whose text mentions protection."""
    protections: list[dict[str, Any]] = []
    losses: list[dict[str, Any]] = []
    candidates = faces.filter(pl.col("oracle_text").str.contains("(?i)protection"))
    for oracle_id, face_index, name, text in candidates.select(
        "oracle_id", "face_index", "name", "oracle_text"
    ).iter_rows():
        protections += _rows(oracle_id, face_index, parse_protections(text, name, subtypes))
        losses += _rows(oracle_id, face_index, parse_protection_losses(text, name, subtypes))
    _number(protections, "protection_id")
    return _frame(protections), _frame(losses)


def capability_frame(faces: pl.DataFrame, keywords: dict[str, list[str]]) -> pl.DataFrame | None:
    """Capability rows for every face (what it can target, damage, block, attach to)."""
    rows: list[dict[str, Any]] = []
    for oracle_id, face_index, name, text, type_line in faces.select(
        "oracle_id", "face_index", "name", "oracle_text", "type_line"
    ).iter_rows():
        found = parse_capabilities(
            text or "", type_line or "", name, tuple(keywords.get(oracle_id, ()))
        )
        rows += _rows(oracle_id, face_index, found)
    _number(rows, "capability_id")
    return _frame(rows)
