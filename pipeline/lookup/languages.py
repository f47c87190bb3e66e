"""`--lang CODE`: a printed language's code, checked against the languages the database holds,
for every command that takes it (check, answers, report, run)."""

from __future__ import annotations

import re

import duckdb

from pipeline.errors import UsageError


def normalize_lang(lang: str | None) -> str | None:
    """`--lang` as given -> a card_names code, or None for English (None, '', 'en')."""
    code = (lang or "").strip().lower()
    if code in ("", "en"):
        return None
    if not re.fullmatch(r"[a-z]{2,3}", code):
        raise UsageError(f"--lang {lang!r} is not a language code (it, ru, de, fr, es, pt, ...)")
    return code


def loaded_langs(con: duckdb.DuckDBPyConnection) -> list[str]:
    rows = con.execute("SELECT DISTINCT lang FROM card_names ORDER BY lang").fetchall()
    return [lang for (lang,) in rows]


def require_lang(con: duckdb.DuckDBPyConnection, lang: str | None) -> str | None:
    """The code of a language the database has printed names in (None for English); any other
    is a usage error naming the loaded ones, so a typo never answers in English silently."""
    code = normalize_lang(lang)
    if code is None:
        return None
    loaded = loaded_langs(con)
    if code not in loaded:
        raise UsageError(
            f"no card names printed in {code!r} are loaded (languages loaded: "
            f"{', '.join(loaded) or 'none'}); MTGJSON (--source mtgjson) or Scryfall's "
            "all_cards (--bulk-type all_cards) have them"
        )
    return code
