"""Report data about languages: card names as printed in one language (`report --lang`), and
the printed-text-vs-oracle-text page built from the protection_translation_check view.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import duckdb
import msgspec

from pipeline.errors import QueryError
from pipeline.parse.localized import SUPPORTED_LANGS
from pipeline.report.common import Quality, quality
from pipeline.report.rows import TranslationRow

# Scryfall's language codes (card_names.lang) and their English names.
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "it": "Italian",
    "ru": "Russian",
    "de": "German",
    "fr": "French",
    "es": "Spanish",
    "pt": "Portuguese",
    "ja": "Japanese",
    "ko": "Korean",
    "zhs": "Chinese (simplified)",
    "zht": "Chinese (traditional)",
    "he": "Hebrew",
    "la": "Latin",
    "grc": "Ancient Greek",
    "ar": "Arabic",
    "sa": "Sanskrit",
    "ph": "Phyrexian",
    "qya": "Quenya",
}
# Scryfall codes that are not BCP 47 language tags (the HTML lang attribute).
_HTML_LANG = {"zhs": "zh-Hans", "zht": "zh-Hant", "ph": "x-ph", "qya": "x-qya"}


def language_name(lang: str) -> str:
    return LANGUAGE_NAMES.get(lang, lang)


def html_lang(lang: str) -> str:
    """The HTML lang attribute for a Scryfall language code."""
    return _HTML_LANG.get(lang, lang)


# --------------------------------------------------------------------------- printed names


@dataclass(frozen=True)
class PrintedName:
    """A card's most common printed name in one language, per face, and the face's most common
    printed text (None where no printing in that language has one)."""

    name: str
    faces: tuple[str | None, ...]
    texts: tuple[str | None, ...]

    def face(self, index: int) -> str | None:
        return self.faces[index] if index < len(self.faces) else None

    def text(self, index: int) -> str | None:
        return self.texts[index] if index < len(self.texts) else None


# Every card's printed name in one language, in one query: per face, the most common printed
# name (ties to the first in code-point order, so two builds agree) and the most common text.
PRINTED_NAMES_SQL = """
WITH names AS (
    SELECT oracle_id, face_index, name, count(*) AS n
    FROM card_names
    WHERE lang = $lang AND coalesce(name, '') <> ''
    GROUP BY ALL
),
texts AS (
    SELECT oracle_id, face_index, printed_text, count(*) AS n
    FROM card_names
    WHERE lang = $lang AND coalesce(printed_text, '') <> ''
    GROUP BY ALL
),
faces AS (
    SELECT oracle_id, face_index, first(name ORDER BY n DESC, name) AS name
    FROM names
    GROUP BY ALL
),
face_texts AS (
    SELECT oracle_id, face_index, first(printed_text ORDER BY n DESC, printed_text) AS printed_text
    FROM texts
    GROUP BY ALL
)
SELECT
    f.oracle_id,
    list(f.face_index ORDER BY f.face_index) AS face_indexes,
    list(f.name ORDER BY f.face_index) AS names,
    list(t.printed_text ORDER BY f.face_index) AS texts
FROM faces AS f
LEFT JOIN face_texts AS t USING (oracle_id, face_index)
GROUP BY f.oracle_id
ORDER BY f.oracle_id
"""


def printed_names(con: duckdb.DuckDBPyConnection, lang: str) -> dict[str, PrintedName]:
    """oracle_id -> the card's printed name in `lang` (a loaded one: lookup.languages), for every
    card printed in it."""
    try:
        rows = con.execute(PRINTED_NAMES_SQL, {"lang": lang}).fetchall()
    except duckdb.Error as exc:
        raise QueryError(f"reading the printed names failed: {exc}") from exc
    names: dict[str, PrintedName] = {}
    for oracle_id, indexes, faces, texts in rows:
        width = max(indexes) + 1
        by_face: list[str | None] = [None] * width
        by_text: list[str | None] = [None] * width
        for index, face, text in zip(indexes, faces, texts, strict=True):
            by_face[index], by_text[index] = face, text
        full = " // ".join(face for face in by_face if face)
        names[oracle_id] = PrintedName(full, tuple(by_face), tuple(by_text))
    return names


class Names:
    """Card names for the pages: the printed name in the chosen language where it differs from
    the English one, else None (the pages then show the English name alone)."""

    def __init__(self, lang: str | None = None, printed: Mapping[str, PrintedName] | None = None):
        self.lang = lang
        self.printed: Mapping[str, PrintedName] = printed or {}

    def __bool__(self) -> bool:
        return self.lang is not None

    def of(self, oracle_id: str, english: str) -> str | None:
        found = self.printed.get(oracle_id)
        return found.name if found and found.name and found.name != english else None

    def face(self, oracle_id: str, index: int, english: str) -> str | None:
        found = self.printed.get(oracle_id)
        name = found.face(index) if found else None
        return name if name and name != english else None

    def text(self, oracle_id: str, index: int) -> str | None:
        found = self.printed.get(oracle_id)
        return found.text(index) if found else None


def load_names(con: duckdb.DuckDBPyConnection, lang: str | None) -> Names:
    return Names(lang, printed_names(con, lang)) if lang else Names()


# --------------------------------------------------------------------------- printed vs oracle


class LanguageRow(TranslationRow, frozen=True, kw_only=True):
    """One language of protection_translation_check as the page shows it: the query's row
    (report/rows.py), named, and whether the printed-text parser reads it."""

    @property
    def label(self) -> str:
        return language_name(self.lang)

    @property
    def has_parser(self) -> bool:
        return self.lang in SUPPORTED_LANGS

    @property
    def html_lang(self) -> str:
        return html_lang(self.lang)

    @property
    def note(self) -> str:
        if self.is_reference:
            return "the reference: the oracle text"
        if self.is_checked:
            return ""
        if self.has_parser:
            return "not checked: no protection clause was found in its printed texts"
        return "not checked: the parser does not read this language"


@dataclass(frozen=True)
class Disagreement:
    oracle_id: str
    name: str
    href: str | None
    lang: str
    label: str
    printed_name: str | None
    printed_text: str | None
    oracle_text: str | None
    printed_qualities: list[Quality]
    oracle_qualities: list[Quality]
    n_unparsed: int

    @property
    def html_lang(self) -> str:
        return html_lang(self.lang)


@dataclass(frozen=True)
class Translations:
    languages: list[LanguageRow]
    disagreements: list[Disagreement]

    @property
    def parser_languages(self) -> list[str]:
        """The languages the printed-text parser reads, by name (issue #8's two first)."""
        order = ["it", "ru", *sorted(SUPPORTED_LANGS - {"it", "ru"})]
        return [language_name(code) for code in order if code in SUPPORTED_LANGS]

    @property
    def reference(self) -> LanguageRow | None:
        return next((row for row in self.languages if row.is_reference), None)

    @property
    def checked(self) -> list[LanguageRow]:
        return [row for row in self.languages if row.is_checked]

    @property
    def n_agree(self) -> int:
        return sum(row.n_agree for row in self.languages)

    @property
    def n_disagree(self) -> int:
        return sum(row.n_disagree for row in self.languages)

    @property
    def n_not_comparable(self) -> int:
        return sum(row.n_not_comparable for row in self.languages)


def _qualities(items: list[str] | None) -> list[Quality]:
    """'kind:value' strings (the view's sorted lists) -> labelled qualities."""
    found = []
    for item in items or []:
        kind, _, value = item.partition(":")
        found.append(quality(kind, value or None))
    return found


def build_translations(rows: list[TranslationRow], hrefs: dict[str, str]) -> Translations:
    languages, disagreements = [], []
    for r in rows:
        label = language_name(r.lang)
        languages.append(LanguageRow(**msgspec.structs.asdict(r)))
        for d in r.disagreements or []:
            disagreements.append(
                Disagreement(
                    oracle_id=d.oracle_id,
                    name=d.name,
                    href=hrefs.get(d.oracle_id),
                    lang=r.lang,
                    label=label,
                    printed_name=d.printed_name,
                    printed_text=d.printed_text,
                    oracle_text=d.oracle_text,
                    printed_qualities=_qualities(d.printed_qualities),
                    oracle_qualities=_qualities(d.oracle_qualities),
                    n_unparsed=d.n_unparsed or 0,
                )
            )
    disagreements.sort(key=lambda d: (d.name, d.oracle_id, d.lang, d.printed_text or ""))
    return Translations(languages, disagreements)
