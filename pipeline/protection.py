"""Parse protection clauses (CR 702.16, formerly 702.14) out of one card face's oracle text.

`parse_protections` returns one `Protection` row per quality: "protection from black and
from red" is two abilities (702.16g), "from all colors" is five (702.16h), "from
everything" is one (702.16i), and duplicates stay as written (702.16j). Every other field
of a row is a predicate on the *source* (spell, ability's source, blocker, Aura, Equipment,
damage source): every non-None field must hold for the source to have the quality.
`parse_protection_losses` returns what "loses protection from ..." takes away (Cephalid
Snitch). Nothing is dropped: an occurrence of "protection from" that cannot be classified
becomes a row of kind `unparsed`, and no input makes these functions raise.

quality_kind vocabulary (`QUALITY_KINDS`), with the value each kind carries:

- ``color``: one color; value and ``colors`` hold its code. "protection from red" -> 'R'.
- ``multicolored`` / ``monocolored`` / ``colorless`` / ``colored``: a color count; value
  None, ``color_count`` set. "protection from multicolored" (Stonecoil Serpent).
  ``colored`` alone has no printed card; "colored spells" is ``compound``.
- ``everything``: 702.16i, every predicate field None. Progenitus.
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
  'mana_value_parity' (Lavabrink Venturer), 'artist' (an Un-card).
- ``variable``: fixed by the game state, not chosen; value is the phrase as written and
  ``chosen`` a short key: "its colors" -> 'own_colors' (Earnest Fellowship), "the colors of
  permanents you control" -> 'colors_of_permanents', "each of the exiled card's card types"
  -> 'exiled_card_types' (Mirror Golem).
- ``compound``: more than one constraint, or a constraint that is not a characteristic;
  value is the phrase as written. "legendary creatures" -> supertype + card_type, "colored
  spells" / "spells that are one or more colors" -> color_count 'colored' + spells_only,
  "non-Spirit creatures" -> card_type + excluded_subtype, "creatures your opponents
  control" -> card_type + controller, "creatures of the chosen type" -> card_type + chosen
  'creature_type', "permanents with corruption counters on them" -> state.
- ``unparsed``: not understood; value is the words after "from", ``text`` the clause.

Scopes: ``self`` (the card itself), ``granted`` (Auras, Equipment, "target creature gains",
"creatures you control have"), ``player`` ("you have protection"), ``token`` (tokens the
card creates). "You and creatures you control" gives a player row and a granted row.

Conditions are kept as written with the card's name as CARDNAME, several joined by "; ":
ability words prefix the condition they introduce ("Metalcraft — as long as you control
three or more artifacts"), activated abilities give 'activated ability: <cost>', triggered
ones 'triggered ability: <trigger>', choices among alternatives 'one of: ...'.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

import msgspec

from pipeline.oracle_text import replace_self_name, singular_subtype, strip_reminder
from pipeline.vocabulary import CARD_TYPES, COLOR_BY_WORD, COLOR_CODES, SUPERTYPES

__all__ = [
    "QUALITY_KINDS",
    "Protection",
    "ProtectionLoss",
    "parse_protection_losses",
    "parse_protections",
]

QUALITY_KINDS: frozenset[str] = frozenset(
    {
        "color",
        "multicolored",
        "monocolored",
        "colorless",
        "colored",
        "everything",
        "card_type",
        "subtype",
        "supertype",
        "mana_value",
        "name",
        "player",
        "chosen",
        "variable",
        "compound",
        "unparsed",
    }
)


class Protection(msgspec.Struct, frozen=True, kw_only=True):
    """One protection quality of one clause (702.16g: each quality is its own ability)."""

    clause_index: int
    scope: str
    quality_kind: str
    quality_value: str | None
    text: str
    subject: str | None = None
    condition: str | None = None
    duration: str | None = None
    colors: tuple[str, ...] | None = None
    color_count: str | None = None
    card_type: str | None = None
    subtype: str | None = None
    excluded_subtype: str | None = None
    supertype: str | None = None
    mana_value_op: str | None = None
    mana_value: int | None = None
    spells_only: bool = False
    controller: str | None = None
    name: str | None = None
    chosen: str | None = None
    state: str | None = None


class ProtectionLoss(msgspec.Struct, frozen=True, kw_only=True):
    """One quality an effect removes: "loses protection from black" (Cephalid Snitch)."""

    clause_index: int
    subject: str | None
    quality_kind: str
    quality_value: str | None
    duration: str | None
    text: str


# --- quality vocabulary ---------------------------------------------------------------

_EVERYTHING = "everything"  # 702.16i
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
# Phrases fixed by the game state -> key stored in `chosen`.
_VARIABLE: dict[str, str] = {
    "its colors": "own_colors",  # Earnest Fellowship
    "the colors of permanents you control": "colors_of_permanents",  # Empty-Shrine Kannushi
    "the colors of target permanent you control": "colors_of_target",  # Samite Elder
    "each color with the most votes or tied for most votes": "most_voted_colors",  # Council Guardian
    "each of the exiled card's card types": "exiled_card_types",  # Mirror Golem
    "each of that spell's colors": "spell_colors",  # Opal Titan
    "each color that's not in your commander's color identity": "colors_outside_identity",  # Commander's Plate
    "any color": "matching_protection",  # Escaped Shapeshifter: whatever opponents' creatures have
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
    colors: tuple[str, ...] | None = None
    color_count: str | None = None
    card_type: str | None = None
    subtype: str | None = None
    excluded_subtype: str | None = None
    supertype: str | None = None
    mana_value_op: str | None = None
    mana_value: int | None = None
    spells_only: bool = False
    controller: str | None = None
    name: str | None = None
    chosen: str | None = None
    state: str | None = None
    condition: str | None = None  # this quality's own condition ("if you control a Plains")


def _unparsed(words: str) -> _Quality:
    return _Quality("unparsed", words.strip() or None)


def _parse_quality(phrase: str, subtypes: frozenset[str]) -> list[_Quality] | None:
    """The qualities one item of a "from" list names, or None if it is not understood."""
    low = phrase.lower()
    if low == _EVERYTHING:
        return [_Quality("everything")]
    if low in _ALL_COLORS:
        return [_Quality("color", code, colors=(code,)) for code in COLOR_CODES]
    if low in _CHOSEN:
        what, op = _CHOSEN[low]
        return [_Quality("chosen", what, chosen=what, mana_value_op=op)]
    if low in _VARIABLE:
        return [_Quality("variable", phrase, chosen=_VARIABLE[low])]
    if low in _PLAYERS:
        value, chosen, controller = _PLAYERS[low]
        return [_Quality("player", value, chosen=chosen, controller=controller)]
    if m := _CHOSEN_GENERIC.match(low):
        what = (m["a"] or m["b"]).replace(" ", "_")
        if what == "player":
            return [_Quality("player", "chosen player", chosen="player")]
        return [_Quality("chosen", what, chosen=what)]
    if m := _NAMED.match(phrase):
        return [_Quality("name", m[1], name=m[1])]
    if m := _MANA_VALUE.match(low):
        op = _OP_BY_WORD[m[2]]
        return [_Quality("mana_value", f"{op}{m[1]}", mana_value_op=op, mana_value=int(m[1]))]
    quality = _parse_noun_phrase(phrase, subtypes)
    return [quality] if quality else None
