"""The official rulings as an independent oracle of the verdicts (issue 16), on the real snapshot.

Every ruling of the snapshot that mentions protection (255 rulings of 217 loaded cards) was
read; each one that states a checkable fact about protection is a `Ruling` below: its words
(found in the `rulings` table, so the oracle is the data's, not ours) and the verdicts it
implies for real cards, or a card in BOLSTER. That is 136 of them, and two more on the same
cards that say it without the word: Progenitus's "such as Day of Judgment" and Mutavault's
"all creature types while it's animated" (the issue's examples). The other rulings state no fact a
verdict could check: timing and stack resolution (Gods Willing, Shelter's draw, Council
Guardian's vote), text-changing and copy effects (Glamerdye, Cemetery Puca), Auras moved by
other cards' effects (Brought Back, Retether: the moving card is no source), attackers' damage
assignment (Deathcoil Wurm), pumps and counters that are no answer (Blustersquall, bolster's
counters: checked below as "bolster does not target").

A ruling the verdicts disagree with is xfail(strict=True), naming the part of the pipeline that
decides the verdict and why it disagrees; a fix there makes the test pass, and strict makes it
say so.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import duckdb
import pytest


@dataclass(frozen=True)
class Check:
    """The verdict a ruling implies for one (source, protected card, interaction)."""

    source: str
    protected: str
    interaction: str
    expected: str  # a verdict, or not_applicable when there is no row
    scope: str = "self"
    opponent: bool = False  # verdict_vs_opponent (two players) instead of the general verdict


@dataclass(frozen=True)
class Ruling:
    card: str  # whose ruling
    says: str  # words of the ruling, as in the rulings table
    checks: tuple[Check, ...]
    disagreement: str | None = None  # what decides the verdict, and why it disagrees


RULINGS: tuple[Ruling, ...] = (
    Ruling(
        "Progenitus",
        "such as Day of Judgment",
        (Check("Day of Judgment", "Progenitus", "sweep", "allowed"),),
    ),
    Ruling(
        "Progenitus",
        "Progenitus can’t be blocked",
        (
            Check("Grizzly Bears", "Progenitus", "block", "prevented"),
            Check("Pacifism", "Progenitus", "attach", "prevented"),
            Check("Bonesplitter", "Progenitus", "attach", "prevented"),
            Check("Swords to Plowshares", "Progenitus", "target", "prevented"),
            Check("Pyroclasm", "Progenitus", "damage", "prevented"),
        ),
    ),
    Ruling(
        "True-Name Nemesis",
        "protection from each object controlled by that player",
        (
            Check("Lightning Bolt", "True-Name Nemesis", "target", "conditional"),
            Check("Grizzly Bears", "True-Name Nemesis", "block", "conditional"),
            # in a two-player game the chosen player is the opponent (verdict_vs_opponent)
            Check("Lightning Bolt", "True-Name Nemesis", "target", "prevented", opponent=True),
            Check("Grizzly Bears", "True-Name Nemesis", "block", "prevented", opponent=True),
        ),
    ),
    Ruling(
        "Mutavault",
        "all creature types while it’s animated",
        (
            Check("Mutavault", "Warren-Scourge Elf", "block", "prevented"),
            # Baneslayer flies: Mutavault can't block it anyway (702.9b)
            Check("Mutavault", "Baneslayer Angel", "block", "not_applicable"),
            Check("Mutavault", "Yawgmoth, Thran Physician", "block", "prevented"),
        ),
    ),
    Ruling(
        "Abyssal Gatekeeper",
        "is not targeted",
        (Check("Abyssal Gatekeeper", "White Knight", "edict", "allowed"),),
    ),
    Ruling(
        "Animate Dead",
        "has protection from black",
        (Check("Animate Dead", "White Knight", "attach", "prevented"),),
    ),
    Ruling(
        "Dance of the Dead",
        "has protection from black",
        (Check("Dance of the Dead", "White Knight", "attach", "prevented"),),
    ),
    Ruling(
        "Necromancy",
        "has protection from black",
        (Check("Necromancy", "White Knight", "attach", "prevented"),),
    ),
    Ruling(
        "Apostle's Blessing",
        "gains protection from artifacts will become unattached",
        (Check("Bonesplitter", "Apostle's Blessing", "attach", "conditional", "granted"),),
    ),
    Ruling(
        "Azorius First-Wing",
        "can’t be blocked by creatures that are also enchantments",
        (
            Check("Pacifism", "Azorius First-Wing", "attach", "prevented"),
            Check("Pacifism", "Azorius First-Wing", "target", "prevented"),
            # a flier that is an enchantment: one without flying or reach can't block it (702.9b)
            Check("Celestial Archon", "Azorius First-Wing", "block", "prevented"),
        ),
    ),
    Ruling(
        "Azorius First-Wing",
        "doesn’t have protection from creatures that are enchanted",
        (Check("Giant Spider", "Azorius First-Wing", "block", "allowed"),),  # reach: it can block
    ),
    Ruling(
        "Balance",
        "valid choices to be sacrificed",
        (Check("Balance", "Knight of Stromgald", "edict", "allowed"),),
    ),
    Ruling(
        "Baneslayer Angel",
        "Demon or the creature type Dragon",
        (
            Check("Shivan Dragon", "Baneslayer Angel", "block", "prevented"),
            Check("Shivan Dragon", "Baneslayer Angel", "damage", "prevented"),
            Check("Lord of the Pit", "Baneslayer Angel", "block", "prevented"),
            Check("Shivan Hellkite", "Baneslayer Angel", "target", "prevented"),
        ),
    ),
    Ruling(
        "Blazing Torch",
        "all the damage would be prevented",
        (
            Check("Blazing Torch", "Tel-Jilad Chosen", "target", "conditional"),
            Check("Blazing Torch", "Tel-Jilad Chosen", "damage", "prevented"),
        ),
    ),
    Ruling(
        "Razor Boomerang",
        "all the damage would be prevented",
        (
            Check("Razor Boomerang", "Tel-Jilad Chosen", "target", "conditional"),
            Check("Razor Boomerang", "Tel-Jilad Chosen", "damage", "prevented"),
        ),
    ),
    Ruling(
        "Cyclonic Rift",
        "may affect permanents with hexproof",
        (Check("Cyclonic Rift", "Scragnoth", "sweep", "allowed"),),
    ),
    Ruling(
        "Damn",
        "may affect permanents with hexproof",
        (Check("Damn", "White Knight", "sweep", "allowed"),),
    ),
    Ruling(
        "Vandalblast",
        "protection from red",
        (Check("Vandalblast", "Etched Champion", "sweep", "allowed"),),
    ),
    Ruling(
        "Winds of Abandon",
        "may affect permanents with hexproof",
        (Check("Winds of Abandon", "Knight of Stromgald", "sweep", "allowed"),),
    ),
    Ruling(
        "Electrickery",
        "will still prevent that damage",
        (Check("Electrickery", "Kor Firewalker", "damage", "prevented"),),
    ),
    Ruling(
        "Mizzium Mortars",
        "will still prevent that damage",
        (Check("Mizzium Mortars", "Kor Firewalker", "damage", "prevented"),),
    ),
    Ruling(
        "Street Spasm",
        "will still prevent that damage",
        (Check("Street Spasm", "Kor Firewalker", "damage", "prevented"),),
    ),
    Ruling(
        "Bonecrusher Giant // Stomp",
        "won’t allow a spell or ability to target illegally",
        (Check("Bonecrusher Giant // Stomp", "Kor Firewalker", "target", "prevented"),),
    ),
    Ruling(
        "Burning Anger",
        "enchanted creature is the source of the activated ability",
        (Check("Burning Anger", "Kor Firewalker", "target", "conditional"),),
    ),
    Ruling(
        "Carrionette",
        "Protection from Creatures",
        (Check("Carrionette", "Teysa, Envoy of Ghosts", "target", "prevented"),),
    ),
    Ruling(
        "Celestial Flare",
        "can be sacrificed this way",
        (Check("Celestial Flare", "Knight of Stromgald", "edict", "allowed"),),
    ),
    Ruling(
        "Chandra's Ignition",
        "white creature deal damage to a creature with protection from red",
        (Check("Chandra's Ignition", "Kor Firewalker", "damage", "conditional"),),
    ),
    Ruling(
        "Cinderheart Giant",
        "the damage would be prevented",
        (Check("Cinderheart Giant", "Kor Firewalker", "damage", "prevented"),),
    ),
    Ruling(
        "Cliffside Rescuer",
        "protection from each object controlled by that player",
        (Check("Grizzly Bears", "Cliffside Rescuer", "block", "conditional", "granted"),),
    ),
    Ruling(
        "Commander's Plate",
        "grants no protection abilities",
        (Check("Lightning Bolt", "Commander's Plate", "damage", "conditional", "granted"),),
    ),
    Ruling(
        "Constricting Sliver",
        "can target and exile a creature with protection from white",
        (Check("Constricting Sliver", "Knight of Stromgald", "target", "conditional"),),
    ),
    Ruling(
        "Council's Judgment",
        "protection from white",
        (Check("Council's Judgment", "Knight of Stromgald", "sweep", "allowed"),),
    ),
    Ruling(
        "Crackling Doom",
        "could be sacrificed",
        (Check("Crackling Doom", "White Knight", "edict", "allowed"),),
    ),
    Ruling(
        "Curse of Chaos",
        "the Curse will be put into its owner’s graveyard",
        (Check("Curse of Chaos", "Teferi's Protection", "attach", "conditional", "player"),),
    ),
    Ruling(
        "Detention Sphere",
        "will be exiled if it has the same name",
        (
            Check("Detention Sphere", "Knight of Stromgald", "target", "prevented"),
            # reached only as a permanent named like the target (object_shares_name)
            Check("Detention Sphere", "Knight of Stromgald", "sweep", "conditional"),
        ),
    ),
    Ruling(
        "Maelstrom Pulse",
        "will be destroyed even if they have hexproof or protection",
        (
            Check("Maelstrom Pulse", "White Knight", "sweep", "conditional"),
            Check("Maelstrom Pulse", "White Knight", "target", "prevented"),
        ),
    ),
    Ruling(
        "Drop of Honey",
        "Protection can be chosen",
        (Check("Drop of Honey", "White Knight", "sweep", "allowed"),),
    ),
    Ruling(
        "Electropotence",
        "all the damage would be prevented",
        (
            Check("Electropotence", "Kor Firewalker", "target", "prevented"),
            Check("Electropotence", "Teysa, Envoy of Ghosts", "target", "allowed"),
            Check("Electropotence", "Teysa, Envoy of Ghosts", "damage", "prevented"),
        ),
    ),
    Ruling(
        "Warstorm Surge",
        "all the damage would be prevented",
        (
            Check("Warstorm Surge", "Kor Firewalker", "target", "prevented"),
            Check("Warstorm Surge", "Teysa, Envoy of Ghosts", "target", "allowed"),
            Check("Warstorm Surge", "Teysa, Envoy of Ghosts", "damage", "prevented"),
        ),
    ),
    Ruling(
        "Emrakul, the Promised End",
        "such as Convolute",
        (Check("Convolute", "Emrakul, the Promised End", "counter", "allowed"),),
    ),
    Ruling(
        "Emrakul, the Promised End",
        "Protection from instants means",
        (
            Check("Lightning Bolt", "Emrakul, the Promised End", "target", "prevented"),
            Check("Lightning Bolt", "Emrakul, the Promised End", "damage", "prevented"),
        ),
    ),
    Ruling(
        "Iridescent Angel",
        "This is the definition of “All Colors”",
        (Check("Lightning Bolt", "Iridescent Angel", "damage", "prevented"),),
    ),
    Ruling(
        "Etched Champion",
        "doesn’t just mean",
        (Check("Lightning Bolt", "Etched Champion", "damage", "conditional"),),
    ),
    Ruling(
        "Excruciator",
        "can deal damage to creatures with protection from red",
        (
            Check("Excruciator", "Kor Firewalker", "damage", "allowed"),
            Check("Excruciator", "Kor Firewalker", "block", "prevented"),
        ),
    ),
    Ruling(
        "Malignus",
        "won’t be prevented",
        (Check("Malignus", "Kor Firewalker", "damage", "allowed"),),
    ),
    Ruling(
        "Eye of Doom",
        "protection from artifacts",
        (Check("Eye of Doom", "Tel-Jilad Chosen", "sweep", "allowed"),),
    ),
    Ruling(
        "Faith's Shield",
        "can’t be damaged, enchanted",
        (
            Check("Lightning Bolt", "Faith's Shield", "target", "conditional", "player"),
            Check(
                "Curse of the Pierced Heart", "Faith's Shield", "attach", "conditional", "player"
            ),
        ),
    ),
    Ruling(
        "Fall of the Impostor",
        "could be exiled this way",
        (Check("Fall of the Impostor", "Knight of Stromgald", "sweep", "allowed"),),
    ),
    Ruling(
        "Fallen Cleric",
        "Protection from clerics",
        (
            Check("Loxodon Mystic", "Fallen Cleric", "target", "prevented"),
            Check("Loxodon Mystic", "Fallen Cleric", "block", "prevented"),
        ),
    ),
    Ruling(
        "Fell the Mighty",
        "will be destroyed if its power is high enough",
        (Check("Fell the Mighty", "Knight of Stromgald", "sweep", "allowed"),),
    ),
    Ruling(
        "Flayer of the Hatebound",
        "couldn’t target a creature with protection from red",
        (
            Check("Flayer of the Hatebound", "Kor Firewalker", "target", "prevented"),
            Check("Flayer of the Hatebound", "White Knight", "target", "allowed"),
        ),
    ),
    Ruling(
        "Gempalm Incinerator",
        "Protection from Goblins",
        (
            Check("Gempalm Incinerator", "Warren-Scourge Elf", "target", "prevented"),
            Check("Gempalm Incinerator", "Teysa, Envoy of Ghosts", "target", "prevented"),
            Check("Gempalm Incinerator", "Kor Firewalker", "target", "prevented"),
        ),
    ),
    Ruling(
        "Gift of Doom",
        "protection from black can’t be chosen",
        (Check("Gift of Doom", "White Knight", "attach", "prevented"),),
    ),
    Ruling(
        "Takklemaggot",
        "protection from black, for example, can’t be chosen",
        (Check("Takklemaggot", "White Knight", "attach", "prevented"),),
    ),
    Ruling(
        "Infectious Rage",
        "protection from red",
        (Check("Infectious Rage", "Kor Firewalker", "attach", "prevented"),),
    ),
    Ruling(
        "Reins of the Vinesteed",
        "protection from green",
        (Check("Reins of the Vinesteed", "Spectral Lynx", "attach", "prevented"),),
    ),
    Ruling(
        "Gigantiform",
        "protection from green",
        (Check("Gigantiform", "Spectral Lynx", "attach", "prevented"),),
    ),
    Ruling(
        "Shifting Shadow",
        "protection from red",
        (Check("Shifting Shadow", "Kor Firewalker", "attach", "prevented"),),
    ),
    Ruling(
        "Gilded Drake",
        "This ability is targeted",
        (Check("Gilded Drake", "Scragnoth", "target", "prevented"),),
    ),
    Ruling(
        "Giver of Runes",
        "protection from colorless means",
        (Check("Juggernaut", "Giver of Runes", "block", "conditional", "granted"),),
    ),
    Ruling(
        "Shelter",
        "Nothing other than these events is prevented",
        (Check("Wrath of God", "Shelter", "sweep", "allowed", "granted"),),
    ),
    Ruling(
        "Sword of Sinew and Steel",
        "Protection from a color means",
        (
            Check("Lightning Bolt", "Sword of Sinew and Steel", "damage", "prevented", "granted"),
            Check("Wrath of God", "Sword of Sinew and Steel", "sweep", "allowed", "granted"),
        ),
    ),
    Ruling(
        "Sword of Truth and Justice",
        "Protection from a color means",
        (Check("Pacifism", "Sword of Truth and Justice", "attach", "prevented", "granted"),),
    ),
    Ruling(
        "Grasp of the Hieromancer",
        "can target a creature with protection from white",
        (Check("Grasp of the Hieromancer", "Knight of Stromgald", "target", "conditional"),),
    ),
    Ruling(
        "Haktos the Unscarred",
        "each possible converted mana cost",
        (  # 2, 3 or 4 is chosen: mana value 1 is never the chosen value, 2 may be
            Check("Lightning Bolt", "Haktos the Unscarred", "target", "prevented"),
            Check("Doom Blade", "Haktos the Unscarred", "target", "conditional"),
        ),
    ),
    Ruling(
        "Lavabrink Venturer",
        "no choice made",
        (Check("Lightning Bolt", "Lavabrink Venturer", "target", "conditional"),),
    ),
    Ruling(
        "Heart-Piercer Bow",
        "a creature with protection from artifacts may not",
        (
            Check("Heart-Piercer Bow", "Spectral Lynx", "target", "allowed"),
            Check("Heart-Piercer Bow", "Tel-Jilad Chosen", "target", "prevented"),
        ),
    ),
    Ruling(
        "Heartseeker",
        "unless the equipped creature is an artifact creature",
        (Check("Heartseeker", "Tel-Jilad Chosen", "target", "conditional"),),
    ),
    Ruling(
        "Leonin Bola",
        "unless the equipped creature is an artifact creature",
        (Check("Leonin Bola", "Tel-Jilad Chosen", "target", "conditional"),),
    ),
    Ruling(
        "Heavy Arbalest",
        "not one with protection from green",
        (
            # the granted ability's source is the equipped creature: its colors decide
            Check("Heavy Arbalest", "Tel-Jilad Chosen", "target", "conditional"),
            Check("Heavy Arbalest", "Spectral Lynx", "damage", "conditional"),
            # the Arbalest's own equip ability (colorless, 105.2c) can target its controller's
            # Spectral Lynx; against the opponent's (115.1) only the granted ability can
            Check("Heavy Arbalest", "Spectral Lynx", "target", "allowed"),
            Check("Heavy Arbalest", "Spectral Lynx", "target", "conditional", opponent=True),
        ),
    ),
    Ruling(
        "Livewire Lash",
        "assuming the equipped creature isn’t an artifact",
        (Check("Livewire Lash", "Tel-Jilad Chosen", "damage", "conditional"),),
    ),
    Ruling(
        "Mask of Immolation",
        "may not deal damage to a creature with protection from green",
        (Check("Mask of Immolation", "Kor Firewalker", "damage", "conditional"),),
    ),
    Ruling(
        "Wolfhunter's Quiver",
        "the equipped creature is the source of the ability and the damage",
        (Check("Wolfhunter's Quiver", "Tel-Jilad Chosen", "target", "conditional"),),
    ),
    Ruling(
        "Toralf, God of Fury // Toralf's Hammer",
        "Toralf’s Hammer is the source of the damage",
        (Check("Toralf, God of Fury // Toralf's Hammer", "Kor Firewalker", "damage", "prevented"),),
    ),
    Ruling(
        "Hexdrinker",
        "Once it has at least three but no more than seven level counters",
        (Check("Lightning Bolt", "Hexdrinker", "target", "conditional"),),
    ),
    Ruling(
        "Hexdrinker",
        "such as by Winds of Abandon cast for its overload cost",
        (Check("Winds of Abandon", "Hexdrinker", "sweep", "allowed"),),
    ),
    Ruling(
        "Hexdrinker",
        "Protection from instants means that Hexdrinker",
        (Check("Lightning Bolt", "Hexdrinker", "damage", "conditional"),),
    ),
    Ruling(
        "Teferi's Protection",
        "combat damage that they would deal to you will be prevented",
        (Check("Grizzly Bears", "Teferi's Protection", "damage", "conditional", "player"),),
    ),
    Ruling(
        "Giver of Runes",
        "Protection from a color means that the target creature",
        (
            Check("Lightning Bolt", "Giver of Runes", "damage", "conditional", "granted"),
            Check("Wrath of God", "Giver of Runes", "sweep", "allowed", "granted"),
        ),
    ),
    Ruling(
        "Apostle's Blessing",
        "You choose what attribute the target gains protection from when the spell resolves",
        (Check("Lightning Bolt", "Apostle's Blessing", "target", "conditional", "granted"),),
    ),
    Ruling(
        "Stave Off",
        "You choose what color the target gains protection from when the spell resolves",
        (Check("Lightning Bolt", "Stave Off", "target", "conditional", "granted"),),
    ),
    Ruling(
        "Horizon Drake",
        "Protection from lands works like any other",
        (
            Check(
                "Celestial Colonnade", "Horizon Drake", "block", "prevented"
            ),  # flies, as it does
            Check("Teetering Peaks", "Horizon Drake", "target", "prevented"),
        ),
    ),
    Ruling(
        "Hungry Lynx",
        "protection from Rats",
        (
            Check("Typhoid Rats", "Hungry Lynx", "block", "prevented", "granted"),
            Check("Typhoid Rats", "Hungry Lynx", "damage", "prevented", "granted"),
        ),
    ),
    Ruling(
        "Lavalanche",
        "will still be prevented",
        (Check("Lavalanche", "Kor Firewalker", "damage", "prevented"),),
    ),
    Ruling(
        "Minion of Leshrac",
        "can’t target itself",
        (Check("Minion of Leshrac", "Minion of Leshrac", "target", "prevented"),),
    ),
    Ruling(
        "Mistmeadow Skulk",
        "The protection ability means the following",
        (
            Check("Serra Angel", "Mistmeadow Skulk", "block", "prevented"),
            Check("Grizzly Bears", "Mistmeadow Skulk", "block", "allowed"),
            Check("Murder", "Mistmeadow Skulk", "target", "prevented"),
        ),
    ),
    Ruling(
        "Nacatl Savage",
        "can't be blocked by artifact creatures",
        (
            Check("Ornithopter", "Nacatl Savage", "block", "prevented"),
            Check("Bonesplitter", "Nacatl Savage", "attach", "prevented"),
            Check("Icy Manipulator", "Nacatl Savage", "target", "prevented"),
            Check("Walking Ballista", "Nacatl Savage", "damage", "prevented"),
        ),
    ),
    Ruling(
        "Tel-Jilad Fallen",
        "can't be blocked by artifact creatures",
        (
            Check("Ornithopter", "Tel-Jilad Fallen", "block", "prevented"),
            Check("Bonesplitter", "Tel-Jilad Fallen", "attach", "prevented"),
        ),
    ),
    Ruling(
        "Tel-Jilad Defiance",
        "If any Equipment are attached to it",
        (Check("Bonesplitter", "Tel-Jilad Defiance", "attach", "conditional", "granted"),),
    ),
    Ruling(
        "Nim Deathmantle",
        "protection from artifacts",
        (Check("Nim Deathmantle", "Tel-Jilad Chosen", "attach", "prevented"),),
    ),
    Ruling(
        "Deathrender",
        "protection from artifacts",
        (Check("Deathrender", "Tel-Jilad Chosen", "attach", "prevented"),),
    ),
    Ruling(
        "Stonehewer Giant",
        "not to one with protection from artifacts",
        (Check("Stonehewer Giant", "Tel-Jilad Chosen", "attach", "prevented"),),
    ),
    Ruling(
        "Petrified Wood-Kin",
        "instant spells can’t target it",
        (
            Check("Lightning Bolt", "Petrified Wood-Kin", "target", "prevented"),
            Check("Lightning Bolt", "Petrified Wood-Kin", "damage", "prevented"),
        ),
    ),
    Ruling(
        "Polis Crusher",
        "can’t be blocked by enchantment creatures",
        (
            Check("Eidolon of the Great Revel", "Polis Crusher", "block", "prevented"),
            Check("Pacifism", "Polis Crusher", "attach", "prevented"),
            Check("Grizzly Bears", "Polis Crusher", "block", "allowed"),
        ),
    ),
    Ruling(
        "Porphyry Nodes",
        "protection from white",
        (Check("Porphyry Nodes", "Knight of Stromgald", "sweep", "allowed"),),
    ),
    Ruling(
        "Sanctuary Blade",
        "without a color having been chosen",
        (Check("Lightning Bolt", "Sanctuary Blade", "damage", "conditional", "granted"),),
    ),
    Ruling(
        "Sigrid, God-Favored",
        "Sigrid won’t have protection from it",
        (Check("Keranos, God of Storms", "Sigrid, God-Favored", "damage", "conditional"),),
    ),
    Ruling(
        "Simulacrum",
        "Simulacrum is the source of the damage",
        (Check("Simulacrum", "White Knight", "damage", "prevented"),),
    ),
    Ruling(
        "Teferi's Protection",
        "That player can’t be the target",
        (
            Check("Lightning Bolt", "Teferi's Protection", "target", "conditional", "player"),
            Check("Lightning Bolt", "Teferi's Protection", "damage", "conditional", "player"),
            Check(
                "Curse of the Pierced Heart",
                "Teferi's Protection",
                "attach",
                "conditional",
                "player",
            ),
        ),
    ),
    Ruling(
        "Teysa, Envoy of Ghosts",
        "such as bloodrush abilities",
        (
            Check("Rubblebelt Maaka", "Teysa, Envoy of Ghosts", "target", "prevented"),
            Check("Grizzly Bears", "Teysa, Envoy of Ghosts", "block", "prevented"),
            Check("Walking Ballista", "Teysa, Envoy of Ghosts", "damage", "prevented"),
        ),
    ),
    Ruling(
        "Throwing Knife",
        "even if Throwing Knife is equipped to a red creature",
        (Check("Throwing Knife", "Kor Firewalker", "damage", "allowed"),),
    ),
    Ruling(
        "Tyrant's Choice",
        "could sacrifice a creature with protection from black",
        (Check("Tyrant's Choice", "White Knight", "edict", "allowed"),),
    ),
    Ruling(
        "Venser, the Sojourner",
        "Because emblems are colorless",
        (Check("Venser, the Sojourner", "Knight of Stromgald", "target", "allowed"),),
    ),
    Ruling(
        "Yawgmoth, Thran Physician",
        "planeswalkers aren’t Humans",
        (Check("Chandra, Torch of Defiance", "Yawgmoth, Thran Physician", "damage", "allowed"),),
    ),
    Ruling(
        "Thicket Basilisk",
        "does not stop the Basilisk’s ability",
        (Check("Thicket Basilisk", "Spectral Lynx", "sweep", "allowed"),),
    ),
    Ruling(
        "Geyadrone Dihada",
        "protection from those permanents",
        (Check("Grizzly Bears", "Geyadrone Dihada", "damage", "conditional"),),
    ),
    Ruling(
        "Teysa, Envoy of Ghosts",
        "It will destroy a creature with hexproof or protection from white",
        (Check("Teysa, Envoy of Ghosts", "Knight of Stromgald", "sweep", "allowed"),),
    ),
    Ruling(
        "Godsend",
        "You could exile a creature with protection from white",
        (Check("Godsend", "Knight of Stromgald", "sweep", "allowed"),),
    ),
    Ruling(
        "Spectra Ward",
        "including Spectra Ward itself",
        (Check("Spectra Ward", "Spectra Ward", "attach", "allowed", "granted"),),
    ),
    Ruling(
        "Flickering Ward",
        "Flickering Ward will remain on the battlefield",
        (Check("Flickering Ward", "Flickering Ward", "attach", "allowed", "granted"),),
    ),
    Ruling(
        "Curse of Inertia",
        "the Curse will be put into its owner’s graveyard",
        (Check("Curse of Inertia", "Teferi's Protection", "attach", "conditional", "player"),),
    ),
    Ruling(
        "Curse of Predation",
        "the Curse will be put into its owner’s graveyard",
        (Check("Curse of Predation", "Teferi's Protection", "attach", "conditional", "player"),),
    ),
    Ruling(
        "Curse of Shallow Graves",
        "the Curse will be put into its owner’s graveyard",
        (
            Check(
                "Curse of Shallow Graves", "Teferi's Protection", "attach", "conditional", "player"
            ),
        ),
    ),
    Ruling(
        "Curse of the Forsaken",
        "the Curse will be put into its owner’s graveyard",
        (Check("Curse of the Forsaken", "Teferi's Protection", "attach", "conditional", "player"),),
    ),
    Ruling(
        "Guardian Archon",
        "Protection from a player means all of the following",
        (
            Check("Lightning Bolt", "Guardian Archon", "target", "conditional", "player"),
            Check("Lightning Bolt", "Guardian Archon", "damage", "conditional", "granted"),
        ),
    ),
    Ruling(
        "Eon Frolicker",
        "Protection from a player means that you and each planeswalker you control",
        (Check("Lightning Bolt", "Eon Frolicker", "target", "conditional", "player"),),
    ),
    Ruling(
        "Grenzo's Rebuttal",
        "None of the chosen permanents are targeted",
        (Check("Grenzo's Rebuttal", "Kor Firewalker", "sweep", "allowed"),),
    ),
)


# Cards whose ruling says "Bolster itself doesn't target any creature".
BOLSTER = (
    "Abzan Advantage",
    "Abzan Skycaptain",
    "Anafenza, Kin-Tree Spirit",
    "Aven Tactician",
    "Cached Defenses",
    "Dragonscale General",
    "Dromoka Captain",
    "Dromoka's Gift",
    "Dromoka, the Eternal",
    "Echoes of the Kin Tree",
    "Elite Scaleguard",
    "Enduring Victory",
    "Gleam of Authority",
    "Honor's Reward",
    "Map the Wastes",
    "Pinion Feast",
    "Sandcrafter Mage",
    "Sandsteppe Mastodon",
    "Sandsteppe Scavenger",
    "Scale Blessing",
    "Sunbringer's Touch",
)


def verdict(con: duckdb.DuckDBPyConnection, check: Check) -> str:
    column = "verdict_vs_opponent" if check.opponent else "verdict"
    row = con.execute(
        f"""
        SELECT {column} FROM all_interactions
        WHERE source_name = ? AND protected_name = ? AND interaction = ? AND scope = ?
        """,
        [check.source, check.protected, check.interaction, check.scope],
    ).fetchone()
    return str(row[0]) if row else "not_applicable"


def ruling_texts(con: duckdb.DuckDBPyConnection, card: str) -> list[str]:
    return [
        text
        for (text,) in con.execute(
            "SELECT r.text FROM rulings AS r JOIN cards AS c USING (oracle_id) WHERE c.name = ?",
            [card],
        ).fetchall()
    ]


def _param(ruling: Ruling) -> object:
    marks = (
        [pytest.mark.xfail(strict=True, reason=ruling.disagreement)] if ruling.disagreement else []
    )
    return pytest.param(ruling, id=f"{ruling.card}: {ruling.says}", marks=marks)


@pytest.fixture(scope="module")
def con(snapshot_db: Path) -> Iterator[duckdb.DuckDBPyConnection]:
    with duckdb.connect(str(snapshot_db), read_only=True) as connection:
        yield connection


@pytest.mark.realdata
@pytest.mark.parametrize("ruling", [_param(r) for r in RULINGS])
def test_the_verdicts_agree_with_the_ruling(con: duckdb.DuckDBPyConnection, ruling: Ruling) -> None:
    assert [t for t in ruling_texts(con, ruling.card) if ruling.says in t], "ruling not loaded"
    expected = [(c.source, c.interaction, c.expected) for c in ruling.checks]
    actual = [(c.source, c.interaction, verdict(con, c)) for c in ruling.checks]
    assert expected == actual


@pytest.mark.realdata
@pytest.mark.parametrize("card", BOLSTER)
def test_bolster_does_not_target(con: duckdb.DuckDBPyConnection, card: str) -> None:
    """'Bolster itself doesn't target any creature ... you could put counters on a creature
    with protection from white' (701.39): no target capability comes from a bolster clause."""
    assert [
        t
        for t in ruling_texts(con, card)
        if "Bolster itself doesn’t target" in t or "Bolster itself doesn't target" in t
    ]
    rows = con.execute(
        """
        SELECT k.detail FROM capabilities AS k JOIN cards AS c USING (oracle_id)
        WHERE c.name = ? AND k.capability = 'target' AND k.detail ILIKE '%bolster%'
        """,
        [card],
    ).fetchall()
    assert rows == []


@pytest.mark.realdata
def test_the_snapshot_rulings(con: duckdb.DuckDBPyConnection) -> None:
    """Row counts of the closing note: every ruling of the loaded cards, and those on protection."""
    counts = con.execute(
        """
        SELECT count(*), count(DISTINCT oracle_id),
               count(*) FILTER (WHERE text ILIKE '%protection%'),
               count(DISTINCT oracle_id) FILTER (WHERE text ILIKE '%protection%')
        FROM rulings
        """
    ).fetchone()
    assert counts == (44509, 13170, 255, 217)
