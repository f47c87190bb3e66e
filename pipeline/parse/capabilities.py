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
from typing import Any

import msgspec

from pipeline.parse.effect_objects import parse_object
from pipeline.parse.noun_phrases import (
    COUNT_WORDS,
    PLURAL_COUNT,
    ObjectRestriction,
    parse_noun_phrase,
)
from pipeline.parse.oracle_text import (
    replace_self_name,
    split_type_line,
    strip_reminder,
)
from pipeline.parse.source_forms import (
    animated_form,
    attached_form,
    attaches_itself,
    bestowed_form,
    crewed_form,
    emblem_form,
    is_sorcery_speed,
    unpreventable_damage,
)
from pipeline.parse.subjects import (
    damage_source,
    ends_with_anaphor,
    ends_with_subject,
    grants_itself,
    referent_of_it,
)
from pipeline.parse.token_sources import TokenSource, token_source
from pipeline.vocabulary import NONPERMANENT_TYPES, SourceKind

__all__ = [
    "Capability",
    "parse_capabilities",
]


class Capability(ObjectRestriction, frozen=True, kw_only=True):
    """One thing a card face can do to an object: the object's restrictions (ObjectRestriction,
    its object_* fields) and how the face acts on it. Several rows for one clause are
    alternatives ("target artifact or enchantment" = two rows).
    """

    capability: str  # a vocabulary.CapabilityKind
    via: str  # a vocabulary.Via
    detail: str
    targeted: bool = False
    damage_by: str | None = None
    # The damage is a fight's (701.14a): the fighting creatures deal it to each other.
    fight: bool = False
    damage_amount: str | None = None
    can_block_only: str | None = None
    cannot_block: str | None = None
    # The clause is inside quotation marks: an ability this card grants to another object
    # (a creature, a token). That object, not this card, is the source (702.16b/e).
    granted: bool = False
    # What the source is when it acts, where that is not the card as printed: a token this
    # card creates with a granted ability (its printed characteristics, 111.4; token_sources.py),
    # or `source_kind` `animated`, `crewed`, `bestowed`, `emblem`, `attached` (source_forms.py).
    # The characteristics replace the printed ones (None: as printed or decided in play; the
    # keywords add to the printed ones).
    source_kind: str | None = None
    source_colors: tuple[str, ...] | None = None
    source_types: tuple[str, ...] | None = None
    source_subtypes: tuple[str, ...] | None = None
    source_name: str | None = None
    source_keywords: tuple[str, ...] | None = None
    source_every_creature_type: bool = False
    # 615.12: the damage can't be prevented, `always` or `conditional` (UNPREVENTABLE).
    unpreventable: str | None = None


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
# "Put ... onto the battlefield attached to", and the card returning itself "to the
# battlefield attached to target creature" (Gryff's Boon); another card returned that way
# (Tawnos's Coffin returns the Auras) or a transformed face is not this card attaching.
_ATTACHED_TO = re.compile(
    r"\bonto the battlefield(?: [^.;]{0,80}?)? attached to\b"
    r"|\b[Rr]eturn CARDNAME (?:(?!transformed)[^.;]){0,80}?to the battlefield"
    r"(?:(?!transformed)[^.;]){0,80}? attached to\b"
)
_SWEEP = re.compile(
    r"\b(?:[Dd]estroy|[Ee]xile|[Rr]eturn|[Pp]ut|[Ss]huffle)\s+(?P<q>all|each)(?: other)?\b"
)
# One creature removed without targeting it: "destroy that creature at end of combat" (Thicket
# Basilisk), "destroy the creature with the least power" (Drop of Honey), "exile one of those
# creatures" (Godsend). Protection does not stop them (their rulings); "that creature" after a
# target is that target, already a target row.
_REMOVE_UNTARGETED = re.compile(
    r"\b(?:[Dd]estroy|[Ee]xile)\s+(?:(?P<that>that creature|one of those creatures)"
    r"|(?:the|a) creature with the (?:least|greatest|highest|lowest)\b)"
)
# The creature "that creature" / "those creatures" names, in the same ability: one chosen
# without targeting ("a creature", "a non-Wall creature", "one or more creatures"), not a
# target, nor the creature an Aura or Equipment is attached to (reached by attaching first).
_REMOVED_REFERENT = re.compile(
    r"\b(?P<det>[Tt]arget|[Ee]nchanted|[Ee]quipped|an?|another|more|each)\s+"
    r"(?:(?!(?:[Tt]arget|an?|another|more|each|chooses)\b)[\w-]+\s+){0,3}?creatures?\b(?!'s)"
)
# "Players discard cards and sacrifice creatures the same way" (Balance).
_EDICT_PLAYERS = re.compile(
    r"\b(?:[Pp]layers|[Ee]ach player)\b[^.;]{0,80}?\bsacrifice (?=(?:creatures|lands|permanents)\b)"
)
_SHRINK_SUBJECT = re.compile(
    r"(?:^|[.;,]|\band\b)\s*(?:[Uu]ntil end of turn,\s*)?(?:(?P<q>all|each|All|Each)\s+)?"
    r"(?P<np>(?:other\s+)?[^\s.;,][^.;,]{0,80}?)\s+gets?\s+[-+]?(?:\d+|X)/-(?:[1-9]\d*|X)\b"
)
_EDICT = re.compile(
    rf"\bsacrifices\s+(?P<q>a|an|all|that many|{COUNT_WORDS})\b(?:\s+of (?:the|those))?"
)
# The permanents sacrificed are ones chosen as targets before (Retribution, Incriminate, Ashling).
_EDICT_OF_TARGETS = re.compile(
    r"\b(?:sacrifices|players sacrifice)\s+(?:one of (?:them|those (?:creatures|permanents))|"
    r"that (?:creature|permanent)|those (?:creatures|permanents))\b"
)
_COUNTER = re.compile(r"\b[Cc]ounter\s+(?:up to \w+ )?(?=target\b)")
_BECOMES_CREATURE = re.compile(
    r"\b(?:CARDNAME|this (?:land|artifact|enchantment|permanent|Vehicle))\s+becomes\s+"
    r"an?\s+(?!copy\b)(?P<words>(?:[\w/+'-]+\s+){0,6}?)creature\b"
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
_REMINDER_TEXT = re.compile(r"\(([^()]*)\)")
# "You get an emblem with "..."": the quoted ability is the emblem's (114).
_EMBLEM = re.compile(r"\bemblems? with\s*$")
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
    r"|prevented"
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

    def restyle(self, start: int, fields: dict[str, object]) -> None:
        """Set `fields` on the rows found since `start`."""
        for i in range(start, len(self.rows)):
            self.rows[i] = msgspec.structs.replace(self.rows[i], **fields)
        self.seen = set(self.rows)


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


def _row(
    capability: str, via: str, detail: str, obj: ObjectRestriction, **extra: Any
) -> Capability:
    return Capability(
        capability=capability, via=via, detail=detail, **msgspec.structs.asdict(obj), **extra
    )


def parse_capabilities(
    oracle_text: str, type_line: str, card_name: str, keywords: tuple[str, ...] = ()
) -> list[Capability]:
    """Everything one card face can do to a permanent or player (see module docstring)."""
    name = card_name or ""
    full = replace_self_name(oracle_text or "", name, legendary="Legendary" in (type_line or ""))
    text = strip_reminder(full)
    _, types, subtypes = split_type_line(type_line or "")
    face = _Face(types=types, subtypes=subtypes, keywords=frozenset(keywords or ()))
    out = _Out()
    _combat(text, type_line or "", face, name, out)
    if not _INTERESTING.search(full):
        return out.rows
    keyword_words = _keyword_pattern(face.keywords)
    head_via = "spell" if face.is_spell else "ability"
    unpreventable: list[tuple[str, str, int, int]] = []
    for raw_line in full.split("\n"):
        line = strip_reminder(raw_line).strip()
        if not line:
            continue
        line_start = len(out.rows)
        blanked = _QUOTED.sub(_blank_quote, line)
        if line.startswith("•"):
            via = head_via  # a mode of the modal ability or spell above
        else:
            via = "ability" if not face.is_spell or _is_ability(line) else "spell"
            head_via = via
            if _keyword_line(line, face, name, out):
                continue
        _clauses(_make_line(blanked, line, via, False, name), out)
        for quoted in _QUOTED.finditer(line):
            inner = quoted.group(1)
            inner_blanked = _SINGLE_QUOTED.sub(lambda m: " " * len(m.group(0)), inner)
            if _EMBLEM.search(blanked, 0, quoted.start()):
                # 114.3: the emblem is the source, with no color and no types
                quote_start = len(out.rows)
                _clauses(_make_line(inner_blanked, inner, "ability", False, name), out)
                out.restyle(quote_start, emblem_form())
                continue
            # A created token's ability ("create a 1/1 red Devil creature token with "...", or
            # "... token. It has "..."", Make Mischief) is the token's, with printed characteristics.
            token = token_source(blanked[: quoted.start()])
            granted = token is not None or not grants_itself(blanked, quoted.start())
            found = _Out()
            _clauses(_make_line(inner_blanked, inner, "ability", granted, name), found)
            for row in found.rows:
                if token is not None and row.granted:
                    row = _from_token(row, token, name.split(", ", 1)[0])
                out.add(row)
        if keyword_words is not None and "(" in raw_line and keyword_words.search(line):
            _keyword_reminders(raw_line, line, via, face, name, out)
        elif "Annihilator" in face.keywords and _ANNIHILATOR.search(line):
            # 702.86a, printed without its reminder (Emrakul, the Aeons Torn).
            out.add(
                _row(
                    "edict",
                    "ability",
                    _clean_detail(line, name),
                    ObjectRestriction(object_kind="permanent"),
                )
            )
        if "prevented" in line and (covers := unpreventable_damage(blanked)):
            unpreventable.append((*covers, line_start, len(out.rows)))
    if "Overload" in face.keywords or _OVERLOAD_LINE.search(text):
        _overload(text, via="spell" if face.is_spell else "ability", card_name=name, out=out)
    for scope, status, start, end in unpreventable:
        _mark_unpreventable(out, scope, status, range(start, end), face.is_spell)
    # "target card named CARDNAME" (Rekindling Phoenix): the name, not the placeholder.
    return [
        msgspec.structs.replace(r, object_name=name) if r.object_name == "CARDNAME" else r
        for r in out.rows
    ]


def _from_token(row: Capability, token: TokenSource, short_name: str) -> Capability:
    return msgspec.structs.replace(
        row,
        source_kind=SourceKind.TOKEN,
        source_colors=token.colors,
        source_types=token.types,
        source_subtypes=token.subtypes,
        # CARDNAME stood for the card's (short) name inside the token's ("Icingdeath, Frost Tongue").
        source_name=token.name.replace("CARDNAME", short_name) if token.name else None,
    )


def _mark_unpreventable(
    out: _Out, scope: str, status: str, line_rows: range, is_spell: bool
) -> None:
    """615.12: mark the damage rows a "can't be prevented" clause covers: its own ability's
    (on an instant or sorcery, every line is the one spell: Wild Slash), all the card's, or
    its combat damage ("combat damage that would be dealt by creatures you control")."""
    for i, row in enumerate(out.rows):
        if row.capability != "damage":
            continue
        if scope == "line":
            covered = row.via == "spell" if is_spell else i in line_rows
        else:
            covered = scope == "face" or row.via == "combat"
        if covered:
            out.rows[i] = msgspec.structs.replace(row, unpreventable=status)
    out.seen = set(out.rows)


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
    form: dict[str, object] = {}
    blocks = True
    attacks = True
    if "Creature" in face.types:
        detail = type_line
    elif face.is_vehicle or "Crew" in face.keywords:
        crew = next((ln for ln in text.split("\n") if _CREW_LINE.match(ln.strip())), None)
        detail = crew.strip() if crew else type_line
        form = crewed_form(face.types)
    elif "becomes" in text and (m := _BECOMES_CREATURE.search(text)):
        detail = _clean_detail(_sentence_at(text, m.start()), card_name)
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line = text[line_start : line_end if line_end >= 0 else len(text)]
        form = animated_form(
            m.group("words"), line[m.end() - line_start :], face.types, face.subtypes
        )
        # 606.3, 307.5: made a creature only at sorcery speed, it never blocks (it can't be
        # a creature during the opponent's turn), but it attacks and deals combat damage.
        blocks = not is_sorcery_speed(line.strip())
    if detail is None:
        return
    can_block_only: str | None = None
    cannot_block: str | None = None
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
                **form,  # type: ignore[arg-type]
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
                **form,  # type: ignore[arg-type]
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
    objs: list[ObjectRestriction] = []
    target_via = "ability"
    form: dict[str, object] = {}
    if (face.is_aura or "Enchantment" in face.types) and (m := _ENCHANT_LINE.match(line)):
        objs, _ = parse_noun_phrase(m.group("what"), 0, and_joins=False, plural=False)
        target_via = "spell"
    elif (m := _EQUIP_LINE.match(line)) and (
        "Equipment" in face.subtypes or "Equip" in face.keywords
    ):
        what = m.group("what")
        parsed = parse_noun_phrase(what, 0, and_joins=False, plural=False)[0] if what else []
        objs = [_equip_object(o) for o in parsed] or [ObjectRestriction(object_kind="creature")]
        objs = [msgspec.structs.replace(o, object_controller="you") for o in objs]
    elif _FORTIFY_LINE.match(line):
        objs = [ObjectRestriction(object_kind="land", object_controller="you")]
    elif _BESTOW_LINE.match(line):
        # 702.103: cast bestowed, it is an Aura spell
        objs = [ObjectRestriction(object_kind="creature")]
        target_via = "spell"
        form = bestowed_form(face.types)  # 702.103b: an Aura spell, then an Aura, not a creature
    elif _RECONFIGURE_LINE.match(line):
        objs = [ObjectRestriction(object_kind="creature", object_controller="you")]
    detail = _clean_detail(line, card_name)
    for obj in objs:
        out.add(_row("target", target_via, detail, obj, targeted=True, **form))
        out.add(_row("attach", "static", detail, obj, targeted=True, **form))
    return bool(objs)


def _equip_object(obj: ObjectRestriction) -> ObjectRestriction:
    """'Equip Knight' and 'Equip legendary creature' still equip creatures."""
    if obj.object_kind == "permanent" and obj.object_subtype:
        return msgspec.structs.replace(obj, object_kind="creature")
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
    if "sacrifice" in text:
        _edicts(line, out)
    if "ounter" in text:
        _counters(line, out)


def _targets(line: _Line, out: _Out) -> None:
    text = line.text
    # No cost or trigger condition holds a target phrase ("the target of" is skipped below),
    # so the whole line is read: delayed triggers ("When target creature dies") do target.
    for m in _ANY_TARGETS.finditer(text):
        out.add(_target_row(line, ObjectRestriction(object_kind="any"), m.start()))
    for m in _TARGET_WORD.finditer(text):
        before = text[max(0, m.start() - 12) : m.start()]
        if _NOT_TARGET_BEFORE.search(before) and not before.rstrip().endswith("each of"):
            continue
        plural = bool(PLURAL_COUNT.search(text[max(0, m.start() - 20) : m.start()]))
        objs, _ = parse_noun_phrase(text, m.end(), and_joins=False, plural=plural)
        for obj in objs:
            out.add(_target_row(line, obj, m.start()))


def _target_row(line: _Line, obj: ObjectRestriction, pos: int) -> Capability:
    return _row("target", line.via, line.detail(pos), obj, targeted=True, granted=line.granted)


def _sentence_start(text: str, pos: int, floor: int) -> int:
    """Where the sentence holding ``pos`` begins (not before ``floor``, the effect's start)."""
    dot = text.rfind(". ", 0, pos)
    return max(dot + 2 if dot >= 0 else 0, floor)


def _damage_source(line: _Line, pos: int) -> str:
    # The subject is a few words before the verb; looking no further keeps long input linear.
    start = max(_sentence_start(line.text, pos, line.effect_start), pos - 120)
    return damage_source(line.text, start, pos, granted=line.granted)


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
        # A granted ability naming the card as the source: the card deals the damage.
        granted = line.granted and damage_by == "other"
        detail = line.detail(m.start())
        for n in range(4):  # "to each creature and each player", "and 3 damage to you"
            parsed = parse_object(text, pos)
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
                        granted=granted,
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
                objs, _ = parse_noun_phrase(
                    text, sentence_start + t.end(), and_joins=False, plural=True
                )
                for obj in objs:
                    out.add(_fight_row(line, detail, obj, True, "other"))
            continue
        self_subject = ends_with_subject(subject) and _damage_source(line, m.start()) == "self"
        damage_by = "self" if self_subject else "other"
        parsed = parse_object(text, m.end())
        if parsed is not None:
            objs, targeted, _ = parsed
            for obj in objs:
                out.add(_fight_row(line, detail, obj, targeted, damage_by))
        if not self_subject:
            # 701.14a: each deals damage to the other, so the fighting creature is also dealt
            # damage, by the creature it fights.
            fighters = [sentence_start + t.end() for t in _TARGET_WORD.finditer(subject)]
            if not fighters and ends_with_anaphor(subject):
                # "Then it fights target creature" (Savage Swipe): "it" is the target named before.
                referent = referent_of_it(text, sentence_start)
                named = _TARGET_WORD.match(referent.group(0)) if referent is not None else None
                if referent is not None and named is not None:
                    fighters = [referent.start() + named.end()]
            for fighter in fighters:
                objs, _ = parse_noun_phrase(text, fighter, and_joins=False, plural=False)
                for obj in objs:
                    out.add(_fight_row(line, detail, obj, True, "other"))


def _fight_row(
    line: _Line, detail: str, obj: ObjectRestriction, targeted: bool, damage_by: str
) -> Capability:
    return _row(
        "damage",
        line.via,
        detail,
        obj,
        targeted=targeted,
        damage_by="other" if line.granted else damage_by,
        damage_amount="power",
        granted=line.granted,
        fight=True,
    )


def _attachments(line: _Line, out: _Out) -> None:
    """Effects that attach an Aura or Equipment: "attach it to target creature"."""
    text = line.text
    # (where the object to attach to begins, what is attached, the sentence before the verb)
    found: list[tuple[int, str, str]] = []
    for m in _ATTACH_VERB.finditer(text):
        if m.start() >= line.effect_start:
            # the sentence around the verb: "attach to it any number of Auras" (Bruna)
            start = _sentence_start(text, m.start(), 0)
            end = _SENTENCE_END.search(text, m.end())
            context = text[start : end.start() if end else len(text)]
            found.append((m.end(), m.group("what"), context))
    for m in _ATTACHED_TO.finditer(text):
        if m.start() >= line.effect_start:
            before = text[_sentence_start(text, m.start(), 0) : m.start()]
            found.append((m.end(), before, before))
    for pos, what, context in sorted(found):
        parsed = parse_object(text, pos)
        if parsed is None:
            continue
        objs, targeted, _ = parsed
        # 702.16c-d: an Aura or Equipment another effect attaches is the source, not this card
        form = attached_form(what, context) or {}
        for obj in objs:
            if obj == ObjectRestriction(object_kind="permanent"):
                obj = ObjectRestriction(
                    object_kind="creature"
                )  # "attach it to it": the returned creature
            out.add(
                _row(
                    "attach",
                    line.via,
                    line.detail(pos),
                    obj,
                    targeted=targeted,
                    granted=line.granted and not attaches_itself(what),
                    **form,
                )
            )


def _sweeps(line: _Line, out: _Out) -> None:
    """Mass effects that do not target: protection does not stop them."""
    text = line.text
    for m in _SWEEP.finditer(text):
        if m.start() < line.effect_start:
            continue
        objs, _ = parse_noun_phrase(text, m.end(), and_joins=True, plural=True)
        for obj in objs:
            if obj.object_kind in ("player", "ability", "spell", "card"):
                continue  # "exile all cards from graveyards": not an answer to a permanent
            out.add(_row("sweep", line.via, line.detail(m.start()), obj, granted=line.granted))
    for m in _REMOVE_UNTARGETED.finditer(text):
        if m.start() < line.effect_start:
            continue
        if m.group("that"):
            named = list(_REMOVED_REFERENT.finditer(text, 0, m.start()))
            if not named or named[-1].group("det").lower() in ("target", "enchanted", "equipped"):
                continue  # a target, an enchanted creature, or named in another ability
        creature = ObjectRestriction(object_kind="creature")
        out.add(_row("sweep", line.via, line.detail(m.start()), creature, granted=line.granted))
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
        objs, _ = parse_noun_phrase(text, m.start("np"), and_joins=True, plural=True)
        for obj in objs:
            if obj.object_kind in ("player", "ability", "spell", "card"):
                continue
            out.add(_row("sweep", line.via, line.detail(m.start("np")), obj, granted=line.granted))


def _edicts(line: _Line, out: _Out) -> None:
    """A player sacrifices: protection on a permanent does not stop it (702.16), unless the
    permanents to choose from were targets ("Choose two target creatures an opponent controls.
    That player chooses and sacrifices one of those creatures", Retribution: 702.16b)."""
    text = line.text
    of_targets: set[int] = set()
    for m in _EDICT_OF_TARGETS.finditer(text):
        targets = list(_TARGET_WORD.finditer(text, 0, m.start()))
        if m.start() < line.effect_start or not targets:
            continue
        of_targets.add(m.start())
        objs, _ = parse_noun_phrase(text, targets[-1].end(), and_joins=False, plural=True)
        for obj in objs:
            if obj.object_kind not in ("player", "spell", "card", "ability"):
                out.add(_edict_row(line, m.start(), obj, True))
    for m in _EDICT.finditer(text):
        if m.start() < line.effect_start or m.start() in of_targets:
            continue
        objs, _ = parse_noun_phrase(
            text, m.end(), and_joins=False, plural=m.group("q") not in ("a", "an")
        )
        for obj in objs:
            if obj.object_kind not in ("player", "spell", "card", "ability"):
                out.add(_edict_row(line, m.start(), obj, False))
    for m in _EDICT_PLAYERS.finditer(text):
        if m.start() >= line.effect_start:
            objs, _ = parse_noun_phrase(text, m.end(), and_joins=False, plural=True)
            for obj in objs:
                out.add(_edict_row(line, m.start(), obj, False))


def _edict_row(line: _Line, pos: int, obj: ObjectRestriction, targeted: bool) -> Capability:
    return _row("edict", line.via, line.detail(pos), obj, targeted=targeted, granted=line.granted)


def _counters(line: _Line, out: _Out) -> None:
    text = line.text
    for m in _COUNTER.finditer(text):
        if m.start() < line.effect_start:
            continue
        objs, _ = parse_noun_phrase(text, m.end() + len("target"), and_joins=False, plural=False)
        for obj in objs:
            if obj.object_kind in ("spell", "ability"):
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
