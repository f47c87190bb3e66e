"""What an effect acts on, read where its object starts: "any target", "target <noun phrase>",
"each <noun phrase>", a reference ("that creature", "its controller", "you", "it") or
"a <noun phrase>". The objects of damage, fights, attachments, sweeps and edicts, for the
capability parser; the noun phrases themselves are `pipeline.parse.noun_phrases`.
"""

from __future__ import annotations

import re

from pipeline.parse.noun_phrases import (
    COUNT_WORDS,
    PLURAL_COUNT,
    ObjectRestriction,
    parse_noun_phrase,
)

__all__ = ["parse_object"]

_ANY_TARGET = re.compile(
    r"\s*(?:any (?:other )?target|any number of targets|one or two targets|"
    r"one, two, or three targets|up to \w+ targets|each of \w+ targets|\w+ targets)\b"
)
_TARGET_PREFIX = re.compile(
    rf"\s*(?P<prefix>(?:each of )?(?:up to )?(?:{COUNT_WORDS} |any number of )?"
    r"(?:other |another )?)target\b"
)
_EACH_PREFIX = re.compile(r"\s*(?:each|all)(?: other)?\b")
_REFERENCE = re.compile(
    r"\s*(?:(?P<controller>(?:its|their|(?:that|the|target|enchanted|equipped|this) [\w-]+'s) "
    r"(?:controller|owner)s?)"
    r"|(?P<noun>(?:that|the|enchanted|equipped|fortified|each of those|those|the chosen) "
    r"(?:creature|player|planeswalker|permanent|artifact|land|opponent|battle)s?)"
    r"|(?P<defending>defending player|that player|the player|him or her|each of those players)"
    r"|(?P<you>you)|(?P<them>them)|(?P<it>it|each of them))\b"
)
_INDEFINITE = re.compile(rf"\s*(?:a|an|{COUNT_WORDS})\b")


def parse_object(text: str, pos: int) -> tuple[list[ObjectRestriction], bool, int] | None:
    """What a damage/fight/attach effect acts on, starting at ``pos``: (objects, targeted, end)."""
    if m := _ANY_TARGET.match(text, pos):
        return [ObjectRestriction(object_kind="any")], True, m.end()
    if (m := _REFERENCE.match(text, pos)) and m.group("controller"):
        return (
            [ObjectRestriction(object_kind="player")],
            False,
            m.end(),
        )  # "target spell's controller"
    if m := _TARGET_PREFIX.match(text, pos):
        plural = bool(PLURAL_COUNT.search(m.group("prefix")))
        objs, end = parse_noun_phrase(text, m.end(), and_joins=False, plural=plural)
        return (objs, True, end) if objs else None
    if m := _EACH_PREFIX.match(text, pos):
        objs, end = parse_noun_phrase(text, m.end(), and_joins=True, plural=True)
        return (objs, False, end) if objs else None
    if m := _REFERENCE.match(text, pos):
        if m.group("controller") or m.group("defending") or m.group("them"):
            return [ObjectRestriction(object_kind="player")], False, m.end()
        if m.group("you"):
            return (
                [ObjectRestriction(object_kind="player", object_controller="you")],
                False,
                m.end(),
            )
        if m.group("it"):
            return [ObjectRestriction(object_kind="permanent")], False, m.end()
        noun = m.group("noun").rsplit(" ", 1)[1].rstrip("s")
        if noun == "opponent":
            return (
                [ObjectRestriction(object_kind="player", object_controller="opponent")],
                False,
                m.end(),
            )
        return [ObjectRestriction(object_kind=noun)], False, m.end()
    if m := _INDEFINITE.match(text, pos):
        objs, end = parse_noun_phrase(text, m.end(), and_joins=False, plural=False)
        return (objs, False, end) if objs else None
    return None
