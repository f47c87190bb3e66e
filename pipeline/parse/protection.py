"""Parse protection clauses (CR 702.16, formerly 702.14) out of one card face's oracle text.

`parse_protections` returns one `Protection` row per quality: "protection from black and
from red" is two abilities (702.16g), "from all colors" is five (702.16h), "from
everything" is one (702.16j), and duplicates stay as written (702.16m). Every other field
of a row is a predicate on the *source* (spell, ability's source, blocker, Aura, Equipment,
damage source): every non-None field must hold for the source to have the quality.
`parse_protection_losses` returns what "loses protection from ..." takes away (Cephalid
Snitch). Nothing is dropped: an occurrence of "protection from" that cannot be classified
becomes a row of kind `unparsed`, and no input makes these functions raise.

quality_kind vocabulary (`pipeline.vocabulary.QualityKind`), with the value each kind carries:

- ``color``: one color; value and ``colors`` hold its code. "protection from red" -> 'R'.
- ``multicolored`` / ``monocolored`` / ``colorless`` / ``colored``: a color count; value
  None, ``color_count`` set. "protection from multicolored" (Stonecoil Serpent).
  ``colored`` alone has no printed card; "colored spells" is ``compound``.
- ``everything``: 702.16j, every predicate field None. Progenitus.
- ``card_type``: value and ``card_type`` 'Artifact', 'Creature', ... "protection from
  artifacts" (Tel-Jilad Archers).
- ``subtype``: singular value. "protection from Dragons" -> 'Dragon' (Dragon Hunter).
- ``supertype``: "protection from snow" -> 'Snow' (Ronom Hulk).
- ``mana_value``: value '>=3', ``mana_value_op``/``mana_value`` set. "protection from mana
  value 3 or greater" (Mistmeadow Skulk); old wording "converted mana cost" is the same.
- ``name``: 702.16a, only when the text says the quality is a name: "protection from cards
  named Emrakul" -> 'Emrakul'.
- ``player``: a player decided during play; value 'chosen player' (True-Name Nemesis),
  'each opponent' (Cliffside Rescuer) or 'that player' (Eon Frolicker).
- ``chosen``: something chosen during play; value and ``chosen`` say what: 'color'
  ("the color of your choice", Mother of Runes), 'card_name' (Runed Halo), 'card_type'
  (Serra's Emissary), 'mana_value' with ``mana_value_op`` '!=' (Haktos the Unscarred),
  'mana_value_parity' (Lavabrink Venturer), 'artist' (an Un-card). A choice from a set the
  card spells out makes the rest certain: Haktos ("choose 2, 3, or 4") also gets
  unconditional ``mana_value`` rows '<=1' and '>=5'.
- ``variable``: fixed by the game state, not chosen; value is the phrase as written and
  ``chosen`` a short key: "its colors" -> 'own_colors' (Earnest Fellowship), "the colors of
  permanents you control" -> 'colors_of_permanents', "each of the exiled card's card types"
  -> 'exiled_card_types' (Mirror Golem). Color-based ones also set color_count 'colored';
  a vote among named colors sets ``colors`` (Council Guardian: U, B, R, G). A keyword list
  that copies protection from other cards ("The same is true for ..., protection, ...",
  Cairn Wanderer) gives one row: value 'protection', chosen 'copied_protection', with the
  condition of the sentence it refers to.
- ``compound``: more than one constraint, or a constraint that is not a characteristic;
  value is the phrase as written. "legendary creatures" -> supertype + card_type, "colored
  spells" / "spells that are one or more colors" -> color_count 'colored' + spells_only,
  "non-Spirit creatures" -> card_type + excluded_subtype, "creatures your opponents
  control" -> card_type + controller, "creatures of the chosen type" -> card_type + chosen
  'creature_type', "permanents with corruption counters on them" -> state.
- ``name_words``, ``die_rolls``, ``printing``: Un-card qualities. "two-word names" -> value '2',
  ``name_words`` 2; "die rolls" -> ``rolls_die`` (Proper Laboratory Attire); a trait of one
  printing ("black borders", "even collector numbers", "common", "loose lips") -> ``printing``,
  the value saying what the printing must have (Knight of the Kitchen Sink, Collectigull).
- ``unparsed``: not understood; value is the words after "from", ``text`` the clause. A
  sentence whose shape is not understood ("destroy target creature with protection from
  white") also gives one unparsed row per occurrence, with scope 'granted'.

Scopes: ``self`` (the card itself: keyword lines, "CARDNAME has", "it" when it is the card,
"CARDNAME becomes ... with protection", soulbond's "both creatures", and a group the card
belongs to, given its characteristics: "Cats you control" on a Cat), ``granted`` (Auras, Equipment, "target creature
gains", "creatures you control have", "it" when it is a target), ``player`` ("you have
protection"), ``token`` (tokens the card creates). "You and creatures you control" gives a
player row and a granted row for each quality.

``clause_index`` counts the sentences (a keyword line is one) that mention "protection
from", gains and losses alike, in text order. ``text`` is that sentence as written
(reminder text removed); ``subject`` is written the same way.

Conditions name the card as its text does ("Haktos"), several joined by "; ": a
leveler's 'level 3-7' (CR 711), 'activated ability: <cost>' (plus 'activate only if ...'),
'triggered ability: <trigger>' and its intervening 'if ...', 'as long as ...' and 'if ...'
wherever they sit, 'one of: ...' for a choice among qualities ("artifacts or from the color
of your choice") or abilities ("your choice of double strike, protection from red, ..."),
and a per-quality 'if you control a Plains' (Dominaria's Judgment). An ability word
prefixes the condition it introduces ("Metalcraft — as long as you control three or more
artifacts") and is dropped when it introduces none (Radiance). ``duration`` is 'until end
of turn' or 'until your next turn', None for static abilities.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import msgspec

from pipeline.parse.card_facts import (
    CARDNAME,
    CardTraits,
    Choices,
    fixed_choices,
    in_group,
    named,
)
from pipeline.parse.oracle_text import replace_self_name, singular_subtype, strip_reminder
from pipeline.vocabulary import CARD_TYPES, COLOR_BY_WORD, COLOR_CODES, SUPERTYPES

__all__ = [
    "Protection",
    "ProtectionLoss",
    "SourcePredicate",
    "parse_protection_losses",
    "parse_protections",
]


class SourcePredicate(msgspec.Struct, frozen=True, kw_only=True):
    """What a protection quality requires of a source (702.16a): every field that is set must
    hold for the source to have the quality; None (False for spells_only) constrains nothing.
    Its fields are the protections table's predicate columns, under the same names."""

    column_prefix: ClassVar[str] = ""  # its columns' names: the field names as they are

    colors: tuple[str, ...] | None = None  # any of these (vocabulary.Color)
    color_count: str | None = None  # a vocabulary.ColorCount
    card_type: str | None = None
    subtype: str | None = None
    excluded_subtype: str | None = None
    supertype: str | None = None
    mana_value_op: str | None = None  # with mana_value: the source's mana value compares so
    mana_value: int | None = None
    spells_only: bool = False  # only spells: not abilities, not permanents ("colored spells")
    controller: str | None = None  # decided in play, as are chosen and state
    name: str | None = None
    chosen: str | None = None
    state: str | None = None
    name_words: int | None = None  # Un-cards: the number of words in the source's name
    rolls_die: bool = False  # Un-cards: the source lets a player roll a die

    def constraints(self) -> list[str]:
        """The fields that constrain the source; mana_value_op stands for the (op, value) pair."""
        return [
            key
            for key in self.__struct_fields__
            if key != "mana_value" and getattr(self, key) not in (None, False)
        ]


NO_CONSTRAINT = SourcePredicate()


class Protection(msgspec.Struct, frozen=True, kw_only=True):
    """One protection quality of one clause (702.16g: each quality is its own ability)."""

    clause_index: int
    scope: str  # a vocabulary.Scope
    quality_kind: str  # a vocabulary.QualityKind
    quality_value: str | None
    text: str
    subject: str | None = None
    condition: str | None = None
    duration: str | None = None
    predicate: SourcePredicate = NO_CONSTRAINT


class ProtectionLoss(msgspec.Struct, frozen=True, kw_only=True):
    """One quality an effect removes: "loses protection from black" (Cephalid Snitch)."""

    clause_index: int
    subject: str | None
    quality_kind: str
    quality_value: str | None
    duration: str | None
    text: str


# --- quality vocabulary ---------------------------------------------------------------

_EVERYTHING = "everything"  # 702.16j
_ALL_COLORS = frozenset({"all colors", "each color"})  # 702.16h: five abilities
_COLOR_COUNTS = frozenset({"multicolored", "monocolored", "colorless", "colored"})


def _plural(card_type: str) -> str:
    return card_type.lower()[:-1] + "ies" if card_type.endswith("y") else card_type.lower() + "s"


_TYPE_BY_WORD: dict[str, str] = {t.lower(): t for t in CARD_TYPES}
_TYPE_BY_PLURAL: dict[str, str] = {_plural(t): t for t in CARD_TYPES}
_SUPERTYPE_BY_WORD: dict[str, str] = {s.lower(): s for s in SUPERTYPES}
# Nouns that add no constraint of their own ("permanents with corruption counters").
_GENERIC_NOUNS = frozenset({"permanents", "sources", "objects"})
# Adjectives describing game state rather than card data: Louvaq, the Aberrant (modified),
# Frenemy of the Guildpact (enemy-colored, relative to the protected permanent's colors).
_STATE_ADJECTIVES = frozenset({"modified", "enemy-colored"})

# Phrases naming something chosen during play -> (what is chosen, mana value operator).
_CHOSEN: dict[str, tuple[str, str | None]] = {
    "the chosen color": ("color", None),  # Voice of All, Pentarch Ward
    "the color of your choice": ("color", None),  # Mother of Runes
    "a color of your choice": ("color", None),  # Greater Morphling
    "the last chosen color": ("color", None),  # Sanctuary Blade
    "the color of its controller's choice": ("color", None),  # Wishmonger
    "the chosen card name": ("card_name", None),  # Runed Halo (702.16a: says it is a name)
    "the chosen card type": ("card_type", None),  # Serra's Emissary
    "the artist of your choice": ("artist", None),  # Fascist Art Director (Un-card)
    "each mana value other than the chosen number": ("mana_value", "!="),  # Haktos
    "each mana value of the chosen quality": ("mana_value_parity", None),  # Lavabrink Venturer
}
# Generic forms of the same ("the chosen X", "a X of your choice").
_CHOSEN_GENERIC = re.compile(
    r"^(?:the (?:last )?chosen (?P<a>[a-z ]+)"
    r"|(?:the|a|an) (?P<b>[a-z ]+) of (?:your|their|its controller's) choice)$"
)
# Phrases fixed by the game state -> (key stored in `chosen`, color_count). The color ones
# also carry color_count 'colored': a colorless source never has them (CR 105.2c).
_VARIABLE: dict[str, tuple[str, str | None]] = {
    # Earnest Fellowship
    "its colors": ("own_colors", "colored"),
    # Empty-Shrine Kannushi, Pledge of Loyalty
    "the colors of permanents you control": ("colors_of_permanents", "colored"),
    # Samite Elder
    "the colors of target permanent you control": ("colors_of_target", "colored"),
    # Council Guardian
    "each color with the most votes or tied for most votes": ("most_voted_colors", "colored"),
    # Mirror Golem
    "each of the exiled card's card types": ("exiled_card_types", None),
    # Opal Titan
    "each of that spell's colors": ("spell_colors", "colored"),
    # Commander's Plate
    "each color that's not in your commander's color identity": ("outside_identity", "colored"),
    # Escaped Shapeshifter: each color an opponent's creature has protection from.
    "any color": ("matching_protection", "colored"),
}
# Player qualities -> (value, chosen, controller).
_PLAYERS: dict[str, tuple[str, str | None, str | None]] = {
    "the chosen player": ("chosen player", "player", None),  # True-Name Nemesis
    "each of your opponents": ("each opponent", None, "opponent"),  # Cliffside Rescuer
    "each opponent": ("each opponent", None, "opponent"),
    "that player": ("that player", None, None),  # Eon Frolicker
}
_NAMED = re.compile(r"^(?:(?:cards|sources|spells|permanents|objects) named|the card name) (.+)$")
_MANA_VALUE = re.compile(
    r"^(?:mana value|converted mana cost) (\d+)(?: or (greater|more|less|fewer))?$"
)
_OP_BY_WORD = {None: "=", "greater": ">=", "more": ">=", "less": "<=", "fewer": "<="}
# Trailing modifiers of a noun phrase, tried in order.
_OPPONENTS_CONTROL = re.compile(r" (?:that )?(?:your opponents|an opponent) controls?$")
_CHOSEN_TYPE = re.compile(r" of the chosen type$")  # Riders of Gavony
_COUNTERS = re.compile(r" with (\w+) counters on (?:them|it)$")  # Geyadrone Dihada
_ONE_OR_MORE_COLORS = re.compile(r" that are one or more colors$")  # Emrakul, the Aeons Torn
_WITH_MANA_VALUE = re.compile(
    r" with (?:mana value|converted mana cost) (\d+)(?: or (greater|more|less|fewer))?$"
)


@dataclass(frozen=True)
class _Quality:
    """A parsed quality: the kind, its value and the source predicate."""

    kind: str
    value: str | None = None
    predicate: SourcePredicate = NO_CONSTRAINT
    conditions: tuple[str, ...] = ()  # its own: "if you control a Plains", "one of: ..."


def _unparsed(words: str) -> _Quality:
    return _Quality("unparsed", words.strip() or None)


# Un-card qualities (Unstable, Unsanctioned), as their reminder texts define them. Card data
# decides two: the words in the source's name ("Hyphenated words are one word", Knight of the
# Kitchen Sink) and whether it lets a player roll a die (Proper Laboratory Attire). The others
# are traits of one printing (border, watermark, collector number, rarity, artwork, printed
# lines), which the oracle card does not fix: the value says what the printing decides.
_UN_QUALITIES: dict[str, _Quality] = {
    "two-word names": _Quality("name_words", "2", SourcePredicate(name_words=2)),
    "die rolls": _Quality("die_rolls", "lets a player roll a die", SourcePredicate(rolls_die=True)),
    "black borders": _Quality("printing", "a black border"),
    "watermarks": _Quality("printing", "a watermark"),
    "even collector numbers": _Quality("printing", "an even collector number"),
    "odd collector numbers": _Quality("printing", "an odd collector number"),
    "loose lips": _Quality("printing", "an open mouth in its artwork"),
    "common": _Quality("printing", "common rarity"),
    "wordy": _Quality("printing", "four or more lines of rules text"),
}


def _parse_quality(phrase: str, subtypes: frozenset[str]) -> list[_Quality] | None:
    """The qualities one item of a "from" list names, or None if it is not understood."""
    low = phrase.lower()
    if low == _EVERYTHING:
        return [_Quality("everything")]
    if low in _ALL_COLORS:
        return [_Quality("color", code, SourcePredicate(colors=(code,))) for code in COLOR_CODES]
    if low in _CHOSEN:
        what, op = _CHOSEN[low]
        return [_Quality("chosen", what, SourcePredicate(chosen=what, mana_value_op=op))]
    if low in _VARIABLE:
        key, count = _VARIABLE[low]
        return [_Quality("variable", phrase, SourcePredicate(chosen=key, color_count=count))]
    if low in _PLAYERS:
        value, chosen, controller = _PLAYERS[low]
        return [_Quality("player", value, SourcePredicate(chosen=chosen, controller=controller))]
    if m := _CHOSEN_GENERIC.match(low):
        what = (m["a"] or m["b"]).replace(" ", "_")
        if what == "player":
            return [_Quality("player", "chosen player", SourcePredicate(chosen="player"))]
        return [_Quality("chosen", what, SourcePredicate(chosen=what))]
    if low in _UN_QUALITIES:
        return [_UN_QUALITIES[low]]
    if m := _NAMED.match(phrase):
        return [_Quality("name", m[1], SourcePredicate(name=m[1]))]
    if m := _MANA_VALUE.match(low):
        op = _OP_BY_WORD[m[2]]
        predicate = SourcePredicate(mana_value_op=op, mana_value=int(m[1]))
        return [_Quality("mana_value", f"{op}{m[1]}", predicate)]
    quality = _parse_noun_phrase(phrase, subtypes)
    return [quality] if quality else None


def _with(quality: _Quality | None, key: str, value: Any) -> _Quality | None:
    """quality with one more constraint, or None if the value is unknown or the slot taken."""
    if quality is None or value is None or getattr(quality.predicate, key) not in (None, False):
        return None
    return replace(quality, predicate=msgspec.structs.replace(quality.predicate, **{key: value}))


def _parse_noun_phrase(phrase: str, subtypes: frozenset[str]) -> _Quality | None:
    """Adjectives, an optional noun and trailing modifiers: "non-Spirit creatures", "snow"."""
    quality: _Quality | None = _Quality("compound", phrase)
    rest = phrase
    if m := _OPPONENTS_CONTROL.search(rest):
        quality, rest = _with(quality, "controller", "opponent"), rest[: m.start()]
    if m := _CHOSEN_TYPE.search(rest):
        quality, rest = _with(quality, "chosen", "creature_type"), rest[: m.start()]
    if m := _COUNTERS.search(rest):
        quality, rest = _with(quality, "state", f"{m[1]} counters"), rest[: m.start()]
    if m := _ONE_OR_MORE_COLORS.search(rest):
        quality, rest = _with(quality, "color_count", "colored"), rest[: m.start()]
    if m := _WITH_MANA_VALUE.search(rest):
        quality = _with(quality, "mana_value", int(m[1]))
        quality, rest = _with(quality, "mana_value_op", _OP_BY_WORD[m[2]]), rest[: m.start()]
    words = rest.split()
    if not words:
        return None
    head, adjectives, generic = words[-1].lower(), words[:-1], False
    if head == "spells":
        quality = _with(quality, "spells_only", True)
    elif head in _GENERIC_NOUNS:
        generic = True
    elif head in _TYPE_BY_PLURAL:
        quality = _with(quality, "card_type", _TYPE_BY_PLURAL[head])
    elif not _is_adjective(head) and (singular := singular_subtype(words[-1], subtypes)):
        quality = _with(quality, "subtype", singular)
    else:
        adjectives = words
    for word in adjectives:
        quality = _with_adjective(quality, word, subtypes)
    if quality is None:
        return None
    constraints = quality.predicate.constraints()
    if not constraints:
        return None
    if len(constraints) > 1 or generic or quality.predicate.spells_only:
        return quality
    return _simple(quality, constraints[0])


def _is_adjective(word: str) -> bool:
    return word in COLOR_BY_WORD or word in _COLOR_COUNTS or word in _SUPERTYPE_BY_WORD


def _with_adjective(
    quality: _Quality | None, word: str, subtypes: frozenset[str]
) -> _Quality | None:
    """quality constrained by one pre-noun word, or None if the word is not understood."""
    low = word.lower()
    if low in COLOR_BY_WORD:
        return _with(quality, "colors", (COLOR_BY_WORD[low],))
    if low in _COLOR_COUNTS:
        return _with(quality, "color_count", low)
    if low in _SUPERTYPE_BY_WORD:
        return _with(quality, "supertype", _SUPERTYPE_BY_WORD[low])
    if low in _TYPE_BY_WORD:
        return _with(quality, "card_type", _TYPE_BY_WORD[low])
    if low in _STATE_ADJECTIVES:
        return _with(quality, "state", low)
    if low.startswith("non-") and word[4:5].isupper():
        return _with(quality, "excluded_subtype", singular_subtype(word[4:], subtypes))
    if word[:1].isupper():
        return _with(quality, "subtype", singular_subtype(word, subtypes))
    return None


def _simple(quality: _Quality, constraint: str) -> _Quality | None:
    """The single-constraint kinds (color, card_type, ...); others stay compound."""
    predicate = quality.predicate
    if constraint == "colors" and predicate.colors:
        return replace(quality, kind="color", value=predicate.colors[0])
    if constraint == "color_count":
        return replace(quality, kind=predicate.color_count or "", value=None)
    if constraint == "mana_value_op":
        value = f"{predicate.mana_value_op}{predicate.mana_value}"
        return replace(quality, kind="mana_value", value=value)
    if constraint in ("card_type", "subtype", "supertype"):
        return replace(quality, kind=constraint, value=getattr(predicate, constraint))
    return quality


# --- clause structure -----------------------------------------------------------------

_PROTECTION_FROM = re.compile(r"\bprotection from\b", re.IGNORECASE)
_LOSS_BEFORE = re.compile(r"\blose[s]? $", re.IGNORECASE)  # Cephalid Snitch
# CR 207.2c ability words ("Metalcraft — "); they introduce a condition or nothing.
_ABILITY_WORD = re.compile(r"(?P<word>[A-Z][a-z' ]{1,40}?) — ")
_COST = re.compile(r'(?P<cost>[^:."—]+?): ')  # CR 602.1: "[Cost]: [Effect.]"
_COST_START = re.compile(
    r"\{|[+−-]?[\dX]+$|(?:Sacrifice|Discard|Reveal|Exile|Remove|Pay|Tap|Untap|Return|Put)\b"
)
_ACTIVATE_ONLY_IF = re.compile(r"\bActivate only if ([^.]+)\.")  # Glory
_TRIGGER = re.compile(r"(?P<trigger>(?:When|Whenever|At) [^,.]+), (?:(?P<cond>if [^,.]+), )?")
_LEADING = re.compile(
    r"(?:(?P<cond>(?:As long as|If) [^,.]+)|(?P<duration>Until end of turn|Until your next turn)), "
)
_DURATION = re.compile(r"\buntil (?:end of turn|your next turn)\b", re.IGNORECASE)
_SAME_IS_TRUE = re.compile(r"The same is true for ")  # Escaped Shapeshifter
# The sentence a "same is true" list refers to: "CARDNAME has flying." / "creatures you
# control gain flying until end of turn if a creature you control has flying." (Concerted Effort)
_PREVIOUS_KEYWORD = re.compile(
    r"(?P<subject>.+?) (?:has|have|gains?) (?P<keyword>[a-z]+(?: strike)?)"
    r"(?: (?P<duration>until end of turn))?(?: (?P<cond>if [^.]+))?\.?$"
)
# The bare keyword in such a list (Cairn Wanderer: "The same is true for fear, ..., protection,
# ..."): the card has each protection the cards it refers to have.
_COPIED_PROTECTION = re.compile(r"\bprotection\b(?! from)", re.IGNORECASE)
_KEYWORD_PREFIX = re.compile(r'(?:[^,;.:"]+[,;] )*$')  # "Flying, first strike, "
_VERB = re.compile(r"\b(?:has|have|gains?|gets?|loses?)\b")
_RELATIVE = re.compile(r"\b(?:that|which|who)\s*$")  # "each creature that has flying has ..."
_TOKEN = re.compile(r"\bcreates? (?P<subject>.+?\btokens?) with\b")  # Hunted Horror
_BECOMES = re.compile(r"(?P<subject>.+?) becomes? .+? with\b")  # Opal Guardian
_MODAL = re.compile(
    r"\byour choice of (?P<options>.+?)(?: until (?:end of turn|your next turn))?\.?$"
)
# Teferi's Protection: "your life total can't change and you gain ..." has two clauses.
_CLAUSE_VERB = re.compile(r"\b(?:can't|can|is|are|doesn't|don't)\b")
_SUBJECT_NOISE = re.compile(r"^(?:instead|then)\s+|\s+(?:each|also|instead)$", re.IGNORECASE)
_SELF_SUBJECTS = frozenset(
    {"cardname", "this creature", "this permanent", "this artifact", "this enchantment"}
)
_PLAYER_SUBJECTS = frozenset({"you", "each player", "target player", "target opponent"})
_TARGET = re.compile(r"\btarget\b", re.IGNORECASE)
_PAIRED = re.compile(rf"\b{CARDNAME} is paired with\b")
# Where a "from" list ends: the next keyword, a quote, a duration, the sentence, a condition.
_LIST_END = re.compile(
    r';|"|\s+until (?:end of turn|your next turn)\b|\.(?=\s|$)|\s+(?P<cond>as long as)\s+',
    re.IGNORECASE,
)
_ITEM_SEPARATOR = re.compile(r"(?:,\s+(?:and\s+|or\s+)?|\s+(?:and|or)\s+)from\s+")  # 702.16g
_ITEM_CONDITION = re.compile(r"\s+(if .+)$")  # Dominaria's Judgment: "from white if you ..."
_LIST_TAIL = re.compile(r"[\s,]*(?:\b(?:and|or))?\s*$")
_INNER_AND_OR = re.compile(r"\s(?:and|or)\s")
# A legendary card called by its first word without a comma: "Haktos the Unscarred".
_SHORT_NAME = re.compile(r"([A-Z][\w'-]+) the [A-Z]")
# CR 711.2: a leveler's "LEVEL N1-N2" / "LEVEL N3+" line conditions the abilities below it
# (Hexdrinker: protection from instants at level 3-7, from everything at level 8+).
_LEVEL = re.compile(r"LEVEL (\d+-\d+|\d+\+)$")


@dataclass(frozen=True)
class _Context:
    """What a line (or a quoted ability) inherits: ability word, conditions, holder."""

    ability_word: str | None = None
    conditions: tuple[str, ...] = ()
    outer_scopes: tuple[str, ...] | None = None
    outer_subject: str | None = None


@dataclass(frozen=True)
class _Found:
    """One occurrence of "protection from" (or "loses protection from") and its qualities."""

    loss: bool
    scopes: tuple[str, ...]
    subject: str | None  # as in the normalised text (CARDNAME)
    ability_word: str | None
    conditions: tuple[str, ...]
    duration: str | None
    qualities: tuple[_Quality, ...]


def _line(line: str, ctx: _Context, subtypes: frozenset[str]) -> list[tuple[str, list[_Found]]]:
    """(sentence, occurrences) for each sentence of one ability (a line or a quoted ability)."""
    if not (_PROTECTION_FROM.search(line) or _COPIED_PROTECTION.search(line)):
        return []
    ability_word, pieces, start, carry = ctx.ability_word, list(ctx.conditions), 0, False
    if m := _ABILITY_WORD.match(line):
        ability_word, start, carry = m["word"], m.end(), True
    if (m := _COST.match(line, start)) and _COST_START.match(m["cost"]):
        pieces.append(f"activated ability: {m['cost']}")
        pieces.extend(f"activate only if {c}" for c in _ACTIVATE_ONLY_IF.findall(line))
        start = m.end()
    elif m := _TRIGGER.match(line, start):
        pieces.append(f"triggered ability: {m['trigger']}")
        pieces.extend([m["cond"]] if m["cond"] else [])
        start, carry = m.end(), True
    out: list[tuple[str, list[_Found]]] = []
    previous: tuple[list[str], str] | None = None
    for number, (s, e) in enumerate(_sentences(line)):
        own, duration, core = _leading(line, max(s, start), e)
        if number == 0 and carry:  # an ability word's or trigger's condition covers the line
            pieces, own = pieces + own, []
        here = replace(ctx, ability_word=ability_word, conditions=(*pieces, *own))
        found = _sentence(line, (s, e, core), here, duration, previous, subtypes)
        out.append((line[s:e], found))
        previous = (own, line[core:e])
    return out


def _sentences(line: str) -> list[tuple[int, int]]:
    """Spans of the sentences of a line; a period inside a quoted ability does not end one."""
    spans: list[tuple[int, int]] = []
    start, quoted = 0, False
    for i, char in enumerate(line):
        if char == '"':
            quoted = not quoted
        elif char == "." and not quoted and line[i + 1 : i + 2] in ("", " "):
            spans.append((start, i + 1))
            start = i + 1
            while line[start : start + 1] == " ":
                start += 1
    if line[start:].strip():
        spans.append((start, len(line)))
    return spans


def _leading(line: str, pos: int, end: int) -> tuple[list[str], str | None, int]:
    """Leading "As long as ..., " / "If ..., " / "Until end of turn, " of a sentence."""
    conditions: list[str] = []
    duration = None
    while m := _LEADING.match(line, pos, end):
        if m["cond"]:
            conditions.append(_lower_first(m["cond"]))
        else:
            duration = m["duration"].lower()
        pos = m.end()
    return conditions, duration, pos


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _sentence(
    line: str,
    span: tuple[int, int, int],
    ctx: _Context,
    duration: str | None,
    previous: tuple[list[str], str] | None,
    subtypes: frozenset[str],
) -> list[_Found]:
    """Every occurrence of "protection from" in one sentence, each with >= 1 quality."""
    s, e, core = span
    quotes = [i for i in range(s, e) if line[i] == '"']
    if len(quotes) % 2:
        quotes.append(e)
    quoted = list(zip(quotes[::2], quotes[1::2], strict=True))
    found: list[_Found] = []
    done: set[tuple[int, int]] = set()
    for m in _PROTECTION_FROM.finditer(line, s, e):
        inside = next((q for q in quoted if q[0] < m.start() < q[1]), None)
        if inside is None:
            found.append(_occurrence(line, (e, core), m, ctx, duration, previous, subtypes))
        elif inside not in done:  # a quoted ability: parse it as an ability of its holder
            done.add(inside)
            holder = _subject(line[core : inside[0]], line[core:e], line[: inside[0]], ctx)
            inner = replace(ctx, outer_scopes=holder[0], outer_subject=holder[1]) if holder else ctx
            for _, inner_found in _line(line[inside[0] + 1 : inside[1]], inner, subtypes):
                found.extend(inner_found)
    bare = _COPIED_PROTECTION.search(line, core, e)
    if bare and previous and _SAME_IS_TRUE.match(line, core):
        copied = _copied(line[: bare.start()], ctx, duration, previous)
        found.extend([copied] if copied else [])
    return found


def _like_previous(
    previous: tuple[list[str], str], protection: str, before: str, ctx: _Context
) -> tuple[tuple[str, ...], str, list[str], str | None] | None:
    """(scopes, subject, conditions, duration) of a "The same is true for ..." sentence: those
    of the sentence before, with its keyword replaced by the protection in the list."""
    own, previous_core = previous
    p = _PREVIOUS_KEYWORD.match(previous_core)
    if p is None:
        return None
    keyword = re.compile(rf"\b{re.escape(p['keyword'])}\b")
    conditions = [
        keyword.sub(protection, c, count=1) for c in [*own, *([p["cond"]] if p["cond"] else [])]
    ]
    return _scopes(p["subject"], before, ctx), p["subject"], conditions, p["duration"]


def _copied(
    before: str, ctx: _Context, duration: str | None, previous: tuple[list[str], str]
) -> _Found | None:
    """One `variable` row for the protection a "same is true" list copies from other cards."""
    like = _like_previous(previous, "protection", before, ctx)
    if like is None:
        return None
    scopes, subject, conditions, own_duration = like
    return _Found(
        loss=False,
        scopes=scopes,
        subject=subject,
        ability_word=ctx.ability_word,
        conditions=(*ctx.conditions, *conditions),
        duration=duration or own_duration,
        qualities=(
            _Quality("variable", "protection", SourcePredicate(chosen="copied_protection")),
        ),
    )


def _occurrence(
    line: str,
    span: tuple[int, int],
    m: re.Match[str],
    ctx: _Context,
    duration: str | None,
    previous: tuple[list[str], str] | None,
    subtypes: frozenset[str],
) -> _Found:
    e, core = span
    items, alternatives, trailing, words = _quality_list(line, m.end(), e)
    qualities = _qualities(items, alternatives, subtypes)
    conditions = [*ctx.conditions, *([trailing] if trailing else [])]
    duration = duration or _duration(line[core:e])
    subject: tuple[tuple[str, ...], str | None, str | None] | None = None
    if m.start() >= core and _SAME_IS_TRUE.match(line, core) and previous:
        # "... CARDNAME has flying. The same is true for ... protection from any color."
        like = _like_previous(previous, f"protection from {words}", line[: m.start()], ctx)
        if like:
            conditions += like[2]
            duration = duration or like[3]
            subject = (like[0], like[1], None)
    elif m.start() >= core:
        subject = _subject(line[core : m.start()], line[core:e], line[: m.start()], ctx)
    if subject is None:  # the sentence's shape is not understood
        qualities, subject = (_unparsed(words),), (("granted",), None, None)
    scopes, who, options = subject
    if options:
        conditions.append(f"one of: {options}")
    return _Found(
        loss=bool(_LOSS_BEFORE.search(line, 0, m.start())),
        scopes=scopes,
        subject=who,
        ability_word=ctx.ability_word,
        conditions=tuple(conditions),
        duration=duration,
        qualities=qualities,
    )


def _duration(text: str) -> str | None:
    m = _DURATION.search(text)
    return m.group().lower() if m else None


def _quality_list(
    line: str, pos: int, end: int
) -> tuple[list[tuple[str, str | None]], bool, str | None, str]:
    """Items of a "from" list with their own conditions, whether they are alternatives,
    a trailing "as long as" condition, and the list as written."""
    if nxt := _PROTECTION_FROM.search(line, pos, end):
        end = nxt.start()
    text, trailing = line[pos:end], None
    if m := _LIST_END.search(text):
        if m["cond"]:
            trailing = "as long as " + re.split(r"[.;,\"]", text[m.end() :])[0].strip()
        text = text[: m.start()]
    text = _LIST_TAIL.sub("", text)
    alternatives = any("or" in sep.group().split() for sep in _ITEM_SEPARATOR.finditer(text))
    items: list[tuple[str, str | None]] = []
    for raw in _ITEM_SEPARATOR.split(text):
        item = raw.split(",")[0].strip()  # a keyword list goes on: "white, and haste"
        if c := _ITEM_CONDITION.search(item):
            items.append((item[: c.start()], c[1]))
        else:
            items.append((item, None))
    words = text.split(",")[0].strip() if len(items) == 1 else text.strip()
    return items, alternatives, trailing, words


def _qualities(
    items: list[tuple[str, str | None]], alternatives: bool, subtypes: frozenset[str]
) -> tuple[_Quality, ...]:
    one_of = f"one of: {' or '.join(item for item, _ in items)}" if alternatives else None
    out: list[_Quality] = []
    for item, condition in items:
        parsed = _parse_quality(item, subtypes)
        if parsed is None and (m := _INNER_AND_OR.search(item)):  # "red and haste"
            parsed = _parse_quality(item[: m.start()], subtypes)
        conditions = tuple(c for c in (condition, one_of) if c)
        out.extend(replace(q, conditions=conditions) for q in parsed or [_unparsed(item)])
    return tuple(out)


def _subject(
    prefix: str, core: str, before: str, ctx: _Context
) -> tuple[tuple[str, ...], str | None, str | None] | None:
    """(scopes, subject, modal options) from the words before "protection from"."""
    if m := _TOKEN.search(prefix):
        return ("token",), m["subject"], None
    if m := _BECOMES.match(prefix):
        return _scopes(m["subject"], before, ctx), m["subject"], None
    if not prefix.strip() or (_KEYWORD_PREFIX.fullmatch(prefix) and not _VERB.search(prefix)):
        return ctx.outer_scopes or ("self",), ctx.outer_subject, None  # a keyword line
    verb = next(
        (v for v in _VERB.finditer(prefix) if not _RELATIVE.search(prefix, 0, v.start())), None
    )
    if verb is None:
        return None
    who = _SUBJECT_NOISE.sub("", prefix[: verb.start()].strip(" ,"))
    left, sep, right = who.rpartition(" and ")
    if sep and _CLAUSE_VERB.search(left):
        who = right
    if not who:
        return None
    modal = _MODAL.search(core, verb.end())
    scopes = _scopes(who, before, ctx)
    if scopes == ("self",) and ctx.outer_scopes:
        return ctx.outer_scopes, ctx.outer_subject, modal["options"] if modal else None
    return scopes, who, modal["options"] if modal else None


def _scopes(subject: str, before: str, ctx: _Context) -> tuple[str, ...]:
    low = subject.lower()
    if low in _SELF_SUBJECTS:
        return ("self",)
    if low == "it":  # the last thing named: the card itself or a target (Feat of Resistance)
        targets = [t.start() for t in _TARGET.finditer(before)]
        return ("granted",) if targets and targets[-1] > before.rfind(CARDNAME) else ("self",)
    if low in _PLAYER_SUBJECTS:
        return ("player",)
    if low == "both creatures" and _PAIRED.search(before):  # soulbond (702.95): it and its pair
        return ("self", "granted")
    if low.startswith("you and "):  # Serra's Emissary: the player and the permanents
        return ("player", "granted")
    return ("granted",)


# --- public API -----------------------------------------------------------------------


def _self_names(card_name: str) -> list[str]:
    names = [card_name] if card_name else []
    if ", " in card_name:
        names.append(card_name.split(", ", 1)[0])
    if m := _SHORT_NAME.match(card_name):
        names.append(m[1])
    return sorted(names, key=len, reverse=True)


def _as_written(fragment: str, written: str, names: list[str]) -> str:
    """fragment (CARDNAME form) as it is written in the original line."""
    parts = fragment.split(CARDNAME)
    if len(parts) == 1 or not names:
        return fragment.strip()
    alternatives = "(?:" + "|".join(re.escape(n) for n in names) + ")"
    m = re.search(alternatives.join(re.escape(p) for p in parts), written)
    return (m.group() if m else fragment.replace(CARDNAME, names[0])).strip()


def _scan(
    oracle_text: str, card_name: str, subtypes: frozenset[str]
) -> list[tuple[int, str, _Found]]:
    """(clause_index, clause as written, occurrence) for every protection occurrence."""
    if "protection" not in oracle_text.lower():
        return []
    names = _self_names(card_name)
    out: list[tuple[int, str, _Found]] = []
    index, ctx = 0, _Context()
    for written in strip_reminder(oracle_text).split("\n"):
        if level := _LEVEL.match(written.strip()):
            ctx = _Context(conditions=(f"level {level[1]}",))
        line = replace_self_name(written, card_name)
        for short in names[1:]:
            line = re.sub(rf"\b{re.escape(short)}\b", CARDNAME, line)
        for sentence, found in _line(line, ctx, subtypes):
            if found:
                text = _as_written(sentence, written, names)
                out.extend((index, text, f) for f in found)
                index += 1
    return out


def _condition(found: _Found, quality: _Quality) -> str | None:
    pieces = [*found.conditions, *quality.conditions]
    if found.ability_word:  # "Metalcraft — as long as you control three or more artifacts"
        for i, piece in enumerate(pieces):
            if piece.startswith(("if ", "as long as ")):
                pieces[i] = f"{found.ability_word} — {piece}"
                break
    return "; ".join(pieces) or None


def parse_protections(
    oracle_text: str,
    card_name: str,
    subtypes: frozenset[str] = frozenset(),
    card: CardTraits | None = None,
) -> list[Protection]:
    """One row per protection quality in one face's oracle text (see the module docstring).
    With the face's own characteristics (`card`), a group it grants protection to and
    belongs to ("Cats you control" on a Cat) also gives it a `self` row."""
    names = _self_names(card_name)
    written = strip_reminder(oracle_text)
    choices = fixed_choices(written)
    rows: list[Protection] = []
    for index, text, found in _scan(oracle_text, card_name, subtypes):
        if found.loss:
            continue
        subject = _as_written(found.subject, text, names) if found.subject else None
        scopes = found.scopes
        if card and "self" not in scopes and _includes_card(found, card, subtypes):
            scopes = (*scopes, "self")
        for q in (c for quality in found.qualities for c in _within_choices(quality, choices)):
            condition = _condition(found, q)
            condition = named(condition, written, names) if condition else None
            rows.extend(
                Protection(
                    clause_index=index,
                    scope=scope,
                    quality_kind=q.kind,
                    quality_value=q.value,
                    text=text,
                    subject=subject,
                    condition=condition,
                    duration=found.duration,
                    predicate=q.predicate,
                )
                for scope in scopes
            )
    return rows


def _within_choices(quality: _Quality, choices: Choices) -> list[_Quality]:
    """A choice made from a set the card spells out: what lies outside the set is certain.
    Haktos (choose 2, 3 or 4; protection from each other mana value) always has protection
    from mana value 1 or 5: rows '<=1' and '>=5' beside the conditional chosen one. Council
    Guardian's vote is among blue, black, red and green: never white."""
    chosen = quality.predicate.chosen
    if chosen == "mana_value" and quality.predicate.mana_value_op == "!=" and choices.numbers:
        low, high = choices.numbers[0], choices.numbers[-1]
        certain = [("<=", low - 1)] if low > 0 else []
        certain += [("=", n) for n in range(low + 1, high) if n not in choices.numbers]
        certain.append((">=", high + 1))
        return [
            quality,
            *(
                _Quality(
                    "mana_value",
                    f"{op}{n}",
                    SourcePredicate(mana_value_op=op, mana_value=n),
                    conditions=quality.conditions,
                )
                for op, n in certain
            ),
        ]
    if chosen == "most_voted_colors" and choices.colors:
        voted = msgspec.structs.replace(quality.predicate, colors=choices.colors)
        return [replace(quality, predicate=voted)]
    return [quality]


def _includes_card(found: _Found, card: CardTraits, subtypes: frozenset[str]) -> bool:
    """Whether the group a clause grants protection to holds the card's own permanent."""

    def predicate(words: str) -> SourcePredicate | None:
        quality = _parse_noun_phrase(words, subtypes)
        return quality.predicate if quality else None

    return in_group(found.subject, found.conditions, card, predicate)


def parse_protection_losses(
    oracle_text: str, card_name: str, subtypes: frozenset[str] = frozenset()
) -> list[ProtectionLoss]:
    """One row per quality an effect takes away ("loses protection from black")."""
    names = _self_names(card_name)
    return [
        ProtectionLoss(
            clause_index=index,
            subject=_as_written(found.subject, text, names) if found.subject else None,
            quality_kind=q.kind,
            quality_value=q.value,
            duration=found.duration,
            text=text,
        )
        for index, text, found in _scan(oracle_text, card_name, subtypes)
        if found.loss
        for q in found.qualities
    ]
