"""The rule citation table: the one place rule numbers live.

Verdicts cite today's Comprehensive Rules numbering (protection is 702.16, trample 702.19);
the seeds quote the older numbering (702.14, 702.17), shown beside them where a report
quotes the seeds. Letters moved too: "from everything" is 702.16j today (the seeds' 702.14i),
"from a player" 702.16k and redundant instances 702.16m (the seeds' 702.14j). The table is loaded into the database as `rules`, and the views join it.
"""

from __future__ import annotations

from typing import NamedTuple


class Rule(NamedTuple):
    rule: str  # today's number
    seeds_rule: str | None  # the number the seeds quote, if they quote this rule
    summary: str


RULES: dict[str, Rule] = {
    "quality": Rule(
        "702.16a",
        "702.14a",
        "Protection from a quality; card types, subtypes and supertypes apply to sources of that type anywhere; a name counts only when the ability says so.",
    ),
    "target": Rule(
        "702.16b",
        "702.14b",
        "Can't be the target of spells with the quality or of abilities from sources with it.",
    ),
    "enchant": Rule(
        "702.16c",
        "702.14c",
        "Can't be enchanted by Auras with the quality; such Auras are put into the graveyard.",
    ),
    "equip": Rule(
        "702.16d",
        "702.14d",
        "Can't be equipped by Equipment or fortified by Fortifications with the quality; they become unattached.",
    ),
    "damage": Rule(
        "702.16e",
        "702.14e",
        "All damage that would be dealt by sources with the quality is prevented.",
    ),
    "block": Rule(
        "702.16f",
        "702.14f",
        "An attacking creature with protection can't be blocked by creatures with the quality.",
    ),
    "separate": Rule(
        "702.16g", "702.14g", "'From A and from B' is two separate protection abilities."
    ),
    "all_of": Rule(
        "702.16h",
        "702.14h",
        "'From all [characteristic]' is one protection ability per possible quality.",
    ),
    "everything": Rule(
        "702.16j", "702.14i", "Protection from everything: protection from each object."
    ),
    "redundant": Rule(
        "702.16m",
        "702.14j",
        "Multiple instances of protection from the same quality are redundant.",
    ),
    "player": Rule(
        "702.16k",
        None,
        "Protection from a player: protection from each object that player controls (the chosen player, each opponent).",
    ),
    "own_only": Rule(
        "115.1",
        None,
        "A spell or ability targets only what its text allows: 'target creature you control' "
        "(and equip, 702.6a) can't reach the opponent's permanent.",
    ),
    "colorless": Rule(
        "105.2c",
        None,
        "Colorless is not a color: 'protection from all colors' does not cover a colorless source.",
    ),
    # 702.19b (the seeds' 702.17b) holds the lethal-damage assignment and its protection
    # example; 702.19c is the case where every blocker was removed from combat.
    "trample": Rule(
        "702.19b",
        "702.17b",
        "A trampler must still assign lethal damage to a protected blocker; only the excess may go to the player.",
    ),
    "deathtouch": Rule(
        "702.2b", None, "Deathtouch needs damage to be dealt; prevented damage destroys nothing."
    ),
    "fight": Rule(
        "701.14a",
        None,
        "In a fight each creature deals the damage: the source is the fighting creature, not the spell.",
    ),
    "splice": Rule(
        "702.47a",
        None,
        "A spliced card's text is added to another spell; the spliced card itself doesn't target.",
    ),
    "unpreventable": Rule(
        "615.12",
        None,
        "Damage that can't be prevented is dealt even where a prevention effect, such as protection's (702.16e), applies.",
    ),
    "flying": Rule(
        "702.9b",
        None,
        "A creature with flying can't be blocked except by creatures with flying or reach.",
    ),
    "shadow": Rule(
        "702.28b", None, "A creature with shadow can be blocked only by creatures with shadow."
    ),
    "shadow_combat": Rule(
        "702.28b",
        None,
        "A creature with shadow can block or be blocked by only creatures with shadow.",
    ),
    "horsemanship": Rule(
        "702.31b",
        None,
        "A creature with horsemanship can't be blocked except by creatures with horsemanship.",
    ),
    "fear": Rule(
        "702.36b",
        None,
        "A creature with fear can't be blocked except by artifact creatures and/or black creatures.",
    ),
    "skulk": Rule(
        "702.118b", None, "A creature with skulk can't be blocked by creatures with greater power."
    ),
    "intimidate": Rule(
        "702.13b",
        None,
        "A creature with intimidate can't be blocked except by artifact creatures and/or creatures that share a color with it.",
    ),
    "landwalk": Rule(
        "702.14c",
        None,
        "A creature with landwalk can't be blocked while the defending player controls a land of that kind.",
    ),
    "unblockable": Rule(
        "509.1b", None, "A creature that can't be blocked: no blocker may be declared for it."
    ),
    "spared": Rule(
        "702.16n",
        None,
        "An Aura that gives protection and says its effect doesn't remove it (or Auras) isn't put "
        "into the graveyard by that protection.",
    ),
    "spared_attached": Rule(
        "702.16p",
        None,
        "Protection whose effect doesn't remove the Auras and Equipment you control already "
        "attached leaves those attached when it starts to apply.",
    ),
    "not_covered": Rule(
        "702.16",
        "702.14",
        "Protection stops only damage, enchanting/equipping, blocking and targeting (DEBT).",
    ),
}


def rule_rows() -> list[tuple[str, str, str | None, str]]:
    """Rows for the `rules` table: (rule_key, rule, seeds_rule, summary)."""
    return [(key, r.rule, r.seeds_rule, r.summary) for key, r in RULES.items()]
