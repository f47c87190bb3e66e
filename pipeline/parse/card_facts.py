"""What the rest of a card says about one of its protection clauses.

A clause alone does not always say everything its rows need: the card's own characteristics
decide whether it belongs to a group it grants protection to ("Cats you control" on a Cat,
issue class 11), another sentence fixes the set a choice is made from ("choose 2, 3, or 4",
Haktos the Unscarred), and a condition read with the card's name as CARDNAME must name the
card again as the card writes it. Pure functions; the protection parser calls them.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from typing import Protocol

import msgspec

from pipeline.parse.oracle_text import CARDNAME
from pipeline.vocabulary import COLOR_BY_WORD

__all__ = ["CardTraits", "Choices", "fixed_choices", "in_group", "named"]


class CardTraits(msgspec.Struct, frozen=True, kw_only=True):
    """One face's own characteristics (205, 105): what a group it names can be matched against."""

    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    every_creature_type: bool = False  # Changeling (702.73a)


class Choices(msgspec.Struct, frozen=True, kw_only=True):
    """The values a choice on the card is limited to; empty when the text gives no fixed set."""

    numbers: tuple[int, ...] = ()
    colors: tuple[str, ...] = ()


class _Predicate(Protocol):
    """The source-predicate fields of a parsed quality (protection._Quality), read-only."""

    @property
    def colors(self) -> tuple[str, ...] | None: ...
    @property
    def color_count(self) -> str | None: ...
    @property
    def card_type(self) -> str | None: ...
    @property
    def subtype(self) -> str | None: ...
    @property
    def excluded_subtype(self) -> str | None: ...
    @property
    def supertype(self) -> str | None: ...
    @property
    def mana_value_op(self) -> str | None: ...
    @property
    def spells_only(self) -> bool: ...
    @property
    def controller(self) -> str | None: ...
    @property
    def name(self) -> str | None: ...
    @property
    def chosen(self) -> str | None: ...
    @property
    def state(self) -> str | None: ...
    @property
    def name_words(self) -> int | None: ...
    @property
    def rolls_die(self) -> bool: ...


# "As Haktos enters the battlefield, choose 2, 3, or 4 at random."
_CHOSEN_NUMBERS = re.compile(r"\bchoose (\d+(?:, \d+)*,? or \d+)\b")
# Council Guardian: "each player votes for blue, black, red, or green".
_VOTED_COLORS = re.compile(r"\bvotes? for ((?:\w+, )*\w+,? or \w+)\b")
_LIST_WORD = re.compile(r"\w+")


def fixed_choices(text: str) -> Choices:
    """The fixed set the card's choice is made from, if its text spells the set out."""
    numbers: tuple[int, ...] = ()
    colors: tuple[str, ...] = ()
    if m := _CHOSEN_NUMBERS.search(text):
        numbers = tuple(sorted({int(n) for n in re.findall(r"\d+", m[1])}))
    if m := _VOTED_COLORS.search(text):
        words = [w for w in _LIST_WORD.findall(m[1]) if w != "or"]
        if all(w in COLOR_BY_WORD for w in words):
            colors = tuple(COLOR_BY_WORD[w] for w in words)
    return Choices(numbers=numbers, colors=colors)


def _has_predicate(card: CardTraits, quality: _Predicate) -> bool:
    """Whether the card itself has every constraint of a group's predicate. A constraint only
    play decides (a chosen type, an opponent's control, a state) or one that names spells or
    mana values is not known from the card: then the answer is False, and no row is added."""
    if (
        quality.controller
        or quality.chosen
        or quality.state
        or quality.spells_only
        or quality.mana_value_op
        or quality.name
        or quality.name_words
        or quality.rolls_die
    ):
        return False
    creature = "Creature" in card.types
    checks = (
        quality.card_type is None or quality.card_type in card.types,
        quality.supertype is None or quality.supertype in card.supertypes,
        quality.subtype is None
        or quality.subtype in card.subtypes
        or (card.every_creature_type and creature),
        quality.excluded_subtype is None
        or (quality.excluded_subtype not in card.subtypes and not card.every_creature_type),
        quality.colors is None or bool(card.colors & set(quality.colors)),
        quality.color_count is None or _color_count_holds(quality.color_count, len(card.colors)),
    )
    return all(checks)


def _color_count_holds(color_count: str, n: int) -> bool:
    return {
        "colored": n > 0,
        "colorless": n == 0,
        "monocolored": n == 1,
        "multicolored": n > 1,
    }.get(color_count, False)


# The card is not on the battlefield when the effect applies: it was paid as a cost
# ("Sacrifice CARDNAME:", "Discard CARDNAME:"), works from a graveyard ("Activate only if
# CARDNAME is in your graveyard", Glory) or triggers on leaving ("When CARDNAME dies").
_LEAVES_PLAY = re.compile(
    rf"\b(?:sacrifice|exile|discard|return) {CARDNAME}\b"
    rf"|\b{CARDNAME} (?:is in your graveyard|dies|is put into)"
    rf"|\bcycle {CARDNAME}\b",
    re.IGNORECASE,
)


def _leaves_play(condition: str) -> bool:
    """Whether a clause's condition says the card is off the battlefield when it applies."""
    return bool(_LEAVES_PLAY.search(condition))


_PERMANENT_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)
# Subjects that name one object, or a group the card is left out of ("Other Cats you control").
_NOT_A_GROUP = re.compile(
    rf"\b(?:target|other|another|enchanted|equipped|fortified|it|its|that|those|this|both"
    rf"|shares?|{CARDNAME})\b",
    re.IGNORECASE,
)
_GROUP = re.compile(
    r"^(?:you and )?(?:(?:all|each|every) )?(?P<group>.+?)(?: you control)?$", re.IGNORECASE
)


def in_group(
    subject: str | None,
    conditions: tuple[str, ...],
    card: CardTraits,
    parse: Callable[[str], _Predicate | None],
) -> bool:
    """Whether a granting clause's subject ("Cats you control", "All Slivers", "You and
    creatures you control") is a group that holds the card's own permanent when it applies.
    `parse` reads a noun phrase ("Human creatures") into a predicate."""
    if not subject or _NOT_A_GROUP.search(subject) or _leaves_play(" ".join(conditions)):
        return False
    group = _GROUP.match(subject)
    for part in (group["group"] if group else "").split(" and "):
        if part.lower() in ("permanent", "permanents"):
            if card.types & _PERMANENT_TYPES:
                return True
        elif (quality := parse(part)) and _has_predicate(card, quality):
            return True
    return False


# A condition piece starts after "ability: " or "; ": the rest is as the card wrote it.
_PIECE_START = re.compile(r"^.*(?:: |; )")


def named(condition: str, written: str, names: list[str]) -> str:
    """condition with each CARDNAME replaced by the name the card writes there (its full name,
    or the short name a legendary card uses: "Haktos"); the full name when not found."""
    if CARDNAME not in condition or not names:
        return condition
    alternatives = "(" + "|".join(re.escape(n) for n in names) + ")"
    parts = condition.split(CARDNAME)
    out = parts[0]
    for before, after in itertools.pairwise(parts):
        left = _PIECE_START.sub("", before)[-40:]
        right = re.split(r"; |: ", after, maxsplit=1)[0][:40]
        pattern = re.escape(left) + alternatives + re.escape(right)
        m = re.search(pattern, written, re.IGNORECASE)
        out += (m[1] if m else names[0]) + after
    return out
