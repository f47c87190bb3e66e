"""What a source *is* when it acts, where that differs from the card as printed.

Protection tests the characteristics a source has when it acts (702.16a), and several
effects change them in play. The capability parser (capabilities.py) asks this module for
the form a row's source takes; each form is a set of `Capability` fields:

- **animated** (613.1d-e): a land, artifact, enchantment or planeswalker that becomes a
  creature is, for blocking and combat damage, that creature: a color-setting effect replaces
  its colors ("a 3/3 green Ape", 105.3), the card types it names replace its own unless it is
  "still a land" or gets them "in addition to its other types" (205.1a-b), and it has the
  creature types and keywords the effect names. An effect usable only at sorcery speed (a
  loyalty ability, 606.3) never makes a blocker on the opponent's turn.
- **crewed** (702.122a): a crewed Vehicle is an artifact creature.
- **bestowed** (702.103b): a card cast for its bestow cost is an Aura spell, and attached it
  is an Aura; it is not a creature then, and has no creature types.
- **emblem** (114.3): an emblem has no color, no types, no mana cost and usually no name.
- **attached**: an Aura or Equipment another card's effect attaches is the source of that
  attachment (702.16c-d), not the card whose effect moves it; what it is stays unknown.

It also reads "damage can't be prevented" (615.12): protection's damage clause is a
prevention effect (702.16e), so such damage is dealt anyway.
"""

from __future__ import annotations

import re
from typing import Literal

from pipeline.vocabulary import CARD_TYPES, COLOR_BY_WORD, SourceKind, Unpreventable

__all__ = [
    "SOURCE_KINDS",
    "UNPREVENTABLE",
    "Form",
    "animated_form",
    "attached_form",
    "attaches_itself",
    "aura_form",
    "bestowed_form",
    "crewed_form",
    "emblem_form",
    "is_sorcery_speed",
    "unpreventable_damage",
]

# Values of Capability.source_kind (None: the card as printed is the source) and of
# Capability.unpreventable (615.12: always, or only when a condition holds).
SOURCE_KINDS: frozenset[str] = SourceKind.values()
UNPREVENTABLE: frozenset[str] = Unpreventable.values()

Form = dict[str, object]

# Keywords an animating effect can give that matter to blocking (702.9b flying, 702.17b
# reach, 702.28b shadow, 702.31b horsemanship), to a combat damage reason (702.19 trample), or
# to who survives a fight (702.2 deathtouch, 702.7 first strike, 702.4 double strike, 702.12
# indestructible: "becomes a 2/1 red Warrior creature with first strike", Ghitu Encampment).
_FORM_KEYWORDS: dict[str, str] = {
    "flying": "Flying",
    "reach": "Reach",
    "trample": "Trample",
    "shadow": "Shadow",
    "horsemanship": "Horsemanship",
    "deathtouch": "Deathtouch",
    "first strike": "First strike",
    "double strike": "Double strike",
    "indestructible": "Indestructible",
}
# Card types an effect can name besides "creature" ("artifact creature"), from CR 300.1.
_TYPE_WORDS: dict[str, str] = {t.lower(): t for t in CARD_TYPES if t != "Creature"}
_POWER_TOUGHNESS = re.compile(r"^(?:\d+|X|\*)/(?:\d+|X|\*)$")
_SUBTYPE = re.compile(r"^[A-Z][\w'-]*$")
# 205.1b: the object keeps its prior types.
_KEEPS_TYPES = re.compile(r"\bstill an? \w+|\bin addition to its other types\b")
_EVERY_CREATURE_TYPE = re.compile(r"\b(?:all|every) creature types?\b")
_FORM_END = re.compile(r"\buntil\b|\bthat's\b|\bin addition\b|[.\"“]")
# A loyalty ability (606.3) or "Activate only as a sorcery" (307.5, 602.5d).
_LOYALTY_COST = re.compile(r"^\[[+−-]?(?:\d+|X)\]:")


def is_sorcery_speed(line: str) -> bool:
    """Whether an ability can only be activated when its controller could cast a sorcery."""
    return bool(_LOYALTY_COST.match(line)) or "Activate only as a sorcery" in line


def animated_form(words: str, rest: str, printed_types: list[str], subtypes: list[str]) -> Form:
    """The creature a permanent becomes: `words` are those between "becomes a" and "creature"
    ("3/3 green Ape", "2/2 Assembly-Worker artifact"), `rest` the text after "creature" up
    to the end of the ability ("with trample until end of turn. It's still a land.")."""
    colors: list[str] = []
    colorless = False
    types: list[str] = []
    named_subtypes: list[str] = []
    for word in words.replace(",", " ").split():
        lower = word.lower()
        if lower in COLOR_BY_WORD:
            colors.append(COLOR_BY_WORD[lower])
        elif lower == "colorless":
            colorless = True
        elif lower in _TYPE_WORDS:
            types.append(_TYPE_WORDS[lower])
        elif lower in ("and", "legendary", "an", "a") or _POWER_TOUGHNESS.match(word):
            continue
        elif _SUBTYPE.match(word):
            named_subtypes.append(word)
    end = _FORM_END.search(rest)
    with_part = rest[: end.start()] if end else rest
    keywords = tuple(
        keyword
        for word, keyword in _FORM_KEYWORDS.items()
        if re.search(rf"\bwith\b.*\b{word}\b", with_part)
    )
    keeps = bool(_KEEPS_TYPES.search(rest))
    form_types = list(printed_types) if keeps else []
    form_subtypes = list(subtypes) if keeps else []
    form: Form = {
        "source_kind": SourceKind.ANIMATED,
        "source_types": _ordered([*form_types, *types, "Creature"]),
        "source_subtypes": _ordered([*form_subtypes, *named_subtypes]),
    }
    if colors or colorless:
        form["source_colors"] = _ordered(colors)  # 105.3: a color-setting effect replaces
    if keywords:
        form["source_keywords"] = keywords
    if _EVERY_CREATURE_TYPE.search(with_part):
        form["source_every_creature_type"] = True
    return form


def crewed_form(printed_types: list[str]) -> Form:
    """702.122a: crewed, a Vehicle becomes an artifact creature."""
    return {
        "source_kind": SourceKind.CREWED,
        "source_types": _ordered([*printed_types, "Creature"]),
    }


# "You may have Clone enter the battlefield as a copy of any creature on the battlefield"
# (Phantasmal Image, Body Double; "any nonland permanent", Clever Impersonator; "one of those
# cards", the creature cards The Mimeoplasm exiles), "As Vesuvan Shapeshifter enters the
# battlefield or is turned face up, you may choose another creature on the battlefield. If you
# do, ... it becomes a copy of that creature": in play it has the copied one's characteristics
# (707.2).
ENTERS_AS_COPY = re.compile(
    r"\benters?(?: the battlefield)? as a copy of (?:any|a|an|another|target|one of those)\b[^.]*?"
    r"\b(?:creature|permanent|cards)\b"
    r"|\benters\b[^.]*?, you may choose another creature on the battlefield\. "
    r"If you do, [^.]*?\bbecomes a copy of that creature"
)


def copy_form() -> Form:
    """707.2: a creature that enters as a copy has the copied creature's characteristics: only
    that it is a creature is known (its colors, subtypes and name are the copied one's)."""
    return {"source_kind": SourceKind.COPY, "source_types": ("Creature",)}


def bestowed_form(printed_types: list[str]) -> Form:
    """702.103b: an Aura spell (and, attached, an Aura) that is not a creature."""
    return {
        "source_kind": SourceKind.BESTOWED,
        "source_types": _ordered([t for t in printed_types if t != "Creature"]),
        "source_subtypes": ("Aura",),
    }


# "CARDNAME loses this ability and becomes an Aura enchantment with enchant creature. Attach it
# to target creature." (Dominating Licid): what attaches is an Aura, not the creature it was.
_BECOMES_AURA = re.compile(r"\bCARDNAME\b[^.]*\bbecomes an Aura enchantment\b")


def aura_form(before: str) -> Form | None:
    """The Aura a permanent becomes as it attaches itself, when `before` (the ability's text
    before the attach) says it becomes one: an enchantment with its own colors (303.4)."""
    if not _BECOMES_AURA.search(before):
        return None
    return {
        "source_kind": SourceKind.AURA,
        "source_types": ("Enchantment",),
        "source_subtypes": ("Aura",),
    }


def emblem_form() -> Form:
    """114.3: an emblem has no color, no types and no mana cost."""
    return {
        "source_kind": SourceKind.EMBLEM,
        "source_colors": (),
        "source_types": (),
        "source_subtypes": (),
    }


# "search for an Equipment card, put it onto the battlefield, attach it", "attach target
# Equipment you control", "put an Aura card ... onto the battlefield attached to".
_OTHER_ATTACHMENT = re.compile(
    r"\b(?:an?|target|all|any number of|each|that|those|another|up to \w+)\s+"
    r"(?:[\w-]+\s+){0,3}?(?P<kind>Auras?|Equipment|Curses?|Fortifications?)\b"
)
_SELF_REFERENCE = re.compile(r"^\s*(?:CARDNAME|this(?: \w+)?)\s*$")
_ATTACHED_KINDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # subtype word -> (card types, subtypes) every such object has
    "Aura": (("Enchantment",), ("Aura",)),
    "Curse": (("Enchantment",), ("Aura", "Curse")),
    "Equipment": (("Artifact",), ("Equipment",)),
    "Fortification": (("Artifact",), ("Fortification",)),
}


def attaches_itself(what: str) -> bool:
    """Whether the object an effect attaches is named as this card ("attach CARDNAME to it"):
    then this card is the source (702.16c-d), even inside an ability it grants (Shifting Shadow)."""
    return bool(_SELF_REFERENCE.match(what))


def attached_form(what: str, sentence: str) -> Form | None:
    """The object an effect attaches, when it is not this card: None when it is this card
    ("attach CARDNAME to it", "attach it to ..." on an Equipment); otherwise an `attached`
    form with the types every such object has (an Aura is an enchantment)."""
    if attaches_itself(what):
        return None
    found = _OTHER_ATTACHMENT.search(what) or _OTHER_ATTACHMENT.search(sentence)
    if found is None:
        return None
    word = found.group("kind").rstrip("s")
    types, subtypes = _ATTACHED_KINDS[word]
    return {"source_kind": SourceKind.ATTACHED, "source_types": types, "source_subtypes": subtypes}


_CANT_BE_PREVENTED = re.compile(r"[^.]*\bcan't be prevented\b[^.]*", re.IGNORECASE)
_PREVENTION_OF_RECIPIENT = re.compile(r"\bdealt to\b")
# "If this spell was kicked", "Hellbent — If you have no cards in hand", "instead".
_CONDITIONAL = re.compile(r"\b(?:[Ii]f|instead|unless|as long as)\b")
_WHOLE_FACE = re.compile(
    r"^\s*(?:Damage that would be dealt by CARDNAME|Damage)\s+can't be prevented$"
)
_OWN_COMBAT = re.compile(r"^\s*Combat damage that would be dealt by creatures you control\b")

Scope = Literal["line", "face", "combat"]


def unpreventable_damage(line: str) -> tuple[Scope, str] | None:
    """Whether an ability (one line, CARDNAME for the card's name) makes damage unpreventable
    (615.12), and for which of the card's damage rows: `line` (this spell or ability's own
    damage), `face` (all the card's damage: "Damage that would be dealt by CARDNAME can't be
    prevented"), `combat` (its combat damage: "creatures you control"); with `always` or
    `conditional` ("If this spell was kicked, ... the damage can't be prevented")."""
    for m in _CANT_BE_PREVENTED.finditer(line):
        sentence = m.group(0).strip()
        if _PREVENTION_OF_RECIPIENT.search(sentence):
            continue  # damage dealt *to* an object (Whippoorwill): not this card's damage
        status = (
            Unpreventable.CONDITIONAL if _CONDITIONAL.search(sentence) else Unpreventable.ALWAYS
        )
        if _OWN_COMBAT.match(sentence):
            return "combat", status
        if _WHOLE_FACE.match(sentence):
            return "face", status
        return "line", status
    return None


def _ordered(values: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(values))
