"""The clause structure around "protection from" (CR 702.16): who gets it, when, and for how long.

`scan` splits one face's oracle text into abilities (lines and quoted abilities) and
sentences, reads what a sentence inherits (a leveler's level, CR 711; an ability word, 207.2c;
an activated ability's cost, 602.1; a trigger and its intervening "if"; leading "as long as",
"if" and "until end of turn"), and gives one `Found` per occurrence of "protection from":
its scopes and subject (the words before it), its conditions and duration, and the qualities
of its "from" list (`pipeline.parse.protection_qualities`). "The same is true for ..." lists
take their subject and conditions from the sentence before. A sentence whose shape is not
understood still gives an occurrence, of unparsed qualities.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from pipeline.parse.oracle_text import ABILITY_WORD, CARDNAME, replace_self_name, strip_reminder
from pipeline.parse.protection_qualities import Quality, SourcePredicate, parse_quality, unparsed
from pipeline.vocabulary import QualityKind, Scope

__all__ = ["Found", "as_written", "scan", "self_names"]


_PROTECTION_FROM = re.compile(r"\bprotection from\b", re.IGNORECASE)
_LOSS_BEFORE = re.compile(r"\blose[s]? $", re.IGNORECASE)  # Cephalid Snitch
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
class Found:
    """One occurrence of "protection from" (or "loses protection from") and its qualities."""

    loss: bool
    scopes: tuple[str, ...]
    subject: str | None  # as in the normalised text (CARDNAME)
    ability_word: str | None
    conditions: tuple[str, ...]
    duration: str | None
    qualities: tuple[Quality, ...]


def _line(line: str, ctx: _Context, subtypes: frozenset[str]) -> list[tuple[str, list[Found]]]:
    """(sentence, occurrences) for each sentence of one ability (a line or a quoted ability)."""
    if not (_PROTECTION_FROM.search(line) or _COPIED_PROTECTION.search(line)):
        return []
    ability_word, pieces, start, carry = ctx.ability_word, list(ctx.conditions), 0, False
    if m := ABILITY_WORD.match(line):
        ability_word, start, carry = m["word"], m.end(), True
    if (m := _COST.match(line, start)) and _COST_START.match(m["cost"]):
        pieces.append(f"activated ability: {m['cost']}")
        pieces.extend(f"activate only if {c}" for c in _ACTIVATE_ONLY_IF.findall(line))
        start = m.end()
    elif m := _TRIGGER.match(line, start):
        pieces.append(f"triggered ability: {m['trigger']}")
        pieces.extend([m["cond"]] if m["cond"] else [])
        start, carry = m.end(), True
    out: list[tuple[str, list[Found]]] = []
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
) -> list[Found]:
    """Every occurrence of "protection from" in one sentence, each with >= 1 quality."""
    s, e, core = span
    quotes = [i for i in range(s, e) if line[i] == '"']
    if len(quotes) % 2:
        quotes.append(e)
    quoted = list(zip(quotes[::2], quotes[1::2], strict=True))
    found: list[Found] = []
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
) -> Found | None:
    """One `variable` row for the protection a "same is true" list copies from other cards."""
    like = _like_previous(previous, "protection", before, ctx)
    if like is None:
        return None
    scopes, subject, conditions, own_duration = like
    return Found(
        loss=False,
        scopes=scopes,
        subject=subject,
        ability_word=ctx.ability_word,
        conditions=(*ctx.conditions, *conditions),
        duration=duration or own_duration,
        qualities=(
            Quality(
                QualityKind.VARIABLE, "protection", SourcePredicate(chosen="copied_protection")
            ),
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
) -> Found:
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
        qualities, subject = (unparsed(words),), ((Scope.GRANTED,), None, None)
    scopes, who, options = subject
    if options:
        conditions.append(f"one of: {options}")
    return Found(
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
) -> tuple[Quality, ...]:
    one_of = f"one of: {' or '.join(item for item, _ in items)}" if alternatives else None
    out: list[Quality] = []
    for item, condition in items:
        words = item.strip()
        parsed = parse_quality(item, subtypes)
        if parsed is None and (m := _INNER_AND_OR.search(item)):  # "red and haste"
            words = item[: m.start()].strip()
            parsed = parse_quality(words, subtypes)
        conditions = tuple(c for c in (condition, one_of) if c)
        out.extend(
            replace(q, conditions=conditions, words=words) for q in parsed or [unparsed(item)]
        )
    return tuple(out)


def _subject(
    prefix: str, core: str, before: str, ctx: _Context
) -> tuple[tuple[str, ...], str | None, str | None] | None:
    """(scopes, subject, modal options) from the words before "protection from"."""
    if m := _TOKEN.search(prefix):
        return (Scope.TOKEN,), m["subject"], None
    if m := _BECOMES.match(prefix):
        return _scopes(m["subject"], before, ctx), m["subject"], None
    if not prefix.strip() or (_KEYWORD_PREFIX.fullmatch(prefix) and not _VERB.search(prefix)):
        return ctx.outer_scopes or (Scope.SELF,), ctx.outer_subject, None  # a keyword line
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
    if scopes == (Scope.SELF,) and ctx.outer_scopes:
        return ctx.outer_scopes, ctx.outer_subject, modal["options"] if modal else None
    return scopes, who, modal["options"] if modal else None


def _scopes(subject: str, before: str, ctx: _Context) -> tuple[str, ...]:
    low = subject.lower()
    if low in _SELF_SUBJECTS:
        return (Scope.SELF,)
    if low == "it":  # the last thing named: the card itself or a target (Feat of Resistance)
        targets = [t.start() for t in _TARGET.finditer(before)]
        return (
            (Scope.GRANTED,) if targets and targets[-1] > before.rfind(CARDNAME) else (Scope.SELF,)
        )
    if low in _PLAYER_SUBJECTS:
        return (Scope.PLAYER,)
    if low == "both creatures" and _PAIRED.search(before):  # soulbond (702.95): it and its pair
        return (Scope.SELF, Scope.GRANTED)
    if low.startswith("you and "):  # Serra's Emissary: the player and the permanents
        return (Scope.PLAYER, Scope.GRANTED)
    return (Scope.GRANTED,)


def self_names(card_name: str) -> list[str]:
    names = [card_name] if card_name else []
    if ", " in card_name:
        names.append(card_name.split(", ", 1)[0])
    if m := _SHORT_NAME.match(card_name):
        names.append(m[1])
    return sorted(names, key=len, reverse=True)


def as_written(fragment: str, written: str, names: list[str]) -> str:
    """fragment (CARDNAME form) as it is written in the original line."""
    parts = fragment.split(CARDNAME)
    if len(parts) == 1 or not names:
        return fragment.strip()
    alternatives = "(?:" + "|".join(re.escape(n) for n in names) + ")"
    m = re.search(alternatives.join(re.escape(p) for p in parts), written)
    return (m.group() if m else fragment.replace(CARDNAME, names[0])).strip()


def scan(
    oracle_text: str, card_name: str, subtypes: frozenset[str]
) -> list[tuple[int, str, Found]]:
    """(clause_index, clause as written, occurrence) for every protection occurrence."""
    if "protection" not in oracle_text.lower():
        return []
    names = self_names(card_name)
    out: list[tuple[int, str, Found]] = []
    index, ctx = 0, _Context()
    for written in strip_reminder(oracle_text).split("\n"):
        if level := _LEVEL.match(written.strip()):
            ctx = _Context(conditions=(f"level {level[1]}",))
        line = replace_self_name(written, card_name)
        for short in names[1:]:
            line = re.sub(rf"\b{re.escape(short)}\b", CARDNAME, line)
        for sentence, found in _line(line, ctx, subtypes):
            if found:
                text = as_written(sentence, written, names)
                out.extend((index, text, f) for f in found)
                index += 1
    return out
