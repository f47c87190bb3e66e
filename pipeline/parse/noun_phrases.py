"""Noun phrases naming what an effect acts on, for the capability parser.

"target nonartifact, nonblack creature", "each creature and each player", "another target
creature you control with mana value 3 or less": the object kind (creature, player, any
target, ...) and the restrictions card data can decide (colors, types, subtypes, keywords,
mana value, power), as the dicts `capability_rows.Capability` rows are built from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, ClassVar

import msgspec

from pipeline.parse.oracle_text import CARDNAME, IRREGULAR_PLURALS, singular_subtype
from pipeline.vocabulary import (
    CARD_TYPES,
    COLOR_BY_WORD,
    NONPERMANENT_TYPES,
    SUPERTYPES,
    ObjectKind,
)

# --- vocabularies -----------------------------------------------------------------------

_TYPE_BY_WORD: dict[str, str] = {t.lower(): t for t in CARD_TYPES}
_TYPE_BY_WORD.update({t.lower() + "s": t for t in CARD_TYPES})
_TYPE_BY_WORD["sorceries"] = "Sorcery"
_SUPERTYPE_BY_WORD: dict[str, str] = {s.lower(): s for s in SUPERTYPES}
# Card types that are also object kinds of their own.
_KIND_BY_TYPE: dict[str, str] = {
    t: t.lower() for t in CARD_TYPES if t.lower() in ObjectKind.values()
}
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
_COLOR_COUNT_WORDS: frozenset[str] = frozenset({"colorless", "monocolored", "multicolored"})
# Words that add nothing card data could test: "another"/"other" only exclude the source
# itself. ("nontoken" is kept: every card meets it, but what a granted protection protects may
# be a token.)
_IGNORED_WORDS: frozenset[str] = frozenset({"another", "other", "activated", "triggered", "single"})
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
# Octopus, Bolas ("Auras" is a plural: "Destroy all Auras").
_INVARIANT_PLURAL_ENDINGS: tuple[str, ...] = ("Plains", "ss", "us", "ops", "Bolas")
_NON_COLOR = re.compile(r"non-?(white|blue|black|red|green)$")
_NON_TYPE = re.compile(r"non-?([a-z]+)$")
_NON_SUBTYPE = re.compile(r"[Nn]on-([A-Z][\w'-]*)$")
_SUBTYPE_WORD = re.compile(r"[A-Z][a-z][a-z'’-]*(?:-[A-Z][a-z]*)?$")
COUNT_WORDS = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|X|\d+)"

# Square brackets are Cleave's optional words (702.148): without cleave they apply.
_TOKEN = re.compile(r"[ \t\[\]]*(,|[^\s,.;:\"“”()—•\[\]]+)")
_POWER_TOUGHNESS = re.compile(r"\d+/\d+$")

# Postmodifiers of a noun phrase, tried in order at the start of the rest of the phrase.
# "you own" (Saving Grasp, Venser): in a two-player game, what its controller owns is theirs too
# "target creature that crewed it this turn" (Getaway Car): crewing taps creatures you control
# (702.122a)
_POST_YOU = re.compile(
    r"\s*(?:(?:that )?you (?:(?:both )?own and control|own or control|own|control)"
    r"|that crewed (?:it|CARDNAME)(?: this turn)?)\b"
)
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
_POST_TOUGHNESS = re.compile(r"\s*with toughness (\d+) or (greater|less)\b")
# "Exile target creature with power or toughness 1 or less" (Warping Wail): either will do
_POST_POWER_OR_TOUGHNESS = re.compile(r"\s*with power or toughness (\d+) or (greater|less)\b")
_POST_MANA_VALUE = re.compile(
    r"\s*with (?:converted )?mana (?:value|cost) (\d+)(?: or (greater|less))?\b"
)
_STATE_ALTERNATION = "attacking|blocking|tapped|untapped|enchanted|equipped|blocked|unblocked"
# How many colors, decided by card data (105.2): "permanents they control that are one or more
# colors" (All Is Dust), "that's multicolored".
_POST_COLOR_COUNT = re.compile(
    r"\s*(?:that's|that is|that are) (?P<count>one or more colors|colored|colorless|monocolored|multicolored)\b"
)
# "Destroy all permanents except for artifacts and lands" (Scourglass), "... except for Krakens,
# Leviathans, Octopuses, and Serpents" (Whelming Wave): plural card types and subtypes left out.
_POST_EXCEPT = re.compile(
    r"\s*,?\s*except for (?P<items>[\w'-]+(?:,? (?:and )?[\w'-]+)*)(?=\s*[.;]|\s*$)"
)
_POST_STATE_THAT = re.compile(
    rf"\s*(?:that's|that is|that are|who's) ((?:{_STATE_ALTERNATION})(?: or (?:{_STATE_ALTERNATION}))?)\b"
)
# "target creature Wall of Corpses is blocking", "target creature it's blocking" (Tinder Wall):
# only a creature this one blocks, a state of play (the protected card must attack into it)
_POST_IT_BLOCKS = re.compile(r"\s*(?:CARDNAME|it|this creature)(?: is|'s|’s) blocking\b")
_COLOR_WORD = "white|blue|black|red|green"
# A color after the noun: "target creature or planeswalker that's black or red" (Devout Decree);
# "all artifacts that aren't blue" excludes it.
_POST_COLOR_THAT = re.compile(
    rf"\s*that(?:'s| is| are)(?P<neg> not)? (?P<colors>(?:{_COLOR_WORD})"
    rf"(?:,? (?:or |and/or )?(?:{_COLOR_WORD}))*)\b(?! or more)"
    rf"|\s*that (?:isn't|aren't) (?P<colors_not>(?:{_COLOR_WORD})(?:,? (?:or |and/or )?(?:{_COLOR_WORD}))*)\b"
)
# Card types after "permanent", any one of which it must have: "target legendary permanent
# that's an artifact, creature, or enchantment" (Bounty Agent): one object per type.
_PERMANENT_TYPE_WORD = "artifact|creature|enchantment|land|planeswalker|battle"
_POST_TYPES_THAT = re.compile(
    rf"\s*that's an? (?P<types>(?:{_PERMANENT_TYPE_WORD})"
    rf"(?:,? (?:or )?(?:an? )?(?:{_PERMANENT_TYPE_WORD}))*)\b(?!,? (?:or|and) )"
)
# A supertype after the noun: "Exile all nonland permanents that aren't legendary" (Urza's
# Ruinous Blast), as "nonlegendary" before it.
_POST_SUPERTYPE_NOT = re.compile(r"\s*that (?:isn't|aren't) (?P<supertype>legendary|basic|snow)\b")
# "all permanents named Wirefly" (Wirefly Hive): only objects with that name.
_POST_NAMED = re.compile(r"\s*named (CARDNAME|[A-Z][\w'-]*(?:,? (?:[A-Z][\w'-]*|of|the))*)")
# "with a name originally printed in the Arabian Nights expansion" (City in a Bottle, Golgothian
# Sylex, Apocalypse Chime)
_POST_FIRST_PRINTED = re.compile(
    r"\s*with a name originally printed in the (?P<set>[A-Z][\w'’:-]*(?: [A-Z][\w'’:-]*)*) expansion\b"
)
_SAME_NAME = re.compile(r"\s*with (?:the same name as|that name)\b")
_POST_IGNORED = re.compile(r"\s*other than CARDNAME\b|\s*other than this \w+\b|\s*you own\b")
_POST_GENERIC = re.compile(
    r"\s*(?:with|without|that|which|who|whose|blocking|blocked|dealt|named|of|attacking|"
    r"not|attached|sharing|except|among|tapped|untapped)\b"
    r"(?:(?![.;,:]| and | gains?\b| gets?\b| deals?\b| fights?\b| can't\b| can\b| loses?\b"
    r"| becomes?\b| until\b| unless\b| onto\b| into\b| on top\b| then\b| where\b| if\b"
    r"|(?<!equal) to (?:its|their|your|the|target|any|each|that|a|it|you|hand|battlefield|owner)\b)"
    r"[^\n]){0,200}"  # bounded: a postmodifier is a few words, and long input stays linear
)

PLURAL_COUNT = re.compile(
    rf"(?:two|three|four|five|six|seven|eight|nine|ten|X|any number of|up to {COUNT_WORDS}|"
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
    nontoken: bool = False

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


class ObjectRestriction(msgspec.Struct, frozen=True, kw_only=True):
    """What a capability requires of its object: its kind and the restrictions card data can
    decide (None, or False, where the text sets none). The capabilities table's object_*
    columns are these fields (a Capability is an ObjectRestriction and how it acts)."""

    object_kind: str  # a vocabulary.ObjectKind
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
    # "with toughness 4 or greater" (Valorous Stance): the printed toughness decides it
    object_toughness_op: str | None = None
    object_toughness: int | None = None
    # How many colors it has (105.2): colored, colorless, monocolored, multicolored (a
    # vocabulary.ColorCount).
    object_color_count: str | None = None
    object_controller: str | None = None  # decided in play, as is object_state
    object_state: str | None = None
    # Restrictions a card can never meet, or meets only as printed: only tokens (111.1),
    # only objects with this name, only what is attached to something (Auras, Equipment,
    # Fortifications: 301.5, 303.4) -- "exile all tokens", "Destroy all Auras and Equipment
    # attached to target creature" (Strip Bare).
    object_token: bool = False
    # Only nontoken objects ("exile target nontoken creature", Duplicant): every card is one,
    # but what a granted protection protects may be a token (111.1)
    object_nontoken: bool = False
    object_name: str | None = None
    object_attached: bool = False
    # Only an object with the same name as another one play decides: the target ("all other
    # permanents with the same name as that permanent", Maelstrom Pulse), another permanent
    # (Eye of Singularity), the source (Evil Twin). Card data can't tell: conditional.
    object_shares_name: bool = False
    # Only an object whose name was first printed in this expansion, its name as written ("all
    # nontoken permanents with a name originally printed in the Homelands expansion", Apocalypse
    # Chime): card data decides it from the card's first printing (cards.first_set_code).
    object_first_printed_in: str | None = None

    # Restrictions decided during play, which card data can't test (the verdict is conditional).
    decided_in_play: ClassVar[tuple[str, ...]] = (
        "object_controller",
        "object_state",
        "object_shares_name",
    )


# ObjectRestriction fields as the grammar collects them, before the phrase ends.
_Fields = dict[str, Any]
# The postmodifiers' key for restrictions of which an object must meet one: not a field, each
# makes an object of its own (the kinds of a permanent, _POST_TYPES_THAT; power or toughness,
# _POST_POWER_OR_TOUGHNESS).
_ONE_OF = "one_of"


def _word_kind(tok: str, lower: str, plural: bool, alt: _Alt) -> bool:
    """Read one pre-noun word into ``alt``; False when the word is not part of a noun phrase."""
    if lower in COLOR_BY_WORD:
        alt.colors.append(COLOR_BY_WORD[lower])
    elif lower in _IGNORED_WORDS:
        pass
    elif lower == "nontoken":
        alt.nontoken = True
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
    elif tok != CARDNAME and _SUBTYPE_WORD.match(tok):
        alt.subtype = _subtype(tok, plural)
    else:
        return False
    return True


def excepted_later(text: str, pos: int) -> ObjectRestriction | None:
    """The restriction an "except for" list later in the sentence adds ("Return all creatures to
    their owners' hands except for Krakens, ...", Whelming Wave), or None."""
    end = text.find(".", pos)
    m = _POST_EXCEPT.search(text, pos, end if end >= 0 else len(text))
    if not m or not (excepted := _excepted(m["items"])):
        return None
    types, subtypes = excepted
    return ObjectRestriction(
        object_kind="permanent",
        object_excluded_types=types or None,
        object_excluded_subtypes=subtypes or None,
    )


def _excepted(items: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The plural card types and subtypes of an "except for" list, or None when any item is
    something else ("basic lands", "three", a card's name): only a list card data decides."""
    types: list[str] = []
    subtypes: list[str] = []
    for word in re.split(r",? (?:and )?|, ", items):
        if word.lower() in _TYPE_BY_WORD and word.lower().endswith("s"):
            types.append(_TYPE_BY_WORD[word.lower()])
        elif word == "tokens":
            continue  # a card is never a token (111.1)
        elif _SUBTYPE_WORD.match(word) and (word.endswith("s") or word in IRREGULAR_PLURALS):
            subtypes.append(_subtype(word, plural=True))
        else:
            return None
    return tuple(types), tuple(subtypes)


def _subtype(word: str, plural: bool) -> str:
    word = word.replace("’", "'")
    if not plural or word.endswith(_INVARIANT_PLURAL_ENDINGS):
        return word
    return singular_subtype(word) or word


def _is_noun_word(tok: str) -> bool:
    lower = tok.lower()
    return lower in _TYPE_BY_WORD or lower in _HEAD_BY_WORD


def parse_noun_phrase(
    text: str, pos: int, *, and_joins: bool, plural: bool
) -> tuple[list[ObjectRestriction], int]:
    """Read a noun phrase ("nonartifact, nonblack creature you control") starting at ``pos``.

    Returns one ObjectRestriction per alternative, and where the phrase
    ends. No alternatives when there is no noun.
    """
    alts: list[_Alt] = []
    cur = _Alt()
    post_from = 0
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
            if lower in ("all", "each"):
                # "all creatures and all permanents attached to creatures": a new noun phrase,
                # whose postmodifiers are its own.
                post_from = sum(a.has_noun() for a in alts)
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
    one_of: list[_Fields] = post.pop(_ONE_OF, [])
    objs: list[ObjectRestriction] = []
    for n, alt in enumerate(alts):
        fields = _alt_fields(alt)
        if fields is None:
            continue
        for key, value in post.items() if n >= post_from else ():
            if key == "object_state" and fields.get("object_state"):
                fields[key] = f"{fields[key]}, {value}"
            elif key == "object_excluded_types" and fields.get(key):
                # "nonland permanents that aren't legendary": both are excluded
                fields[key] = tuple(dict.fromkeys((*fields[key], *value)))
            else:
                fields[key] = value
        # (a permanent's kinds narrow only "permanent")
        if one_of and ("object_kind" not in one_of[0] or fields["object_kind"] == "permanent"):
            objs.extend(ObjectRestriction(**{**fields, **choice}) for choice in one_of)
        else:
            objs.append(ObjectRestriction(**fields))
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
                and (last.types or last.subtype)
                and last.head in ("card", "spell", "permanent", "token")
            ):
                # "instant or sorcery card", "creature or Vehicle card" (Imperial Recovery
                # Unit): the last alternative's head noun is shared.
                alt.head = last.head
    return merged


def _alt_fields(alt: _Alt) -> _Fields | None:
    obj: _Fields = {}
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
    counts = [s for s in states if s in _COLOR_COUNT_WORDS]
    if len(counts) == 1:
        # card data decides it from the object's colors (105.2): not a state of play
        obj["object_color_count"] = counts[0]
        states.remove(counts[0])
    if states:
        obj["object_state"] = ", ".join(states)
    if "token" in states:
        obj["object_token"] = True  # 111.1: a card is never a token
    if alt.nontoken:
        obj["object_nontoken"] = True
    return obj


def any_target_postmods(text: str, pos: int) -> tuple[_Fields, int]:
    """The restrictions after "any target" ("any target that was dealt damage this turn",
    Needle Drop: a state of play), as ObjectRestriction fields, and where they end."""
    post, end = _parse_postmods(text, pos)
    if post.pop(_ONE_OF, None) is not None:
        return {}, pos
    return post, end


def _parse_postmods(text: str, pos: int) -> tuple[_Fields, int]:
    """Restrictions after the noun: controller, keyword, power, mana value, state."""
    post: _Fields = {}
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
        elif m := _POST_FIRST_PRINTED.match(text, pos):
            post["object_first_printed_in"] = m["set"]
        elif m := _POST_POWER.match(text, pos):
            post["object_power_op"] = ">=" if m.group(2) == "greater" else "<="
            post["object_power"] = int(m.group(1))
        elif m := _POST_TOUGHNESS.match(text, pos):
            post["object_toughness_op"] = ">=" if m.group(2) == "greater" else "<="
            post["object_toughness"] = int(m.group(1))
        elif m := _POST_MANA_VALUE.match(text, pos):
            post["object_mana_value_op"] = {"greater": ">=", "less": "<=", None: "="}[m.group(2)]
            post["object_mana_value"] = int(m.group(1))
        elif (m := _POST_KEYWORD.match(text, pos)) and m.group(2) not in _KEYWORD_STOP:
            keyword = m.group(2).capitalize()
            key = "object_keyword" if m.group(1) == "with" else "object_excluded_keyword"
            post[key] = keyword
        elif m := _POST_COLOR_THAT.match(text, pos):
            words = re.findall(_COLOR_WORD, m.group("colors") or m.group("colors_not"))
            colors = tuple(dict.fromkeys(COLOR_BY_WORD[w] for w in words))
            excluded = m.group("neg") or m.group("colors_not")
            post["object_excluded_colors" if excluded else "object_colors"] = colors
        elif m := _POST_COLOR_COUNT.match(text, pos):
            count = m["count"]
            post["object_color_count"] = "colored" if count == "one or more colors" else count
        elif (m := _POST_EXCEPT.match(text, pos)) and (excepted := _excepted(m["items"])):
            types, subtypes = excepted
            if types:
                post["object_excluded_types"] = types
            if subtypes:
                post["object_excluded_subtypes"] = subtypes
        elif m := _POST_SUPERTYPE_NOT.match(text, pos):
            excluded_types = post.get("object_excluded_types", ())
            post["object_excluded_types"] = (*excluded_types, m["supertype"].capitalize())
        elif m := _POST_STATE_THAT.match(text, pos):
            states.append(m.group(1))
        elif m := _POST_IT_BLOCKS.match(text, pos):
            states.append("blocked by it")
        elif m := _POST_NAMED.match(text, pos):
            post["object_name"] = m.group(1)
        elif m := _POST_TYPES_THAT.match(text, pos):
            post[_ONE_OF] = [
                {"object_kind": _KIND_BY_TYPE[t.title()]}
                for t in re.findall(_PERMANENT_TYPE_WORD, m["types"])
            ]
        elif m := _POST_POWER_OR_TOUGHNESS.match(text, pos):
            op, n = ">=" if m.group(2) == "greater" else "<=", int(m.group(1))
            post[_ONE_OF] = [
                {"object_power_op": op, "object_power": n},
                {"object_toughness_op": op, "object_toughness": n},
            ]
        elif (m := _POST_GENERIC.match(text, pos)) and m.end() > pos:
            states.append(m.group(0).strip())
            if m.group(0).strip().startswith("attached"):
                # Only what is attached to something: an Aura, Equipment or Fortification (301.5, 303.4).
                post["object_attached"] = True
            elif _SAME_NAME.match(text, pos):
                post["object_shares_name"] = True
        else:
            break
        pos = m.end()
    if states:
        post["object_state"] = ", ".join(states)
    return post, pos
