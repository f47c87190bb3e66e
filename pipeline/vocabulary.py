"""Every fixed word of the pipeline, defined once: imported by the code, loaded into the database.

Game vocabularies come from the Comprehensive Rules (colors 105.1, card types 300.1,
supertypes 205.4d); the others are the pipeline's own columns (scopes, capability kinds,
verdicts, quality kinds, rarities, eras, formats, ...). Each is a `Term` enumeration: its
members *are* the strings stored in the database (a StrEnum), so code compares them with
plain strings too. `vocabulary_rows()` loads every one into the `vocabulary` table, which SQL
joins (rarity order, a verdict from its rank) and `sql/checks/accepted_values.sql` checks every
vocabulary column against.

Subtypes are *not* listed here: they come from the loaded card data (see store/build.py),
because new creature types appear with every set.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from enum import StrEnum
from typing import NamedTuple, Self


class Term(StrEnum):
    """A word of one vocabulary, declared as ``NAME = "value", "label"`` (optionally a one-letter
    abbreviation third). Its rank is its position in the declaration: declare in the order
    the vocabulary has (rarity order, a verdict's strength)."""

    label: str
    letter: str | None

    def __new__(cls, value: str, label: str, letter: str | None = None) -> Self:
        member = str.__new__(cls, value)
        member._value_ = value
        member.label = label
        member.letter = letter
        return member

    @classmethod
    def values(cls) -> frozenset[str]:
        """The vocabulary's words as plain strings."""
        return frozenset(member.value for member in cls)

    @classmethod
    def words(cls) -> tuple[str, ...]:
        """The vocabulary's words as plain strings, in order."""
        return tuple(member.value for member in cls)

    @classmethod
    def of(cls, value: str) -> Self:
        """The member whose word is `value`; ValueError for a word not in the vocabulary."""
        for member in cls:
            if member.value == value:
                return member
        raise ValueError(f"{value!r} is not a {cls.__name__}")

    @classmethod
    def labels(cls) -> dict[str, str]:
        """Each word's label, in order."""
        return {member.value: member.label for member in cls}


# --- game vocabularies (Comprehensive Rules) --------------------------------------------


class Color(Term):
    """CR 105.1: the five colors, in WUBRG order."""

    WHITE = "W", "white"
    BLUE = "U", "blue"
    BLACK = "B", "black"
    RED = "R", "red"
    GREEN = "G", "green"


COLOR_CODES: tuple[str, ...] = tuple(Color)
COLOR_BY_WORD: dict[str, str] = {color.label: color.value for color in Color}


class ColorCount(Term):
    """How many colors a source has (105.2); colorless is not a color (105.2c)."""

    COLORED = "colored", "colored"
    MULTICOLORED = "multicolored", "multicolored"
    MONOCOLORED = "monocolored", "monocolored"
    COLORLESS = "colorless", "colorless"


# CR 300.1 card types (Tribal was renamed Kindred in 2024; both spellings occur in data).
CARD_TYPES: frozenset[str] = frozenset(
    {
        "Artifact",
        "Battle",
        "Conspiracy",
        "Creature",
        "Dungeon",
        "Enchantment",
        "Instant",
        "Kindred",
        "Land",
        "Phenomenon",
        "Plane",
        "Planeswalker",
        "Scheme",
        "Sorcery",
        "Tribal",
        "Vanguard",
    }
)
# CR 205.4d supertypes.
SUPERTYPES: frozenset[str] = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Host"})

# Card types whose cards are spells that are never permanents (CR 304, 307).
NONPERMANENT_TYPES: frozenset[str] = frozenset({"Instant", "Sorcery"})


class Rarity(Term):
    """A printing's rarity (Scryfall's and MTGJSON's words), lowest first."""

    COMMON = "common", "common", "C"
    UNCOMMON = "uncommon", "uncommon", "U"
    RARE = "rare", "rare", "R"
    MYTHIC = "mythic", "mythic rare", "M"
    SPECIAL = "special", "special", "S"
    BONUS = "bonus", "bonus", "B"


class Format(Term):
    """A play format, as the card data names it (Scryfall `legalities` keys; MTGJSON's are the
    same words). A card counts in a format when it is legal or restricted there
    (cards.legal_formats)."""

    STANDARD = "standard", "Standard"
    FUTURE = "future", "Future Standard"
    ALCHEMY = "alchemy", "Alchemy"
    PIONEER = "pioneer", "Pioneer"
    EXPLORER = "explorer", "Explorer"
    HISTORIC = "historic", "Historic"
    TIMELESS = "timeless", "Timeless"
    GLADIATOR = "gladiator", "Gladiator"
    MODERN = "modern", "Modern"
    PREMODERN = "premodern", "Premodern"
    LEGACY = "legacy", "Legacy"
    VINTAGE = "vintage", "Vintage"
    OLDSCHOOL = "oldschool", "Old School"
    PAUPER = "pauper", "Pauper"
    PENNY = "penny", "Penny Dreadful"
    COMMANDER = "commander", "Commander"
    DUEL = "duel", "Duel Commander"
    OATHBREAKER = "oathbreaker", "Oathbreaker"
    PAUPERCOMMANDER = "paupercommander", "Pauper Commander"
    PREDH = "predh", "PreDH"
    BRAWL = "brawl", "Brawl"
    STANDARDBRAWL = "standardbrawl", "Standard Brawl"
    HISTORICBRAWL = "historicbrawl", "Historic Brawl"


# Scryfall bulk-data entries a refresh can read (https://scryfall.com/docs/api/bulk-data).
SCRYFALL_BULK_TYPES = ("default_cards", "oracle_cards", "all_cards")


# --- the pipeline's vocabularies ---------------------------------------------------------


class Scope(Term):
    """What a protection clause protects (a `protections.scope`)."""

    SELF = "self", "itself"
    GRANTED = "granted", "what it grants protection to"
    PLAYER = "player", "a player"
    TOKEN = "token", "tokens it creates"


class QualityKind(Term):
    """A protection quality's kind (702.16a), in the order the report's charts stack them;
    pipeline/parse/protection_qualities.py documents the value each kind carries."""

    COLOR = "color", "a color"
    MULTICOLORED = "multicolored", "multicolored"
    MONOCOLORED = "monocolored", "monocolored"
    COLORLESS = "colorless", "colorless"
    COLORED = "colored", "colored"
    CARD_TYPE = "card_type", "a card type"
    SUBTYPE = "subtype", "a subtype"
    SUPERTYPE = "supertype", "a supertype"
    EVERYTHING = "everything", "everything"
    CHOSEN = "chosen", "a chosen quality"
    COMPOUND = "compound", "compound"
    VARIABLE = "variable", "variable"
    MANA_VALUE = "mana_value", "mana value"
    PLAYER = "player", "a player"
    NAME = "name", "a name"
    NAME_WORDS = "name_words", "words in the name"
    DIE_ROLLS = "die_rolls", "die rolls"
    PRINTING = "printing", "a printing's trait"
    UNPARSED = "unparsed", "unparsed"


class CapabilityKind(Term):
    """What a card can do to an object (`capabilities.capability`), in the order players read
    answers: the four DEBT interactions protection stops (702.16b-f), then what it never stops
    (sweepers, edicts, counterspells)."""

    DAMAGE = "damage", "Damage", "D"
    ATTACH = "attach", "Enchant / Equip", "E"
    BLOCK = "block", "Block", "B"
    TARGET = "target", "Target", "T"
    SWEEP = "sweep", "Sweepers (no target, no damage)"
    EDICT = "edict", "Edicts (a player sacrifices)"
    COUNTER = "counter", "Counterspells (the card as a spell on the stack)"


class Interaction(Term):
    """The DEBT interactions protection stops (702.16b-f), in the letters' order: the
    `interaction` column of `interactions` and the `can_*` views."""

    DAMAGE = "damage", "Damage", "D"
    ATTACH = "attach", "Enchant / Equip", "E"
    BLOCK = "block", "Block", "B"
    TARGET = "target", "Target", "T"


class Via(Term):
    """How a capability acts (`capabilities.via`)."""

    SPELL = "spell", "the card as a spell"
    ABILITY = "ability", "an ability of its permanent"
    COMBAT = "combat", "combat"
    STATIC = "static", "an attached Aura or Equipment"


class ObjectKind(Term):
    """What a capability acts on (`capabilities.object_kind`). 'ability' is an activated or
    triggered ability on the stack (Stifle): like a spell there, protection does not apply."""

    CREATURE = "creature", "a creature"
    PLANESWALKER = "planeswalker", "a planeswalker"
    PERMANENT = "permanent", "a permanent"
    ARTIFACT = "artifact", "an artifact"
    ENCHANTMENT = "enchantment", "an enchantment"
    LAND = "land", "a land"
    PLAYER = "player", "a player"
    ANY = "any", "any target"
    SPELL = "spell", "a spell"
    CARD = "card", "a card"
    BATTLE = "battle", "a battle"
    ABILITY = "ability", "an ability on the stack"


class SourceKind(Term):
    """What a capability's source is when it acts, where that is not the card as printed
    (`capabilities.source_kind`; pipeline/parse/source_forms.py, token_sources.py)."""

    TOKEN = "token", "a token the card creates (111.4)"
    ANIMATED = "animated", "the creature a permanent becomes (613)"
    CREWED = "crewed", "a crewed Vehicle (702.122a)"
    BESTOWED = "bestowed", "a bestowed Aura (702.103b)"
    AURA = "aura", "a permanent that becomes an Aura as it attaches itself (Licids)"
    EMBLEM = "emblem", "an emblem (114.3)"
    ATTACHED = "attached", "the Aura or Equipment an effect attaches (702.16c-d)"
    COPY = "copy", "a creature that enters as a copy of another (707.2)"


class Unpreventable(Term):
    """Whether a capability's damage can't be prevented (`capabilities.unpreventable`, 615.12)."""

    ALWAYS = "always", "always"
    CONDITIONAL = "conditional", "when a condition holds (kicked, a threshold, a turn)"


class Spares(Term):
    """The Auras a protection doesn't remove (`protections.spares`, 702.16n-p): "This effect doesn't
    remove White Ward" or "... doesn't remove Auras" (Spectra Ward)."""

    SOURCE = "source", "the Aura that gives the protection"
    AURAS = "auras", "every Aura"
    # 702.16p: "... doesn't remove Auras and Equipment you control that are already attached to it"
    ATTACHED = "attached", "the Auras and Equipment its controller controls already attached"


class Verdict(Term):
    """A cross-reference verdict, weakest first: its rank is how strongly protection stops the
    source (the views take the strongest of a card's protections)."""

    ALLOWED = "allowed", "gets through"
    CONDITIONAL = "conditional", "conditional"
    PREVENTED = "prevented", "stopped"
    NOT_APPLICABLE = "not_applicable", "not applicable"


class AnswerHow(Term):
    """How a path deals with the card it reaches (`capabilities.effect`, `answer_paths.how`), in
    the order players rank removal: what leaves no trace first, combat last."""

    EXILE = "exile", "exiles it"
    DESTROY = "destroy", "destroys it"
    SACRIFICE = "sacrifice", "makes its controller sacrifice it"
    BOUNCE = "bounce", "returns it to its owner's hand or library"
    DAMAGE = "damage", "deals it damage"
    SHRINK = "shrink", "gives it -N/-N"
    NEUTRALISE = "neutralise", "neutralises it"
    COUNTER = "counter", "counters it as a spell"
    COMBAT = "combat", "fights it in combat"


class AnswerOutcome(Term):
    """What a path that protection doesn't stop does to the protected card on its own
    (`answer_paths.outcome`), the answers first."""

    REMOVES = "removes", "removes it"
    NEUTRALISES = "neutralises", "neutralises it"
    COUNTERS = "counters", "counters it"
    KILLS_IN_COMBAT = "kills_in_combat", "kills it in combat"
    DEPENDS = "depends", "depends on play"
    NOTHING = "nothing", "gets past its protection without dealing with it"


class Speed(Term):
    """When a path can be used (`capabilities.effect_speed`): at instant speed (an instant, a flash
    card, an activated ability) or only at sorcery speed."""

    INSTANT = "instant", "instant speed"
    SORCERY = "sorcery", "sorcery speed"


class EffectLimit(Term):
    """The characteristic a path's bound is on (`capabilities.effect_limit`): "Destroy target
    creature if it has mana value 2 or less"."""

    MANA_VALUE = "mana_value", "mana value"
    POWER = "power", "power"
    TOUGHNESS = "toughness", "toughness"


class Outcome(Term):
    """How a refresh ended (`refresh_log.outcome`)."""

    BUILT = "built", "built a new database"
    UNCHANGED = "unchanged", "the upstream data had not changed"
    FAILED = "failed", "failed; the previous database is untouched"


class TranslationStatus(Term):
    """Whether a printed text's protection qualities agree with the oracle text's
    (`protection_translation_check.status`)."""

    AGREE = "agree", "agree"
    DISAGREE = "disagree", "disagree"
    NOT_COMPARABLE = "not_comparable", "not comparable"


class Perspective(Term):
    """Whose sources a verdict reads: two players, where the source's controller is the protected
    card's opponent (702.16k), or any controller (the fully general reading)."""

    OPPONENT = "opponent", "the protected card's opponent"
    ANY = "any", "any controller"


class Era(Term):
    """The eras of the seeds' history (the `eras` table), oldest first."""

    ALPHA_TO_5ED = "alpha-to-5ed", "introduced in Limited Edition Alpha"
    SIXTH_TO_8ED = "6ed-to-8ed", "dropped from the core game as too complicated"
    NINTH_TO_M15 = "9ed-to-m15", "reintroduced, at first only at higher rarities"
    ORIGINS_ON = "origins-on", "announced to become much rarer"


class EraStart(NamedTuple):
    starts_on: date
    first_set: str


ERA_STARTS: dict[Era, EraStart] = {
    Era.ALPHA_TO_5ED: EraStart(date(1993, 8, 5), "LEA"),
    Era.SIXTH_TO_8ED: EraStart(date(1999, 4, 21), "6ED"),
    Era.NINTH_TO_M15: EraStart(date(2005, 7, 29), "9ED"),
    Era.ORIGINS_ON: EraStart(date(2015, 7, 17), "ORI"),
}

# Every vocabulary loaded into the `vocabulary` table, by its name there.
VOCABULARIES: dict[str, type[Term]] = {
    "color": Color,
    "color_count": ColorCount,
    "rarity": Rarity,
    "format": Format,
    "scope": Scope,
    "quality_kind": QualityKind,
    "capability": CapabilityKind,
    "interaction": Interaction,
    "via": Via,
    "object_kind": ObjectKind,
    "source_kind": SourceKind,
    "unpreventable": Unpreventable,
    "spares": Spares,
    "verdict": Verdict,
    "outcome": Outcome,
    "answer_how": AnswerHow,
    "answer_outcome": AnswerOutcome,
    "speed": Speed,
    "effect_limit": EffectLimit,
    "translation_status": TranslationStatus,
    "era": Era,
    "perspective": Perspective,
}

# The quality kinds a printed translation is compared with the oracle text on: those
# pipeline/parse/localized.py reads (it reports the rest of a clause as unparsed).
TRANSLATED_QUALITY_KINDS = (QualityKind.COLOR, QualityKind.EVERYTHING, QualityKind.CARD_TYPE)

# The scopes whose protection covers an object the cross-reference judges, in the order a
# lookup reads them: the card's own permanent, what it grants protection to, a player (a
# token's protection is the token's, not the card's).
OBJECT_SCOPES = (Scope.SELF, Scope.GRANTED, Scope.PLAYER)

# Named subsets of a vocabulary, for SQL to select by where a rule names a category, never a
# hand-typed list: `WHERE object_kind IN (SELECT value FROM vocabulary WHERE vocabulary =
# 'stack_object_kind')`. Loaded into the `vocabulary` table beside the vocabularies, as
# `interaction` (the DEBT four of `capability`) is; a word's rank is its place in the subset.
CATEGORIES: dict[str, tuple[Term, ...]] = {
    # 702.16b: protection covers permanents and players, never a spell or an ability on the
    # stack, so what acts on one (a counterspell, Stifle) is no path to the permanent
    "stack_object_kind": (ObjectKind.SPELL, ObjectKind.ABILITY),
    # the verdicts under which a source still gets through: it is an answer (the answers view)
    "answer_verdict": (Verdict.ALLOWED, Verdict.CONDITIONAL),
    "translated_quality_kind": TRANSLATED_QUALITY_KINDS,
    # the color counts only a source with a color has (105.2c: colorless is not a color)
    "colored_count": (ColorCount.COLORED, ColorCount.MULTICOLORED, ColorCount.MONOCOLORED),
    # the quality kinds whose match depends on play (who controls the source, a choice, a
    # number that varies, a printing's trait): at most conditional against a source
    "play_dependent_quality_kind": (
        QualityKind.PLAYER,
        QualityKind.CHOSEN,
        QualityKind.VARIABLE,
        QualityKind.PRINTING,
    ),
    "object_scope": OBJECT_SCOPES,
    # the outcomes that deal with the protected card: an answer a player would name
    "real_answer": (
        AnswerOutcome.REMOVES,
        AnswerOutcome.NEUTRALISES,
        AnswerOutcome.COUNTERS,
        AnswerOutcome.KILLS_IN_COMBAT,
    ),
}

# The words in order, as plain strings (click's Choice reads an Enum member by its name).
FORMATS: tuple[str, ...] = Format.words()
DEBT_KINDS: tuple[str, ...] = Interaction.words()
ANSWER_KINDS: tuple[str, ...] = CapabilityKind.words()
PERSPECTIVES: tuple[str, ...] = Perspective.words()
REAL_ANSWERS: tuple[str, ...] = tuple(CATEGORIES["real_answer"])


def vocabulary_rows() -> list[tuple[str, str, int, str, str | None]]:
    """Rows for the `vocabulary` table: (vocabulary, value, rank, label, letter), for every
    vocabulary and every category."""
    named: dict[str, Iterable[Term]] = {**VOCABULARIES, **CATEGORIES}
    return [
        (name, term.value, rank, term.label, term.letter)
        for name, terms in named.items()
        for rank, term in enumerate(terms)
    ]


def era_rows() -> list[tuple[str, date, str, str]]:
    """Rows for the `eras` table: (era, starts_on, first_set, note)."""
    return [
        (era.value, ERA_STARTS[era].starts_on, ERA_STARTS[era].first_set, era.label) for era in Era
    ]
