"""The sentences a verdict's reason is worded from: the one place they live.

sql/internal/verdict_reasons.sql decides which sentence a verdict takes (a key per part) and
fills its placeholders; this table words it. Loaded into the database as
`internal.reason_sentences` (part, key, template); sql/checks/build/ checks that every
evasion key is a key of `rules`. Placeholders: {quality} the deciding quality as the
card prints it ("protection from red", not the whole keyword line), {text} its clause (where
the clause's other words decide: "This effect doesn't remove ..."), {stopped} what a
protection stops, {what} what a verdict depends on, {value} the quality's value, {chosen}
what is chosen, {state} a state of the source, {rule} the cited rule's number.
"""

from __future__ import annotations

from typing import Final

_NOT_COVERED_SWEEP: Final = "protection does not stop effects that neither target nor deal damage"

# part 'reason': the sentence itself
REASONS: Final[dict[str, str]] = {
    # only an object named like its target or another permanent is reached: play decides
    "shares_name": "depends on play: it reaches this card only when the card has the same name "
    "as the object its text names (its target, or another permanent)",
    # 702.16n-p: the protection doesn't remove this Aura, or Auras, or what is attached
    "spared_source": '"{text}" doesn\'t remove the Aura that gives it: this Aura stays attached',
    "spared_attached": 'depends on play: "{text}" doesn\'t remove the Auras and Equipment its '
    "controller controls that are already attached, so those stay; a new one can't be attached",
    "spared": 'depends on play: "{text}" doesn\'t remove Auras, so one attached before stays; a '
    "new one can't enchant it",
    # 702.16: what protection never stops
    "not_covered_sweep": _NOT_COVERED_SWEEP,
    "not_covered_edict": "protection does not stop a player sacrificing it",
    "not_covered_stack": "protection does not apply to a spell on the stack",
    # 615.12
    "unpreventable": "its damage can't be prevented, so protection's prevention of damage "
    "(702.16e) does not stop it",
    "unpreventable_sometimes": "depends on play: its damage can't be prevented only sometimes; "
    "otherwise {quality} stops it",
    "targets_unpreventably": "{quality} stops it from targeting; its damage can't be prevented, "
    "but it is dealt only to a legal target",
    "stops": "{quality} stops {stopped}",
    "depends": "depends on play: {what} ({quality})",
    "colorless": "colorless is not a color, so no color protection covers this source",
    "spells_only_combat": "the quality names spells; this comes from a creature in combat",
    "spells_only": "the quality names spells; this comes from an ability or a permanent",
    "no_quality": "the source has none of the qualities it is protected from",
}

# part 'evasion': a block the attacker's evasion rules out anyway (not_applicable), or only
# may (landwalk): keyed by the evasion, which is also the key of the rule it cites
EVASIONS: Final[dict[str, str]] = {
    "unblockable": "the attacking creature can't be blocked at all",
    "shadow_combat": "only one of the two creatures has shadow, so neither can block the other "
    "and no combat damage passes between them",
    "flying": "the attacking creature has flying: only creatures with flying or reach can block it",
    "shadow": "the attacking creature has shadow: only creatures with shadow can block it",
    "horsemanship": "the attacking creature has horsemanship: only creatures with horsemanship "
    "can block it",
    "fear": "the attacking creature has fear: only artifact creatures and black creatures can "
    "block it",
    "skulk": "the attacking creature has skulk: creatures with greater power (as printed) can't "
    "block it",
    "intimidate": "the attacking creature has intimidate: only artifact creatures and creatures "
    "that share a color with it can block it",
    "landwalk": "depends on play: the attacking creature has landwalk, so it can't be blocked "
    "while the defending player controls a land of that kind",
}

# part 'prefix': before an evasion's sentence, for combat damage (702.3b)
PREFIXES: Final[dict[str, str]] = {
    "defender": "it can't attack (defender), so it deals combat damage only as a blocker, and ",
}

# part 'stopped': what "{quality}" stops
STOPPED: Final[dict[str, str]] = {
    "block": "it from blocking",
    "enchant": "it from enchanting",
    "equip": "it from equipping or fortifying",
    "fight": "the fighting creature's damage",
    "other_source": "the damage of the creature that deals it",
    "spell": "its spell",
    "combat": "its combat damage",
    "ability": "its abilities",
    # an edict that targets the player, whose own protection is the card's (702.16b)
    "player_target": "it from targeting the player who would sacrifice it",
}

# part 'suffix': added after "{quality}" stops ... (and after "shares_name", not_covered, and
# "depends" for an edict that targets a protected player)
SUFFIXES: Final[dict[str, str]] = {
    "not_covered": "; " + _NOT_COVERED_SWEEP,
    "player": " when the opponent controls it",  # 702.16k
    "trample": "; a trampler must still assign it lethal damage ({rule})",
    "deathtouch": "; deathtouch does nothing when the damage is prevented ({rule})",
    # after "depends": an edict that targets the player the card protects too (702.16b)
    "player_edict": "; the edict targets the player who would sacrifice it, who has the same "
    "protection",
}

# part 'depends_on': what a conditional verdict depends on, where the protection names no
# condition or duration of its own
DEPENDS_ON: Final[dict[str, str]] = {
    # what is chosen or read off the game state, in the card's words
    "variable": 'what "{value}" is then',
    # an Un-card trait of one printing, which the oracle card does not fix
    "printing": "which printing of the source is played (whether it has {value})",
    "chosen_parity": "the chosen quality, odd or even",
    "chosen": "the chosen {chosen}",
    "x_in_cost": "the value chosen for X (on the stack X counts in the mana value, 202.3e)",
    "attached": "which Aura or Equipment the effect attaches",
    "fight": "the fighting creature's characteristics",
    "other_source": "the characteristics of the creature that deals the damage",
    "part_time_creature": "whether the source is a creature at the time",
    "granted": "the object that has the granted ability",
    "copy": "the creature it enters as a copy of (707.2)",
    # say what the quality depends on, not a catch-all
    "unparsed": 'what "{value}" covers, which card data does not decide',
    "state": "whether the source is {state} then",
    "controller": "who controls the source",
    "unknown": "who controls the source or what is true of it",
}

_PARTS: Final[dict[str, dict[str, str]]] = {
    "reason": REASONS,
    "evasion": EVASIONS,
    "prefix": PREFIXES,
    "stopped": STOPPED,
    "suffix": SUFFIXES,
    "depends_on": DEPENDS_ON,
}


def reason_rows() -> list[tuple[str, str, str]]:
    """Rows for `internal.reason_sentences`: (part, key, template)."""
    return [(part, key, text) for part, texts in _PARTS.items() for key, text in texts.items()]
