"""The rows the capability parser builds and what its readers share while building them.

`Capability` is one row of the capabilities table; `Face` is what a face's type line says,
`Line` one ability being read (its text, where its effect starts, its sentences), `Out` the
rows found so far. `pipeline.parse.capabilities` reads a face into lines and its face-level
rows; `pipeline.parse.capability_clauses` reads a line's effect clauses.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from typing import Any

import msgspec

from pipeline.parse.noun_phrases import ObjectRestriction
from pipeline.parse.oracle_text import CARDNAME
from pipeline.vocabulary import NONPERMANENT_TYPES, CapabilityKind

__all__ = [
    "ACTIVATED_COST",
    "SENTENCE_END",
    "TARGET_WORD",
    "Capability",
    "Face",
    "Line",
    "Out",
    "clean_detail",
    "make_row",
]


class Capability(ObjectRestriction, frozen=True, kw_only=True):
    """One thing a card face can do to an object: the object's restrictions (ObjectRestriction,
    its object_* fields) and how the face acts on it. Several rows for one clause are
    alternatives ("target artifact or enchantment" = two rows).
    """

    capability: str  # a vocabulary.CapabilityKind
    via: str  # a vocabulary.Via
    detail: str
    targeted: bool = False
    damage_by: str | None = None
    # The damage is a fight's (701.14a): the fighting creatures deal it to each other.
    fight: bool = False
    damage_amount: str | None = None
    can_block_only: str | None = None
    cannot_block: str | None = None
    # Evasion a blocker blocks through as though it had the ability: 'Flying' ("can block
    # creatures with flying", as reach does, 702.17b), 'Shadow' ("can block creatures with shadow
    # as though they didn't have shadow", Wall of Diffusion), 'Horsemanship'.
    blocks_through: tuple[str, ...] | None = None
    # The clause is inside quotation marks: an ability this card grants to another object
    # (a creature, a token). That object, not this card, is the source (702.16b/e).
    granted: bool = False
    # What the source is when it acts, where that is not the card as printed: a token this
    # card creates with a granted ability (its printed characteristics, 111.4; token_sources.py),
    # or `source_kind` `animated`, `crewed`, `bestowed`, `emblem`, `attached` (source_forms.py).
    # The characteristics replace the printed ones (None: as printed or decided in play; the
    # keywords add to the printed ones).
    source_kind: str | None = None
    source_colors: tuple[str, ...] | None = None
    source_types: tuple[str, ...] | None = None
    source_subtypes: tuple[str, ...] | None = None
    source_name: str | None = None
    source_keywords: tuple[str, ...] | None = None
    source_every_creature_type: bool = False
    # 615.12: the damage can't be prevented, `always` or `conditional` (UNPREVENTABLE).
    unpreventable: str | None = None
    # Only a spell or ability that targets ("Counter target spell that targets a creature you
    # control", Siren Stormtamer): a permanent spell other than an Aura targets nothing.
    object_targets: bool = False
    # What it does to its object (pipeline/parse/effects.py): how (vocabulary.AnswerHow, None
    # when it deals with nothing), the toughness a -N/-N takes, why the result depends on
    # play, and its speed (vocabulary.Speed).
    effect: str | None = None
    effect_amount: str | None = None
    effect_depends: str | None = None
    effect_speed: str | None = None
    # What it needs that protection may stop: `target` (a fight or a "bite" deals its damage
    # only if the spell's targets are legal, 701.14b), `damage` (it removes what its damage
    # hit: Kaldra Compleat's "exile that creature"; prevented damage hits nothing, 702.16e).
    effect_needs: str | None = None
    # It does it only to an object of these colors ("Destroy target permanent if it's blue").
    effect_colors: tuple[str, ...] | None = None
    # It does it only to an object whose `effect_limit` (mana_value, power, toughness) is at
    # most `effect_limit_most`, and surely only up to `effect_limit_sure`: above it only under a
    # condition ("Destroy target creature if it has mana value 2 or less. Revolt — ... 4 or less
    # instead ...", Fatal Push: 2 and 4).
    effect_limit: str | None = None
    effect_limit_sure: int | None = None
    effect_limit_most: int | None = None
    # The damage a later sentence raises it to "instead" under a condition ("Unholy Heat deals 6
    # damage instead if ...", delirium): above its own amount, only then.
    effect_amount_most: int | None = None
    # ... where the condition is the object's own printed colors (any of them: "If that creature
    # is white or blue, Lightning Dart deals 4 damage to it instead") or types (all of them: "If
    # it's an artifact creature", Electrostatic Bolt; a subtype: "If that creature is a Zombie"):
    # the card data decides it.
    effect_amount_most_colors: tuple[str, ...] | None = None
    effect_amount_most_types: tuple[str, ...] | None = None
    # It does it only to an object that isn't of this subtype ("Enchanted creature gets +2/+2 as
    # long as it's a Vampire. Otherwise, it gets -2/-2.", Gift of Fangs).
    effect_unless_subtype: str | None = None


SENTENCE_END = re.compile(r"\.(?=\s|$)")
# An activated ability's cost, up to its colon ("{T}, Sacrifice a creature: Destroy ...").
ACTIVATED_COST = re.compile(r'^[^.:"]{1,150}?:\s')
TARGET_WORD = re.compile(r"\b[Tt]arget\b(?!'s)")


@dataclass
class Face:
    """What the type line says about one face."""

    types: list[str]
    subtypes: list[str]
    keywords: frozenset[str]
    supertypes: tuple[str, ...] = ()
    mana_cost: str = ""  # as printed: "{X}{W}"
    loyalty: str = ""  # a planeswalker's, as printed: "7"

    @property
    def is_spell(self) -> bool:
        # Instants and sorceries: their text is the spell's effect (via 'spell').
        return any(t in NONPERMANENT_TYPES for t in self.types)

    @property
    def is_legendary_sorcery(self) -> bool:
        # 205.4e: castable only while its controller controls a legendary creature or
        # planeswalker (its reminder text, which the parser strips, says so)
        return "Legendary" in self.supertypes and "Sorcery" in self.types

    @property
    def is_aura(self) -> bool:
        return "Aura" in self.subtypes

    @property
    def is_vehicle(self) -> bool:
        return "Vehicle" in self.subtypes


@dataclass
class Out:
    """Rows in the order found, without duplicates."""

    rows: list[Capability] = field(default_factory=list)
    seen: set[Capability] = field(default_factory=set)

    def add(self, row: Capability) -> None:
        if row not in self.seen:
            self.seen.add(row)
            self.rows.append(row)

    def restyle(self, start: int, fields: dict[str, object], only_printed: bool = False) -> None:
        """Set `fields` on the rows found since `start` (`only_printed`: on those whose source
        is the card as printed, not a token or an emblem)."""
        for i in range(start, len(self.rows)):
            if only_printed and self.rows[i].source_kind is not None:
                continue
            self.rows[i] = msgspec.structs.replace(self.rows[i], **fields)
        self.seen = set(self.rows)


@dataclass
class Line:
    """One ability (a line of oracle text, or the text inside quotation marks)."""

    text: str  # with quoted text blanked out (same length), CARDNAME for the card's name
    original: str  # the same positions with quoted text kept, for the detail
    via: str
    granted: bool
    effect_start: int  # matches before this are in a cost or a trigger condition
    card_name: str
    fixed_detail: str | None = None  # keyword reminders: the keyword line stands as the detail
    # An instant's or sorcery's lines before this one: the same spell, whose targets this
    # line's references ("that permanent or player") may name (608.2c)
    preceding: str = ""

    _sentence_ends: list[int] | None = None

    def detail(self, pos: int) -> str:
        """The sentence holding ``pos``, as written (CARDNAME back to the card's name)."""
        if self.fixed_detail is not None:
            return self.fixed_detail
        if self._sentence_ends is None:
            self._sentence_ends = [m.end() for m in SENTENCE_END.finditer(self.text)]
        ends = self._sentence_ends
        i = bisect.bisect_right(ends, pos)
        start = ends[i - 1] if i else 0
        end = ends[i] if i < len(ends) else len(self.text)
        return clean_detail(self.original[start:end], self.card_name)


def clean_detail(text: str, card_name: str) -> str:
    text = text.strip().lstrip('•"” ').strip()
    return text.replace(CARDNAME, card_name) if card_name else text


def make_row(
    capability: CapabilityKind, via: str, detail: str, obj: ObjectRestriction, **extra: Any
) -> Capability:
    return Capability(
        capability=capability, via=via, detail=detail, **msgspec.structs.asdict(obj), **extra
    )
