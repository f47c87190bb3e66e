"""The effect clauses of one ability (CR 702.16b-e): what it targets, deals damage to, fights,
attaches, sweeps, makes its controller sacrifice (edicts) or counters.

`clauses` reads one `Line` (from `pipeline.parse.capabilities`) into capability rows; the
object of each clause is a noun phrase (`pipeline.parse.noun_phrases`,
`pipeline.parse.effect_objects`).
"""

from __future__ import annotations

import re

import msgspec

from pipeline.parse.capability_rows import (
    SENTENCE_END,
    TARGET_WORD,
    Capability,
    Line,
    Out,
    make_row,
)
from pipeline.parse.effect_objects import back_reference, parse_object
from pipeline.parse.noun_phrases import (
    COUNT_WORDS,
    PLURAL_COUNT,
    ObjectRestriction,
    excepted_later,
    parse_noun_phrase,
)
from pipeline.parse.oracle_text import CARDNAME
from pipeline.parse.source_forms import attached_form, attaches_itself, aura_form
from pipeline.parse.subjects import (
    damage_source,
    ends_with_anaphor,
    ends_with_subject,
    referent_of_it,
)
from pipeline.vocabulary import CapabilityKind

__all__ = ["clauses"]


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
    r"deals?\s+(?P<amount>(?:\d+|X|X plus \d+|twice X|that much|half that much|twice that much|"
    r"an amount of|excess|that|an additional \d+|\w+ times X)\s+)?damage\b(?! this turn)"
)
# 614.1a: a replacement of the damage another source would deal, "If a source would deal 4 or
# more damage to a permanent or player, that source deals 3 damage to that permanent or player
# instead" (Divine Presence, Equal Treatment, Forethought Amulet), is no damage this card deals;
# the card's own ("The next time Soltari Guerrillas would deal ...") or a new source's ("... and
# Eye for an Eye deals that much damage") is.
_REPLACES_OTHER_DAMAGE = re.compile(
    r"\b(?:[Aa]n?|[Aa]ny)\s+(?:[\w-]+\s+){0,4}?(?:source|spell|creature|permanent)\b[^.]*?"
    r"\bwould deal\b[^.]*?,\s+(?:instead\s+)?(?:it|that (?:source|spell|creature|permanent))\s*$"
)
_DAMAGE_EQUAL = re.compile(r"\s+equal to (?P<eq>.+?)(?=\s+to\s|\s+divided\b|[.;,]|$)")
_DAMAGE_TO = re.compile(r"(?:\s+of your choice)?\s+(?:to|among)\b")  # Volcano Hellion
_DAMAGE_DIVIDED = re.compile(r"\s+divided (?:as you choose|evenly, rounded down,?)\s+among\b")
_CONTINUES = r"any |target |each |that |its |their |up to |another |the "
# "... and 3 damage to you", "2 damage to target creature, 3 damage to another target
# creature, and 4 damage to a third target creature" (Serpentine Spike, Cone of Flame)
_DAMAGE_AND = re.compile(
    r"\s*,?\s*(?:(?:and|or|and/or)\s+(?P<amount>\d+|X|that much) damage to\s+"
    rf"|(?:and|and/or)\s+(?={_CONTINUES})|(?:or|and/or)\s+(?={_CONTINUES}|an? ))"
    r"|\s*,\s*(?P<listed>\d+|X) damage to\s+"
)
# What may follow a damage object; anything else means the "and" began a new clause.
# The later targets of a damage list: "a second/third target creature" is a target creature;
# "another target" or "a third target" alone is another of the first one's kind
_NTH_TARGET = re.compile(
    r"an? (?:second|third|fourth) (?=target\b[^.;,]*?\b(?:creature|player|permanent|planeswalker)s?\b)"
)
_SAME_TARGET_AGAIN = re.compile(
    r"(?:another|an? (?:second|third|fourth)) target\b(?!\s+(?:creature|player|permanent|planeswalker))"
)
_OBJECT_END = re.compile(
    r"\s*(?:[.;,]|$|and\b|or\b|equal\b|instead\b|this turn\b|at\b|for\b|unless\b|where\b)"
)
_FIGHTS = re.compile(r"\bfights?\b")
_FIGHT_EACH_OTHER = re.compile(r"\bfight each other\b")
# "Attach target Aura you control to target creature" (Aura Finesse; Kor Outfitter, Brass
# Squire): the creature is a target, so protection stops it (702.16b) as well as the attaching
# (702.16c-d); "target Aura attached to a creature to another creature" (Crown of the Ages)
# attaches to the second.
_ATTACH_VERB = re.compile(r"\b[Aa]ttach(?:es)?\b(?P<what>[^.;]{0,80}?)(?<!attached )\bto\b")
_ANOTHER = re.compile(r"\s*another\b(?!\s+target\b)")
_IT_ATTACHED = re.compile(r"^\s*(?:it|them)\s*$")
# The Aura or Equipment "it" names when an earlier sentence targeted one; not "becomes an Aura
# enchantment ... Attach it to target creature" (the Licids: the card itself)
_TARGET_ATTACHMENT = re.compile(r"\btarget (?:Aura|Equipment|Fortification)s?\b")
# "Put ... onto the battlefield attached to", and the card returning itself "to the
# battlefield attached to target creature" (Gryff's Boon); another card returned that way
# (Tawnos's Coffin returns the Auras) or a transformed face is not this card attaching.
_ATTACHED_TO = re.compile(
    r"\bonto the battlefield(?: [^.;]{0,80}?)? attached to\b"
    r"|\b[Rr]eturn CARDNAME (?:(?!transformed)[^.;]){0,80}?to the battlefield"
    r"(?:(?!transformed)[^.;]){0,80}? attached to\b"
)
# What "it" in "attach ... to it" can name: this card ("When CARDNAME enters the battlefield,
# attach all Equipment on the battlefield to it"), a token just created ("create a 0/0 Germ
# creature token and attach that Equipment to it"), or another creature or creature card.
_IT_REFERENT = re.compile(
    r"(?P<self>\bCARDNAME\b)|(?P<token>\btokens?\b)"
    r"|\b(?:creature|permanent)s?\b|\b(?:creature|that) cards?\b"
)
_SWEEP = re.compile(
    r"\b(?:[Dd]estroy|[Ee]xile|[Rr]eturn|[Pp]ut|[Ss]huffle)\s+(?P<q>all|each)(?: other)?\b"
)
# -1/-1 counters on every creature of a kind, for good (122.1a): "Put a -1/-1 counter on each
# creature target player controls" (Contagion Engine), "Put X -1/-1 counters on each creature"
# (Black Sun's Zenith)
_SWEEP_COUNTERS = re.compile(
    rf"\b[Pp]uts? (?:an?|{COUNT_WORDS}) -1/-1 counters? on (?P<q>each)(?: other)?\b"
)
# The objects removed beside a target, which are not targeted: "Destroy target nonland permanent
# and all other permanents with the same name as that permanent" (Maelstrom Pulse's ruling: they
# are destroyed "even if they have hexproof or protection"), Declaration in Stone, Moratorium Stone.
_BESIDE_TARGET = re.compile(r",?\s+and\s+(?:all|each)(?: other)?\b")
_SWEEP_BESIDE_TARGET = re.compile(
    r"\b(?:[Dd]estroy|[Ee]xile|[Rr]eturn|[Pp]ut|[Ss]huffle)\s+target\b[^.;]{0,120}?"
    + _BESIDE_TARGET.pattern
)
# One creature removed without targeting it: "destroy that creature at end of combat" (Thicket
# Basilisk), "destroy the creature with the least power" (Drop of Honey), "exile one of those
# creatures" (Godsend). Protection does not stop them (their rulings); "that creature" after a
# target is that target, already a target row.
_REMOVE_UNTARGETED = re.compile(
    # ... or returns it to its owner's hand or library ("Whenever Wall of Tears blocks a
    # creature, return that creature to its owner's hand at end of combat")
    r"\b(?:[Dd]estroy|[Ee]xile|(?:[Rr]eturn|[Pp]ut)(?=[^.;]*\bowner's (?:hand|library)\b))\s+"
    r"(?:(?P<that>that creature|one of those creatures)"
    r"|(?:the|a) creature with the (?:least|greatest|highest|lowest)\b)"
)
# The creature "that creature" / "those creatures" names, in the same ability: one chosen
# without targeting ("a creature", "a non-Wall creature", "one or more creatures"), not a
# target, nor the creature an Aura or Equipment is attached to (reached by attaching first).
_REMOVED_REFERENT = re.compile(
    r"\b(?P<det>[Tt]arget|[Ee]nchanted|[Ee]quipped|an?|another|more|each)\s+"
    r"(?:(?!(?:[Tt]arget|an?|another|more|each|chooses)\b)[\w-]+\s+){0,3}?creatures?\b(?!'s)"
)
# 603.2: a trigger that removes the object its damage event names, without targeting it:
# "Whenever a creature deals damage to you, destroy it" (No Mercy, Dread), "Whenever a
# creature is dealt damage, destroy it" (Death Pits of Rath), "return it to its owner's hand"
# (Dissipation Field). Protection doesn't stop it: the damage is dealt to a player, or by
# another source; "it" after "CARDNAME deals ..." is the card itself (Leyline Phantom).
_DAMAGE_EVENT_REMOVES = re.compile(
    r"\b[Ww]hen(?:ever)? (?:an?|another) (?P<np>[^,.]{1,50}?) (?:deals (?:combat )?damage to "
    r"you|(?:is|are) dealt damage), (?:destroy|exile|return) it\b"
)
# The same after the card's own damage to a creature named by its subtype: "Whenever Vampire
# Slayer deals damage to a Vampire, destroy that creature" (Dinosaur Hunter too); it needs that
# damage dealt (702.16e). "to a creature" is _REMOVE_UNTARGETED's.
_OWN_DAMAGE_REMOVES = re.compile(
    r"\b[Ww]hen(?:ever)? CARDNAME deals (?:combat )?damage to an? (?P<np>(?!creature\b)[A-Z][^,.]"
    r"{0,30}?), (?:destroy|exile) (?:it|that creature)\b"
)
# "Players discard cards and sacrifice creatures the same way" (Balance).
_EDICT_PLAYERS = re.compile(
    r"\b(?:[Pp]layers|[Ee]ach player)\b[^.;]{0,80}?\bsacrifice (?=(?:creatures|lands|permanents)\b)"
)
# (after an ability word too: "Domain — All creatures get -1/-1 ...", Planar Despair, 207.2c)
_SHRINK_SUBJECT = re.compile(
    r"(?:^|[.;,—:•]|\band\b)\s*(?:•\s*)?(?:[Uu]ntil end of turn,\s*)?(?:[Tt]hen\s+)?(?:(?P<q>all|each|All|Each)\s+)?"
    r"(?P<np>(?:other\s+)?[^\s.;,—](?:(?!\bgets?\b)[^.;,—]){0,80}?)\s+gets?\s+[-+]?(?:\d+|X)/-(?:[1-9]\d*|X)\b"
)
# The subject of a -N/-N on a group, as a static ability or until end of turn: plural, after a
# few adjectives ("Other creatures get -1/-1", Kaervek; "Nonblack creatures", Ascendant Evincar;
# "White creatures", Dread of Night; "Creatures your opponents control"; "Goblins")
_PLURAL_SUBJECT = re.compile(
    r"(?:[Oo]ther\s+)?(?:[\w-]+\s+){0,2}?(?:[Cc]reatures|[Pp]ermanents|[A-Z][a-z]+s)\b"
)
# ... never one object: "it", "enchanted creature", the card itself
_SINGLE_SUBJECT = re.compile(
    r"(?:it|they|that|those|enchanted|equipped|CARDNAME|this)\b", re.IGNORECASE
)
# "Target opponent exiles a creature they control" (Doomfall) is an edict too: the player chooses.
# "sacrifices a third of the creatures they control" (Pox), "half the": a share they choose
_EDICT = re.compile(
    rf"\b(?:sacrifices|exiles)\s+(?P<q>a third|half|a|an|all|that many|{COUNT_WORDS})\b"
    r"(?:\s+of (?:the|those)|\s+the\b)?"
)
# Every permanent of a kind sacrificed, in the passive: "Each nontoken permanent with a name
# originally printed in the Antiquities expansion is sacrificed by its controller" (Golgothian
# Sylex), "each blocking creature is sacrificed by its controller" (Tide of War); the noun phrase
# follows the determiner and must end at "is/are sacrificed".
_EDICT_PASSIVE = re.compile(
    r"\b(?:[Ee]ach|[Aa]ll)\s+(?=[^.;]{1,160}?\s(?:is|are) sacrificed by (?:its|their) controllers?\b)"
)
_SACRIFICED_BY = re.compile(r"\s+(?:is|are) sacrificed by (?:its|their) controllers?\b")
# A state trigger whose permanents are sacrificed (City in a Bottle: "Whenever one or more
# other nontoken permanents with a name ... are on the battlefield, their controllers sacrifice
# them"): the trigger's condition names what goes.
_EDICT_STATE_TRIGGER = re.compile(
    r"^(?:When|Whenever) (?:one or more|an?) (?=[^,.]{1,160}? (?:is|are) on the battlefield, "
    r"(?:their controllers sacrifice them|its controller sacrifices it)\b)"
)
_ON_THE_BATTLEFIELD_SACRIFICED = re.compile(
    r" (?:is|are) on the battlefield, (?:their controllers sacrifice them|its controller sacrifices it)\b"
)
# What is not chosen is sacrificed or destroyed, without targeting: "Each player chooses a
# creature or planeswalker they control, then sacrifices the rest" (Single Combat, Cataclysm),
# "Choose up to one creature. Destroy the rest." (Duneblast, Divine Reckoning, Last One
# Standing); what they choose from is "the permanents they control" where it says so.
_THE_REST = re.compile(
    r"\b[Cc]hooses?\s+(?:up to one |a number of |an? )?(?P<np>[^.]{1,160}?)[.,]\s+(?:then\s+)?"
    r"(?P<verb>sacrifices|[Dd]estroy) the rest\b"
)
_FROM_AMONG = re.compile(r"\bfrom among the\s+")
# What a player chooses, for a sweep of "each permanent chosen this way"
_CHOOSES = re.compile(r"\b[Cc]hooses?\s+(?:up to one |an? )")
# The permanents sacrificed are ones chosen as targets before (Retribution, Incriminate, Ashling).
_EDICT_OF_TARGETS = re.compile(
    r"\b(?:sacrifices|players sacrifice)\s+(?:one of (?:them|those (?:creatures|permanents))|"
    r"that (?:creature|permanent)|those (?:creatures|permanents))\b"
)
_COUNTER = re.compile(r"\b[Cc]ounter\s+(?:up to \w+ )?(?=target\b)")
# A counter without a target, of the spell a trigger names (Chalice of the Void, Counterbalance):
# "Whenever an opponent casts a spell, ... counter that spell".
_COUNTER_CAST = re.compile(
    r"\b(?:When|Whenever) (?:a player|an opponent|another player|each player) casts "
    r"(?P<det>an?) (?P<np>[^.,]*?\bspell)\b[^.]*?[.,][^.]*?\b(?P<verb>[Cc]ounter) (?:that spell|it)\b"
)
# What a damage object that refers back ("that permanent or player", "it", "those permanents",
# "them") stands for: the last object the ability introduced before it, a target ("any target",
# "each of up to two targets", "target creature") or an object chosen without targeting ("a
# creature they control", Flaming Gambit; "attached to a creature", Unforge). A predicate ("If
# it's an artifact creature", Electrostatic Bolt) or a counter ("a +1/+1 counter") is none.
_INTRODUCED = re.compile(
    r"(?P<target>\b[Tt]argets?\b(?!'s))"
    r"|(?<!\bis )(?<!\bare )(?<!'s )(?<!\bwas )\b(?:[Aa]n?|[Aa]nother|[Ee]ach|[Aa]ll|[Oo]ne)\s+"
    r"(?:(?!(?:of|to|and|or|with|for|target)\b)[\w/+-]+\s+){0,3}?"
    r"(?:creature|permanent|planeswalker|player|opponent|artifact|land|enchantment|battle)s?\b"
)
_PERMANENT_KINDS = frozenset(
    {"permanent", "creature", "artifact", "enchantment", "land", "planeswalker", "battle"}
)
# How far back a reference may look for what it names (a few sentences of one ability).
_REFERENCE_WINDOW = 400


def clauses(line: Line, out: Out) -> None:
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
    if "sacrifice" in text or "exiles" in text:
        _edicts(line, out)
    if "the rest" in text:
        _the_rest(line, out)
    if "ounter" in text:
        _counters(line, out)


def _targets(line: Line, out: Out) -> None:
    text = line.text
    # No cost or trigger condition holds a target phrase ("the target of" is skipped below),
    # so the whole line is read: delayed triggers ("When target creature dies") do target.
    for m in _ANY_TARGETS.finditer(text):
        out.add(_target_row(line, ObjectRestriction(object_kind="any"), m.start()))
    for m in TARGET_WORD.finditer(text):
        before = text[max(0, m.start() - 12) : m.start()]
        if _NOT_TARGET_BEFORE.search(before) and not before.rstrip().endswith("each of"):
            continue
        plural = bool(PLURAL_COUNT.search(text[max(0, m.start() - 20) : m.start()]))
        objs, _ = parse_noun_phrase(text, m.end(), and_joins=False, plural=plural)
        for obj in objs:
            out.add(_target_row(line, obj, m.start()))


def _target_row(line: Line, obj: ObjectRestriction, pos: int) -> Capability:
    return make_row(
        CapabilityKind.TARGET, line.via, line.detail(pos), obj, targeted=True, granted=line.granted
    )


def _sentence_start(text: str, pos: int, floor: int) -> int:
    """Where the sentence holding ``pos`` begins (not before ``floor``, the effect's start)."""
    dot = text.rfind(". ", 0, pos)
    return max(dot + 2 if dot >= 0 else 0, floor)


def _damage_source(line: Line, pos: int) -> str:
    # The subject is a few words before the verb; looking no further keeps long input linear.
    start = max(_sentence_start(line.text, pos, line.effect_start), pos - 120)
    return damage_source(line.text, start, pos, granted=line.granted)


def _damage(line: Line, out: Out) -> None:
    text = line.text
    for m in _DEALS.finditer(text):
        if m.start() < line.effect_start:
            continue
        sentence = _sentence_start(text, m.start(), line.effect_start)
        if "would deal" in text[sentence : m.start()] and _REPLACES_OTHER_DAMAGE.search(
            text, sentence, m.start()
        ):
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
        objs: list[ObjectRestriction] = []
        for n in range(4):  # "to each creature and each player", "and 3 damage to you"
            if n and (nth := _NTH_TARGET.match(text, pos)):
                # "a third target creature": parsed as "target creature"
                pos = nth.end()
            parsed = parse_object(text, pos)
            if parsed is None and n and objs and (again := _SAME_TARGET_AGAIN.match(text, pos)):
                # "... 1 damage to any target, 2 damage to another target": another of the
                # same kind (Cone of Flame, Arc Trail)
                parsed = objs, True, again.end()
            if parsed is None:
                break
            objs, targeted, end = parsed
            if n and not _OBJECT_END.match(text, end):
                break  # "... to any target and its controller gains 3 life"
            if not targeted and (reference := back_reference(text, pos)):
                # "Urza's Rage deals 3 damage to any target. If this spell was kicked, instead
                # it deals 10 damage to that permanent or player": the object is the target
                # (608.2b), so protection stops it by stopping the targeting (702.16b), even
                # where the damage can't be prevented (615.12; Stomp's ruling)
                named = _target_referent(line, pos, reference, m.start())
                if named is not None:
                    targeted = True
                    objs = named if reference == "it" else objs
            pos = end
            if eq := _DAMAGE_EQUAL.match(text, pos):
                amount = amount or _amount_equal(eq.group("eq"))
                pos = eq.end()
            for obj in objs:
                out.add(
                    make_row(
                        CapabilityKind.DAMAGE,
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
            if more.group("amount") or more.group("listed"):
                amount = more.group("amount") or more.group("listed")
            pos = more.end()


def _target_referent(line: Line, pos: int, noun: str, verb: int) -> list[ObjectRestriction] | None:
    """What a reference at ``pos`` names ("that permanent or player": ``noun`` "permanent";
    "it": ``noun`` "it") when that is a target of the same ability or spell: the target's
    objects. None when the last object named before it that the noun fits was chosen without
    targeting ("a creature they control ... to it", Flaming Gambit; "attached to a creature
    ... to that creature", Unforge). A spell's earlier lines are the same spell (608.2c). The
    damage's own subject ("Each creature you control ... deals damage equal to its power to
    that creature", Moonlight Hunt; the verb is at ``verb``) is no object it refers to."""
    subject = _sentence_start(line.text, verb, 0)
    for text, end in ((line.text, pos), (line.preceding, len(line.preceding))):
        last: list[ObjectRestriction] | None = None
        targeted = False
        for m in _INTRODUCED.finditer(text, max(0, end - _REFERENCE_WINDOW), end):
            if not m.group("target"):
                if text is line.text and subject <= m.start() < verb and m[0][:3] in ("Eac", "All"):
                    continue  # the subject: "Each creature ... deals damage to that creature"
                kind = m.group(0).rsplit(" ", 1)[1].rstrip("s")
                objs = [ObjectRestriction(object_kind="player" if kind == "opponent" else kind)]
            elif m.group(0).endswith("s") or text.endswith(("any ", "any other "), 0, m.start()):
                objs = [ObjectRestriction(object_kind="any")]  # "any target", "two targets"
            elif _NOT_TARGET_BEFORE.search(text, max(0, m.start() - 12), m.start()):
                continue  # "the target of", "that targets": no new object
            else:
                objs, _ = parse_noun_phrase(text, m.end(), and_joins=False, plural=False)
            if any(_fits(noun, o.object_kind) for o in objs):
                last, targeted = objs, bool(m.group("target"))
        if last is not None:
            return last if targeted else None
    return None


def _fits(noun: str, kind: str) -> bool:
    """Whether a reference by ``noun`` can name an object of ``kind``: "it" names no player,
    "that permanent" a creature, "that creature" any target (115.4)."""
    if kind == "any":
        return noun != "artifact" and noun != "land" and noun != "enchantment"
    if noun == "it":
        return kind != "player"
    return noun == kind or (noun == "permanent" and kind in _PERMANENT_KINDS)


def _amount_equal(phrase: str) -> str:
    phrase = phrase.strip()
    if re.fullmatch(
        r"(?:its|CARDNAME's|that creature's|this creature's|the creature's) power", phrase
    ):
        return "power"
    if re.fullmatch(r"(?:its|CARDNAME's|that creature's|this creature's) toughness", phrase):
        return "toughness"
    return phrase


def _fights(line: Line, out: Out) -> None:
    """Fighting creatures deal the damage (701.14), so the source is one of them."""
    text = line.text
    for m in _FIGHTS.finditer(text):
        if m.start() < line.effect_start:
            continue
        detail = line.detail(m.start())
        sentence_start = max(_sentence_start(text, m.start(), line.effect_start), m.start() - 120)
        subject = text[sentence_start : m.start()]
        if _FIGHT_EACH_OTHER.match(text, m.start()):
            targets = list(TARGET_WORD.finditer(text, sentence_start, m.start()))
            if not targets:
                # "Choose target creature you control and target creature you don't control.
                # ... Then those creatures fight each other" (Joust): the targets named before
                targets = list(TARGET_WORD.finditer(text, line.effect_start, sentence_start))
            for t in targets:
                objs, _ = parse_noun_phrase(text, t.end(), and_joins=False, plural=True)
                for obj in objs:
                    out.add(_fight_row(line, detail, obj, True, "other"))
            continue
        self_subject = ends_with_subject(subject) and _damage_source(line, m.start()) == "self"
        damage_by = "self" if self_subject else "other"
        parsed = parse_object(text, m.end())
        if parsed is not None:
            objs, targeted, _ = parsed
            reference = None if targeted else back_reference(text, m.end())
            if reference is not None:
                # "Choose target creature an opponent controls. ... Target creature you control
                # fights that creature" (Time to Feed): the target chosen before the sentence
                chosen = _target_referent(line, sentence_start, reference, sentence_start)
                if chosen is not None:
                    objs, targeted = chosen, True
            for obj in objs:
                out.add(_fight_row(line, detail, obj, targeted, damage_by))
        if not self_subject:
            # 701.14a: each deals damage to the other, so the fighting creature is also dealt
            # damage, by the creature it fights.
            fighters = [sentence_start + t.end() for t in TARGET_WORD.finditer(subject)]
            if not fighters and ends_with_anaphor(subject):
                # "Then it fights target creature" (Savage Swipe): "it" is the target named before.
                referent = referent_of_it(text, sentence_start)
                named = TARGET_WORD.match(referent.group(0)) if referent is not None else None
                if referent is not None and named is not None:
                    fighters = [referent.start() + named.end()]
            for fighter in fighters:
                objs, _ = parse_noun_phrase(text, fighter, and_joins=False, plural=False)
                for obj in objs:
                    out.add(_fight_row(line, detail, obj, True, "other"))


def _fight_row(
    line: Line, detail: str, obj: ObjectRestriction, targeted: bool, damage_by: str
) -> Capability:
    return make_row(
        CapabilityKind.DAMAGE,
        line.via,
        detail,
        obj,
        targeted=targeted,
        damage_by="other" if line.granted else damage_by,
        damage_amount="power",
        granted=line.granted,
        fight=True,
    )


def _attachments(line: Line, out: Out) -> None:
    """Effects that attach an Aura or Equipment: "attach it to target creature"."""
    text = line.text
    # (where the object to attach to begins, what is attached, the sentence before the verb,
    # where the words that attach begin)
    found: list[tuple[int, str, str, int]] = []
    for m in _ATTACH_VERB.finditer(text):
        if m.start() >= line.effect_start:
            # the sentence around the verb: "attach to it any number of Auras" (Bruna)
            start = _sentence_start(text, m.start(), 0)
            end = SENTENCE_END.search(text, m.end())
            context = text[start : end.start() if end else len(text)]
            found.append((m.end(), m.group("what"), context, m.start()))
    for m in _ATTACHED_TO.finditer(text):
        if m.start() >= line.effect_start:
            before = text[_sentence_start(text, m.start(), 0) : m.start()]
            found.append((m.end(), before, before, m.start()))
    for pos, what, context, verb in sorted(found):
        parsed = parse_object(text, pos)
        another = parsed is None
        parsed = parsed or _another_object(text, pos)
        if parsed is None:
            continue
        objs, targeted, _ = parsed
        # 702.16c-d: an Aura or Equipment another effect attaches is the source, not this card;
        # "it" may name one an earlier sentence of the ability chose ("Gain control of target
        # Aura that's attached to a permanent. Attach it to another permanent", Aura Graft)
        form = attached_form(what, context)
        if (
            form is None
            and _IT_ATTACHED.match(what)
            and (chosen := _TARGET_ATTACHMENT.search(text, line.effect_start, verb))
        ):
            form = attached_form(chosen.group(0), chosen.group(0))
        if form is None and _IT_ATTACHED.match(what):
            form = aura_form(text[:verb])  # "becomes an Aura enchantment. Attach it" (Licids)
        form = form or {}
        for obj in objs:
            if obj == ObjectRestriction(object_kind="permanent") and not another:
                # "attach it to it": the returned creature, unless "it" is this card itself
                # (Vulshok Battlemaster, Bruna's rulings) or a token the effect just created:
                # never another card, so only a protection this card is given can stop it
                obj = _attached_to_it(text[:verb])
            out.add(
                make_row(
                    CapabilityKind.ATTACH,
                    line.via,
                    line.detail(pos),
                    obj,
                    targeted=targeted,
                    granted=line.granted and not attaches_itself(what),
                    **form,
                )
            )


def _another_object(text: str, pos: int) -> tuple[list[ObjectRestriction], bool, int] | None:
    """The untargeted destination "to another creature" ("Attach target Aura attached to a
    creature to another creature", Crown of the Ages; "to another permanent with the same
    controller", Simic Guildmage): the controller picks it as the effect resolves, so it is no
    target, but the Aura still can't be attached to an object it can't enchant (303.4d,
    702.16c)."""
    if not (m := _ANOTHER.match(text, pos)):
        return None
    objs, end = parse_noun_phrase(text, m.end(), and_joins=False, plural=False)
    return (objs, False, end) if objs else None


def _attached_to_it(before: str) -> ObjectRestriction:
    """The creature "it" names in "attach ... to it": the last one the ability mentioned
    before the words that attach ("attach", "onto the battlefield")."""
    last = next(iter(reversed(list(_IT_REFERENT.finditer(before)))), None)
    if last is not None and last.group("self"):
        return ObjectRestriction(object_kind="creature", object_name=CARDNAME)
    if last is not None and last.group("token"):
        return ObjectRestriction(object_kind="creature", object_token=True)
    return ObjectRestriction(object_kind="creature")


def _sweeps(line: Line, out: Out) -> None:
    """Mass effects that do not target: protection does not stop them."""
    text = line.text
    for m in _SWEEP.finditer(text):
        if m.start() >= line.effect_start:
            _sweep_rows(line, out, m.end(), m.start())
    if "-1/-1 counter" in text:  # cheap, as below
        for m in _SWEEP_COUNTERS.finditer(text):
            if m.start() >= line.effect_start:
                _sweep_rows(line, out, m.end(), m.start())
    if " and all" in text or " and each" in text:  # cheap: few lines have one
        for m in _SWEEP_BESIDE_TARGET.finditer(text):
            if m.start() >= line.effect_start:
                _sweep_rows(line, out, m.end(), m.start())
    for m in _REMOVE_UNTARGETED.finditer(text):
        if m.start() < line.effect_start:
            continue
        creature = ObjectRestriction(object_kind="creature")
        if m.group("that"):
            named = list(_REMOVED_REFERENT.finditer(text, 0, m.start()))
            if not named or named[-1].group("det").lower() in ("target", "enchanted", "equipped"):
                continue  # a target, an enchanted creature, or named in another ability
            creature = _referent(text, named[-1]) or creature
        out.add(
            make_row(
                CapabilityKind.SWEEP,
                line.via,
                line.detail(m.start()),
                creature,
                granted=line.granted,
            )
        )
    if "damage" in text:
        _damage_event_removals(line, out)
    if "/-" not in text:
        return
    at = 0
    while (shrink := _SHRINK_SUBJECT.search(text, at)) is not None:
        # a subject that is no group may hold one after its "and" ("Enchanted creature and
        # other creatures that share a creature type with it get +2/-1", Crown of Suspicion)
        at = shrink.start("np") + 1
        if shrink.start("np") < line.effect_start:
            continue
        np = shrink.group("np")
        if beside := _BESIDE_TARGET.search(np):
            # "Target creature and all other creatures with the same name as that creature
            # get -3/-3" (Bile Blight): the others are not targeted
            _sweep_rows(line, out, shrink.start("np") + beside.end(), shrink.start("np"))
            at = shrink.end()
            continue
        if "target" in np.lower() or not (shrink.group("q") or _PLURAL_SUBJECT.match(np)):
            continue
        if _SINGLE_SUBJECT.match(np):
            continue
        _sweep_rows(line, out, shrink.start("np"), shrink.start("np"))
        at = shrink.end()


def _referent(text: str, named: re.Match[str]) -> ObjectRestriction | None:
    """The creature "that creature" names, with its noun phrase's restrictions ("Whenever
    Phyrexian Reaper becomes blocked by a green creature, destroy that creature": a green one),
    or None where the phrase is not one creature."""
    start = named.end("det")
    while text[start : start + 1] == " ":
        start += 1
    objs, _ = parse_noun_phrase(text, start, and_joins=False, plural=False)
    return objs[0] if len(objs) == 1 and objs[0].object_kind == "creature" else None


def _damage_event_removals(line: Line, out: Out) -> None:
    """The object a damage trigger removes (_DAMAGE_EVENT_REMOVES, _OWN_DAMAGE_REMOVES)."""
    for pattern in (_DAMAGE_EVENT_REMOVES, _OWN_DAMAGE_REMOVES):
        for m in pattern.finditer(line.text):
            objs, _ = parse_noun_phrase(line.text, m.start("np"), and_joins=False, plural=False)
            for obj in objs:
                if obj.object_kind not in ("player", "spell", "card", "ability"):
                    detail = line.detail(m.start())
                    out.add(
                        make_row(CapabilityKind.SWEEP, line.via, detail, obj, granted=line.granted)
                    )


def _sweep_rows(line: Line, out: Out, pos: int, verb: int) -> None:
    """The sweep rows of the noun phrase at ``pos`` (the detail is the sentence at ``verb``)."""
    objs, end = parse_noun_phrase(line.text, pos, and_joins=True, plural=True)
    if line.text.startswith(" chosen this way", end) and (
        chosen := list(_CHOOSES.finditer(line.text, 0, verb))
    ):
        # "each player may choose an artifact or enchantment you don't control. Destroy each
        # permanent chosen this way" (Druid of Purification): what could be chosen
        objs, _ = parse_noun_phrase(line.text, chosen[-1].end(), and_joins=True, plural=False)
    excepted = excepted_later(line.text, end)
    for obj in objs:
        if obj.object_kind in ("player", "ability", "spell", "card"):
            continue  # "exile all cards from graveyards": not an answer to a permanent
        if excepted and not (obj.object_excluded_types or obj.object_excluded_subtypes):
            obj = msgspec.structs.replace(
                obj,
                object_excluded_types=excepted.object_excluded_types,
                object_excluded_subtypes=excepted.object_excluded_subtypes,
            )
        out.add(
            make_row(CapabilityKind.SWEEP, line.via, line.detail(verb), obj, granted=line.granted)
        )


def _edicts(line: Line, out: Out) -> None:
    """A player sacrifices: protection on a permanent does not stop it (702.16), unless the
    permanents to choose from were targets ("Choose two target creatures an opponent controls.
    That player chooses and sacrifices one of those creatures", Retribution: 702.16b)."""
    text = line.text
    of_targets: set[int] = set()
    for m in _EDICT_OF_TARGETS.finditer(text):
        targets = list(TARGET_WORD.finditer(text, 0, m.start()))
        if m.start() < line.effect_start or not targets:
            continue
        of_targets.add(m.start())
        objs, _ = parse_noun_phrase(text, targets[-1].end(), and_joins=False, plural=True)
        for obj in objs:
            if obj.object_kind not in ("player", "spell", "card", "ability"):
                out.add(_edict_row(line, m.start(), obj, True))
    earlier: list[ObjectRestriction] = []
    for m in _EDICT.finditer(text):
        if m.start() < line.effect_start or m.start() in of_targets:
            continue
        objs, _ = parse_noun_phrase(
            text, m.end(), and_joins=False, plural=m.group("q") not in ("a", "an")
        )
        if m.group(0).endswith(" of those") and len(earlier) == 1 and earlier[0].object_state:
            # "sacrifices a creature ... that attacked or blocked this turn. ... sacrifices two of
            # those creatures instead" (Gideon's Triumph): the same creatures, in the same state
            objs = [msgspec.structs.replace(o, object_state=earlier[0].object_state) for o in objs]
        earlier = objs
        for obj in objs:
            if obj.object_kind not in ("player", "spell", "card", "ability"):
                out.add(_edict_row(line, m.start(), obj, False))
    for m in _EDICT_PLAYERS.finditer(text):
        if m.start() >= line.effect_start:
            objs, _ = parse_noun_phrase(text, m.end(), and_joins=False, plural=True)
            for obj in objs:
                out.add(_edict_row(line, m.start(), obj, False))
    # every permanent of a kind, sacrificed by its controller: the passive, and a state trigger
    # whose condition names them (the trigger's condition then is no cost or condition to skip)
    for pattern, ends, start in (
        (_EDICT_PASSIVE, _SACRIFICED_BY, line.effect_start),
        (_EDICT_STATE_TRIGGER, _ON_THE_BATTLEFIELD_SACRIFICED, 0),
    ):
        for m in pattern.finditer(text):
            if m.start() < start:
                continue
            objs, end = parse_noun_phrase(text, m.end(), and_joins=False, plural=True)
            if not ends.match(text, end):
                continue  # the phrase is not all of the subject
            for obj in objs:
                if obj.object_kind not in ("player", "spell", "card", "ability"):
                    out.add(_edict_row(line, m.start(), obj, False))


def _the_rest(line: Line, out: Out) -> None:
    """What is not chosen, sacrificed (an edict) or destroyed (a sweep): _THE_REST."""
    text = line.text
    for m in _THE_REST.finditer(text):
        if m.start() < line.effect_start:
            continue
        among = _FROM_AMONG.search(text, m.start("np"), m.end("np"))
        objs, _ = parse_noun_phrase(
            text, among.end() if among else m.start("np"), and_joins=False, plural=bool(among)
        )
        for obj in objs:
            if obj.object_kind in ("player", "spell", "card", "ability"):
                continue
            if m.group("verb") == "sacrifices":
                out.add(_edict_row(line, m.start("verb"), obj, False))
            else:
                detail = line.detail(m.start("verb"))
                out.add(make_row(CapabilityKind.SWEEP, line.via, detail, obj, granted=line.granted))


def _edict_row(line: Line, pos: int, obj: ObjectRestriction, targeted: bool) -> Capability:
    return make_row(
        CapabilityKind.EDICT,
        line.via,
        line.detail(pos),
        obj,
        targeted=targeted,
        granted=line.granted,
    )


def _counters(line: Line, out: Out) -> None:
    text = line.text
    for m in _COUNTER_CAST.finditer(text):
        objs, _ = parse_noun_phrase(text, m.start("np"), and_joins=False, plural=False)
        for obj in objs:
            if obj.object_kind == "spell":
                detail = line.detail(m.start("verb"))
                out.add(
                    make_row(CapabilityKind.COUNTER, line.via, detail, obj, granted=line.granted)
                )
    for m in _COUNTER.finditer(text):
        if m.start() < line.effect_start:
            continue
        objs, _ = parse_noun_phrase(text, m.end() + len("target"), and_joins=False, plural=False)
        for obj in objs:
            if obj.object_kind in ("spell", "ability"):
                out.add(
                    make_row(
                        CapabilityKind.COUNTER,
                        line.via,
                        line.detail(m.start()),
                        obj,
                        targeted=True,
                        granted=line.granted,
                    )
                )
