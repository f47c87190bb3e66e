"""What a capability does to the object it reaches: the player's side of an answer.

A DEBT verdict says whether protection stops a path (702.16b-f); an answer must also *deal
with* the protected card on its own (DESIGN.md, "Answers"). This module reads, for each
capability row the parser found, how it acts on its object:

- `how` (`vocabulary.AnswerHow`): destroy, exile, bounce (to hand or library), sacrifice
  (edicts), damage, shrink (-N/-N), neutralise (can't attack or block, doesn't untap, control
  changes, loses all abilities), counter, combat; None when it does nothing that deals with a
  permanent (tap it, pump it, put a counter on it, an Aura or Equipment that helps it);
- `amount`: the toughness a shrink takes away ("2", "X"); damage keeps `damage_amount`, but
  for counted or repeated damage, and a creature's damage to itself by its power (ITS_POWER);
- `depends`: why the result depends on a choice made in play ("unless its controller pays",
  "the creature with the greatest power"), or None;
- `speed` (`vocabulary.Speed`): `instant` (an instant, a flash card, an activated ability)
  or `sorcery` (a sorcery, a permanent's triggered or static ability, a loyalty ability).

Whether the result removes the card (damage or -N/-N at least its toughness, ...) is decided
in SQL against the protected card's printed characteristics (`sql/internal/answer_outcomes.sql`).
"""

from __future__ import annotations

import re
from typing import NamedTuple

import msgspec

from pipeline.parse.capability_rows import ACTIVATED_COST, SENTENCE_END, Capability, Face
from pipeline.parse.noun_phrases import COUNT_WORDS, ObjectRestriction, parse_noun_phrase
from pipeline.parse.oracle_text import ABILITY_WORD, CARDNAME
from pipeline.vocabulary import (
    COLOR_BY_WORD,
    AnswerHow,
    CapabilityKind,
    EffectLimit,
    SourceKind,
    Speed,
)

__all__ = ["with_effects"]


# A loyalty ability ("[−3]: ...") is an activated ability at sorcery speed (606.3).
_LOYALTY = re.compile(r"^\[?[+−-]?(?:\d+|X)\]?:")
# An activated ability its controller can use only on their own turn (602.5d): "Activate only as
# a sorcery", "only during your turn", "only during your upkeep" (Emberwilde Augur)
_SORCERY_ONLY = re.compile(
    r"\bActivate only (?:as a sorcery|during your (?:turn|upkeep|draw step|end step))\b"
)
# An activated ability its controller can use only while play allows (602.5b): "Activate only if
# you control four or more snow permanents" (Heidar, Rimewind Master), "only if seven or more
# cards are in your graveyard" (Barbarian Ring), "only if this creature attacked this turn"
_ACTIVATE_ONLY_IF = re.compile(r"\bActivate only if\b")
# An effect that lasts a turn deals with nothing (a Threaten, "can't block this turn").
_TEMPORARY = re.compile(
    # (not a state of the object: "creature that attacked you this turn", Jabari's Influence)
    r"\b(?:(?<!attacked you )(?<!attacked )(?<!blocked )this turn|until end of turn"
    r"|until your next turn|during its controller's next untap step)\b",
    re.IGNORECASE,
)
# A flicker: exiled and returned to the battlefield (Cloudshift, Flickerwisp).
_RETURNS_TO_BATTLEFIELD = re.compile(
    r"\b[Rr]eturn (?:it|that card|those cards|them|the exiled card|each card exiled this way)"
    r"[^.]{0,60}?\bto the battlefield\b"
)
_UNTIL_LEAVES = re.compile(r"\buntil [^.]{1,60}? leaves the battlefield\b")
# Why a removal of all but what a player keeps depends (_DEPENDS: "then sacrifices the rest")
_CHOSEN_TO_STAY = "only what isn't chosen to stay"
_CHOSEN_TO_STAY_ONLY = re.compile(
    r"\bthe rest\b|\bsacrifices all other\b|\bpiles?\b|\bthe same way\b"
)
# ... unless its caster chooses, and may choose none: "Choose up to one creature. Destroy the
# rest." (Duneblast; not "Each player chooses a creature they control", Divine Reckoning)
_CASTER_SPARES = re.compile(r"^Choose up to [\w-]+ [^.]*\.\s*$")
# ... or must spare one: "Choose a creature or planeswalker, then destroy all other creatures
# and planeswalkers" (Deadly Vanity; Fortunate Few's "nonland permanent you don't control"),
# where the card, if it is the only one, is the one chosen
_CASTER_SPARES_ONE = re.compile(
    r"(?:^|\. )Choose an? [^.]{1,80}?(?:, then (?:destroy|exile) all other\b"
    r"|(?:, then [^.]{0,150})?\. (?:Destroy|Exile) all other\b)"
)
# ... and never, where each player keeps one of their own, as the card's controller may always
# keep the card: "Each player chooses a creature they control. Destroy the rest." (Divine
# Reckoning), "Each player chooses from among the permanents they control an artifact, a
# creature, an enchantment, and a land, then sacrifices the rest" (Cataclysm, Single Combat);
# not a number of them (Balance), a total power (Slaughter the Strong), or where its caster
# may choose for them instead (Mythos of Snapdax)
_EACH_KEEPS_ONE = re.compile(
    r"\b[Ee]ach player chooses (?:from among the (?:nonland )?permanents they control )?an? "
    r"(?!number\b)[^.]{0,120}?(?:they control)?(?:\. Destroy the rest|, then sacrifices the rest)\b"
)
_CHOOSES_FOR_THEM = re.compile(r"\byou choose the permanents for each player\b")
# ... or a share rounded up, never none of what they control: "sacrifices a third of the
# creatures they control ... Round up each time." (Pox, Fraying Omnipotence) takes at least
# one, of their choosing, as an edict does (not "half the permanents ..., rounded down", Curse
# of the Cabal, which may take none)
_SHARE = re.compile(r"\b(?:a third of|half) the\b")
_ROUNDED_UP = re.compile(r"\b(?:[Rr]ound up each time|rounded up)\b")
# The target only as a measure: "Destroy all creatures with power greater than target
# creature's power" (Fell the Mighty) destroys others, never the target
_TARGET_AS_MEASURE = re.compile(r"\btarget [\w-]+(?: [\w-]+)?'s (?:power|toughness|mana value)\b")
# "Destroy all Auras and Equipment attached to target creature" (Strip Bare), "Return all Auras
# attached to target permanent you own" (Scarab of the Unseen): what is attached goes, the
# target stays
_ATTACHMENTS_OF_TARGET = re.compile(
    r"\b(?:[Dd]estroy|[Ee]xile|[Rr]eturn) all (?:Auras?|Equipment)(?: and (?:Auras?|Equipment))?"
    r"(?: you control)? attached to target\b"
)
# "return that card to the battlefield" said of what a line exiles: a flicker (Flickerform)
_RETURNS_THAT = re.compile(r"\b[Rr]eturn (?:that card|it|them)[^.]{0,60}?\bto the battlefield\b")
# The verbs that remove a targeted permanent, each before the word "target" in its clause.
_TARGET_VERBS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b[Ee]xile\b[^.;]{0,60}?\btarget\b"), AnswerHow.EXILE),
    (re.compile(r"\b[Dd]estroy\b[^.;]{0,60}?\btarget\b"), AnswerHow.DESTROY),
    (
        re.compile(
            r"\b[Rr]eturn\b[^.;]{0,60}?\btarget\b[^.;]{0,80}?\bto (?:its|their) owners?'?s?'? hands?\b"
        ),
        AnswerHow.BOUNCE,
    ),
    (
        re.compile(
            r"\b(?:[Pp]ut|[Ss]huffle)\b[^.;]{0,60}?\btarget\b[^.;]{0,80}?\b(?:library|libraries)\b"
        ),
        AnswerHow.BOUNCE,
    ),
    # "Put target nonland permanent into your hand" (Five-Finger Discount): off the battlefield
    (
        re.compile(
            r"\b[Pp]ut target (?:nonland )?(?:permanent|creature|artifact|enchantment) into your hand\b"
        ),
        AnswerHow.BOUNCE,
    ),
    (re.compile(r"\b[Gg]ain control of\b[^.;]{0,60}?\btarget\b"), AnswerHow.NEUTRALISE),
    # "Exchange control of two target creatures" (Switcheroo): its controller gets the card;
    # not between two the opponent controls ("two target creatures you don't control", Visions
    # of Duplicity), which in a two-player game changes nothing
    (
        re.compile(
            r"\b[Ee]xchange control of\b(?![^.;]*\btwo target [^.;]*\byou don't control\b)"
            r"[^.;]{0,80}?\btarget\b"
        ),
        AnswerHow.NEUTRALISE,
    ),
    # "The owner of target permanent shuffles it into their library" (Chaos Warp, Oblation),
    # "... puts it on the top or bottom of their library" (Run Out of Town), "Target creature's
    # owner puts it on the top or bottom of their library" (Revenge of the Drowned)
    (
        re.compile(
            r"\b(?:[Oo]wner of target\b[^.;]{0,60}?|\b[Tt]arget [^.;]{0,60}?'s owner )"
            r"(?:shuffles (?:it|that \w+) into|puts it on the top or bottom of) "
            r"(?:their|its owner's) library\b"
        ),
        AnswerHow.BOUNCE,
    ),
    # "Target creature's controller sacrifices it" (Mercy Killing), "The controller of target
    # artifact sacrifices it" (Shape Anew): that very permanent, no choice
    (
        re.compile(
            r"(?:\b[Tt]arget\b[^.;]{0,80}?\bcontroller|\b[Cc]ontroller of target\b[^.;]{0,60}?)"
            r" sacrifices (?:it|that \w+)\b"
        ),
        AnswerHow.SACRIFICE,
    ),
)
_SWEEP_VERBS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b[Ee]xile\b"), AnswerHow.EXILE),
    (re.compile(r"\b[Dd]estroy\b"), AnswerHow.DESTROY),
    (re.compile(r"\b[Rr]eturn\b[^.;]{0,120}?\bhands?\b"), AnswerHow.BOUNCE),
    (re.compile(r"\b(?:[Pp]ut|[Ss]huffle)\b[^.;]{0,120}?\blibrar(?:y|ies)\b"), AnswerHow.BOUNCE),
)
# "gets -2/-2", "get +1/-1", "gets -X/-X": the toughness it loses ("-4/-0" loses none); the
# caster's pick of a boost or a shrink too ("gets +X/+X or -X/-X", Liliana of the Dark Realms).
_SHRINK = re.compile(
    r"\bgets? (?:[+-]?(?:\d+|X)/[+-]?(?:\d+|X) or )?[+-]?(?:\d+|X)/-(?P<n>[1-9]\d*|X)\b"
)
# "Put three -1/-1 counters on target creature" (Skinrender), "a -1/-1 counter on each
# creature" (Contagion Engine): for good, as a -N/-N that doesn't wear off (122.1a)
_MINUS_COUNTERS = re.compile(
    rf"(?:\b[Pp]uts? |,\s+(?:and\s+)?)(?P<n>an?|{COUNT_WORDS}) -1/-1 counters? on\b"
    r"(?! (?:it|CARDNAME|this)\b)"
)
# Counters split among targets, all of which may go on one ("Distribute two -2/-1 counters among
# one or two target creatures", Contagion: -4/-2 on one)
_DISTRIBUTED_COUNTERS = re.compile(
    rf"\b[Dd]istribute (?P<n>{COUNT_WORDS}) -\d+/-(?P<toughness>\d+) counters among\b"
)
# (also "Counter target spell or ability an opponent controls that targets a land you
# control", Teferi's Response)
_COUNTERS_TARGETING = re.compile(
    r"\b[Cc]ounter target [^.;]{0,40}?\bspell[^.;]{0,45}? that targets\b"
)
# "Counter target spell if it was kicked" (Ertai's Trickery): only a spell with kicker or
# multikicker (702.33), and then only if it was
_IF_KICKED = re.compile(r"\b[Cc]ounter target spell if it was kicked\b")
_IF_ITS_COLOR = re.compile(
    r"\b(?:spell|permanent|creature) if it's (?P<color>white|blue|black|red|green)\b"
)
# "Whenever this creature deals combat damage to a creature, exile that creature" (Kaldra
# Compleat), "... deals damage to a creature, destroy that creature" (Deathgazer-like triggers).
# "Whenever Vampire Slayer deals damage to a Vampire, destroy that creature" too.
_AFTER_DAMAGE = re.compile(
    r"\bdeals? (?:combat )?damage to (?:(?:a|another) creature\b|an? [A-Z][a-z]+\b)"
)
_EDICT_EXILES = re.compile(r"\bexiles (?:a|an|all|one|two|three)\b")
_TRIGGER_NAMES_IT = re.compile(
    r"^(?:When|Whenever)\b[^,]*,[^.]*\b(?:that creature|those creatures|that permanent)\b"
    # "Until end of turn, whenever a creature is dealt damage, destroy it" (Shriveling Rot)
    r"|\b[Ww]hen(?:ever)?\b[^,.]*\bdamage\b[^,.]*, (?:destroy|exile|return) it\b"
)
# A trigger on the card's own death or leaving (603.6c, 603.10a): "When False Prophet dies, exile
# all creatures", "When Pitchburn Devils dies, it deals 3 damage to any target". It happens
# only once the card is gone, which its opponent decides as much as its controller; "enters
# the battlefield or dies" (Ashen Rider) is sure on entering.
_OWN_LEAVING = re.compile(
    r"^(?:When|Whenever) (?!(?:a|an|another|one or more|enchanted|equipped|target|each)\b)"
    r"(?![^,.]*\benters\b)[^,.]*?\b(?:dies|is put into (?:a|your|its owner's) graveyard from "
    r"the battlefield|leaves the battlefield)\b"
)
# ... unless its controller can make it leave at will: a cost that sacrifices it ("{2},
# Sacrifice Plague Dogs: Draw a card"), an upkeep that sacrifices it ("At the beginning of your
# upkeep, sacrifice Goblin Boom Keg") or does unless they pay (Piru, the Volatile; echo), or
# its counters running out (vanishing, fading)
_LEAVES_AT_WILL = re.compile(
    r"\bSacrifice CARDNAME\b[^.:]*:"
    r"|\bAt the beginning of your upkeep, sacrifice CARDNAME(?: unless you pay [^.]*)?\."
    r"|^(?:Echo|Vanishing|Fading)\b",
    re.MULTILINE,
)
# What keeps a permanent from doing anything for good (an Aura or an effect with no duration),
# an Aura that makes it something else included: "Enchanted permanent is an enchantment and
# loses all other card types" (One with the Stars: no longer a creature), "... is a Treasure
# artifact ... and it loses all other abilities" (Minimus Containment)
_NEUTRALISES = re.compile(
    r"\bcan't attack(?: or|,) block\b|\bdoesn't untap during (?:its controller's|your) untap steps?\b"
    r"|\bloses all abilities\b|\b[Yy]ou control enchanted\b"
    r"|\b[Ee]nchanted (?:creature|permanent) (?:is|has)\b(?:\"[^\"]*\"|[^.(\"])*\bloses all other "
    r"(?:abilities|card types)\b"
    # a land and nothing else (205.1a: the new card type replaces the old ones), "Enchanted
    # permanent is a colorless Forest land" (Song of the Dryads)
    r"|\b[Ee]nchanted (?:creature|permanent) is an? (?:colorless )?(?:[A-Z]\w+ )?land\.$"
)
# ... of which "doesn't untap" holds only once the permanent is tapped: as it enters, if the
# card taps it ("When Claustrophobia enters, tap enchanted creature"), else once it attacks
_DOESNT_UNTAP = re.compile(r"\bdoesn't untap during")
_TAPS_ATTACHED = re.compile(r"\b[Tt]ap (?:enchanted|equipped) (?:creature|permanent|artifact)\b")
_UNTIL_TAPPED_REASON = "only once the card is tapped (it attacks, or an effect taps it)"
# It taps the creature at every upkeep, its controller's and the other player's, so it is tapped
# whenever attackers or blockers are declared ("At the beginning of each upkeep, if enchanted
# creature is untapped, tap it", Narcolepsy; Curse of Chains): it neither attacks nor blocks
_TAPS_EACH_UPKEEP = re.compile(
    r"^At the beginning of each upkeep, (?:if enchanted creature is untapped, tap it"
    r"|tap enchanted creature)\.$"
)
# Reminder text, which says again what the rules text does: "(It's not a creature unless it's
# crewed.)", "(If it was a creature, it's no longer a creature.)"
_REMINDER = re.compile(r"\([^()]*\)")
# A Vehicle can become a creature again when crewed (702.122): "is a Vehicle artifact with crew 5"
_CREWED = re.compile(r"\bwith crew \d+\b")
# The states of play a damage object may be restricted to (noun_phrases' object_state): the card
# must be attacking, blocking, tapped, already damaged, ... when the damage is dealt.
_PLAY_STATE = re.compile(
    r"\b(?:attacking|blocking|blocked|unblocked|tapped|untapped|dealt damage|attacked|"
    r"shares? a color|choice|chosen)\b"
)
# A trigger on a creature attacking or blocking that damages that creature (an untargeted row
# whose object is the trigger's creature)
_TRIGGER_DAMAGES_IT = re.compile(
    r"^(?:When|Whenever) (?:(?:a|an|another) [^,.]*?\b(?:attacks|blocks)\b"
    r"|[^,.]*\b(?:blocks|becomes blocked by)(?: or becomes blocked by)? (?:a|an) [^,.]*?creature)"
    r"[^,.]*, [^.]*?\bdamage to (?:it|that creature)\b(?!['’]s)"
)
# A replacement of a creature's dying ("If a creature dealt damage by the targeted creature
# would die this turn, exile that creature instead", Runesword): it changes where a creature
# something else kills goes, and removes nothing on its own (614.1a)
_REPLACES_DYING = re.compile(r"\bwould die\b[^.]*\binstead\b")
# A sentence that does more "instead" to an object of the colors or types it names, which the
# card data decides: "If that creature is white or blue, Lightning Dart deals 4 damage to it
# instead", "If it's an artifact creature, ...", "If that permanent is green, Burning Hands
# deals 6 damage instead", "If that creature is a Zombie, ..."
_IF_OBJECT_IS = re.compile(
    r"^If (?:that creature|that permanent|it)(?: is|'s) (?:an? )?(?P<what>[\w -]{1,40}), [^.]*\binstead\b"
)
# What happens instead of the rest only under a condition: a kicker paid, threshold, raid, what
# a replacement replaces ("If this spell was kicked, instead destroy target creature",
# "... sacrifices two attacking creatures instead if you control three or more artifacts")
_INSTEAD_IF = re.compile(r"^(?=[^.]*\binstead\b)(?=[^.]*\b(?:[Ii]f|would)\b)")
# A sentence that happens only under a condition play decides: "If you win the flip, destroy
# all creatures with power 2 or less" (Puppet's Verdict), "If that player doesn't, destroy that
# creature" (Winter's Chill), threshold, raid; not "If you do" or "If you pay", the controller's
# own choice to pay what it costs (like an additional cost)
_IF_CONDITION = re.compile(r"^(?:[^.—]* — )?(?:If (?!you do\b|you pay\b)|Otherwise\b)")
# A trigger's intervening "if" (603.4): it does anything only if the condition holds, as it
# triggers and as it resolves ("When Shrike Harpy enters the battlefield, if tribute wasn't
# paid, ...", "At the beginning of each end step, if a creature died this turn, ...", "if you
# control two or more Plains"); not "if you cast it from your hand" or "if it's on the
# battlefield", which the controller's casting of it makes true
_INTERVENING_IF = re.compile(
    r"^(?:[^.—]* — )?(?:When|Whenever|At) [^.]*?, if "
    r"(?!you cast it from your hand\b(?! and)|it's (?:still )?on the battlefield\b(?! and))"
)
# An activated ability whose cost removes counters ("{T}, Remove three charge counters from Lux
# Cannon: Destroy target permanent", "Remove six +1/+1 counters from Karlov"): it can be used
# only once play has put them there, unless the card enters with enough (a fade counter of
# Parallax Wave, Myojin's divinity counter)
_REMOVES_COUNTERS = re.compile(
    r"^[^:]*\b[Rr]emove (?P<n>an?|one or more|all|X|\w+) (?:[^:,]*? )?counters? from\b[^:]*:"
)
_ENTERS_WITH = re.compile(
    r"\benters(?: the battlefield)? with (?P<n>an?|one|two|three|four|five|six|seven|eight|nine|"
    r"ten|X|\d+|a number of)\b[^.]*?\bcounters?\b"
    r"|^(?:Fading|Vanishing|Modular|Graft) (?P<k>\d+)|^Sunburst\b",
    re.MULTILINE,
)
# "Remove a +1/+1 counter from Triskelion: It deals 1 damage to any target": used once per
# counter, all of it on one target if its controller wants (the amount is the whole supply);
# so is a -1/-1 counter it moves ("Remove a -1/-1 counter from Grim Poppet: Put a -1/-1
# counter on another target creature"; "{B}, Remove a -1/-1 counter from Carnifex Demon: Put
# a -1/-1 counter on each other creature"), over turns too: a tap in the cost (Serrated Arrows,
# "{2}, {T}, Remove a charge counter from Trigon of Corruption") spreads the counters over
# turns, which add up, as damage never does (514.2)
_PER_COUNTER = re.compile(
    r"^(?:(?P<cost>(?:\{[^}]*\})+(?:, (?:\{[^}]*\})+)*), )?[Rr]emove (?:a|an|one) (?:[^:,]*? )?"
    r"counter from [^:]*: [^.]*?"
    r"(?:\bdeals? (?P<damage>\d+) damage\b|\b[Pp]ut (?P<counter>a|one) -1/-1 counter on\b)"
)
# a cost that taps or untaps its permanent: once a turn
_TAPS = re.compile(r"\{[TQ]\}")
_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip
# Cleave: the words in square brackets restrict it unless its cleave cost is paid ("Counter
# target spell [that wasn't cast from its owner's hand]", Wash Away); a bound there is the card
# data's to decide, as a bound a condition widens is ("Destroy all creatures [with mana value 2
# or less]", Path of Peril: _limit)
_CLEAVE_BOUND = re.compile(r"\[with (?P<stat>mana value|power|toughness) (?P<n>\d+) or less\]")
_CLEAVE = re.compile(r"\[(?!with (?:mana value|power|toughness) \d+ or less\])[^\]]+\]")
# A result of a die roll ("2 — Destroy all artifacts.", "1—9 | ... deals 5 damage"): it happens
# only on the results its line names, unless every result line does the same (Spiked Pit Trap)
_DIE_RESULT = re.compile(r"^(?P<range>\d+(?:[—–-]\d+)?\+?) ?(?:—|\|) ?(?P<body>.*)$")
# "... any player may pay 5 life. If a player does, counter Dash Hopes" (punisher cards)
_ANY_PLAYER_MAY = re.compile(r"\bany player may\b|\bIf a player does\b")
_OFFERED = "unless a player pays or does what it offers"
# A dexterity card: what it does reaches what a flip or a drop lands on ("Flip Falling Star
# onto the playing area from a height of at least one foot", Chaos Orb, Landfill's cards)
_DEXTERITY = re.compile(r"\bfrom a height of\b")
_DEXTERITY_REASON = "only what its flip, drop or dice land on"
# An Eldrazi processor: "you may put a card an opponent owns from exile into that player's
# graveyard. If you do, ...": only once an opponent's card is in exile
_PROCESSES = re.compile(r"\bfrom exile into (?:that player's|their owners?'s?) graveyards?\b")
_PROCESSED_REASON = "only once an opponent's card is in exile to put into a graveyard"
# ... or as the cost of casting it at all (Processor Assault)
_PROCESSES_TO_CAST = re.compile(
    r"\bAs an additional cost to cast this spell, put a card an opponent owns from exile\b"
)
# ... or a target it may have only tapped as it is cast ("You can't choose an untapped permanent
# as this spell's target as you cast it", Dream Leash, Enthralling Hold): the card, only once
# it is tapped, as it is after attacking
_TAPPED_TARGET_TO_CAST = re.compile(
    r"\bYou can't choose an untapped (?:permanent|creature) as this spell's target\b"
)
_TAPPED_TARGET_REASON = (
    "only while the card is tapped as it is cast (it attacked, or an effect tapped it)"
)
# A trigger on combat damage dealt to a player or on not being blocked: the opponent's blocks
# decide whether it happens ("Whenever Necrite attacks and isn't blocked", Riptide Entrancer)
# (not one that also triggers as the card enters: "Whenever Aerial Extortionist enters the
# battlefield or deals combat damage to a player", sure on entering)
_UNBLOCKED_TRIGGER = re.compile(
    r"^(?:When|Whenever) (?![^,.]*?\benters(?: the battlefield)? or\b)"
    r"[^,.]*?\b(?:deals? (?:combat )?damage to (?:a player|an opponent|one or more "
    r"(?:players|opponents)|a player or (?:a )?planeswalker)|attacks and isn't blocked|becomes "
    r"unblocked|isn't blocked)\b"
)
_FOR_EACH_REASON = "only as many as the count it names, which play decides"
# Damage of a printed number plus a count play decides ("where X is 3 plus the number of
# artifacts you control", Welding Sparks): at least that number (effect_amount "3+")
_X_PLUS = re.compile(rf"\bwhere X is (?P<n>\d+|{'|'.join(_NUMBER_WORDS)}) plus\b")
# Targets it must have besides the card, each a permanent ("Destroy two target creatures",
# "... two -1/-1 counters on another target creature, and three -1/-1 counters on a third
# target creature", Incremental Blight): cast only with others on the battlefield (601.2c); not
# "any target", which a player always is, nor "two target permanents", which its caster's own
# lands always are (as an edict on any permanent takes a land), nor "up to two", "one, two, or
# three"; "Destroy six target creatures" (Hex) too
_MORE_TARGETS = re.compile(
    r"\b(?:two|three|four|five|six|seven|eight|nine|ten) target "
    r"(?!(?:players?|opponents?|cards?|spells?|permanents?|lands?)\b)"
    r"[\w-]+"
    r"|\ba (?:second|third) target (?!(?:player|opponent|permanent|land)\b)[\w-]+"
)
# ... or one of its caster's own beside the card (_needs_its_own): to give in an exchange
# ("Exchange control of target artifact you control and target artifact or creature you don't
# control"), or to return with it ("Return target creature you control and target creature
# you don't control to their owners' hands", Peel from Reality)
_OWN_TARGET_TOO = re.compile(
    r"\b(?:[Ee]xchange control of|[Rr]eturn) target (?P<kinds>[\w ,-]{1,40}?) you control and\b"
)
_MORE_TARGETS_REASON = (
    "only with other permanents on the battlefield for its other targets (601.2c)"
)
# ... or a card in a graveyard it must target beside the card, on the same line ("Return target
# permanent to its owner's hand. Return target permanent card from your graveyard to your
# hand.", Aether Helix; "Return target creature card from a graveyard and target creature on
# the battlefield", Rise): cast only with such a card there (601.2c); not "up to four" (Devious
# Cover-Up) or "any number of" (`optional`)
_GRAVEYARD_TARGET_TOO = re.compile(
    r"\b(?P<optional>up to [\w-]+ |any number of )?target (?:[\w-]+ ){0,4}?cards? (?:from|in) "
    r"(?:a|your|an opponent's|target player's|that player's) graveyard\b"
)
_GRAVEYARD_TARGET_REASON = "only with a card in a graveyard for its other target (601.2c)"
_UP_TO = re.compile(r"\bup to\b|\bone or two\b|\bone, two, or three\b|\bany number of\b")
# A quoted ability, to its closing quote or the end of the sentence the row holds of it
_QUOTED_ABILITY = re.compile(r'"[^"]*(?:"|$)')
# As many targets as counters it gains in play count: "Return up to X target permanents ...,
# where X is the number of verse counters on Recantation" (it enters with none)
_X_COUNTS_COUNTERS = re.compile(r"\bX target\b[^.]*\bwhere X is the number of [^.]*\bcounters on\b")
_X_COUNTERS_REASON = "only once it has the counters X counts (as many targets as those)"
# Boast (702.142a): "Activate only if this creature attacked this turn and only once each turn"
# is its reminder text, which the face's text has lost
_BOAST = re.compile(r"^Boast\b")
_BOAST_REASON = "only once it has attacked this turn (boast, 702.142a)"
# A target player that must meet a state of play, whose permanents the ability then reaches
# ("Choose target opponent who had at least two fewer creature cards in their graveyard than you
# did as you activated this ability. Destroy target nonblack creature that player controls.",
# Keeper of the Dead)
_TARGET_PLAYER_WHO = re.compile(r"\b[Cc]hoose target (?:opponent|player) who\b")
_TARGET_PLAYER_REASON = "only while the player it targets meets its condition (a state of play)"
_MUTATES = re.compile(r"^Whenever (?:this creature|CARDNAME) mutates\b")
# ... or on training: "Whenever Savior of Ollenbock trains" (702.149: it attacks beside a
# creature with greater power, which its controller may not have)
_TRAINS = re.compile(r"^Whenever (?:this creature|CARDNAME) trains\b")
# A mode the other player picks: "An opponent chooses one — • You draw three cards. • You
# destroy up to two target creatures that player controls." (Fatal Lore, Misfortune)
_OPPONENT_CHOOSES = re.compile(r"\b(?:[Aa]n|[Tt]arget) opponent chooses one\b")
_VICTIM_CHOOSES = "only if the opponent picks this mode"
# Damage its victim's controller may trade away: "deals 3 damage to target creature unless that
# creature's controller has Blazing Salvo deal 5 damage to them" (other effects read "unless"
# in _DEPENDS)
_UNLESS = re.compile(r"\bunless\b")
_UNLESS_REASON = "unless its controller pays or chooses otherwise"
_AMOUNTS = (AnswerHow.SHRINK, AnswerHow.DAMAGE)  # judged by an amount, which "for each" makes X
# "Exile Kaya, Ghost Haunter haunting target creature": the card exiles itself (702.55)
_HAUNTING = re.compile(r"\b[Ee]xile [^.]{0,100}?\bhaunting target\b")  # (bounded: linear)
# A triggered ability's trigger: up to the comma that ends it (CARDNAME for the card's name)
_TRIGGER = re.compile(
    r"^(?:[^.—]* — )?(?:Until [^,]*, )?(?P<trigger>(?:When|Whenever|At|when|whenever) [^,]*)"
)
# A trigger on what an opponent does ("Whenever a source an opponent controls deals damage to
# you, that player sacrifices a permanent", Michiko Konda; "Whenever an opponent casts ...")
_OPPONENTS_TRIGGER = re.compile(
    r"\b(?:an opponent|a source an opponent controls|a (?:creature|permanent|spell) an opponent "
    r"controls|deals (?:combat )?damage to you)\b"
)
_OPPONENTS_DOING = "only once the opponent does what its trigger names"
# A trigger on an event other than the card's own doing: another object entering, dying or
# being cast, a card drawn ("Whenever another Scarecrow enters the battlefield under your
# control, destroy target permanent", Reaper King; landfall), or the card being dealt damage
# or becoming blocked (which the opponent decides); not the card entering, attacking, its
# controller's steps ("At the beginning of ..."), a state
_EVENT_TRIGGER = re.compile(
    r"^(?:[^.—]* — )?When(?:ever)? (?!CARDNAME\b|this \w+\b|you cast (?:this spell|CARDNAME)\b"
    # a state trigger fires as soon as its state holds (603.8: "Whenever one or more other
    # nontoken permanents ... are on the battlefield", City in a Bottle)
    # cycling the card itself is its own doing ("When you cycle Decree of Pain"); cycling or
    # discarding another card needs that card (Archfiend of Ifnir)
    r"|you cycle (?:CARDNAME|this card)\b|[^,]*\b(?:is|are) on the battlefield\b)"
    r"|^(?:[^.—]* — )?Whenever CARDNAME (?:is dealt damage|becomes blocked|becomes the target|"
    # battalion: "Whenever Firemane Avenger and at least two other creatures attack"
    r"and (?:at least )?\w+ other creatures? attack)\b"
)
_WAITS = "only once what its trigger waits for happens"
# An ability the card has only while a condition holds ("Threshold — As long as seven or
# more cards are in your graveyard, Gloomdrifter has \"When Gloomdrifter enters, nonblack
# creatures get -2/-2 until end of turn.\"", Pardic Arsonist, Tyrant's Familiar)
_GRANTED_WHILE = re.compile(r'^(?:[^—"]* — )?As long as (?P<condition>[^"]*?), [^"]*"')
# An ability given to its controller's permanents of a subtype ("Until end of turn, Wizards you
# control gain \"{T}: Counter target spell.\"", Psychic Trance; "each Vampire you control gains",
# Sorin, Vampire Lord): only with such a permanent to use it (a Sliver's "Sliver creatures you
# control have" is its own too)
_SUBTYPE_HOLDERS = re.compile(
    r"\b(?P<subtype>(?!(?:Creature|Permanent|Artifact|Land|Enchantment|Planeswalker)s?\b)[A-Z][a-z]+?)"
    r'(?:s| creatures?)? you control (?:gains?|have|has)\b[^"]{0,200}"'
)
# An ability a noncreature card gives a creature ("Equipped creature has \"{T}, Unattach
# Shuriken: ...\"", "target creature gains", "creatures you control gain"): only with a creature
# of its controller's to hold it, unless the card brings one (living weapon, "create a 1/1 ...
# token, then attach Citizen's Crowbar to it")
# (each gap bounded: the grant's words are a few, and a long line without quotes stays linear)
_CREATURE_HOLDER = re.compile(r'\bcreatures?\b[^"]{0,200}?\b(?:gains?|have|has)\b[^"]{0,200}"')
_OWN_HOLDER = re.compile(r"^Living weapon\b|\bcreature token, then attach\b", re.MULTILINE)
_HOLDER_REASON = "only with a creature its controller controls to hold the ability"
_LEGENDARY_SORCERY_REASON = "only while its caster controls a legendary creature or planeswalker (a legendary sorcery, 205.4e)"
# An Aura that enchants only its controller's creature or artifact: its spell needs one to target
# (303.4a), so whatever it does comes only with one ("Enchant creature you control ... When
# Iroas's Blessing enters, it deals 4 damage to target creature or planeswalker you don't
# control", the Cartouches); not a land or any permanent, which its controller always has
_ENCHANTS_ONE_OF_YOURS = re.compile(
    r"^Enchant (?!(?:land|permanent) you control$)[^\n]* you control$", re.MULTILINE
)
_ENCHANTS_ONE_OF_YOURS_REASON = (
    "only while its controller has a permanent for it to enchant (303.4a)"
)
_WHEN = re.compile(r"^(?:[^.—]* — )?When(?:ever)? ")
# The card's own block: "Whenever Wall of Tears blocks a creature" (its trigger), and the state
# of "target creature it's blocking" (noun_phrases' object_state)
# (not "blocks or becomes blocked by": the card blocking it triggers it too, which protection
# from the source doesn't stop, 702.16f; Engulfing Slagwurm)
_OWN_BLOCK = re.compile(r"^(?:When|Whenever) CARDNAME blocks\b(?! or becomes blocked\b)")
_BLOCKED_BY_IT = "blocked by it"
# "Exile each permanent with the most votes or tied for most votes" (Council's Judgment): with two
# players its caster's vote always at least ties, so what they vote for goes
_TWO_PLAYER_VOTE = re.compile(r"\bthe most votes or tied for most votes\b")
# "for each death vote" where its controller votes first ("Starting with you, each player votes
# for death or taxes", Capital Punishment): its own vote makes it at least once
_FOR_EACH_OWN_VOTE = re.compile(r"\bfor each [a-z]+ vote\b")
_VOTES_FIRST = re.compile(r"\b[Ss]tarting with you, each player votes\b")
# ... and a result a tie gives too: "If condemnation gets more votes or the vote is tied, destroy
# all creatures other than Magister of Worth"
_TIE_WINS = re.compile(r"^If [a-z]+ gets more votes or the vote is tied,")
# A creature made to damage itself by its own power ("Target creature deals damage to itself
# equal to its power", Repentance): the amount is the card's own power (ITS_POWER)
_DAMAGES_ITSELF = re.compile(r"\bdeals damage to itself equal to its power\b")
ITS_POWER = "its power"
# A later sentence that removes the target only under a condition: "You and target creature's
# controller have a staring contest. If you win, destroy that creature." (Eye to Eye), "Tap
# target creature. Metalcraft — If you control three or more artifacts, exile that creature."
# (Dispatch)
# A steal whose card is sacrificed later in the ability ("Gain control of target creature. ...
# Sacrifice it at the beginning of the next end step", Slave of Bolas; "At the beginning of the
# next end step, sacrifice it", Spinal Embrace; "... if it has mana value 3 or less", Angrath,
# the Flame-Chained): it leaves for good, even from a steal until end of turn
_GAINS_CONTROL = re.compile(r"\b[Gg]ain control of\b")
# ... only while the card is in a state play decides ("Gain control of target creature for as
# long as that creature is enchanted", Rootwater Matriarch: 611.2b, nothing if it isn't)
_WHILE_IT_IS = re.compile(r"\bfor as long as that (?:creature|permanent) (?:is|has)\b")
_WHILE_IT_IS_REASON = "only while the card is as the effect's duration names (611.2b)"
_SACRIFICED_AT_END = re.compile(
    r"(?:\bSacrifice (?:it|that creature) at the beginning of the next end step"
    r"|\bAt the beginning of the next end step, sacrifice (?:it|that creature))\b[^.]*"
)
# A lock its controller holds as long as they please: "{6}, {T}: Tap target creature. It doesn't
# untap during its controller's untap step for as long as Deserter's Quarters remains tapped",
# beside "You may choose not to untap Deserter's Quarters during your untap step" (Amber Prison)
_TAPS_TARGET = re.compile(r"\b[Tt]ap target\b")
_HELD_WHILE_TAPPED = re.compile(
    r"^\s*(?:It|That creature|That permanent) doesn't untap during its controller's untap step "
    r"for as long as [^.]+ remains tapped\."
)
_MAY_STAY_TAPPED = re.compile(r"\bYou may choose not to untap CARDNAME during your untap step\b")
_LATER_REMOVES_TARGET = re.compile(
    r"^\s*(?:[^.—]* — )?If [^.]*?, (?P<verb>destroy|exile) that creature\b"
    # "Choose three target nonenchantment permanents. Destroy one of them at random." (Wild Swing)
    r"|^\s*(?P<random>Destroy|Exile) one of them at random\b"
    # "Choose target spell or permanent that's red or green. Its owner puts it on the top or
    # bottom of their library." (Aether Gust)
    r"|^\s*(?P<library>Its owner puts it on the top or bottom of their library)\b"
    # "Target attacking or blocking creature gets +4/+0 until end of turn. Destroy that creature
    # at the beginning of the next end step." (Blood Frenzy): a delayed trigger (603.7)
    r"|^\s*(?P<delayed>Destroy|Exile) that creature at the beginning of the next end step\b"
)
_AT_RANDOM_REASON = "only if the random pick falls on it"
# A modal spell whose modes may repeat: each mode as many times as it chooses modes
_MODE_REPEATS = re.compile(
    r"^Choose (?P<n>two|three|four|five)\. You may choose the same mode more than once\."
)
# The card leaving itself out ("exile target nonland permanent not named Detention Sphere",
# "Destroy all creatures except for Mageta the Lion"): no limit on any other card
_ITSELF_EXCEPTED = re.compile(r"^(?:not named|except for|other than) CARDNAME$")
# An edict that takes the greatest or least of its player's own by a measure ("Each opponent
# sacrifices a creature with the greatest power among creatures that player controls",
# Crackling Doom; Soul Shatter's highest mana value): as an edict of their choice does (the
# project's edicts remove), it takes the card where the card is the only one
_EXTREME = "only the one with the greatest or least value"
_EXTREME_AMONG = re.compile(
    r"^with the (?:greatest|highest|least|lowest) (?:power|toughness|mana value) among "
)
# ... as does a target its player picks among their own ("destroy target nonartifact creature
# that player controls of their choice", The Abyss): an edict that targets
_THEIR_OWN_PICK = re.compile(r"\btarget [\w -]{1,40}? that player controls of their choice\b")
# ... or what only its own controller marks: "Destroy each nonland permanent without a fate counter
# on it", where the card's own "{4}, {T}: Put a fate counter on another target permanent" is
# the only thing that puts one (Oblivion Stone): its controller never marks the card
_OWN_COUNTER_EXCEPTED = re.compile(r"^without an? (?P<kind>[a-z]+) counter on it$")
# What its caster or controller chooses as it resolves or enters ("Choose a creature type.
# Destroy all creatures that aren't of the chosen type", Kindred Dominance; "Exile each creature
# with mana value of the chosen quality", Extinction Event): the card's own, as that player
# pleases, where the card has one (a color: _CHOSEN_COLOR; a changeling or a creature without a
# creature type is not told apart); "target creature of your choice" is a target its controller
# picks, as any is (Diaochan, Artful Beauty; only "of an opponent's choice" is another's pick)
_CHOSEN_BY_ITS_PLAYER = re.compile(
    r"^(?:of your choice|of the (?:creature type|color) of your choice|of the chosen (?:type|color)"
    r"(?: your opponents control)?|that aren't of the chosen type|with the chosen name"
    r"|with mana value of the chosen quality)$"
)
_CHOSEN_COLOR = re.compile(r"^of the (?:color of your choice|chosen color)$")
# ... as is a number or type its caster names first ("Choose a number. Destroy all artifacts and
# creatures with mana value equal to that number", Void; "you may choose a card type. If you
# do, each player sacrifices a permanent of that type", World Queller)
_THAT_CHOICE = re.compile(r"^(?:with mana value equal to that number|of that type)$")
_CASTER_CHOOSES = re.compile(
    r"\b(?:[Cc]hoose|you may choose) a (?:number|card type|creature type)\b"
)
# ... as is the X its caster pays in mana (lands are assumed: 107.3a) that a bound names, an
# {X} of the spell's mana cost ("Destroy target creature with mana value X", Disembowel;
# "Exile target artifact, creature, or enchantment with mana value X or less", March of
# Otherworldly Light; "Destroy target creature with power X or less", Killing Glare) or of
# the ability's cost ("{X}{X}{1}: Destroy target noncreature artifact with mana value X",
# Gorilla Shaman; "{X}, Sacrifice Pernicious Deed: Destroy each ... with mana value X or
# less"); not an X the text sets ("where X is the number of Shrines you control") or one paid
# in loyalty, counters or other permanents ("[−X]:", "Remove X ki counters", "Tap X untapped
# Knights you control")
_X_BOUND = re.compile(r"^with (?:mana value|power|toughness) X(?: or less)?$")
# ... and so is a number that X must reach ("If X is 5 or more, destroy all other creatures",
# Martial Coup)
_X_AT_LEAST = re.compile(
    r"(?:^|(?<=\. ))If X is \d+ or (?:more|greater), |, if X is \d+ or (?:more|greater)\b"
)
_X_SET = re.compile(r"\bwhere X is\b|\bX is (?:the|equal)\b")
# ... and one a count of the source's own kind sets is at least 1, the source itself ("counter
# target spell with mana value X or less, where X is the number of Faeries you control",
# Spellstutter Sprite, a Faerie; Go-Shintai of Hidden Cruelty's Shrines): a sure bound of 1,
# above it as play counts (not "Islands you control", which the lands assumed may not be)
_X_UP_TO = re.compile(
    r"^with (?P<stat>mana value|power|toughness) X or less(?P<colored> that's one or more colors)?$"
)
_X_COUNTS_KIND = re.compile(r"\bwhere X is the number of (?P<kind>[A-Z][a-z]+)s you control\b")
# ... as is a loyalty "[−X]" the planeswalker pays at once up to its printed loyalty ("[−X]:
# Exile each permanent with mana value X or less that's one or more colors", Ugin, the Spirit
# Dragon, loyalty 7): surely up to that, above as its loyalty grows; "that's one or more colors"
# is the card data's to decide (object_color_count), as it is where the bound is a number
_LOYALTY_X = re.compile(r"^\[?[−-]X\]?:")  # ("[−X]:" in MTGJSON's text, "−X:" in Scryfall's)
_X_SYMBOL = "{X}"
# Converge: the number of colors of mana spent to cast it is its caster's to choose (lands are
# assumed), one a mana symbol of its cost, five at most (_colors_payable): Radiant Flames
# ({2}{R}) deals up to 3 damage to each creature, Prismatic Ending ({X}{W}) exiles "if its
# mana value is less than or equal to the number of colors of mana spent to cast this spell":
# up to mana value 5, a bound the card data decides (_IF_AT_MOST); Kaleidoscorch ({1}{R})
# deals 2, and 5 cast again for its flashback cost ({4}{R}), as it can be once it has resolved
_CONVERGED = "the number of colors of mana spent to cast this spell"
_CONVERGED_BOUND = re.compile(rf"\bis less than or equal to {_CONVERGED}\b")
_CONVERGED_AMOUNT = re.compile(rf"\bwhere X is {_CONVERGED}\b")
_MANA_SYMBOL = re.compile(r"\{([^}]{1,8})\}")
_FLASHBACK_COST = re.compile(r"^Flashback ((?:\{[^}]{1,8}\}){1,20})$", re.MULTILINE)
# A cost only other permanents pay: "Sacrifice three white creatures:" (Teysa, Orzhov Scion),
# "Tap five untapped Soldiers you control:" (Catapult Master), "Sacrifice a creature:",
# "{Q}, Untap two tapped blue creatures you control:" (Crackleburr)
_SOME = rf"(?:an?|another|{COUNT_WORDS})"  # how many of its own permanents a cost takes
_COST_OF_OTHERS = re.compile(
    rf"^[^:]*?\b(?:[Ss]acrifice (?!CARDNAME\b|this\b|it\b){_SOME}\b|[Tt]ap {_SOME} untapped\b"
    rf"|[Uu]ntap {_SOME} tapped\b)"
    r"[^:]*:"
)
_TAPS_OTHERS = re.compile(rf"^[^:]*?\b[Tt]ap {_SOME} untapped\b[^:]*:")
_COST_REASON = "only while its controller has the other permanents its cost needs"
# ... or cards in its graveyard: "{T}, Exile an Assassin card from your graveyard: Destroy
# target creature" (Scarblade Elite), "Exile two cards from your graveyard" (Grim Lavamancer);
# not the card's own "Exile CARDNAME from your graveyard:"
_COST_FROM_GRAVEYARD = re.compile(  # (gaps bounded: a cost is a few words, long lines stay linear)
    r"^[^:]{0,120}?\b[Ee]xile (?!CARDNAME\b|this\b|it\b)[^:]{0,80}?\bfrom your graveyard\b[^:]{0,120}:"
)
_GRAVEYARD_COST_REASON = "only while its controller has the cards in its graveyard its cost needs"
# ... unless the card itself pays it: "Sacrifice a creature:" on a creature (Brine Shaman),
# "Sacrifice a Goblin:" on a Goblin (Tar Pitcher), "Sacrifice a creature or enchantment:" on a
# creature (Ertai, the Corrupted), "Sacrifice an artifact, creature, or land:"
_SACRIFICE_ONE = re.compile(
    r"^[^:]*?\b[Ss]acrifice an? (?P<nouns>[A-Za-z-]+(?:(?:, or |, | or )[A-Za-z-]+)*)(?=[,:])"
)
_NOUN_LIST = re.compile(r", or |, | or ")
# ... or "Tap an untapped <noun> you control:" the card is itself, in a cost without {T}, which
# it pays the turn it arrives too (302.6: "Tap an untapped Wizard you control: Return target
# nonland permanent to its owner's hand", Galecaster Colossus, a Wizard)
_TAP_ONE = re.compile(
    r"^[^:]*?\b[Tt]ap an untapped (?P<nouns>[A-Za-z-]+(?: or [A-Za-z-]+)?) you control(?=[,:])"
)
_SACRIFICES_ANOTHER = re.compile(
    rf"\bsacrifice {_SOME} (?!cards?\b)(?:[\w-]+ ){{0,3}}?"
    r"(?:creatures?|artifacts?|enchantments?|lands?|permanents?|[A-Z][a-z]+s?)\b"
)
_CAST_ONLY = re.compile(r"\bCast this spell only (?:if|during|before|after)\b")
# ... unless another cost may be paid instead: "sacrifice a creature or pay {3}{B}" (Eaten
# Alive), "sacrifice a creature, discard a card, or pay 4 life" (Dusk Mangler)
_ADDITIONAL_COST_OF_OTHERS = re.compile(
    r"\bAs an additional cost to cast this spell, "
    r"(?![^.]*\bor (?:pay|discard|exile|reveal|return|tap|remove|put|collect|behold)\b)"
    rf"(?:(?:sacrifice|tap|exile|return) {_SOME} (?!cards?\b)"
    # "put a -1/-1 counter on a creature you control" (Lethal Sting): a creature it must have
    rf"|put [^.]*?\bcounters? on {_SOME} )"
    # a land or any permanent its caster always has: the land that paid for the spell may go
    # (601.2g-h: mana abilities first, then the costs; Deprive, Magma Rift, Angelic Purge)
    r"(?!(?:lands?|permanents?)\b)"
)
# "Whenever equipped creature deals damage to a creature, exile that creature" (Sword of
# Kaldra): the creature it is attached to deals the damage, which play decides
_ATTACHED_DEALS = re.compile(r"^When(?:ever)? (?:equipped|enchanted) creature\b")
# An exile its owner undoes: "its owner may cast it without paying its mana cost" (Release to
# the Wind), "that player returns one of the exiled cards they own to the battlefield"
# (Dimensional Breach): the card comes back, as from its owner's hand
_COMES_BACK_TO_OWNER = re.compile(
    r"\b(?:its|their) owners? may (?:cast|play) (?:it|them|that card)\b"
    r"|\breturns one of the exiled cards they own to the battlefield\b"
)
# ... or comes back at an upkeep, a random one of the exiled cards ("At the beginning of each
# player's upkeep, that player chooses a card exiled with Free-for-All at random and puts it
# onto the battlefield")
_EXILED_COME_BACK_AT_UPKEEP = re.compile(
    r"\bAt the beginning of [^.]*\bupkeep, [^.]*\bexiled with CARDNAME\b[^.]*\bonto the battlefield\b"
)
_COMES_BACK_AT_UPKEEP = (
    "the exiled cards come back to the battlefield at an upkeep, picked at random"
)
# "if" in a sentence, not a reflexive "if you do"
_IF_IN_SENTENCE = re.compile(
    # (not those words alone: "if you cast it from your hand and there are five or more other
    # creatures on the battlefield", Deathbringer Regent, still waits for play)
    r"\b[Ii]f (?!you do\b|you pay\b|you cast it from your hand\b(?! and)"
    r"|it's (?:still )?on the battlefield\b(?! and))"
)
# What holds back an Aura's lock: a payment that lifts it, a condition it needs
_HELD_BACK = re.compile(r"\bunless\b|\bif\b")
# ... never the lock on its other abilities that rides along ("Enchanted permanent can't attack
# or block, and its activated abilities can't be activated unless they're mana abilities",
# Faith's Fetters)
_MANA_ABILITIES_ONLY = re.compile(
    r"\b(?:[Ii]ts|[Tt]heir) activated abilities can't be activated unless they're mana abilities\b"
)
_HELD_BACK_REASON = "unless its controller pays, or only while its condition holds"
# ... and one that sacrifices it unless its controller pays or does something ("that player
# sacrifices it unless they pay {X}", Soul Tithe; "sacrifice this artifact unless you pay its
# mana cost", Disruption Aura)
_SACRIFICED_UNLESS = re.compile(
    r"\bsacrifices? (?:this|that) (?:creature|artifact|permanent) unless\b"
    r"|\bsacrifices it unless\b|\b[Cc]umulative upkeep\b"
)
# ... on the permanent it is attached to (not the Aura's own cumulative upkeep)
_ENCHANTED = re.compile(r"\b[Ee]nchanted (?:creature|permanent|artifact)\b")
# ... or a later line lifts: "that player may pay {4}. If the player does, untap the creature"
# (Paralyze), "that player may discard a card at random. If the player does, untap that
# creature" (Apathy), or an ability it gives: 'Enchanted creature has "{6}: Untap this
# creature."' (Singing Bell Strike)
# ... or that the enchanted permanent's controller can end: "{3}: Destroy Detention Vortex. Only
# your opponents may activate this ability", Soul Ransom's "... controller sacrifices it"
_OPPONENTS_END_IT = re.compile(
    r"(?:\b[Dd]estroy CARDNAME|\bCARDNAME's controller sacrifices it)\b[^.\n]*\."
    r" Only your opponents may activate this ability\b"
    # ... or an ability it gives the enchanted creature ('Enchanted creature ... has "{7}: Hold
    # for Ransom's controller sacrifices it and draws a card."')
    r"|\bhas \"[^\"]*: CARDNAME's controller sacrifices it\b"
)
# A permanent that trades itself for its target can be traded back by the target's controller,
# who then controls it ("{5}: Exchange control of Avarice Totem and target nonland permanent");
# not where only a permanent its controller doesn't own can be taken (Conjured Currency)
_TRADES_ITSELF = re.compile(
    r"\b[Ee]xchange control of CARDNAME and target\b(?![^.]*\byou neither own nor control\b)"
)
_TRADES_BACK = "only until its new controller trades it back (it can use the exchange too)"
_PAYS_TO_UNTAP = re.compile(
    r"\bmay (?:pay|discard|sacrifice|return|exile)\b[^.]*\. If (?:the|that) player does, untap\b"
    r"|\bhas \"[^\"]*: [Uu]ntap (?:this creature|this permanent|it)\.?\""
)
# A bound on what it does to its object: "Destroy target creature if it has mana value 2 or
# less" (Fatal Push), "Counter target spell if its mana value is 2 or less" (Prohibit), "Gain
# control of target creature if its toughness is 2 or less" (Welcome to the Fold)
_DAMAGE_INSTEAD = re.compile(r"\bdeals (?P<n>\d+) damage (?:to (?:it|that \w+) )?instead\b")
# "Morbid — That creature gets -13/-13 until end of turn instead if a creature died this turn"
# (Tragic Slip): the toughness it takes under the condition
_SHRINK_INSTEAD = re.compile(r"\bgets? -\d+/-(?P<n>\d+) (?:until end of turn )?instead\b")
_LIMIT_OF = {limit.label: limit for limit in EffectLimit}  # "mana value" -> mana_value
_IF_AT_MOST = re.compile(
    r"\bif (?:it has|its) (?P<stat>mana value|power|toughness) (?:is )?(?P<n>\d+) or less\b"
)
# ... and one a later sentence gives it "instead", which X may set (Welcome to the Fold)
_IF_AT_MOST_INSTEAD = re.compile(_IF_AT_MOST.pattern.replace(r"(?P<n>\d+)", r"(?P<n>\d+|X)"))
# A reanimation Aura's ability: it attaches to the creature card it returns (Animate Dead,
# Dance of the Dead), never to a creature already on the battlefield
_REANIMATES = re.compile(r"\benchanted creature card\b")
# An amount multiplied by a count play decides ("gets -1/-1 for each Swamp you control",
# "sacrifices a creature for each creature put into your graveyard this turn"); not a count of
# players ("for each opponent, destroy target ... that player controls")
_FOR_EACH = re.compile(r"\bfor each (?!(?:opponent|player)\b)")
_IF_REASON = (
    "only if the condition it names holds (a coin flip, a payment, what happened this turn)"
)
# A kicker or cleave cost of mana alone is its caster's to pay (lands are assumed), as "If you
# pay" is: what it does once paid doesn't wait on play ("Kicker {1}{U}" and "When Urborg
# Emissary enters, if it was kicked, return target permanent to its owner's hand"; "Cleave
# {1}{U}" lifts Alchemist's Retrieval's "[you control]"); a kicker of other things does
# ("Kicker—Sacrifice a creature"). _PAID_CHOICE: the words that wait on it.
# (two kickers too: "Kicker {R} and/or {W}" and "When Thornscape Battlemage enters, if it was
# kicked with its {R} kicker, it deals 2 damage to any target")
_MANA_CHOICE = re.compile(
    r"^(?:Kicker|Cleave) (?:\{[^}]+\})+(?: and/or (?:\{[^}]+\})+)?(?: \(|$)", re.MULTILINE
)
_PAID_CHOICE = re.compile(
    r"(?<=,) if (?:it|this spell|CARDNAME) was kicked(?: with its (?:\{[^}]+\})+ kicker)?,"
    r"|^If (?:it|this spell) was kicked, |\[[^\]]*\]"
)
# ... as is the color of mana spent on it, which its caster picks (any cost with a generic part
# or a hybrid symbol takes any color): "When Ogre Savant enters, if {U} was spent to cast it,
# return target creature to its owner's hand", "Counter up to one target creature spell if {U}
# was spent to cast this spell" (Repel Intruders), "If {U} was spent to cast this spell, return
# up to one target creature to its owner's hand" (River's Grasp)
_SPENT_CHOICE = re.compile(
    r"(?<=,) if \{[WUBRG]\} was spent to cast (?:it|this spell|CARDNAME),"
    r"| if \{[WUBRG]\} was spent to cast (?:it|this spell|CARDNAME)\b"
    r"|^If \{[WUBRG]\} was spent to cast (?:it|this spell|CARDNAME), "
)
# The conditions play decides that make a path that deals with the card depend on play, each
# searched in the row's sentence or its whole ability; where several hold, the first one is
# the reason given.
_CONDITIONS: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (
        _INSTEAD_IF,
        "sentence",
        "only if its condition holds (a kicker paid, threshold, an event it replaces)",
    ),
    (_CLEAVE, "sentence", "only what its bracketed words allow, unless its cleave cost is paid"),
    (_IF_CONDITION, "sentence", _IF_REASON),
    (_INTERVENING_IF, "sentence", _IF_REASON),
    (_ACTIVATE_ONLY_IF, "ability", "only while its activation condition holds"),
)
# An edict on any permanent ("Each player sacrifices a permanent", "sacrifices that many
# permanents", annihilator, 702.86a; "a Swamp or black permanent"): its player may give up a
# land instead of the card; a kind lands never are ("a multicolored permanent") is as a
# creature edict, and "all permanents" leaves no choice
_ANY_PERMANENT_EDICT = re.compile(
    r"\b(?:sacrifices?|exiles?) (?:a|an|one|two|three|four|five|six|seven|X|that many)"
    r" permanents?\b"
    r"|\bsacrifices? (?:a|an) (?:Plains|Island|Swamp|Mountain|Forest) or (?:an? )?\w+ permanent\b"
    r"|\b[Aa]nnihilator \d+"
)
# An edict its player may meet with a land ("that player sacrifices an artifact, creature, or
# land", Braids, Cabal Minion; "a creature or land", Tainted Aether)
_LAND_ALTERNATIVE = re.compile(
    r"\bsacrifices? (?:a|an|one) (?:\w+, )*(?:\w+,? or (?:an? )?land|land,? or (?:an? )?\w+)\b"
)
_ANOTHER_PERMANENT = "only if its player gives up the card rather than another permanent (a land)"
# Exiled with time counters (suspend): it comes back
_WITH_TIME_COUNTERS = re.compile(r"\btime counters? on it\b")
_COMES_BACK = "it comes back when its time counters run out"
# A choice or a payment decides whether it happens, or what it reaches.
_DEPENDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (_UNLESS, _UNLESS_REASON),
    # "Counter target spell cast from a graveyard" (Laquatus's Disdain): where it was cast from
    (
        re.compile(r"\bspells? cast from (?:a|your|an opponent's) graveyard\b"),
        "only a spell cast from a graveyard",
    ),
    (
        # "target permanent ... with the most lines of text in its text box" (Lexivore)
        re.compile(r"\b(?:the )?(?:greatest|highest|least|lowest)\b|\bthe most (?!votes\b)"),
        _EXTREME,
    ),
    # "Exile target creature if its power is less than or equal to the revealed card's power"
    # (Titan's Presence); a color condition is read as effect_colors instead
    (
        re.compile(r"\bif (?:its|it has|it was|it's (?!white\b|blue\b|black\b|red\b|green\b))"),
        "only if a condition of play holds",
    ),
    # a player chooses what stays: "then sacrifices the rest" (Cataclysm), "Destroy the rest"
    # (Duneblast), "sacrifices all other nonland permanents" after a choice (Tragic Arrogance),
    # piles (Liliana of the Veil, Do or Die), a share ("a third of the creatures", Pox; "half
    # the permanents they control", Curse of the Cabal), or "the same way" after such a choice
    # (Balance: "Players discard cards and sacrifice creatures the same way")
    (
        re.compile(_CHOSEN_TO_STAY_ONLY.pattern + r"|\b(?:a third of|half) the\b"),
        _CHOSEN_TO_STAY,
    ),
    # Suspend: exiled with time counters, it comes back
    (_WITH_TIME_COUNTERS, _COMES_BACK),
    # "Each player whose coin comes up tails sacrifices a creature" (Goblin Assassin)
    (
        re.compile(r"\b(?:coin comes up|(?:wins?|loses?) the flip|flips? a coin)\b"),
        "only as a coin flip falls",
    ),
    # how the spell was cast: "Counter target spell if no mana was spent to cast it" (Nix)
    (re.compile(r"\bif no mana was spent\b"), "only a spell cast as it names"),
)
# An Aura that destroys what it enchants once that is dealt damage (Mortal Wound, Mire Blight):
# removal that waits for damage from elsewhere, which protection may prevent (702.16e)
_REMOVES_ATTACHED_WHEN_DAMAGED = re.compile(
    r"^When(?:ever)? (?:enchanted|equipped) creature is dealt damage, destroy (?:it|that creature)\b"
)
# The lines of an Aura or Equipment that speak of what it is attached to.
_REMOVES_ATTACHED = re.compile(
    r"\b(?:(?P<destroy>[Dd]estroy)|[Ee]xile) (?:enchanted|equipped) creature\b"
    # "{U}: Return enchanted creature and Disappear to their owners' hands" (Phantom Wings too)
    r"|\b(?P<bounce>[Rr]eturn) (?:enchanted|equipped) creature\b[^.]*?\bto (?:its|their) "
    r"owners?'?s?'? hands?\b"
    # "{3}{U}{U}: Put enchanted creature into its owner's library third from the top" (Shattered Ego)
    r"|\b(?P<library>[Pp]ut|[Ss]huffle) (?:enchanted|equipped) creature (?:into|on top of|on the "
    r"bottom of) its owner's library\b"
    # "At the beginning of your upkeep, enchanted creature's controller sacrifices it"
    r"|\b(?:[Ee]nchanted|[Ee]quipped) creature's controller (?P<sacrifice>sacrifices) (?:it|that creature)\b"
)
# ... or to "that creature" (or "it") in a line that names the enchanted creature: "At the
# beginning of the end step of enchanted creature's controller, that player sacrifices that
# creature" (Lingering Death), "When enchanted creature blocks, destroy it" (Dwindle), "..., If
# that card is a land card, destroy that creature" (Paroxysm)
_REMOVES_THAT_ATTACHED = re.compile(
    r"\b(?P<destroy>[Dd]estroy) (?:that creature|it)\b|\b[Ee]xile that creature\b"
    r"|\b(?:that player|its controller) (?P<sacrifice>sacrifices) (?:that creature|it)\b"
)
# A condition inside such a line, after its trigger ("destroy that creature if it didn't attack
# this turn", Aggression; "If that card is a land card, destroy that creature", Paroxysm)
_CONDITION_IN_LINE = re.compile(r"\b[Ii]f\b")
# What an Aura does to what it enchants only where that isn't of a type (Bonds of Faith)
_OTHERWISE_UNLESS_SUBTYPE = re.compile(
    r"\bas long as it's an? (?P<subtype>[A-Z][a-z]+)\. Otherwise, "
)
# "{1}{B}: Put a -1/-1 counter on enchanted creature" (Torture): a shrink of what it is on
_MINUS_COUNTERS_ATTACHED = re.compile(
    rf"^[Pp]ut (?P<n>an?|{COUNT_WORDS}) -1/-1 counters? on (?:enchanted|equipped) creature\b"
)
_ATTACHED_LINE = re.compile(
    r"^(?:[Ee]nchanted|[Ee]quipped|[Ff]ortified) (?:creature|permanent|artifact|land|planeswalker)\b"
    r"|^[Yy]ou control enchanted\b|"
    + _MINUS_COUNTERS_ATTACHED.pattern
    + "|"
    + _REMOVES_ATTACHED.pattern
)


def with_effects(rows: list[Capability], face: Face, text: str, name: str) -> list[Capability]:
    """The rows with `effect`, `effect_amount`, `effect_depends` and `effect_speed` set from what
    each does to its object. `text` is the face's text (reminders removed, the card's name
    as CARDNAME), for what an Aura or Equipment does to what it is attached to and for what
    follows a row's sentence in its ability ("... Return that card to the battlefield")."""
    if all(row.via == "combat" for row in rows):  # a creature's combat rows: no text to read
        return [_in_combat(row, face) for row in rows]
    # only attach rows read what the card does to what it is attached to
    attached = (
        _attached_effect(text)
        if any(row.capability == CapabilityKind.ATTACH for row in rows)
        else _NOTHING_ATTACHED
    )
    lines = text.replace(CARDNAME, name).split("\n") if name else text.split("\n")
    # what play decides about every effect of the face: casting it, a punisher's offer
    face_depends = (
        _cast_condition(text, face)
        or (_OFFERED if _ANY_PLAYER_MAY.search(text) else None)
        or (_DEXTERITY_REASON if _DEXTERITY.search(text) else None)
    )
    return [
        _in_combat(row, face)
        if row.via == "combat"
        else _with_effect(row, face, attached, lines, text, name, face_depends)
        for row in rows
    ]


def _in_combat(row: Capability, face: Face) -> Capability:
    """A combat row: its damage is combat, judged on the bodies (answer_outcomes.sql), and its
    block only what that damage needs; no sentence of the text is its own."""
    how = AnswerHow.COMBAT if row.capability == CapabilityKind.DAMAGE else None
    return msgspec.structs.replace(row, effect=how, effect_speed=_speed(row, face, ""))


def _count(word: str) -> int:
    """A number in words or digits; what play decides (X, "a number of", "all") counts as 1."""
    return int(word) if word.isdigit() else _NUMBER_WORDS.get(word, 1)


def _amount_from_counters(detail: str, text: str, how: str) -> str | None:
    """The damage or -N/-N (`how`) an ability that removes a counter per use deals in all, on
    the counters the card enters with ("X" where play decides how many), or None if it isn't
    one."""
    m = _PER_COUNTER.match(detail)
    if m is None or (each := m["damage"] if how == AnswerHow.DAMAGE else m["counter"]) is None:
        return None
    if how == AnswerHow.DAMAGE and ("only once each turn" in text or _TAPS.search(m["cost"] or "")):
        return None
    entries = list(_ENTERS_WITH.finditer(text))
    if not entries:
        return None  # it has counters only once play puts them there (_counters_missing)
    if any((e["n"] or e["k"] or "X") in ("X", "a number of") for e in entries):
        return "X"
    return str(_count(each) * max(_count(e["n"] or e["k"]) for e in entries))


_LEVEL_HEADER = re.compile(r"^LEVEL (?P<n>\d+)(?:-\d+|\+)$")


def _level_needed(lines: list[str], line: str) -> str | None:
    """Why an ability a leveler has only from a level on depends on play: it has it once its
    level up (an activated ability, as a sorcery) has put that many level counters on it
    (711.2)."""
    if line not in lines:
        return None
    for earlier in reversed(lines[: lines.index(line)]):
        if m := _LEVEL_HEADER.match(earlier.strip()):
            counters = "a level counter" if m["n"] == "1" else f"{m['n']} level counters"
            return f"only once it has {counters} (level up, 711.2)"
    return None


def _header_of(lines: list[str], line: str) -> str:
    """For a mode of a modal ability ("• Target creature gets -1/-1 until end of turn."), the
    line that opens it ("Remove a charge counter from Umezawa's Jitte: Choose one —"); else ""."""
    if not line.lstrip().startswith("•") or line not in lines:
        return ""
    at = lines.index(line)
    return next((ln for ln in reversed(lines[:at]) if not ln.lstrip().startswith("•")), "")


def _x_paid(line: str, face: Face, via: str) -> bool:
    """Whether the X of the ability or spell on `line` is paid in mana (_X_BOUND): an {X} in
    its activation cost, or in the mana cost of the spell it is."""
    if _X_SET.search(line):
        return False
    if (cost := ACTIVATED_COST.match(line)) is not None:
        return _X_SYMBOL in cost.group()
    return via == "spell" and _X_SYMBOL in face.mana_cost


def _counts_itself(line: str, face: Face) -> bool:
    """Whether the X of `line` counts a kind the face itself is (_X_COUNTS_KIND)."""
    m = _X_COUNTS_KIND.search(line)
    return m is not None and m["kind"] in face.subtypes


def _colors_payable(mana_cost: str) -> int:
    """The most colors of mana a cost can be paid with (converge, 702.119a): one a colored
    symbol ({W}; {W/P}, paid with mana, is white), any one a hybrid symbol, any of a generic
    number ({2}: two) or of {X} (as many as its caster pays); five at most."""
    fixed: set[str] = set()
    open_symbols = 0
    for symbol in _MANA_SYMBOL.findall(mana_cost):
        if symbol in COLOR_BY_WORD.values():
            fixed.add(symbol)
        elif symbol.endswith("/P"):
            fixed.add(symbol[0])
        elif symbol.isdigit():
            open_symbols += int(symbol)
        elif symbol == "X":
            open_symbols += 5
        elif "/" in symbol:
            open_symbols += 1
    return min(5, len(fixed) + open_symbols)


def _converge_colors(face: Face, text: str) -> int:
    """The most colors of mana its caster can spend to cast it: for its mana cost or its
    flashback cost (_CONVERGED)."""
    return max(map(_colors_payable, [face.mana_cost, *_FLASHBACK_COST.findall(text)]))


def _converged(words: str, face: Face, text: str) -> str:
    """The words with converge's bound as the number its caster can reach (_CONVERGED_BOUND)."""
    if _CONVERGED not in words:
        return words
    return _CONVERGED_BOUND.sub(f"is {_converge_colors(face, text)} or less", words)


def _cast_condition(text: str, face: Face) -> str | None:
    """A condition or a cost of other permanents on casting the card at all ("Cast this spell
    only if you control two or more Vampires", Feast of Blood; a legendary sorcery, whose
    condition is in the reminder text `text` has lost, 205.4e; an Aura that enchants only a
    creature of its controller's; "As an additional cost to cast this spell, tap three untapped
    white creatures you control", Gaze of Justice; a target it may choose only tapped, Dream
    Leash)."""
    if _CAST_ONLY.search(text):
        return "only when its casting condition holds"
    if face.is_legendary_sorcery:
        return _LEGENDARY_SORCERY_REASON
    if face.is_aura and _ENCHANTS_ONE_OF_YOURS.search(text):
        return _ENCHANTS_ONE_OF_YOURS_REASON
    if _ADDITIONAL_COST_OF_OTHERS.search(text):
        return _COST_REASON
    if _PROCESSES_TO_CAST.search(text):
        return _PROCESSED_REASON
    if _TAPPED_TARGET_TO_CAST.search(text):
        return _TAPPED_TARGET_REASON
    return None


def _ability_of(lines: list[str], detail: str) -> tuple[str, str]:
    """The ability (the line) that holds the sentence `detail`, and what follows it there."""
    for line in lines:
        at = line.find(detail)
        if at >= 0:
            return line, line[at + len(detail) :]
    return "", ""


def _die_result(line: str, detail: str, lines: list[str]) -> str | None:
    """Why a sentence on a die roll's result line (`line`) depends on play: the roll decides,
    unless every result line of the face does the same (`detail`, its prefix aside)."""
    m = _DIE_RESULT.match(line.strip())
    if m is None:
        return None
    body = own["body"] if (own := _DIE_RESULT.match(detail)) else detail
    results = [r["body"] for ln in lines if (r := _DIE_RESULT.match(ln.strip()))]
    if all(body in result for result in results):
        return None
    return f"only on the die results it names ({m['range']})"


def _object_condition(sentence: str) -> tuple[int, ObjectRestriction] | None:
    """Where the condition of an "If that creature is <colors or types>, ... instead" sentence
    ends (the sentence's rest starts after its comma), and the colors (any of) or types (all of)
    it names; None for any other sentence, or a condition the card data doesn't decide ("If
    it's blocking", "If it's night")."""
    m = _IF_OBJECT_IS.match(sentence)
    if m is None:
        return None
    what = m["what"]
    for phrase in (what, f"{what} permanent"):  # "an artifact creature"; "white or blue"
        objs, end = parse_noun_phrase(phrase, 0, and_joins=False, plural=False)
        if len(objs) == 1 and end == len(phrase):
            named = objs[0]
            break
    else:
        return None
    decided = {"object_kind", "object_colors", "object_types", "object_subtype"}
    fields = msgspec.structs.asdict(named)
    if any(fields[k] for k in fields.keys() - decided) or not (
        named.object_colors or named.object_types or named.object_subtype
    ):
        return None
    return m.end("what") + 2, named


def _unnamed(words: str, name: str) -> str:
    """Words of the card's text as a reader sees them: its own name for the parser's
    CARDNAME ("with power less than CARDNAME's power")."""
    return words.replace(CARDNAME, name) if name else words


def _with_effect(
    row: Capability,
    face: Face,
    attached: Attached,
    lines: list[str],
    text: str,
    name: str,
    face_depends: str | None,
) -> Capability:
    how: str | None
    amount: str | None = None
    unless_subtype: str | None = None
    line, after = _ability_of(lines, row.detail)
    before = line[: len(line) - len(after) - len(row.detail)]
    later = _text_after(lines, row.detail)
    # a mode ("• Target creature gets -1/-1 until end of turn.") is on a line of its own, under
    # the one that opens its ability ("Remove a charge counter from ...: Choose one —")
    head = _header_of(lines, line)
    detail = _converged(_effect_part(row.detail), face, text)
    later = _converged(later, face, text)
    if not row.granted:
        # an ability it gives in quotes is its holder's, judged on that ability's own row: this
        # one only gives it ('target creature gains "{T}: Return target nonland permanent to
        # its owner's hand."', Banishing Knack)
        detail = _QUOTED_ABILITY.sub("", detail)

    if object_condition := _object_condition(detail):
        # what this sentence does "instead" reaches only an object of the colors or types it
        # names, which the card data decides: no condition of play, a narrower object
        at, named_object = object_condition
        detail = detail[at:]
        row = msgspec.structs.replace(
            row,
            object_colors=row.object_colors or named_object.object_colors,
            object_types=row.object_types or named_object.object_types,
            object_subtype=row.object_subtype or named_object.object_subtype,
        )

    def named(words: str) -> str:
        """The words with the card named CARDNAME, as the patterns read it."""
        return words.replace(name, CARDNAME) if name else words

    # the trigger of its sentence, else of its ability (a token's or emblem's quoted ability is
    # its own sentence), the card named CARDNAME ("When Keiga, the Tide Star dies")
    trigger = _trigger_of([named(detail), named(line), named(head)])
    kind = row.capability
    if kind == CapabilityKind.BLOCK:
        how = None  # combat is decided on the combat damage row, which needs the block
    elif kind == CapabilityKind.DAMAGE and row.via == "combat":
        how = AnswerHow.COMBAT
    elif kind == CapabilityKind.DAMAGE:
        how = AnswerHow.DAMAGE
    elif kind == CapabilityKind.COUNTER:
        how = AnswerHow.COUNTER
        row = _counter_restrictions(row, detail)
    elif kind == CapabilityKind.EDICT:
        # "Target opponent exiles a creature they control" (Doomfall); a sentence that also
        # sacrifices ("exiles all creature cards from their graveyard, then sacrifices all
        # creatures", Living End) is the sacrifice
        exiles = _EDICT_EXILES.search(detail) and "sacrifice" not in detail
        how = AnswerHow.EXILE if exiles else AnswerHow.SACRIFICE
    elif kind == CapabilityKind.ATTACH and _REANIMATES.search(detail):
        how = None  # it attaches to the creature card it brings back, yours (Animate Dead)
    elif kind == CapabilityKind.ATTACH:
        # An Aura or Equipment another effect attaches ("Attach target Aura attached to a
        # creature to another creature", Crown of the Ages; Aura Finesse) is another card, which
        # play picks: on its own this card only moves it, so it deals with nothing (DESIGN.md
        # "Answers": a path answers only if it removes or neutralises on its own). An Aura that
        # does (Pacifism) answers by its own attach row, which its card has, printed or once
        # the card becomes one (the Licids).
        own = row.source_kind in (None, SourceKind.AURA)
        how, amount = (attached.how, attached.amount) if own else (None, None)
        unless_subtype = attached.unless_subtype if own else None
    elif kind == CapabilityKind.SWEEP:
        how, amount = _removal(detail, _SWEEP_VERBS)
    else:
        how, amount = _removal(detail, _TARGET_VERBS)
    if how == AnswerHow.EXILE and _RETURNS_TO_BATTLEFIELD.search(after):
        how = None  # a flicker: the next sentence returns it (Cloudshift, Otherworldly Journey)
    if how == AnswerHow.EXILE and _COMES_BACK_TO_OWNER.search(after):
        how = AnswerHow.BOUNCE  # its owner gets it back (Release to the Wind)
    if how == AnswerHow.EXILE and _HAUNTING.search(detail):
        how = None  # the card exiles itself, haunting the target (Kaya, Ghost Haunter)
    if how in (AnswerHow.SHRINK, AnswerHow.DAMAGE) and _FOR_EACH.search(detail):
        amount = "X"  # "gets -1/-1 for each Swamp you control": a count play decides
    elif how == AnswerHow.DAMAGE and row.damage_amount == "X" and (m := _X_PLUS.search(detail)):
        # "X is 2 plus the number of cards named Flame Burst in all graveyards": at least 2
        amount = f"{_count(m['n'])}+"
    elif how == AnswerHow.DAMAGE and row.damage_amount == "X" and _counts_itself(line, face):
        amount = "1+"  # a count of its own kind: the source itself at least (_X_COUNTS_KIND)
    elif how == AnswerHow.DAMAGE and row.damage_amount == "X" and _CONVERGED_AMOUNT.search(detail):
        amount = str(_converge_colors(face, text))  # as many colors as it can be paid with
    elif how == AnswerHow.DAMAGE and amount is None:
        amount = _amount_from_counters(row.detail, text, how)
    elif how == AnswerHow.SHRINK:
        amount = _amount_from_counters(row.detail, text, how) or amount
    if how in (AnswerHow.SHRINK, AnswerHow.DAMAGE) and (repeats := _MODE_REPEATS.match(head)):
        # "Choose three. You may choose the same mode more than once." (Fiery Confluence):
        # a mode chosen every time, on the same target, does its damage or -N/-N that often
        once = amount if how == AnswerHow.SHRINK else amount or row.damage_amount
        if once is not None and once.isdigit():
            amount = str(int(once) * _count(repeats["n"]))
    if _REPLACES_DYING.search(detail) or (
        kind == CapabilityKind.TARGET
        and (
            _ATTACHMENTS_OF_TARGET.search(detail)
            or 0 < len(_TARGET_AS_MEASURE.findall(detail)) == detail.count("target")
        )
    ):
        how = None
    later_if = None
    if how is None and kind == CapabilityKind.TARGET:
        # the sentence after (a spell's next line is the same spell, 608.2c)
        following = after.strip() or (later.strip() if face.is_spell else "")
        later_if = _LATER_REMOVES_TARGET.match(SENTENCE_END.split(following, maxsplit=1)[0])
        if (
            _TAPS_TARGET.search(detail)
            and _HELD_WHILE_TAPPED.match(following)
            and _MAY_STAY_TAPPED.search(named(text))
        ):
            how = AnswerHow.NEUTRALISE  # its lock lasts as long as its controller wants
        elif later_if and later_if["library"]:
            how = AnswerHow.BOUNCE
        elif later_if:
            verb = (later_if["verb"] or later_if["random"] or later_if["delayed"]).lower()
            how = AnswerHow.DESTROY if verb == "destroy" else AnswerHow.EXILE
    sacrificed = (
        _SACRIFICED_AT_END.search(after)
        if kind == CapabilityKind.TARGET
        and how in (AnswerHow.NEUTRALISE, None)
        and _GAINS_CONTROL.search(detail)
        else None
    )
    if sacrificed:
        how = AnswerHow.SACRIFICE
    depends: str | None = None
    counted_limit: tuple[EffectLimit, int, int | None] | None = None

    mana_choice = _MANA_CHOICE.search(text) is not None
    x_paid = _x_paid(line, face, row.via)

    def paid(words: str) -> str:
        """The words without what waits on a kicker or cleave its caster pays in mana alone, on
        the color of mana spent to cast it or on the X they pay, theirs to choose (_MANA_CHOICE,
        _SPENT_CHOICE, _CONVERGED, _X_AT_LEAST)."""
        words = _converged(_SPENT_CHOICE.sub("", words), face, text)
        if x_paid:
            words = _X_AT_LEAST.sub("", words)
        return _PAID_CHOICE.sub("", words) if mana_choice else words

    if how not in (AnswerHow.COMBAT, AnswerHow.DAMAGE, None):  # those are judged by numbers below
        # a bound on what it does to the card ("if it has mana value 2 or less") is the card
        # data's to decide (effect_limit), not play's
        decided = _IF_AT_MOST.sub("", paid(detail))
        depends = next((why for pattern, why in _DEPENDS if pattern.search(decided)), None)
        if depends == _CHOSEN_TO_STAY and (
            _CASTER_SPARES.match(before)
            or (
                kind == CapabilityKind.EDICT
                and _SHARE.search(decided)
                and _ROUNDED_UP.search(line)
                and not _CHOSEN_TO_STAY_ONLY.search(decided)
            )
        ):
            depends = None
        elif (
            depends == _CHOSEN_TO_STAY
            and _EACH_KEEPS_ONE.search(line)
            and not _CHOOSES_FOR_THEM.search(text)
        ):
            how, depends = None, None  # its controller keeps the card: it deals with nothing
        elif depends is None and kind == CapabilityKind.SWEEP and _CASTER_SPARES_ONE.search(line):
            depends = _CHOSEN_TO_STAY
        elif (
            depends == _EXTREME
            and kind == CapabilityKind.EDICT
            and _EXTREME_AMONG.match(row.object_state or "")
        ):
            depends = None
        if kind == CapabilityKind.COUNTER and not row.targeted:
            # Chalice of the Void, Counterbalance: which spells it counters is decided in play
            depends = "only the spells its trigger counters (a number or a card play decides)"
        state = row.object_state
        caster_chose = bool(
            state
            and (
                (_THAT_CHOICE.match(state) and _CASTER_CHOOSES.search(line))
                or (_X_BOUND.match(state) and x_paid)
            )
        )
        if state and (up_to := _X_UP_TO.match(state)):
            # the X it surely has (_X_COUNTS_KIND, _LOYALTY_X): a bound the card data decides
            sure_x = (
                1
                if _counts_itself(line, face)
                else int(face.loyalty)
                if _LOYALTY_X.match(line) and face.loyalty.isdigit() and len(face.loyalty) <= 3
                else None
            )
            if sure_x is not None:
                counted_limit = (_LIMIT_OF[up_to["stat"]], sure_x, None)
                caster_chose = True
                if up_to["colored"]:
                    row = msgspec.structs.replace(row, object_color_count="colored")
        if (
            (
                kind == CapabilityKind.EDICT
                and row.object_kind == "permanent"
                and "Land" not in (row.object_excluded_types or ())
                and _ANY_PERMANENT_EDICT.search(detail)
            )
            or (kind == CapabilityKind.EDICT and _LAND_ALTERNATIVE.search(detail))
        ) and not caster_chose:
            # (a type its caster names leaves its player no land to give: World Queller's
            # "creature")
            depends = _ANOTHER_PERMANENT
        if kind == CapabilityKind.SWEEP and _TRIGGER_NAMES_IT.search(detail):
            # "Whenever a creature deals combat damage to Teysa, destroy that creature": only
            # once its controller lets the card do what the trigger asks; a trigger on the
            # source's own deed waits on that ("Whenever Plague Fiend deals combat damage to a
            # creature, destroy that creature unless its controller pays {2}")
            depends = (
                "only once it does what its trigger names"
                if named(detail).startswith((f"Whenever {CARDNAME} ", f"When {CARDNAME} "))
                else "only once the card does what its trigger names"
            )
        if kind == CapabilityKind.ATTACH and attached.depends:
            depends = attached.depends
        if how == AnswerHow.NEUTRALISE and _TRADES_ITSELF.search(named(detail)):
            depends = _TRADES_BACK
        if how == AnswerHow.NEUTRALISE and _WHILE_IT_IS.search(detail):
            depends = _WHILE_IT_IS_REASON
        if state and (
            _TWO_PLAYER_VOTE.search(state)
            or _ITSELF_EXCEPTED.match(state)
            or (
                (mark := _OWN_COUNTER_EXCEPTED.match(state)) is not None
                and f"Put a {mark['kind']} counter on" in text
            )
            or _CHOSEN_BY_ITS_PLAYER.match(state)
            or (kind == CapabilityKind.EDICT and _EXTREME_AMONG.match(state))
            or (state == "of their choice" and _THEIR_OWN_PICK.search(detail))
            or caster_chose
        ):
            # what its caster votes for or chooses goes (two players); another card is never it
            pass
        elif state and how != AnswerHow.COUNTER:
            # a state of play decides whether it can be chosen: attacking, tapped, "that dealt
            # damage to you this turn", a bound play sets ("power greater than your life total")
            depends = f"only a permanent {_unnamed(state, name)}"
        elif state:
            # "Counter target spell with mana value X" (Spell Burst): X, or how it was cast
            depends = f"only a spell {_unnamed(state, name)}"
    if how == AnswerHow.DAMAGE and row.object_state and _PLAY_STATE.search(row.object_state):
        # damage only to a creature in a state play decides ("target attacking or blocking
        # creature", "tapped", "that was dealt damage this turn"): lethal only if the card is in it
        depends = f"only a permanent {_unnamed(row.object_state, name)}"
    elif how == AnswerHow.DAMAGE and not row.targeted and _TRIGGER_DAMAGES_IT.search(detail):
        # "Whenever a creature attacks, Caltrops deals 1 damage to it", "Whenever Ashmouth Hound
        # blocks or becomes blocked by a creature, ... deals 1 damage to that creature": only
        # once the card attacks or blocks (603.2)
        depends = "only once the card attacks or blocks as its trigger names"
    if how == AnswerHow.EXILE and _EXILED_COME_BACK_AT_UPKEEP.search(text):
        depends = _COMES_BACK_AT_UPKEEP
    if how == AnswerHow.COUNTER and _WITH_TIME_COUNTERS.search(after):
        # "Counter target spell. If the spell is countered this way, exile it instead of putting
        # it into its owner's graveyard with three time counters on it" (Delay): it comes back
        depends = _COMES_BACK
    if (
        how not in (AnswerHow.COMBAT, AnswerHow.COUNTER, None)
        and trigger
        and _OWN_LEAVING.search(trigger)
        and not _LEAVES_AT_WILL.search(text)
    ):
        depends = "only once it dies or leaves the battlefield itself"
    if how not in (AnswerHow.COMBAT, None):
        depends = (
            _play_condition(paid(detail), paid(row.detail + after), before)
            or _die_result(line, row.detail, lines)
            or _counters_missing(row.detail, text)
            or _energy_missing(row.detail, text)
            or _level_needed(lines, line)
            or (_counters_missing(head, text) if head else None)
            or (_X_COUNTERS_REASON if _X_COUNTS_COUNTERS.search(detail) else None)
            or (_BOAST_REASON if _BOAST.match(line) else None)
            or (_TARGET_PLAYER_REASON if _TARGET_PLAYER_WHO.search(line) else None)
            or _processed_or_unblocked(detail, line, trigger)
            or (_VICTIM_CHOOSES if head and _OPPONENT_CHOOSES.search(head) else None)
            or (_UNLESS_REASON if how == AnswerHow.DAMAGE and _UNLESS.search(detail) else None)
            or _granted_while(line, row.detail)
            or _held_by_another(line, row.detail, face, text)
            or face_depends
            or _reflexive_condition(detail, before)
            or _cost_of_others(named(row.detail), face)
            or (_cost_of_others(named(head), face) if head else None)
            or _life_cost(row.detail)
            or (
                _FOR_EACH_REASON
                if how not in _AMOUNTS
                and _FOR_EACH.search(detail)
                and not (_FOR_EACH_OWN_VOTE.search(detail) and _VOTES_FIRST.search(line))
                else None
            )
            or (
                _MORE_TARGETS_REASON
                if row.targeted
                and (_MORE_TARGETS.search(detail) or _needs_its_own(detail, face))
                and not _UP_TO.search(detail)
                else None
            )
            or (
                _GRAVEYARD_TARGET_REASON
                # (an edict or a sweep too: "Return target creature card from your graveyard to
                # your hand. Target player sacrifices a creature", Grave Exchange)
                if (row.targeted or kind in (CapabilityKind.EDICT, CapabilityKind.SWEEP))
                and (m := _GRAVEYARD_TARGET_TOO.search(line)) is not None
                and not m["optional"]
                else None
            )
            or depends
            or _if_in_sentence(paid(detail))
            or (_OPPONENTS_DOING if trigger and _OPPONENTS_TRIGGER.search(trigger) else None)
            or (
                _WAITS
                if trigger
                and _EVENT_TRIGGER.match(trigger)
                and not _follows_a_sure_action(trigger, before)
                else None
            )
            # a noncreature card's granted "When this creature enters" waits for its holder,
            # another object ("Non-Spirit creatures have 'When this creature enters, you may
            # have it deal 3 damage to target Spirit creature'", Clash of Realities); a
            # creature's may be its own (a Sliver's "Slivers have ...")
            or (
                _WAITS
                if trigger and row.granted and _WHEN.match(trigger) and "Creature" not in face.types
                else None
            )
            or (
                None
                if later_if is None or later_if["library"] or later_if["delayed"]
                else _AT_RANDOM_REASON
                if later_if["random"]
                else _IF_REASON
            )
        )
    needs: str | None = None
    if kind == CapabilityKind.DAMAGE and row.targeted and (row.fight or row.damage_by == "other"):
        needs = "target"
    elif (
        kind == CapabilityKind.ATTACH
        and how is not None
        and (row.source_kind == SourceKind.AURA or (face.is_aura and row.source_kind is None))
    ):
        # the creature targets before it becomes the Aura that attaches (Licids); an Aura spell
        # targets what it will enchant (303.4a), which protection from spells may stop where
        # protection from its color as a permanent doesn't (Confiscate and Emrakul)
        needs = "target"
    elif how is not None and (
        row.object_state == _BLOCKED_BY_IT or (trigger and _OWN_BLOCK.match(trigger))
    ):
        # "Destroy target creature Wall of Corpses is blocking", "Whenever Wall of Tears blocks
        # a creature, return that creature ...": only a creature it can block (509.1b, 702.16f)
        needs = "block"
    elif (
        how is not None
        and (_AFTER_DAMAGE.search(detail) or (trigger and _AFTER_DAMAGE.search(trigger)))
        and not (trigger and _ATTACHED_DEALS.match(trigger))
    ):
        # "Whenever Creepy Doll deals combat damage to a creature, flip a coin. If you win the
        # flip, destroy that creature": the trigger's damage first
        needs = "damage"
    # (a steal's bound may be on the sacrifice that ends it: "... if it has mana value 3 or less")
    limit = _limit(sacrificed[0], later) if sacrificed else None
    if limit is None and how is not None:
        limit = _limit(detail, later) or counted_limit
    colors: tuple[str, ...] | None = None
    if how is not None and kind != CapabilityKind.COUNTER and (m := _IF_ITS_COLOR.search(detail)):
        colors = (COLOR_BY_WORD[m["color"]],)
    elif how is not None and row.object_state and _CHOSEN_COLOR.match(row.object_state):
        colors = tuple(COLOR_BY_WORD.values())  # any color the card has, none if colorless
    raised = (
        _raised(row.damage_amount, later, _DAMAGE_INSTEAD)
        if how == AnswerHow.DAMAGE
        else _raised(amount, later, _SHRINK_INSTEAD)
        if how == AnswerHow.SHRINK
        else None
    )
    return msgspec.structs.replace(
        row,
        effect=how,
        effect_amount=amount,
        effect_depends=depends,
        effect_speed=_speed(row, face, after),
        effect_needs=needs,
        effect_colors=colors,
        effect_limit=limit[0] if limit else None,
        effect_limit_sure=limit[1] if limit else None,
        effect_limit_most=limit[2] if limit else None,
        effect_amount_most=raised[0] if raised else None,
        effect_amount_most_colors=raised[1] if raised else None,
        effect_amount_most_types=raised[2] if raised else None,
        effect_unless_subtype=unless_subtype if how is not None else None,
    )


def _granted_while(line: str, detail: str) -> str | None:
    """Why a sentence of an ability its card has only while a condition holds depends on play
    (the sentence is inside the quotes `_GRANTED_WHILE` opens), else None."""
    m = _GRANTED_WHILE.match(line)
    if m is None or line.find(detail) < m.end():
        return None
    return f"only as long as {m['condition']}"


def _held_by_another(line: str, detail: str, face: Face, text: str) -> str | None:
    """Why an ability the card gives other permanents depends on play: its controller's of a
    subtype the card isn't (_SUBTYPE_HOLDERS), or a creature when the card is none and brings
    none (_CREATURE_HOLDER); the sentence `detail` is inside the quotes the grant opens."""
    at = line.find(detail)

    def quoted(m: re.Match[str] | None) -> bool:
        """Whether the sentence is inside the quotes that `m`'s grant opens."""
        if m is None or at < m.end():
            return False
        close = line.find('"', m.end())
        return close < 0 or at < close

    m = _SUBTYPE_HOLDERS.search(line)
    if m is not None and quoted(m) and m["subtype"] not in face.subtypes:
        return f"only with a {m['subtype']} its controller controls to use it"
    if "Creature" in face.types or _OWN_HOLDER.search(text):
        return None
    return _HOLDER_REASON if quoted(_CREATURE_HOLDER.search(line)) else None


_WORD_OF_KIND = re.compile(r"[\w-]+")


def _needs_its_own(detail: str, face: Face) -> bool:
    """A spell or ability that needs a permanent of its caster's own besides the source as a
    target (_OWN_TARGET_TOO: Shrewd Negotiation's "target artifact you control"; Oko, Thief of
    Crowns's "target artifact or creature you control", a planeswalker's; Peel from Reality's
    "target creature you control"); not a land or any permanent, which its lands are, nor a
    kind the source itself is (Chromeshell Crab's "target creature you control"; Daring
    Thief's "nonland permanent")."""
    m = _OWN_TARGET_TOO.search(detail)
    if m is None:
        return False
    kinds = set(_WORD_OF_KIND.findall(m["kinds"].lower())) - {"or", "and"}
    if "land" in kinds or "lands" in kinds or ("permanent" in kinds and "nonland" not in kinds):
        return False
    own = {kind.lower() for kind in face.types}
    if "nonland" in kinds:
        return not own & {"artifact", "creature", "enchantment", "planeswalker", "battle"}
    return not own & kinds


def _trigger_of(texts: list[str]) -> str | None:
    """The trigger of the first of `texts` that opens with one ("Whenever a creature dies",
    also after "Until your next turn, "), capitalised; None if none does."""
    for words in texts:
        if m := _TRIGGER.match(words):
            return m["trigger"][0].upper() + m["trigger"][1:]
    return None


def _if_in_sentence(sentence: str) -> str | None:
    """An "if" inside the sentence that the card data doesn't decide ("Counter target spell if
    you control more creatures than that spell's controller", Unified Will); not the bound or
    the color it reads as effect_limit or effect_colors, nor "if you do"."""
    rest = _IF_ITS_COLOR.sub("", _IF_AT_MOST.sub("", sentence))
    # from its second letter: an "If" that opens it is _IF_CONDITION's (_play_condition)
    return _IF_REASON if _IF_IN_SENTENCE.search(rest, 1) else None


def _last_sentence(before: str) -> str:
    """The sentence before a reflexive trigger, from the text of its line before it."""
    return before.rstrip().rsplit(". ", 1)[-1]


# A choice or a condition in the sentence before a reflexive trigger (_follows_a_sure_action)
_CHOICE_OR_CONDITION = re.compile(r"\b(?:may|[Ii]f|unless)\b")


_REFLEXIVE_WHEN = re.compile(r"^When (?:you do\b|(?:it|CARDNAME) \w+ this way\b)")


def _follows_a_sure_action(trigger: str, before: str) -> bool:
    """A reflexive "When you do" (603.12) after an action its ability always takes ("When Dream
    Eater enters, surveil 4. When you do, you may return target nonland permanent ..."; "When
    Psychic Pickpocket enters, it connives. When it connives this way, return ..."): it
    triggers whenever that ability resolves; not after "you may", "if" or "unless"."""
    if not _REFLEXIVE_WHEN.match(trigger):
        return False
    previous = _last_sentence(before)
    return bool(previous) and not _CHOICE_OR_CONDITION.search(previous)


def _reflexive_condition(sentence: str, before: str) -> str | None:
    """A reflexive trigger ("When you do", "If you do") whose sentence before names a condition
    ("Then if you control exactly thirteen permanents, you may sacrifice ...", Stensia
    Uprising): it happens only if that holds."""
    if not sentence.startswith(("When you do", "If you do")):
        return None
    previous = _last_sentence(before)
    if _SACRIFICES_ANOTHER.search(previous):
        # "you may sacrifice an artifact. If you do, ..." (Kuldotha Flamefiend)
        return _COST_REASON
    return _IF_REASON if _IF_IN_SENTENCE.search(previous) else None


# A life payment no player makes from the life they start with (119.4: only with at least as
# much life; 103.4: 20): "Pay 50 life: Aetherflux Reservoir deals 50 damage to any target" waits
# until play has gained it
_LIFE_COST = re.compile(r"^[^:\"]*\b[Pp]ay (?P<n>\d{1,4}) life\b[^:\"]*:")
_STARTING_LIFE = 20


def _life_cost(ability: str) -> str | None:
    """Why an ability whose cost pays at least the starting life total depends, or None."""
    m = _LIFE_COST.match(ability)
    if m and int(m["n"]) >= _STARTING_LIFE:
        return (
            f"only with {m['n']} life to pay (119.4; a player starts with {_STARTING_LIFE}, 103.4)"
        )
    return None


def _cost_of_others(ability: str, face: Face) -> str | None:
    """_COST_REASON when the cost of `ability` takes permanents other than the card: not a
    "Sacrifice a <noun>:" the card is itself (a creature, its own subtype, a permanent); or
    _GRAVEYARD_COST_REASON when it takes cards from its controller's graveyard."""
    if _COST_FROM_GRAVEYARD.match(ability):
        return _GRAVEYARD_COST_REASON
    if not _COST_OF_OTHERS.match(ability):
        return None
    m = _SACRIFICE_ONE.match(ability)
    own = {t.lower() for t in face.types} | set(face.subtypes) | {"permanent"}
    if m and own.intersection(_NOUN_LIST.split(m["nouns"])) and not _TAPS_OTHERS.match(ability):
        return None
    tap = _TAP_ONE.match(ability)
    cost = ability.split(":", 1)[0]
    if (
        tap
        and own.intersection(_NOUN_LIST.split(tap["nouns"]))
        and "{T}" not in cost
        and not _SACRIFICE_ONE.match(ability)
        and cost.count("untapped") == 1
    ):
        return None
    return _COST_REASON


def _processed_or_unblocked(sentence: str, line: str, trigger: str | None) -> str | None:
    """What else play decides about a sentence: an Eldrazi processor's card in exile, or a
    trigger on combat damage to a player or on not being blocked (its ability, `line`, or the
    trigger of its sentence or mode: a name with a comma, "choose any number —", a quoted
    ability), on mutating (702.140: onto a non-Human creature its owner has) or on training
    (702.149: beside a stronger attacker)."""
    if sentence.startswith("If you do") and _PROCESSES.search(line):
        return _PROCESSED_REASON
    if _UNBLOCKED_TRIGGER.search(line) or (trigger and _UNBLOCKED_TRIGGER.match(trigger)):
        return "only once it deals damage to a player or isn't blocked (the blocks decide)"
    if trigger and _MUTATES.match(trigger):
        return "only once it mutates onto a non-Human creature with the same owner (702.140)"
    if trigger and _TRAINS.match(trigger):
        return "only once it trains, attacking beside a creature with greater power (702.149)"
    return None


def _play_condition(sentence: str, ability: str, before: str) -> str | None:
    """The condition play decides that `sentence` (the row's, after any cost) or its whole
    `ability` puts on what it does, the first of _CONDITIONS that holds; None if none, or if the
    sentence's result is its controller's to vote for (the vote is in `before`, the line's words
    before the sentence)."""
    if _TIE_WINS.match(sentence) and _VOTES_FIRST.search(before):
        return None  # its controller's own vote makes at least a tie (two players)
    texts = {"sentence": sentence, "ability": ability}
    return next((why for pattern, where, why in _CONDITIONS if pattern.search(texts[where])), None)


def _counters_missing(ability: str, text: str) -> str | None:
    """Why an ability whose cost removes counters depends on play: the card (its `text`)
    surely enters with fewer than the cost removes, or with none. Counters as many as play
    counts may be none ("enters with X +1/+1 counters on it, where X is the number of
    creature cards in all graveyards", Drakestown Forgotten), though `_count` reads them as
    one; sunburst's are one a color its caster spends (Suncrusher)."""
    m = _REMOVES_COUNTERS.match(ability)
    if m is None:
        return None
    surely = [
        _count(n)
        for e in _ENTERS_WITH.finditer(text)
        if (n := e["n"] or e["k"] or "1") not in ("X", "a number of")
    ]
    if not surely or max(surely) < _count(m["n"]):
        return "only once it has the counters its cost removes"
    return None


# An activated ability's energy payment ("{T}, Pay {E}{E}{E}{E}{E}: Dynavolt Tower deals 3
# damage to any target"), and the energy the card surely gives as it enters ("When Aethertorch
# Renegade enters, you get {E}{E}{E}{E}")
_PAYS_ENERGY = re.compile(r"^[^:]*\bPay (?P<e>(?:\{E\})+)[^:]*:")
_ENERGY_ON_ENTRY = re.compile(
    r"\bWhen CARDNAME enters(?: the battlefield)?, you get (?P<e>(?:\{E\})+)"
)


def _energy_missing(ability: str, text: str) -> str | None:
    """Why an ability paid with energy depends on play: the card's own entering gives less than
    the cost (the rest comes from other cards, or later triggers)."""
    m = _PAYS_ENERGY.match(ability)
    if m is None:
        return None
    given = sum(g["e"].count("{E}") for g in _ENERGY_ON_ENTRY.finditer(text))
    if given < m["e"].count("{E}"):
        return "only once its controller has the energy its cost pays"
    return None


def _counter_restrictions(row: Capability, detail: str) -> Capability:
    """What a counterspell's own words restrict it to beyond its noun phrase: a spell that
    targets (Siren Stormtamer, Keep Safe), a kicked one (Ertai's Trickery), a spell of a color
    ("Counter target spell if it's blue", Pyroblast: it can target any spell, but counters only
    a blue one)."""
    if _COUNTERS_TARGETING.search(detail):
        row = msgspec.structs.replace(row, object_targets=True)
    if _IF_KICKED.search(detail):
        row = msgspec.structs.replace(row, object_keyword="Kicker")
    if row.object_colors is None and (m := _IF_ITS_COLOR.search(detail)):
        row = msgspec.structs.replace(row, object_colors=(COLOR_BY_WORD[m["color"]],))
    return row


def _limit(detail: str, after: str) -> tuple[str, int, int | None] | None:
    """The bound a sentence puts on what it does to its object ("Destroy target creature if it
    has mana value 2 or less"), and the widest one a later sentence of the face (`after`) gives
    it "instead" under a condition ("Revolt — ... if it has mana value 4 or less instead"): the
    characteristic, the sure bound and the widest (None when X sets it: "instead ... if its
    toughness is X or less", Welcome to the Fold's madness, or cleave lifts it: "[with mana
    value 2 or less]"); None without a number bound."""
    if cleave := _CLEAVE_BOUND.search(detail):
        return _LIMIT_OF[cleave["stat"]], int(cleave["n"]), None  # cleaved, it has none
    m = _IF_AT_MOST.search(detail)
    if m is None:
        return None
    stat = _LIMIT_OF[m["stat"]]
    wider = [
        w["n"]
        for sentence in SENTENCE_END.split(after)
        if "instead" in sentence
        for w in _IF_AT_MOST_INSTEAD.finditer(sentence)
        if w["stat"] == m["stat"]
    ]
    if "X" in wider:
        return stat, int(m["n"]), None
    return stat, int(m["n"]), max([int(m["n"]), *map(int, wider)])


def _raised(
    amount: str | None, after: str, instead: re.Pattern[str]
) -> tuple[int, tuple[str, ...] | None, tuple[str, ...] | None] | None:
    """What a later sentence raises the row's own number to "instead" under a condition (the
    `n` of `instead`), where above it, else None: damage ("Galvanic Blast deals 2 damage to any
    target. Metalcraft — Galvanic Blast deals 4 damage instead if you control three or more
    artifacts"), or the toughness a -N/-N takes ("Morbid — That creature gets -13/-13 until
    end of turn instead if a creature died this turn", Tragic Slip); with the colors (any of)
    or the types and subtype (all of) the object must have where those are the condition ("If
    that creature is white, it gets -4/-4 until end of turn instead", Ray of Enfeeblement)."""
    if amount is None or not amount.isdigit():
        return None
    raised = [
        (int(m["n"]), _object_condition(sentence.strip()))
        for sentence in SENTENCE_END.split(after)
        if (m := instead.search(sentence))
    ]
    if not raised or (most := max(raised, key=lambda r: r[0]))[0] <= int(amount):
        return None
    n, condition = most
    if condition is None or any(c is None for other_n, c in raised if other_n > int(amount)):
        return n, None, None  # (a raise play decides makes the most one depend on play)
    named = condition[1]
    types = (
        *(named.object_types or ()),
        *((named.object_subtype,) if named.object_subtype else ()),
    )
    return n, named.object_colors, types or None


def _text_after(lines: list[str], detail: str) -> str:
    """The face's text after the sentence `detail` (its later sentences and abilities)."""
    text = "\n".join(lines)
    at = text.find(detail)
    return text[at + len(detail) :] if at >= 0 else ""


def _effect_part(detail: str) -> str:
    """The sentence after an activated ability's cost."""
    m = ACTIVATED_COST.match(detail)
    return detail[m.end() :] if m else detail


def _removal(
    detail: str, verbs: tuple[tuple[re.Pattern[str], str], ...]
) -> tuple[str | None, str | None]:
    if _DAMAGES_ITSELF.search(detail):
        return AnswerHow.DAMAGE, ITS_POWER
    for pattern, how in verbs:
        if pattern.search(detail):
            if (
                how == AnswerHow.EXILE
                and _RETURNS_TO_BATTLEFIELD.search(detail)
                and not _UNTIL_LEAVES.search(detail)
            ):
                return None, None  # a flicker returns it at once
            if how == AnswerHow.NEUTRALISE and _TEMPORARY.search(detail):
                return None, None  # a Threaten
            return how, None
    if m := _SHRINK.search(detail):
        return AnswerHow.SHRINK, m["n"]
    if counts := [m["n"] for m in _MINUS_COUNTERS.finditer(detail)]:
        # the most any one target may get ("a -1/-1 counter on target creature, two -1/-1
        # counters on another target creature, ...", Incremental Blight)
        if "X" in counts:
            return AnswerHow.SHRINK, "X"
        return AnswerHow.SHRINK, str(max(_count(n) for n in counts))
    if m := _DISTRIBUTED_COUNTERS.search(detail):
        return AnswerHow.SHRINK, str(_count(m["n"]) * int(m["toughness"]))
    if _NEUTRALISES.search(detail) and not _TEMPORARY.search(detail):
        return AnswerHow.NEUTRALISE, None
    return None, None


class Attached(NamedTuple):
    """What an Aura or Equipment does to what it is attached to (_attached_effect)."""

    how: str | None
    amount: str | None
    depends: str | None  # why it depends on play
    # ... only to a creature that isn't of this subtype ("Enchanted creature gets +2/+2 as long
    # as it's a Vampire. Otherwise, it gets -2/-2.", Gift of Fangs): the card data decides
    unless_subtype: str | None = None


_NOTHING_ATTACHED = Attached(None, None, None)

# In a two-player game, a creature that can't attack the Aura's controller and can't block their
# creatures neither attacks nor blocks: "Enchanted creature can't attack you or planeswalkers
# you control. / Enchanted creature can't block creatures you control." (Spectral Grasp)
_CANT_ATTACK_YOU = re.compile(
    r"^Enchanted creature can't attack you(?: or planeswalkers you control)?\.$"
)
_CANT_BLOCK_YOURS = re.compile(r"^Enchanted creature can't block creatures you control\.$")


def _attached_effect(text: str) -> Attached:
    """What an Aura or Equipment does to the permanent it is attached to: neutralise it
    (Pacifism, Claustrophobia, Control Magic), shrink it (Dead Weight), destroy it, or destroy
    it once it is dealt damage (Mortal Wound: that depends on play); else None (it helps it,
    or does something else)."""
    found = _NOTHING_ATTACHED
    # a lock that surely holds; a removal the Aura can also do surely is its best way ("Enchanted
    # creature can't attack or block. {4}{W}: Exile enchanted creature", Sigarda's Imprisonment)
    lines = [line.strip() for line in text.split("\n")]
    neutralises = any(map(_CANT_ATTACK_YOU.match, lines)) and any(
        map(_CANT_BLOCK_YOURS.match, lines)
    )
    for line in lines:
        # (after an ability word: "Domain — Enchanted creature gets -1/-1 for each basic land
        # type among lands you control", Exotic Curse, 207.2c)
        if heading := ABILITY_WORD.match(line):
            line = line[heading.end() :]
        if _REMOVES_ATTACHED_WHEN_DAMAGED.search(line) and found.how is None:
            found = Attached(AnswerHow.DESTROY, None, "only once it is dealt damage")
            continue
        if _SACRIFICED_UNLESS.search(line) and _ENCHANTED.search(line):
            # "Enchanted creature has 'At the beginning of your upkeep, sacrifice this creature
            # unless you pay its mana cost'" (Pendrell Flux), cumulative upkeep (Mana Chains)
            if found.how is None:
                found = Attached(AnswerHow.SACRIFICE, None, _HELD_BACK_REASON)
            continue
        if _TAPS_EACH_UPKEEP.match(line):
            neutralises = True
            continue
        if other := _OTHERWISE_UNLESS_SUBTYPE.search(line):
            # "Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't attack
            # or block." (Bonds of Faith): only a card of another type; the card data knows its
            # types: a Human it only helps (effect_unless_subtype)
            rest, subtype = line[other.end() :], other["subtype"]
            if _NEUTRALISES.search(rest) and found.how is None:
                found = Attached(AnswerHow.NEUTRALISE, None, None, subtype)
            elif (shrink := _SHRINK.search(rest)) and found.how is None:
                found = Attached(AnswerHow.SHRINK, shrink["n"], None, subtype)
            continue
        effect = _effect_part(line)  # "{T}: Enchanted creature gets +2/-2" (Flowstone Embrace)
        if found.how is None and (that := _removal_of_that(line)):
            if that.depends is None:
                return that  # a trigger at a step happens
            found = that
            continue
        if not (_ATTACHED_LINE.search(line) or _ATTACHED_LINE.search(effect)):
            continue
        removes = _REMOVES_ATTACHED.search(line)
        if removes and _RETURNS_THAT.search(line):
            continue  # a flicker: it comes back at once (Flickerform)
        how = (
            None
            if removes is None
            else AnswerHow.DESTROY
            if removes["destroy"]
            else AnswerHow.BOUNCE
            if removes["bounce"] or removes["library"]
            else AnswerHow.SACRIFICE
            if removes["sacrifice"]
            else AnswerHow.EXILE
        )
        if how and _COST_OF_OTHERS.match(line):
            # "Tap two untapped creatures you control that share a creature type: Exile
            # enchanted creature" (Weight of Conscience)
            found = Attached(how, None, _COST_REASON)
            continue
        if how and _ACTIVATE_ONLY_IF.search(line):
            # "{7}{W}, Sacrifice Candletrap: Exile enchanted creature. Activate only if you
            # control three or more creatures with different powers."
            found = Attached(how, None, "only while its activation condition holds")
            continue
        if how and (re.match(r"(?:When|Whenever)\b", line) or _INTERVENING_IF.search(line)):
            # "When a creature dies, destroy enchanted creature" (Yoke of the Damned); a trigger
            # at a step happens ("At the beginning of your upkeep, return enchanted creature
            # ... to their owners' hands", Mark of Eviction) unless an "if" holds it
            found = Attached(how, None, "only once what its trigger waits for happens")
            continue
        if how:
            return Attached(how, None, None)
        if _NEUTRALISES.search(line) and not _TEMPORARY.search(line):
            rules_text = _MANA_ABILITIES_ONLY.sub("", _REMINDER.sub("", line))
            if not (
                _HELD_BACK.search(rules_text)
                or _CREWED.search(rules_text)
                or _PAYS_TO_UNTAP.search(text)
                or _OPPONENTS_END_IT.search(text)
            ):
                untap_only = all(
                    _DOESNT_UNTAP.match(m.group(0)) for m in _NEUTRALISES.finditer(rules_text)
                )
                if not untap_only or _taps_attached(text):
                    neutralises = True
                elif found.how is None:
                    # "doesn't untap" alone, and nothing taps it (Stasis Cell): it still blocks,
                    # and holds only once the card is tapped (Claustrophobia taps it)
                    found = Attached(AnswerHow.NEUTRALISE, None, _UNTIL_TAPPED_REASON)
                continue
            # "can't attack or block unless its controller pays {3}" (Oppressive Rays),
            # "doesn't untap ... if it attacked during its controller's last turn" (Tangle Kelp),
            # a Vehicle its controller crews (Swift Reconfiguration)
            if found.how is None:
                found = Attached(AnswerHow.NEUTRALISE, None, _HELD_BACK_REASON)
            continue
        if (m := _SHRINK.search(line)) or (m := _MINUS_COUNTERS_ATTACHED.search(effect)):
            # "gets -1/-1 for each plague counter on Withering Hex": a count play decides, as
            # does how often a mana cost is paid ("{B}: Enchanted creature gets -1/-1",
            # Manacles of Decay; "{1}{B}: Put a -1/-1 counter on enchanted creature",
            # Torture); one that taps goes once a turn, one that sacrifices once
            cost = line[: len(line) - len(effect)]
            repeats = effect != line and "{T}" not in cost and "Sacrifice" not in cost
            once = m["n"] if m.re is _SHRINK else str(_count(m["n"]))
            n = "X" if _FOR_EACH.search(line) or repeats else once
            found = Attached(AnswerHow.SHRINK, n, None)
    return Attached(AnswerHow.NEUTRALISE, None, None) if neutralises else found


def _removal_of_that(line: str) -> Attached | None:
    """What a line of an Aura that names the creature it enchants does to "that creature" or
    "it" (_REMOVES_THAT_ATTACHED): a removal that waits for its trigger, one under a condition
    the line names, or a sure one at a step; None if it removes nothing so (or says "enchanted
    creature" itself, which _REMOVES_ATTACHED reads)."""
    rules = _QUOTED_ABILITY.sub("", _REMINDER.sub("", line))
    that = _REMOVES_THAT_ATTACHED.search(rules)
    if that is None or not _ENCHANTED.search(rules) or _REMOVES_ATTACHED.search(rules):
        return None
    how = (
        AnswerHow.DESTROY
        if that["destroy"]
        else AnswerHow.SACRIFICE
        if that["sacrifice"]
        else AnswerHow.EXILE
    )
    if re.match(r"(?:When|Whenever)\b", rules):
        return Attached(how, None, _WAITS)
    return Attached(how, None, _IF_REASON if _CONDITION_IN_LINE.search(rules) else None)


def _taps_attached(text: str) -> bool:
    """Whether the card surely taps what it is attached to: a line that taps it without an
    intervening if ("When Bubble Snare enters, if it was kicked, tap enchanted creature" taps
    it only when kicked, 603.4)."""
    return any(
        _TAPS_ATTACHED.search(line) and not _INTERVENING_IF.search(line)
        for line in text.split("\n")
    )


def _speed(row: Capability, face: Face, after: str) -> str:
    """When its controller can use it: at instant speed (an instant, flash, an activated
    ability) or only at sorcery speed (a sorcery, a permanent's triggered or static ability, an
    ability whose later sentence says "Activate only as a sorcery": `after`)."""
    flash = "Flash" in face.keywords or "Instant" in face.types
    if row.via == "ability" and not row.granted:
        if _LOYALTY.match(row.detail) or _SORCERY_ONLY.search(row.detail + after):
            return Speed.SORCERY
        if ACTIVATED_COST.match(row.detail) and not row.detail.startswith(
            ("When", "Whenever", "At ")
        ):
            return Speed.INSTANT
    return Speed.INSTANT if flash else Speed.SORCERY
