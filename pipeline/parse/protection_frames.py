"""The protection parser (protection.py) over the loaded card faces: the protections and
protection_losses frames."""

from __future__ import annotations

import polars as pl

from pipeline.parse.card_facts import CardTraits
from pipeline.parse.frames import Rows
from pipeline.parse.protection import parse_protection_losses, parse_protections


def protection_frames(
    faces: pl.DataFrame, subtypes: frozenset[str], keywords: dict[str, list[str]]
) -> tuple[pl.DataFrame | None, pl.DataFrame | None]:
    """(protections, protection_losses) rows for every face whose text mentions protection."""
    protections, losses = Rows(), Rows()
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
