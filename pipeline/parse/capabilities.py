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

import functools
import re
from collections.abc import Callable

import msgspec

from pipeline.parse.capability_clauses import clauses
from pipeline.parse.capability_rows import (
    ACTIVATED_COST,
    SENTENCE_END,
    TARGET_WORD,
    Capability,
    Face,
    Line,
    Out,
    clean_detail,
    make_row,
)
from pipeline.parse.effects import with_effects
from pipeline.parse.noun_phrases import ObjectRestriction, parse_noun_phrase
from pipeline.parse.oracle_text import CARDNAME, replace_self_name, split_type_line, strip_reminder
from pipeline.parse.source_forms import (
    ENTERS_AS_COPY,
    animated_form,
    bestowed_form,
    copy_form,
    crewed_form,
    emblem_form,
    is_sorcery_speed,
    unpreventable_damage,
)
from pipeline.parse.subjects import grants_itself, holder_types, holds_it_too, own_color
from pipeline.parse.token_sources import TokenSource, token_source
from pipeline.vocabulary import COLOR_BY_WORD, CapabilityKind, SourceKind

__all__ = ["parse_capabilities"]


_TRIGGER = re.compile(r"^(?:[^—:.]{1,40} — )?(?:When|Whenever|At)\b")
_QUOTED = re.compile(r'["“]([^"“”\n]*)["”]')
_BECOMES_CREATURE = re.compile(
    r"\b(?:CARDNAME|this (?:land|artifact|enchantment|permanent|Vehicle)"
    # "If CARDNAME isn't a creature, it becomes a 3/3 Angel creature" (Answered Prayers)
    r"|CARDNAME (?:is|isn't) an? \w+, it)\s+becomes\s+"
    r"an?\s+(?!copy\b)(?P<words>(?:[\w/+'-]+\s+){0,6}?)creature\b"
)
# "As long as it's your turn, CARDNAME is a 4/4 Human Soldier creature" (Gideon Blackblade),
# "Metalcraft — CARDNAME is a 5/5 Golem artifact creature as long as ..." (Rusted Relic).
_IS_CREATURE = re.compile(
    r"(?:^|, |— )CARDNAME is an?\s+(?!copy\b)(?P<words>(?:[\w/+'-]+\s+){0,6}?)creature\b",
    re.MULTILINE,
)
# When such a static form holds: only on its controller's turn it never blocks; only on the
# other players' turns it never attacks (506.3: only a creature attacks or blocks).
_ONLY_YOUR_TURN = re.compile(r"\bAs long as it's your turn\b")
_ONLY_NOT_YOUR_TURN = re.compile(r"\bAs long as it's not your turn\b")
# "can't block and can't be blocked" (Changeling Outcast): no block at all.
_CANT_BLOCK = re.compile(r"^(?:CARDNAME|This creature) can't block(?: and can't be blocked)?\.?$")
# A trigger only a creature meets: it attacks, blocks or deals combat damage (506.3, 510).
_COMBAT_TRIGGER = re.compile(
    r"^(?:When|Whenever) CARDNAME (?:attacks|blocks|becomes blocked|deals combat damage)\b"
)
# A group the card may belong to: "Black creatures can't block." (Razorjaw Oni, black itself),
# "Beasts can't block." (Frenetic Raptor).
_GROUP_CANT_BLOCK = re.compile(r"^(?!CARDNAME\b)[A-Z][\w -]*?s can't block\.?$")
_CANT_ATTACK_OR_BLOCK = re.compile(r"^(?:CARDNAME|This creature) can't attack or block\.?$")
_CANT_BLOCK_PART = re.compile(
    r"\b(?:CARDNAME|this creature) can't (?:attack or )?block\b(?P<rest>[^.]*)", re.IGNORECASE
)
_BLOCK_ONLY = re.compile(
    r"\b(?:CARDNAME|this creature) can block only creatures with ([a-z ]+?)\.?$", re.IGNORECASE
)
# "CARDNAME can block creatures with shadow as though they didn't have shadow" (Aetherflame
# Wall), "... as though CARDNAME had shadow" (Heartwood Dryad), "can block as though it had
# flying": the evasion it blocks through (702.9b, 702.28b, 702.31b); reach is flying's (702.17b).
_BLOCKS_THROUGH = re.compile(
    r"\b(?:CARDNAME|[Tt]his creature) can block (?:(?:an additional \w+ |any number of )?"
    r"creatures? with (?P<with>flying|shadow|horsemanship)|as though (?:it|CARDNAME) had "
    r"(?P<had>flying|reach|shadow|horsemanship))\b"
)
# A row of a die-roll table ("1—9 | Spiked Pit Trap deals 5 damage to that creature"): part of
# the ability above it, whose target it may name (706.2).
_TABLE_ROW = re.compile(r"^\d+(?:—\d+)? \|")
_ENCHANT_LINE = re.compile(r"^Enchant (?P<what>[^.;\n]+?)\s*$")
_EQUIP_LINE = re.compile(r"^Equip(?:\s+(?P<what>(?!abilit)[A-Za-z' -]{1,40}?))?\s*(?:\{|—|\d|$)")
_FORTIFY_LINE = re.compile(r"^Fortify\s*(?:\{|—|\d|$)")
_BESTOW_LINE = re.compile(r"^Bestow\s*(?:\{|—)")
_RECONFIGURE_LINE = re.compile(r"^Reconfigure\s*(?:\{|—)")
_CREW_LINE = re.compile(r"^Crew\b")
_OVERLOAD_LINE = re.compile(r"(?m)^Overload\b")
_CLEAVE_LINE = re.compile(r"(?m)^Cleave\b")
_BRACKETED = re.compile(r"\[[^\]\n]{0,200}\]")
_SPACES = re.compile(r" {2,}")
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
    r"|sacrificed by|controllers sacrifice"
    r"|[Cc]ounter|fight|attach|/-|[Bb]estow|[Rr]econfigure|becomes|[Pp]ut|[Ss]huffle|[Cc]rew"
    r"|prevented"
)


def parse_capabilities(
    oracle_text: str,
    type_line: str,
    card_name: str,
    keywords: tuple[str, ...] = (),
    colors: tuple[str, ...] = (),
    mana_cost: str = "",
    loyalty: str = "",
) -> list[Capability]:
    """Everything one card face can do to a permanent or player (see module docstring);
    ``colors`` are the face's, for what its own text says of creatures of a color,
    ``mana_cost`` its printed cost ("{X}{W}"), for the choices its caster makes in paying it,
    and ``loyalty`` a planeswalker's printed loyalty, what a "[−X]" can take at once."""
    name = card_name or ""
    full = replace_self_name(oracle_text or "", name, legendary="Legendary" in (type_line or ""))
    text = strip_reminder(full)
    supertypes, types, subtypes = split_type_line(type_line or "")
    face = Face(
        types=types,
        subtypes=subtypes,
        keywords=frozenset(keywords or ()),
        supertypes=tuple(supertypes),
        mana_cost=mana_cost,
        loyalty=loyalty,
    )
    out = Out()
    combat_form = _combat(text, type_line or "", face, name, out, colors)
    if not _INTERESTING.search(full):
        return with_effects(out.rows, face, text, name)
    keyword_words = _keyword_pattern(face.keywords)
    head_via = "spell" if face.is_spell else "ability"
    unpreventable: list[tuple[str, str, int, int]] = []
    spell_text = ""  # an instant's or sorcery's lines read so far: one spell (608.2c)
    ability_head = ""  # the last line that is no die-roll table row: the ability rows belong to
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
        read = _make_line(blanked, line, via, False, name)
        if via == "spell":
            read.preceding = spell_text
            spell_text += blanked + "\n"
        elif _TABLE_ROW.match(line):
            read.preceding = ability_head  # "1—9 | ... deals 5 damage to that creature"
        else:
            ability_head = blanked
        clauses(read, out)
        for quoted in _QUOTED.finditer(line):
            inner = quoted.group(1)
            inner_blanked = _SINGLE_QUOTED.sub(lambda m: " " * len(m.group(0)), inner)
            if _EMBLEM.search(blanked, 0, quoted.start()):
                # 114.3: the emblem is the source, with no color and no types
                quote_start = len(out.rows)
                clauses(_make_line(inner_blanked, inner, "ability", False, name), out)
                out.restyle(quote_start, emblem_form())
                # An ability the emblem gives permanents ("Mountains you control have '{T}: This
                # land deals 1 damage to any target.'", Koth) has that permanent as its source.
                for nested in _SINGLE_QUOTED.finditer(inner):
                    ability = nested.group(0)[1:-1]
                    granted_start = len(out.rows)
                    clauses(_make_line(ability, ability, "ability", True, name), out)
                    _held_by(out, granted_start, holder_types(inner, nested.start()))
                continue
            # A created token's ability ("create a 1/1 red Devil creature token with "...", or
            # "... token. It has "..."", Make Mischief) is the token's, with printed characteristics.
            token = token_source(blanked[: quoted.start()])
            granted = token is not None or not grants_itself(blanked, quoted.start())
            found = Out()
            clauses(_make_line(inner_blanked, inner, "ability", granted, name), found)
            if token is None and granted:
                _held_by(found, 0, holder_types(blanked, quoted.start()))
            elif token is None and (color := own_color(blanked, quoted.start())):
                found.restyle(0, {"source_colors": (COLOR_BY_WORD[color],)})
            for row in found.rows:
                if token is not None and row.granted:
                    row = _from_token(row, token, name.split(", ", 1)[0])
                out.add(row)
            if token is None and granted and holds_it_too(blanked, quoted.start(), types, subtypes):
                # the card's own copy ("Sliver creatures you control have ..." on a Sliver): its
                # source is the card, whatever the other holders are
                clauses(_make_line(inner_blanked, inner, "ability", False, name), out)
        if combat_form and _COMBAT_TRIGGER.match(blanked):
            # Only a creature attacks or blocks (506.3): a crewed Vehicle's or an animated
            # land's "whenever CARDNAME attacks" ability has that creature as its source.
            out.restyle(line_start, combat_form, only_printed=True)
        if keyword_words is not None and "(" in raw_line and keyword_words.search(line):
            _keyword_reminders(raw_line, line, via, face, name, out)
        elif "Annihilator" in face.keywords and _ANNIHILATOR.search(line):
            # 702.86a, printed without its reminder (Emrakul, the Aeons Torn).
            out.add(
                make_row(
                    CapabilityKind.EDICT,
                    "ability",
                    clean_detail(line, name),
                    ObjectRestriction(object_kind="permanent"),
                )
            )
        if "prevented" in line and (covers := unpreventable_damage(blanked)):
            unpreventable.append((*covers, line_start, len(out.rows)))
    if "Overload" in face.keywords or _OVERLOAD_LINE.search(text):
        _overload(text, via="spell" if face.is_spell else "ability", card_name=name, out=out)
    if "Cleave" in face.keywords or _CLEAVE_LINE.search(text):
        _cleave(text, via="spell" if face.is_spell else "ability", card_name=name, out=out)
    for scope, status, start, end in unpreventable:
        _mark_unpreventable(out, scope, status, range(start, end), face.is_spell)
    # "target card named CARDNAME" (Rekindling Phoenix): the name, not the placeholder.
    rows = [
        msgspec.structs.replace(r, object_name=name) if r.object_name == CARDNAME else r
        for r in out.rows
    ]
    return with_effects(rows, face, text, name)


def _held_by(out: Out, start: int, types: tuple[str, ...] | None) -> None:
    """Granted rows from ``start`` on: their source is an object of ``types`` (its holder)."""
    if types is not None:
        for i in range(start, len(out.rows)):
            if out.rows[i].granted:
                out.rows[i] = msgspec.structs.replace(out.rows[i], source_types=types)
        out.seen = set(out.rows)


def _from_token(row: Capability, token: TokenSource, short_name: str) -> Capability:
    return msgspec.structs.replace(
        row,
        source_kind=SourceKind.TOKEN,
        source_colors=token.colors,
        source_types=token.types,
        source_subtypes=token.subtypes,
        # CARDNAME stood for the card's (short) name inside the token's ("Icingdeath, Frost Tongue").
        source_name=token.name.replace(CARDNAME, short_name) if token.name else None,
    )


def _mark_unpreventable(
    out: Out, scope: str, status: str, line_rows: range, is_spell: bool
) -> None:
    """615.12: mark the damage rows a "can't be prevented" clause covers: its own ability's
    (on an instant or sorcery, every line is the one spell: Wild Slash), all the card's, or
    its combat damage ("combat damage that would be dealt by creatures you control")."""
    for i, row in enumerate(out.rows):
        if row.capability != CapabilityKind.DAMAGE:
            continue
        if scope == "line":
            covered = row.via == "spell" if is_spell else i in line_rows
        else:
            covered = scope == "face" or row.via == "combat"
        if covered:
            out.rows[i] = msgspec.structs.replace(row, unpreventable=status)
    out.seen = set(out.rows)


def _overload(text: str, via: str, card_name: str, out: Out) -> None:
    """702.96a: overloaded, the spell's text reads "each" for every "target": a sweep. Its rows
    keep the printed line as their detail."""

    def overloaded(line: str) -> tuple[str, str] | None:
        if _OVERLOAD_LINE.match(line) or "target" not in line:
            return None
        return TARGET_WORD.sub("each", line), line

    _read_again(text, via, card_name, out, overloaded)


def _cleave(text: str, via: str, card_name: str, out: Out) -> None:
    """702.148a: cast for its cleave cost (mana, its caster's to pay as lands are assumed), the
    spell's text is without the words in square brackets ("Destroy target [attacking] creature",
    Fierce Retribution, reaches any creature). Its rows' detail is the cleaved sentence."""

    def cleaved(line: str) -> tuple[str, str] | None:
        if "[" not in line or _CLEAVE_LINE.match(line):
            return None
        words = _SPACES.sub(" ", _BRACKETED.sub("", line)).replace(" .", ".").strip()
        return words, words

    _read_again(text, via, card_name, out, cleaved)


def _read_again(
    text: str,
    via: str,
    card_name: str,
    out: Out,
    rewrite: Callable[[str], tuple[str, str] | None],
) -> None:
    """Read each line of `text` again as `rewrite` makes it (the words to read, and the words
    its rows' detail is cleaned from), where it makes one: an alternative cost that rewrites the
    spell's text."""
    for raw_line in text.split("\n"):
        line = raw_line.strip()
        read = rewrite(line) if line else None
        if read is None:
            continue
        words, detail = read
        blanked = _QUOTED.sub(lambda m: " " * len(m.group(0)), words)
        clauses(
            _make_line(blanked, words, via, False, card_name, clean_detail(detail, card_name)), out
        )


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
    raw_line: str, line: str, via: str, face: Face, card_name: str, out: Out
) -> None:
    """Keyword abilities whose only statement of what they target is their reminder text.

    Soulshift, Modular, Mutate, Provoke, Haunt, Scavenge, Mentor, Awaken, Partner with, ...:
    the reminder is how the rules define the keyword, so it is read, but the detail names
    the keyword as written (the reminder stays out of details).
    """
    detail = clean_detail(line, card_name)
    if any(
        w.lower() in _SPELL_REMINDER_KEYWORDS for w in face.keywords if w.lower() in line.lower()
    ):
        via = "spell"
    for m in _REMINDER_TEXT.finditer(raw_line):
        inner = m.group(1)
        inner_blanked = _QUOTED.sub(lambda q: " " * len(q.group(0)), inner)
        clauses(_make_line(inner_blanked, inner, via, False, card_name, detail), out)


def _is_ability(line: str) -> bool:
    """A triggered or activated ability on an instant or sorcery ("When you cast this spell")."""
    blanked = _QUOTED.sub("", line)
    if ACTIVATED_COST.match(blanked):
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
) -> Line:
    effect_start = 0
    if m := ACTIVATED_COST.match(text):
        effect_start = m.end()
    elif _TRIGGER.match(text):
        comma = text.find(", ")
        effect_start = comma + 2 if comma >= 0 else 0
    return Line(text, original, via, granted, effect_start, card_name, fixed_detail)


# --- face-level rows: combat (702.16e-f) and keyword attachments (702.16c-d) -----------------


def _combat(
    text: str, type_line: str, face: Face, card_name: str, out: Out, colors: tuple[str, ...]
) -> dict[str, object]:
    """Combat damage and blocking by a creature, a crewed Vehicle or a land that animates itself;
    returns the creature form a noncreature card takes to attack or block (empty otherwise)."""
    detail: str | None = None
    form: dict[str, object] = {}
    blocks = True
    attacks = True
    if "Creature" in face.types:
        detail = type_line
        if "copy of" in text and ENTERS_AS_COPY.search(text):
            form = copy_form()
    elif face.is_vehicle or ("Crew" in face.keywords and _has_crew_line(text)):
        # keywords are the card's: a Vehicle's land face has none (Conqueror's Foothold)
        crew = next((ln for ln in text.split("\n") if _CREW_LINE.match(ln.strip())), None)
        detail = crew.strip() if crew else type_line
        form = crewed_form(face.types)
    elif ("becomes" in text and (m := _BECOMES_CREATURE.search(text))) or (
        m := _IS_CREATURE.search(text)
    ):
        detail = clean_detail(_sentence_at(text, m.start()), card_name)
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line = text[line_start : line_end if line_end >= 0 else len(text)]
        form = animated_form(
            m.group("words"), line[m.end() - line_start :], face.types, face.subtypes
        )
        # 606.3, 307.5: made a creature only at sorcery speed, it never blocks (it can't be
        # a creature during the opponent's turn), but it attacks and deals combat damage.
        blocks = not is_sorcery_speed(line.strip()) and not _ONLY_YOUR_TURN.search(line)
        attacks = not _ONLY_NOT_YOUR_TURN.search(line)
    if detail is None:
        return form
    can_block_only: str | None = None
    cannot_block: str | None = None
    blocks_through: list[str] = []
    for raw in text.split("\n"):
        line = raw.strip()
        for sentence in re.split(r"(?<=\.)\s+", line):
            if _CANT_ATTACK_OR_BLOCK.match(sentence):
                blocks = attacks = False
            elif _CANT_BLOCK.match(sentence) or _stops_own_block(sentence, face, colors):
                blocks = False
            elif m := _BLOCK_ONLY.search(sentence):
                can_block_only = m.group(1).strip().capitalize()
            elif "can block" in sentence and (m := _BLOCKS_THROUGH.search(sentence)):
                evasion = (m["with"] or m["had"]).replace("reach", "flying")
                blocks_through.append(evasion.capitalize())
            elif m := _CANT_BLOCK_PART.search(sentence):
                cannot_block = clean_detail(sentence, card_name)
    if "Shadow" in face.keywords or re.search(r"(?m)^Shadow$", text):
        can_block_only = "Shadow"  # 702.28b: creatures with shadow block only shadow creatures
    if attacks or blocks:
        out.add(
            Capability(
                capability=CapabilityKind.DAMAGE,
                via="combat",
                object_kind="any",
                detail=detail,
                damage_by="self",
                damage_amount="power",
                # a blocker that blocks as though it had shadow can deal combat damage to a
                # creature with shadow (702.28b)
                blocks_through=tuple(blocks_through) or None if blocks else None,
                **form,  # type: ignore[arg-type]
            )
        )
    if blocks:
        out.add(
            Capability(
                capability=CapabilityKind.BLOCK,
                via="combat",
                object_kind="creature",
                detail=detail,
                can_block_only=can_block_only,
                cannot_block=cannot_block,
                blocks_through=tuple(blocks_through) or None,
                **form,  # type: ignore[arg-type]
            )
        )
    return form


def _stops_own_block(sentence: str, face: Face, colors: tuple[str, ...]) -> bool:
    """A static "<group> can't block." whose group holds the card itself (_GROUP_CANT_BLOCK):
    a color, a subtype, "you control" or none (a state such as "untapped" is play's: Siege
    Elemental adds "Tapped creatures can block.")."""
    if not _GROUP_CANT_BLOCK.match(sentence):
        return False
    objs, _ = parse_noun_phrase(sentence, 0, and_joins=False, plural=True)
    return len(objs) == 1 and _holds_itself(objs[0], face, colors)


def _holds_itself(obj: ObjectRestriction, face: Face, colors: tuple[str, ...]) -> bool:
    decided = msgspec.structs.replace(
        obj,
        object_kind="creature",
        object_colors=None,
        object_subtype=None,
        object_state=None,
        object_controller=None,
    )
    return (
        decided == ObjectRestriction(object_kind="creature")
        and obj.object_kind in ("creature", "permanent")
        and (obj.object_colors is None or bool(set(obj.object_colors) & set(colors)))
        and (obj.object_subtype is None or obj.object_subtype in face.subtypes)
        and obj.object_state is None
        and obj.object_controller in (None, "you")
    )


def _has_crew_line(text: str) -> bool:
    return any(_CREW_LINE.match(line.strip()) for line in text.split("\n"))


def _sentence_at(text: str, pos: int) -> str:
    start = max(text.rfind("\n", 0, pos), text.rfind(". ", 0, pos) + 1, 0)
    end_m = SENTENCE_END.search(text, pos)
    end = end_m.end() if end_m else len(text)
    newline = text.find("\n", pos)
    if 0 <= newline < end:
        end = newline
    return text[start:end]


def _keyword_line(line: str, face: Face, card_name: str, out: Out) -> bool:
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
    detail = clean_detail(line, card_name)
    for obj in objs:
        out.add(make_row(CapabilityKind.TARGET, target_via, detail, obj, targeted=True, **form))
        out.add(make_row(CapabilityKind.ATTACH, "static", detail, obj, targeted=True, **form))
    return bool(objs)


def _equip_object(obj: ObjectRestriction) -> ObjectRestriction:
    """'Equip Knight' and 'Equip legendary creature' still equip creatures."""
    if obj.object_kind == "permanent" and obj.object_subtype:
        return msgspec.structs.replace(obj, object_kind="creature")
    return obj
