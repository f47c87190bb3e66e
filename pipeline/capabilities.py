"""What a card face can do to a permanent or player: the DEBT side of protection.

Protection (CR 702.16, the seeds' 702.14) stops four things: being **D**amaged (702.16e),
**E**nchanted/Equipped/Fortified (702.16c-d), **B**locked (702.16f) and **T**argeted
(702.16b). This module reads one card face's oracle text and type line and lists every
such capability, with the restrictions on its object that card data can decide. It also
lists the answers protection does *not* stop (sweeps, edicts; counterspells act on the
stack, where protection does not apply), so reports can show what still works.

One call per face; pure, deterministic and cheap (it runs over every distinct oracle text).
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass, field

import msgspec

from pipeline.oracle_text import (
    replace_self_name,
    singular_subtype,
    split_type_line,
    strip_reminder,
)
from pipeline.vocabulary import CARD_TYPES, COLOR_BY_WORD, NONPERMANENT_TYPES, SUPERTYPES

__all__ = [
    "CAPABILITIES",
    "OBJECT_KINDS",
    "VIAS",
    "Capability",
    "parse_capabilities",
]

# 'target', 'damage', 'block', 'attach' are the DEBT interactions (702.16b-f); the other
# three are answers protection does not stop, kept for reports.
CAPABILITIES: frozenset[str] = frozenset(
    {"target", "damage", "block", "attach", "sweep", "edict", "counter"}
)
VIAS: frozenset[str] = frozenset({"spell", "ability", "combat", "static"})
# 'ability' is an activated or triggered ability on the stack ("Counter target activated
# ability", Stifle): like a spell on the stack, protection does not apply to it.
OBJECT_KINDS: frozenset[str] = frozenset(
    {
        "creature",
        "planeswalker",
        "permanent",
        "artifact",
        "enchantment",
        "land",
        "player",
        "any",
        "spell",
        "card",
        "battle",
        "ability",
    }
)


class Capability(msgspec.Struct, frozen=True, kw_only=True):
    """One thing a card face can do to an object, with what card data says about the object.

    Restriction fields are None when the text sets no such restriction. Several rows for
    one clause are alternatives ("target artifact or enchantment" = two rows).
    """

    capability: str
    via: str
    object_kind: str
    detail: str
    object_colors: tuple[str, ...] | None = None
    object_excluded_colors: tuple[str, ...] | None = None
    # Card types *and supertypes* the object must not have: nonartifact, nonbasic, nonlegendary.
    object_excluded_types: tuple[str, ...] | None = None
    # Card types and supertypes the object must have besides its kind: "artifact creature"
    # -> ('Artifact',), "legendary creature" -> ('Legendary',), "creature card" -> ('Creature',).
    object_types: tuple[str, ...] | None = None
    object_subtype: str | None = None
    # "non-Human creature" -> ('Human',).
    object_excluded_subtypes: tuple[str, ...] | None = None
    object_keyword: str | None = None
    object_excluded_keyword: str | None = None
    object_mana_value_op: str | None = None
    object_mana_value: int | None = None
    object_power_op: str | None = None
    object_power: int | None = None
    object_controller: str | None = None
    object_state: str | None = None
    targeted: bool = False
    damage_by: str | None = None
    damage_amount: str | None = None
    can_block_only: str | None = None
    cannot_block: str | None = None
    # The clause is inside quotation marks: an ability this card grants to another object
    # (a creature, a token, an emblem). That object, not this card, is the source (702.16b/e).
    granted: bool = False


# --- vocabularies -----------------------------------------------------------------------

_TYPE_BY_WORD: dict[str, str] = {t.lower(): t for t in CARD_TYPES}
_TYPE_BY_WORD.update({t.lower() + "s": t for t in CARD_TYPES})
_TYPE_BY_WORD["sorceries"] = "Sorcery"
_SUPERTYPE_BY_WORD: dict[str, str] = {s.lower(): s for s in SUPERTYPES}
# Card types that are also object kinds of their own.
_KIND_BY_TYPE: dict[str, str] = {t: t.lower() for t in CARD_TYPES if t.lower() in OBJECT_KINDS}
# Head nouns that are not card types.
_HEAD_BY_WORD: dict[str, str] = {
    "permanent": "permanent",
    "permanents": "permanent",
    "spell": "spell",
    "spells": "spell",
    "card": "card",
    "cards": "card",
    "player": "player",
    "players": "player",
    "opponent": "opponent",
    "opponents": "opponent",
    "ability": "ability",
    "abilities": "ability",
    "token": "token",
    "tokens": "token",
    "commander": "commander",
    "commanders": "commander",
}
# Adjectives decided during play (object_state).
_STATE_WORDS: frozenset[str] = frozenset(
    {
        "tapped",
        "untapped",
        "attacking",
        "blocking",
        "blocked",
        "unblocked",
        "nonattacking",
        "nonblocking",
        "face-down",
        "face-up",
        "enchanted",
        "equipped",
        "colorless",
        "multicolored",
        "monocolored",
        "historic",
        "modified",
        "suspected",
        "outlaw",
    }
)
# Words that add nothing card data could test: every permanent card is a nontoken, and
# "another"/"other" only exclude the source itself.
_IGNORED_WORDS: frozenset[str] = frozenset(
    {"another", "other", "activated", "triggered", "nontoken", "single"}
)
# Determiners that may repeat after "or"/"and" inside one noun phrase.
_REPEATED_DETERMINERS: frozenset[str] = frozenset({"a", "an", "each", "all", "target"})
# Words that are never an unknown adjective before a noun.
_FUNCTION_WORDS: frozenset[str] = frozenset(
    {
        "a",
        "an",
        "the",
        "each",
        "all",
        "that",
        "those",
        "these",
        "this",
        "target",
        "any",
        "its",
        "their",
        "your",
        "of",
        "to",
        "and",
        "or",
        "up",
        "no",
        "with",
        "without",
        "from",
        "in",
        "on",
        "you",
        "it",
        "then",
        "if",
        "as",
        "for",
        "one",
        "two",
        "three",
        "x",
        "is",
        "are",
        "be",
    }
)
# Subtypes that are their own plural: the basic land type Plains (CR 205.3i), Cyclops,
# Octopus, Bolas.
_INVARIANT_PLURAL_ENDINGS: tuple[str, ...] = ("Plains", "ss", "us", "ops", "as")
_NON_COLOR = re.compile(r"non-?(white|blue|black|red|green)$")
_NON_TYPE = re.compile(r"non-?([a-z]+)$")
_NON_SUBTYPE = re.compile(r"non-([A-Z][\w'-]*)$")
_SUBTYPE_WORD = re.compile(r"[A-Z][a-z][a-z'’-]*(?:-[A-Z][a-z]*)?$")
_COUNT_WORDS = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|X|\d+)"

# Square brackets are Cleave's optional words (702.148): without cleave they apply.
_TOKEN = re.compile(r"[ \t\[\]]*(,|[^\s,.;:\"“”()—•\[\]]+)")
_POWER_TOUGHNESS = re.compile(r"\d+/\d+$")

# Postmodifiers of a noun phrase, tried in order at the start of the rest of the phrase.
_POST_YOU = re.compile(r"\s*(?:that )?you (?:both own and )?control\b")
_POST_OPPONENT = re.compile(
    r"\s*(?:that )?(?:you don't control|you do not control|an opponent controls|"
    r"your opponents control|opponents control|defending player controls|"
    r"target opponent controls|that opponent controls|the defending player controls)\b"
)
_POST_OTHER_CONTROLLER = re.compile(
    r"\s*(?:that )?(?:target player controls|that player controls|its controller controls|"
    r"a player controls|the chosen player controls|you own|an opponent owns|"
    r"that player owns|they control|he or she controls)\b"
)
_POST_ZONE = re.compile(
    r"\s*(?:in|from) (?:a|your|an opponent's|target player's|target opponent's|their|"
    r"that player's|its owner's|any|each|all|a single) ?(?:graveyards?|hands?|library|"
    r"libraries|exile)\b|\s*in exile\b|\s*(?:on|from) the battlefield\b|\s*on the stack\b"
)
_POST_KEYWORD = re.compile(r"\s*(with|without) ((?:first|double) strike|[a-z]+walk|[a-z]+)\b")
_KEYWORD_STOP: frozenset[str] = frozenset(
    {
        "a",
        "an",
        "the",
        "power",
        "toughness",
        "mana",
        "converted",
        "total",
        "base",
        "that",
        "one",
        "two",
        "three",
        "x",
        "no",
        "counters",
        "greatest",
        "lowest",
        "least",
        "highest",
        "it",
        "its",
        "protection",
        "each",
        "all",
        "any",
        "defender's",
        "paying",
        "lesser",
        "greater",
        "equal",
        "another",
        "different",
        "reminder",
        "same",
        "less",
        "fewer",
        "more",
        "both",
    }
)
_POST_POWER = re.compile(r"\s*with power (\d+) or (greater|less)\b")
_POST_MANA_VALUE = re.compile(
    r"\s*with (?:converted )?mana (?:value|cost) (\d+)(?: or (greater|less))?\b"
)
_STATE_ALTERNATION = "attacking|blocking|tapped|untapped|enchanted|equipped|blocked|unblocked"
_POST_STATE_THAT = re.compile(
    rf"\s*(?:that's|that is|that are|who's) ((?:{_STATE_ALTERNATION})(?: or (?:{_STATE_ALTERNATION}))?)\b"
)
_POST_IGNORED = re.compile(r"\s*other than CARDNAME\b|\s*other than this \w+\b|\s*you own\b")
_POST_GENERIC = re.compile(
    r"\s*(?:with|without|that|which|who|whose|blocking|blocked|dealt|named|of|attacking|"
    r"not|attached|sharing|except|among|tapped|untapped)\b"
    r"(?:(?![.;,:]| and | gains?\b| gets?\b| deals?\b| fights?\b| can't\b| can\b| loses?\b"
    r"| becomes?\b| until\b| unless\b| onto\b| into\b| on top\b| then\b| where\b| if\b"
    r"|(?<!equal) to (?:its|their|your|the|target|any|each|that|a|it|you|hand|battlefield|owner)\b)"
    r"[^\n]){0,200}"  # bounded: a postmodifier is a few words, and long input stays linear
)

_PLURAL_COUNT = re.compile(
    rf"(?:two|three|four|five|six|seven|eight|nine|ten|X|any number of|up to {_COUNT_WORDS}|"
    r"\d+)\s+$"
)


@dataclass
class _Alt:
    """One alternative of a noun phrase while it is being read."""

    colors: list[str] = field(default_factory=list)
    excluded_colors: list[str] = field(default_factory=list)
    excluded_types: list[str] = field(default_factory=list)
    excluded_subtypes: list[str] = field(default_factory=list)
    states: list[str] = field(default_factory=list)
    types: list[str] = field(default_factory=list)
    supertypes: list[str] = field(default_factory=list)
    head: str | None = None
    subtype: str | None = None

    def has_noun(self) -> bool:
        return bool(self.head or self.types or self.subtype)

    def is_empty(self) -> bool:
        return not (
            self.has_noun()
            or self.colors
            or self.excluded_colors
            or self.excluded_types
            or self.excluded_subtypes
            or self.states
            or self.supertypes
        )

    def absorb(self, adjectives: _Alt) -> None:
        """Take an adjective-only alternative: "black or red creature", "nonartifact, nonblack"."""
        joiner_colors = [c for c in adjectives.colors if c not in self.colors]
        self.colors = joiner_colors + self.colors
        self.excluded_colors = adjectives.excluded_colors + self.excluded_colors
        self.excluded_types = adjectives.excluded_types + self.excluded_types
        self.excluded_subtypes = adjectives.excluded_subtypes + self.excluded_subtypes
        if adjectives.states:
            self.states = [" or ".join(adjectives.states + self.states)]
        self.supertypes = adjectives.supertypes + self.supertypes


_Obj = dict[str, object]


def _word_kind(tok: str, lower: str, plural: bool, alt: _Alt) -> bool:
    """Read one pre-noun word into ``alt``; False when the word is not part of a noun phrase."""
    if lower in COLOR_BY_WORD:
        alt.colors.append(COLOR_BY_WORD[lower])
    elif lower in _IGNORED_WORDS:
        pass
    elif lower in _STATE_WORDS or _POWER_TOUGHNESS.match(lower):
        alt.states.append(lower)
    elif lower in _SUPERTYPE_BY_WORD:
        alt.supertypes.append(_SUPERTYPE_BY_WORD[lower])
    elif lower in _TYPE_BY_WORD:
        alt.types.append(_TYPE_BY_WORD[lower])
    elif lower in _HEAD_BY_WORD:
        alt.head = _HEAD_BY_WORD[lower]
    elif m := _NON_COLOR.match(lower):
        alt.excluded_colors.append(COLOR_BY_WORD[m.group(1)])
    elif (m := _NON_SUBTYPE.match(tok)) is not None:
        alt.excluded_subtypes.append(_subtype(m.group(1), plural))
    elif (m := _NON_TYPE.match(lower)) is not None and (
        m.group(1) in _TYPE_BY_WORD or m.group(1) in _SUPERTYPE_BY_WORD
    ):
        word = m.group(1)
        alt.excluded_types.append(_TYPE_BY_WORD.get(word) or _SUPERTYPE_BY_WORD[word])
    elif tok != "CARDNAME" and _SUBTYPE_WORD.match(tok):
        alt.subtype = _subtype(tok, plural)
    else:
        return False
    return True


def _subtype(word: str, plural: bool) -> str:
    word = word.replace("’", "'")
    if not plural or word.endswith(_INVARIANT_PLURAL_ENDINGS):
        return word
    return singular_subtype(word) or word


def _is_noun_word(tok: str) -> bool:
    lower = tok.lower()
    return lower in _TYPE_BY_WORD or lower in _HEAD_BY_WORD


def _parse_np(text: str, pos: int, *, and_joins: bool, plural: bool) -> tuple[list[_Obj], int]:
    """Read a noun phrase ("nonartifact, nonblack creature you control") starting at ``pos``.

    Returns one dict of Capability restriction fields per alternative, and where the phrase
    ends. No alternatives when there is no noun.
    """
    alts: list[_Alt] = []
    cur = _Alt()
    end = pos
    i = pos
    after_comma = False
    after_sep = False
    while True:
        m = _TOKEN.match(text, i)
        if m is None:
            break
        tok = m.group(1)
        lower = tok.lower()
        if (
            tok == ","
            or lower in ("or", "and/or")
            or (lower == "and" and (and_joins or after_comma))
        ):
            after_comma = tok == ","
            after_sep = True
            if not cur.is_empty():
                alts.append(cur)
                cur = _Alt()
            i = m.end()
            continue
        if after_sep and lower in _REPEATED_DETERMINERS:
            i = m.end()  # "a creature, a land, and a planeswalker"; "each creature and each player"
            continue
        after_comma = False
        after_sep = False
        possessive = lower.endswith(("'s", "’s"))
        if possessive:
            tok, lower = tok[:-2], lower[:-2]
        if not _word_kind(tok, lower, plural, cur):
            # An unknown adjective directly before a noun ("target historic permanent").
            nxt = _TOKEN.match(text, m.end())
            if (
                not possessive
                and tok.replace("-", "").isalpha()
                and tok.islower()
                and lower not in _FUNCTION_WORDS
                and nxt is not None
                and _is_noun_word(nxt.group(1))
                and not cur.has_noun()
            ):
                cur.states.append(lower)
                i = m.end()
                continue
            break
        i = end = m.end()
        if possessive:
            break
    if not cur.is_empty():
        alts.append(cur)
    alts = _merge_adjectives(alts)
    if not alts:
        return [], pos
    post, end = _parse_postmods(text, end)
    objs: list[_Obj] = []
    for alt in alts:
        obj = _alt_to_obj(alt)
        if obj is None:
            continue
        for key, value in post.items():
            if key == "object_state" and obj.get("object_state"):
                obj[key] = f"{obj[key]}, {value}"
            else:
                obj[key] = value
        objs.append(obj)
    return objs, end


def _merge_adjectives(alts: list[_Alt]) -> list[_Alt]:
    """Fold adjective-only alternatives into the next one, and share a trailing head noun."""
    merged: list[_Alt] = []
    pending: list[_Alt] = []
    for alt in alts:
        if not alt.has_noun():
            pending.append(alt)
            continue
        for adjectives in reversed(pending):
            alt.absorb(adjectives)
        pending = []
        merged.append(alt)
    if merged:
        last = merged[-1]
        for alt in merged[:-1]:
            if alt.head is None and not alt.types and alt.subtype and last.types:
                # "Wolf or Werewolf creature": the subtype shares the last noun.
                alt.types = list(last.types)
                alt.head = last.head
            elif (
                alt.head is None
                and (alt.types or alt.subtype)
                and last.types
                and last.head in ("card", "spell", "permanent", "token")
            ):
                # "instant or sorcery card": the last alternative's head noun is shared.
                alt.head = last.head
    return merged


def _alt_to_obj(alt: _Alt) -> _Obj | None:
    obj: _Obj = {}
    types = list(alt.types)
    states = list(alt.states)
    head = alt.head
    if head in ("token", "commander"):
        states.append(head)
        head = "permanent" if head == "commander" and not types else None
    if head in ("spell", "card", "ability", "permanent"):
        kind = head
    elif head == "player":
        kind = "player"
    elif head == "opponent":
        kind = "player"
        obj["object_controller"] = "opponent"
    elif types:
        last = types.pop()
        if last in _KIND_BY_TYPE:
            kind = _KIND_BY_TYPE[last]
        elif last in NONPERMANENT_TYPES:
            kind = "spell"
            types.append(last)
        else:  # Tribal/Kindred and the like: a permanent of that type
            kind = "permanent"
            types.append(last)
    elif alt.subtype:
        kind = "permanent"  # "target Goblin" is any Goblin permanent
    elif "token" in states:
        kind = "permanent"
    else:
        return None
    obj["object_kind"] = kind
    required = types + alt.supertypes
    if required:
        obj["object_types"] = tuple(dict.fromkeys(required))
    if alt.subtype:
        obj["object_subtype"] = alt.subtype
    if alt.colors:
        obj["object_colors"] = tuple(dict.fromkeys(alt.colors))
    if alt.excluded_colors:
        obj["object_excluded_colors"] = tuple(dict.fromkeys(alt.excluded_colors))
    if alt.excluded_types:
        obj["object_excluded_types"] = tuple(dict.fromkeys(alt.excluded_types))
    if alt.excluded_subtypes:
        obj["object_excluded_subtypes"] = tuple(dict.fromkeys(alt.excluded_subtypes))
    if states:
        obj["object_state"] = ", ".join(states)
    return obj


def _parse_postmods(text: str, pos: int) -> tuple[_Obj, int]:
    """Restrictions after the noun: controller, keyword, power, mana value, state."""
    post: _Obj = {}
    states: list[str] = []
    for _ in range(8):  # a phrase never carries more than a few postmodifiers
        if m := _POST_YOU.match(text, pos):
            post["object_controller"] = "you"
        elif m := _POST_OPPONENT.match(text, pos):
            post["object_controller"] = "opponent"
        elif (
            (m := _POST_OTHER_CONTROLLER.match(text, pos))
            or (m := _POST_ZONE.match(text, pos))
            or (m := _POST_IGNORED.match(text, pos))
        ):
            pass  # says nothing card data could test
        elif m := _POST_POWER.match(text, pos):
            post["object_power_op"] = ">=" if m.group(2) == "greater" else "<="
            post["object_power"] = int(m.group(1))
        elif m := _POST_MANA_VALUE.match(text, pos):
            post["object_mana_value_op"] = {"greater": ">=", "less": "<=", None: "="}[m.group(2)]
            post["object_mana_value"] = int(m.group(1))
        elif (m := _POST_KEYWORD.match(text, pos)) and m.group(2) not in _KEYWORD_STOP:
            keyword = m.group(2).capitalize()
            key = "object_keyword" if m.group(1) == "with" else "object_excluded_keyword"
            post[key] = keyword
        elif m := _POST_STATE_THAT.match(text, pos):
            states.append(m.group(1))
        elif (m := _POST_GENERIC.match(text, pos)) and m.end() > pos:
            states.append(m.group(0).strip())
        else:
            break
        pos = m.end()
    if states:
        post["object_state"] = ", ".join(states)
    return post, pos


# --- objects of damage, sweeps, edicts ---------------------------------------------------

_ANY_TARGET = re.compile(
    r"\s*(?:any (?:other )?target|any number of targets|one or two targets|"
    r"one, two, or three targets|up to \w+ targets|each of \w+ targets|\w+ targets)\b"
)
_TARGET_PREFIX = re.compile(
    rf"\s*(?P<prefix>(?:each of )?(?:up to )?(?:{_COUNT_WORDS} |any number of )?"
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
_INDEFINITE = re.compile(rf"\s*(?:a|an|{_COUNT_WORDS})\b")


def _parse_object(text: str, pos: int) -> tuple[list[_Obj], bool, int] | None:
    """What a damage/fight/attach effect acts on, starting at ``pos``: (objects, targeted, end)."""
    if m := _ANY_TARGET.match(text, pos):
        return [{"object_kind": "any"}], True, m.end()
    if (m := _REFERENCE.match(text, pos)) and m.group("controller"):
        return [{"object_kind": "player"}], False, m.end()  # "target spell's controller"
    if m := _TARGET_PREFIX.match(text, pos):
        plural = bool(_PLURAL_COUNT.search(m.group("prefix")))
        objs, end = _parse_np(text, m.end(), and_joins=False, plural=plural)
        return (objs, True, end) if objs else None
    if m := _EACH_PREFIX.match(text, pos):
        objs, end = _parse_np(text, m.end(), and_joins=True, plural=True)
        return (objs, False, end) if objs else None
    if m := _REFERENCE.match(text, pos):
        if m.group("controller") or m.group("defending") or m.group("them"):
            return [{"object_kind": "player"}], False, m.end()
        if m.group("you"):
            return [{"object_kind": "player", "object_controller": "you"}], False, m.end()
        if m.group("it"):
            return [{"object_kind": "permanent"}], False, m.end()
        noun = m.group("noun").rsplit(" ", 1)[1].rstrip("s")
        if noun == "opponent":
            return [{"object_kind": "player", "object_controller": "opponent"}], False, m.end()
        return [{"object_kind": noun}], False, m.end()
    if m := _INDEFINITE.match(text, pos):
        objs, end = _parse_np(text, m.end(), and_joins=False, plural=False)
        return (objs, False, end) if objs else None
    return None


# --- clauses ----------------------------------------------------------------------------

_TRIGGER = re.compile(r"^(?:[^—:.]{1,40} — )?(?:When|Whenever|At)\b")
_ACTIVATED = re.compile(r'^[^.:"]{1,150}?:\s')
_QUOTED = re.compile(r'["“]([^"“”\n]*)["”]')
_SENTENCE_END = re.compile(r"\.(?=\s|$)")

_TARGET_WORD = re.compile(r"\b[Tt]arget\b(?!'s)")
# Words before "target" that make it a reference or a verb, not a new target:
# "the target of", "that targets", "a new target", "spells that target creatures".
_NOT_TARGET_BEFORE = re.compile(
    r"\b(?:the|that|new|its|same|single|this|their|any|which|can|can't|could|would|"
    r"each|no)\s+$"
)
_ANY_TARGETS = re.compile(
    r"\bany (?:other )?target\b|\b(?:any number of|one or two|one, two, or three|"
    r"up to \w+|among \w+|each of \w+) targets\b"
)
_DEALS = re.compile(
    r"\b(?<!would )(?<!could )(?<!can't )(?<!can )(?<!to )(?<!don't )(?<!doesn't )"
    r"deals?\s+(?P<amount>(?:\d+|X|twice X|that much|half that much|twice that much|"
    r"an amount of|excess|that|an additional \d+|\w+ times X)\s+)?damage\b(?! this turn)"
)
_DAMAGE_EQUAL = re.compile(r"\s+equal to (?P<eq>.+?)(?=\s+to\s|\s+divided\b|[.;,]|$)")
_DAMAGE_TO = re.compile(r"\s+(?:to|among)\b")
_DAMAGE_DIVIDED = re.compile(r"\s+divided (?:as you choose|evenly, rounded down,?)\s+among\b")
_CONTINUES = r"any |target |each |that |its |their |up to |another |the "
_DAMAGE_AND = re.compile(
    r"\s*,?\s*(?:(?:and|or|and/or)\s+(?P<amount>\d+|X|that much) damage to\s+"
    rf"|(?:and|and/or)\s+(?={_CONTINUES})|(?:or|and/or)\s+(?={_CONTINUES}|an? ))"
)
# What may follow a damage object; anything else means the "and" began a new clause.
_OBJECT_END = re.compile(
    r"\s*(?:[.;,]|$|and\b|or\b|equal\b|instead\b|this turn\b|at\b|for\b|unless\b|where\b)"
)
_FIGHTS = re.compile(r"\bfights?\b")
_FIGHT_EACH_OTHER = re.compile(r"\bfight each other\b")
_ATTACH_VERB = re.compile(r"\battach(?:es)?\b(?P<what>[^.;]{0,80}?)\bto\b")
_ATTACHED_TO = re.compile(r"\bonto the battlefield(?: [^.;]{0,80}?)? attached to\b")
_SWEEP = re.compile(
    r"\b(?:[Dd]estroy|[Ee]xile|[Rr]eturn|[Pp]ut|[Ss]huffle)\s+(?P<q>all|each)(?: other)?\b"
)
_SHRINK_SUBJECT = re.compile(
    r"(?:^|[.;,]|\band\b)\s*(?:[Uu]ntil end of turn,\s*)?(?:(?P<q>all|each|All|Each)\s+)?"
    r"(?P<np>(?:other\s+)?[^\s.;,][^.;,]{0,80}?)\s+gets?\s+[-+]?(?:\d+|X)/-(?:\d+|X)\b"
)
_EDICT = re.compile(
    rf"\bsacrifices\s+(?P<q>a|an|all|that many|{_COUNT_WORDS})\b(?:\s+of (?:the|those))?"
)
_EDICT_TARGETED = re.compile(r"\btarget (?:player|opponent)\b[^.;]*$", re.IGNORECASE)
_COUNTER = re.compile(r"\b[Cc]ounter\s+(?:up to \w+ )?(?=target\b)")
_SELF_SUBJECT = re.compile(
    r"(?:CARDNAME|\bthis (?:creature|card|spell|permanent|artifact|enchantment|land|Vehicle|"
    r"planeswalker|Equipment|Aura))\s*$|\b[Ii]t\s*$"
)
# What "it" may stand for when it deals damage (a player never does).
_OTHER_REFERENT = re.compile(
    r"CARDNAME|\b(?:target|that|another|enchanted|equipped|each|a|the)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:creature|permanent|planeswalker)s?\b"
)
_BECOMES_CREATURE = re.compile(
    r"\b(?:CARDNAME|this (?:land|artifact|enchantment|permanent|Vehicle))\s+becomes\s+"
    r"an?\s+(?!copy\b)(?:[\w/+'-]+\s+){0,6}?creature\b"
)
_CANT_BLOCK = re.compile(r"^(?:CARDNAME|This creature) can't block\.?$")
_CANT_ATTACK_OR_BLOCK = re.compile(r"^(?:CARDNAME|This creature) can't attack or block\.?$")
_CANT_BLOCK_PART = re.compile(
    r"\b(?:CARDNAME|this creature) can't (?:attack or )?block\b(?P<rest>[^.]*)", re.IGNORECASE
)
_BLOCK_ONLY = re.compile(
    r"\b(?:CARDNAME|this creature) can block only creatures with ([a-z ]+?)\.?$", re.IGNORECASE
)
_ENCHANT_LINE = re.compile(r"^Enchant (?P<what>[^.;\n]+?)\s*$")
_EQUIP_LINE = re.compile(r"^Equip(?:\s+(?P<what>(?!abilit)[A-Za-z' -]{1,40}?))?\s*(?:\{|—|\d|$)")
_FORTIFY_LINE = re.compile(r"^Fortify\s*(?:\{|—|\d|$)")
_BESTOW_LINE = re.compile(r"^Bestow\s*(?:\{|—)")
_RECONFIGURE_LINE = re.compile(r"^Reconfigure\s*(?:\{|—)")
_CREW_LINE = re.compile(r"^Crew\b")
_OVERLOAD_LINE = re.compile(r"(?m)^Overload\b")
_ANNIHILATOR = re.compile(r"\b[Aa]nnihilator \d+")
_SELF_GRANT = re.compile(
    r"\b(?:CARDNAME|[Ii]t|[Tt]his (?:creature|permanent|land|artifact))\s+(?:has|gains)\s+"
    r"(?:[\w ,+/-]*?\band\s+)?$"
)
_REMINDER_TEXT = re.compile(r"\(([^()]*)\)")
_SINGLE_QUOTED = re.compile(r"'[^'\n]*'")
# Keywords that never need their reminder read (their rows come from _keyword_line, or
# their reminders only restate what protection, evasion or combat rows already say).
_LAYOUT_KEYWORDS: frozenset[str] = frozenset(
    {"Enchant", "Equip", "Fortify", "Bestow", "Reconfigure", "Crew", "Protection", "Ward"}
)
# 702.140a: a mutating creature spell targets the creature it will merge with.
_SPELL_REMINDER_KEYWORDS: frozenset[str] = frozenset({"mutate"})
# Words one of which must occur for any capability other than combat (cheap short-circuit).
_INTERESTING = re.compile(
    r"[Tt]arget|damage|[Ee]nchant|[Ee]quip|[Ff]ortify|[Dd]estroy|[Ee]xile|[Rr]eturn|sacrifices"
    r"|[Cc]ounter|fight|attach|/-|[Bb]estow|[Rr]econfigure|becomes|[Pp]ut|[Ss]huffle|[Cc]rew"
)


@dataclass
class _Face:
    """What the type line says about one face."""

    types: list[str]
    subtypes: list[str]
    keywords: frozenset[str]

    @property
    def is_spell(self) -> bool:
        # Instants and sorceries: their text is the spell's effect (via 'spell').
        return any(t in NONPERMANENT_TYPES for t in self.types)

    @property
    def is_aura(self) -> bool:
        return "Aura" in self.subtypes

    @property
    def is_vehicle(self) -> bool:
        return "Vehicle" in self.subtypes


@dataclass
class _Out:
    """Rows in the order found, without duplicates."""

    rows: list[Capability] = field(default_factory=list)
    seen: set[Capability] = field(default_factory=set)

    def add(self, row: Capability) -> None:
        if row not in self.seen:
            self.seen.add(row)
            self.rows.append(row)


@dataclass
class _Line:
    """One ability (a line of oracle text, or the text inside quotation marks)."""

    text: str  # with quoted text blanked out (same length), CARDNAME for the card's name
    original: str  # the same positions with quoted text kept, for the detail
    via: str
    granted: bool
    effect_start: int  # matches before this are in a cost or a trigger condition
    card_name: str
    fixed_detail: str | None = None  # keyword reminders: the keyword line stands as the detail

    _sentence_ends: list[int] | None = None

    def detail(self, pos: int) -> str:
        """The sentence holding ``pos``, as written (CARDNAME back to the card's name)."""
        if self.fixed_detail is not None:
            return self.fixed_detail
        if self._sentence_ends is None:
            self._sentence_ends = [m.end() for m in _SENTENCE_END.finditer(self.text)]
        ends = self._sentence_ends
        i = bisect.bisect_right(ends, pos)
        start = ends[i - 1] if i else 0
        end = ends[i] if i < len(ends) else len(self.text)
        return _clean_detail(self.original[start:end], self.card_name)


def _clean_detail(text: str, card_name: str) -> str:
    text = text.strip().lstrip('•"” ').strip()
    return text.replace("CARDNAME", card_name) if card_name else text


def _row(capability: str, via: str, detail: str, obj: _Obj, **extra: object) -> Capability:
    fields: dict[str, object] = dict(obj)
    fields.update(extra)
    return Capability(capability=capability, via=via, detail=detail, **fields)  # type: ignore[arg-type]


def parse_capabilities(
    oracle_text: str, type_line: str, card_name: str, keywords: tuple[str, ...] = ()
) -> list[Capability]:
    """Everything one card face can do to a permanent or player (see module docstring)."""
    name = card_name or ""
    full = replace_self_name(oracle_text or "", name)
    text = strip_reminder(full)
    _, types, subtypes = split_type_line(type_line or "")
    face = _Face(types=types, subtypes=subtypes, keywords=frozenset(keywords or ()))
    out = _Out()
    _combat(text, type_line or "", face, name, out)
    if not _INTERESTING.search(full):
        return out.rows
    keyword_words = _keyword_pattern(face.keywords)
    head_via = "spell" if face.is_spell else "ability"
    for raw_line in full.split("\n"):
        line = strip_reminder(raw_line).strip()
        if not line:
            continue
        if line.startswith("•"):
            via = head_via  # a mode of the modal ability or spell above
        else:
            via = "ability" if not face.is_spell or _is_ability(line) else "spell"
            head_via = via
            if _keyword_line(line, face, name, out):
                continue
        blanked = _QUOTED.sub(_blank_quote, line)
        _clauses(_make_line(blanked, line, via, False, name), out)
        for quoted in _QUOTED.finditer(line):
            inner = quoted.group(1)
            inner_blanked = _SINGLE_QUOTED.sub(lambda m: " " * len(m.group(0)), inner)
            # "As long as CARDNAME is enchanted, it has "...": the card grants itself the ability.
            granted = not _SELF_GRANT.search(blanked, 0, quoted.start())
            _clauses(_make_line(inner_blanked, inner, "ability", granted, name), out)
        if keyword_words is not None and "(" in raw_line and keyword_words.search(line):
            _keyword_reminders(raw_line, line, via, face, name, out)
        elif "Annihilator" in face.keywords and _ANNIHILATOR.search(line):
            # 702.86a, printed without its reminder (Emrakul, the Aeons Torn).
            out.add(
                _row("edict", "ability", _clean_detail(line, name), {"object_kind": "permanent"})
            )
    if "Overload" in face.keywords or _OVERLOAD_LINE.search(text):
        _overload(text, via="spell" if face.is_spell else "ability", card_name=name, out=out)
    return out.rows


def _overload(text: str, via: str, card_name: str, out: _Out) -> None:
    """702.96a: overloaded, the spell's text reads "each" for every "target": a sweep."""
    for raw_line in text.split("\n"):
        line = raw_line.strip()
        if not line or _OVERLOAD_LINE.match(line) or "target" not in line:
            continue
        each = _TARGET_WORD.sub("each", line)
        blanked = _QUOTED.sub(lambda m: " " * len(m.group(0)), each)
        parsed = _make_line(blanked, each, via, False, card_name, _clean_detail(line, card_name))
        _clauses(parsed, out)


def _blank_quote(m: re.Match[str]) -> str:
    """Spaces over quoted text, same length; a sentence ending inside the quote still ends."""
    blank = " " * len(m.group(0))
    return blank[:-2] + ". " if m.group(1).endswith(".") else blank


@functools.lru_cache(maxsize=4096)
def _keyword_pattern(keywords: frozenset[str]) -> re.Pattern[str] | None:
    """A pattern finding any of the face's keywords in a line (None when there are none)."""
    words = sorted((k for k in keywords if k and k not in _LAYOUT_KEYWORDS), key=len, reverse=True)
    if not words:
        return None
    return re.compile(r"\b(?:" + "|".join(re.escape(w) for w in words) + r")\b", re.IGNORECASE)


def _keyword_reminders(
    raw_line: str, line: str, via: str, face: _Face, card_name: str, out: _Out
) -> None:
    """Keyword abilities whose only statement of what they target is their reminder text.

    Soulshift, Modular, Mutate, Provoke, Haunt, Scavenge, Mentor, Awaken, Partner with, ...:
    the reminder is how the rules define the keyword, so it is read, but the detail names
    the keyword as written (the reminder stays out of details).
    """
    detail = _clean_detail(line, card_name)
    if any(
        w.lower() in _SPELL_REMINDER_KEYWORDS for w in face.keywords if w.lower() in line.lower()
    ):
        via = "spell"
    for m in _REMINDER_TEXT.finditer(raw_line):
        inner = m.group(1)
        inner_blanked = _QUOTED.sub(lambda q: " " * len(q.group(0)), inner)
        _clauses(_make_line(inner_blanked, inner, via, False, card_name, detail), out)


def _is_ability(line: str) -> bool:
    """A triggered or activated ability on an instant or sorcery ("When you cast this spell")."""
    blanked = _QUOTED.sub("", line)
    if _ACTIVATED.match(blanked):
        return True
    # "When target creature dies this turn, ...": a delayed trigger whose target the spell chose.
    return bool(_TRIGGER.match(blanked)) and "target" not in blanked.split(", ", 1)[0]


def _make_line(
    text: str,
    original: str,
    via: str,
    granted: bool,
    card_name: str,
    fixed_detail: str | None = None,
) -> _Line:
    effect_start = 0
    if m := _ACTIVATED.match(text):
        effect_start = m.end()
    elif _TRIGGER.match(text):
        comma = text.find(", ")
        effect_start = comma + 2 if comma >= 0 else 0
    return _Line(text, original, via, granted, effect_start, card_name, fixed_detail)


# --- face-level rows: combat (702.16e-f) and keyword attachments (702.16c-d) -----------------


def _combat(text: str, type_line: str, face: _Face, card_name: str, out: _Out) -> None:
    """Combat damage and blocking by a creature, a crewed Vehicle or a land that animates itself."""
    detail: str | None = None
    if "Creature" in face.types:
        detail = type_line
    elif face.is_vehicle or "Crew" in face.keywords:
        crew = next((ln for ln in text.split("\n") if _CREW_LINE.match(ln.strip())), None)
        detail = crew.strip() if crew else type_line
    elif "becomes" in text and (m := _BECOMES_CREATURE.search(text)):
        detail = _clean_detail(_sentence_at(text, m.start()), card_name)
    if detail is None:
        return
    can_block_only: str | None = None
    cannot_block: str | None = None
    blocks = True
    attacks = True
    for raw in text.split("\n"):
        line = raw.strip()
        for sentence in re.split(r"(?<=\.)\s+", line):
            if _CANT_ATTACK_OR_BLOCK.match(sentence):
                blocks = attacks = False
            elif _CANT_BLOCK.match(sentence):
                blocks = False
            elif m := _BLOCK_ONLY.search(sentence):
                can_block_only = m.group(1).strip().capitalize()
            elif m := _CANT_BLOCK_PART.search(sentence):
                cannot_block = _clean_detail(sentence, card_name)
    if "Shadow" in face.keywords or re.search(r"(?m)^Shadow$", text):
        can_block_only = "Shadow"  # 702.28b: creatures with shadow block only shadow creatures
    if attacks or blocks:
        out.add(
            Capability(
                capability="damage",
                via="combat",
                object_kind="any",
                detail=detail,
                damage_by="self",
                damage_amount="power",
            )
        )
    if blocks:
        out.add(
            Capability(
                capability="block",
                via="combat",
                object_kind="creature",
                detail=detail,
                can_block_only=can_block_only,
                cannot_block=cannot_block,
            )
        )


def _sentence_at(text: str, pos: int) -> str:
    start = max(text.rfind("\n", 0, pos), text.rfind(". ", 0, pos) + 1, 0)
    end_m = _SENTENCE_END.search(text, pos)
    end = end_m.end() if end_m else len(text)
    newline = text.find("\n", pos)
    if 0 <= newline < end:
        end = newline
    return text[start:end]


def _keyword_line(line: str, face: _Face, card_name: str, out: _Out) -> bool:
    """Enchant, Equip, Fortify, Bestow, Reconfigure lines; True when the line was one.

    Each gives an attachment (via 'static', 702.16c-d) and the targeting that makes it:
    an Aura spell targets what it will enchant (CR 303.4d), equip, fortify and reconfigure
    are activated abilities targeting a permanent you control (702.6a, 702.67a, 702.151a).
    """
    objs: list[_Obj] = []
    target_via = "ability"
    if (face.is_aura or "Enchantment" in face.types) and (m := _ENCHANT_LINE.match(line)):
        objs, _ = _parse_np(m.group("what"), 0, and_joins=False, plural=False)
        target_via = "spell"
    elif (m := _EQUIP_LINE.match(line)) and (
        "Equipment" in face.subtypes or "Equip" in face.keywords
    ):
        what = m.group("what")
        parsed = _parse_np(what, 0, and_joins=False, plural=False)[0] if what else []
        objs = [_equip_object(o) for o in parsed] or [{"object_kind": "creature"}]
        objs = [{**o, "object_controller": "you"} for o in objs]
    elif _FORTIFY_LINE.match(line):
        objs = [{"object_kind": "land", "object_controller": "you"}]
    elif _BESTOW_LINE.match(line):
        objs = [{"object_kind": "creature"}]  # 702.103: cast bestowed, it is an Aura spell
        target_via = "spell"
    elif _RECONFIGURE_LINE.match(line):
        objs = [{"object_kind": "creature", "object_controller": "you"}]
    detail = _clean_detail(line, card_name)
    for obj in objs:
        out.add(_row("target", target_via, detail, obj, targeted=True))
        out.add(_row("attach", "static", detail, obj, targeted=True))
    return bool(objs)


def _equip_object(obj: _Obj) -> _Obj:
    """'Equip Knight' and 'Equip legendary creature' still equip creatures."""
    if obj.get("object_kind") == "permanent" and obj.get("object_subtype"):
        return {**obj, "object_kind": "creature"}
    return obj


# --- clause-level rows ------------------------------------------------------------------


def _clauses(line: _Line, out: _Out) -> None:
    text = line.text
    if "arget" in text:
        _targets(line, out)
    if "damage" in text:
        _damage(line, out)
    if "fight" in text:
        _fights(line, out)
    if "ttach" in text:
        _attachments(line, out)
    _sweeps(line, out)
    if "sacrifices" in text:
        _edicts(line, out)
    if "ounter" in text:
        _counters(line, out)


def _targets(line: _Line, out: _Out) -> None:
    text = line.text
    # No cost or trigger condition holds a target phrase ("the target of" is skipped below),
    # so the whole line is read: delayed triggers ("When target creature dies") do target.
    for m in _ANY_TARGETS.finditer(text):
        out.add(_target_row(line, {"object_kind": "any"}, m.start()))
    for m in _TARGET_WORD.finditer(text):
        before = text[max(0, m.start() - 12) : m.start()]
        if _NOT_TARGET_BEFORE.search(before) and not before.rstrip().endswith("each of"):
            continue
        plural = bool(_PLURAL_COUNT.search(text[max(0, m.start() - 20) : m.start()]))
        objs, _ = _parse_np(text, m.end(), and_joins=False, plural=plural)
        for obj in objs:
            out.add(_target_row(line, obj, m.start()))


def _target_row(line: _Line, obj: _Obj, pos: int) -> Capability:
    return _row("target", line.via, line.detail(pos), obj, targeted=True, granted=line.granted)


def _sentence_start(text: str, pos: int, floor: int) -> int:
    """Where the sentence holding ``pos`` begins (not before ``floor``, the effect's start)."""
    dot = text.rfind(". ", 0, pos)
    return max(dot + 2 if dot >= 0 else 0, floor)


def _damage_source(line: _Line, pos: int) -> str:
    """'self' when this card deals the damage, 'other' when another object does (702.16e)."""
    if line.granted:
        return "other"  # the object that has the quoted ability is the source
    # The subject is a few words before the verb; looking no further keeps long input linear.
    start = max(_sentence_start(line.text, pos, line.effect_start), pos - 120)
    before = line.text[start:pos]
    subject = _SELF_SUBJECT.search(before)
    if subject is None:
        # "Have CARDNAME deal 2 damage": the subject sits right before the verb.
        return "other" if before.strip() else "self"
    if subject.group(0).strip().lower() == "it":
        # "It" is this card unless another creature or permanent was named last before it.
        referents = list(_OTHER_REFERENT.finditer(line.text, max(0, pos - 400), pos))
        referents = [r for r in referents if r.end() <= subject.start() + start]
        if referents and referents[-1].group(0) != "CARDNAME":
            return "other"
    return "self"


def _damage(line: _Line, out: _Out) -> None:
    text = line.text
    for m in _DEALS.finditer(text):
        if m.start() < line.effect_start:
            continue
        amount = (m.group("amount") or "").strip() or None
        pos = m.end()
        if eq := _DAMAGE_EQUAL.match(text, pos):
            amount = _amount_equal(eq.group("eq"))
            pos = eq.end()
        if div := _DAMAGE_DIVIDED.match(text, pos):
            pos = div.end()
        elif to := _DAMAGE_TO.match(text, pos):
            pos = to.end()
        else:
            continue
        damage_by = _damage_source(line, m.start())
        detail = line.detail(m.start())
        for n in range(4):  # "to each creature and each player", "and 3 damage to you"
            parsed = _parse_object(text, pos)
            if parsed is None:
                break
            objs, targeted, pos = parsed
            if n and not _OBJECT_END.match(text, pos):
                break  # "... to any target and its controller gains 3 life"
            if eq := _DAMAGE_EQUAL.match(text, pos):
                amount = amount or _amount_equal(eq.group("eq"))
                pos = eq.end()
            for obj in objs:
                out.add(
                    _row(
                        "damage",
                        line.via,
                        detail,
                        obj,
                        targeted=targeted,
                        damage_by=damage_by,
                        damage_amount=amount,
                        granted=line.granted,
                    )
                )
            more = _DAMAGE_AND.match(text, pos)
            if more is None:
                break
            if more.group("amount"):
                amount = more.group("amount")
            pos = more.end()


def _amount_equal(phrase: str) -> str:
    phrase = phrase.strip()
    if re.fullmatch(
        r"(?:its|CARDNAME's|that creature's|this creature's|the creature's) power", phrase
    ):
        return "power"
    if re.fullmatch(r"(?:its|CARDNAME's|that creature's|this creature's) toughness", phrase):
        return "toughness"
    return phrase


def _fights(line: _Line, out: _Out) -> None:
    """Fighting creatures deal the damage (701.14), so the source is one of them."""
    text = line.text
    for m in _FIGHTS.finditer(text):
        if m.start() < line.effect_start:
            continue
        detail = line.detail(m.start())
        sentence_start = max(_sentence_start(text, m.start(), line.effect_start), m.start() - 120)
        subject = text[sentence_start : m.start()]
        if _FIGHT_EACH_OTHER.match(text, m.start()):
            for t in _TARGET_WORD.finditer(subject):
                objs, _ = _parse_np(text, sentence_start + t.end(), and_joins=False, plural=True)
                for obj in objs:
                    out.add(_fight_row(line, detail, obj, True, "other"))
            continue
        self_subject = (
            bool(_SELF_SUBJECT.search(subject)) and _damage_source(line, m.start()) == "self"
        )
        damage_by = "self" if self_subject else "other"
        parsed = _parse_object(text, m.end())
        if parsed is not None:
            objs, targeted, _ = parsed
            for obj in objs:
                out.add(_fight_row(line, detail, obj, targeted, damage_by))
        if not self_subject:
            # The fighting creature is also dealt damage by the creature it fights.
            for t in _TARGET_WORD.finditer(subject):
                objs, _ = _parse_np(text, sentence_start + t.end(), and_joins=False, plural=False)
                for obj in objs:
                    out.add(_fight_row(line, detail, obj, True, "other"))


def _fight_row(line: _Line, detail: str, obj: _Obj, targeted: bool, damage_by: str) -> Capability:
    return _row(
        "damage",
        line.via,
        detail,
        obj,
        targeted=targeted,
        damage_by="other" if line.granted else damage_by,
        damage_amount="power",
        granted=line.granted,
    )


def _attachments(line: _Line, out: _Out) -> None:
    """Effects that attach an Aura or Equipment: "attach it to target creature"."""
    text = line.text
    starts = [m.end() for m in _ATTACH_VERB.finditer(text) if m.start() >= line.effect_start]
    starts += [m.end() for m in _ATTACHED_TO.finditer(text) if m.start() >= line.effect_start]
    for pos in sorted(starts):
        parsed = _parse_object(text, pos)
        if parsed is None:
            continue
        objs, targeted, _ = parsed
        for obj in objs:
            if obj.get("object_kind") == "permanent" and len(obj) == 1:
                obj = {"object_kind": "creature"}  # "attach it to it": the returned creature
            out.add(
                _row(
                    "attach",
                    line.via,
                    line.detail(pos),
                    obj,
                    targeted=targeted,
                    granted=line.granted,
                )
            )


def _sweeps(line: _Line, out: _Out) -> None:
    """Mass effects that do not target: protection does not stop them."""
    text = line.text
    for m in _SWEEP.finditer(text):
        if m.start() < line.effect_start:
            continue
        objs, _ = _parse_np(text, m.end(), and_joins=True, plural=True)
        for obj in objs:
            if obj["object_kind"] in ("player", "ability", "spell", "card"):
                continue  # "exile all cards from graveyards": not an answer to a permanent
            out.add(_row("sweep", line.via, line.detail(m.start()), obj, granted=line.granted))
    if "/-" not in text:
        return
    for m in _SHRINK_SUBJECT.finditer(text):
        if m.start("np") < line.effect_start:
            continue
        np = m.group("np")
        if "target" in np.lower() or not (m.group("q") or re.match(r"(?:other\s+)?\w+s\b", np)):
            continue
        if re.match(r"(?:it|they|that|those|enchanted|equipped|CARDNAME|this)\b", np):
            continue
        objs, _ = _parse_np(text, m.start("np"), and_joins=True, plural=True)
        for obj in objs:
            if obj["object_kind"] in ("player", "ability", "spell", "card"):
                continue
            out.add(_row("sweep", line.via, line.detail(m.start("np")), obj, granted=line.granted))


def _edicts(line: _Line, out: _Out) -> None:
    """A player sacrifices: protection on a permanent does not stop it (702.16)."""
    text = line.text
    for m in _EDICT.finditer(text):
        if m.start() < line.effect_start:
            continue
        objs, _ = _parse_np(text, m.end(), and_joins=False, plural=m.group("q") not in ("a", "an"))
        sentence_start = max(_sentence_start(text, m.start(), line.effect_start), m.start() - 120)
        targeted = bool(_EDICT_TARGETED.search(text[sentence_start : m.start()]))
        for obj in objs:
            if obj["object_kind"] in ("player", "spell", "card", "ability"):
                continue
            out.add(
                _row(
                    "edict",
                    line.via,
                    line.detail(m.start()),
                    obj,
                    targeted=targeted,
                    granted=line.granted,
                )
            )


def _counters(line: _Line, out: _Out) -> None:
    text = line.text
    for m in _COUNTER.finditer(text):
        if m.start() < line.effect_start:
            continue
        objs, _ = _parse_np(text, m.end() + len("target"), and_joins=False, plural=False)
        for obj in objs:
            if obj["object_kind"] in ("spell", "ability"):
                out.add(
                    _row(
                        "counter",
                        line.via,
                        line.detail(m.start()),
                        obj,
                        targeted=True,
                        granted=line.granted,
                    )
                )
