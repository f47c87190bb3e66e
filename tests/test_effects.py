"""What each capability row does to its object (pipeline/parse/effects.py): how it deals with a
permanent, if at all, the toughness a -N/-N takes, whether play decides, and its speed. Real
oracle texts; what protection lets through is decided in SQL (tests/test_answer_paths.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pipeline.parse.capabilities import parse_capabilities
from pipeline.vocabulary import AnswerHow, Speed

# (capability, effect, effect_amount, depends?, speed) of every row but combat and blocks
Row = tuple[str, str | None, str | None, bool, str]

CASES: list[tuple[str, str, str, tuple[str, ...], set[Row]]] = [
    # removal by how
    (
        "Destroy target nonblack creature.",
        "Instant",
        "Doom Blade",
        (),
        {("target", "destroy", None, False, "instant")},
    ),
    (
        "Return target creature to its owner's hand. Its controller loses 1 life.",
        "Instant",
        "Vapor Snag",
        (),
        {("target", "bounce", None, False, "instant")},
    ),
    (
        "Put target attacking creature on the bottom of its owner's library. Its controller "
        "gains life equal to its toughness.",
        "Instant",
        "Condemn",
        (),
        # a state of play (attacking) decides whether it can be chosen
        {("target", "bounce", None, True, "instant")},
    ),
    (
        "When Journey to Nowhere enters the battlefield, exile target creature.\nWhen Journey "
        "to Nowhere leaves the battlefield, return the exiled card to the battlefield under its "
        "owner's control.",
        "Enchantment",
        "Journey to Nowhere",
        (),
        {("target", "exile", None, False, "sorcery")},
    ),
    (
        "Target player sacrifices a creature.\nFlashback {5}{B}{B}",
        "Sorcery",
        "Chainer's Edict",
        ("Flashback",),
        {("target", None, None, False, "sorcery"), ("edict", "sacrifice", None, False, "sorcery")},
    ),
    (
        "Choose one —\n• Target opponent exiles a creature they control.\n• Target opponent "
        "reveals their hand. You choose a nonland card from it. Exile that card.",
        "Sorcery",
        "Doomfall",
        (),
        {("target", None, None, False, "sorcery"), ("edict", "exile", None, False, "sorcery")},
    ),
    (
        "Each player exiles all creature cards from their graveyard, then sacrifices all "
        "creatures they control, then puts all cards they exiled this way onto the battlefield.",
        "Sorcery",
        "Living End",
        (),
        {("edict", "sacrifice", None, False, "sorcery")},
    ),
    # a condition of play, or removal that comes back: depends
    (
        "As an additional cost to cast this spell, reveal a colorless creature card from your "
        "hand.\nExile target creature if its power is less than or equal to the revealed card's "
        "power.",
        "Instant",
        "Titan's Presence",
        (),
        {("target", "exile", None, True, "instant")},
    ),
    (
        "Exile target creature and put two time counters on it. If it doesn't have suspend, it "
        "gains suspend.",
        "Instant",
        "Suspend",
        (),
        {("target", "exile", None, True, "instant")},
    ),
    # -N/-N: the toughness it takes; until end of turn is still lethal (704.5f)
    (
        "Target creature gets -3/-3 until end of turn.",
        "Instant",
        "Last Gasp",
        (),
        {("target", "shrink", "3", False, "instant")},
    ),
    (
        "All creatures get -4/-4 until end of turn.",
        "Sorcery",
        "Languish",
        (),
        {("sweep", "shrink", "4", False, "sorcery")},
    ),
    # -1/-1 counters: a -N/-N for good (122.1a), the most any one target gets
    (
        "When Skinrender enters the battlefield, put three -1/-1 counters on target creature.",
        "Creature — Phyrexian Zombie",
        "Skinrender",
        (),
        {("target", "shrink", "3", False, "sorcery")},
    ),
    (
        "Put a -1/-1 counter on target creature, two -1/-1 counters on another target creature, "
        "and three -1/-1 counters on a third target creature.",
        "Sorcery",
        "Incremental Blight",
        (),
        # three creatures must be there to target (601.2c)
        {("target", "shrink", "3", True, "sorcery")},
    ),
    (
        "Put X -1/-1 counters on each creature. Shuffle Black Sun's Zenith into its owner's "
        "library.",
        "Sorcery",
        "Black Sun's Zenith",
        (),
        {("sweep", "shrink", "X", False, "sorcery")},
    ),
    (
        "Enchant creature\nEnchanted creature gets -2/-2.",
        "Enchantment — Aura",
        "Dead Weight",
        (),
        {("target", None, None, False, "sorcery"), ("attach", "shrink", "2", False, "sorcery")},
    ),
    # an Aura that destroys what it enchants once that is dealt damage: depends on play
    (
        "Enchant creature\nWhen enchanted creature is dealt damage, destroy it.",
        "Enchantment — Aura",
        "Mortal Wound",
        (),
        {("target", None, None, False, "sorcery"), ("attach", "destroy", None, True, "sorcery")},
    ),
    (
        "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.\n"
        "When enchanted creature is dealt damage, destroy it.",
        "Enchantment — Aura",
        "Frozen Solid",
        (),
        # neither holds on its own: the lock waits for the card to be tapped (nothing taps it),
        # the destruction for damage
        {
            ("target", None, None, False, "sorcery"),
            ("attach", "neutralise", None, True, "sorcery"),
        },
    ),
    (
        "Enchant creature\nWhenever enchanted creature is dealt damage, Binding Agony deals that "
        "much damage to that creature's controller.",
        "Enchantment — Aura",
        "Binding Agony",
        (),
        # it damages a player (its row), once the event its trigger waits for happens, and
        # does nothing to what it enchants
        {
            ("target", None, None, False, "sorcery"),
            ("attach", None, None, False, "sorcery"),
            ("damage", "damage", None, True, "sorcery"),
        },
    ),
    # neutralise: for good, never for a turn
    (
        "Enchant creature\nEnchanted creature can't attack or block.",
        "Enchantment — Aura",
        "Pacifism",
        (),
        {
            ("target", None, None, False, "sorcery"),
            ("attach", "neutralise", None, False, "sorcery"),
        },
    ),
    (
        "Enchant creature\nWhen Claustrophobia enters the battlefield, tap enchanted creature.\n"
        "Enchanted creature doesn't untap during its controller's untap step.",
        "Enchantment — Aura",
        "Claustrophobia",
        (),
        {
            ("target", None, None, False, "sorcery"),
            ("attach", "neutralise", None, False, "sorcery"),
        },
    ),
    (
        "Enchant creature\nYou control enchanted creature.",
        "Enchantment — Aura",
        "Control Magic",
        (),
        {
            ("target", None, None, False, "sorcery"),
            ("attach", "neutralise", None, False, "sorcery"),
        },
    ),
    (
        "Gain control of target creature until end of turn. Untap that creature. It gains "
        "haste until end of turn.",
        "Sorcery",
        "Act of Treason",
        (),
        {("target", None, None, False, "sorcery")},
    ),
    # an Aura that helps it, a pump, a flicker: nothing
    (
        "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor is put "
        "into a graveyard from the battlefield, return Rancor to its owner's hand.",
        "Enchantment — Aura",
        "Rancor",
        (),
        {("target", None, None, False, "sorcery"), ("attach", None, None, False, "sorcery")},
    ),
    (
        "Target creature gets +3/+3 until end of turn.",
        "Instant",
        "Giant Growth",
        (),
        {("target", None, None, False, "instant")},
    ),
    (
        "Exile target creature you control, then return it to the battlefield under its "
        "owner's control.",
        "Instant",
        "Ephemerate",
        (),
        {("target", None, None, False, "instant")},
    ),
    (
        "Exile target creature. At the beginning of the next end step, return that card to the "
        "battlefield under its owner's control.",
        "Instant",
        "Flicker Test",
        (),
        {("target", None, None, False, "instant")},
    ),
    # a trigger on the card's own death or leaving waits for it (603.6c): depends
    (
        "When False Prophet dies, exile all creatures.",
        "Creature — Human Cleric",
        "False Prophet",
        (),
        {("sweep", "exile", None, True, "sorcery")},
    ),
    (
        "When Pitchburn Devils dies, it deals 3 damage to any target.",
        "Creature — Devil",
        "Pitchburn Devils",
        (),
        {("target", None, None, False, "sorcery"), ("damage", "damage", None, True, "sorcery")},
    ),
    (
        "When Nevermaker leaves the battlefield, put target nonland permanent on top of its "
        "owner's library.\nEvoke {3}{U}",
        "Creature — Elemental",
        "Nevermaker",
        ("Evoke",),
        {("target", "bounce", None, True, "sorcery")},
    ),
    # entering is enough (Ashen Rider): sure
    (
        "When Ashen Rider enters the battlefield or dies, exile target permanent.",
        "Creature — Archon",
        "Ashen Rider",
        (),
        {("target", "exile", None, False, "sorcery")},
    ),
    # a count of its own kind is at least the card itself ("where X is the number of Shrines
    # you control", a Shrine): at least 1 damage
    (
        "{1}, Discard a land card or Shrine card: Sanctum of Shattered Heights deals X damage to "
        "target creature or planeswalker, where X is the number of Shrines you control.",
        "Legendary Enchantment — Shrine",
        "Sanctum of Shattered Heights",
        (),
        {("target", None, None, False, "instant"), ("damage", "damage", "1+", False, "instant")},
    ),
    # a cost of tapping one of its own kind the card pays itself, without {T} (302.6)
    (
        "Flying\nTap an untapped Wizard you control: Return target nonland permanent to its "
        "owner's hand.",
        "Creature — Giant Wizard",
        "Galecaster Colossus",
        ("Flying",),
        {("target", "bounce", None, False, "instant")},
    ),
    # each player keeps one of their own, the rest is sacrificed or destroyed: the card's
    # controller may always keep the card, so it deals with nothing...
    (
        "Each player chooses from among the permanents they control an artifact, a creature, an "
        "enchantment, and a land, then sacrifices the rest.",
        "Sorcery",
        "Cataclysm",
        (),
        {("edict", None, None, False, "sorcery")},
    ),
    (
        "Each player chooses a creature or planeswalker they control, then sacrifices the rest. "
        "Players can't cast creature or planeswalker spells until the end of your next turn.",
        "Sorcery",
        "Single Combat",
        (),
        {("edict", None, None, False, "sorcery")},
    ),
    # ... unless its caster chooses for them, or they keep a number play decides
    (
        "For each player, you choose from among the permanents that player controls an "
        "artifact, a creature, an enchantment, and a planeswalker. Then each player sacrifices "
        "all other nonland permanents they control.",
        "Sorcery",
        "Tragic Arrogance",
        (),
        {("edict", "sacrifice", None, True, "sorcery")},
    ),
    (
        "Each player chooses a number of lands they control equal to the number of lands "
        "controlled by the player who controls the fewest, then sacrifices the rest. Players "
        "discard cards and sacrifice creatures the same way.",
        "Sorcery",
        "Balance",
        (),
        {("edict", "sacrifice", None, True, "sorcery")},
    ),
    # an edict that takes the greatest of its player's own: the card, where it is the only one
    (
        "Each opponent sacrifices a creature or planeswalker with the highest mana value among "
        "creatures and planeswalkers they control.",
        "Instant",
        "Soul Shatter",
        (),
        {("edict", "sacrifice", None, False, "instant")},
    ),
    # a count of votes its controller's own vote starts: at least once
    (
        "Council's dilemma — Starting with you, each player votes for death or taxes. Each "
        "opponent sacrifices a creature for each death vote and discards a card for each taxes "
        "vote.",
        "Sorcery",
        "Capital Punishment",
        (),
        {("edict", "sacrifice", None, False, "sorcery")},
    ),
    # ... each player keeps one, but where its caster picks up to one, it may spare none
    (
        "Each player chooses a creature they control. Destroy the rest.",
        "Sorcery",
        "Divine Reckoning",
        (),
        {("sweep", None, None, False, "sorcery")},
    ),
    (
        "Choose up to one creature. Destroy the rest.",
        "Sorcery",
        "Duneblast",
        (),
        {("sweep", "destroy", None, False, "sorcery")},
    ),
    (
        "Kicker {1}{U}\nWhen Urborg Emissary enters the battlefield, if it was kicked, return "
        "target permanent to its owner's hand.",
        "Creature — Human Wizard",
        "Urborg Emissary",
        (),
        {("target", "bounce", None, False, "sorcery")},
    ),
    (
        # a kicker of another permanent is no payment its caster surely makes
        "Kicker—Sacrifice a land.\nReturn target nonland permanent to its owner's hand. If this "
        "spell was kicked, return another target nonland permanent to its owner's hand.",
        "Instant",
        "Rushing River",
        (),
        {("target", "bounce", None, False, "instant"), ("target", "bounce", None, True, "instant")},
    ),
    (
        "Each player loses a third of their life, then discards a third of the cards in their "
        "hand, then sacrifices a third of the creatures they control, then sacrifices a third of "
        "the lands they control. Round up each time.",
        "Sorcery",
        "Pox",
        (),
        {("edict", "sacrifice", None, False, "sorcery")},
    ),
    (
        "Target player sacrifices half the permanents they control, rounded down.",
        "Sorcery",
        "Curse of the Cabal",
        (),
        {("target", None, None, False, "sorcery"), ("edict", "sacrifice", None, True, "sorcery")},
    ),
    (
        "Choose one —\n• Separate all creatures target player controls into two piles. Destroy "
        "all creatures in the pile of that player's choice.",
        "Sorcery",
        "Do or Die Test",
        (),
        {("target", None, None, False, "sorcery"), ("sweep", "destroy", None, True, "sorcery")},
    ),
    # a trigger that removes what its damage event names, untargeted (603.2): depends on play
    (
        "Whenever a creature deals damage to you, destroy it.",
        "Enchantment",
        "No Mercy",
        (),
        {("sweep", "destroy", None, True, "sorcery")},
    ),
    (
        "Whenever a permanent deals damage to you, return it to its owner's hand.",
        "Enchantment",
        "Dissipation Field",
        (),
        {("sweep", "bounce", None, True, "sorcery")},
    ),
    (
        "Whenever a creature is dealt damage, destroy it. It can't be regenerated.",
        "Enchantment",
        "Death Pits of Rath",
        (),
        {("sweep", "destroy", None, True, "sorcery")},
    ),
    (
        "Whenever Vampire Slayer deals damage to a Vampire, destroy that creature.",
        "Creature — Human Soldier",
        "Vampire Slayer",
        (),
        {("sweep", "destroy", None, True, "sorcery")},
    ),
    # "it" after the card's own damage is the card (Leyline Phantom): no answer
    (
        "When Leyline Phantom deals combat damage, return it to its owner's hand.",
        "Creature — Illusion",
        "Leyline Phantom",
        (),
        set(),
    ),
    # counters: within their own words
    (
        "Counter target spell unless its controller pays {3}.",
        "Instant",
        "Mana Leak",
        (),
        # the target row (of a spell) is no path to a permanent (702.16b)
        {("target", None, None, False, "instant"), ("counter", "counter", None, True, "instant")},
    ),
    (
        "Counter target creature spell.",
        "Instant",
        "Essence Scatter",
        (),
        {("target", None, None, False, "instant"), ("counter", "counter", None, False, "instant")},
    ),
    # damage keeps its amount in damage_amount; speed of an activated ability is instant
    (
        "{T}: Prodigal Sorcerer deals 1 damage to any target.",
        "Creature — Human Wizard",
        "Prodigal Sorcerer",
        (),
        {("target", None, None, False, "instant"), ("damage", "damage", None, False, "instant")},
    ),
    # a loyalty ability is at sorcery speed (606.3)
    (
        "[+1]: Each player discards a card.\n[−2]: Target player sacrifices a creature.",
        "Legendary Planeswalker — Liliana",
        "Liliana of the Veil",
        (),
        {("target", None, None, False, "sorcery"), ("edict", "sacrifice", None, False, "sorcery")},
    ),
    # the caster's pick of a boost or a shrink is a shrink it may pick (X: play decides)
    (
        "[−3]: Target creature gets +X/+X or -X/-X until end of turn, where X is the number of "
        "Swamps you control.",
        "Legendary Planeswalker — Liliana",
        "Liliana of the Dark Realms",
        (),
        {("target", "shrink", "X", False, "sorcery")},
    ),
    # flash makes a permanent's trigger instant speed
    (
        "Flash\nFlying\nWhen Fiend Hunter Test enters the battlefield, exile target creature.",
        "Creature — Faerie",
        "Fiend Hunter Test",
        ("Flash", "Flying"),
        {("target", "exile", None, False, "instant")},
    ),
    # "Activate only if ...": only while play allows it (602.5b), however lethal
    (
        "{2}, {T}: Return target permanent to its owner's hand. Activate only if you control "
        "four or more snow permanents.",
        "Legendary Creature — Human Wizard",
        "Heidar, Rimewind Master",
        (),
        {("target", "bounce", None, True, "instant")},
    ),
    (
        "Whenever an artifact enters the battlefield under your control, you may pay {1}. If you "
        "do, each opponent loses 1 life and you gain 1 life.\n{1}{B}, Sacrifice Underhanded "
        "Designs: Destroy target creature. Activate only if you control two or more artifacts.",
        "Enchantment",
        "Underhanded Designs",
        (),
        {("target", "destroy", None, True, "instant")},
    ),
    (
        "{T}: Add {R}. Barbarian Ring deals 1 damage to you.\nThreshold — {R}, {T}, Sacrifice "
        "Barbarian Ring: It deals 2 damage to any target. Activate only if seven or more cards "
        "are in your graveyard.",
        "Land",
        "Barbarian Ring",
        ("Threshold",),
        {
            ("target", None, None, False, "instant"),
            ("damage", "damage", None, False, "sorcery"),  # to you: no permanent's
            ("damage", "damage", None, True, "instant"),
        },
    ),
    # what happens instead only under a condition (the target's color) depends; not what a
    # kicker of mana alone adds, its caster's to pay
    (
        "Kicker {W}{W} (You may pay an additional {W}{W} as you cast this spell.)\nWhen "
        "Desolation Giant enters the battlefield, destroy all other creatures you control. If it "
        "was kicked, destroy all other creatures instead.",
        "Creature — Giant",
        "Desolation Giant",
        ("Kicker",),
        {("sweep", "destroy", None, False, "sorcery")},
    ),
    (
        "Lightning Dart deals 1 damage to target creature. If that creature is white or blue, "
        "Lightning Dart deals 4 damage to it instead.",
        "Instant",
        "Lightning Dart",
        (),
        # (the raise is to a white or blue creature only, which the card data decides:
        # test_a_raise_the_object_s_colors_or_types_decide)
        {("target", None, None, False, "instant"), ("damage", "damage", None, False, "instant")},
    ),
    # a sentence that happens only under a condition: a coin flip, the opponent's payment
    (
        "Flip a coin. If you win the flip, destroy all creatures with power 2 or less. If you "
        "lose the flip, destroy all creatures with power 3 or greater.",
        "Sorcery",
        "Puppet's Verdict",
        (),
        {("sweep", "destroy", None, True, "sorcery")},
    ),
    (
        "Cast this spell only during combat before blockers are declared.\nX can't be greater "
        "than the number of snow lands you control.\nChoose X target attacking creatures. For "
        "each of those creatures, its controller may pay {1} or {2}. If that player doesn't, "
        "destroy that creature at end of combat. If that player pays only {1}, prevent all "
        "combat damage that would be dealt to and dealt by that creature this combat.",
        "Instant",
        "Winter's Chill",
        (),
        {("target", None, None, False, "instant"), ("sweep", "destroy", None, True, "instant")},
    ),
    # a trigger's intervening "if" (603.4): only if it holds; casting it from hand is the
    # controller's own doing
    (
        "Flying\nTribute 2 (As this creature enters the battlefield, an opponent of your choice "
        "may put two +1/+1 counters on it.)\nWhen Shrike Harpy enters the battlefield, if "
        "tribute wasn't paid, target opponent sacrifices a creature.",
        "Creature — Harpy",
        "Shrike Harpy",
        ("Flying", "Tribute"),
        {("target", None, None, False, "sorcery"), ("edict", "sacrifice", None, True, "sorcery")},
    ),
    (
        "Flying\nMorbid — At the beginning of each end step, if a creature died this turn, "
        "destroy target non-Demon creature.",
        "Creature — Demon",
        "Reaper from the Abyss",
        ("Flying", "Morbid"),
        {("target", "destroy", None, True, "sorcery")},
    ),
    (
        "Flying\nWhen Reiver Demon enters the battlefield, if you cast it from your hand, destroy "
        "all nonartifact, nonblack creatures. They can't be regenerated.",
        "Creature — Demon",
        "Reiver Demon",
        ("Flying",),
        {("sweep", "destroy", None, False, "sorcery")},
    ),
    # a counter whose spell play decides: X, how it was cast, unless its cleave cost is paid
    (
        "Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put this "
        "card into your hand as it resolves.)\nCounter target spell with mana value X.",
        "Instant",
        "Spell Burst",
        ("Buyback",),
        {("target", None, None, False, "instant"), ("counter", "counter", None, True, "instant")},
    ),
    (
        "Cleave {1}{U}{U} (You may cast this spell for its cleave cost. If you do, remove the "
        "words in square brackets.)\nCounter target spell [that wasn't cast from its owner's "
        "hand].",
        "Instant",
        "Wash Away",
        ("Cleave",),
        {("target", None, None, False, "instant"), ("counter", "counter", None, False, "instant")},
    ),
    # as many targets as the counters it gains in play count (it enters with none): only once
    # it has them; a count that is at least one surely reaches one
    (
        "At the beginning of your upkeep, you may put a verse counter on Recantation.\n{U}, "
        "Sacrifice Recantation: Return up to X target permanents to their owners' hands, where "
        "X is the number of verse counters on Recantation.",
        "Enchantment",
        "Recantation",
        (),
        {("target", "bounce", None, True, "instant")},
    ),
    (
        "Return up to X target creatures to their owners' hands, where X is one plus the number "
        "of cards named Aether Burst in all graveyards as you cast this spell.",
        "Instant",
        "Aether Burst",
        (),
        {("target", "bounce", None, False, "instant")},
    ),
    # a legendary sorcery: only while its caster controls a legendary creature or
    # planeswalker (205.4e, in reminder text the parser strips)
    (
        "(You may cast a legendary sorcery only if you control a legendary creature or "
        "planeswalker.)\nTarget player takes an extra turn after this one. Return up to one "
        "target nonland permanent to its owner's hand. Exile Karn's Temporal Sundering.",
        "Legendary Sorcery",
        "Karn's Temporal Sundering",
        (),
        {("target", None, None, False, "sorcery"), ("target", "bounce", None, True, "sorcery")},
    ),
    # a dexterity card reaches only what its flip lands on
    (
        "Flip Falling Star onto the playing area from a height of at least one foot. Falling "
        "Star deals 3 damage to each creature it lands on. Tap all creatures dealt damage by "
        "Falling Star. If Falling Star doesn't turn completely over at least once during the "
        "flip, it has no effect.",
        "Sorcery",
        "Falling Star",
        (),
        {("damage", "damage", None, True, "sorcery")},
    ),
    # an exchange of control gives its controller the card (neutralises it), unless both
    # targets are the opponent's; one of two target creatures needs a creature of its own
    (
        "Exchange control of two target creatures.",
        "Sorcery",
        "Switcheroo",
        (),
        {("target", "neutralise", None, True, "sorcery")},
    ),
    (
        "Exchange control of two target creatures you don't control.",
        "Sorcery",
        "Visions of Duplicity",
        (),
        {("target", None, None, False, "sorcery")},
    ),
    # a spell that gives a creature a quoted ability only gives it: what the ability does is
    # its own row's, whose source is that creature, one of its caster's (so it depends)
    (
        'Until end of turn, target creature gains "{T}: Return target nonland permanent to its '
        "owner's hand.\"",
        "Instant",
        "Banishing Knack",
        (),
        {("target", None, None, False, "instant"), ("target", "bounce", None, True, "instant")},
    ),
    # boast: only once the creature has attacked this turn (its reminder text, 702.142a)
    (
        "Flying, lifelink, hexproof from planeswalkers\nBoast — {1}{B}, Sacrifice a creature: "
        "Each opponent sacrifices a creature or planeswalker. (Activate only if this creature "
        "attacked this turn and only once each turn.)",
        "Creature — Angel Berserker",
        "Eradicator Valkyrie",
        ("Boast", "Flying", "Hexproof from", "Lifelink"),
        {("edict", "sacrifice", None, True, "instant")},
    ),
    # a cost that removes counters: only once play put them there, unless it enters with them
    (
        "{T}: Put a charge counter on Lux Cannon.\n{T}, Remove three charge counters from Lux "
        "Cannon: Destroy target permanent.",
        "Artifact",
        "Lux Cannon",
        (),
        {("target", "destroy", None, True, "instant")},
    ),
    (
        "Whenever you gain life, put two +1/+1 counters on Karlov of the Ghost Council.\n{W}{B}, "
        "Remove six +1/+1 counters from Karlov of the Ghost Council: Exile target creature.",
        "Legendary Creature — Spirit Advisor",
        "Karlov of the Ghost Council",
        (),
        {("target", "exile", None, True, "instant")},
    ),
    (
        "Fading 5 (This enchantment enters the battlefield with five fade counters on it. At the "
        "beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)\n"
        "Remove a fade counter from Parallax Wave: Exile target creature.\nWhen Parallax Wave "
        "leaves the battlefield, each player returns to the battlefield all cards they own "
        "exiled with Parallax Wave.",
        "Enchantment",
        "Parallax Wave",
        ("Fading",),
        {("target", "exile", None, False, "instant")},
    ),
    (
        "Sunburst (This enters the battlefield with a +1/+1 counter on it for each color of mana "
        "spent to cast it.)\n{4}, {T}, Remove a +1/+1 counter from Suncrusher: Destroy target "
        "creature.",
        "Artifact Creature — Construct",
        "Suncrusher",
        ("Sunburst",),
        {("target", "destroy", None, False, "instant")},
    ),
    # what is attached to the target goes, the target stays
    (
        "Destroy all Auras and Equipment attached to target creature.",
        "Instant",
        "Strip Bare",
        (),
        {("target", None, None, False, "instant"), ("sweep", "destroy", None, True, "instant")},
    ),
    # a countered spell that comes back with suspend (Delay)
    (
        "Counter target spell. If the spell is countered this way, exile it with three time "
        "counters on it instead of putting it into its owner's graveyard. If it doesn't have "
        "suspend, it gains suspend.",
        "Instant",
        "Delay",
        (),
        {("target", None, None, False, "instant"), ("counter", "counter", None, True, "instant")},
    ),
    # an Aura that flickers what it enchants removes nothing; one that destroys it once another
    # creature dies depends on that
    (
        "Enchant creature\n{2}{W}{W}: Exile enchanted creature and all Auras attached to it. At "
        "the beginning of the next end step, return that card to the battlefield under its "
        "owner's control. If you do, return the other cards exiled this way to the battlefield "
        "under their owners' control attached to that creature.",
        "Enchantment — Aura",
        "Flickerform",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", None, None, False, "sorcery")},
    ),
    (
        "Enchant creature\nWhen a creature dies, destroy enchanted creature.",
        "Enchantment — Aura",
        "Yoke of the Damned",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "destroy", None, True, "sorcery")},
    ),
    # counters distributed among one or two targets may all go on one: -4/-2 in all
    (
        "You may pay 1 life and exile a black card from your hand rather than pay this spell's "
        "mana cost.\nDistribute two -2/-1 counters among one or two target creatures.",
        "Instant",
        "Contagion",
        (),
        {("target", "shrink", "2", False, "instant")},
    ),
    # ... or "that creature" in a line naming the enchanted creature: at a step, surely; under
    # the line's own condition, or once its trigger happens, as play decides
    (
        "Enchant creature\nAt the beginning of the end step of enchanted creature's controller, "
        "that player sacrifices that creature.",
        "Enchantment — Aura",
        "Lingering Death",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "sacrifice", None, False, "sorcery")},
    ),
    (
        "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, "
        "that player reveals the top card of their library. If that card is a land card, destroy "
        "that creature. Otherwise, it gets +3/+3 until end of turn.",
        "Enchantment — Aura",
        "Paroxysm",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "destroy", None, True, "sorcery")},
    ),
    (
        "Enchant creature\nEnchanted creature gets -6/-0.\nWhen enchanted creature blocks, "
        "destroy it. (The attacking creature remains blocked.)",
        "Enchantment — Aura",
        "Dwindle",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "destroy", None, True, "sorcery")},
    ),
    # ... not a reminder's "destroy it" (deathtouch's, Aspect of Gorgon)
    (
        "Enchant creature\nEnchanted creature gets +1/+3 and has deathtouch. (Any amount of "
        "damage it deals to a creature is enough to destroy it.)",
        "Enchantment — Aura",
        "Aspect of Gorgon",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", None, None, False, "sorcery")},
    ),
    # a replacement of dying moves what something else kills: no removal on its own (614.1a)
    (
        "{3}, {T}: Target attacking creature gets +2/+0 until end of turn. When that creature "
        "leaves the battlefield this turn, sacrifice Runesword. If the creature deals damage to a "
        "creature this turn, the creature dealt damage can't be regenerated this turn. If a "
        "creature dealt damage by the targeted creature would die this turn, exile that creature "
        "instead.",
        "Artifact",
        "Runesword",
        (),
        {
            ("target", None, None, False, "instant"),
            ("damage", "damage", None, True, "sorcery"),
            ("sweep", None, None, False, "sorcery"),
        },
    ),
    # a later sentence of the ability restricts when it is used (602.5d)
    (
        "{5}, {T}, Exile Amulet of Unmaking: Exile target artifact, creature, or land. Activate "
        "only as a sorcery.",
        "Artifact",
        "Amulet of Unmaking",
        (),
        {("target", "exile", None, False, "sorcery")},
    ),
    (
        "{T}, Sacrifice Scourglass: Destroy all permanents except for artifacts and lands. "
        "Activate only during your upkeep.",
        "Artifact",
        "Scourglass",
        (),
        {("sweep", "destroy", None, False, "sorcery")},
    ),
    # a die roll's result decides, unless every result does the same
    (
        "Roll a six-sided die. Strategy, Schmategy has the indicated effect.\n1 — Do nothing.\n"
        "2 — Destroy all artifacts.\n3 — Destroy all lands.\n4 — Strategy, Schmategy deals 3 "
        "damage to each creature and each player.\n5 — Each player discards their hand and draws "
        "seven cards.\n6 — Repeat this process two more times.",
        "Sorcery",
        "Strategy, Schmategy",
        (),
        {("damage", "damage", None, True, "sorcery"), ("sweep", "destroy", None, True, "sorcery")},
    ),
    (
        "Flash\n{5}, {T}, Sacrifice Spiked Pit Trap: Choose target creature, then roll a d20.\n"
        "1—9 | Spiked Pit Trap deals 5 damage to that creature.\n10—20 | Spiked Pit Trap deals 5 "
        "damage to that creature. Create a Treasure token.",
        "Artifact",
        "Spiked Pit Trap",
        ("Flash",),
        {("target", None, None, False, "instant"), ("damage", "damage", None, False, "instant")},
    ),
    # what happens "Otherwise" happens only if the condition before it fails
    (
        "{1}{R}, {T}: Shuffle Jalum Grifter and two lands you control face down. Target opponent "
        "chooses one of those cards. Turn the cards face up. If they chose Jalum Grifter, "
        "sacrifice it. Otherwise, destroy target permanent.",
        "Legendary Creature — Devil",
        "Jalum Grifter",
        (),
        {("target", None, None, False, "sorcery"), ("target", "destroy", None, True, "sorcery")},
    ),
    # the card exiles itself haunting the target: the target stays (702.55)
    (
        "[0]: Exile Kaya, Ghost Haunter haunting target creature for as long as that creature "
        "remains on the battlefield.",
        "Legendary Planeswalker — Kaya",
        "Kaya, Ghost Haunter",
        (),
        {("target", None, None, False, "sorcery")},
    ),
    # a count play decides ("for each"): the amount is X, an edict depends
    (
        "Target opponent sacrifices a creature for each creature put into your graveyard from "
        "the battlefield this turn.",
        "Instant",
        "Urborg Justice",
        (),
        {("target", None, None, False, "instant"), ("edict", "sacrifice", None, True, "instant")},
    ),
    (
        "Target creature gets -1/-1 until end of turn for each Swamp you control.",
        "Instant",
        "Defile",
        (),
        {("target", "shrink", "X", False, "instant")},
    ),
    (
        "Baki's Curse deals 2 damage to each creature for each Aura attached to that creature.",
        "Sorcery",
        "Baki's Curse",
        (),
        {("damage", "damage", "X", False, "sorcery")},
    ),
    # an offer to any player, a processor's card in exile, combat damage to a player: play decides
    (
        "When you cast this spell, any player may pay 5 life. If a player does, counter Dash "
        "Hopes.\nCounter target spell.",
        "Instant",
        "Dash Hopes",
        (),
        {("target", None, None, False, "instant"), ("counter", "counter", None, True, "instant")},
    ),
    (
        "Devoid\nWhen Murk Strider enters the battlefield, you may put a card an opponent owns "
        "from exile into that player's graveyard. If you do, return target creature to its "
        "owner's hand.",
        "Creature — Eldrazi Processor",
        "Murk Strider",
        ("Devoid",),
        {("target", "bounce", None, True, "sorcery")},
    ),
    (
        "Whenever Necrite attacks and isn't blocked, you may sacrifice it. If you do, destroy "
        "target creature defending player controls. It can't be regenerated.",
        "Creature — Thrull",
        "Necrite",
        (),
        {("target", "destroy", None, True, "sorcery")},
    ),
    # one counter per use: all the counters it enters with, X where play decides how many
    (
        "Triskelion enters the battlefield with three +1/+1 counters on it.\nRemove a +1/+1 "
        "counter from Triskelion: It deals 1 damage to any target.",
        "Artifact Creature — Construct",
        "Triskelion",
        (),
        {("target", None, None, False, "instant"), ("damage", "damage", "3", False, "instant")},
    ),
    (
        "Walking Ballista enters the battlefield with X +1/+1 counters on it.\n{4}: Put a +1/+1 "
        "counter on Walking Ballista.\nRemove a +1/+1 counter from Walking Ballista: It deals 1 "
        "damage to any target.",
        "Artifact Creature — Construct",
        "Walking Ballista",
        (),
        {("target", None, None, False, "instant"), ("damage", "damage", "X", True, "instant")},
    ),
    # a cost that removes counters the card may enter without (as many as play counts: none)
    (
        "Drakestown Forgotten enters the battlefield with X +1/+1 counters on it, where X is the "
        "number of creature cards in all graveyards.\n{2}{B}, Remove a +1/+1 counter from "
        "Drakestown Forgotten: Target creature gets -1/-1 until end of turn.",
        "Creature — Zombie",
        "Drakestown Forgotten",
        (),
        {("target", "shrink", "1", True, "instant")},
    ),
    (
        "Spike Feeder enters the battlefield with two +1/+1 counters on it.\n{2}, Remove a "
        "+1/+1 counter from Spike Feeder: Put a +1/+1 counter on target creature.\nRemove a "
        "+1/+1 counter from Spike Feeder: You gain 2 life.",
        "Creature — Spike",
        "Spike Feeder",
        (),
        {("target", None, None, False, "instant")},
    ),
    # a trigger on what an opponent does, on the card's own death (its name holds a comma), a
    # reflexive "When you do" after an "if": play decides
    (
        "Whenever a source an opponent controls deals damage to you, that player sacrifices a "
        "permanent.",
        "Legendary Creature — Human Advisor",
        "Michiko Konda, Truth Seeker",
        (),
        {("edict", "sacrifice", None, True, "sorcery")},
    ),
    (
        "Flying\nWhen Keiga, the Tide Star dies, gain control of target creature.",
        "Legendary Creature — Dragon Spirit",
        "Keiga, the Tide Star",
        ("Flying",),
        {("target", "neutralise", None, True, "sorcery")},
    ),
    (
        "At the beginning of your end step, create a 1/1 red Human creature token. Then if you "
        "control exactly thirteen permanents, you may sacrifice thirteen permanents. When you do, "
        "Stensia Uprising deals 7 damage to any target.",
        "Enchantment",
        "Stensia Uprising",
        (),
        {("target", None, None, False, "sorcery"), ("damage", "damage", None, True, "sorcery")},
    ),
    # what its victim's side decides: "unless that creature's controller has ... deal 5 damage
    # to them", a mode the opponent picks, a trigger the blocks decide (a name with a comma),
    # mutating onto another creature (702.140)
    (
        "Blazing Salvo deals 3 damage to target creature unless that creature's controller has "
        "Blazing Salvo deal 5 damage to them.",
        "Instant",
        "Blazing Salvo",
        (),
        {("target", None, None, False, "instant"), ("damage", "damage", None, True, "instant")},
    ),
    (
        "An opponent chooses one —\n• You draw three cards.\n• You destroy up to two target "
        "creatures that player controls. They can't be regenerated. That player draws up to "
        "three cards.",
        "Sorcery",
        "Fatal Lore",
        (),
        {("target", "destroy", None, True, "sorcery")},
    ),
    (
        "Flying, trample\nWhenever Wasitora, Nekoru Queen deals combat damage to a player, that "
        "player sacrifices a creature. If the player can't, you create a 3/3 black, red, and "
        "green Cat Dragon creature token with flying.",
        "Legendary Creature — Cat Dragon",
        "Wasitora, Nekoru Queen",
        ("Flying", "Trample"),
        {("edict", "sacrifice", None, True, "sorcery")},
    ),
    (
        "Mutate {4}{B} (If you cast this spell for its mutate cost, put it over or under target "
        "non-Human creature you own. They mutate into the creature on top plus all abilities "
        "from under it.)\nWhenever this creature mutates, each opponent sacrifices a creature.",
        "Creature — Nightmare",
        "Chittering Harvester",
        ("Mutate",),
        {("target", None, None, False, "sorcery"), ("edict", "sacrifice", None, True, "sorcery")},
    ),
    # cycling or discarding another card needs that card
    (
        "Flying\nWhenever you cycle or discard another card, put a -1/-1 counter on each "
        "creature your opponents control.\nCycling {2} ({2}, Discard this card: Draw a card.)",
        "Creature — Demon",
        "Archfiend of Ifnir",
        ("Flying", "Cycling"),
        {("sweep", "shrink", "1", True, "sorcery")},
    ),
    # a processor's card in exile, as the cost of casting it
    (
        "Devoid (This card has no color.)\nAs an additional cost to cast this spell, put a card "
        "an opponent owns from exile into that player's graveyard.\nProcessor Assault deals 5 "
        "damage to target creature.",
        "Sorcery",
        "Processor Assault",
        ("Devoid",),
        {("target", None, None, False, "sorcery"), ("damage", "damage", None, True, "sorcery")},
    ),
    # an Aura's lock its controller pays off, a -1/-1 per counter, a reanimation Aura's attach
    (
        "Enchant creature\nEnchanted creature can't attack or block unless its controller pays "
        "{3}.\nActivated abilities of enchanted creature cost {3} more to activate.",
        "Enchantment — Aura",
        "Oppressive Rays",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "neutralise", None, True, "sorcery")},
    ),
    (
        "Enchant creature\nWhen Paralyze enters the battlefield, tap enchanted creature.\n"
        "Enchanted creature doesn't untap during its controller's untap step.\nAt the beginning "
        "of the upkeep of enchanted creature's controller, that player may pay {4}. If the "
        "player does, untap the creature.",
        "Enchantment — Aura",
        "Paralyze",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "neutralise", None, True, "sorcery")},
    ),
    # a sacrifice its controller may pay off; a -N an activation gives, once a turn when it
    # taps, as often as play pays for it when it doesn't
    (
        'Enchant creature\nEnchanted creature has "At the beginning of your upkeep, sacrifice '
        'this creature unless you pay its mana cost."',
        "Enchantment — Aura",
        "Pendrell Flux",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "sacrifice", None, True, "sorcery")},
    ),
    (
        "Enchant creature\n{T}: Enchanted creature gets +2/-2 until end of turn.",
        "Enchantment — Aura",
        "Flowstone Embrace",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "shrink", "2", False, "sorcery")},
    ),
    (
        "Enchant creature\nEnchanted creature can't attack.\n{B}: Enchanted creature gets -1/-1 "
        "until end of turn.\n{R}: Enchanted creature can't block this turn.",
        "Enchantment — Aura",
        "Manacles of Decay",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "shrink", "X", False, "sorcery")},
    ),
    (
        "Enchant creature\nWhenever a player cycles a card, put a plague counter on Withering "
        "Hex.\nEnchanted creature gets -1/-1 for each plague counter on Withering Hex.",
        "Enchantment — Aura",
        "Withering Hex",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "shrink", "X", False, "sorcery")},
    ),
    (
        "Enchant creature card in a graveyard\nWhen Animate Dead enters the battlefield, if it's "
        'on the battlefield, it loses "enchant creature card in a graveyard" and gains "enchant '
        'creature put onto the battlefield with Animate Dead." Return enchanted creature card to '
        "the battlefield under your control and attach Animate Dead to it. When Animate Dead "
        "leaves the battlefield, that creature's controller sacrifices it.\nEnchanted creature "
        "gets -1/-0.",
        "Enchantment — Aura",
        "Animate Dead",
        ("Enchant",),
        {
            ("target", None, None, False, "sorcery"),
            ("attach", None, None, False, "sorcery"),
        },
    ),
    # a token's quoted trigger on its own death; an event another object's trigger waits for
    (
        'Create four 1/1 red Devil creature tokens. They have "When this creature dies, it '
        'deals 1 damage to any target."',
        "Sorcery",
        "Devils' Playground",
        (),
        {("target", None, None, False, "sorcery"), ("damage", "damage", None, True, "sorcery")},
    ),
    (
        "When a nonblack creature enters the battlefield, sacrifice Grave Peril. If you do, "
        "destroy that creature.",
        "Enchantment",
        "Grave Peril",
        (),
        {("sweep", "destroy", None, True, "sorcery")},
    ),
    # a cost only other permanents pay; an exile its owner undoes is a bounce
    (
        "Sacrifice three white creatures: Exile target creature.",
        "Legendary Creature — Human Cleric",
        "Teysa, Orzhov Scion",
        (),
        {("target", "exile", None, True, "instant")},
    ),
    (
        "Exile target nonland permanent. For as long as that card remains exiled, its owner may "
        "cast it without paying its mana cost.",
        "Instant",
        "Release to the Wind",
        (),
        {("target", "bounce", None, False, "instant")},
    ),
    # an "if" inside the sentence the card data doesn't decide; an Aura's removal whose cost
    # other permanents pay; battalion's other attackers; a sacrifice of another permanent
    # before a reflexive "If you do"
    (
        "Counter target spell if you control more creatures than that spell's controller.",
        "Instant",
        "Unified Will",
        (),
        {("target", None, None, False, "instant"), ("counter", "counter", None, True, "instant")},
    ),
    (
        "Enchant creature\nEnchanted creature can't attack.\nTap two untapped creatures you "
        "control that share a creature type: Exile enchanted creature.",
        "Enchantment — Aura",
        "Weight of Conscience",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "exile", None, True, "sorcery")},
    ),
    (
        "Flying\nBattalion — Whenever Firemane Avenger and at least two other creatures attack, "
        "Firemane Avenger deals 3 damage to any target and you gain 3 life.",
        "Creature — Angel",
        "Firemane Avenger",
        ("Flying", "Battalion"),
        {("target", None, None, False, "sorcery"), ("damage", "damage", None, True, "sorcery")},
    ),
    (
        "When Kuldotha Flamefiend enters the battlefield, you may sacrifice an artifact. If you "
        "do, Kuldotha Flamefiend deals 4 damage divided as you choose among any number of targets.",
        "Creature — Elemental",
        "Kuldotha Flamefiend",
        (),
        {("target", None, None, False, "sorcery"), ("damage", "damage", None, True, "sorcery")},
    ),
    # an Aura that returns what it enchants to its owner's hand; at a step, surely
    (
        "Enchant creature\n{U}: Return enchanted creature and Disappear to their owners' hands.",
        "Enchantment — Aura",
        "Disappear",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "bounce", None, False, "sorcery")},
    ),
    (
        "Enchant creature\nAt the beginning of your upkeep, return enchanted creature and all "
        "Auras attached to that creature to their owners' hands.",
        "Enchantment — Aura",
        "Mark of Eviction",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "bounce", None, False, "sorcery")},
    ),
    # -N/-N on a group, a static ability or until end of turn: a plural subject after a few
    # adjectives is a sweep ("Other", colors, "Non-Elf"), as is one after "Then"
    (
        "Other creatures get -1/-1.",
        "Legendary Creature — Human Warlock",
        "Kaervek, the Spiteful",
        (),
        {("sweep", "shrink", "1", False, "sorcery")},
    ),
    (
        "Flying\nOther black creatures get +1/+1.\nNonblack creatures get -1/-1.",
        "Legendary Creature — Phyrexian Vampire Noble",
        "Ascendant Evincar",
        ("Flying",),
        {("sweep", "shrink", "1", False, "sorcery")},
    ),
    (
        "White creatures get -1/-1.",
        "Enchantment",
        "Dread of Night",
        (),
        {("sweep", "shrink", "1", False, "sorcery")},
    ),
    (
        "Non-Elf creatures get -2/-2 until end of turn.",
        "Sorcery",
        "Eyeblight Massacre",
        (),
        {("sweep", "shrink", "2", False, "sorcery")},
    ),
    (
        "You may put two +1/+1 counters on a creature you control. Then all creatures get -4/-4 "
        "until end of turn.",
        "Sorcery",
        "Finality",
        (),
        {("sweep", "shrink", "4", False, "sorcery")},
    ),
    # ... also after a pump of one's own creatures, a mode's bullet or an ability's cost
    (
        "Until end of turn, creatures you control get +1/+1 and creatures your opponents control "
        "get -1/-1.",
        "Instant",
        "Zealous Persecution",
        (),
        {("sweep", "shrink", "1", False, "instant")},
    ),
    (
        "Choose one —\n• All creatures get -1/-1 until end of turn.\n• Destroy target enchantment.\n"
        "• Regenerate each creature you control.",
        "Instant",
        "Golgari Charm",
        (),
        {("sweep", "shrink", "1", False, "instant"), ("target", "destroy", None, False, "instant")},
    ),
    (
        "Sacrifice Suicidal Charge: Creatures your opponents control get -1/-1 until end of turn. "
        "Those creatures attack this turn if able.",
        "Enchantment",
        "Suicidal Charge",
        (),
        {("sweep", "shrink", "1", False, "instant")},
    ),
    # an Aura that keeps the card from attacking and blocking, with more it can't do, and a
    # lock on its non-mana abilities that is no condition on the rest
    (
        "Enchant creature\nEnchanted creature can't attack, block, or crew Vehicles.",
        "Enchantment — Aura",
        "Revoke Privileges",
        (),
        {
            ("attach", "neutralise", None, False, "sorcery"),
            ("target", None, None, False, "sorcery"),
        },
    ),
    (
        "Enchant permanent\nWhen Faith's Fetters enters the battlefield, you gain 4 life.\nEnchanted permanent "
        "can't attack or block, and its activated abilities can't be activated unless they're mana abilities.",
        "Enchantment — Aura",
        "Faith's Fetters",
        (),
        {
            ("attach", "neutralise", None, False, "sorcery"),
            ("target", None, None, False, "sorcery"),
        },
    ),
    (
        "Enchant permanent\nEnchanted permanent can't attack, block, or crew Vehicles. Its activated abilities "
        "can't be activated unless they're mana abilities.",
        "Enchantment — Aura",
        "Intercessor's Arrest",
        (),
        {
            ("attach", "neutralise", None, False, "sorcery"),
            ("target", None, None, False, "sorcery"),
        },
    ),
    # a lock the enchanted permanent's controller can end, a steal the victim can trade back
    (
        "Enchant nonland permanent\nEnchanted permanent can't attack or block, and its activated abilities "
        "can't be activated.\n{3}: Destroy Detention Vortex. Only your opponents may activate this ability and "
        "only as a sorcery.",
        "Enchantment — Aura",
        "Detention Vortex",
        (),
        {("attach", "neutralise", None, True, "sorcery"), ("target", None, None, False, "sorcery")},
    ),
    (
        "Enchant creature\nEnchanted creature can't attack or block and has \"{7}: Hold for Ransom's "
        'controller sacrifices it and draws a card. Activate only as a sorcery."',
        "Enchantment — Aura",
        "Hold for Ransom",
        (),
        {("attach", "neutralise", None, True, "sorcery"), ("target", None, None, False, "sorcery")},
    ),
    (
        "{5}: Exchange control of Avarice Totem and target nonland permanent.",
        "Artifact",
        "Avarice Totem",
        (),
        {("target", "neutralise", None, True, "instant")},
    ),
    (
        "At the beginning of your upkeep, you may exchange control of Conjured Currency and target permanent "
        "you neither own nor control.",
        "Enchantment",
        "Conjured Currency",
        (),
        {("target", "neutralise", None, False, "sorcery")},
    ),
    # a counter restricted to where the spell was cast from
    (
        "Counter target spell cast from a graveyard.",
        "Instant",
        "Laquatus's Disdain",
        (),
        {("counter", "counter", None, True, "instant"), ("target", None, None, False, "instant")},
    ),
    # an ability the card has only while a condition holds depends on it
    (
        "Flying\nThreshold — As long as seven or more cards are in your graveyard, Gloomdrifter has "
        '"When Gloomdrifter enters the battlefield, nonblack creatures get -2/-2 until end of turn."',
        "Creature — Zombie Minion",
        "Gloomdrifter",
        ("Flying", "Threshold"),
        {("sweep", "shrink", "2", True, "sorcery")},
    ),
    (
        'Threshold — As long as seven or more cards are in your graveyard, Pardic Arsonist has "When '
        'Pardic Arsonist enters the battlefield, it deals 3 damage to any target."',
        "Creature — Human Barbarian",
        "Pardic Arsonist",
        ("Threshold",),
        {("damage", "damage", None, True, "sorcery"), ("target", None, None, False, "sorcery")},
    ),
    # a steal whose card is sacrificed at the next end step removes it, even one until end of turn
    (
        "Gain control of target creature. Untap that creature. It gains haste until end of turn. "
        "Sacrifice it at the beginning of the next end step.",
        "Sorcery",
        "Slave of Bolas",
        (),
        {("target", "sacrifice", None, False, "sorcery")},
    ),
    (
        "[+1]: Each opponent discards a card and loses 2 life.\n[−3]: Gain control of target "
        "creature until end of turn. Untap it. It gains haste until end of turn. Sacrifice it at the "
        "beginning of the next end step if it has mana value 3 or less.\n[−8]: Each opponent loses "
        "life equal to the number of cards in their graveyard.",
        "Legendary Planeswalker — Angrath",
        "Angrath, the Flame-Chained",
        (),
        {("target", "sacrifice", None, False, "sorcery")},
    ),
    (
        "Gain control of target creature until end of turn. Untap that creature. It gains haste "
        "until end of turn.",
        "Sorcery",
        "Act of Treason",
        (),
        {("target", None, None, False, "sorcery")},
    ),
    # an edict its player may meet with a land, or that a coin flip decides
    (
        "At the beginning of each player's upkeep, that player sacrifices an artifact, creature, "
        "or land.",
        "Legendary Creature — Human Minion",
        "Braids, Cabal Minion",
        (),
        {("edict", "sacrifice", None, True, "sorcery")},
    ),
    (
        "Whenever Goblin Assassin or another Goblin enters the battlefield, each player flips a "
        "coin. Each player whose coin comes up tails sacrifices a creature.",
        "Creature — Goblin Assassin",
        "Goblin Assassin",
        (),
        {("edict", "sacrifice", None, True, "sorcery")},
    ),
    # a trigger on any damage to a player, like one on combat damage, waits for the blocks
    (
        "Shadow\nWhenever Soltari Visionary deals damage to a player, destroy target enchantment "
        "that player controls.",
        "Creature — Soltari Cleric",
        "Soltari Visionary",
        ("Shadow",),
        {("target", "destroy", None, True, "sorcery")},
    ),
    # an ability given to the permanents of a subtype: only with one, unless the card is one
    (
        'Each Human creature you control has "{R}, {T}: This creature deals 1 damage to any '
        'target."',
        "Creature — Giant",
        "Titan of Eternal Fire",
        (),
        {("damage", "damage", None, True, "sorcery"), ("target", None, None, False, "sorcery")},
    ),
    (
        'Sliver creatures you control have "Whenever this creature attacks, it deals 1 damage to '
        'any target."',
        "Creature — Sliver",
        "Thorncaster Sliver",
        (),
        {("damage", "damage", None, False, "sorcery"), ("target", None, None, False, "sorcery")},
    ),
    # a target "of your choice" is its controller's pick, as any target is; "of an opponent's
    # choice" is another player's
    (
        "{T}: Destroy target creature of your choice, then destroy target creature of an "
        "opponent's choice. Activate only during your turn, before attackers are declared.",
        "Legendary Creature — Human Advisor",
        "Diaochan, Artful Beauty",
        (),
        {
            ("target", "destroy", None, False, "sorcery"),
            ("target", "destroy", None, True, "sorcery"),
        },
    ),
    # an Aura's own ability that puts what it enchants into its library
    (
        "Enchant creature\nEnchanted creature gets -3/-0.\n{3}{U}{U}: Put enchanted creature into "
        "its owner's library third from the top.",
        "Enchantment — Aura",
        "Shattered Ego",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "bounce", None, False, "sorcery")},
    ),
    # an additional cost in lands: the land that paid for the spell may pay it (601.2g-h)
    (
        "As an additional cost to cast this spell, sacrifice a land.\nMagma Rift deals 5 damage "
        "to target creature.",
        "Sorcery",
        "Magma Rift",
        (),
        {("target", None, None, False, "sorcery"), ("damage", "damage", None, False, "sorcery")},
    ),
    # an Aura that makes what it enchants a land and nothing else (205.1a)
    (
        "Enchant permanent\nEnchanted permanent is a colorless Forest land.",
        "Enchantment — Aura",
        "Song of the Dryads",
        ("Enchant",),
        {
            ("target", None, None, False, "sorcery"),
            ("attach", "neutralise", None, False, "sorcery"),
        },
    ),
    # its owner puts it on the top or bottom of their library: it leaves, as to the hand
    (
        "Target creature's owner puts it on the top or bottom of their library. If you "
        "controlled that creature, create a tapped 2/2 black Zombie creature token.",
        "Instant",
        "Revenge of the Drowned",
        (),
        {("target", "bounce", None, False, "instant")},
    ),
    (
        "Choose target spell or permanent that's red or green. Its owner puts it on the top or "
        "bottom of their library.",
        "Instant",
        "Aether Gust",
        (),
        {("target", "bounce", None, False, "instant")},
    ),
    # a printed number plus a count: at least the number ("3+")
    (
        "Welding Sparks deals X damage to target creature, where X is 3 plus the number of "
        "artifacts you control.",
        "Instant",
        "Welding Sparks",
        (),
        {("target", None, None, False, "instant"), ("damage", "damage", "3+", False, "instant")},
    ),
    # a "doesn't untap" lock whose tap waits for a kicker: it holds only once the card is tapped
    (
        "Kicker {2}{U}\nEnchant creature\nWhen Bubble Snare enters the battlefield, if it was "
        "kicked, tap enchanted creature.\nEnchanted creature doesn't untap during its "
        "controller's untap step.",
        "Enchantment — Aura",
        "Bubble Snare",
        ("Kicker", "Enchant"),
        {("target", None, None, False, "sorcery"), ("attach", "neutralise", None, True, "sorcery")},
    ),
    # -N/-N only on a creature that isn't of a type: the card data decides (effect_unless_subtype)
    (
        "Enchant creature\nEnchanted creature gets +3/+3 as long as it's a Zombie. Otherwise, it "
        "gets -3/-3.",
        "Enchantment — Aura",
        "Clutch of Undeath",
        ("Enchant",),
        {("target", None, None, False, "sorcery"), ("attach", "shrink", "3", False, "sorcery")},
    ),
    # an edict on the card type its controller names: "creature" leaves no land to give
    (
        "At the beginning of your upkeep, you may choose a card type. If you do, each player "
        "sacrifices a permanent of that type.",
        "Creature — Avatar",
        "World Queller",
        (),
        {("edict", "sacrifice", None, False, "sorcery")},
    ),
    # one of its targets destroyed at random
    (
        "Choose three target nonenchantment permanents. Destroy one of them at random.",
        "Sorcery",
        "Wild Swing",
        (),
        {("target", "destroy", None, True, "sorcery")},
    ),
    # an ability an Equipment gives the creature it equips needs that creature, unless the
    # Equipment brings its own (living weapon)
    (
        "Equipped creature can't be blocked by Vampires or Zombies.\nEquipped creature has \"{T}, "
        'Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."\nEquip {1}',
        "Artifact — Equipment",
        "Blazing Torch",
        ("Equip",),
        {
            ("attach", None, None, False, "sorcery"),
            ("target", None, None, False, "sorcery"),
            ("damage", "damage", None, True, "instant"),
        },
    ),
    (
        'Living weapon\nEquipped creature gets +0/+1 and has "Sacrifice this creature: This '
        'creature deals 1 damage to any target."\nEquip {2}',
        "Artifact — Equipment",
        "Mortarpod",
        ("Equip", "Living weapon"),
        {
            ("attach", None, None, False, "sorcery"),
            ("target", None, None, False, "sorcery"),
            ("damage", "damage", None, False, "sorcery"),
        },
    ),
]


@pytest.mark.parametrize(
    ("text", "type_line", "name", "keywords", "expected"),
    CASES,
    ids=[c[2] for c in CASES],
)
def test_effects(
    text: str, type_line: str, name: str, keywords: tuple[str, ...], expected: set[Row]
) -> None:
    rows = parse_capabilities(text, type_line, name, keywords)
    found = {
        (r.capability, r.effect, r.effect_amount, r.effect_depends is not None, r.effect_speed)
        for r in rows
        if r.via != "combat"
    }
    assert expected == found


def test_combat_damage_is_combat_and_blocks_wait_for_it() -> None:
    rows = parse_capabilities("Flying", "Creature — Bird", "Birds of Paradise", ("Flying",))
    assert {(r.capability, r.effect) for r in rows} == {("damage", "combat"), ("block", None)}


def test_counter_restrictions_of_its_own_words() -> None:
    """Pyroblast can target any spell but counters only a blue one; Siren Stormtamer and Keep
    Safe counter only a spell that targets (a permanent spell other than an Aura targets none)."""
    pyroblast = parse_capabilities(
        "Choose one —\n• Counter target spell if it's blue.\n• Destroy target permanent if "
        "it's blue.",
        "Instant",
        "Pyroblast",
    )
    assert {(r.capability, r.object_colors, r.effect_colors) for r in pyroblast} == {
        ("counter", ("U",), None),
        ("target", None, None),  # the counter's target row: it targets any spell
        ("target", None, ("U",)),  # it destroys only a blue permanent, but targets any
    }
    for text, name in (
        (
            "{U}, Sacrifice Siren Stormtamer: Counter target spell or ability that targets you "
            "or a creature you control.",
            "Siren Stormtamer",
        ),
        ("Counter target spell that targets a permanent you control.\nDraw a card.", "Keep Safe"),
    ):
        counters = [
            r for r in parse_capabilities(text, "Instant", name) if r.capability == "counter"
        ]
        assert counters and all(r.object_targets for r in counters), name
    # "if it was kicked": only a spell with kicker (restrictions_admit reads multikicker as one)
    trickery = parse_capabilities(
        "Counter target spell if it was kicked.", "Instant", "Ertai's Trickery"
    )
    assert {(r.capability, r.object_keyword) for r in trickery} == {
        ("counter", "Kicker"),
        ("target", None),
    }


def test_fights_need_their_target_and_triggers_their_damage() -> None:
    prey = parse_capabilities(
        "Target creature you control fights target creature you don't control.",
        "Sorcery",
        "Prey Upon",
    )
    assert {r.effect_needs for r in prey if r.capability == "damage"} == {"target"}
    kaldra = parse_capabilities(
        "Living weapon\nIndestructible\nEquipped creature gets +5/+5 and has first strike, "
        'trample, indestructible, haste, and "Whenever this creature deals combat damage to a '
        'creature, exile that creature."\nEquip {7}',
        "Legendary Artifact — Equipment",
        "Kaldra Compleat",
    )
    assert {(r.capability, r.effect, r.effect_needs) for r in kaldra} >= {
        ("sweep", "exile", "damage")
    }
    # the creature an Equipment is attached to deals the damage: which, play decides
    sword = parse_capabilities(
        "Equipped creature gets +5/+5.\nWhenever equipped creature deals damage to a creature, "
        "exile that creature.\nEquip {4}",
        "Legendary Artifact — Equipment",
        "Sword of Kaldra",
    )
    assert {
        (r.capability, r.effect, r.effect_needs, r.effect_depends is not None) for r in sword
    } >= {("sweep", "exile", None, True)}
    slayer = parse_capabilities(
        "Whenever Dinosaur Hunter deals damage to a Dinosaur, destroy that creature.",
        "Creature — Human Pirate",
        "Dinosaur Hunter",
    )
    assert {(r.capability, r.object_subtype, r.effect_needs) for r in slayer if r.effect} >= {
        ("sweep", "Dinosaur", "damage")
    }


@given(st.text(max_size=200))
def test_any_text_gives_rows_with_known_effects(text: str) -> None:
    for row in parse_capabilities(text, "Instant", "Test"):
        assert row.effect is None or row.effect in AnswerHow.values()
        assert row.effect_speed in Speed.values()


def test_untargeted_counters_depend_on_their_trigger() -> None:
    """Chalice of the Void and Counterbalance counter a spell without targeting it (an answer
    protection never stops); which spells play decides."""
    for text, name in (
        (
            "Chalice of the Void enters the battlefield with X charge counters on it.\n"
            "Whenever a player casts a spell with mana value equal to the number of charge "
            "counters on Chalice of the Void, counter that spell.",
            "Chalice of the Void",
        ),
        (
            "Whenever an opponent casts a spell, you may reveal the top card of your library. If "
            "you do, counter that spell if it has the same mana value as the revealed card.",
            "Counterbalance",
        ),
    ):
        rows = parse_capabilities(text, "Artifact", name)
        assert [(r.capability, r.targeted, r.effect) for r in rows] == [
            ("counter", False, "counter")
        ], name
        assert rows[0].effect_depends


def test_what_you_own_is_your_own() -> None:
    """ "target creature you own" (Saving Grasp) reaches only its controller's cards: from the
    opponent's side it never reaches the protected card (115.1)."""
    rows = parse_capabilities("Return target creature you own to your hand.", "Instant", "Grasp")
    assert [(r.capability, r.object_controller) for r in rows] == [("target", "you")]


@pytest.mark.parametrize(
    ("text", "name", "types", "subtypes"),
    [
        (
            "{T}, Sacrifice Scourglass: Destroy all permanents except for artifacts and lands.",
            "Scourglass",
            ("Artifact", "Land"),
            None,
        ),
        (
            "Return all creatures to their owners' hands except for Krakens, Leviathans, "
            "Octopuses, and Serpents.",
            "Whelming Wave",
            None,
            ("Kraken", "Leviathan", "Octopus", "Serpent"),
        ),
        (  # Merfolk: a plural that is the word itself
            "Kicker {1}{U}\nWhen Slinn Voda, the Rising Deep enters the battlefield, if it was "
            "kicked, return all creatures to their owners' hands except for Merfolk, Krakens, "
            "Leviathans, Octopuses, and Serpents.",
            "Slinn Voda, the Rising Deep",
            None,
            ("Merfolk", "Kraken", "Leviathan", "Octopus", "Serpent"),
        ),
        (
            "[−5]: Destroy all other permanents except for lands and tokens.",
            "Elspeth Tirel",
            ("Land",),
            None,
        ),
    ],
)
def test_sweeps_keep_what_they_except(
    text: str, name: str, types: tuple[str, ...] | None, subtypes: tuple[str, ...] | None
) -> None:
    rows = [r for r in parse_capabilities(text, "Sorcery", name) if r.capability == "sweep"]
    assert [(r.object_excluded_types, r.object_excluded_subtypes) for r in rows] == [
        (types, subtypes)
    ]


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        (
            "Destroy target creature if it has mana value 2 or less.\nRevolt — Destroy that "
            "creature if it has mana value 4 or less instead if a permanent you controlled left "
            "the battlefield this turn.",
            "Fatal Push",
            ("destroy", "mana_value", 2, 4),
        ),
        (
            "Kicker {2}\nCounter target spell if its mana value is 2 or less. If this spell was "
            "kicked, counter that spell if its mana value is 4 or less instead.",
            "Prohibit",
            ("counter", "mana_value", 2, 4),
        ),
        (
            "Gain control of target creature if its toughness is 2 or less.",
            "Welcome to the Fold",
            ("neutralise", "toughness", 2, 2),
        ),
        # madness sets the wider bound to X: no bound the card data decides above 2
        (
            "Madness {X}{U}{U} (If you discard this card, discard it into exile. When you do, "
            "cast it for its madness cost or put it into your graveyard.)\nGain control of "
            "target creature if its toughness is 2 or less. If this spell's madness cost was "
            "paid, instead gain control of that creature if its toughness is X or less.",
            "Welcome to the Fold",
            ("neutralise", "toughness", 2, None),
        ),
        # the bound of the sacrifice that ends a steal
        (
            "Gain control of target creature until end of turn. Untap it. It gains haste until "
            "end of turn. Sacrifice it at the beginning of the next end step if it has mana "
            "value 3 or less.",
            "Angrath, the Flame-Chained",
            ("sacrifice", "mana_value", 3, 3),
        ),
    ],
)
def test_a_bound_the_card_data_decides_is_no_condition_of_play(
    text: str, name: str, expected: tuple[str, str, int, int | None]
) -> None:
    """ "If it has mana value 2 or less" is the card's to decide (effect_limit), surely up to 2
    and, under its revolt or kicker, up to 4: not a condition that makes every card depend."""
    [row] = [r for r in parse_capabilities(text, "Instant", name, ()) if r.effect]
    found = (row.effect, row.effect_limit, row.effect_limit_sure, row.effect_limit_most)
    assert (found, row.effect_depends) == (expected, None)


# (text, type line, name, mana cost, (effect, amount, sure bound, "depends" or None))
PAID_CASES: list[tuple[str, str, str, str, tuple[str, str | None, int | None, str | None]]] = [
    # an X paid in mana, of the spell's mana cost or the ability's cost, reaches any card
    (
        "Destroy target creature with mana value X.",
        "Sorcery",
        "Disembowel",
        "{X}{B}",
        ("destroy", None, None, None),
    ),
    (
        "Return target nonland permanent with mana value X to its owner's hand. Draw a card.",
        "Instant",
        "Repeal",
        "{X}{U}",
        ("bounce", None, None, None),
    ),
    (
        "{X}{X}{1}: Destroy target noncreature artifact with mana value X.",
        "Creature — Ape Shaman",
        "Gorilla Shaman",
        "{R}",
        ("destroy", None, None, None),
    ),
    (
        "{X}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and enchantment "
        "with mana value X or less.",
        "Enchantment",
        "Pernicious Deed",
        "{1}{B}{G}",
        ("destroy", None, None, None),
    ),
    # ... or what it does once X is at least a number ("If X is 5 or more, destroy ...")
    (
        "Create X 1/1 white Soldier creature tokens. If X is 5 or more, destroy all other "
        "creatures.",
        "Sorcery",
        "Martial Coup",
        "{X}{W}{W}",
        ("destroy", None, None, None),
    ),
    # ... not one play counts or other permanents pay
    (
        "When Scourge of Fleets enters the battlefield, return each creature your opponents "
        "control with toughness X or less to its owner's hand, where X is the number of Islands "
        "you control.",
        "Creature — Kraken",
        "Scourge of Fleets",
        "{5}{U}{U}",
        ("bounce", None, None, "depends"),
    ),
    (
        "{1}, {T}, Remove X ki counters from Quillmane Baku: Return target creature with mana "
        "value X or less to its owner's hand.",
        "Creature — Spirit",
        "Quillmane Baku",
        "{4}{U}",
        ("bounce", None, None, "depends"),
    ),
    # converge: as many colors as the cost has mana symbols, five at most
    (
        "Converge — Radiant Flames deals X damage to each creature, where X is the number of "
        "colors of mana spent to cast this spell.",
        "Sorcery",
        "Radiant Flames",
        "{2}{R}",
        ("damage", "3", None, None),
    ),
    (
        "Converge — Exile target nonland permanent if its mana value is less than or equal "
        "to the number of colors of mana spent to cast this spell.",
        "Sorcery",
        "Prismatic Ending",
        "{X}{W}",
        ("exile", None, 5, None),
    ),
    (
        "Converge — Gain control of target creature if its power is less than or equal to the "
        "number of colors of mana spent to cast this spell.",
        "Sorcery",
        "Exert Influence",
        "{4}{U}",
        ("neutralise", None, 5, None),
    ),
    (
        "Converge — Kaleidoscorch deals X damage to any target, where X is the number of "
        "colors of mana spent to cast this spell.\nFlashback {4}{R}",
        "Sorcery",
        "Kaleidoscorch",
        "{1}{R}",
        ("damage", "5", None, None),
    ),
]


@pytest.mark.parametrize(
    ("text", "type_line", "name", "mana_cost", "expected"),
    PAID_CASES,
    ids=[c[2] for c in PAID_CASES],
)
def test_what_its_caster_pays_for_is_no_condition_of_play(
    text: str,
    type_line: str,
    name: str,
    mana_cost: str,
    expected: tuple[str, str | None, int | None, str | None],
) -> None:
    """The X or the colors of mana its caster spends are theirs to choose, lands assumed
    (107.3a, 702.119a): a bound on them is the card data's to decide, not a condition of play."""
    found = {
        (r.effect, r.effect_amount, r.effect_limit_sure, "depends" if r.effect_depends else None)
        for r in parse_capabilities(text, type_line, name, (), (), mana_cost)
        if r.effect and r.via != "combat"
    }
    assert found == {expected}


@pytest.mark.parametrize(
    ("text", "type_line", "name", "expected"),
    [
        # a Faerie counts itself: surely mana value 1, more as play counts
        (
            "Flash\nFlying\nWhen Spellstutter Sprite enters the battlefield, counter target spell "
            "with mana value X or less, where X is the number of Faeries you control.",
            "Creature — Faerie Wizard",
            "Spellstutter Sprite",
            ("counter", "mana_value", 1, None, None),
        ),
        # ... a count of lands of a type is play's, lands being assumed but not their types
        (
            "Return each creature your opponents control with toughness X or less to its owner's "
            "hand, where X is the number of Islands you control.",
            "Sorcery",
            "Spectral Deluge",
            ("bounce", None, None, None, "only a permanent with toughness X or less"),
        ),
    ],
    ids=["Spellstutter Sprite", "Spectral Deluge"],
)
def test_a_count_of_its_own_kind_is_at_least_one(
    text: str,
    type_line: str,
    name: str,
    expected: tuple[str, str | None, int | None, int | None, str | None],
) -> None:
    found = {
        (r.effect, r.effect_limit, r.effect_limit_sure, r.effect_limit_most, r.effect_depends)
        for r in parse_capabilities(text, type_line, name)
        if r.effect and r.via != "combat"
    }
    assert found == {expected}


def test_damage_a_condition_raises_instead_is_its_most() -> None:
    """ "Galvanic Blast deals 2 damage to any target. Metalcraft — Galvanic Blast deals 4 damage
    instead if ...": 2 surely, 4 only under metalcraft (effect_amount_most)."""
    rows = parse_capabilities(
        "Galvanic Blast deals 2 damage to any target.\nMetalcraft — Galvanic Blast deals 4 "
        "damage instead if you control three or more artifacts.",
        "Instant",
        "Galvanic Blast",
    )
    assert {(r.damage_amount, r.effect_amount_most) for r in rows if r.effect} == {("2", 4)}


@pytest.mark.parametrize(
    ("text", "name", "base", "raised"),
    [
        (
            "Lightning Dart deals 1 damage to target creature. If that creature is white or "
            "blue, Lightning Dart deals 4 damage to it instead.",
            "Lightning Dart",
            ("1", 4, ("W", "U"), None),
            [("4", ("W", "U"), None, None)],
        ),
        (
            "Electrostatic Bolt deals 2 damage to target creature. If it's an artifact creature, "
            "Electrostatic Bolt deals 4 damage to it instead.",
            "Electrostatic Bolt",
            ("2", 4, None, ("Artifact",)),
            [("4", None, ("Artifact",), None)],
        ),
        (
            "Burning Hands deals 2 damage to target creature or planeswalker. If that permanent "
            "is green, Burning Hands deals 6 damage instead.",
            "Burning Hands",
            ("2", 6, ("G",), None),
            [],
        ),
        (
            "Whenever Purifying Dragon attacks, it deals 1 damage to target creature defending "
            "player controls. If that creature is a Zombie, Purifying Dragon deals 2 damage to it "
            "instead.",
            "Purifying Dragon",
            ("1", 2, None, ("Zombie",)),
            [("2", None, None, "Zombie")],
        ),
    ],
)
def test_a_raise_the_object_s_colors_or_types_decide(
    text: str,
    name: str,
    base: tuple[str, int, tuple[str, ...] | None, tuple[str, ...] | None],
    raised: list[tuple[str, tuple[str, ...] | None, tuple[str, ...] | None, str | None]],
) -> None:
    """ "If that creature is white or blue, Lightning Dart deals 4 damage to it instead": the
    first sentence's row carries the raise with the colors or types it needs
    (effect_amount_most_colors/_types); the sentence's own row, where it has one, reaches only
    such an object, with no condition of play."""
    rows = [r for r in parse_capabilities(text, "Instant", name, ()) if r.effect]
    first = [r for r in rows if r.effect_amount_most]
    assert first and {
        (
            r.damage_amount,
            r.effect_amount_most,
            r.effect_amount_most_colors,
            r.effect_amount_most_types,
        )
        for r in first
    } == {base}
    assert [
        (r.damage_amount, r.object_colors, r.object_types, r.object_subtype)
        for r in rows
        if "instead" in r.detail
    ] == raised
    assert all(r.effect_depends is None for r in rows)


def test_a_raise_play_decides_still_depends() -> None:
    """ "If it's night, that creature gets -13/-13 until end of turn instead" (Olivia's
    Midnight Ambush): no color or type of the object, so play decides the raise."""
    [row] = [
        r
        for r in parse_capabilities(
            "Target creature gets -2/-2 until end of turn.\nIf it's night, that creature gets "
            "-13/-13 until end of turn instead.",
            "Instant",
            "Olivia's Midnight Ambush",
            (),
        )
        if r.effect
    ]
    assert (row.effect_amount, row.effect_amount_most, row.effect_amount_most_colors) == (
        "2",
        13,
        None,
    )


def test_an_aura_that_spares_a_subtype_names_it() -> None:
    """ "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2."
    (Gift of Fangs): a shrink of any creature but a Vampire, which the card data decides."""
    [row] = [
        r
        for r in parse_capabilities(
            "Enchant creature\nEnchanted creature gets +2/+2 as long as it's a Vampire. "
            "Otherwise, it gets -2/-2.",
            "Enchantment — Aura",
            "Gift of Fangs",
            ("Enchant",),
        )
        if r.effect
    ]
    assert (row.effect, row.effect_amount, row.effect_depends, row.effect_unless_subtype) == (
        AnswerHow.SHRINK,
        "2",
        None,
        "Vampire",
    )


def test_a_loyalty_of_thousands_of_digits_reads_no_bound() -> None:
    """A printed loyalty is card data from outside: one too long for an integer (Python refuses
    over 4,300 digits) is no bound, not an error."""
    text = "[−X]: Exile each permanent with mana value X or less that's one or more colors."
    [row] = [
        r
        for r in parse_capabilities(
            text, "Legendary Planeswalker — Ugin", "Ugin", (), (), "{8}", "9" * 5000
        )
        if r.effect
    ]
    assert (row.effect, row.effect_limit_sure, row.effect_depends is not None) == (
        "exile",
        None,
        True,
    )
