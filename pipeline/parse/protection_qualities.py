"""Protection qualities (CR 702.16a): what one item of a "from" list requires of a source.

`parse_quality` reads one item ("red", "non-Spirit creatures", "mana value 3 or greater") into
`Quality` rows, each with its `SourcePredicate`; `pipeline.parse.protection_clauses` finds the
items in a clause and `pipeline.parse.protection` turns them into table rows.

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
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import msgspec

from pipeline.parse.oracle_text import singular_subtype
from pipeline.vocabulary import CARD_TYPES, COLOR_BY_WORD, COLOR_CODES, SUPERTYPES, QualityKind

__all__ = [
    "NO_CONSTRAINT",
    "Quality",
    "SourcePredicate",
    "group_predicate",
    "parse_quality",
    "unparsed",
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
    # only permanents: not a spell on the stack ("permanents with corruption counters on them",
    # Geyadrone Dihada: Lightning Bolt is no permanent, 110.1)
    permanents_only: bool = False
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
class Quality:
    """A parsed quality: the kind, its value and the source predicate."""

    kind: QualityKind
    value: str | None = None
    predicate: SourcePredicate = NO_CONSTRAINT
    conditions: tuple[str, ...] = ()  # its own: "if you control a Plains", "one of: ..."
    # the quality as the card prints it, after "protection from": "red", "mana value 3 or
    # greater" (None: a protection copied from other cards, "The same is true for ...")
    words: str | None = None

    @property
    def text(self) -> str:
        """The quality with its keyword, as a reason names it: "protection from red"."""
        return f"protection from {self.words}" if self.words else "protection"


def unparsed(words: str) -> Quality:
    return Quality(QualityKind.UNPARSED, words.strip() or None, words=words.strip() or None)


# Un-card qualities (Unstable, Unsanctioned), as their reminder texts define them. Card data
# decides two: the words in the source's name ("Hyphenated words are one word", Knight of the
# Kitchen Sink) and whether it lets a player roll a die (Proper Laboratory Attire). The others
# are traits of one printing (border, watermark, collector number, rarity, artwork, printed
# lines), which the oracle card does not fix: the value says what the printing decides.
_UN_QUALITIES: dict[str, Quality] = {
    "two-word names": Quality(QualityKind.NAME_WORDS, "2", SourcePredicate(name_words=2)),
    "die rolls": Quality(
        QualityKind.DIE_ROLLS, "lets a player roll a die", SourcePredicate(rolls_die=True)
    ),
    "black borders": Quality(QualityKind.PRINTING, "a black border"),
    "watermarks": Quality(QualityKind.PRINTING, "a watermark"),
    "even collector numbers": Quality(QualityKind.PRINTING, "an even collector number"),
    "odd collector numbers": Quality(QualityKind.PRINTING, "an odd collector number"),
    "loose lips": Quality(QualityKind.PRINTING, "an open mouth in its artwork"),
    "common": Quality(QualityKind.PRINTING, "common rarity"),
    "wordy": Quality(QualityKind.PRINTING, "four or more lines of rules text"),
}


def parse_quality(phrase: str, subtypes: frozenset[str]) -> list[Quality] | None:
    """The qualities one item of a "from" list names, or None if it is not understood."""
    low = phrase.lower()
    if low == _EVERYTHING:
        return [Quality(QualityKind.EVERYTHING)]
    if low in _ALL_COLORS:
        return [
            Quality(QualityKind.COLOR, code, SourcePredicate(colors=(code,)))
            for code in COLOR_CODES
        ]
    if low in _CHOSEN:
        what, op = _CHOSEN[low]
        return [Quality(QualityKind.CHOSEN, what, SourcePredicate(chosen=what, mana_value_op=op))]
    if low in _VARIABLE:
        key, count = _VARIABLE[low]
        return [
            Quality(QualityKind.VARIABLE, phrase, SourcePredicate(chosen=key, color_count=count))
        ]
    if low in _PLAYERS:
        value, chosen, controller = _PLAYERS[low]
        return [
            Quality(
                QualityKind.PLAYER, value, SourcePredicate(chosen=chosen, controller=controller)
            )
        ]
    if m := _CHOSEN_GENERIC.match(low):
        what = (m["a"] or m["b"]).replace(" ", "_")
        if what == "player":
            return [Quality(QualityKind.PLAYER, "chosen player", SourcePredicate(chosen="player"))]
        return [Quality(QualityKind.CHOSEN, what, SourcePredicate(chosen=what))]
    if low in _UN_QUALITIES:
        return [_UN_QUALITIES[low]]
    if m := _NAMED.match(phrase):
        return [Quality(QualityKind.NAME, m[1], SourcePredicate(name=m[1]))]
    if m := _MANA_VALUE.match(low):
        op = _OP_BY_WORD[m[2]]
        predicate = SourcePredicate(mana_value_op=op, mana_value=int(m[1]))
        return [Quality(QualityKind.MANA_VALUE, f"{op}{m[1]}", predicate)]
    quality = _parse_noun_phrase(phrase, subtypes)
    return [quality] if quality else None


def _with(quality: Quality | None, key: str, value: Any) -> Quality | None:
    """quality with one more constraint, or None if the value is unknown or the slot taken."""
    if quality is None or value is None or getattr(quality.predicate, key) not in (None, False):
        return None
    return replace(quality, predicate=msgspec.structs.replace(quality.predicate, **{key: value}))


def _parse_noun_phrase(phrase: str, subtypes: frozenset[str]) -> Quality | None:
    """Adjectives, an optional noun and trailing modifiers: "non-Spirit creatures", "snow"."""
    quality: Quality | None = Quality(QualityKind.COMPOUND, phrase)
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
        if head == "permanents":
            quality = _with(quality, "permanents_only", True)
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


def group_predicate(words: str, subtypes: frozenset[str]) -> SourcePredicate | None:
    """What a group's noun phrase ("Human creatures", "Cats") requires of its members."""
    quality = _parse_noun_phrase(words, subtypes)
    return quality.predicate if quality else None


def _is_adjective(word: str) -> bool:
    return word in COLOR_BY_WORD or word in _COLOR_COUNTS or word in _SUPERTYPE_BY_WORD


def _with_adjective(quality: Quality | None, word: str, subtypes: frozenset[str]) -> Quality | None:
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


def _simple(quality: Quality, constraint: str) -> Quality | None:
    """The single-constraint kinds (color, card_type, ...); others stay compound."""
    predicate = quality.predicate
    if constraint == "colors" and predicate.colors:
        return replace(quality, kind=QualityKind.COLOR, value=predicate.colors[0])
    if constraint == "color_count" and predicate.color_count:
        return replace(quality, kind=QualityKind.of(predicate.color_count), value=None)
    if constraint == "mana_value_op":
        value = f"{predicate.mana_value_op}{predicate.mana_value}"
        return replace(quality, kind=QualityKind.MANA_VALUE, value=value)
    if constraint in ("card_type", "subtype", "supertype"):
        return replace(
            quality, kind=QualityKind.of(constraint), value=getattr(predicate, constraint)
        )
    return quality
