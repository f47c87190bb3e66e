"""Tokens a card creates with printed characteristics, as sources of the abilities it gives them.

"Create a 1/1 red Devil creature token with "When this creature dies, it deals 1 damage to any
target."" (Dance with Devils): the token, not the card, is the source of that ability and of
its damage (702.16b/e), and the text prints what the token is (111.4: a token has the colors,
types and name the effect that creates it says). Such a quoted ability is judged on those
characteristics instead of being left to play.
"""

from __future__ import annotations

import re

import msgspec

from pipeline.parse.oracle_text import CARDNAME
from pipeline.vocabulary import CARD_TYPES, COLOR_BY_WORD, COLOR_CODES, SUPERTYPES

__all__ = ["TokenSource", "token_source"]


class TokenSource(msgspec.Struct, frozen=True):
    """What a created token is, as printed: colors (empty = colorless), types, subtypes, name."""

    colors: tuple[str, ...]
    types: tuple[str, ...]  # card types and supertypes, as Capability.object_types
    subtypes: tuple[str, ...]
    name: str | None = None


# The creation sentence right before a quoted ability: "create a 1/1 red Devil creature token
# with "...", "... token with flying and "...", "... token named Goldmeadow Harrier. It has "...".
_CREATED_WITH = re.compile(
    r"\b[Cc]reates?\s+(?P<what>[^.;]{1,160}?)\s+tokens?"
    r"(?:\s+named\s+(?P<name>[^.;,]+?))?"
    r"(?:\s+with\b[^.;]{0,80}?)?(?:\.\s+(?:It|They)\s+(?:has|have)\b(?:[^.;]{0,80}?\band)?)?\s*$"
)
_WORD = re.compile(r"[\w'-]+")
_NAME_BEFORE = re.compile(r"^(?P<name>[A-Z][^,]*(?:, [A-Z][^,]*)?), (?:a|an)\s")


def token_source(text_before_quote: str) -> TokenSource | None:
    """The token whose ability the quote that follows ``text_before_quote`` is, or None."""
    m = _CREATED_WITH.search(text_before_quote)
    if m is None:
        return None
    what = m.group("what")
    name = m.group("name")
    if named := _NAME_BEFORE.match(what):  # "create Icingdeath, Frost Tongue, a legendary ..."
        name = named.group("name")
        what = what[named.end() :]
    colors: list[str] = []
    types: list[str] = []
    subtypes: list[str] = []
    for word in _WORD.findall(what):
        lower = word.lower()
        if lower in COLOR_BY_WORD:
            colors.append(COLOR_BY_WORD[lower])
        elif word.islower() and word.capitalize() in CARD_TYPES | SUPERTYPES:
            types.append(word.capitalize())
        elif word[:1].isupper() and word not in ("X", CARDNAME):
            subtypes.append(word)
    if not any(t in CARD_TYPES for t in types):
        return None  # not a token description this reads ("create a token that's a copy")
    return TokenSource(
        colors=tuple(c for c in COLOR_CODES if c in colors),
        types=tuple(types),
        subtypes=tuple(subtypes),
        name=name.strip() if name else None,
    )
