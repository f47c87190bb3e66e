"""Parse protection clauses (CR 702.16, formerly 702.14) out of one card face's oracle text.

`parse_protections` returns one `Protection` row per quality: "protection from black and
from red" is two abilities (702.16g), "from all colors" is five (702.16h), "from
everything" is one (702.16j), and duplicates stay as written (702.16m). Every other field
of a row is a predicate on the *source* (spell, ability's source, blocker, Aura, Equipment,
damage source): every non-None field must hold for the source to have the quality.
`parse_protection_losses` returns what "loses protection from ..." takes away (Cephalid
Snitch). Nothing is dropped: an occurrence of "protection from" that cannot be classified
becomes a row of kind `unparsed`, and no input makes these functions raise.

The quality kinds (`pipeline.vocabulary.QualityKind`), the value each carries and the
predicate it sets are documented in `pipeline.parse.protection_qualities`; how a sentence is
read (its subject, conditions, "The same is true for ...") in
`pipeline.parse.protection_clauses`.

Scopes: ``self`` (the card itself: keyword lines, "CARDNAME has", "it" when it is the card,
"CARDNAME becomes ... with protection", soulbond's "both creatures", and a group the card
belongs to, given its characteristics: "Cats you control" on a Cat), ``granted`` (Auras,
Equipment, "target creature gains", "creatures you control have", "it" when it is a
target), ``player`` ("you have protection"), ``token`` (tokens the card creates). "You
and creatures you control" gives a player row and a granted row for each quality.

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
from dataclasses import replace

import msgspec

from pipeline.limits import MAX_PROTECTION_CLAUSES
from pipeline.parse.card_facts import (
    CardTraits,
    Choices,
    fixed_choices,
    in_group,
    named,
)
from pipeline.parse.oracle_text import strip_reminder
from pipeline.parse.protection_clauses import Found, as_written, scan, self_names
from pipeline.parse.protection_qualities import (
    NO_CONSTRAINT,
    Quality,
    SourcePredicate,
    group_predicate,
)
from pipeline.vocabulary import COLOR_CODES, QualityKind, Scope, Spares

# 702.16n: "This effect doesn't remove Black Ward." / "... doesn't remove Auras." (Spectra Ward)
_DOESNT_REMOVE = re.compile(r"\s*This effect doesn't remove (?P<what>[^.]+)\.")

__all__ = [
    "Protection",
    "ProtectionLoss",
    "parse_protection_losses",
    "parse_protections",
]


class Protection(msgspec.Struct, frozen=True, kw_only=True):
    """One protection quality of one clause (702.16g: each quality is its own ability)."""

    clause_index: int
    scope: str  # a vocabulary.Scope
    quality_kind: str  # a vocabulary.QualityKind
    quality_value: str | None
    # the quality as printed, with its keyword: "protection from red" (a reason names it)
    quality_text: str
    text: str
    subject: str | None = None
    condition: str | None = None
    duration: str | None = None
    spares: str | None = None  # a vocabulary.Spares: the Auras it doesn't remove (702.16n)
    # granted: the card types of what it protects, from the subject's words (subject_types)
    subject_types: tuple[str, ...] | None = None
    predicate: SourcePredicate = NO_CONSTRAINT


class ProtectionLoss(msgspec.Struct, frozen=True, kw_only=True):
    """One quality an effect removes: "loses protection from black" (Cephalid Snitch)."""

    clause_index: int
    subject: str | None
    quality_kind: str
    quality_value: str | None
    duration: str | None
    text: str


def _condition(found: Found, quality: Quality) -> str | None:
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
    names = self_names(card_name)
    written = strip_reminder(oracle_text)
    choices = fixed_choices(written)
    rows: list[Protection] = []
    for index, text, found in scan(oracle_text, card_name, subtypes):
        if index >= MAX_PROTECTION_CLAUSES:  # an absurd card: normalise warns about it
            break
        if found.loss:
            continue
        subject = as_written(found.subject, text, names) if found.subject else None
        scopes = found.scopes
        if card and Scope.SELF not in scopes and _includes_card(found, card, subtypes):
            scopes = (*scopes, Scope.SELF)
        spares = _spares(written, text, names)
        for q in (
            c for quality in found.qualities for c in _within_choices(quality, choices, card)
        ):
            condition = _condition(found, q)
            condition = named(condition, written, names) if condition else None
            rows.extend(
                Protection(
                    clause_index=index,
                    scope=scope,
                    quality_kind=q.kind,
                    quality_value=q.value,
                    quality_text=q.text,
                    text=text,
                    subject=subject,
                    condition=condition,
                    duration=found.duration,
                    spares=spares,
                    subject_types=subject_types(subject) if scope == Scope.GRANTED else None,
                    predicate=q.predicate,
                )
                for scope in scopes
            )
    return rows


_PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")


def subject_types(subject: str | None) -> tuple[str, ...]:
    """The card types of the objects a granting clause protects, from its subject's words
    (702.16b-f speak of permanents): "permanents you control" any permanent; "you and
    planeswalkers you control" planeswalkers, never creatures; an artifact may be a creature;
    a subject naming no type ("enchanted creature", "target ... you control") a creature."""
    words = (subject or "").lower()
    if "permanent" in words:
        return _PERMANENT_TYPES
    types = [
        *(("Artifact", "Creature") if "artifact" in words else ()),
        *(("Enchantment",) if "enchantment" in words else ()),
        *(("Planeswalker",) if "planeswalker" in words else ()),
    ]
    if "creature" in words or not types:
        types.append("Creature")
    return tuple(sorted(set(types)))


def _spares(written: str, clause: str, names: list[str]) -> str | None:
    """The Auras a protection clause says it doesn't remove, in the sentence after it (702.16n):
    "Enchanted creature has protection from black. This effect doesn't remove Black Ward." """
    at = written.find(clause)
    m = _DOESNT_REMOVE.match(written, at + len(clause)) if at >= 0 else None
    if m is None:
        return None
    what = m["what"]
    if what == "Auras":
        return Spares.AURAS
    if what.startswith("Auras and Equipment") and "already attached" in what:
        return Spares.ATTACHED  # 702.16p (Benevolent Blessing)
    return Spares.SOURCE if what in names or what == "this Aura" else None


def _within_choices(quality: Quality, choices: Choices, card: CardTraits | None) -> list[Quality]:
    """A choice made from a set the card spells out: what lies outside the set is certain.
    Haktos (choose 2, 3 or 4; protection from each other mana value) always has protection
    from mana value 1 or 5: rows '<=1' and '>=5' beside the conditional chosen one. Council
    Guardian's vote is among blue, black, red and green: never white. A quality the game
    decides can hold the card's own part: "the colors of permanents you control" always
    counts the card giving it (Empty-Shrine Kannushi, Pledge of Loyalty), so a row per color
    of the card stands beside the conditional one."""
    chosen = quality.predicate.chosen
    if chosen == "colors_of_permanents" and card is not None:
        return [
            quality,
            *(
                Quality(
                    QualityKind.COLOR,
                    code,
                    SourcePredicate(colors=(code,)),
                    conditions=quality.conditions,
                    words=quality.words,
                )
                for code in COLOR_CODES
                if code in card.colors
            ),
        ]
    if chosen == "mana_value" and quality.predicate.mana_value_op == "!=" and choices.numbers:
        low, high = choices.numbers[0], choices.numbers[-1]
        certain = [("<=", low - 1)] if low > 0 else []
        certain += [("=", n) for n in range(low + 1, high) if n not in choices.numbers]
        certain.append((">=", high + 1))
        return [
            quality,
            *(
                Quality(
                    QualityKind.MANA_VALUE,
                    f"{op}{n}",
                    SourcePredicate(mana_value_op=op, mana_value=n),
                    conditions=quality.conditions,
                    words=quality.words,
                )
                for op, n in certain
            ),
        ]
    if chosen == "most_voted_colors" and choices.colors:
        voted = msgspec.structs.replace(quality.predicate, colors=choices.colors)
        return [replace(quality, predicate=voted)]
    return [quality]


def _includes_card(found: Found, card: CardTraits, subtypes: frozenset[str]) -> bool:
    """Whether the group a clause grants protection to holds the card's own permanent."""
    return in_group(
        found.subject, found.conditions, card, lambda words: group_predicate(words, subtypes)
    )


def parse_protection_losses(
    oracle_text: str, card_name: str, subtypes: frozenset[str] = frozenset()
) -> list[ProtectionLoss]:
    """One row per quality an effect takes away ("loses protection from black")."""
    names = self_names(card_name)
    return [
        ProtectionLoss(
            clause_index=index,
            subject=as_written(found.subject, text, names) if found.subject else None,
            quality_kind=q.kind,
            quality_value=q.value,
            duration=found.duration,
            text=text,
        )
        for index, text, found in scan(oracle_text, card_name, subtypes)
        if found.loss
        for q in found.qualities
    ]
