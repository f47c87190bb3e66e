"""Parse protection clauses (CR 702.16) out of a card's PRINTED text in another language.

`parse_localized_protections(printed_text, lang)` returns one `LocalizedQuality` per quality,
in text order, so a printing can be compared with `pipeline.parse.protection.parse_protections`
on the card's English oracle text: per card, the multiset of (quality_kind, quality_value).
Only the kinds a translation can be trusted with are recognised, a subset of
`pipeline.vocabulary.QualityKind`:

- ``color``: "protezione dal nero", "Защита от Черного" -> 'B'. "... dal rosso e dal nero"
  is two rows (702.16g); "da tutti i colori" / "от всех цветов" is five, W U B R G (702.16h).
- ``everything``: "protezione da tutto" / "защита от всего" (702.16j), value None.
- ``card_type``: "dagli artefatti" / "от артефактов" -> 'Artifact' (702.16a).
- ``unparsed``: anything else after "protezione da" / "защита от" (subtypes, chosen colors,
  "creature non-Spirito", ...): value is the words after the preposition, never dropped.

Italian and Russian are the languages of issue #8; Spanish, French, German and Portuguese
follow the same grammar ("protección contra", "protection contre", "Schutz vor", "proteção
contra"). Russian takes every case of "защита" and ё or е alike; Italian every contraction
of "da" (dal, dallo, dalla, dai, dagli, dalle, dall'). A list goes on with "e da"/"и от"
or with a bare quality ("Защита от черного и красного"), and stops at anything else ("dal
bianco e rapidità"). A line break the printed text lost ("protezione dal neroEco") still
ends the clause.

``text`` is the sentence holding the clause, as printed (reminder text removed). Losing
protection ("perde la protezione dal nero", "теряет защиту от черного") gives no row, as
`parse_protections` gives none. Who has the protection (self, granted, token) and any
condition or duration are not recorded. Languages are Scryfall's codes; an unsupported one
gives []. No input raises.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass

import msgspec

from pipeline.parse.oracle_text import strip_reminder
from pipeline.vocabulary import COLOR_CODES, TRANSLATED_QUALITY_KINDS, QualityKind

__all__ = [
    "LOCALIZED_KINDS",
    "PRINTED_KEYWORDS",
    "SUPPORTED_LANGS",
    "LocalizedQuality",
    "parse_localized_protections",
]

# The quality kinds this parser produces.
LOCALIZED_KINDS: frozenset[QualityKind] = frozenset(
    {*TRANSLATED_QUALITY_KINDS, QualityKind.UNPARSED}
)


class LocalizedQuality(msgspec.Struct, frozen=True, kw_only=True):
    """One protection quality of one printed clause (702.16g: each quality is one ability)."""

    quality_kind: str
    quality_value: str | None
    text: str


@dataclass(frozen=True)
class _Language:
    """The words of one language's protection clauses; each field is a regex fragment."""

    keyword: str  # the noun "protection", every case form
    preposition: str  # "from", with any article it contracts with or takes
    article: str  # a bare article before a later item ("contre le noir et le vert")
    conjunction: str  # "and" / "or" between items
    colors: dict[str, str]  # color code (CR 105.1) -> the color noun after "from"
    all_colors: str  # 702.16h
    everything: str  # 702.16j
    card_types: dict[str, str]  # card type (CR 300.1) -> its plural after "from"
    stop: str  # words that start what follows a quality: durations, conditions
    condition: str  # "if", which may end each item: "contre le blanc si vous contrôlez ..."
    relative: str  # a relative pronoun: ", che ..." still describes the noun before it
    loss: str  # the verb "lose"
    capitalised_nouns: bool = False  # German: a capitalised word may still be a noun


# Translations of the game's words, checked against the printed texts of the MTGJSON
# snapshot (2022-04-25). Each language's keys are exactly COLOR_CODES and a subset of
# CARD_TYPES (tests check it): only the seven types printed after "protection from".
_LANGUAGES: dict[str, _Language] = {
    "it": _Language(
        keyword=r"protezion[ei]",
        preposition=r"(?:dall'\s*|d(?:a|al|allo|alla|ai|agli|alle)\b\s*)",
        article=r"(?:(?:il|lo|la|i|gli|le)\s+|l'\s*)?",
        conjunction=r"e|ed|o|oppure",
        colors={"W": "bianco", "U": "blu", "B": "nero", "R": "rosso", "G": "verde"},
        all_colors=r"tutti\s+i\s+colori",
        everything=r"tutto",
        card_types={
            "Artifact": "artefatti",
            "Creature": "creature",
            "Enchantment": "incantesimi",
            "Land": "terre",
            "Instant": "istantanei",
            "Sorcery": "stregonerie",
            "Planeswalker": "planeswalker",
        },
        stop=r"fino|sino|finché|fintanto|se|quando|mentre",
        condition=r"se",
        relative=r"che|cui|i\s+quali|le\s+quali",
        loss=r"perd\w*",
    ),
    "ru": _Language(
        # Every case: "Защита от", "получает Защиту от", "с Защитой от", "лишится Защиты от".
        keyword=r"защит(?:а|ы|е|у|ой|ою)",
        preposition=r"от\b\s*",
        article=r"",
        conjunction=r"и|или|а\s+также",
        # Genitive after "от"; ё is read as е before matching (чёрного, зелёного).
        colors={
            "W": "белого",
            "U": "синего",
            "B": "черного",
            "R": "красного",
            "G": "зеленого",
        },
        all_colors=r"всех\s+цветов",
        everything=r"всего",
        card_types={
            "Artifact": "артефактов",
            "Creature": "существ",
            "Enchantment": "чар",
            "Land": "земель",
            "Instant": r"мгновенных\s+заклинаний|мгновенных",
            "Sorcery": r"волшебства?|колдовства?",
            "Planeswalker": r"planeswalker(?:'|-)?ов|planeswalkers?|мироходцев",
        },
        stop=r"до|пока|если|когда|в\s+течение",
        condition=r"если",
        relative=r"котор\w*",
        loss=r"(?:по)?теря\w*|лиш[аеи]\w*|утрат\w*",  # not "лишь" (only)
    ),
    "es": _Language(
        keyword=r"protecci[oó]n",
        preposition=r"contra\b\s*(?:(?:el|la|los|las)\s+)?",
        article=r"(?:(?:el|la|los|las)\s+)?",
        conjunction=r"y|e|o|u",
        colors={"W": "blanco", "U": "azul", "B": "negro", "R": "rojo", "G": "verde"},
        all_colors=r"todos\s+los\s+colores",
        everything=r"todo",
        card_types={
            "Artifact": "artefactos",
            "Creature": "criaturas",
            "Enchantment": "encantamientos",
            "Land": "tierras",
            "Instant": r"instant[aá]neos",
            "Sorcery": "conjuros",
            "Planeswalker": "planeswalkers",
        },
        stop=r"hasta|mientras|si|cuando",
        condition=r"si",
        relative=r"que|los\s+cuales|las\s+cuales",
        loss=r"pierd\w*|perd\w*",
    ),
    "fr": _Language(
        keyword=r"protections?",
        preposition=r"contre\b\s*(?:(?:le|la|les)\s+|l'\s*)?",
        article=r"(?:(?:le|la|les)\s+|l'\s*)?",
        conjunction=r"et|ou",
        colors={"W": "blanc", "U": "bleu", "B": "noir", "R": "rouge", "G": "vert"},
        all_colors=r"toutes\s+les\s+couleurs",
        everything=r"tout",
        card_types={
            "Artifact": "artefacts",
            "Creature": "créatures",
            "Enchantment": "enchan-?tements",  # Tattoo Ward (ODY) prints "enchan-tements"
            "Land": "terrains",
            "Instant": "éphémères",
            "Sorcery": "rituels",
            "Planeswalker": "planeswalkers",
        },
        stop=r"jusqu|tant|si|s'|lorsque|quand|pendant",
        condition=r"si|s'",
        relative=r"qui|que|qu'|dont",
        loss=r"perd\w*",
    ),
    "de": _Language(
        keyword=r"schutz",
        # Revised (3ED) prints "Schutz gegen Weiß" (White Ward, Black Knight).
        preposition=r"(?:vor|gegen)\b\s*(?:(?:dem|den|der)\s+)?",
        article=r"",
        conjunction=r"und|oder|sowie",
        # Old printings also write the adjective: "Schutz vor Schwarzem".
        colors={
            "W": r"wei(?:ß|ss)(?:em)?",
            "U": r"blau(?:em)?",
            "B": r"schwarz(?:em)?",
            "R": r"rot(?:em)?",
            "G": r"gr(?:ü|ue)n(?:em)?",
        },
        all_colors=r"allen\s+farben",
        everything=r"allem",
        card_types={
            "Artifact": "artefakten",
            "Creature": "kreaturen",
            "Enchantment": "verzauberungen",
            "Land": "ländern",
            "Instant": "spontanzaubern",
            "Sorcery": "hexereien",
            "Planeswalker": r"planeswalkern|planeswalkers",
        },
        stop=r"bis|solange|wenn|falls|ins|während",
        condition=r"wenn|falls",
        relative=r"die|der|das|welche\w*",
        loss=r"verl\w*",
        capitalised_nouns=True,
    ),
    "pt": _Language(
        keyword=r"prote(?:ç|c)(?:ão|ao|ões|oes)",
        preposition=r"contra\b\s*(?:(?:o|a|os|as)\s+)?",
        article=r"(?:(?:o|a|os|as)\s+)?",
        conjunction=r"e|ou",
        colors={"W": "branco", "U": "azul", "B": "preto", "R": "vermelho", "G": "verde"},
        all_colors=r"todas\s+as\s+cores",
        everything=r"tudo",
        card_types={
            "Artifact": "artefatos",
            "Creature": "criaturas",
            "Enchantment": "encantamentos",
            "Land": "terrenos",
            "Instant": r"m[aá]gicas\s+instant[aâ]neas|instant[aâ]neas",
            "Sorcery": r"feiti(?:ç|c)os",
            "Planeswalker": "planeswalkers",
        },
        stop=r"até|enquanto|se|quando",
        condition=r"se",
        relative=r"que",
        loss=r"perd\w*|perc\w*",
    ),
}

SUPPORTED_LANGS: frozenset[str] = frozenset(_LANGUAGES)
# Any language's word for "protection": a cheap filter so only the printed texts that can hold
# a clause are parsed (localized_frames.py), from the same table the parser reads.
PRINTED_KEYWORDS = "(?i)" + "|".join(f"(?:{lang.keyword})" for lang in _LANGUAGES.values())

# Same-length substitutions, so offsets in the folded text are offsets in the printed one:
# ё is written or not at will in Russian; typographic apostrophes and no-break spaces vary.
_FOLD = str.maketrans({"ё": "е", "Ё": "Е", "’": "'", "ʼ": "'", "\u00a0": " ", "\u202f": " "})
# Where a sentence (and so a clause's `text`) starts and ends; ":" ends an activation cost.
_SENTENCE_END = re.compile(r"[.;:!?\n]")
_NEXT_WORD = re.compile(r"\s+(\w)")
# Characters that end a quality's noun phrase.
_PUNCTUATION = frozenset('.,;:!?)]}{"«»“”—–\n')
_HYPHENS = frozenset("-‐‑")
# How far before "protection" a "lose" is looked for (it is at most four words away).
_LOSS_WINDOW = 120


@dataclass(frozen=True)
class _Quality:
    kind: str
    value: str | None
    pattern: re.Pattern[str]


@dataclass(frozen=True)
class _Compiled:
    """One language's regexes, compiled once."""

    language: _Language
    keyword: re.Pattern[str]
    preposition: re.Pattern[str]
    article: re.Pattern[str]
    separator: re.Pattern[str]
    qualities: tuple[_Quality, ...]
    word_after: re.Pattern[str]  # a conjunction or stop word right after a quality
    item_condition: re.Pattern[str]  # an item's own condition, when another item follows
    relative: re.Pattern[str]
    phrase_end: re.Pattern[str]
    bare_phrase_end: re.Pattern[str]  # also ends at a conjunction: "Licántropos y Zombies"
    loss: re.Pattern[str]


_ALL_COLORS = "all_colors"  # not a kind of its own: a row per color (702.16h)


def _compile(lang: _Language) -> _Compiled:
    flags = re.IGNORECASE
    qualities = [
        _Quality(QualityKind.COLOR, code, re.compile(lang.colors[code], flags))
        for code in COLOR_CODES
    ]
    qualities.append(_Quality(_ALL_COLORS, None, re.compile(lang.all_colors, flags)))
    qualities.append(_Quality(QualityKind.EVERYTHING, None, re.compile(lang.everything, flags)))
    qualities += [
        _Quality(QualityKind.CARD_TYPE, card_type, re.compile(pattern, flags))
        for card_type, pattern in sorted(lang.card_types.items())
    ]
    conjunction = rf"(?:{lang.conjunction})"
    separator = rf"\s*,\s*(?:{conjunction}\s+)?|\s+{conjunction}\s+"
    return _Compiled(
        language=lang,
        keyword=re.compile(rf"(?:{lang.keyword})\s+(?={lang.preposition})", flags),
        preposition=re.compile(lang.preposition, flags),
        article=re.compile(lang.article, flags),
        separator=re.compile(separator, flags),
        qualities=tuple(qualities),
        word_after=re.compile(rf"\s+(?:{lang.conjunction}|{lang.stop})(?!\w)", flags),
        # Dominaria's Judgment: "... contre le blanc si vous contrôlez une plaine, contre le bleu"
        item_condition=re.compile(
            rf"\s+(?:{lang.condition})(?!\w)[^.;:!?\n]*?(?=(?:{separator})(?:{lang.preposition}))",
            flags,
        ),
        relative=re.compile(rf"\s*,\s*(?:{lang.relative})(?!\w)", flags),
        phrase_end=re.compile(
            rf"[.;:!?\n{{(\"«»“”,]|\s+{conjunction}\s+(?:{lang.preposition})"
            rf"|\s+(?:{lang.stop})(?!\w)",
            flags,
        ),
        bare_phrase_end=re.compile(rf"[.;:!?\n{{(\"«»“”,]|\s+{conjunction}\s+", flags),
        # "perde la protezione", "fa perdere al permanente la protezione" (702.14g's example)
        loss=re.compile(rf"(?<!\w)(?:{lang.loss})\s+(?:[^\s,;.]+\s+){{0,3}}$", flags),
    )


_COMPILED: dict[str, _Compiled] = {code: _compile(lang) for code, lang in _LANGUAGES.items()}


def _is_glued(text: str, end: int) -> bool:
    """Whether a letter continues the word ending at end (lowercase: a longer word)."""
    return end < len(text) and text[end].isalpha() and not text[end].isupper()


def _ends_phrase(text: str, end: int, quality: _Quality, c: _Compiled) -> bool:
    """Whether the noun phrase stops after a quality word, or goes on to narrow it
    ("dalle creature non-Spirito", "от существ-Богов", "vor allem Mehrfarbigen")."""
    if end == len(text) or text[end].isalpha():  # end, or a line glued to the next one
        return True
    if quality.kind == "color":  # a color takes no modifiers: "dal nero sotto il controllo ..."
        return True
    if text[end] in _HYPHENS or c.relative.match(text, end):
        return False
    after = end
    while after < len(text) and text[after].isspace() and text[after] != "\n":
        after += 1
    if text[after : after + 1] in _PUNCTUATION or c.word_after.match(text, end):
        return True
    m = _NEXT_WORD.match(text, end)
    if m is None:  # trailing space, or a symbol
        return True
    if m[1].isupper():  # a glued sentence, unless the word narrows the noun ("creature Dio")
        return not (quality.kind == "card_type" or c.language.capitalised_nouns)
    return m[1].isdigit()


def _known(text: str, pos: int, c: _Compiled) -> tuple[_Quality, int] | None:
    """The quality named at pos, and where it ends, if it is one this parser knows."""
    best: tuple[_Quality, int] | None = None
    for quality in c.qualities:
        m = quality.pattern.match(text, pos)
        if m and not _is_glued(text, m.end()) and (best is None or m.end() > best[1]):
            best = (quality, m.end())
    if best is None or not _ends_phrase(text, best[1], best[0], c):
        return None
    return best


def _rows(quality: _Quality, clause: str) -> list[LocalizedQuality]:
    if quality.kind == _ALL_COLORS:  # 702.16h: one ability per color
        return [
            LocalizedQuality(quality_kind=QualityKind.COLOR, quality_value=code, text=clause)
            for code in COLOR_CODES
        ]
    return [LocalizedQuality(quality_kind=quality.kind, quality_value=quality.value, text=clause)]


_Item = tuple[_Quality | None, str | None]  # (quality, or None with the words not understood)


def _items(
    folded: str, printed: str, pos: int, limit: int, c: _Compiled
) -> tuple[list[_Item], int]:
    """The items of the "from" list starting at pos (and ending before limit, the next
    clause), and where the list ends."""
    items: list[_Item] = []
    while True:
        prep = c.preposition.match(folded, pos)
        start = prep.end() if prep else _skip_article(folded, pos, c)
        if found := _known(folded, start, c):
            items.append((found[0], None))
            pos = found[1]
        else:
            m = (c.phrase_end if prep else c.bare_phrase_end).search(folded, start, limit)
            end = m.start() if m else limit
            items.append((None, printed[start:end].strip() or None))
            pos = end
        if found and (condition := c.item_condition.match(folded, pos, limit)):
            pos = condition.end()
        sep = c.separator.match(folded, pos, limit)
        if sep is None or not _continues(folded, sep, items[-1], limit, c):
            return items, pos
        pos = sep.end()


def _skip_article(folded: str, pos: int, c: _Compiled) -> int:
    m = c.article.match(folded, pos)
    return m.end() if m else pos


def _continues(folded: str, sep: re.Match[str], last: _Item, limit: int, c: _Compiled) -> bool:
    """Whether another item follows a separator: one with its own "from" ("e dal rosso"), a
    known quality ("dal nero e rosso", "от Белого, Красного"), or the next name in a list of
    unknown names ("contra Vampiros, Licántropos y Zombies"). Anything else goes on with the
    sentence: "dal nero e rapidità", "Защита от цветных заклинаний, Аннигилятор 6"."""
    nxt = sep.end()
    if c.preposition.match(folded, nxt):
        return True
    start = _skip_article(folded, nxt, c)
    if _known(folded, start, c):
        return True
    if last[0] is not None or not folded[start : start + 1].isupper():
        return False
    if sep.group().strip(" ,"):  # "... y Zombies": the last item
        return True
    m = c.bare_phrase_end.search(folded, start, limit)
    return m is not None and m.group().strip()[:1].isalpha()  # "Licántropos y ...": not the last


def _starts_word(text: str, pos: int) -> bool:
    """Whether a word starts at pos; a capital after a letter starts one too, where a line
    break was lost ("Cangiante (...)Protezione dal nero", once the reminder is removed)."""
    return pos == 0 or not text[pos - 1].isalnum() or text[pos].isupper()


def _sentence(text: str, bounds: list[int], start: int, end: int) -> tuple[int, int]:
    """(start, stop) of the sentence holding text[start:end], with its final period;
    bounds are the offsets just after each sentence end."""
    i = bisect_right(bounds, start)
    j = bisect_left(bounds, end + 1)
    if j == len(bounds):
        stop = len(text)
    else:
        stop = bounds[j] if text[bounds[j] - 1] == "." else bounds[j] - 1
    return (bounds[i - 1] if i else 0), stop


def parse_localized_protections(printed_text: str, lang: str) -> list[LocalizedQuality]:
    """One row per protection quality in one face's printed text (see the module docstring)."""
    c = _COMPILED.get(lang)
    if c is None or not printed_text:
        return []
    printed = strip_reminder(printed_text)
    folded = printed.translate(_FOLD)
    found = [m for m in c.keyword.finditer(folded) if _starts_word(folded, m.start())]
    if not found:
        return []
    bounds = [m.end() for m in _SENTENCE_END.finditer(folded)]
    rows: list[LocalizedQuality] = []
    for i, m in enumerate(found):
        start, _ = _sentence(folded, bounds, m.start(), m.start())
        if c.loss.search(folded, max(start, m.start() - _LOSS_WINDOW), m.start()):
            continue
        limit = found[i + 1].start() if i + 1 < len(found) else len(folded)
        items, end = _items(folded, printed, m.end(), limit, c)
        start, stop = _sentence(folded, bounds, m.start(), end)
        clause = printed[start:stop].strip()
        for quality, words in items:
            if quality is None:
                rows.append(
                    LocalizedQuality(
                        quality_kind=QualityKind.UNPARSED, quality_value=words, text=clause
                    )
                )
            else:
                rows.extend(_rows(quality, clause))
    return rows
