"""Small, pure helpers over oracle text shared by the protection and capability parsers."""

from __future__ import annotations

import re

from pipeline.vocabulary import CARD_TYPES, SUPERTYPES

# What the parsers call the card in its own text, so one condition reads the same on every card;
# the reports put the card's name back.
CARDNAME = "CARDNAME"
# An ability word heading a line (CR 207.2c: "Metalcraft — ", "Domain — "); it introduces a
# condition or nothing, never the line's subject.
ABILITY_WORD = re.compile(r"(?P<word>[A-Z][a-z' ]{1,40}?) — ")
# Reminder text is parenthesised (CR 207.2); it restates rules and is never parsed. The
# match starts after a non-blank, so long runs of blanks are scanned once, not quadratically.
_REMINDER = re.compile(r"(?<![ \t])[ \t]*\([^()]*\)")
# Alchemy's rebalanced cards are named "A-" + the original name; their text keeps the
# original name (A-Nahiri, Heir of the Ancients: "Nahiri, Heir of the Ancients deals ...").
_REBALANCED_PREFIX = "A-"
# Verbs after which a legendary card's first word is its short name.
_SHORT_NAME_VERBS = r"(?:deals|fights|gets|gains|has|attacks|blocks|can't|becomes)"
IRREGULAR_PLURALS: dict[str, str] = {
    # Creature types whose plural is not "+s" (checked against the data's subtypes when given).
    "Elves": "Elf",
    "Dwarves": "Dwarf",
    "Wolves": "Wolf",
    "Werewolves": "Werewolf",
    "Mice": "Mouse",
    "Fungi": "Fungus",
    "Homunculi": "Homunculus",
    "Octopi": "Octopus",
    "Octopuses": "Octopus",
    "Sphinxes": "Sphinx",
    # ... and those whose plural is the word itself ("except for Merfolk, Krakens, ...")
    "Djinn": "Djinn",
    "Merfolk": "Merfolk",
    "Moonfolk": "Moonfolk",
    "Kithkin": "Kithkin",
    "Kavu": "Kavu",
    "Samurai": "Samurai",
    "Sheep": "Sheep",
    "Fish": "Fish",
}


def strip_reminder(text: str) -> str:
    """Oracle text without parenthesised reminder text (nested parentheses do not occur)."""
    return _REMINDER.sub("", text) if "(" in text else text


def replace_self_name(text: str, card_name: str, *, legendary: bool = False) -> str:
    """Replace the card's own name (and a legendary short name before a comma) with CARDNAME.

    A legendary card named without a comma calls itself by its first word too ("Hazoret
    deals 2 damage", Hazoret the Fervent; "Axelrod deals", Axelrod Gunnarson); that word is
    replaced only as the subject of a verb, or where counters go on or come from it ("put a
    +1/+1 counter on Crovax", Crovax the Cursed), since it may also be a type ("Sliver Queen").
    """
    if not card_name:
        return text
    names = [card_name]
    if card_name.startswith(_REBALANCED_PREFIX):  # "A-Omnath, Locus of Creation" says "Omnath"
        names.append(card_name[len(_REBALANCED_PREFIX) :])
    for name in list(names):
        if ", " in name:  # "Akroma, Angel of Wrath" is called "Akroma" in its own text
            names.append(name.split(", ", 1)[0])
    for name in names:
        text = text.replace(name, CARDNAME)
    first = card_name.removeprefix(_REBALANCED_PREFIX).split(" ", 1)[0]
    if (
        legendary
        and ", " not in card_name
        and first != card_name.removeprefix(_REBALANCED_PREFIX)
        and first in text  # (no pattern to build for a word the text no longer has)
    ):
        text = re.sub(rf"\b{re.escape(first)}(?= {_SHORT_NAME_VERBS}\b)", CARDNAME, text)
        text = re.sub(rf"\b(counters? (?:on|from) ){re.escape(first)}\b", rf"\1{CARDNAME}", text)
    return text


def singular_subtype(word: str, subtypes: frozenset[str] = frozenset()) -> str | None:
    """The singular subtype a plural names ("Elves" -> "Elf"), or None if it names none.

    With a vocabulary (the subtypes present in the data) the answer must be in it; without
    one the English plural rules decide.
    """
    candidates: list[str] = []
    if word in IRREGULAR_PLURALS:
        candidates.append(IRREGULAR_PLURALS[word])
    candidates.append(word)  # Kavu, Djinn, Sliver-like invariant plurals
    if word.endswith("ies"):
        candidates.append(word[:-3] + "y")
    if word.endswith("es"):
        candidates.append(word[:-2])
    if word.endswith("s"):
        candidates.append(word[:-1])
    if subtypes:
        return next((c for c in candidates if c in subtypes), None)
    if not word[:1].isupper():
        return None
    return candidates[0] if word in IRREGULAR_PLURALS else candidates[-1]


def split_type_line(type_line: str) -> tuple[list[str], list[str], list[str]]:
    """(supertypes, card types, subtypes) of one face's type line, e.g. 'Legendary Creature — Elf'."""
    left, _, right = type_line.partition("—")
    supertypes: list[str] = []
    types: list[str] = []
    for word in left.split():
        if word in SUPERTYPES:
            supertypes.append(word)
        elif word in CARD_TYPES:
            types.append(word)
    subtypes = right.split() if right.strip() else []
    return supertypes, types, subtypes
