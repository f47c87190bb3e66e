"""The localized protection parser (localized.py) over printed texts: the
localized_protections frame."""

from __future__ import annotations

import polars as pl

from pipeline.parse.frames import Rows
from pipeline.parse.localized import (
    PRINTED_KEYWORDS,
    SUPPORTED_LANGS,
    parse_localized_protections,
)


def localized_protection_frame(names: pl.DataFrame) -> pl.DataFrame | None:
    """Protection qualities found in printed (non-English) texts, one row per quality, with
    the printed text they came from (for protection_translation_check)."""
    rows = Rows()
    printed_texts: list[str] = []
    langs: list[str] = []
    candidates = names.filter(
        pl.col("lang").is_in(sorted(SUPPORTED_LANGS))
        & pl.col("printed_text").str.contains(PRINTED_KEYWORDS)
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
