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
    any_target_postmods,
    parse_noun_phrase,
)

__all__ = ["back_reference", "parse_object"]

_ANY_TARGET = re.compile(
    r"\s*(?:any (?:other )?target|any number of targets|one or two targets|"
    r"one, two, or three targets|up to \w+ targets|each of (?:up to )?\w+ targets|\w+ targets)\b"
)
# "divided as you choose among one, two, or three target creatures" (Flameshot): all of the
# damage may go to one of them (601.2d)
_TARGET_PREFIX = re.compile(
    rf"\s*(?P<prefix>(?:each of )?(?:up to )?(?:{COUNT_WORDS} |any number of |one or two |"
    r"one, two, or three )?(?:other |another )?)target\b"
)
# "each of them", "each of those creatures" are references (_REFERENCE), not new objects
_EACH_PREFIX = re.compile(r"\s*(?:each|all)(?: other)?\b(?! of (?:them|those)\b)")
_REFERENCE = re.compile(
    # ("that creature's or spell's controller", Justice: a player either way)
    r"\s*(?:(?P<controller>(?:its|their|(?:that|the|target|enchanted|equipped|this) [\w-]+'s"
    r"(?: or [\w-]+'s)?) (?:controller|owner)s?)"
    r"|(?P<noun>(?:that|the|enchanted|equipped|fortified|each of those|those|the chosen) "
    r"(?:creature|player|planeswalker|permanent|artifact|land|opponent|battle)s?)"
    r"|(?P<defending>defending player|that player|the player|him or her|each of those players)"
    r"|(?P<you>you)|(?P<them>them)|(?P<it>it|each of them))\b"
)
# A reference to an object named before: "that creature", "those permanents", "the player".
_BACK_NOUN = re.compile(r"(?:that|those|each of those|the(?! chosen)) ")
# The second noun of one reference: "that permanent or player", "those permanents and/or players".
_OR_NOUN = re.compile(
    r" (?:or|and/or) (?:that )?(?P<kind>creature|player|planeswalker|permanent|battle)s?\b(?!'s)"
)
_INDEFINITE = re.compile(rf"\s*(?:a|an|{COUNT_WORDS})\b")
# "attach a Curse attached to you to one of your opponents" (Lynde, Cheerful Tormentor)
_ONE_OPPONENT = re.compile(r"\s*one of your opponents\b")


def parse_object(text: str, pos: int) -> tuple[list[ObjectRestriction], bool, int] | None:
    """What a damage/fight/attach effect acts on, starting at ``pos``: (objects, targeted, end)."""
    if m := _ANY_TARGET.match(text, pos):
        post, end = any_target_postmods(text, m.end())
        return [ObjectRestriction(object_kind="any", **post)], True, end
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
        objs = [ObjectRestriction(object_kind=noun)]
        if alt := _OR_NOUN.match(text, m.end()):  # "that permanent or player"
            return [*objs, ObjectRestriction(object_kind=alt.group("kind"))], False, alt.end()
        return objs, False, m.end()
    if m := _ONE_OPPONENT.match(text, pos):
        return (
            [ObjectRestriction(object_kind="player", object_controller="opponent")],
            False,
            m.end(),
        )
    if m := _INDEFINITE.match(text, pos):
        objs, end = parse_noun_phrase(text, m.end(), and_joins=False, plural=False)
        return (objs, False, end) if objs else None
    return None


def back_reference(text: str, pos: int) -> str | None:
    """The noun an object at ``pos`` refers back with: "creature" for "that creature",
    "permanent" for "that permanent or player" or "those permanents", "player" for "that
    player" or "them"; "it" for a pronoun ("it", "each of them", "among them": whatever was
    named); None for a new object or one that is no reference ("enchanted creature", "its
    controller", "you")."""
    m = _REFERENCE.match(text, pos)
    if m is None:
        return None
    if m.group("them"):
        # "divided as you choose among them" (Shatterskull Smashing) names the objects before;
        # "have CARDNAME deal 6 damage to them" (Lava Blister) a player
        return "it" if text.endswith("among", 0, pos) else "player"
    if m.group("it"):
        return "it"
    named = m.group("noun")
    if named and _BACK_NOUN.match(named):
        return named.rsplit(" ", 1)[1].rstrip("s")
    return None
