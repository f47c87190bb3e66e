"""The capability parser (capabilities.py) over card faces: the capabilities frame, for the
faces loaded or batch by batch as they arrive."""

from __future__ import annotations

from collections.abc import Iterable

import polars as pl

from pipeline.parse.capabilities import parse_capabilities
from pipeline.parse.frames import FaceRow, Rows, face_rows


class CapabilityRows:
    """Capability rows parsed batch by batch, as faces arrive (pipeline/helpers/capabilities.py feeds
    them while the source is still decoding); `frame()` is what capability_frame returns.
    Each batch becomes a frame as soon as it is parsed, so little is left once the last
    one arrives."""

    def __init__(self) -> None:
        self._parts: list[pl.DataFrame] = []

    def add(self, faces: Iterable[FaceRow]) -> None:
        rows = Rows()
        for (
            oracle_id,
            face_index,
            name,
            text,
            type_line,
            keywords,
            colors,
            mana_cost,
            loyalty,
        ) in faces:
            found = parse_capabilities(
                text or "",
                type_line or "",
                name,
                tuple(keywords),
                tuple(colors or ()),
                mana_cost or "",
                loyalty or "",
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
    rows.add(face_rows(faces, keywords))
    return rows.frame()
