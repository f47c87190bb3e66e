"""Who a clause's subject is: this card, or another object (702.16b/e look at the source).

"Jilt": "If this spell was kicked, it deals 2 damage" -- the card. "Clear Shot": "Target
creature you control gets +1/+1 until end of turn. It deals damage equal to its power" --
the targeted creature. "Savage Swipe": "Then it fights target creature" -- the creature named
before. Pure functions over the capability parser's text (the card's name as CARDNAME, quoted
text blanked), each reading a bounded window so long input stays linear.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from pipeline.parse.oracle_text import CARDNAME

__all__ = [
    "damage_source",
    "ends_with_anaphor",
    "ends_with_subject",
    "grants_itself",
    "holder_types",
    "holds_it_too",
    "own_color",
    "referent_of_it",
]

# The card itself as a noun: its name (CARDNAME also stands for a short or "A-" name),
# "this spell", "this creature", ... at a sentence start too ("This spell deals", Jilt).
_SELF_NOUN = (
    r"CARDNAME|\b[Tt]his (?:creature|card|spell|permanent|artifact|enchantment|land|Vehicle|"
    r"planeswalker|Equipment|Aura|emblem)\b"
)
# The subject right before "deals"/"fights": the card, a pronoun, possibly with "also" or a
# first verb it shares ("CARDNAME gets +2/+0 until end of turn and deals", Stormcloud Djinn).
# "She"/"he" is a planeswalker speaking of itself (Chandra, Fire Artisan).
_SELF_SUBJECT = re.compile(
    rf"(?P<subject>{_SELF_NOUN}|\b[Ii]t|\b[Ss]he|\b[Hh]e)"
    r"(?:\s+(?:gets|gains|has|loses)\b[^.;:]{0,80}?\band)?(?:\s+(?:also|then))?\s*$"
)
# A subject standing for a creature named before it ("Then it fights", "That creature fights").
_ANAPHOR_SUBJECT = re.compile(r"\b(?:[Ii]t|[Tt]hat creature|[Tt]he creature)\s*$")
# What "it" may stand for when it deals damage or fights (a player never does): the card
# itself, or another creature, permanent or source named before it ("If any source would
# deal damage ..., it deals 2 damage", Equal Treatment).
_REFERENT = re.compile(
    rf"(?P<self>{_SELF_NOUN}|\b[Ii]t was kicked\b)"
    r"|\b(?:[Tt]arget|[Tt]hat|[Aa]nother|[Ee]nchanted|[Ee]quipped|[Aa]n?|[Tt]he|[Aa]ny)\s+"
    r"(?:(?!(?:of|to|and|or|with|for)\b)[\w/+-]+\s+){0,3}?"
    r"(?:creature|permanent|planeswalker|source)s?\b"
    r"(?!'s)"
    # a creature named by its subtype: "Whenever a Dragon enters the battlefield under your
    # control, it deals X damage" (Dragon Tempest; "CARDNAME or another Dragon", Scourge of
    # Valkas): the entering Dragon is the source, not this card
    r"|\b(?:[Aa]n?|[Aa]nother)\s+(?!CARDNAME\b)[A-Z][a-z]+\b(?!'s)(?=\s+(?:you control\s+)?"
    r"(?:enters|attacks|blocks|dies|deals)\b)"
    # a spell another player or you cast: "whenever you cast a Dinosaur spell this turn, it
    # gains "..."" (Cherished Hatchling): the ability is that spell's creature's, not the card's
    r"|\bcasts? (?:an?|your next|another)\s+(?:[\w-]+\s+){0,3}?spell\b"
)
# "CARDNAME has "..."", "it gains "..."", "CARDNAME gets +2/+2 and has "..."" (Tyrant's Familiar).
# "CARDNAME is white and has "..."" (Repentant Vampire).
_SELF_GRANT = re.compile(
    r"\b(?:CARDNAME|[Ii]t|[Tt]his (?:creature|permanent|land|artifact))\s+"
    r"(?:(?:gets [^.;]{1,40}?|is (?:white|blue|black|red|green)),? and\s+)?(?:has|gains)\s+"
    r"(?:[\w ,+/-]*?\band\s+)?$"
)
# The color the card gives itself with the ability (105.3: it replaces its colors): "As long as
# seven or more cards are in your graveyard, Possessed Aven gets +1/+1, is black, and has "{2}{B},
# {T}: Destroy target blue creature."", Repentant Vampire "is white and has".
_SELF_COLOR = re.compile(r"\bis (?P<color>white|blue|black|red|green),? and (?:has|gains)\s+$")
# The holder of a granted ability, named right before "have"/"gains" and the quote: "Creatures
# you control have", "all creatures gain", "Equipped creature has", "Mountains you control
# have" (Koth's emblem). Only a card type (or a basic land type, 305.6) says what it surely is.
_HOLDER = re.compile(
    r"\b(?P<noun>creature|land|artifact|enchantment|planeswalker|Plains|Island|Swamp|Mountain|Forest)s?"
    r"(?:\s+(?:you|your opponents|an opponent|each player|that player)\s+controls?)?"
    r"\s+(?:gets? [^.;]{1,40}? and\s+)?(?:has|have|gains?)\s+(?:[\w ,+/-]*?\band\s+)?$",
    re.I,
)
_HOLDER_TYPE = {
    "creature": "Creature",
    "artifact": "Artifact",
    "enchantment": "Enchantment",
    "planeswalker": "Planeswalker",
    **dict.fromkeys(("land", "plains", "island", "swamp", "mountain", "forest"), "Land"),
}
# The holders a static grant names at its sentence's start, which the card may be among:
# "Sliver creatures you control have", "All Slivers have", "Creatures you control have",
# "Each Wizard you control has" (not "Other Slivers", "another creature", "Nontoken ...").
_GROUP_HOLDER = re.compile(
    r"(?:^|[.;:—]\s*|, )(?:[Aa]ll |[Ee]ach )?(?:(?P<subtype>[A-Z][a-z]+) )?"
    r"(?P<noun>[Cc]reatures?|[Pp]ermanents?|(?P<plural>[A-Z][a-z]+?)s?)"
    r"(?: you control)? (?:has|have) (?:[\w ,+/-]*?\band )?$"
)
# How far back "it" may look for what it names (a few sentences of one ability).
_REFERENT_WINDOW = 400


def ends_with_subject(text: str) -> bool:
    """``text`` (the words before a verb) ends with the card or a pronoun as the subject."""
    return bool(_SELF_SUBJECT.search(text))


def ends_with_anaphor(text: str) -> bool:
    """``text`` ends with "it" or "that creature": a subject named earlier."""
    return bool(_ANAPHOR_SUBJECT.search(text))


def referent_of_it(text: str, pos: int) -> re.Match[str] | None:
    """The noun an "it" at ``pos`` stands for: the last creature, permanent or the card named
    before it, not counting objects of damage ("deals 1 damage to each creature")."""
    referents = [
        r
        for r in _REFERENT.finditer(text, max(0, pos - _REFERENT_WINDOW), pos)
        # not an object of damage, nor the agent of a passive ("becomes blocked by a
        # creature, it deals 2 damage to that creature": "it" is Acolyte of the Inferno)
        if not text.endswith(("to ", "among ", "by "), 0, r.start())
    ]
    return referents[-1] if referents else None


def holder_types(blanked: str, quote_start: int) -> tuple[str, ...] | None:
    """The card type the object that gets the quoted ability at ``quote_start`` surely has
    (None when its subject doesn't say: "it", "each Wizard you control")."""
    m = _HOLDER.search(blanked, max(0, quote_start - 120), quote_start)
    if m is None:
        return None
    return (_HOLDER_TYPE[m.group("noun").lower()],)


def damage_source(text: str, start: int, pos: int, *, granted: bool) -> str:
    """'self' when this card deals the damage whose verb is at ``pos``, 'other' when another
    object does (702.16e); ``start`` is where the verb's sentence begins.

    In a granted ability (in quotes) "this creature" and "it" are the object that has the
    ability; only the card's own name is the card (Blazing Torch's equipped creature has
    "... Blazing Torch deals 2 damage to any target": the Torch is the source).
    """
    before = text[start:pos]
    subject = _SELF_SUBJECT.search(before)
    if subject is None:
        # "Have CARDNAME deal 2 damage": the subject sits right before the verb.
        return "other" if before.strip() or granted else "self"
    word = subject.group("subject")
    if word == CARDNAME:
        return "self"
    referent = referent_of_it(text, start + subject.start()) if word.lower() == "it" else None
    if granted:
        # "{T}, Unattach Razor Boomerang: It deals 1 damage": the card named before "it" is
        # the source (its ruling); "this creature" and the holder are another object.
        return "self" if referent is not None and referent.group(0) == CARDNAME else "other"
    if referent is not None and not referent.group("self"):
        # "It" is this card unless another creature or permanent was named last before it.
        return "other"
    return "self"


def own_color(blanked: str, quote_start: int) -> str | None:
    """The color word the card sets for itself as it gives itself the quoted ability at
    ``quote_start`` (_SELF_COLOR), or None."""
    m = _SELF_COLOR.search(blanked, max(0, quote_start - 40), quote_start)
    return m.group("color") if m else None


def grants_itself(blanked: str, quote_start: int) -> bool:
    """Whether the quoted ability at ``quote_start`` is one the card gives itself: "As long as
    CARDNAME is enchanted, it has "..."" does; "As long as enchanted creature is a Wizard, it
    has "..."" (Lavamancer's Skill) does not."""
    m = _SELF_GRANT.search(blanked, 0, quote_start)
    if m is None:
        return False
    if not blanked.startswith(("it", "It"), m.start()):
        return True
    referent = referent_of_it(blanked, m.start())
    return referent is None or bool(referent.group("self"))


def holds_it_too(
    blanked: str, quote_start: int, types: Collection[str], subtypes: Collection[str]
) -> bool:
    """Whether the card is itself among the holders of the quoted ability at ``quote_start``
    that it grants a group it belongs to: "Sliver creatures you control have "..."" on a Sliver
    creature (Constricting Sliver), "Creatures you control have "..."" on a creature. Its own
    copy of the ability has the card as its source, with the card's own characteristics."""
    m = _GROUP_HOLDER.search(blanked, max(0, quote_start - 80), quote_start)
    if m is None:
        return False
    noun = m["noun"].lower().rstrip("s")
    if noun == "permanent":
        kind_holds = True
    elif noun == "creature":
        kind_holds = "Creature" in types
    else:  # a plural subtype as the noun: "All Slivers have"
        kind_holds = m["plural"] in subtypes
    return kind_holds and (m["subtype"] is None or m["subtype"] in subtypes)
