"""Report data: run the report queries (sql/report_*.sql) read-only and prepare their rows.

Everything the templates show is computed here, in Python, from the query results: pivots,
labels, card slugs, the DEBT cross-reference per card, and the verdicts on the seeds' history
claims (with the thresholds the history page states). Rendering lives in report.py.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction
from typing import Any

import duckdb

from pipeline.errors import BuildError
from pipeline.resources import sql_text
from pipeline.rules import RULES

Row = dict[str, Any]

# Every report query, each run once per build (tests/test_sql_files.py checks this list
# against the report_*.sql files, so none can rot unexecuted).
REPORT_QUERIES: tuple[str, ...] = (
    "report_build_info.sql",
    "report_headline.sql",
    "report_new_by_year.sql",
    "report_era_shares.sql",
    "report_quality_mix.sql",
    "report_core_set_rarity.sql",
    "report_era_rarity.sql",
    "report_earliest_protected.sql",
    "report_sets.sql",
    "report_set_cards.sql",
    "report_cards.sql",
    "report_card_protections.sql",
    "report_debt.sql",
    "report_answers.sql",
    "report_unparsed.sql",
    "report_losses.sql",
    "report_rules.sql",
)

RARITIES = ("common", "uncommon", "rare", "mythic", "special")
RARITY_LETTER = {"common": "C", "uncommon": "U", "rare": "R", "mythic": "M", "special": "S"}
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
SCOPE_LABELS = {
    "self": "itself",
    "granted": "what it grants protection to",
    "player": "a player",
    "token": "tokens it creates",
}
VERDICT_LABELS = {
    "prevented": "stopped",
    "conditional": "conditional",
    "allowed": "gets through",
}


@dataclass(frozen=True)
class Letter:
    """One letter of DEBT: the interaction it is in the views, and the rule it cites."""

    interaction: str
    letter: str
    label: str
    rule: str


DEBT: tuple[Letter, ...] = (
    Letter("damage", "D", "Damage", RULES["damage"].rule),
    Letter("attach", "E", "Enchant / Equip", f"{RULES['enchant'].rule}, {RULES['equip'].rule}"),
    Letter("block", "B", "Block", RULES["block"].rule),
    Letter("target", "T", "Target", RULES["target"].rule),
)
ANSWER_LABELS = {
    "sweep": "Sweepers (no target, no damage)",
    "edict": "Edicts (a player sacrifices)",
    "counter": "Counterspells (the card as a spell on the stack)",
}
# Quality kinds in the order the charts stack them, with their legend labels.
QUALITY_KINDS: dict[str, str] = {
    "color": "a color",
    "multicolored": "multi-/mono-/colorless",
    "card_type": "a card type",
    "subtype": "a subtype",
    "supertype": "a supertype",
    "everything": "everything",
    "chosen": "a chosen quality",
    "compound": "compound",
    "variable": "variable",
    "mana_value": "mana value",
    "player": "a player",
    "name": "a name",
    "unparsed": "unparsed",
}
# Color-count kinds share one band in the charts.
KIND_GROUP = {"monocolored": "multicolored", "colorless": "multicolored"}


# --------------------------------------------------------------------------- queries


def run_queries(
    con: duckdb.DuckDBPyConnection, on_query: Callable[[int], None] | None = None
) -> dict[str, list[Row]]:
    """Every report query's rows as dicts, keyed by file name (report_x.sql -> 'x')."""
    results: dict[str, list[Row]] = {}
    for count, name in enumerate(REPORT_QUERIES, start=1):
        try:
            cursor = con.execute(sql_text(name))
            columns = [d[0] for d in cursor.description]
            results[name.removeprefix("report_").removesuffix(".sql")] = [
                dict(zip(columns, row, strict=True)) for row in cursor.fetchall()
            ]
        except duckdb.Error as exc:
            message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise BuildError(f"report query {name} failed: {message}") from exc
        if on_query:
            on_query(count)
    return results


# --------------------------------------------------------------------------- small helpers


def percent(part: float, whole: float) -> str:
    return f"{100 * part / whole:.2f} %" if whole else "–"


def share(part: int, whole: int) -> float | None:
    return part / whole if whole else None


def rarity_rank(rarity: str) -> int:
    return RARITIES.index(rarity) if rarity in RARITIES else len(RARITIES)


def card_slug(name: str, oracle_id: str, length: int = 8) -> str:
    """A filesystem-safe page name: the card name in ASCII plus a short oracle_id prefix."""
    name = name.replace("Æ", "Ae").replace("æ", "ae")
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    base = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:60].rstrip("-") or "card"
    return f"{base}-{oracle_id.replace('-', '')[:length]}"


def era_slug(era: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", era.lower()).strip("-") or "era"


@dataclass(frozen=True)
class ManaSymbol:
    text: str
    css: str


def mana_symbols(cost: str | None) -> list[ManaSymbol]:
    """'{2}{W/U}{B}' -> badges: one color class per single-color symbol, 'multi' for hybrids."""
    symbols = []
    for symbol in re.findall(r"\{([^}]+)\}", cost or ""):
        colors = [part for part in symbol.split("/") if part in COLOR_NAMES]
        css = f"mana-{colors[0]}" if len(colors) == 1 else "mana-multi" if colors else "mana-C"
        symbols.append(ManaSymbol(symbol, css))
    return symbols


@dataclass(frozen=True)
class Quality:
    kind: str
    value: str | None
    label: str
    css: str


def quality(kind: str, value: str | None) -> Quality:
    """A human label and a CSS class for one protection quality (702.16a)."""
    css = "quality"
    if kind == "color" and value in COLOR_NAMES:
        label, css = COLOR_NAMES[value], f"quality color-{value}"
    elif kind in ("multicolored", "monocolored", "colorless", "everything"):
        label = kind
        css = "quality color-C" if kind == "colorless" else "quality color-M"
    elif kind == "card_type" and value:
        label = f"{value.lower()}s"
    elif kind == "subtype" and value:
        label = f"{value}s"
    elif kind == "supertype" and value:
        label = value.lower()
    elif kind == "mana_value" and value:
        label = f"mana value {value}"
    elif kind == "chosen":
        label = f"the chosen {(value or 'quality').replace('_', ' ')}"
    elif kind == "name":
        label = f"the name {value}"
    elif kind == "unparsed":
        label, css = f"unparsed: {value}", "quality quality-unparsed"
    else:
        label = value or kind
    return Quality(kind, value, label, css)


@dataclass(frozen=True)
class Cell:
    """A table cell: what it shows, how it sorts, an optional link and CSS class."""

    text: str
    sort: str | int | float | None = None
    href: str | None = None
    css: str = ""


@dataclass(frozen=True)
class Table:
    caption: str
    headers: tuple[str, ...]
    rows: list[list[Cell]]
    css: str = ""


def num(value: int | float) -> Cell:
    return Cell(f"{value:,}", value, css="num")


def ratio_cell(part: int, whole: int, *, strong: bool | None = None) -> Cell:
    text = f"{part:,} / {whole:,}" if whole else "–"
    css = "num" + (" hit" if (strong if strong is not None else part > 0) else "")
    return Cell(text, part, css=css)


# --------------------------------------------------------------------------- site-wide data


@dataclass(frozen=True)
class BuildInfo:
    source: str
    data_version: str
    generated_at: str


def build_info(rows: list[Row]) -> BuildInfo:
    if not rows:
        return BuildInfo("unknown", "unknown", "unknown")
    row = rows[0]
    return BuildInfo(row["source"], row["upstream_version"] or "unknown", row["finished_at"])


@dataclass(frozen=True)
class EraRow:
    era: str
    slug: str
    starts_on: date
    first_set: str
    note: str
    n_new_cards: int
    n_new_protected: int
    n_new_granting: int
    n_new_player: int

    @property
    def share(self) -> float | None:
        return share(self.n_new_protected, self.n_new_cards)

    @property
    def share_text(self) -> str:
        return percent(self.n_new_protected, self.n_new_cards)


def era_rows(rows: list[Row]) -> list[EraRow]:
    return [
        EraRow(
            r["era"],
            era_slug(r["era"]),
            r["starts_on"],
            r["first_set"],
            r["note"],
            r["n_new_cards"],
            r["n_new_protected_cards"],
            r["n_new_granting_cards"],
            r["n_new_player_protection_cards"],
        )
        for r in rows
    ]


# --------------------------------------------------------------------------- cards


@dataclass(frozen=True)
class Notable:
    name: str
    href: str | None
    n_printings: int
    rule: str
    reason: str


@dataclass(frozen=True)
class VerdictGroup:
    verdict: str
    label: str
    n_sources: int
    notable: list[Notable]


@dataclass(frozen=True)
class DebtLetter:
    letter: Letter
    groups: list[VerdictGroup]

    def count(self, verdict: str) -> int:
        return sum(g.n_sources for g in self.groups if g.verdict == verdict)

    @property
    def total(self) -> int:
        return sum(g.n_sources for g in self.groups)


@dataclass(frozen=True)
class AnswerGroup:
    kind: str
    label: str
    n_sources: int
    notable: list[Notable]


@dataclass(frozen=True)
class DebtScope:
    scope: str
    heading: str
    letters: list[DebtLetter]
    answers: list[AnswerGroup]


@dataclass(frozen=True)
class ProtectionRow:
    text: str
    scope: str
    subject: str | None
    quality: Quality
    condition: str | None
    duration: str | None


@dataclass(frozen=True)
class Face:
    name: str
    mana: list[ManaSymbol]
    type_line: str | None
    oracle_text: str | None


@dataclass
class Card:
    oracle_id: str
    name: str
    slug: str
    mana: list[ManaSymbol]
    colors: list[str]
    type_line: str | None
    layout: str
    is_funny: bool
    first_released_at: date | None
    first_set_code: str | None
    first_set_name: str | None
    era: str | None
    n_printings: int
    rarities: list[str]
    faces: list[Face]
    scopes: list[str]
    protections: list[ProtectionRow] = field(default_factory=list)
    debt: list[DebtScope] = field(default_factory=list)

    @property
    def path(self) -> str:
        return f"cards/{self.slug}.html"

    @property
    def scryfall_url(self) -> str:
        return f"https://scryfall.com/search?q=oracleid:{self.oracle_id}"

    @property
    def is_protected(self) -> bool:
        return "self" in self.scopes

    @property
    def qualities(self) -> list[Quality]:
        """Distinct qualities, in clause order."""
        seen: dict[tuple[str, str | None], Quality] = {}
        for p in self.protections:
            seen.setdefault((p.quality.kind, p.quality.value), p.quality)
        return list(seen.values())

    def stopped(self, interaction: str, scope: str = "self") -> int | None:
        for debt in self.debt:
            if debt.scope == scope:
                for letter in debt.letters:
                    if letter.letter.interaction == interaction:
                        return letter.count("prevented")
        return None


def _notable(items: Iterable[dict[str, Any]], hrefs: dict[str, str]) -> list[Notable]:
    return [
        Notable(i["name"], hrefs.get(i["oracle_id"]), i["n_printings"], i["rule"], i["reason"])
        for i in items
    ]


def _scope_heading(scope: str, subjects: Sequence[str | None]) -> str:
    if scope == "self":
        return "Against the card itself"
    if scope == "granted":
        subject = next((s for s in subjects if s), None)
        return f"Against what it protects ({subject})" if subject else "Against what it protects"
    if scope == "player":
        return "Against the protected player"
    return f"Against {SCOPE_LABELS.get(scope, scope)}"


def build_cards(q: dict[str, list[Row]]) -> list[Card]:
    """One Card per card with any protection clause, with its protections and DEBT rows."""
    cards: list[Card] = []
    slugs: set[str] = set()
    for r in q["cards"]:
        slug = card_slug(r["name"], r["oracle_id"])
        if slug in slugs:  # never seen in real data; the full id keeps slugs unique anyway
            slug = card_slug(r["name"], r["oracle_id"], length=32)
        slugs.add(slug)
        scopes = [s for s in ("self", "granted", "player", "token") if r[f"has_{s}"]]
        faces = [
            Face(f["name"], mana_symbols(f["mana_cost"]), f["type_line"], f["oracle_text"])
            for f in r["faces"] or []
        ]
        cards.append(
            Card(
                oracle_id=r["oracle_id"],
                name=r["name"],
                slug=slug,
                mana=mana_symbols(r["mana_cost"]),
                colors=list(r["colors"] or []),
                type_line=r["type_line"],
                layout=r["layout"],
                is_funny=bool(r["is_funny"]),
                first_released_at=r["first_released_at"],
                first_set_code=r["first_set_code"],
                first_set_name=r["first_set_name"],
                era=r["era"],
                n_printings=r["n_printings"],
                rarities=sorted(r["rarities"] or [], key=rarity_rank),
                faces=faces,
                scopes=scopes,
            )
        )
    by_id = {c.oracle_id: c for c in cards}
    hrefs = {c.oracle_id: c.path for c in cards}

    for r in q["card_protections"]:
        card = by_id.get(r["oracle_id"])
        if card is not None:
            card.protections.append(
                ProtectionRow(
                    r["text"],
                    r["scope"],
                    r["subject"],
                    quality(r["quality_kind"], r["quality_value"]),
                    r["condition"],
                    r["duration"],
                )
            )

    debt: dict[tuple[str, str], dict[str, list[VerdictGroup]]] = defaultdict(
        lambda: defaultdict(list)
    )
    for r in q["debt"]:
        group = VerdictGroup(
            r["verdict"],
            str(VERDICT_LABELS.get(r["verdict"], r["verdict"])),
            r["n_sources"],
            _notable(r["notable"], hrefs),
        )
        debt[(r["oracle_id"], r["scope"])][r["interaction"]].append(group)
    answers: dict[tuple[str, str], list[AnswerGroup]] = defaultdict(list)
    for r in q["answers"]:
        answers[(r["oracle_id"], r["scope"])].append(
            AnswerGroup(
                r["interaction"],
                str(ANSWER_LABELS.get(r["interaction"], r["interaction"])),
                r["n_sources"],
                _notable(r["notable"], hrefs),
            )
        )
    verdict_order = list(VERDICT_LABELS)
    for card in cards:
        for scope in card.scopes:
            key = (card.oracle_id, scope)
            if key not in debt and key not in answers:
                continue
            letters = [
                DebtLetter(
                    letter,
                    sorted(
                        debt[key].get(letter.interaction, []),
                        key=lambda g: (
                            verdict_order.index(g.verdict)
                            if g.verdict in verdict_order
                            else len(verdict_order)
                        ),
                    ),
                )
                for letter in DEBT
            ]
            subjects = [p.subject for p in card.protections if p.scope == scope]
            card.debt.append(
                DebtScope(
                    scope,
                    _scope_heading(scope, subjects),
                    letters,
                    sorted(answers.get(key, []), key=lambda a: list(ANSWER_LABELS).index(a.kind)),
                )
            )
    return cards


# --------------------------------------------------------------------------- sets


@dataclass
class SetRow:
    code: str
    name: str
    set_type: str
    released_at: date | None
    era: str | None
    is_core: bool
    n_cards: int = 0
    protected_by_rarity: dict[str, int] = field(default_factory=dict)
    protected: list[Card] = field(default_factory=list)
    granting: list[Card] = field(default_factory=list)
    player: list[Card] = field(default_factory=list)

    @property
    def cards(self) -> list[Card]:
        """Every card with a protection clause printed in the set (one link each)."""
        seen: dict[str, Card] = {}
        for card in (*self.protected, *self.granting, *self.player):
            seen.setdefault(card.oracle_id, card)
        return sorted(seen.values(), key=lambda c: (c.name, c.oracle_id))

    @property
    def qualities(self) -> list[Quality]:
        seen: dict[tuple[str, str | None], Quality] = {}
        for card in self.protected:
            for p in card.protections:
                if p.scope == "self":
                    seen.setdefault((p.quality.kind, p.quality.value), p.quality)
        return sorted(seen.values(), key=lambda qu: (qu.kind, qu.value or ""))


def build_sets(q: dict[str, list[Row]], cards: list[Card]) -> list[SetRow]:
    sets: dict[str, SetRow] = {}
    for r in q["sets"]:
        row = sets.get(r["set_code"])
        if row is None:
            row = sets[r["set_code"]] = SetRow(
                r["set_code"],
                r["set_name"],
                r["set_type"],
                r["released_at"],
                r["era"],
                bool(r["is_core"]),
            )
        row.n_cards += r["n_cards"]
        row.protected_by_rarity[r["rarity"]] = r["n_protected_cards"]
    by_id = {c.oracle_id: c for c in cards}
    for r in q["set_cards"]:
        row = sets.get(r["set_code"])
        card = by_id.get(r["oracle_id"])
        if row is None or card is None:
            continue
        if r["has_self"]:
            row.protected.append(card)
        if r["has_granted"]:
            row.granting.append(card)
        if r["has_player"]:
            row.player.append(card)
    return list(sets.values())


# --------------------------------------------------------------------------- the seeds' claims

# Thresholds the history page states; the verdicts follow from them and the numbers.
# "Dropped" (claim b): no protected card in the era's core sets. The game as a whole dropped it
# too only if the share of new cards with protection fell to at most this fraction of the
# previous era's share.
DROPPED_SHARE_RATIO = 0.5
# "Much rarer" (claim d): the share of new cards with protection after Magic Origins is at most
# MUCH_RARER_RATIO of the share before; between that and RARER_RATIO it is rarer, not much rarer.
MUCH_RARER_RATIO = 0.5
RARER_RATIO = 0.9
# "Higher rarities" (claim c): rare and mythic; "the other rarities": common and uncommon.
HIGHER_RARITIES = ("rare", "mythic")
LOWER_RARITIES = ("common", "uncommon")

SEED_IT = "seeds/000_5f33e2d04ffe31ea.txt"
SEED_RU = "seeds/001_7855e72f3d4e966a.txt"


@dataclass(frozen=True)
class Claim:
    """One history claim of the seeds, quoted in the seed's language, and what tests it."""

    key: str
    title: str
    quote: str
    language: str
    seed: str
    translation: str
    eras: tuple[str, ...]
    sets: tuple[str, ...]
    test: str


CLAIMS: tuple[Claim, ...] = (
    Claim(
        "a",
        "Introduced in Limited Edition Alpha",
        "Venne introdotta in Limited Edition - Alpha",
        "it",
        SEED_IT,
        "It was introduced in Limited Edition Alpha",
        ("alpha-to-5ed",),
        ("LEA",),
        "The earliest first printings of cards with protection: the claim holds if they are in "
        "the first era's first set (LEA) and no protected card is older.",
    ),
    Claim(
        "b",
        "Dropped with Sixth Edition as too complicated",
        "per poi essere dismessa con Sesta Edizione perché considerata troppo complicata.",
        "it",
        SEED_IT,
        "and then dropped with Sixth Edition, because it was considered too complicated.",
        ("alpha-to-5ed", "6ed-to-8ed"),
        ("5ED", "6ED", "7ED", "8ED"),
        "Protected cards printed in the core sets of the 6ED-to-8ED era (the claim needs none), "
        "and the share of all new cards with protection in that era against the one before "
        f"(the whole game dropped it only if the share fell to at most {DROPPED_SHARE_RATIO:.0%} "
        "of the earlier share).",
    ),
    Claim(
        "c",
        "Reintroduced with Ninth Edition, only at the higher rarities; later at all rarities",
        "Venne reintrodotta con Nona Edizione, ma solo nelle rarità più elevate, per poi tornare "
        "anche nelle altre rarità in seguito.",
        "it",
        SEED_IT,
        "It was reintroduced with Ninth Edition, but only at the higher rarities, and later came "
        "back at the other rarities too.",
        ("9ed-to-m15",),
        ("9ED", "10E", "M10", "M11", "M12", "M13", "M14", "M15"),
        "Protected cards in 9ED by rarity (the claim needs some, all rare or mythic), then "
        "whether later core sets print protected commons and uncommons again.",
    ),
    Claim(
        "d",
        "Much rarer after Magic Origins",
        "Con l'uscita di Magic Origins, la Wizards of the Coast ha annunciato che le carte con "
        "protezione sarebbero diminuite drasticamente.",
        "it",
        SEED_IT,
        "With the release of Magic Origins, Wizards of the Coast announced that cards with "
        "protection would become drastically fewer.",
        ("9ed-to-m15", "origins-on"),
        ("ORI",),
        "The share of new cards with protection from Magic Origins on, against the era before: "
        f"much rarer if at most {MUCH_RARER_RATIO:.0%} of it, rarer if below {RARER_RATIO:.0%}.",
    ),
)


@dataclass(frozen=True)
class Verdict:
    outcome: str  # agrees | partly | disagrees | unknown
    because: str

    @property
    def sentence(self) -> str:
        lead = {
            "agrees": "The data agrees",
            "partly": "The data partly agrees",
            "disagrees": "The data disagrees",
        }.get(self.outcome, "The data cannot tell")
        return f"{lead}, because {self.because}."


@dataclass(frozen=True)
class ClaimResult:
    claim: Claim
    verdict: Verdict
    facts: list[tuple[str, str]]
    tables: list[Table]


def _names(names: Iterable[str], limit: int = 4) -> str:
    names = sorted(set(names))
    shown = ", ".join(names[:limit])
    return shown + (f" and {len(names) - limit} more" if len(names) > limit else "")


def verdict_introduced(earliest: list[Row]) -> Verdict:
    """Claim a: the earliest protected cards are first printed in the first era's first set."""
    if not earliest:
        return Verdict("unknown", "no card in the database has protection")
    first = earliest[0]
    alpha = first["era_first_set"]
    if not first["era_first_set_loaded"]:
        return Verdict("unknown", f"the database has no {alpha} set to compare with")
    if first["first_released_at"] < first["era_starts_on"]:
        return Verdict(
            "disagrees",
            f"{first['name']} ({first['first_set_code']}, {first['first_released_at']}) "
            f"has protection and is older than {alpha}",
        )
    in_alpha = [r["name"] for r in earliest if r["first_set_code"] == alpha]
    if in_alpha:
        return Verdict(
            "agrees",
            f"the first cards with protection ({_names(in_alpha)}) were first printed in "
            f"{alpha}, the first set, and none is older",
        )
    return Verdict(
        "disagrees",
        f"no protected card comes from {alpha}; the first is {first['name']} "
        f"({first['first_set_code']}, {first['first_released_at']})",
    )


def _core_protected(core: list[Row], eras: Iterable[str]) -> list[str]:
    wanted = set(eras)
    return [name for r in core if r["era"] in wanted for name in r["protected_names"]]


def _era(eras: list[EraRow], name: str) -> EraRow | None:
    return next((e for e in eras if e.era == name), None)


def _ratio(now: EraRow, prev: EraRow) -> Fraction:
    """now's share of new protected cards over prev's, exactly (no float rounding at a threshold)."""
    return Fraction(now.n_new_protected * prev.n_new_cards, now.n_new_cards * prev.n_new_protected)


def _at_most(ratio: Fraction, threshold: float) -> bool:
    return ratio <= Fraction(str(threshold))


def verdict_dropped(core: list[Row], eras: list[EraRow], era: str, before: str) -> Verdict:
    """Claim b: no protected card in the era's core sets; did the whole game drop it too?"""
    now, prev = _era(eras, era), _era(eras, before)
    core_sets = sorted({r["set_code"] for r in core if r["era"] == era})
    if not core_sets or now is None or prev is None:
        return Verdict("unknown", f"the database has no core set of the {era} era")
    names = _core_protected(core, [era])
    sets_text = ", ".join(core_sets)
    if names:
        return Verdict(
            "disagrees",
            f"the core sets of the era ({sets_text}) still print {len(set(names))} protected "
            f"card(s): {_names(names)}",
        )
    if now.share is None or prev.share is None or prev.share == 0:
        return Verdict("partly", f"no core set of the era ({sets_text}) prints a protected card")
    ratio = _ratio(now, prev)
    if _at_most(ratio, DROPPED_SHARE_RATIO):
        return Verdict(
            "agrees",
            f"no core set of the era ({sets_text}) prints a protected card, and the share of "
            f"new cards with protection fell from {prev.share_text} to {now.share_text}",
        )
    return Verdict(
        "partly",
        f"no core set of the era ({sets_text}) prints a protected card, but protection stayed "
        f"in the game: {now.share_text} of the era's new cards have it ({prev.share_text} "
        f"before; {float(ratio):.2f} times the earlier share, above the {DROPPED_SHARE_RATIO:.0%} "
        "threshold)",
    )


def verdict_reintroduced(core: list[Row], first_set: str) -> Verdict:
    """Claim c: the era's first core set prints protection only at rare/mythic; later core
    sets print it at common and uncommon again."""
    at_first = [r for r in core if r["set_code"] == first_set]
    if not at_first:
        return Verdict("unknown", f"the database has no {first_set} set")
    released = at_first[0]["released_at"]
    high = [n for r in at_first if r["rarity"] in HIGHER_RARITIES for n in r["protected_names"]]
    low = [n for r in at_first if r["rarity"] not in HIGHER_RARITIES for n in r["protected_names"]]
    if not high and not low:
        return Verdict("disagrees", f"{first_set} prints no card with protection")
    if low:
        return Verdict(
            "disagrees",
            f"{first_set} also prints protected cards below rare ({_names(low)})",
        )
    later: dict[str, list[str]] = {}
    for r in core:
        if r["released_at"] > released and r["rarity"] in LOWER_RARITIES and r["protected_names"]:
            later.setdefault(r["rarity"], []).append(r["set_code"])
    first_text = f"{first_set} prints protection only at rare or mythic ({_names(high)})"
    if all(rarity in later for rarity in LOWER_RARITIES):
        back = "; ".join(f"{rarity}s from {later[rarity][0]}" for rarity in LOWER_RARITIES)
        return Verdict("agrees", f"{first_text}, and later core sets bring it back: {back}")
    if later:
        found = "; ".join(f"{rarity}s from {sets[0]}" for rarity, sets in later.items())
        missing = ", ".join(f"{r}s" for r in LOWER_RARITIES if r not in later)
        return Verdict(
            "partly",
            f"{first_text}; later core sets bring back {found}, but no later core set prints "
            f"protected {missing}",
        )
    return Verdict(
        "partly",
        f"{first_text}, but no later core set prints a protected common or uncommon",
    )


def verdict_rarer(eras: list[EraRow], era: str, before: str) -> Verdict:
    """Claim d: the share of new protected cards from the era on, against the era before."""
    now, prev = _era(eras, era), _era(eras, before)
    if now is None or prev is None or now.share is None or prev.share is None:
        return Verdict("unknown", f"the database has no new cards in the {before} or {era} era")
    if prev.share == 0:
        return Verdict("unknown", f"no new card of the {before} era has protection")
    ratio = _ratio(now, prev)
    change = (
        f"the share of new cards with protection went from {prev.share_text} ({before}) to "
        f"{now.share_text} ({era}), {float(ratio):.2f} times the earlier share"
    )
    if _at_most(ratio, MUCH_RARER_RATIO):
        return Verdict("agrees", f"{change}, at most {MUCH_RARER_RATIO:.0%}")
    if ratio < Fraction(str(RARER_RATIO)):
        return Verdict(
            "partly", f"{change}: rarer, but not below the {MUCH_RARER_RATIO:.0%} threshold"
        )
    return Verdict("disagrees", f"{change}, not below {RARER_RATIO:.0%}")


def core_rarity_table(core: list[Row], eras: Iterable[str], *, new: bool, caption: str) -> Table:
    """Core sets of the eras by rarity: protected / all cards, printed there or new there."""
    wanted = set(eras)
    by_set: dict[str, dict[str, Row]] = defaultdict(dict)
    meta: dict[str, Row] = {}
    for r in core:
        if r["era"] in wanted:
            by_set[r["set_code"]][r["rarity"]] = r
            meta.setdefault(r["set_code"], r)
    rarities = [x for x in RARITIES if any(x in rows for rows in by_set.values())]
    part, whole = ("n_new_protected", "n_new_cards") if new else ("n_protected", "n_cards")
    rows = []
    for code, per_rarity in by_set.items():
        if new and not any(r["n_new_cards"] for r in per_rarity.values()):
            continue  # a reprint-only core set has no new cards to count
        m = meta[code]
        row = [
            Cell(code, code),
            Cell(m["set_name"]),
            Cell(str(m["released_at"]), str(m["released_at"])),
        ]
        for rarity in rarities:
            cell = per_rarity.get(rarity)
            row.append(ratio_cell(cell[part], cell[whole]) if cell else Cell("–", -1, css="num"))
        rows.append(row)
    return Table(caption, ("set", "name", "released", *rarities), rows, "core-sets")


def era_rarity_table(
    era_rarity: list[Row], eras: Sequence[str], *, caption: str, by_rarity: bool = True
) -> Table:
    """New cards per era (core sets vs other sets), protected / all, optionally by rarity."""
    totals: dict[tuple[str, bool, str], list[int]] = defaultdict(lambda: [0, 0])
    for r in era_rarity:
        if r["era"] in eras:
            rarity = r["rarity"] if by_rarity else "all"
            cell = totals[(r["era"], bool(r["is_core"]), rarity)]
            cell[0] += r["n_new_protected"]
            cell[1] += r["n_new_cards"]
    rarities = [x for x in RARITIES if any(k[2] == x for k in totals)] if by_rarity else ["all"]
    rows = []
    for era in eras:
        for is_core in (True, False):
            row = [Cell(era, list(eras).index(era)), Cell("core sets" if is_core else "other sets")]
            for rarity in rarities:
                p, n = totals.get((era, is_core, rarity), [0, 0])
                row.append(ratio_cell(p, n))
                row.append(Cell(percent(p, n), share(p, n) or 0.0, css="num"))
            rows.append(row)
    headers = ["era", "sets"]
    for rarity in rarities:
        headers += [f"{rarity}: protected / new", f"{rarity} share"]
    return Table(caption, tuple(headers), rows, "era-rarity")


def judge_claims(
    q: dict[str, list[Row]], eras: list[EraRow], hrefs: dict[str, str]
) -> list[ClaimResult]:
    """Each claim with its verdict, the numbers behind it, and the tables that show them."""
    core, era_rarity = q["core_set_rarity"], q["era_rarity"]
    era_names = [e.era for e in eras]
    first_sets = {e.era: e.first_set for e in eras}
    era_table = Table(
        "New cards with protection, per era",
        ("era", "from", "first set", "new cards", "protected", "share"),
        [
            [
                Cell(e.era, i),
                Cell(str(e.starts_on)),
                Cell(e.first_set),
                num(e.n_new_cards),
                num(e.n_new_protected),
                Cell(e.share_text, e.share or 0.0, css="num"),
            ]
            for i, e in enumerate(eras)
        ],
        "era-shares",
    )
    results = []
    for claim in CLAIMS:
        facts: list[tuple[str, str]] = []
        tables: list[Table] = []
        if claim.key == "a":
            verdict = verdict_introduced(q["earliest_protected"])
            tables.append(
                Table(
                    "The first cards with protection (self scope, Un-cards left out)",
                    ("card", "first set", "first printed"),
                    [
                        [
                            Cell(r["name"], r["name"], hrefs.get(r["oracle_id"])),
                            Cell(f"{r['first_set_code']} ({r['first_set_name']})"),
                            Cell(str(r["first_released_at"]), str(r["first_released_at"])),
                        ]
                        for r in q["earliest_protected"]
                    ],
                    "earliest",
                )
            )
            tables.append(
                core_rarity_table(
                    core,
                    claim.eras,
                    new=True,
                    caption="Core sets of the first era: new cards with protection / new cards",
                )
            )
        elif claim.key == "b":
            era, before = claim.eras[1], claim.eras[0]
            verdict = verdict_dropped(core, eras, era, before)
            facts.append(
                (
                    "protected cards printed in the era's core sets",
                    str(len(set(_core_protected(core, [era])))),
                ),
            )
            tables.append(
                core_rarity_table(
                    core,
                    claim.eras,
                    new=False,
                    caption="Core sets: cards with protection / cards printed, by rarity",
                )
            )
            tables.append(
                era_rarity_table(
                    era_rarity,
                    claim.eras,
                    by_rarity=False,
                    caption="New cards with protection: core sets vs other sets",
                )
            )
        elif claim.key == "c":
            era = claim.eras[0]
            first_set = first_sets.get(era, claim.sets[0])
            verdict = verdict_reintroduced(core, first_set)
            later_eras = era_names[era_names.index(era) :] if era in era_names else [era]
            earlier = era_names[era_names.index(era) - 1 : era_names.index(era)]
            tables.append(
                core_rarity_table(
                    core,
                    [*earlier, *later_eras],
                    new=False,
                    caption="Core sets: cards with protection / cards printed, by rarity",
                )
            )
            tables.append(
                core_rarity_table(
                    core,
                    [*earlier, *later_eras],
                    new=True,
                    caption="Core sets: NEW cards with protection / new cards, by rarity",
                )
            )
            tables.append(
                era_rarity_table(
                    era_rarity,
                    [*earlier, era],
                    caption="New cards by rarity of their first printing",
                )
            )
        else:
            era, before = claim.eras[1], claim.eras[0]
            verdict = verdict_rarer(eras, era, before)
            tables.append(era_table)
            tables.append(
                era_rarity_table(
                    era_rarity,
                    era_names,
                    by_rarity=False,
                    caption="New cards with protection per era: core sets vs other sets",
                )
            )
            tables.append(
                era_rarity_table(
                    era_rarity,
                    claim.eras,
                    caption="New cards with protection by rarity of their first printing",
                )
            )
        for e in eras:
            if e.era in claim.eras:
                facts.append(
                    (
                        f"share of new cards with protection, {e.era}",
                        f"{e.share_text} ({e.n_new_protected:,} of {e.n_new_cards:,})",
                    ),
                )
        results.append(ClaimResult(claim, verdict, facts, tables))
    return results


# --------------------------------------------------------------------------- everything


@dataclass
class SiteData:
    build: BuildInfo
    headline: Row
    years: list[Row]
    eras: list[EraRow]
    quality_mix: list[Row]
    era_rarity: list[Row]
    cards: list[Card]
    sets: list[SetRow]
    claims: list[ClaimResult]
    unparsed: list[Row]
    losses: list[Row]
    rules: list[Row]
    hrefs: dict[str, str]

    def cards_of_era(self, era: str) -> list[Card]:
        return [c for c in self.cards if c.era == era]

    def sets_of_era(self, era: str) -> list[SetRow]:
        return [s for s in self.sets if s.era == era]


def prepare(q: dict[str, list[Row]]) -> SiteData:
    """Turn the report queries' rows into everything the pages show."""
    cards = build_cards(q)
    hrefs = {c.oracle_id: c.path for c in cards}
    eras = era_rows(q["era_shares"])
    return SiteData(
        build=build_info(q["build_info"]),
        headline=q["headline"][0],
        years=q["new_by_year"],
        eras=eras,
        quality_mix=q["quality_mix"],
        era_rarity=q["era_rarity"],
        cards=cards,
        sets=build_sets(q, cards),
        claims=judge_claims(q, eras, hrefs),
        unparsed=q["unparsed"],
        losses=q["losses"],
        rules=q["rules"],
        hrefs=hrefs,
    )


def load(con: duckdb.DuckDBPyConnection, on_query: Callable[[int], None] | None = None) -> SiteData:
    """Run every report query on a read-only connection and prepare the site's data."""
    return prepare(run_queries(con, on_query))
