"""Table tests for the protection-clause parser (CR 702.16), on real oracle texts.

Oracle texts are copied from the shared MTGJSON snapshot (2022-04-25) unless a case says
otherwise; each expected list is the exact parser output.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import duckdb
import msgspec
import pytest

from pipeline.parse.card_facts import CardTraits
from pipeline.parse.oracle_text import strip_reminder
from pipeline.parse.protection import (
    Protection,
    ProtectionLoss,
    parse_protection_losses,
    parse_protections,
    subject_types,
)
from pipeline.parse.protection_qualities import SourcePredicate
from pipeline.vocabulary import QualityKind

WUBRG = ("W", "U", "B", "R", "G")
UEOT = "until end of turn"


def row(text: str, kind: str, value: str | None, **fields: Any) -> Protection:
    """An expected row; clause 0 and scope 'self' unless given. The source predicate's fields
    are given alongside the clause's (colors=..., card_type=...). Its quality_text is left
    empty: test_the_quality_as_printed checks that field on its own."""
    fields.setdefault("clause_index", 0)
    fields.setdefault("quality_text", "")
    fields.setdefault("scope", "self")
    if fields["scope"] == "granted":  # checked on its own: test_what_a_granting_clause_protects
        fields.setdefault("subject_types", subject_types(fields.get("subject")))
    predicate = {k: fields.pop(k) for k in SourcePredicate.__struct_fields__ if k in fields}
    return Protection(
        quality_kind=kind,
        quality_value=value,
        text=text,
        predicate=SourcePredicate(**predicate),
        **fields,
    )


def color(text: str, code: str, **fields: Any) -> Protection:
    return row(text, "color", code, colors=(code,), **fields)


def chosen_color(text: str, **fields: Any) -> Protection:
    return row(text, "chosen", "color", chosen="color", **fields)


# --- texts used by several rows -------------------------------------------------------

PRISTINE = (
    "As long as Pristine Angel is untapped, it has protection from artifacts and from all colors."
)
ETCHED = (
    "Metalcraft — Etched Champion has protection from all colors as long as you control three "
    "or more artifacts."
)
APOSTLE = (
    "Target artifact or creature you control gains protection from artifacts or from the color "
    "of your choice until end of turn."
)
SERRA = "You and creatures you control have protection from the chosen card type."
FAITH_0 = (
    "Target permanent you control gains protection from the color of your choice until end of turn."
)
FAITH_1 = (
    "Fateful hour — If you have 5 or less life, instead you and each permanent you control gain "
    "protection from the color of your choice until end of turn."
)
JUDGMENT = (
    "Until end of turn, creatures you control gain protection from white if you control a "
    "Plains, from blue if you control an Island, from black if you control a Swamp, from red if "
    "you control a Mountain, and from green if you control a Forest."
)
JODAH = (
    "{0}: Until end of turn, Jodah's Avenger gets -1/-1 and gains your choice of double strike, "
    "protection from red, vigilance, or shadow."
)
GIVER = (
    "{T}: Another target creature you control gains protection from colorless or from the color "
    "of your choice until end of turn."
)
EON = "Until your next turn, you and planeswalkers you control gain protection from that player."
ARCHON = (
    "Reveal the player you chose: You and target permanent you control each gain protection from "
    "the chosen player until end of turn."
)
TEROH = (
    "Threshold — As long as seven or more cards are in your graveyard, Teroh's Vanguard has "
    "\"When Teroh's Vanguard enters the battlefield, creatures you control gain protection from "
    'black until end of turn."'
)
CROWN_1 = (
    "Sacrifice Crown of Awe: Enchanted creature and other creatures that share a creature type "
    "with it gain protection from black and from red until end of turn."
)
MORPHLING = (
    "{2}: Greater Morphling gains your choice of banding, bushido 1, double strike, fear, flying, "
    "first strike, haste, landwalk of your choice, protection from a color of your choice, "
    "provoke, rampage 1, shadow, or trample until end of turn."
)
MORPHLING_CHOICES = (
    "banding, bushido 1, double strike, fear, flying, first strike, haste, landwalk of your "
    "choice, protection from a color of your choice, provoke, rampage 1, shadow, or trample"
)

CASES: list[Any] = [
    # --- the seeds' cards ---------------------------------------------------------------
    pytest.param(
        "As Runed Halo enters the battlefield, choose a card name.\nYou have protection from the "
        "chosen card name. (You can't be targeted, dealt damage, or enchanted by anything with "
        "that name.)",
        "Runed Halo",
        [
            row(
                "You have protection from the chosen card name.",
                "chosen",
                "card_name",
                scope="player",
                subject="You",
                chosen="card_name",
            )
        ],
        id="Runed Halo",
    ),
    pytest.param(
        "Flying\nAs long as Pristine Angel is untapped, it has protection from artifacts and from "
        "all colors.\nWhenever you cast a spell, you may untap Pristine Angel.",
        "Pristine Angel",
        [
            row(
                PRISTINE,
                "card_type",
                "Artifact",
                card_type="Artifact",
                subject="it",
                condition="as long as Pristine Angel is untapped",
            ),
            *(
                color(PRISTINE, c, subject="it", condition="as long as Pristine Angel is untapped")
                for c in WUBRG
            ),
        ],
        id="Pristine Angel",
    ),
    pytest.param(
        "Sacrifice Cephalid Snitch: Target creature loses protection from black until end of turn.",
        "Cephalid Snitch",
        [],
        id="Cephalid Snitch (a loss)",
    ),
    pytest.param(
        "Radiance — Choose a color. Target creature and each other creature that shares a color "
        "with it gain protection from the chosen color until end of turn.",
        "Bathe in Light",
        [
            chosen_color(
                "Target creature and each other creature that shares a color with it gain "
                "protection from the chosen color until end of turn.",
                scope="granted",
                subject="Target creature and each other creature that shares a color with it",
                duration=UEOT,
            )
        ],
        id="Bathe in Light",
    ),
    pytest.param(
        "This spell can't be countered.\nWhen you cast this spell, take an extra turn after this "
        "one.\nFlying, protection from spells that are one or more colors, annihilator 6\nWhen "
        "Emrakul, the Aeons Torn is put into a graveyard from anywhere, its owner shuffles their "
        "graveyard into their library.",
        "Emrakul, the Aeons Torn",
        [
            row(
                "Flying, protection from spells that are one or more colors, annihilator 6",
                "compound",
                "spells that are one or more colors",
                color_count="colored",
                spells_only=True,
            )
        ],
        id="Emrakul, the Aeons Torn",
    ),
    pytest.param(  # the 2010 oracle wording
        "Emrakul, the Aeons Torn can't be countered.\nWhen you cast Emrakul, the Aeons Torn, take "
        "an extra turn after this one.\nFlying, protection from colored spells, annihilator 6\n"
        "When Emrakul, the Aeons Torn is put into a graveyard from anywhere, its owner shuffles "
        "his or her graveyard into his or her library.",
        "Emrakul, the Aeons Torn",
        [
            row(
                "Flying, protection from colored spells, annihilator 6",
                "compound",
                "colored spells",
                color_count="colored",
                spells_only=True,
            )
        ],
        id="Emrakul, the Aeons Torn (2010 wording)",
    ),
    pytest.param(
        "Protection from white\nBushido 1 (Whenever this creature blocks or becomes blocked, it "
        "gets +1/+1 until end of turn.)",
        "Hand of Cruelty",
        [color("Protection from white", "W")],
        id="Hand of Cruelty",
    ),
    pytest.param(
        ETCHED,
        "Etched Champion",
        [
            color(
                ETCHED,
                c,
                subject="Etched Champion",
                condition="Metalcraft — as long as you control three or more artifacts",
            )
            for c in WUBRG
        ],
        id="Etched Champion",
    ),
    pytest.param(
        "As True-Name Nemesis enters the battlefield, choose a player.\nTrue-Name Nemesis has "
        "protection from the chosen player.",
        "True-Name Nemesis",
        [
            row(
                "True-Name Nemesis has protection from the chosen player.",
                "player",
                "chosen player",
                subject="True-Name Nemesis",
                chosen="player",
            )
        ],
        id="True-Name Nemesis",
    ),
    pytest.param(
        "Protection from everything\nIf Progenitus would be put into a graveyard from anywhere, "
        "reveal Progenitus and shuffle it into its owner's library instead.",
        "Progenitus",
        [row("Protection from everything", "everything", None)],
        id="Progenitus",
    ),
    pytest.param(
        "Protection from white\n{B}: Knight of Stromgald gains first strike until end of turn.\n"
        "{B}{B}: Knight of Stromgald gets +1/+0 until end of turn.",
        "Knight of Stromgald",
        [color("Protection from white", "W")],
        id="Knight of Stromgald",
    ),
    pytest.param(
        "First strike, protection from black and from red (This creature deals combat damage "
        "before creatures without first strike. It can't be blocked, targeted, dealt damage, or "
        "enchanted by anything black or red.)",
        "Paladin en-Vec",
        [
            color("First strike, protection from black and from red", "B"),
            color("First strike, protection from black and from red", "R"),
        ],
        id="Paladin en-Vec",
    ),
    pytest.param(
        "Equipped creature gets +2/+2 and has protection from red and from blue.\nWhenever "
        "equipped creature deals combat damage to a player, Sword of Fire and Ice deals 2 damage "
        "to any target and you draw a card.\nEquip {2}",
        "Sword of Fire and Ice",
        [
            color(
                "Equipped creature gets +2/+2 and has protection from red and from blue.",
                c,
                scope="granted",
                subject="Equipped creature",
            )
            for c in ("R", "U")
        ],
        id="Sword of Fire and Ice",
    ),
    pytest.param(
        "{T}: Target creature you control gains protection from the color of your choice until "
        "end of turn.",
        "Mother of Runes",
        [
            chosen_color(
                "{T}: Target creature you control gains protection from the color of your choice "
                "until end of turn.",
                scope="granted",
                subject="Target creature you control",
                condition="activated ability: {T}",
                duration=UEOT,
            )
        ],
        id="Mother of Runes",
    ),
    pytest.param(
        "({W/P} can be paid with either {W} or 2 life.)\n" + APOSTLE,
        "Apostle's Blessing",
        [
            row(
                APOSTLE,
                "card_type",
                "Artifact",
                card_type="Artifact",
                scope="granted",
                subject="Target artifact or creature you control",
                condition="one of: artifacts or the color of your choice",
                duration=UEOT,
            ),
            chosen_color(
                APOSTLE,
                scope="granted",
                subject="Target artifact or creature you control",
                condition="one of: artifacts or the color of your choice",
                duration=UEOT,
            ),
        ],
        id="Apostle's Blessing",
    ),
    pytest.param(
        "Until your next turn, your life total can't change and you gain protection from "
        "everything. All permanents you control phase out. (While they're phased out, they're "
        "treated as though they don't exist. They phase in before you untap during your untap "
        "step.)\nExile Teferi's Protection.",
        "Teferi's Protection",
        [
            row(
                "Until your next turn, your life total can't change and you gain protection from "
                "everything.",
                "everything",
                None,
                scope="player",
                subject="you",
                duration="until your next turn",
            )
        ],
        id="Teferi's Protection",
    ),
    pytest.param(
        "Flying, first strike, lifelink, protection from Demons and from Dragons",
        "Baneslayer Angel",
        [
            row(
                "Flying, first strike, lifelink, protection from Demons and from Dragons",
                "subtype",
                sub,
                subtype=sub,
            )
            for sub in ("Demon", "Dragon")
        ],
        id="Baneslayer Angel",
    ),
    pytest.param(
        "Soulbond (You may pair this creature with another unpaired creature when either enters "
        "the battlefield. They remain paired for as long as you control both of them.)\nAs long "
        "as Diregraf Escort is paired with another creature, both creatures have protection from "
        "Zombies.",
        "Diregraf Escort",
        [  # soulbond (702.95): the card and the creature paired with it, while paired
            row(
                "As long as Diregraf Escort is paired with another creature, both creatures have "
                "protection from Zombies.",
                "subtype",
                "Zombie",
                subtype="Zombie",
                scope=scope,
                subject="both creatures",
                condition="as long as Diregraf Escort is paired with another creature",
            )
            for scope in ("self", "granted")
        ],
        id="Diregraf Escort",
    ),
    pytest.param(
        "Haktos the Unscarred attacks each combat if able.\nAs Haktos enters the battlefield, "
        "choose 2, 3, or 4 at random.\nHaktos has protection from each mana value other than the "
        "chosen number.",
        "Haktos the Unscarred",
        [
            row(
                "Haktos has protection from each mana value other than the chosen number.",
                "chosen",
                "mana_value",
                subject="Haktos",
                chosen="mana_value",
                mana_value_op="!=",
            ),
            # 2, 3 or 4 is chosen: every other mana value is always covered
            *(
                row(
                    "Haktos has protection from each mana value other than the chosen number.",
                    "mana_value",
                    f"{op}{n}",
                    subject="Haktos",
                    mana_value_op=op,
                    mana_value=n,
                )
                for op, n in (("<=", 1), (">=", 5))
            ),
        ],
        id="Haktos the Unscarred",
    ),
    pytest.param(
        "Imprint — When Mirror Golem enters the battlefield, you may exile target card from a "
        "graveyard.\nMirror Golem has protection from each of the exiled card's card types. "
        "(Artifact, creature, enchantment, instant, land, planeswalker, sorcery, and tribal are "
        "card types.)",
        "Mirror Golem",
        [
            row(
                "Mirror Golem has protection from each of the exiled card's card types.",
                "variable",
                "each of the exiled card's card types",
                subject="Mirror Golem",
                chosen="exiled_card_types",
            )
        ],
        id="Mirror Golem",
    ),
    # --- not protection -----------------------------------------------------------------
    pytest.param(
        "You have shroud. (You can't be the target of spells or abilities.)",
        "Ivory Mask",
        [],
        id="Ivory Mask (shroud)",
    ),
    pytest.param("Prevent all combat damage that would be dealt this turn.", "Fog", [], id="Fog"),
    pytest.param(
        "{1}: The next time a red source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        "Circle of Protection: Red",
        [],
        id="Circle of Protection: Red",
    ),
    pytest.param(
        "Hexproof (This creature can't be the target of spells or abilities your opponents "
        "control.)",
        "Slippery Bogle",
        [],
        id="Slippery Bogle (hexproof)",
    ),
    # --- keywords copied from other cards: one `variable` row per clause ----------------
    pytest.param(
        "Imprint — {1}: Exile target creature card from your graveyard.\nAs long as a card exiled "
        "with Death-Mask Duplicant has flying, Death-Mask Duplicant has flying. The same is true "
        "for fear, first strike, double strike, haste, landwalk, protection, and trample.",
        "Death-Mask Duplicant",
        [
            row(
                "The same is true for fear, first strike, double strike, haste, landwalk, "
                "protection, and trample.",
                "variable",
                "protection",
                chosen="copied_protection",
                subject="Death-Mask Duplicant",
                condition="as long as a card exiled with Death-Mask Duplicant has protection",
            )
        ],
        id="Death-Mask Duplicant (copied protection)",
    ),
    pytest.param(
        "Changeling (This card is every creature type.)\nAs long as a creature card with flying "
        "is in a graveyard, Cairn Wanderer has flying. The same is true for fear, first strike, "
        "double strike, deathtouch, haste, landwalk, lifelink, protection, reach, trample, "
        "shroud, and vigilance.",
        "Cairn Wanderer",
        [
            row(
                "The same is true for fear, first strike, double strike, deathtouch, haste, "
                "landwalk, lifelink, protection, reach, trample, shroud, and vigilance.",
                "variable",
                "protection",
                chosen="copied_protection",
                subject="Cairn Wanderer",
                condition="as long as a creature card with protection is in a graveyard",
            )
        ],
        id="Cairn Wanderer (copied protection)",
    ),
    pytest.param(
        "Whenever equipped creature dies, exile it.\nEquipped creature gets +2/+0.\nAs long as a "
        "card exiled with Eater of Virtue has flying, equipped creature has flying. The same is "
        "true for first strike, double strike, deathtouch, haste, hexproof, indestructible, "
        "lifelink, menace, protection, reach, trample, and vigilance.\nEquip {1}",
        "Eater of Virtue",
        [
            row(
                "The same is true for first strike, double strike, deathtouch, haste, hexproof, "
                "indestructible, lifelink, menace, protection, reach, trample, and vigilance.",
                "variable",
                "protection",
                chosen="copied_protection",
                scope="granted",  # the Equipment's creature
                subject="equipped creature",
                condition="as long as a card exiled with Eater of Virtue has protection",
            )
        ],
        id="Eater of Virtue (copied protection)",
    ),
    pytest.param(
        "At the beginning of each upkeep, creatures you control gain flying until end of turn if "
        "a creature you control has flying. The same is true for fear, first strike, double "
        "strike, landwalk, protection, trample, and vigilance.",
        "Concerted Effort",
        [
            row(
                "The same is true for fear, first strike, double strike, landwalk, protection, "
                "trample, and vigilance.",
                "variable",
                "protection",
                chosen="copied_protection",
                scope="granted",
                subject="creatures you control",
                condition="triggered ability: At the beginning of each upkeep; if a creature "
                "you control has protection",
                duration=UEOT,
            )
        ],
        id="Concerted Effort (copied protection)",
    ),
    pytest.param(  # another card's name containing "Protection" (Teferi's Protection)
        "Search your library for a card named Teferi's Protection, reveal it, put it into your "
        "hand, then shuffle.",
        "Test Tutor",
        [],
        id="a card name in the text",
    ),
    # --- scopes -------------------------------------------------------------------------
    pytest.param(
        "When an opponent casts a creature spell, if Opal Guardian is an enchantment, Opal "
        "Guardian becomes a 3/4 Gargoyle creature with flying and protection from red.",
        "Opal Guardian",
        [
            color(
                "When an opponent casts a creature spell, if Opal Guardian is an enchantment, "
                "Opal Guardian becomes a 3/4 Gargoyle creature with flying and protection from "
                "red.",
                "R",
                subject="Opal Guardian",
                condition="triggered ability: When an opponent casts a creature spell; "
                "if Opal Guardian is an enchantment",
            )
        ],
        id="Opal Guardian (becomes)",
    ),
    pytest.param(
        "Trample\nWhen Hunted Horror enters the battlefield, target opponent creates two 3/3 green "
        "Centaur creature tokens with protection from black.",
        "Hunted Horror",
        [
            color(
                "When Hunted Horror enters the battlefield, target opponent creates two 3/3 green "
                "Centaur creature tokens with protection from black.",
                "B",
                scope="token",
                subject="two 3/3 green Centaur creature tokens",
                condition="triggered ability: When Hunted Horror enters the battlefield",
            )
        ],
        id="Hunted Horror (token)",
    ),
    pytest.param(
        "Flying\nAs Serra's Emissary enters the battlefield, choose a card type.\n" + SERRA,
        "Serra's Emissary",
        [
            row(
                SERRA,
                "chosen",
                "card_type",
                scope=scope,
                subject="You and creatures you control",
                chosen="card_type",
            )
            for scope in ("player", "granted")
        ],
        id="Serra's Emissary (player and granted)",
    ),
    pytest.param(
        FAITH_0 + "\n" + FAITH_1,
        "Faith's Shield",
        [
            chosen_color(
                FAITH_0, scope="granted", subject="Target permanent you control", duration=UEOT
            ),
            *(
                chosen_color(
                    FAITH_1,
                    clause_index=1,
                    scope=scope,
                    subject="you and each permanent you control",
                    condition="Fateful hour — if you have 5 or less life",
                    duration=UEOT,
                )
                for scope in ("player", "granted")
            ),
        ],
        id="Faith's Shield",
    ),
    pytest.param(
        "Flying\nWhen Eon Frolicker enters the battlefield, if you cast it, target opponent takes "
        "an extra turn after this one. " + EON + " (You and planeswalkers you control can't be "
        "targeted, dealt damage, or enchanted by anything controlled by that player.)",
        "Eon Frolicker",
        [
            row(
                EON,
                "player",
                "that player",
                scope=scope,
                subject="you and planeswalkers you control",
                condition="triggered ability: When Eon Frolicker enters the battlefield; if you cast it",
                duration="until your next turn",
            )
            for scope in ("player", "granted")
        ],
        id="Eon Frolicker",
    ),
    pytest.param(
        "Flying\nAs Guardian Archon enters the battlefield, secretly choose an opponent.\n"
        + ARCHON
        + " Activate only once.",
        "Guardian Archon",
        [
            row(
                ARCHON,
                "player",
                "chosen player",
                scope=scope,
                subject="You and target permanent you control",
                condition="activated ability: Reveal the player you chose",
                duration=UEOT,
                chosen="player",
            )
            for scope in ("player", "granted")
        ],
        id="Guardian Archon",
    ),
    pytest.param(
        "Flash (You may cast this spell any time you could cast an instant.)\nWhen Seht's Tiger "
        "enters the battlefield, you gain protection from the color of your choice until end of "
        "turn. (You can't be targeted, dealt damage, or enchanted by anything of the chosen "
        "color.)",
        "Seht's Tiger",
        [
            chosen_color(
                "When Seht's Tiger enters the battlefield, you gain protection from the color of "
                "your choice until end of turn.",
                scope="player",
                subject="you",
                condition="triggered ability: When Seht's Tiger enters the battlefield",
                duration=UEOT,
            )
        ],
        id="Seht's Tiger",
    ),
    pytest.param(
        "Put a +1/+1 counter on target creature you control. It gains protection from the color "
        "of your choice until end of turn. (It can't be blocked, targeted, dealt damage, "
        "enchanted, or equipped by anything of that color.)",
        "Feat of Resistance",
        [
            chosen_color(
                "It gains protection from the color of your choice until end of turn.",
                scope="granted",
                subject="It",
                duration=UEOT,
            )
        ],
        id="Feat of Resistance (it = the target)",
    ),
    pytest.param(
        "Flying\nWhenever you cast a noncreature spell, untap Pristine Skywise. It gains "
        "protection from the color of your choice until end of turn.",
        "Pristine Skywise",
        [
            chosen_color(
                "It gains protection from the color of your choice until end of turn.",
                subject="It",
                condition="triggered ability: Whenever you cast a noncreature spell",
                duration=UEOT,
            )
        ],
        id="Pristine Skywise (it = the card)",
    ),
    pytest.param(
        "Creatures you control have flying, first strike, vigilance, trample, haste, and "
        "protection from black and from red.",
        "Akroma's Memorial",
        [
            color(
                "Creatures you control have flying, first strike, vigilance, trample, haste, and "
                "protection from black and from red.",
                c,
                scope="granted",
                subject="Creatures you control",
            )
            for c in ("B", "R")
        ],
        id="Akroma's Memorial",
    ),
    pytest.param(
        "All creatures have protection from red.",
        "Absolute Law",
        [
            color(
                "All creatures have protection from red.",
                "R",
                scope="granted",
                subject="All creatures",
            )
        ],
        id="Absolute Law",
    ),
    pytest.param(
        "Each creature with the highest mana value has protection from all colors.",
        "Favor of the Mighty",
        [
            color(
                "Each creature with the highest mana value has protection from all colors.",
                c,
                scope="granted",
                subject="Each creature with the highest mana value",
            )
            for c in WUBRG
        ],
        id="Favor of the Mighty",
    ),
    pytest.param(
        "White creatures you control have protection from black.\nBlack creatures you control "
        "have protection from white.",
        "Righteous War",
        [
            color(
                "White creatures you control have protection from black.",
                "B",
                scope="granted",
                subject="White creatures you control",
            ),
            color(
                "Black creatures you control have protection from white.",
                "W",
                clause_index=1,
                scope="granted",
                subject="Black creatures you control",
            ),
        ],
        id="Righteous War",
    ),
    pytest.param(
        "Enchant creature\nEnchanted creature has protection from black and from red.\n" + CROWN_1,
        "Crown of Awe",
        [
            *(
                color(
                    "Enchanted creature has protection from black and from red.",
                    c,
                    scope="granted",
                    subject="Enchanted creature",
                )
                for c in ("B", "R")
            ),
            *(
                color(
                    CROWN_1,
                    c,
                    clause_index=1,
                    scope="granted",
                    subject="Enchanted creature and other creatures that share a creature type "
                    "with it",
                    condition="activated ability: Sacrifice Crown of Awe",
                    duration=UEOT,
                )
                for c in ("B", "R")
            ),
        ],
        id="Crown of Awe",
    ),
    pytest.param(
        "Protection from black; flanking (Whenever a creature without flanking blocks this "
        "creature, the blocking creature gets -1/-1 until end of turn.)\nSuspend 3—{1}{W}{W}\n"
        "When the last time counter is removed from Riftmarked Knight while it's exiled, create "
        "a 2/2 black Knight creature token with flanking, protection from white, and haste.",
        "Riftmarked Knight",
        [
            color("Protection from black; flanking", "B"),
            color(
                "When the last time counter is removed from Riftmarked Knight while it's exiled, "
                "create a 2/2 black Knight creature token with flanking, protection from white, "
                "and haste.",
                "W",
                clause_index=1,
                scope="token",
                subject="a 2/2 black Knight creature token",
                condition="triggered ability: When the last time counter is removed from "
                "Riftmarked Knight while it's exiled",
            ),
        ],
        id="Riftmarked Knight",
    ),
    pytest.param(
        "This creature has protection from red.",
        "Test Creature",
        [color("This creature has protection from red.", "R", subject="This creature")],
        id="this creature (newer wording)",
    ),
    pytest.param(
        "Each player has protection from red.",
        "Test Enchantment",
        [
            color(
                "Each player has protection from red.",
                "R",
                scope="player",
                subject="Each player",
            )
        ],
        id="each player",
    ),
    # --- conditions and durations ---------------------------------------------------------
    pytest.param(
        JUDGMENT,
        "Dominaria's Judgment",
        [
            color(
                JUDGMENT,
                c,
                scope="granted",
                subject="creatures you control",
                condition=f"if you control {land}",
                duration=UEOT,
            )
            for c, land in zip(
                WUBRG,
                ("a Plains", "an Island", "a Swamp", "a Mountain", "a Forest"),
                strict=True,
            )
        ],
        id="Dominaria's Judgment (one condition per quality)",
    ),
    pytest.param(
        JODAH + " (A creature with shadow can block or be blocked by only creatures with shadow.)",
        "Jodah's Avenger",
        [
            color(
                JODAH,
                "R",
                subject="Jodah's Avenger",
                condition="activated ability: {0}; one of: double strike, protection from red, "
                "vigilance, or shadow",
                duration=UEOT,
            )
        ],
        id="Jodah's Avenger (your choice of)",
    ),
    pytest.param(
        GIVER,
        "Giver of Runes",
        [
            row(
                GIVER,
                "colorless",
                None,
                color_count="colorless",
                scope="granted",
                subject="Another target creature you control",
                condition="activated ability: {T}; one of: colorless or the color of your choice",
                duration=UEOT,
            ),
            chosen_color(
                GIVER,
                scope="granted",
                subject="Another target creature you control",
                condition="activated ability: {T}; one of: colorless or the color of your choice",
                duration=UEOT,
            ),
        ],
        id="Giver of Runes",
    ),
    pytest.param(
        "Flash\n" + TEROH,
        "Teroh's Vanguard",
        [
            color(
                TEROH,
                "B",
                scope="granted",
                subject="creatures you control",
                condition="Threshold — as long as seven or more cards are in your graveyard; "
                "triggered ability: When Teroh's Vanguard enters the battlefield",
                duration=UEOT,
            )
        ],
        id="Teroh's Vanguard (a quoted ability)",
    ),
    pytest.param(
        "Creatures you control get +0/+2 until end of turn.\nThreshold — If seven or more cards "
        "are in your graveyard, choose a color. Creatures you control also gain protection from "
        "the chosen color until end of turn.",
        "Aven Warcraft",
        [
            chosen_color(
                "Creatures you control also gain protection from the chosen color until end of "
                "turn.",
                scope="granted",
                subject="Creatures you control",
                condition="Threshold — if seven or more cards are in your graveyard",
                duration=UEOT,
            )
        ],
        id="Aven Warcraft (the ability word covers the paragraph)",
    ),
    pytest.param(
        "Green creatures and white creatures have protection from Gorgons.\nThreshold — Masked "
        "Gorgon has protection from green and from white as long as seven or more cards are in "
        "your graveyard.",
        "Masked Gorgon",
        [
            row(
                "Green creatures and white creatures have protection from Gorgons.",
                "subtype",
                "Gorgon",
                subtype="Gorgon",
                scope="granted",
                subject="Green creatures and white creatures",
            ),
            *(
                color(
                    "Threshold — Masked Gorgon has protection from green and from white as long "
                    "as seven or more cards are in your graveyard.",
                    c,
                    clause_index=1,
                    subject="Masked Gorgon",
                    condition="Threshold — as long as seven or more cards are in your graveyard",
                )
                for c in ("G", "W")
            ),
        ],
        id="Masked Gorgon",
    ),
    pytest.param(
        "Flying\n{2}{W}: Choose a color. Creatures you control gain protection from the chosen "
        "color until end of turn. Activate only if Glory is in your graveyard.",
        "Glory",
        [
            chosen_color(
                "Creatures you control gain protection from the chosen color until end of turn.",
                scope="granted",
                subject="Creatures you control",
                condition="activated ability: {2}{W}; activate only if Glory is in your graveyard",
                duration=UEOT,
            )
        ],
        id="Glory",
    ),
    pytest.param(
        "Whenever Kabira Evangel or another Ally enters the battlefield under your control, you "
        "may choose a color. If you do, Allies you control gain protection from the chosen color "
        "until end of turn.",
        "Kabira Evangel",
        [
            chosen_color(
                "If you do, Allies you control gain protection from the chosen color until end of "
                "turn.",
                scope="granted",
                subject="Allies you control",
                condition="triggered ability: Whenever Kabira Evangel or another Ally enters the "
                "battlefield under your control; if you do",
                duration=UEOT,
            )
        ],
        id="Kabira Evangel",
    ),
    pytest.param(
        "Level up {1} ({1}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL "
        "3-7\n4/4\nProtection from instants\nLEVEL 8+\n6/6\nProtection from everything",
        "Hexdrinker",
        [
            row(
                "Protection from instants",
                "card_type",
                "Instant",
                card_type="Instant",
                condition="level 3-7",
            ),
            row(
                "Protection from everything",
                "everything",
                None,
                clause_index=1,
                condition="level 8+",
            ),
        ],
        id="Hexdrinker (level up)",
    ),
    pytest.param(
        "As long as an opponent controls a creature with flying not named Escaped Shapeshifter, "
        "Escaped Shapeshifter has flying. The same is true for first strike, trample, and "
        "protection from any color.",
        "Escaped Shapeshifter",
        [
            row(
                "The same is true for first strike, trample, and protection from any color.",
                "variable",
                "any color",
                subject="Escaped Shapeshifter",
                condition="as long as an opponent controls a creature with protection from any "
                "color not named Escaped Shapeshifter",
                chosen="matching_protection",
                color_count="colored",
            )
        ],
        id="Escaped Shapeshifter (the same is true for)",
    ),
    # --- qualities --------------------------------------------------------------------------
    pytest.param(
        "First strike, protection from legendary creatures\n{B}{B}, {T}: Destroy target "
        "legendary creature. It can't be regenerated.",
        "Tsabo Tavoc",
        [
            row(
                "First strike, protection from legendary creatures",
                "compound",
                "legendary creatures",
                supertype="Legendary",
                card_type="Creature",
            )
        ],
        id="Tsabo Tavoc",
    ),
    pytest.param(
        "Protection from non-Spirit creatures\nSoulshift 4 (When this creature dies, you may "
        "return target Spirit card with mana value 4 or less from your graveyard to your hand.)",
        "Harbinger of Spring",
        [
            row(
                "Protection from non-Spirit creatures",
                "compound",
                "non-Spirit creatures",
                card_type="Creature",
                excluded_subtype="Spirit",
            )
        ],
        id="Harbinger of Spring",
    ),
    pytest.param(
        "{W}, {T}: Target permanent you control gains protection from instant spells and from "
        "sorcery spells until end of turn.",
        "Devoted Caretaker",
        [
            row(
                "{W}, {T}: Target permanent you control gains protection from instant spells and "
                "from sorcery spells until end of turn.",
                "compound",
                f"{word} spells",
                card_type=card_type,
                spells_only=True,
                scope="granted",
                subject="Target permanent you control",
                condition="activated ability: {W}, {T}",
                duration=UEOT,
            )
            for word, card_type in (("instant", "Instant"), ("sorcery", "Sorcery"))
        ],
        id="Devoted Caretaker",
    ),
    pytest.param(
        "Target creature you control gains protection from creatures your opponents control "
        "until end of turn. Untap it.",
        "Crypsis",
        [
            row(
                "Target creature you control gains protection from creatures your opponents "
                "control until end of turn.",
                "compound",
                "creatures your opponents control",
                card_type="Creature",
                controller="opponent",
                scope="granted",
                subject="Target creature you control",
                duration=UEOT,
            )
        ],
        id="Crypsis",
    ),
    pytest.param(
        "Flash\nFirst strike, protection from God creatures\nWhen Sigrid, God-Favored enters the "
        "battlefield, exile up to one target attacking or blocking creature until Sigrid leaves "
        "the battlefield.",
        "Sigrid, God-Favored",
        [
            row(
                "First strike, protection from God creatures",
                "compound",
                "God creatures",
                subtype="God",
                card_type="Creature",
            )
        ],
        id="Sigrid, God-Favored",
    ),
    pytest.param(
        "Vigilance\nAs Riders of Gavony enters the battlefield, choose a creature type.\nHuman "
        "creatures you control have protection from creatures of the chosen type.",
        "Riders of Gavony",
        [
            row(
                "Human creatures you control have protection from creatures of the chosen type.",
                "compound",
                "creatures of the chosen type",
                card_type="Creature",
                chosen="creature_type",
                scope="granted",
                subject="Human creatures you control",
            )
        ],
        id="Riders of Gavony",
    ),
    pytest.param(
        "Lifelink, protection from mana value 3 or greater",
        "Mistmeadow Skulk",
        [
            row(
                "Lifelink, protection from mana value 3 or greater",
                "mana_value",
                ">=3",
                mana_value_op=">=",
                mana_value=3,
            )
        ],
        id="Mistmeadow Skulk",
    ),
    pytest.param(  # the wording before 2021
        "Lifelink, protection from converted mana cost 3 or greater",
        "Mistmeadow Skulk",
        [
            row(
                "Lifelink, protection from converted mana cost 3 or greater",
                "mana_value",
                ">=3",
                mana_value_op=">=",
                mana_value=3,
            )
        ],
        id="Mistmeadow Skulk (converted mana cost)",
    ),
    pytest.param(
        "Protection from snow\nCumulative upkeep {1} (At the beginning of your upkeep, put an age "
        "counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age "
        "counter on it.)",
        "Ronom Hulk",
        [row("Protection from snow", "supertype", "Snow", supertype="Snow")],
        id="Ronom Hulk",
    ),
    pytest.param(
        "Enchant creature\nEnchanted creature has protection from multicolored.",
        "Guildscorn Ward",
        [
            row(
                "Enchanted creature has protection from multicolored.",
                "multicolored",
                None,
                color_count="multicolored",
                scope="granted",
                subject="Enchanted creature",
            )
        ],
        id="Guildscorn Ward",
    ),
    pytest.param(
        "Protection from monocolored",
        "Guardian of the Guildpact",
        [row("Protection from monocolored", "monocolored", None, color_count="monocolored")],
        id="Guardian of the Guildpact",
    ),
    pytest.param(
        "Flying, trample, protection from instants",
        "Emrakul, the Promised End",
        [
            row(
                "Flying, trample, protection from instants",
                "card_type",
                "Instant",
                card_type="Instant",
            )
        ],
        id="Emrakul, the Promised End",
    ),
    pytest.param(
        "Enchant creature\nEnchanted creature gets +2/+2 and has protection from all colors. This "
        "effect doesn't remove Auras. (It can't be blocked, targeted, or dealt damage by anything "
        "that's white, blue, black, red, or green.)",
        "Spectra Ward",
        [
            color(
                "Enchanted creature gets +2/+2 and has protection from all colors.",
                c,
                scope="granted",
                subject="Enchanted creature",
                spares="auras",  # 702.16n
            )
            for c in WUBRG
        ],
        id="Spectra Ward",
    ),
    pytest.param(
        "Protection from each color",
        "Test Creature",
        [color("Protection from each color", c) for c in WUBRG],
        id="from each color",
    ),
    pytest.param(
        "Protection from Spirits and from Arcane",
        "Kitsune Riftwalker",
        [
            row("Protection from Spirits and from Arcane", "subtype", sub, subtype=sub)
            for sub in ("Spirit", "Arcane")
        ],
        id="Kitsune Riftwalker",
    ),
    pytest.param(
        "Enchant creature\nEnchanted creature has flying, lifelink, and protection from Vampires, "
        "and it gets +X/+X, where X is the number of permanents you control that are Spirits "
        "and/or enchantments.\nIf Katilda's Rising Dawn would be put into a graveyard from "
        "anywhere, exile it instead.",
        "Katilda's Rising Dawn",
        [
            row(
                "Enchanted creature has flying, lifelink, and protection from Vampires, and it "
                "gets +X/+X, where X is the number of permanents you control that are Spirits "
                "and/or enchantments.",
                "subtype",
                "Vampire",
                subtype="Vampire",
                scope="granted",
                subject="Enchanted creature",
            )
        ],
        id="Katilda's Rising Dawn",
    ),
    pytest.param(
        "Vigilance\n{T}, Sacrifice Cliffside Rescuer: Target permanent you control gains "
        "protection from each of your opponents until end of turn. (It can't be blocked, "
        "targeted, dealt damage, enchanted, or equipped by anything controlled by those "
        "players.)",
        "Cliffside Rescuer",
        [
            row(
                "{T}, Sacrifice Cliffside Rescuer: Target permanent you control gains protection "
                "from each of your opponents until end of turn.",
                "player",
                "each opponent",
                controller="opponent",
                scope="granted",
                subject="Target permanent you control",
                condition="activated ability: {T}, Sacrifice Cliffside Rescuer",
                duration=UEOT,
            )
        ],
        id="Cliffside Rescuer",
    ),
    pytest.param(
        "{2}: Target creature gains protection from the color of its controller's choice until "
        "end of turn. Any player may activate this ability.",
        "Wishmonger",
        [
            chosen_color(
                "{2}: Target creature gains protection from the color of its controller's choice "
                "until end of turn.",
                scope="granted",
                subject="Target creature",
                condition="activated ability: {2}",
                duration=UEOT,
            )
        ],
        id="Wishmonger",
    ),
    pytest.param(
        "As Sanctuary Blade becomes attached to a creature, choose a color.\nEquipped creature "
        "gets +2/+0 and has protection from the last chosen color.\nEquip {3}",
        "Sanctuary Blade",
        [
            chosen_color(
                "Equipped creature gets +2/+0 and has protection from the last chosen color.",
                scope="granted",
                subject="Equipped creature",
            )
        ],
        id="Sanctuary Blade",
    ),
    pytest.param(
        "As Lavabrink Venturer enters the battlefield, choose odd or even. (Zero is even.)\n"
        "Lavabrink Venturer has protection from each mana value of the chosen quality.",
        "Lavabrink Venturer",
        [
            row(
                "Lavabrink Venturer has protection from each mana value of the chosen quality.",
                "chosen",
                "mana_value_parity",
                subject="Lavabrink Venturer",
                chosen="mana_value_parity",
            )
        ],
        id="Lavabrink Venturer",
    ),
    pytest.param(
        "Each creature has protection from its colors.",
        "Earnest Fellowship",
        [
            row(
                "Each creature has protection from its colors.",
                "variable",
                "its colors",
                chosen="own_colors",
                color_count="colored",
                scope="granted",
                subject="Each creature",
            )
        ],
        id="Earnest Fellowship",
    ),
    pytest.param(
        "Empty-Shrine Kannushi has protection from the colors of permanents you control.",
        "Empty-Shrine Kannushi",
        [
            row(
                "Empty-Shrine Kannushi has protection from the colors of permanents you control.",
                "variable",
                "the colors of permanents you control",
                chosen="colors_of_permanents",
                color_count="colored",
                subject="Empty-Shrine Kannushi",
            )
        ],
        id="Empty-Shrine Kannushi",
    ),
    pytest.param(
        "Will of the council — When Council Guardian enters the battlefield, starting with you, "
        "each player votes for blue, black, red, or green. Council Guardian gains protection from "
        "each color with the most votes or tied for most votes.",
        "Council Guardian",
        [
            row(
                "Council Guardian gains protection from each color with the most votes or tied "
                "for most votes.",
                "variable",
                "each color with the most votes or tied for most votes",
                chosen="most_voted_colors",
                colors=("U", "B", "R", "G"),  # the votes are for blue, black, red or green
                color_count="colored",
                subject="Council Guardian",
                condition="triggered ability: When Council Guardian enters the battlefield",
            )
        ],
        id="Council Guardian",
    ),
    pytest.param(
        "Equipped creature gets +3/+3 and has protection from each color that's not in your "
        "commander's color identity.\nEquip commander {3}\nEquip {5}",
        "Commander's Plate",
        [
            row(
                "Equipped creature gets +3/+3 and has protection from each color that's not in "
                "your commander's color identity.",
                "variable",
                "each color that's not in your commander's color identity",
                chosen="outside_identity",
                color_count="colored",
                scope="granted",
                subject="Equipped creature",
            )
        ],
        id="Commander's Plate",
    ),
    pytest.param(
        "When an opponent casts a creature spell, if Opal Titan is an enchantment, Opal Titan "
        "becomes a 4/4 Giant creature with protection from each of that spell's colors.",
        "Opal Titan",
        [
            row(
                "When an opponent casts a creature spell, if Opal Titan is an enchantment, Opal "
                "Titan becomes a 4/4 Giant creature with protection from each of that spell's "
                "colors.",
                "variable",
                "each of that spell's colors",
                chosen="spell_colors",
                color_count="colored",
                subject="Opal Titan",
                condition="triggered ability: When an opponent casts a creature spell; "
                "if Opal Titan is an enchantment",
            )
        ],
        id="Opal Titan",
    ),
    pytest.param(
        "{T}: Creatures you control gain protection from the colors of target permanent you "
        "control until end of turn.",
        "Samite Elder",
        [
            row(
                "{T}: Creatures you control gain protection from the colors of target permanent "
                "you control until end of turn.",
                "variable",
                "the colors of target permanent you control",
                chosen="colors_of_target",
                color_count="colored",
                scope="granted",
                subject="Creatures you control",
                condition="activated ability: {T}",
                duration=UEOT,
            )
        ],
        id="Samite Elder",
    ),
    pytest.param(
        "Protection from permanents with corruption counters on them\n[+1]: Each opponent loses "
        "2 life and you gain 2 life.",
        "Geyadrone Dihada",
        [
            row(
                "Protection from permanents with corruption counters on them",
                "compound",
                "permanents with corruption counters on them",
                state="corruption counters",
                permanents_only=True,  # a spell on the stack is no permanent (110.1)
            )
        ],
        id="Geyadrone Dihada",
    ),
    pytest.param(  # no printed card: the name form of 702.16a
        "Protection from cards named Progenitus",
        "Test Creature",
        [
            row(
                "Protection from cards named Progenitus",
                "name",
                "Progenitus",
                name="Progenitus",
            )
        ],
        id="a named quality",
    ),
    pytest.param(  # no printed card
        "Protection from red creatures and from colored",
        "Test Creature",
        [
            row(
                "Protection from red creatures and from colored",
                "compound",
                "red creatures",
                colors=("R",),
                card_type="Creature",
            ),
            row(
                "Protection from red creatures and from colored",
                "colored",
                None,
                color_count="colored",
            ),
        ],
        id="red creatures, colored",
    ),
    # --- unknown phrasings ------------------------------------------------------------------
    pytest.param(
        "Flying, protection from blurple",
        "Test Creature",
        [row("Flying, protection from blurple", "unparsed", "blurple")],
        id="unknown quality",
    ),
    pytest.param(
        "Destroy target creature with protection from white.",
        "Test Sorcery",
        [
            row(
                "Destroy target creature with protection from white.",
                "unparsed",
                "white",
                scope="granted",
            )
        ],
        id="not a grant: unparsed",
    ),
    # --- Un-cards (isFunny) -------------------------------------------------------------------
    pytest.param(
        "First strike, protection from black borders (Nothing with a black border can block, "
        "target, deal damage to, or attach to this creature.)",
        "Knight of the Kitchen Sink",
        [row("First strike, protection from black borders", "printing", "a black border")],
        id="Knight of the Kitchen Sink (Un-card: a trait of the printing)",
    ),
    pytest.param(
        "First strike, protection from two-word names (Nothing with exactly two words in its "
        "name can block, target, deal damage to, or attach to this creature. Hyphenated words "
        "are one word.)",
        "Knight of the Kitchen Sink",
        [
            row(
                "First strike, protection from two-word names",
                "name_words",
                "2",
                name_words=2,
            )
        ],
        id="Knight of the Kitchen Sink (Un-card: words in the name)",
    ),
    pytest.param(
        "Equipped creature gets +2/+1 and has protection from die rolls. (Nothing that lets a "
        "player roll a die can block, target, deal damage to, or attach to equipped creature.)"
        "\nEquip {2}",
        "Proper Laboratory Attire",
        [
            row(
                "Equipped creature gets +2/+1 and has protection from die rolls.",
                "die_rolls",
                "lets a player roll a die",
                scope="granted",
                subject="Equipped creature",
                rolls_die=True,
            )
        ],
        id="Proper Laboratory Attire (Un-card: die rolls)",
    ),
    pytest.param(
        "Flying, protection from common\nWhenever Collectigull attacks, reveal the top card of "
        "your library. If it's a Booster Fun card, you may put it into your hand.",
        "Collectigull",
        [row("Flying, protection from common", "printing", "common rarity")],
        id="Collectigull (Un-card: rarity of the printing)",
    ),
    pytest.param(
        "Protection from enemy-colored multicolored. (This creature can't be blocked, targeted, "
        "dealt damage, enchanted, or equipped by anything that's two enemy colors, such as blue "
        "and green.)",
        "Frenemy of the Guildpact",
        [
            row(
                "Protection from enemy-colored multicolored.",
                "compound",
                "enemy-colored multicolored",
                color_count="multicolored",
                state="enemy-colored",
            )
        ],
        id="Frenemy of the Guildpact (Un-card)",
    ),
    pytest.param(
        "Protection from modified creatures (Modified creatures have a power, toughness, or "
        "ability different than their printed versions.)",
        "Louvaq, the Aberrant",
        [
            row(
                "Protection from modified creatures",
                "compound",
                "modified creatures",
                card_type="Creature",
                state="modified",
            )
        ],
        id="Louvaq, the Aberrant (Un-card)",
    ),
    pytest.param(
        MORPHLING + "\n{2}: Untap Greater Morphling.",
        "Greater Morphling",
        [
            chosen_color(
                MORPHLING,
                subject="Greater Morphling",
                condition=f"activated ability: {{2}}; one of: {MORPHLING_CHOICES}",
                duration=UEOT,
            )
        ],
        id="Greater Morphling (Un-card)",
    ),
]


def without_quality_text(rows: list[Protection]) -> list[Protection]:
    return [msgspec.structs.replace(r, quality_text="") for r in rows]


@pytest.mark.parametrize(("oracle_text", "card_name", "expected"), CASES)
def test_parse_protections(oracle_text: str, card_name: str, expected: list[Protection]) -> None:
    assert expected == without_quality_text(parse_protections(oracle_text, card_name))


@pytest.mark.parametrize(
    ("oracle_text", "card_name", "expected"),
    [
        pytest.param(
            "Flying, first strike, vigilance, trample, haste, protection from black and from red",
            "Akroma, Angel of Wrath",
            ["protection from black", "protection from red"],
            id="Akroma: each quality of a keyword line",
        ),
        pytest.param(
            "Equipped creature gets +2/+2 and has protection from red and from blue.\nEquip {2}",
            "Sword of Fire and Ice",
            ["protection from red", "protection from blue"],
            id="Sword of Fire and Ice (granted)",
        ),
        pytest.param(
            PRISTINE,
            "Pristine Angel",
            ["protection from artifacts"] + ["protection from all colors"] * 5,
            id="Pristine Angel: all colors",
        ),
        pytest.param(
            JUDGMENT,
            "Dominaria's Judgment",
            [f"protection from {c}" for c in ("white", "blue", "black", "red", "green")],
            id="Dominaria's Judgment: each item without its own condition",
        ),
        pytest.param(
            "Protection from everything",
            "Progenitus",
            ["protection from everything"],
            id="Progenitus",
        ),
        pytest.param(
            "Lifelink, protection from mana value 3 or greater",
            "Linvala, Shield of Sea Gate",
            ["protection from mana value 3 or greater"],
            id="a mana value bound",
        ),
        pytest.param(
            "As True-Name Nemesis enters, choose a player.\nTrue-Name Nemesis has protection from "
            "the chosen player.",
            "True-Name Nemesis",
            ["protection from the chosen player"],
            id="True-Name Nemesis",
        ),
        pytest.param(
            JODAH,
            "Jodah's Avenger",
            ["protection from red"],
            id="Jodah's Avenger: a list that goes on with other keywords",
        ),
        pytest.param(
            "As Haktos the Unscarred enters, choose 2, 3, or 4 at random.\nHaktos the Unscarred "
            "has protection from each mana value other than the chosen number.",
            "Haktos the Unscarred",
            ["protection from each mana value other than the chosen number"] * 3,
            id="Haktos: the certain rows are the printed quality's too",
        ),
        pytest.param(
            "Protection from Emrakuls",
            "Test Creature",
            ["protection from Emrakuls"],
            id="unparsed: as printed",
        ),
    ],
)
def test_the_quality_as_printed(oracle_text: str, card_name: str, expected: list[str]) -> None:
    """quality_text, which a verdict's reason names: one quality of the clause as the card
    prints it, never the whole sentence or keyword line."""
    assert [r.quality_text for r in parse_protections(oracle_text, card_name)] == expected


# The loaded data's subtypes decide plurals ("Rats" -> Rat, "Homarids" -> Homarid).
SUBTYPES = frozenset({"Cat", "Rat", "Homarid", "Dinosaur", "Vampire", "Werewolf", "Zombie"})

SUBTYPE_CASES: list[Any] = [
    pytest.param(
        "Cats you control have protection from Rats. (They can't be blocked, targeted, or dealt "
        "damage by Rats.)",
        "Hungry Lynx",
        [
            row(
                "Cats you control have protection from Rats.",
                "subtype",
                "Rat",
                subtype="Rat",
                scope="granted",
                subject="Cats you control",
            )
        ],
        id="Hungry Lynx",
    ),
    pytest.param(
        "Phasing, cumulative upkeep {1}, echo {G}{G}, fading 3, bands with other Dinosaurs, "
        "protection from Homarids, snow-covered plainswalk, flanking, rampage 2",
        "Old Fogey",
        [
            row(
                "Phasing, cumulative upkeep {1}, echo {G}{G}, fading 3, bands with other "
                "Dinosaurs, protection from Homarids, snow-covered plainswalk, flanking, rampage 2",
                "subtype",
                "Homarid",
                subtype="Homarid",
            )
        ],
        id="Old Fogey (Un-card)",
    ),
    pytest.param(
        "Protection from Vampires, from Werewolves, and from Zombies",
        "Elite Inquisitor",
        [
            row(
                "Protection from Vampires, from Werewolves, and from Zombies",
                "subtype",
                sub,
                subtype=sub,
            )
            for sub in ("Vampire", "Werewolf", "Zombie")
        ],
        id="Elite Inquisitor",
    ),
    pytest.param(  # not a subtype in the data: unparsed, not a made-up subtype
        "Protection from Emrakuls",
        "Test Creature",
        [row("Protection from Emrakuls", "unparsed", "Emrakuls")],
        id="unknown plural",
    ),
]


@pytest.mark.parametrize(("oracle_text", "card_name", "expected"), SUBTYPE_CASES)
def test_parse_protections_with_subtypes(
    oracle_text: str, card_name: str, expected: list[Protection]
) -> None:
    assert expected == without_quality_text(parse_protections(oracle_text, card_name, SUBTYPES))


def traits(types: str, subtypes: str = "", colors: str = "") -> CardTraits:
    """A face's own characteristics: space-separated types and subtypes, color codes."""
    return CardTraits(
        types=frozenset(types.split()),
        subtypes=frozenset(subtypes.split()),
        colors=frozenset(colors),
    )


GROUP_SUBTYPES = SUBTYPES | {"Ally", "Human", "Knight", "Sliver", "Gorgon", "Angel", "Dog"}

# A group the card itself belongs to: the card has that protection too (a `self` row beside
# the `granted` one, same condition and duration); not when it is left out ("Other Cats"),
# not a member (Masked Gorgon is black), not a permanent, or off the battlefield (Glory).
MEMBER_CASES: list[Any] = [
    pytest.param(
        "Cats you control have protection from Rats.",
        "Hungry Lynx",
        traits("Creature", "Cat", "G"),
        [("granted", "subtype", "Rat", None, None), ("self", "subtype", "Rat", None, None)],
        id="Hungry Lynx",
    ),
    pytest.param(
        "Whenever Kabira Evangel or another Ally enters the battlefield under your control, you "
        "may choose a color. If you do, Allies you control gain protection from the chosen color "
        "until end of turn.",
        "Kabira Evangel",
        traits("Creature", "Human Cleric Ally", "W"),
        [
            (
                scope,
                "chosen",
                "color",
                "triggered ability: Whenever Kabira Evangel or another Ally enters the "
                "battlefield under your control; if you do",
                UEOT,
            )
            for scope in ("granted", "self")
        ],
        id="Kabira Evangel",
    ),
    pytest.param(
        "As Ward Sliver enters the battlefield, choose a color.\nAll Slivers have protection "
        "from the chosen color.",
        "Ward Sliver",
        traits("Creature", "Sliver", "W"),
        [(scope, "chosen", "color", None, None) for scope in ("granted", "self")],
        id="Ward Sliver",
    ),
    pytest.param(
        "Vigilance\nAs Riders of Gavony enters the battlefield, choose a creature type.\nHuman "
        "creatures you control have protection from creatures of the chosen type.",
        "Riders of Gavony",
        traits("Creature", "Human Knight", "W"),
        [
            (scope, "compound", "creatures of the chosen type", None, None)
            for scope in ("granted", "self")
        ],
        id="Riders of Gavony",
    ),
    pytest.param(
        "Flying\nAs Serra's Emissary enters the battlefield, choose a card type.\nYou and "
        "creatures you control have protection from the chosen card type.",
        "Serra's Emissary",
        traits("Creature", "Angel", "W"),
        [(scope, "chosen", "card_type", None, None) for scope in ("player", "granted", "self")],
        id="Serra's Emissary",
    ),
    pytest.param(
        "{T}: Creatures you control gain protection from the colors of target permanent you "
        "control until end of turn.",
        "Samite Elder",
        traits("Creature", "Human Cleric", "W"),
        [
            (
                scope,
                "variable",
                "the colors of target permanent you control",
                "activated ability: {T}",
                UEOT,
            )
            for scope in ("granted", "self")
        ],
        id="Samite Elder",
    ),
    pytest.param(
        "Other Cats you control have protection from Dogs.",
        "Feline Sovereign",
        traits("Creature", "Cat", "G"),
        [("granted", "subtype", "Dog", None, None)],
        id="Feline Sovereign (other)",
    ),
    pytest.param(
        "Green creatures and white creatures have protection from Gorgons.",
        "Masked Gorgon",
        traits("Creature", "Gorgon", "B"),
        [("granted", "subtype", "Gorgon", None, None)],
        id="Masked Gorgon (not a member)",
    ),
    pytest.param(
        "Choose a color. White creatures you control gain protection from the chosen color "
        "until end of turn.",
        "Brave the Elements",
        traits("Instant", "", "W"),
        [("granted", "chosen", "color", None, UEOT)],
        id="Brave the Elements (an instant)",
    ),
    pytest.param(
        "Flying\n{2}{W}: Choose a color. Creatures you control gain protection from the chosen "
        "color until end of turn. Activate only if Glory is in your graveyard.",
        "Glory",
        traits("Creature", "Incarnation", "W"),
        [
            (
                "granted",
                "chosen",
                "color",
                "activated ability: {2}{W}; activate only if Glory is in your graveyard",
                UEOT,
            )
        ],
        id="Glory (in the graveyard)",
    ),
]


@pytest.mark.parametrize(("oracle_text", "card_name", "card", "expected"), MEMBER_CASES)
def test_a_group_the_card_belongs_to_protects_it(
    oracle_text: str, card_name: str, card: CardTraits, expected: list[tuple[Any, ...]]
) -> None:
    rows = parse_protections(oracle_text, card_name, GROUP_SUBTYPES, card)
    actual = [(r.scope, r.quality_kind, r.quality_value, r.condition, r.duration) for r in rows]
    assert expected == actual


@pytest.mark.parametrize(
    ("oracle_text", "card_name", "card", "expected"),
    [
        pytest.param(
            "Empty-Shrine Kannushi has protection from the colors of permanents you control.",
            "Empty-Shrine Kannushi",
            traits("Creature", "Human Cleric", "W"),
            [("self", "variable", None), ("self", "color", ("W",))],
            id="Empty-Shrine Kannushi (a permanent its controller controls)",
        ),
        pytest.param(
            "Enchant creature\nEnchanted creature has protection from the colors of permanents "
            "you control.",
            "Pledge of Loyalty",
            traits("Enchantment", "Aura", "W"),
            [("granted", "variable", None), ("granted", "color", ("W",))],
            id="Pledge of Loyalty (the Aura is one of them)",
        ),
        pytest.param(
            "{T}: Creatures you control gain protection from the colors of target permanent you "
            "control until end of turn.",
            "Samite Elder",
            traits("Creature", "Human Cleric", "W"),
            [("granted", "variable", None), ("self", "variable", None)],
            id="Samite Elder (a target: nothing certain)",
        ),
    ],
)
def test_the_colors_of_permanents_you_control_include_the_card_s_own(
    oracle_text: str, card_name: str, card: CardTraits, expected: list[tuple[Any, ...]]
) -> None:
    rows = parse_protections(oracle_text, card_name, GROUP_SUBTYPES, card)
    assert expected == [(r.scope, r.quality_kind, r.predicate.colors) for r in rows]


@pytest.mark.parametrize(
    ("subject", "types"),
    [
        ("Equipped creature", ("Creature",)),
        ("Cats you control", ("Creature",)),  # a subtype names no card type: creatures
        ("Target artifact or creature you control", ("Artifact", "Creature")),  # Apostle's Blessing
        ("Target creature or enchantment you control", ("Creature", "Enchantment")),
        ("you and planeswalkers you control", ("Planeswalker",)),  # Eon Frolicker: no creature
        (
            "you and each permanent you control",
            ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker"),
        ),
        (None, ("Creature",)),
    ],
)
def test_what_a_granting_clause_protects(subject: str | None, types: tuple[str, ...]) -> None:
    """The card types a granted protection's subject names, which the SQL reaches it by."""
    assert subject_types(subject) == types


def test_granted_rows_carry_their_subject_types() -> None:
    [granted] = parse_protections(
        "Target artifact or creature you control gains protection from the color of your choice "
        "until end of turn.",
        "Apostle's Blessing",
    )
    assert (granted.scope, granted.subject_types) == ("granted", ("Artifact", "Creature"))
    [own] = parse_protections("Protection from black", "White Knight")
    assert own.subject_types is None


def test_no_row_keeps_the_placeholder() -> None:
    """Conditions, subjects and texts name the card as it writes itself ("Haktos"), never
    CARDNAME: they are read by people."""
    rows = [
        r
        for text, name, _ in (case.values for case in CASES)
        for r in parse_protections(text, name)
        if "CARDNAME" in f"{r.condition} {r.subject} {r.text}"
    ]
    assert rows == []


LOSS_CASES: list[Any] = [
    pytest.param(
        "Sacrifice Cephalid Snitch: Target creature loses protection from black until end of turn.",
        "Cephalid Snitch",
        [
            ProtectionLoss(
                clause_index=0,
                subject="Target creature",
                quality_kind="color",
                quality_value="B",
                duration=UEOT,
                text="Sacrifice Cephalid Snitch: Target creature loses protection from black "
                "until end of turn.",
            )
        ],
        id="Cephalid Snitch",
    ),
    pytest.param(
        "Protection from black and from red",
        "Auriok Champion",
        [],
        id="no loss",
    ),
]


@pytest.mark.parametrize(("oracle_text", "card_name", "expected"), LOSS_CASES)
def test_parse_protection_losses(
    oracle_text: str, card_name: str, expected: list[ProtectionLoss]
) -> None:
    assert expected == parse_protection_losses(oracle_text, card_name)


def test_every_quality_kind_is_exercised() -> None:
    kinds = {p.quality_kind for case in CASES for p in case.values[2]}
    assert kinds == QualityKind.values()


def test_no_protection_short_circuits() -> None:
    assert parse_protections("", "") == []
    assert parse_protection_losses("Flying", "Serra Angel") == []


# --- the real snapshot ------------------------------------------------------------------

_OCCURRENCE = re.compile(r"\bprotection from\b", re.IGNORECASE)


@pytest.mark.realdata
def test_real_snapshot(snapshot_db: Path) -> None:
    """Every tournament-legal face parses to specific kinds; every occurrence gives a row."""
    with duckdb.connect(str(snapshot_db), read_only=True) as con:
        vocabulary = frozenset(
            s for (s,) in con.execute("SELECT DISTINCT unnest(subtypes) FROM card_faces").fetchall()
        )
        faces: dict[tuple[str, str], bool] = {
            (text, name): legal
            for text, name, legal in con.execute(
                "SELECT f.oracle_text, f.name, bool_or(len(c.legal_formats) > 0 AND NOT c.is_funny) "
                "FROM card_faces AS f JOIN cards AS c USING (oracle_id) "
                "WHERE f.oracle_text ILIKE '%protection%' GROUP BY ALL"
            ).fetchall()
        }
    unparsed: list[tuple[str, str]] = []
    short: list[str] = []
    for (text, name), legal in faces.items():
        rows = parse_protections(text, name, vocabulary)
        losses = parse_protection_losses(text, name, vocabulary)
        if len(rows) + len(losses) < len(_OCCURRENCE.findall(strip_reminder(text))):
            short.append(name)
        if legal:
            unparsed += [(name, r.text) for r in rows if r.quality_kind == "unparsed"]
    assert len(faces) > 300
    assert short == []
    assert unparsed == []
