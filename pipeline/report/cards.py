"""Report data per card and per set: each protected card's protections and its DEBT
cross-reference (stopped / gets through / conditional, with notable sources and rules).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date

from pipeline.parse.oracle_text import CARDNAME
from pipeline.paths import slug
from pipeline.report.common import (
    DEBT,
    HOW_LABELS,
    SCOPE_LABELS,
    VERDICT_LABELS,
    Letter,
    ManaSymbol,
    Quality,
    Row,
    card_slug,
    mana_symbols,
    quality,
    rarity_rank,
)
from pipeline.report.names import Names
from pipeline.report.rows import (
    AnswerRow,
    CardProtectionRow,
    CardRow,
    CardRulingRow,
    DebtRow,
    NotableSource,
    SetCardRow,
    SetRarityRow,
    typed_rows,
)

# --------------------------------------------------------------------------- cards


@dataclass(frozen=True)
class Notable:
    name: str
    href: str | None
    n_printings: int
    rule: str
    reason: str
    printed_name: str | None = None


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

    @property
    def why_source(self) -> str | None:
        """The first source the section lists: the page shows how to ask why its verdict is
        what it is (`explain`, `verdict_trace`)."""
        return next((n.name for lt in self.letters for g in lt.groups for n in g.notable), None)


@dataclass(frozen=True)
class ProtectionRow:
    text: str
    scope: str
    subject: str | None
    quality: Quality
    condition: str | None
    duration: str | None


@dataclass(frozen=True)
class Clause:
    """One protection clause as the card prints it, with every quality it names (702.16g/h:
    "from artifacts and from all colors" is six abilities but one sentence on the page)."""

    text: str
    scope: str
    subject: str | None
    condition: str | None
    duration: str | None
    qualities: tuple[Quality, ...]


@dataclass(frozen=True)
class RulingRow:
    published_at: date | None
    source: str  # wotc (official) | scryfall (Scryfall's note)
    text: str


@dataclass(frozen=True)
class Face:
    name: str
    mana: list[ManaSymbol]
    type_line: str | None
    oracle_text: str | None
    printed_name: str | None = None  # in the --lang language, where it differs
    printed_text: str | None = None


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
    legal_formats: list[str] = field(default_factory=list)
    protections: list[ProtectionRow] = field(default_factory=list)
    debt: list[DebtScope] = field(default_factory=list)
    rulings: list[RulingRow] = field(default_factory=list)
    printed_name: str | None = None  # in the --lang language, where it differs from `name`

    @property
    def display_name(self) -> str:
        """'Printed (English)' with --lang, else the English name: titles and sort keys."""
        return f"{self.printed_name} ({self.name})" if self.printed_name else self.name

    @property
    def sort_name(self) -> str:
        return self.printed_name or self.name

    @property
    def path(self) -> str:
        return f"cards/{self.slug}.html"

    @property
    def search_text(self) -> str:
        """What the cards page's search box matches: names (as printed too) and type line."""
        return " ".join(filter(None, (self.name, self.printed_name, self.type_line))).casefold()

    @property
    def scryfall_url(self) -> str:
        return f"https://scryfall.com/search?q=oracleid:{self.oracle_id}"

    @property
    def clauses(self) -> list[Clause]:
        """The protection rows grouped by clause, in clause order."""
        grouped: dict[tuple[str, str, str | None, str | None, str | None], list[Quality]] = {}
        for p in self.protections:
            key = (p.text, p.scope, p.subject, p.condition, p.duration)
            grouped.setdefault(key, []).append(p.quality)
        return [Clause(*key, tuple(qualities)) for key, qualities in grouped.items()]

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


def named(text: str | None, name: str | None) -> str | None:
    """Oracle text's placeholder for a card's own name (CARDNAME, kept by the parsers so that one
    condition reads the same on every card) replaced by the card's name for a reader."""
    return text.replace(CARDNAME, name) if text and name else text


class NotableList(list[Notable]):
    """Notable sources, and whether one rule and reason serve them all (`shared`: the page
    says it once, above the list, not on every line)."""

    shared: bool = False


def _notable(
    items: Iterable[NotableSource], hrefs: dict[str, str], names: Names, protected: Card | None
) -> NotableList:
    """The notable sources of a verdict on `protected`, whose page they are listed on: their
    reasons name it for CARDNAME."""
    found = NotableList(
        Notable(
            i.name,
            hrefs.get(i.oracle_id),
            i.n_printings,
            i.rule,
            (named(i.reason, protected.name) if protected else i.reason) or "",
            names.of(i.oracle_id, i.name),
        )
        for i in items
    )
    found.shared = len(found) > 1 and len({(n.rule, n.reason) for n in found}) == 1
    return found


def _scope_heading(scope: str, subjects: Sequence[str | None]) -> str:
    if scope == "self":
        return "Against the card itself"
    if scope == "granted":
        subject = next((s for s in subjects if s), None)
        return f"Against what it protects ({subject})" if subject else "Against what it protects"
    if scope == "player":
        return "Against the protected player"
    return f"Against {SCOPE_LABELS.get(scope, scope)}"


def build_cards(q: dict[str, list[Row]], names: Names | None = None) -> list[Card]:
    """One Card per card with any protection clause, with its protections and DEBT rows; with
    `names` (report --lang), each card, face and notable source also gets its printed name."""
    names = names or Names()
    cards: list[Card] = []
    slugs: set[str] = set()
    for r in typed_rows(q["cards"], CardRow):
        slug = card_slug(r.name, r.oracle_id)
        if slug in slugs:  # never seen in real data; the full id keeps slugs unique anyway
            slug = card_slug(r.name, r.oracle_id, length=32)
        slugs.add(slug)
        scopes = [
            scope
            for scope, has in (
                ("self", r.has_self),
                ("granted", r.has_granted),
                ("player", r.has_player),
                ("token", r.has_token),
            )
            if has
        ]
        faces = [
            Face(
                f.name,
                mana_symbols(f.mana_cost),
                f.type_line,
                f.oracle_text,
                names.face(r.oracle_id, index, f.name),
                names.text(r.oracle_id, index),
            )
            for index, f in enumerate(r.faces or [])
        ]
        cards.append(
            Card(
                oracle_id=r.oracle_id,
                name=r.name,
                slug=slug,
                mana=mana_symbols(r.mana_cost),
                colors=list(r.colors),
                type_line=r.type_line,
                layout=r.layout,
                is_funny=r.is_funny,
                first_released_at=r.first_released_at,
                first_set_code=r.first_set_code,
                first_set_name=r.first_set_name,
                era=r.era,
                n_printings=r.n_printings,
                rarities=sorted(r.rarities or [], key=rarity_rank),
                faces=faces,
                scopes=scopes,
                legal_formats=list(r.legal_formats),
                printed_name=names.of(r.oracle_id, r.name),
            )
        )
    by_id = {c.oracle_id: c for c in cards}
    hrefs = {c.oracle_id: c.path for c in cards}

    for p in typed_rows(q["card_protections"], CardProtectionRow):
        card = by_id.get(p.oracle_id)
        if card is not None:
            card.protections.append(
                ProtectionRow(
                    p.text,
                    p.scope,
                    p.subject,
                    quality(p.quality_kind, p.quality_value),
                    named(p.condition, card.name),
                    p.duration,
                )
            )

    for ruling in typed_rows(q["card_rulings"], CardRulingRow):
        card = by_id.get(ruling.oracle_id)
        if card is not None:
            card.rulings.append(RulingRow(ruling.published_at, ruling.source, ruling.text))

    debt: dict[tuple[str, str], dict[str, list[VerdictGroup]]] = defaultdict(
        lambda: defaultdict(list)
    )
    for d in typed_rows(q["debt"], DebtRow):
        group = VerdictGroup(
            d.verdict,
            str(VERDICT_LABELS.get(d.verdict, d.verdict)),
            d.n_sources,
            _notable(d.notable, hrefs, names, by_id.get(d.oracle_id)),
        )
        debt[(d.oracle_id, d.scope)][d.interaction].append(group)
    answers: dict[tuple[str, str], list[AnswerGroup]] = defaultdict(list)
    for a in typed_rows(q["answers"], AnswerRow):
        answers[(a.oracle_id, a.scope)].append(
            AnswerGroup(
                a.how,
                HOW_LABELS[a.how],
                a.n_sources,
                _notable(a.notable, hrefs, names, by_id.get(a.oracle_id)),
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
                    answers.get(key, []),  # in the order players rank removal (the query's)
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
    def path(self) -> str:
        """The set's page (sets with a protection card have one)."""
        return f"sets/{slug(self.code, fallback='set')}.html"

    @property
    def cards(self) -> list[Card]:
        """Every card with a protection clause printed in the set (one link each)."""
        seen: dict[str, Card] = {}
        for card in (*self.protected, *self.granting, *self.player):
            seen.setdefault(card.oracle_id, card)
        return sorted(seen.values(), key=lambda c: (c.sort_name, c.oracle_id))

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
    for r in typed_rows(q["sets"], SetRarityRow):
        row = sets.get(r.set_code)
        if row is None:
            row = sets[r.set_code] = SetRow(
                r.set_code, r.set_name, r.set_type, r.released_at, r.era, r.is_core
            )
        row.n_cards += r.n_cards
        row.protected_by_rarity[r.rarity] = r.n_protected_cards
    by_id = {c.oracle_id: c for c in cards}
    for c in typed_rows(q["set_cards"], SetCardRow):
        row = sets.get(c.set_code)
        card = by_id.get(c.oracle_id)
        if row is None or card is None:
            continue
        if c.has_self:
            row.protected.append(card)
        if c.has_granted:
            row.granting.append(card)
        if c.has_player:
            row.player.append(card)
    return list(sets.values())
