"""What a path that protection doesn't stop does to the protected card on its own (the
`answer_paths` view, DESIGN.md "Answers"): one class of the rules at a time, each on several
real cards of the snapshot, in the two-player reading `answers` and `deck` use."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

NONE = None  # no row at all: the source can't do that to the card (its own restriction)

# (source, protected, interaction, outcome_vs_opponent, how_vs_opponent), or NONE for no row
CASES: list[tuple[str, str, str, str | None, str | None]] = [
    # -N/-N and damage below toughness: nothing; at least toughness: removes (704.5f-g)
    ("Languish", "Progenitus", "sweep", "nothing", None),
    ("Languish", "Kor Firewalker", "sweep", "removes", "shrink"),
    ("Infest", "Progenitus", "sweep", "nothing", None),
    ("Elesh Norn, Grand Cenobite", "Kor Firewalker", "sweep", "removes", "shrink"),
    ("Pyroclasm", "Baneslayer Angel", "damage", "nothing", None),
    ("Pyroclasm", "Black Knight", "damage", "removes", "damage"),
    # an ability that removes a counter per use deals what the counters it enters with allow
    ("Triskelion", "Akroma, Angel of Wrath", "damage", "nothing", None),
    ("Triskelion", "Kor Firewalker", "damage", "removes", "damage"),
    # ... not one whose counters play counts (X: none at all)
    ("Drakestown Forgotten", "Defender of Law", "target", "depends", "shrink"),
    ("Trigon of Corruption", "Kor Firewalker", "target", "removes", "shrink"),
    ("Walking Ballista", "Kor Firewalker", "damage", "depends", "damage"),
    ("Flame Slash", "Baneslayer Angel", "damage", "nothing", None),
    # -1/-1 counters, targeted or on each creature, are a -N/-N for good (704.5f)
    ("Skinrender", "Soldier of the Pantheon", "target", "removes", "shrink"),
    ("Skinrender", "Baneslayer Angel", "target", "nothing", None),
    ("Grim Affliction", "Soldier of the Pantheon", "target", "removes", "shrink"),
    # ... all of those distributed among targets on one: Contagion's two -2/-1 are -4/-2
    ("Contagion", "Kor Firewalker", "target", "removes", "shrink"),
    ("Splendid Agony", "Kor Firewalker", "target", "removes", "shrink"),
    ("Contagion", "Marauding Knight", "target", "depends", "shrink"),
    # ... but not surely a card whose own trigger grows it ("At the beginning of each end step,
    # if Dunerider Outlaw dealt damage to an opponent this turn, put a +1/+1 counter on it")
    ("Grim Affliction", "Dunerider Outlaw", "target", "depends", "shrink"),
    ("Contagion Engine", "Soldier of the Pantheon", "sweep", "removes", "shrink"),
    ("Black Sun's Zenith", "Soldier of the Pantheon", "sweep", "depends", "shrink"),
    # a planeswalker's loyalty: 3 damage doesn't remove a loyalty-4 planeswalker (306.8)
    ("Lightning Bolt", "Geyadrone Dihada", "damage", "nothing", None),
    # a loyalty ability costing more than the printed loyalty waits for play to add counters
    ("Gideon, Champion of Justice", "True-Name Nemesis", "sweep", "depends", "exile"),
    ("Gideon Blackblade", "Kor Firewalker", "target", "depends", "exile"),
    ("Elspeth, Sun's Champion", "Baneslayer Angel", "sweep", "removes", "destroy"),
    # the +1/+1 counters it enters with are part of its body: 2/0 with three is a 5/3 (and one
    # whose own text prevents the damage dealt to it, taking a counter each time, dies to damage
    # only once they run out: below)
    ("Shock", "Phantom Centaur", "damage", "nothing", None),
    ("Lightning Bolt", "Mistcutter Hydra", "damage", "depends", "damage"),
    # ... and a creature's own counters are part of its body in a fight (510.1)
    ("Thopter Squadron", "Silver Knight", "damage", "kills_in_combat", "combat"),
    ("Kalonian Hydra", "Elite Inquisitor", "damage", "kills_in_combat", "combat"),
    # a power or toughness bound against a body play sets (X counters, "*"): play decides;
    # against one the counters decide, they count
    ("Last Breath", "Mistcutter Hydra", "target", "depends", "exile"),
    # "with no counters on it": a card whose own text never gives it one surely has none
    # (Heartless Act, Damning Verdict, Hazardous Conditions' -2/-2); one that enters with X
    # counters may have some
    ("Heartless Act", "Sabertooth Nishoba", "target", "removes", "destroy"),
    ("Heartless Act", "Mistcutter Hydra", "target", "depends", "destroy"),
    ("Damning Verdict", "Kor Firewalker", "sweep", "removes", "destroy"),
    ("Hazardous Conditions", "Soldier of the Pantheon", "sweep", "removes", "shrink"),
    ("Abzan Charm", "Mistcutter Hydra", "target", "depends", "exile"),
    ("Last Breath", "Phantom Centaur", "target", NONE, None),
    # what play may add to a fighter's body: a pump as it becomes blocked, flanking, kicked
    # counters, an ability that targets a creature it is (Veteran Cathar, a Human)
    ("Norwood Warrior", "Oraxid", "damage", "depends", "combat"),
    ("Benalish Cavalry", "Oraxid", "damage", "depends", "combat"),
    ("Academy Drake", "Chameleon Colossus", "damage", "depends", "combat"),
    ("Veteran Cathar", "Aven Smokeweaver", "damage", "depends", "combat"),
    # counters it gets in play (a trigger, evolve) or enters with only as play allows
    # (adamant): its printed body may be short, or already enough
    ("Cosi's Trickster", "Voice of Grace", "damage", "depends", "combat"),
    ("Experiment One", "Kor Firewalker", "damage", "depends", "combat"),
    ("Ardenvale Paladin", "Beasts of Bogardan", "damage", "depends", "combat"),
    ("Ardenvale Paladin", "Mirran Crusader", "damage", "kills_in_combat", "combat"),
    # a cost the card pays itself: "Sacrifice a creature:" on a creature
    ("Brine Shaman", "Llanowar Knight", "counter", "counters", "counter"),
    # a loyalty cost above the printed loyalty heads the ability, whatever sentence acts
    ("Nicol Bolas, Planeswalker", "Progenitus", "edict", "depends", "sacrifice"),
    # the verdict is the surest path's, and so is what the source does: Teferi's emblem gets
    # past protection from a chosen color, its white and blue −3 only may
    ("Teferi, Hero of Dominaria", "Order of the Stars", "target", "depends", "exile"),
    # X or a number play decides: depends
    ("Fireball", "Black Knight", "damage", "depends", "damage"),
    ("Liliana of the Dark Realms", "Kor Firewalker", "target", "depends", "shrink"),
    # restrictions card data decides: color count (105.2), power bounds
    ("Sultai Charm", "Sphinx of the Steel Wind", "target", NONE, None),
    ("Sultai Charm", "Kor Firewalker", "target", "removes", "destroy"),
    ("Vanishing Verse", "Sphinx of the Steel Wind", "target", NONE, None),
    ("Radiant Purge", "Sphinx of the Steel Wind", "target", "removes", "exile"),
    ("Renounce the Guilds", "Sphinx of the Steel Wind", "edict", "removes", "sacrifice"),
    ("Renounce the Guilds", "Kor Firewalker", "edict", NONE, None),
    ("All Is Dust", "Etched Champion", "edict", NONE, None),
    ("Reprisal", "White Knight", "target", NONE, None),
    ("Reprisal", "Baneslayer Angel", "target", "removes", "destroy"),
    # toughness bounds: printed toughness decides them, as power's do
    ("Valorous Stance", "Baneslayer Angel", "target", "removes", "destroy"),
    # (its other mode still targets it: indestructible, which deals with nothing)
    ("Valorous Stance", "Kor Firewalker", "target", "nothing", None),
    ("Strangling Soot", "Kor Firewalker", "target", "removes", "destroy"),
    ("Strangling Soot", "Baneslayer Angel", "target", NONE, None),
    # counters within their own words
    ("Essence Scatter", "Progenitus", "counter", "counters", "counter"),
    ("Dovin's Veto", "Progenitus", "counter", NONE, None),
    ("Keep Safe", "Kor Firewalker", "counter", NONE, None),
    ("Siren Stormtamer", "True-Name Nemesis", "counter", NONE, None),
    ("Pyroblast", "Akroma, Angel of Wrath", "counter", NONE, None),
    ("Red Elemental Blast", "True-Name Nemesis", "counter", "counters", "counter"),
    ("Mana Leak", "Kor Firewalker", "counter", "depends", "counter"),
    # "Counter target spell if it was kicked": only a spell with kicker, and then if it was
    ("Ertai's Trickery", "Ivory Guardians", "counter", NONE, None),
    ("Ertai's Trickery", "Black Knight", "counter", NONE, None),
    ("Ertai's Trickery", "Tourach, Dread Cantor", "counter", "depends", "counter"),
    # a target "of your choice" is its controller's pick, as any target is (Diaochan's first)
    ("Diaochan, Artful Beauty", "Treetop Sentinel", "target", "removes", "destroy"),
    ("Diaochan, Artful Beauty", "Baneslayer Angel", "target", "removes", "destroy"),
    # an ability granted to a group the card is in ("Sliver creatures you control have ...")
    # is also the card's own, with the card as its source: Constricting Sliver (white) exiles
    # Spectral Lynx (protection from green), Psionic Sliver (blue) deals Black Knight 2; where
    # protection stops the card's own copy, another holder's may get through (Acidic Sliver,
    # black and red, against Karmic Guide, protection from black)
    ("Constricting Sliver", "Spectral Lynx", "target", "removes", "exile"),
    ("Psionic Sliver", "Black Knight", "damage", "removes", "damage"),
    ("Acidic Sliver", "Karmic Guide", "damage", "removes", "damage"),
    # "Destroy target permanent if it's red": it targets Akroma, but destroys only a red one
    ("Hydroblast", "Akroma, Angel of Wrath", "target", "nothing", None),
    # a fight or bite whose spell can't target the card starts no fight (701.14b)
    ("Prey Upon", "Emrakul, the Aeons Torn", "damage", "nothing", None),
    ("Rabid Bite", "Emrakul, the Aeons Torn", "damage", "nothing", None),
    # combat: lethal damage from a creature that can block it; a defender without reach never
    # deals combat damage to a flyer (702.3b); power 0 or too small does nothing
    ("Eternal Witness", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Llanowar Elves", "Kor Firewalker", "damage", "nothing", None),
    # both strike first (510.4): a double striker whose first hit doesn't kill the first striker
    # dies to it before its second (Samut 3/4 against Baneslayer's 5), one that survives it kills
    ("Samut, Voice of Dissent", "Baneslayer Angel", "damage", "nothing", None),
    ("Zetalpa, Primal Dawn", "Baneslayer Angel", "damage", "kills_in_combat", "combat"),
    ("Sakura-Tribe Elder", "Kor Firewalker", "damage", "nothing", None),
    ("Wall of Frost", "Kor Firewalker", "damage", "nothing", None),
    ("Wall of Frost", "Baneslayer Angel", "damage", NONE, None),
    ("Giant Spider", "Baneslayer Angel", "damage", "nothing", None),
    # two creatures meet in combat only if one can block the other (509.1): a defender never
    # attacks, so a flyer it can't block never fights it (702.9b), nor does another defender,
    # nor a creature that "can't block and can't be blocked"; one it can block still may
    ("Exquisite Archangel", "Grave Bramble", "damage", "nothing", None),
    ("Craw Wurm", "Grave Bramble", "damage", "kills_in_combat", "combat"),
    ("Reito Sentinel", "Order of the Stars", "damage", "nothing", None),
    ("Tormented Soul", "Sea Sprite", "damage", "nothing", None),
    # a creature only while its devotion holds (Theros Gods) fights only then
    ("Athreos, God of Passage", "Sparkhunter Masticore", "damage", "depends", "combat"),
    ("Purphoros, God of the Forge", "Disciple of Grace", "damage", "depends", "combat"),
    # a back face is there only once the card transforms: the front face's 2/2 can't kill a
    # 3/3 and the back's unblockable 3/3 can't meet a flyer; Awoken Horror's bounce waits
    ("Uninvited Geist // Unimpeded Trespasser", "Crypt Angel", "damage", "nothing", None),
    ("Thing in the Ice // Awoken Horror", "Darkwatch Elves", "sweep", "depends", "bounce"),
    ("Kuon, Ogre Ascendant // Kuon's Essence", "Mistcutter Hydra", "edict", "depends", "sacrifice"),
    # what play decides: a die result, a count ("for each"), an offer to any player, a trigger
    # on not being blocked; an Aura that returns what it enchants removes it
    ("Strategy, Schmategy", "Black Knight", "damage", "depends", "damage"),
    ("Urborg Justice", "Kor Firewalker", "edict", "depends", "sacrifice"),
    ("Defile", "Kor Firewalker", "target", "depends", "shrink"),
    ("Dash Hopes", "Kor Firewalker", "counter", "depends", "counter"),
    ("Necrite", "Kor Firewalker", "target", "depends", "destroy"),
    ("Disappear", "Kor Firewalker", "attach", "removes", "bounce"),
    # bushido: +1/+1 in every fight (702.45a), so power 2 doesn't kill a 2/2 with bushido 1
    ("Fire Ants", "Hand of Cruelty", "damage", "nothing", None),
    ("Hill Giant", "Hand of Cruelty", "damage", "kills_in_combat", "combat"),
    # ... and what it takes away: "Whenever Karn, Silver Golem blocks or becomes blocked, it
    # gets -4/+4" fights as a 0/8, Brushwagg (-2/+2) as a 1/4, Slinking Giant (-3/-0) as a 1/4
    ("Karn, Silver Golem", "Iridescent Angel", "damage", "nothing", None),
    ("Brushwagg", "Kor Firewalker", "damage", "nothing", None),
    ("Brushwagg", "Cerulean Drake", "damage", "kills_in_combat", "combat"),
    ("Slinking Giant", "Hand of Cruelty", "damage", "nothing", None),
    # a creature its own trigger takes away before combat damage never deals it that way:
    # as it becomes blocked (Saprazzan Raider: only as a blocker), as any creature attacks
    ("Saprazzan Raider", "Cerulean Drake", "damage", "nothing", None),
    ("Saprazzan Raider", "Defender of Chaos", "damage", "kills_in_combat", "combat"),
    ("Norin the Wary", "Needlebug", "damage", "nothing", None),
    ("Norin the Wary", "Katilda, Dawnhart Prime", "damage", "nothing", None),
    # a reanimation Aura attaches only to what it returns; a trigger's damage first; a counter
    # whose widest mana value (kicked: 4 or less) is below the card's counters nothing
    ("Animate Dead", "Kor Firewalker", "attach", "nothing", None),
    ("Creepy Doll", "Angelic Curator", "sweep", "nothing", None),
    ("Prohibit", "Jeweled Spirit", "counter", "nothing", None),
    ("Prohibit", "Sparkhunter Masticore", "counter", "depends", "counter"),
    ("Prohibit", "White Knight", "counter", "counters", "counter"),
    # ... but a spell with {X} in its cost has the X chosen in its mana value (202.3e)
    ("Prohibit", "Stonecoil Serpent", "counter", "depends", "counter"),
    # a bound the card data decides: surely up to mana value 2, with revolt up to 4
    ("Fatal Push", "Kor Firewalker", "target", "removes", "destroy"),
    ("Fatal Push", "Sparkhunter Masticore", "target", "depends", "destroy"),
    ("Fatal Push", "Baneslayer Angel", "target", "nothing", None),
    ("Welcome to the Fold", "White Knight", "target", "neutralises", "neutralise"),
    ("Michiko Konda, Truth Seeker", "Beloved Chaplain", "edict", "depends", "sacrifice"),
    # a cost only other permanents pay, an event another object's trigger waits for (a token's
    # or an emblem's quoted trigger too), an exile its owner undoes: play decides, or a bounce
    ("Teysa, Orzhov Scion", "Kor Firewalker", "target", "depends", "exile"),
    # a trigger on combat damage to a player waits on the blocks, unless it also triggers as
    # the creature enters ("Whenever Aerial Extortionist enters the battlefield or deals combat
    # damage to a player, exile up to one target nonland permanent")
    ("Aerial Extortionist", "Disciple of Law", "target", "removes", "bounce"),
    # cleave's mana is its caster's to pay (702.148a): "Destroy target [attacking] creature"
    # cleaved destroys any creature
    ("Fierce Retribution", "Kor Firewalker", "target", "removes", "destroy"),
    ("Catapult Master", "Kor Firewalker", "target", "depends", "exile"),
    ("Grave Peril", "Kor Firewalker", "sweep", "depends", "destroy"),
    ("Robot Chicken", "Auriok Champion", "target", "depends", "destroy"),
    # (Teferi's colorless emblem surely gets past protection from all colors, and waits for a
    # draw; its white and blue −3 bounce only may get past it: the emblem's path decides)
    ("Teferi, Hero of Dominaria", "Etched Champion", "target", "depends", "exile"),
    ("Release to the Wind", "Kor Firewalker", "target", "removes", "bounce"),
    # two players: what its caster votes for always at least ties for most votes
    ("Council's Judgment", "True-Name Nemesis", "sweep", "removes", "exile"),
    # "can block only creatures with flying", and a flyer Black Knight can't block: they never meet
    ("Scrapskin Drake", "Black Knight", "damage", "nothing", None),
    # a creature that can pump itself where its printed body falls short; a cost of counters
    # its mode needs; a casting condition or a cost only other permanents pay; an activation
    # condition on an Aura's removal; a trigger waiting for the opponent's creature
    ("Mardu Hateblade", "Riptide Biologist", "damage", "depends", "combat"),
    ("Skophos Reaver", "Polis Crusher", "damage", "depends", "combat"),
    ("Umezawa's Jitte", "Soltari Priest", "target", "depends", "shrink"),
    ("Feast of Blood", "Scryb Ranger", "target", "depends", "destroy"),
    ("Gaze of Justice", "Great Sable Stag", "target", "depends", "exile"),
    # ... a creature the spell's additional cost puts a -1/-1 counter on, or cards in the
    # graveyard an ability's cost exiles ("Exile an Assassin card from your graveyard")
    ("Lethal Sting", "Eviscerator", "target", "depends", "destroy"),
    ("Scarblade Elite", "Malakir Bloodwitch", "target", "depends", "destroy"),
    ("Grim Lavamancer", "Black Knight", "damage", "depends", "damage"),
    # a creature that must return one of its kind as it enters returns itself when alone (not
    # "a permanent": a land always is one); a trigger on training needs a stronger attacker
    ("Horned Kavu", "Nightwind Glider", "damage", "depends", "combat"),
    ("Whitemane Lion", "Nightwind Glider", "damage", "depends", "combat"),
    ("Kor Skyfisher", "Nightwind Glider", "damage", "kills_in_combat", "combat"),
    ("Savior of Ollenbock", "Nantuko Blightcutter", "target", "depends", "exile"),
    # "can't be blocked by creatures with power 2 or less": a power-2 flyer never meets it
    # (it blocks the card on the ground); a pump that sacrifices the creature never fights
    ("Steel Leaf Champion", "Voice of Truth", "damage", "nothing", None),
    ("Steel Leaf Champion", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Burr Grafter", "Escaped Shapeshifter", "damage", "nothing", None),
    # ... "Creatures with power less than Wandering Wolf's power can't block it": its own power
    ("Wandering Wolf", "Pilgrim of Justice", "damage", "nothing", None),
    ("Wandering Wolf", "Voice of Truth", "damage", "kills_in_combat", "combat"),
    # a target only as a measure ("power greater than target creature's power") is no victim;
    # a sweep whose caster may spare none; "power or toughness 1 or less" is either
    ("Fell the Mighty", "Kor Firewalker", "target", "nothing", None),
    ("Duneblast", "Pilgrim of Justice", "sweep", "removes", "destroy"),
    # cleave's mana is its caster's to pay (702.148a): cleaved, "Destroy all creatures [with
    # mana value 2 or less]" has no bound
    ("Path of Peril", "Kor Firewalker", "sweep", "removes", "destroy"),
    ("Path of Peril", "Baneslayer Angel", "sweep", "removes", "destroy"),
    # -1/-1 counters one a turn by a tap, or an Aura's as often as paid, add up: play decides
    # how often; a permanent put into its caster's hand is gone; a creature that must sacrifice
    # a creature as it enters sacrifices itself when alone
    ("Gnarled Effigy", "Treetop Sentinel", "target", "depends", "shrink"),
    ("Torture", "Treetop Sentinel", "attach", "depends", "shrink"),
    # an Aura's line after an ability word ("Domain — Enchanted creature gets -1/-1 for each
    # basic land type among lands you control"): a count play decides
    ("Exotic Curse", "Keeper of Kookus", "attach", "depends", "shrink"),
    ("Five-Finger Discount", "Jodah's Avenger", "target", "removes", "bounce"),
    ("Commander Greven il-Vec", "Blood Knight", "damage", "depends", "combat"),
    # infect's damage stays as counters, one a turn by a tap; a cost of other permanents paid
    # again ("Sacrifice a creature: Goblin Bombardment deals 1 damage"); a mark only its own
    # controller puts ("without a fate counter on it", Oblivion Stone) spares no other card
    ("Fallen Ferromancer", "Hand of Cruelty", "damage", "depends", "damage"),
    ("Goblin Bombardment", "Hand of Cruelty", "damage", "depends", "damage"),
    ("Herald of Anguish", "Tsabo Tavoc", "target", "depends", "shrink"),
    ("Oblivion Stone", "Emrakul, the Aeons Torn", "sweep", "removes", "destroy"),
    # a tap-lock held as long as its controller leaves the card tapped; a vote its controller
    # ties at worst; a creature that enters tapped and never untaps on its own
    ("Deserter's Quarters", "Kor Firewalker", "target", "neutralises", "neutralise"),
    ("Magister of Worth", "Kor Firewalker", "sweep", "removes", "destroy"),
    ("Dormant Gomazoa", "Yawgmoth, Thran Physician", "damage", "depends", "combat"),
    ("Warping Wail", "Pilgrim of Justice", "target", "removes", "exile"),
    ("Warping Wail", "Crusading Knight", "target", NONE, None),
    # an Aura that taps it at every upkeep: it is tapped whenever it could attack or block
    ("Narcolepsy", "Karmic Guide", "attach", "neutralises", "neutralise"),
    ("Curse of Chains", "Kor Firewalker", "attach", "neutralises", "neutralise"),
    # "legendary permanent that's an artifact, creature, or enchantment": any of the three
    ("Bounty Agent", "Rayami, First of the Fallen", "target", "removes", "destroy"),
    # the back face of a card its front face turns at will ("[0]: ... Transform Arlinn Kord"):
    # its controller's to have; not one that turns as day and night go (Daybreak Ranger)
    (
        "Arlinn Kord // Arlinn, Embraced by the Moon",
        "Llanowar Knight",
        "damage",
        "removes",
        "damage",
    ),
    ("Daybreak Ranger // Nightfall Predator", "Grave Bramble", "damage", "depends", "damage"),
    ("Candletrap", "Great Sable Stag", "attach", "depends", "exile"),
    ("Vraska the Unseen", "Mirror Golem", "sweep", "depends", "destroy"),
    ("Sword of Kaldra", "Dragon Hunter", "sweep", "depends", "exile"),
    # damage a condition raises "instead" (metalcraft, delirium): above its own amount, depends
    ("Galvanic Blast", "Great Sable Stag", "damage", "depends", "damage"),
    ("Unholy Heat", "Baneslayer Angel", "damage", "depends", "damage"),
    # a toughness-only pump makes it no deadlier; an "if" the card data doesn't decide; an
    # Aura's exile whose cost other creatures pay
    ("Sporeback Wolf", "Mountain Yeti", "damage", "nothing", None),
    ("Unified Will", "Narwhal", "counter", "depends", "counter"),
    ("Weight of Conscience", "Baneslayer Angel", "attach", "depends", "exile"),
    # Auras: one that neutralises answers it, one that helps does nothing
    ("Pacifism", "Kor Firewalker", "attach", "neutralises", "neutralise"),
    ("Ethereal Armor", "Kor Firewalker", "attach", "nothing", None),
    ("Bear Umbra", "Kor Firewalker", "attach", "nothing", None),
    # an Aura's activated -N (once a turn when it taps, as often as paid for when it doesn't),
    # and a sacrifice its holder may pay off
    ("Flowstone Embrace", "White Knight", "attach", "removes", "shrink"),
    ("Manacles of Decay", "Kor Firewalker", "attach", "depends", "shrink"),
    ("Pendrell Flux", "White Knight", "attach", "depends", "sacrifice"),
    # a creature that enters as a copy has the copied creature's characteristics (707.2): its
    # combat is conditional, and what its combat damage does depends on what it copies
    ("Clone", "White Knight", "damage", "depends", "combat"),
    ("Phantasmal Image", "Kor Firewalker", "damage", "depends", "combat"),
    ("Sakashima the Impostor", "Black Knight", "block", "nothing", None),
    # a trigger that destroys what deals damage to you targets nothing and deals no damage:
    # protection doesn't stop it, but it waits for the card to deal damage (603.2)
    ("No Mercy", "Progenitus", "sweep", "depends", "destroy"),
    ("Dread", "True-Name Nemesis", "sweep", "depends", "destroy"),
    ("Dissipation Field", "Black Knight", "sweep", "depends", "bounce"),
    ("Mikaeus, the Unhallowed", "Blood Knight", "sweep", "depends", "destroy"),
    ("Mikaeus, the Unhallowed", "Progenitus", "sweep", NONE, None),
    # its own damage first: protection from white prevents Vampire Slayer's (702.16e)
    ("Vampire Slayer", "Malakir Bloodwitch", "sweep", "nothing", None),
    # "it" is the entering Dragon: protection from creatures stops its damage; the trigger
    # is Dragon Tempest's, so protection from red stops its targeting (702.16b)
    ("Dragon Tempest", "Teysa, Envoy of Ghosts", "damage", NONE, None),
    ("Dragon Tempest", "Kor Firewalker", "damage", "nothing", None),
    ("Scourge of Valkas", "Beloved Chaplain", "damage", NONE, None),
    # "it" is the Dinosaur spell cast: the fight it gains is that creature's, of a body play
    # decides, not Cherished Hatchling's 2 power
    ("Cherished Hatchling", "White Knight", "damage", "depends", "damage"),
    # damage divided among targets: all of it may go to the card (601.2d)
    ("Forked Lightning", "White Knight", "damage", "removes", "damage"),
    ("Flameshot", "Baneslayer Angel", "damage", "nothing", None),
    ("Meteor Shower", "Black Knight", "damage", "depends", "damage"),
    ("Skirk Volcanist", "Black Knight", "damage", "removes", "damage"),
    # a fight with a target chosen in an earlier sentence needs that targeting (701.14b):
    # Kraul Harpooner fights only a flyer; Joust (red) can't target Silver Knight
    ("Kraul Harpooner", "Cerulean Drake", "damage", "removes", "damage"),
    ("Kraul Harpooner", "White Knight", "damage", "nothing", None),
    ("Joust", "Silver Knight", "damage", "nothing", None),
    ("Rivals' Duel", "Black Knight", "damage", "depends", "damage"),
    ("Nissa's Judgment", "Black Knight", "damage", "depends", "damage"),
    # a replacement of another source's damage deals none of its own (614.1a)
    ("Divine Presence", "Black Knight", "damage", NONE, None),
    ("Equal Treatment", "White Knight", "damage", NONE, None),
    # what a player chooses stays, the rest goes: an edict or sweep that depends on play where
    # its caster chooses, a number decides or chance does...
    ("Tragic Arrogance", "True-Name Nemesis", "edict", "depends", "sacrifice"),
    ("Balance", "Progenitus", "edict", "depends", "sacrifice"),
    ("Last One Standing", "Black Knight", "sweep", "depends", "destroy"),
    # ... and nothing where each player keeps one of their own: the card's controller keeps it
    ("Cataclysm", "Progenitus", "edict", "nothing", None),
    ("Divine Reckoning", "White Knight", "sweep", "nothing", None),
    ("Single Combat", "Kor Firewalker", "edict", "nothing", None),
    # an edict of the greatest power or mana value among its player's own takes the card where
    # it is the only one, as an edict of their choice does
    ("Crackling Doom", "Kor Firewalker", "edict", "removes", "sacrifice"),
    ("Soul Shatter", "Baneslayer Angel", "edict", "removes", "sacrifice"),
    # ... as does a target its player picks among their own ("destroy target nonartifact
    # creature that player controls of their choice", The Abyss)
    ("The Abyss", "Aven Smokeweaver", "target", "removes", "destroy"),
    # its own death first (603.6c): False Prophet, Abyssal Gatekeeper; and a -N/-N only a
    # state of play allows (an attacking creature: Quicksand) depends like any removal
    ("False Prophet", "Progenitus", "sweep", "depends", "exile"),
    ("Child of Alara", "True-Name Nemesis", "sweep", "depends", "destroy"),
    ("Abyssal Gatekeeper", "Progenitus", "edict", "depends", "sacrifice"),
    ("Quicksand", "Black Knight", "target", "depends", "shrink"),
    # a card that turns black as it gains its ability: protection from red doesn't stop it,
    # though the ability is there only under threshold
    ("Possessed Barbarian", "Vulshok Refugee", "target", "depends", "destroy"),
    # it returns only a creature that crewed it: its own controller's (702.122a)
    ("Getaway Car", "Black Knight", "target", "nothing", None),
    # its own "Black creatures can't block" holds it (it is black): it never blocks
    ("Razorjaw Oni", "Kor Firewalker", "block", NONE, None),
    ("Frenetic Raptor", "White Knight", "block", NONE, None),
    # a body printed as a floor ("2+*"): at least that much, and play may grow it
    ("Angry Mob", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Angry Mob", "White Knight", "damage", "depends", "combat"),
    ("Gaea's Avenger", "Kor Firewalker", "damage", "depends", "combat"),
    # "can't attack unless": it still blocks (509.1), and kills what it blocks; "can't block
    # unless": it still attacks and meets what blocks it; both: play decides (Hazoret)
    ("Steelclad Serpent", "Silver Knight", "damage", "kills_in_combat", "combat"),
    ("River Serpent", "Auriok Champion", "damage", "kills_in_combat", "combat"),
    ("Felhide Brawler", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Sea Serpent", "Baneslayer Angel", "damage", "nothing", None),
    ("Hazoret the Fervent", "Baneslayer Angel", "damage", "depends", "combat"),
    # damage doesn't destroy an indestructible creature (702.12b): the card's first strike
    # doesn't kill it first
    ("Tajic, Blade of the Legion", "White Knight", "damage", "kills_in_combat", "combat"),
    ("Grizzly Bears", "White Knight", "damage", "nothing", None),
    # a bound X widens under a condition (madness): above the sure bound, play decides
    ("Welcome to the Fold", "Baneslayer Angel", "target", "depends", "neutralise"),
    ("Welcome to the Fold", "White Knight", "target", "neutralises", "neutralise"),
    # a Licid attaches as the Aura it becomes (303.4): protection from enchantments stops the
    # attach; protection from creatures stops the creature's targeting it needs first
    ("Dominating Licid", "Azorius First-Wing", "attach", NONE, None),
    ("Dominating Licid", "Beloved Chaplain", "attach", "nothing", None),
    ("Dominating Licid", "White Knight", "attach", "neutralises", "neutralise"),
    # that very permanent, with no choice: its owner shuffles it away, its controller
    # sacrifices it
    ("Chaos Warp", "Mirran Crusader", "target", "removes", "bounce"),
    ("Mercy Killing", "Tel-Jilad Chosen", "target", "removes", "sacrifice"),
    ("Reweave", "Tel-Jilad Chosen", "target", "removes", "sacrifice"),
    ("Parasitic Implant", "Kor Firewalker", "attach", "removes", "sacrifice"),
    ("Lingering Death", "Kor Firewalker", "attach", "removes", "sacrifice"),
    ("Paroxysm", "Minion of Leshrac", "attach", "depends", "destroy"),
    # removal by how; edicts that exile
    ("Vapor Snag", "Kor Firewalker", "target", "removes", "bounce"),
    ("Duplicant", "Kor Firewalker", "target", "removes", "exile"),
    ("Doomfall", "Progenitus", "edict", "removes", "exile"),
    ("Doomfall", "True-Name Nemesis", "edict", "removes", "exile"),
    # only names first printed in one expansion: the card's first printing decides
    ("Apocalypse Chime", "Sea Sprite", "sweep", "removes", "destroy"),
    ("Apocalypse Chime", "Abbey Gargoyles", "sweep", "removes", "destroy"),
    ("Apocalypse Chime", "Progenitus", "sweep", NONE, None),
    ("Apocalypse Chime", "Repentant Blacksmith", "sweep", NONE, None),
    ("City in a Bottle", "Repentant Blacksmith", "edict", "removes", "sacrifice"),
    ("City in a Bottle", "Sea Sprite", "edict", NONE, None),
    ("Golgothian Sylex", "Black Knight", "edict", NONE, None),
    # an Aura another card picks, moved onto the card: on its own it deals with nothing (what
    # the Aura does is that card's own path); protection from everything still stops it
    ("Crown of the Ages", "Kor Firewalker", "attach", "nothing", None),
    ("Crown of the Ages", "Progenitus", "attach", NONE, None),
    ("Kitsune Mystic // Autumn-Tail, Kitsune Sage", "Black Knight", "attach", "nothing", None),
    ("Aura Graft", "White Knight", "attach", "nothing", None),
    # damage or removal only to a creature in a state of play (attacking, blocking, tapped,
    # already damaged, blocked by it): the card must be in it, so it depends, never removes
    ("Divine Arrow", "White Knight", "damage", "depends", "damage"),
    ("Summary Judgment", "Kor Firewalker", "damage", "depends", "damage"),
    ("Sizzling Barrage", "Black Knight", "damage", "depends", "damage"),
    ("Crushing Pain", "Baneslayer Angel", "damage", "depends", "damage"),
    ("Sandstorm", "Sea Sprite", "damage", "depends", "damage"),
    ("Warpath", "Black Knight", "damage", "depends", "damage"),
    ("Tinder Wall", "White Knight", "damage", "depends", "damage"),
    ("Wall of Corpses", "Kor Firewalker", "target", "depends", "destroy"),
    ("Gideon's Triumph", "Progenitus", "edict", "depends", "sacrifice"),
    # ... still nothing below its toughness
    ("Divine Arrow", "Baneslayer Angel", "damage", "nothing", None),
    # a trigger that damages the creature attacking or blocking (603.2)
    ("Caltrops", "Sea Sprite", "damage", "depends", "damage"),
    ("Acolyte of the Inferno", "White Knight", "damage", "depends", "damage"),
    # a creature it blocks or is blocked by goes back, untargeted: once they meet; what it
    # can't block (a flyer; protection from its color, 702.16f) never does
    ("Wall of Tears", "Tel-Jilad Chosen", "sweep", "depends", "bounce"),
    ("Wall of Tears", "Baneslayer Angel", "sweep", "nothing", None),
    ("Wall of Tears", "Mistcutter Hydra", "sweep", "nothing", None),
    ("Wall of Vipers", "Baneslayer Angel", "target", "nothing", None),
    ("Elven Warhounds", "White Knight", "sweep", "depends", "bounce"),
    # every blocking (or blocked) creature is sacrificed: a state of play
    ("Tide of War", "Black Knight", "edict", "depends", "sacrifice"),
    # a creature that grows by a trigger that recurs, or enters bigger only under a condition
    # (bloodthirst): its fights depend on play; a one-time pump (Kraul Harpooner) doesn't
    ("Steppe Lynx", "Sanctifier en-Vec", "damage", "depends", "combat"),
    ("Skarrgan Pit-Skulk", "Sanctifier en-Vec", "damage", "depends", "combat"),
    ("Gorehorn Minotaurs", "Shifting Ceratops", "damage", "depends", "combat"),
    # ... or all its controller's creatures, it among them, as other cards come ("Rally —
    # Whenever Tajuru Warcaller or another Ally enters ..., creatures you control get +2/+2";
    # "Whenever you cast a noncreature spell", Soulblade Djinn); once as it attacks, a bounded
    # pump ("Whenever Inspiring Unicorn attacks, creatures you control get +1/+1"): a 3/3
    # that kills Lavabrink Venturer only where it attacks, never Baneslayer Angel
    ("Tajuru Warcaller", "Beasts of Bogardan", "damage", "depends", "combat"),
    ("Soulblade Djinn", "Baneslayer Angel", "damage", "depends", "combat"),
    ("Inspiring Unicorn", "Lavabrink Venturer", "damage", "depends", "combat"),
    ("Inspiring Unicorn", "Baneslayer Angel", "damage", "nothing", None),
    # ... or that its own text shrinks as play goes: its printed power is no sure kill
    ("Geralf's Masterpiece", "Baneslayer Angel", "damage", "depends", "combat"),
    ("Zanam Djinn", "Kor Firewalker", "damage", "depends", "combat"),
    # rampage grows it by each blocker beyond the first (702.23a): play decides how many
    ("Wolverine Pack", "Scragnoth", "damage", "depends", "combat"),
    # the card's own abilities can save it in a fight ("{W}: Order of Leitbur gains first
    # strike", "{B}: Regenerate Spectral Lynx"): a creature that kills it as printed only may
    ("Grizzly Bears", "Order of Leitbur", "damage", "depends", "combat"),
    # ... but a fixed boost under a condition only where it outgrows the damage (threshold's
    # +1/+1 on a 2/1, +3/+3 on a 3/3)
    ("Wakeroot Elemental", "Mystic Crusader", "damage", "kills_in_combat", "combat"),
    ("Hill Giant", "Mystic Enforcer", "damage", "depends", "combat"),
    # flanking's -1/-1 on the card blocking it is a point, not a pump without end (702.25a)
    ("Cadaverous Knight", "Lavinia of the Tenth", "damage", "nothing", None),
    ("Grizzly Bears", "Knight of Stromgald", "damage", "depends", "combat"),
    ("Hill Giant", "Spectral Lynx", "damage", "depends", "combat"),
    # a mode a modal spell may choose every time does its damage or -N/-N that often
    ("Fiery Confluence", "White Knight", "damage", "removes", "damage"),
    ("Wretched Confluence", "Abbey Gargoyles", "target", "removes", "shrink"),
    ("Fiery Confluence", "Tel-Jilad Archers", "damage", "nothing", None),
    # a face fights with its own keywords: Ravenous Demon, a 4/4 without the back face's
    # flying, meets a defender that blocks only what it can reach
    (
        "Ravenous Demon // Archdemon of Greed",
        "Infested Roothold",
        "damage",
        "kills_in_combat",
        "combat",
    ),
    # ... and those of the keyword counters it enters with (122.1b): a 1/1 with deathtouch
    ("Kappa Tech-Wrecker", "Hazerider Drake", "damage", "kills_in_combat", "combat"),
    # an ability whose cost is mana alone deals its damage or -N/-N as often as it is paid
    ("Pestilence", "Voice of Reason", "damage", "depends", "damage"),
    ("Pestilence", "Soldier of the Pantheon", "damage", "removes", "damage"),
    ("Consumptive Goo", "Kor Firewalker", "target", "depends", "shrink"),
    ("Olivia Voldaren", "Baneslayer Angel", "damage", "depends", "damage"),
    # ... one that sacrifices its source too: activated again in response, each activation
    # deals its damage ("{2}: ... Sacrifice Goblin Cannon", the card's ruling; 602.2)
    ("Goblin Cannon", "Baneslayer Angel", "damage", "depends", "damage"),
    ("Goblin Cannon", "Soldier of the Pantheon", "damage", "removes", "damage"),
    # a trigger on attacking that grows it, under its short name too (Laelia); a fixed one
    # ("Whenever Borderland Marauder attacks, it gets +2/+0 until end of turn") only where
    # it would make it lethal, and surely where the card can only block it (a flyer it can't
    # block), as one on becoming blocked (Slashing Tiger); bloodthirst likewise; first strike
    # alone kills nothing bigger
    ("Graceful Cat", "Melesse Spirit", "damage", "kills_in_combat", "combat"),
    ("Borderland Marauder", "Melesse Spirit", "damage", "kills_in_combat", "combat"),
    ("Mortis Dogs", "Abbey Gargoyles", "damage", "kills_in_combat", "combat"),
    ("Slashing Tiger", "Abbey Gargoyles", "damage", "kills_in_combat", "combat"),
    ("Borderland Marauder", "Scragnoth", "damage", "nothing", None),
    # ... as one as it blocks is sure in a fight where it blocks, so not where the card may
    # block it (Folk of An-Havva, a 1/1 with +2/+0, against a 2/2); "blocks or becomes
    # blocked" is in every fight, once (Chub Toad, a 1/1 with +2/+2: 3 damage, not 5); a pump
    # that never makes it lethal does nothing (Giant Badger's +2/+2 against a 5/5)
    ("Chub Toad", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Chub Toad", "Wall of Light", "damage", "nothing", None),
    ("Folk of An-Havva", "Kor Firewalker", "damage", "depends", "combat"),
    ("Giant Badger", "Eviscerator", "damage", "nothing", None),
    # the counters riot may give it as it enters, and renown once (Stalwart Aven, a 1/3 with
    # renown 1, never kills a 3-toughness card; Zhur-Taa Goblin, a 2/2, outlives White
    # Knight's first strike only with its counter)
    ("Stalwart Aven", "Kabira Evangel", "damage", "nothing", None),
    # ... and a pump as it attacks under a condition, which never makes it lethal (Sickle
    # Dancer's +1/+1 against Jareth, a 4/7)
    ("Sickle Dancer", "Jareth, Leonine Titan", "damage", "nothing", None),
    # the card's first strike only as it attacks ("Spirit of the Night has first strike as
    # long as it's attacking", a 6/5 flyer) kills a blocker of toughness 6 or less first; a
    # creature it can only block (Craw Wurm, a 6/4 without reach) still kills it
    ("Diluvian Primordial", "Spirit of the Night", "damage", "depends", "combat"),
    ("Craw Wurm", "Spirit of the Night", "damage", "kills_in_combat", "combat"),
    # against a first strike dealt as -1/-1 counters (infect), a body it survives with is
    # smaller: Wild Nacatl (3/3 at most) and Snarling Wolf (3/3 once a turn) are 1/1s after
    # Phyrexian Crusader's 2, too small to kill it (702.90b)
    ("Wild Nacatl", "Phyrexian Crusader", "damage", "nothing", None),
    ("Brooding Saurian", "Phyrexian Crusader", "damage", "kills_in_combat", "combat"),
    ("Grizzly Bears", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Snarling Wolf", "Phyrexian Crusader", "damage", "nothing", None),
    # a first strike or double strike of its own under a condition may win the fight where it
    # is deadly enough (Tek with a Mountain and a Swamp against Phyrexian Crusader; Auriok
    # Edgewright's metalcraft double strike against White Knight), not where it never is
    # (Edgewright's 2 and 2 against Akroma's 6 toughness)
    ("Tek", "Phyrexian Crusader", "damage", "depends", "combat"),
    ("Auriok Edgewright", "White Knight", "damage", "depends", "combat"),
    ("Auriok Edgewright", "Akroma, Angel of Wrath", "damage", "nothing", None),
    # ... its first hit lands with the card's, which kills it before a second (510.4):
    # Spiraling Duelist's 3 never kills Baneslayer Angel, as 3 and 3 would
    ("Spiraling Duelist", "Baneslayer Angel", "damage", "nothing", None),
    # ... and against a card without first strike, twice its damage may kill ("As long as
    # you've completed a dungeon, Gloom Stalker has double strike": 2 and 2 against Jodah's
    # Avenger's 4), where once never does
    ("Gloom Stalker", "Jodah's Avenger", "damage", "depends", "combat"),
    ("Gloom Stalker", "Baneslayer Angel", "damage", "nothing", None),
    # a pump by an ability that taps it comes once, and never as it attacks: Nantuko
    # Disciple's "{G}, {T}: Target creature gets +2/+2" makes a 4/4 at most, against Oversoul
    # of Dusk's 5; Ghost Warden's +1/+1 a 2/2, against Treetop Sentinel's 3 (a flyer it can't
    # block); a creature whose text untaps it pumps again (Leonin Battlemage)
    ("Nantuko Disciple", "Oversoul of Dusk", "damage", "nothing", None),
    ("Ghost Warden", "Treetop Sentinel", "damage", "nothing", None),
    ("Leonin Battlemage", "Oversoul of Dusk", "damage", "depends", "combat"),
    # ... on "target attacking or blocking creature", which it is as it blocks untapped: Serra
    # Advocate, a 2/2 flyer, is a 4/4 blocking Rappelling Scouts, a 1/4 (not "target attacking
    # creature": Infantry Veteran is tapped as it attacks)
    ("Serra Advocate", "Rappelling Scouts", "damage", "depends", "combat"),
    ("Angelic Page", "Kor Firewalker", "damage", "depends", "combat"),
    ("Infantry Veteran", "Midnight Duelist", "damage", "nothing", None),
    # ... and only in a fight where it blocks: against a flyer it can't block, it only attacks,
    # tapped (508.1f; Wyluli Wolf's and Ghost Warden's "{T}: Target creature gets +1/+1")
    ("Wyluli Wolf", "Voice of Grace", "damage", "nothing", None),
    ("Ghost Warden", "Voice of Grace", "damage", "nothing", None),
    ("Ghost Warden", "Kor Firewalker", "damage", "depends", "combat"),
    # ... and one for a price it may pay as it attacks ("you may tap an untapped non-Human
    # creature you control. If you do, Redcap Raiders gets +1/+1"): a 4/3 at most against
    # Eviscerator's 5; Bloodcrazed Socialite's Blood token makes a 5/5 of a 3/3
    ("Redcap Raiders", "Eviscerator", "damage", "nothing", None),
    ("Civil Servant", "Abbey Gargoyles", "damage", "nothing", None),
    ("Bloodcrazed Socialite", "Council Guardian", "damage", "depends", "combat"),
    # a connive as it enters adds one +1/+1 counter at most, once (its reminder is no pump
    # each turn): Psionic Snoop, a 0/3, is a 1/4 at most against Sigrid's 2; Psychic
    # Pickpocket, a 3/2, outlives Black Knight's first strike only with it
    ("Psionic Snoop", "Sigrid, God-Favored", "damage", "nothing", None),
    ("Raffine's Silencer", "Kor Firewalker", "damage", "depends", "combat"),
    ("Psychic Pickpocket", "Black Knight", "damage", "depends", "combat"),
    # ... as do the counters it escapes with, cast for cards in its graveyard too (Chainweb
    # Aracnir, a 1/2, escapes as a 4/5)
    ("Chainweb Aracnir", "Great Sable Stag", "damage", "depends", "combat"),
    # -1/-1 counters it enters with and takes off itself give back its printed body, no more
    # (Voracious Hatchling, a 6/6, against Emrakul's 13); a counter for each color of mana
    # spent is one a mana symbol of its cost, five at most (Tajuru Stalwart's {2}{G}: a 3/4,
    # against Ihsan's Shade's 5; Suntouched Myr's {3} a 3/3 at most, one at least)
    ("Voracious Hatchling", "Emrakul, the Promised End", "damage", "nothing", None),
    ("Tajuru Stalwart", "Ihsan's Shade", "damage", "nothing", None),
    ("Tajuru Stalwart", "Kor Firewalker", "damage", "depends", "combat"),
    ("Suntouched Myr", "Auriok Champion", "damage", "kills_in_combat", "combat"),
    # a pump of its power alone never saves a creature from a first strike that kills it
    # first (Stormcloud Djinn, a 3/3 with "{R}{R}: +2/+0", against Akroma's 6; Electric Eel, a
    # 1/1, against Black Knight's 2)
    ("Stormcloud Djinn", "Akroma, Angel of Wrath", "damage", "nothing", None),
    ("Electric Eel", "Black Knight", "damage", "nothing", None),
    # ... nor one on a target creature it may be ("Target creature gets +2/+0": Dwarven
    # Bloodboiler, a 2/2, against Elite Inquisitor's 2; Agent of Shauku, a 1/1), nor
    # a trigger's (Goblin Rabblemaster's "+1/+0 for each other attacking Goblin", a 2/2,
    # against Blood Knight's 2; Reckless Ogre's "+3/+0" attacking alone, a 3/1)
    ("Dwarven Bloodboiler", "Elite Inquisitor", "damage", "nothing", None),
    ("Agent of Shauku", "Black Knight", "damage", "nothing", None),
    ("Goblin Rabblemaster", "Blood Knight", "damage", "nothing", None),
    ("Reckless Ogre", "White Knight", "damage", "nothing", None),
    # the damage its own trigger deals the creature it fights adds to its combat damage: in
    # every fight (Inferno Elemental, a 4/4 with 3 more, against Akroma, Angel of Fury, a
    # 6/6 that can only block it), or as it becomes blocked (Somberwald Vigilante, a 1/1 with
    # 1 more, against Voice of Duty, a 2/2 flyer that can only block it; Goblin Javelineer
    # against Goblin Piledriver, a 1/2 it may block too)
    ("Inferno Elemental", "Akroma, Angel of Fury", "damage", "kills_in_combat", "combat"),
    ("Somberwald Vigilante", "Voice of Duty", "damage", "kills_in_combat", "combat"),
    ("Goblin Javelineer", "Goblin Piledriver", "damage", "depends", "combat"),
    # a creature the card kills in the fight whose death trigger shrinks the card by what its
    # combat damage left (Necropede, a 1/1, against Etched Champion, a 2/2; Festering Goblin
    # against Kor Firewalker)
    ("Necropede", "Etched Champion", "damage", "kills_in_combat", "combat"),
    ("Festering Goblin", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    # deathtouch, or a trigger that destroys what its combat damage is dealt to, needs no
    # toughness: it kills a card whose toughness play decides ("*": Katilda, Dawnhart Martyr)
    (
        "Hornet Queen",
        "Katilda, Dawnhart Martyr // Katilda's Rising Dawn",
        "damage",
        "kills_in_combat",
        "combat",
    ),
    (
        "Typhoid Rats",
        "Katilda, Dawnhart Martyr // Katilda's Rising Dawn",
        "damage",
        "kills_in_combat",
        "combat",
    ),
    (
        "Stinkweed Imp",
        "Katilda, Dawnhart Martyr // Katilda's Rising Dawn",
        "damage",
        "kills_in_combat",
        "combat",
    ),
    # ... that trigger acts only through the fight: its own (sweep) row does nothing, and where
    # the card's first strike kills the creature first, or keeps it from meeting the card, the
    # fight does nothing too (Dripping Dead, a 4/1 that can't block, against Tsabo Tavoc, a 7/4
    # first striker; Toxin Sliver's "Whenever a Sliver deals ..." against Baneslayer Angel)
    ("Ohran Viper", "Akroma, Angel of Fury", "damage", "kills_in_combat", "combat"),
    ("Ohran Viper", "Akroma, Angel of Fury", "sweep", "nothing", None),
    ("Dripping Dead", "Tsabo Tavoc", "damage", "nothing", None),
    ("Dripping Dead", "Tsabo Tavoc", "sweep", "nothing", None),
    ("Toxin Sliver", "Baneslayer Angel", "sweep", "nothing", None),
    ("Stinkweed Imp", "Baneslayer Angel", "sweep", "nothing", None),
    # ... not one under a condition, which the fight doesn't read ("destroy that creature
    # unless its controller pays {2}", Plague Fiend)
    ("Plague Fiend", "Akroma, Angel of Fury", "sweep", "depends", "destroy"),
    # a trigger on the source's own death waits on it ("When Keiga, the Tide Star dies, gain
    # control of target creature")
    ("Keiga, the Tide Star", "Akroma, Angel of Wrath", "target", "depends", "neutralise"),
    # a restriction it gives another creature in quotes is not its own (Whipgrass Entangler's
    # target creature gains "This creature can't attack or block unless ..."): a 1/3 that
    # kills Master of Waves, a 2/1, in every fight
    ("Whipgrass Entangler", "Master of Waves", "damage", "kills_in_combat", "combat"),
    # ... or one the card's first strike kills before it deals any, whose death trigger's
    # -N/-N alone kills the card (Hornet Harasser and Disease Carriers, 2/2s with -2/-2,
    # against Black Knight and Silver Knight, first-striking 2/2s)
    ("Hornet Harasser", "Black Knight", "damage", "kills_in_combat", "combat"),
    ("Disease Carriers", "Silver Knight", "damage", "kills_in_combat", "combat"),
    # ... and a death trigger's damage to the card, as its -N/-N (Fireblade Charger, a 1/1
    # with damage equal to its power, against Goblin Outlander, a 2/2; Mudbutton Torchrunner's
    # 3 against Hand of Cruelty, 3/3 with bushido; Perilous Myr's 2 after Tivadar of Thorn's
    # first strike)
    ("Fireblade Charger", "Goblin Outlander", "damage", "kills_in_combat", "combat"),
    ("Mudbutton Torchrunner", "Hand of Cruelty", "damage", "kills_in_combat", "combat"),
    ("Perilous Myr", "Tivadar of Thorn", "damage", "kills_in_combat", "combat"),
    # a boost that never holds in a fight ("Vexing Beetle gets +3/+3 as long as no opponent
    # controls a creature": the card is the opponent's creature): a 3/3 against Ihsan's Shade
    # and Baneslayer Angel, both 5/5
    ("Vexing Beetle", "Ihsan's Shade", "damage", "nothing", None),
    ("Vexing Beetle", "Baneslayer Angel", "damage", "nothing", None),
    # a pump of all its controller's creatures, it among them, by a recurring trigger
    # (Blossoming Bogbeast's +X/+X as it attacks)
    ("Blossoming Bogbeast", "Yawgmoth, Thran Physician", "damage", "depends", "combat"),
    ("Zhur-Taa Goblin", "White Knight", "damage", "depends", "combat"),
    # ... and adapt's and monstrosity's once (Benthic Biomancer, a 1/1 with adapt 1, never
    # outlives Blood Knight's first strike; Knighted Myr's counter gives it double strike);
    # an unknown toughness (Stonecoil Serpent, X/X) depends on any growth
    ("Benthic Biomancer", "Blood Knight", "damage", "nothing", None),
    ("Knighted Myr", "Oversoul of Dusk", "damage", "depends", "combat"),
    ("Incubation Druid", "Stonecoil Serpent", "damage", "depends", "combat"),
    # a body X counters decide is its printed one at least (Voracious Wurm, a 2/2, kills a
    # 2/1; Rhizome Lurcher, a 2/2), and a 0/0's X paid in mana is one at least, since with none
    # it dies as it enters (Rock Hydra, Hangarback Walker: 1/1s); a 0/0 whose count play
    # decides may have none (Undergrowth Scavenger)
    ("Voracious Wurm", "Defender of Law", "damage", "kills_in_combat", "combat"),
    ("Voracious Wurm", "Scragnoth", "damage", "depends", "combat"),
    ("Rhizome Lurcher", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Rock Hydra", "Woodlot Crawler", "damage", "kills_in_combat", "combat"),
    ("Hangarback Walker", "Auriok Champion", "damage", "kills_in_combat", "combat"),
    ("Undergrowth Scavenger", "Auriok Champion", "damage", "depends", "combat"),
    # the counters a kicker of mana alone gives it are its caster's to pay (lands are assumed):
    # a kicked Pouncing Kavu is a 3/3 first striker, Kavu Titan a 5/5 that still dies to
    # Baneslayer Angel's first strike first; not a count ("for each nonbasic land")
    ("Pouncing Kavu", "Black Knight", "damage", "kills_in_combat", "combat"),
    ("Kavu Titan", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Kavu Titan", "Baneslayer Angel", "damage", "nothing", None),
    ("Urborg Skeleton", "Kor Firewalker", "damage", "nothing", None),
    # ... as are adamant's, the colors of mana its caster spends: Locthwain Paladin is a 4/3
    # at most, short of Eviscerator's 5; Vantress Paladin a 3/3 flyer that still kills
    # Riftmarked Knight's flanking -1/-1 leaves it
    ("Locthwain Paladin", "Eviscerator", "damage", "nothing", None),
    ("Vantress Paladin", "Riftmarked Knight", "damage", "kills_in_combat", "combat"),
    # a pump that costs it toughness goes only as far as its toughness (704.5f): Viashino
    # Slasher's "+1/-1" makes a 1/2 a 2/1 at most, against Grave Bramble's 4; Flowstone
    # Giant's "+2/-2" a 3/3 a 5/1, against Scragnoth's 4; Morphling's 6 points never outlive
    # Baneslayer Angel's first strike
    ("Viashino Slasher", "Grave Bramble", "damage", "nothing", None),
    # ... a pump "Activate only once each turn" before its reminder text (Stalking Drone's
    # "+1/+2": a 3/4 at most, short of Sabertooth Nishoba's 5), and one of power alone with an
    # evasion ("+1/+0 and gains menace") never outlives a first strike (Sigrid's 2)
    ("Stalking Drone", "Sabertooth Nishoba", "damage", "nothing", None),
    ("Kozilek's Shrieker", "Sigrid, God-Favored", "damage", "nothing", None),
    ("Flowstone Giant", "Scragnoth", "damage", "depends", "combat"),
    ("Morphling", "Baneslayer Angel", "damage", "nothing", None),
    # switching its own power and toughness, by an ability, as it attacks or by landfall, gives
    # it its toughness as power at most: Myr Quadropod's 1/4 may deal 4 to Pristine Skywise as
    # it blocks it, never 5 to Baneslayer Angel; Valakut Fireboar is a 7/1 as it attacks
    ("Myr Quadropod", "Pristine Skywise", "damage", "depends", "combat"),
    # ... or one as it becomes another creature type ("Dragonsoul Knight becomes a Dragon, gets
    # +5/+3": a 7/5 first striker), by mana alone
    ("Dragonsoul Knight", "Resilient Wanderer", "damage", "depends", "combat"),
    ("Paragon of the Amesha", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    # a cost of more life than a player starts with (119.4, 103.4): Aetherflux Reservoir's "Pay
    # 50 life" waits for play to gain it
    ("Aetherflux Reservoir", "Pristine Skywise", "damage", "depends", "damage"),
    ("Myr Quadropod", "Baneslayer Angel", "damage", "nothing", None),
    ("Aquamoeba", "Kor Firewalker", "damage", "depends", "combat"),
    ("Valakut Fireboar", "Great Sable Stag", "damage", "depends", "combat"),
    ("Calcite Snapper", "Kor Firewalker", "damage", "depends", "combat"),
    # a recurring trigger or an ability that raises its base power, or makes it a copy of a
    # creature play picks: its fight depends (Risen Riptide, a 0/5 that is 5/5 in a turn with
    # a kicked spell; Dimir Doppelganger, a 0/2)
    ("Risen Riptide", "Nightwind Glider", "damage", "depends", "combat"),
    ("Dimir Doppelganger", "Kor Firewalker", "damage", "depends", "combat"),
    # ... "it becomes a copy" as it attacks, or the full text of a card play puts in its
    # graveyard: a 0/1 body is not its body in play
    ("Tilonalli's Skinshifter", "Guma", "damage", "depends", "combat"),
    ("Volrath's Shapeshifter", "Angelic Curator", "damage", "depends", "combat"),
    ("Laelia, the Blade Reforged", "Melesse Spirit", "damage", "depends", "combat"),
    ("Skarrgan Pit-Skulk", "Dross Harvester", "damage", "nothing", None),
    ("Emerald Dragonfly", "Dross Harvester", "damage", "nothing", None),
    # "that creature" is the one its trigger names, with that phrase's limits: a non-green
    # blocker never triggers Phyrexian Reaper; the card blocking Engulfing Slagwurm does
    ("Phyrexian Reaper", "Dragon Hunter", "sweep", NONE, None),
    ("Ogre Leadfoot", "True-Name Nemesis", "sweep", NONE, None),
    ("Engulfing Slagwurm", "True-Name Nemesis", "sweep", "depends", "destroy"),
    # a creature made to damage itself by its own power
    ("Repentance", "Riders of Gavony", "target", "removes", "damage"),
    ("Wrack with Madness", "Dross Harvester", "target", "removes", "damage"),
    ("Repentance", "Tel-Jilad Archers", "target", "nothing", None),
    # a target player who must meet a state of play (Keeper of the Dead's graveyard count)
    ("Keeper of the Dead", "Voice of Duty", "target", "depends", "destroy"),
    # a reflexive "When you do" after an action its ability always takes (603.12: Dream
    # Eater's surveil 4) happens whenever the ability resolves
    ("Dream Eater", "Voice of Law", "target", "removes", "bounce"),
    # "can't attack you" and "can't block creatures you control": in a two-player game it
    # neither attacks nor blocks
    ("Spectral Grasp", "Voice of Duty", "attach", "neutralises", "neutralise"),
    # a lock its controller can pay off, by a cost or an ability the Aura gives
    ("Apathy", "Dross Harvester", "attach", "depends", "neutralise"),
    # removal in the next sentence of the spell, under a condition, of the target
    ("Eye to Eye", "Resilient Wanderer", "target", "depends", "destroy"),
    ("Dispatch", "Oraxid", "target", "depends", "exile"),
    ("Immobilizing Ink", "Dross Harvester", "attach", "depends", "neutralise"),
    # a card that leaves itself out limits no other card
    ("Detention Sphere", "Order of Leitbur", "target", "removes", "exile"),
    ("Mageta the Lion", "Order of Leitbur", "sweep", "removes", "destroy"),
    # an Aura that makes it a noncreature, or takes its other abilities, neutralises it; one
    # that makes it a Vehicle leaves it a creature whenever it is crewed (702.122)
    ("One with the Stars", "Soltari Priest", "attach", "neutralises", "neutralise"),
    ("Deep Freeze", "Sanctifier en-Vec", "attach", "neutralises", "neutralise"),
    ("In Too Deep", "Baneslayer Angel", "attach", "neutralises", "neutralise"),
    ("Swift Reconfiguration", "Mirran Crusader", "attach", "depends", "neutralise"),
    # an additional cost with another way to pay it needs no other permanent
    ("Eaten Alive", "Shifting Ceratops", "target", "removes", "exile"),
    ("Bone Shards", "Baneslayer Angel", "target", "removes", "destroy"),
    ("Disruption Protocol", "Baneslayer Angel", "counter", "counters", "counter"),
    # a trigger that destroys the creature its combat damage is dealt to kills as deathtouch
    # does; under a condition ("unless its controller pays {2}") it only may
    ("Voracious Cobra", "Dross Harvester", "damage", "kills_in_combat", "combat"),
    ("Ohran Viper", "Dross Harvester", "damage", "kills_in_combat", "combat"),
    ("Toxin Sliver", "Dross Harvester", "damage", "kills_in_combat", "combat"),
    ("Plague Fiend", "Dross Harvester", "damage", "depends", "combat"),
    # ... under a legendary short name without a comma ("Whenever Phage deals ...")
    ("Phage the Untouchable", "Dross Harvester", "damage", "kills_in_combat", "combat"),
    # a pump only against creatures of a color it blocks or is blocked by counts against those
    ("Amphibious Kavu", "Eviscerator", "damage", "depends", "combat"),
    ("Amphibious Kavu", "Ivory Guardians", "damage", "nothing", None),
    # a fixed boost under a condition is at most that much more: a blocker that can't kill
    # even with it is none; one that kills only with it depends, as does one it makes tough
    # enough to outlive a first strike
    ("Wild Nacatl", "Dross Harvester", "damage", "nothing", None),
    ("Kird Ape", "Infested Roothold", "damage", "nothing", None),
    ("Putrid Imp", "Infested Roothold", "damage", "nothing", None),
    ("Jace's Sentinel", "Polis Crusher", "damage", "nothing", None),
    ("Skophos Reaver", "Dross Harvester", "damage", "depends", "combat"),
    ("Kird Ape", "Knight of Dawn", "damage", "depends", "combat"),
    # ... but not where its boosted body still dies to the first strike: a 1/2 Water Wurm, a
    # 3/2 Thieves' Guild Enforcer (deathtouch too, under the same condition)
    ("Water Wurm", "Knight of Dawn", "damage", "nothing", None),
    ("Thieves' Guild Enforcer", "Silver Knight", "damage", "nothing", None),
    # a deathtouch under a condition may kill what the printed body can't
    ("Ice-Fang Coatl", "Mirror Golem", "damage", "depends", "combat"),
    # counters it puts on itself make it bigger; those it puts on another creature don't, and
    # those its triggers take away make it smaller
    ("Jungle Delver", "Basri's Lieutenant", "damage", "depends", "combat"),
    ("Sigil Captain", "Mirror Golem", "damage", "nothing", None),
    ("Elder Cathar", "Silver Knight", "damage", "nothing", None),
    ("Noosegraf Mob", "Mirror Golem", "damage", "depends", "combat"),
    # the card's own monstrosity makes it bigger at instant speed: a kill as printed only may
    ("Ripjaw Raptor", "Polis Crusher", "damage", "depends", "combat"),
    ("Renegade Demon", "Stormbreath Dragon", "damage", "depends", "combat"),
    # a creature that attacks only under a condition and never blocks, or does both only
    # under one, fights only as play allows
    ("Phyrexian Marauder", "Voice of Law", "damage", "depends", "combat"),
    ("Goblin Goon", "Kitsune Riftwalker", "damage", "depends", "combat"),
    ("Vantress Gargoyle", "Kitsune Riftwalker", "damage", "depends", "combat"),
    # as many targets as the counters it gains in play (it enters with none); X one or more
    ("Recantation", "Infested Roothold", "target", "depends", "bounce"),
    ("Vile Requiem", "Spectral Lynx", "target", "depends", "destroy"),
    ("Aether Burst", "Infested Roothold", "target", "removes", "bounce"),
    # a state of combat the card never gets into: an attacking creature is never a defender
    ("Settle the Wreckage", "Infested Roothold", "sweep", "nothing", None),
    ("Condemn", "Infested Roothold", "target", "nothing", None),
    ("Divine Verdict", "Infested Roothold", "target", "depends", "destroy"),
    # an animated land or artifact, a crewed Vehicle fights with the body its text names, once
    # it is a creature: depends where that body kills, nothing where it can't (first strike)
    ("Mutavault", "Dross Harvester", "damage", "nothing", None),
    ("Izzet Keyrune", "Knight of Dawn", "damage", "nothing", None),
    ("Smuggler's Copter", "Dross Harvester", "damage", "nothing", None),
    ("Smuggler's Copter", "Kitsune Riftwalker", "damage", "depends", "combat"),
    ("Ghitu Encampment", "Sigrid, God-Favored", "damage", "depends", "combat"),
    ("Raging Ravine", "Dross Harvester", "damage", "depends", "combat"),
    # a bite at "target creature or planeswalker" needs the planeswalker's target to reach one
    ("Master's Rebuke", "Geyadrone Dihada", "damage", "depends", "damage"),
    ("Domri's Ambush", "Geyadrone Dihada", "damage", "depends", "damage"),
    # damage as much as its own power grows as its power does (bloodthirst, prowess)
    ("Skarrgan Skybreaker", "Geyadrone Dihada", "damage", "depends", "damage"),
    ("Heartfire Immolator", "Geyadrone Dihada", "damage", "depends", "damage"),
    ("Heartfire Immolator", "Kitsune Riftwalker", "damage", "removes", "damage"),
    # a sweep after an ability word (207.2c): -1/-1 for each basic land type, a count play decides
    ("Planar Despair", "Dross Harvester", "sweep", "depends", "shrink"),
    # a legendary sorcery is cast only while its caster controls a legendary creature or
    # planeswalker (205.4e); a counter of spells that target never meets a creature spell
    ("Karn's Temporal Sundering", "Needlebug", "target", "depends", "bounce"),
    ("Yawgmoth's Vile Offering", "Needlebug", "target", "depends", "destroy"),
    ("Teferi's Response", "Tel-Jilad Chosen", "counter", NONE, None),
    # a noncreature card's granted "When this creature enters" waits for another creature
    ("Clash of Realities", "Soltari Priest", "damage", "depends", "damage"),
    # an Aura's best way: the exile its ability does, beside the lock it holds
    ("Sigarda's Imprisonment", "Oversoul of Dusk", "attach", "removes", "exile"),
    ("Dreadful Apathy", "Baneslayer Angel", "attach", "removes", "exile"),
    # a damage list deals its largest amount to the card the caster picks for it, where its
    # other targets may be players; three target creatures need two more creatures (601.2c)
    ("Serpentine Spike", "Basri's Lieutenant", "damage", "depends", "damage"),
    ("Cone of Flame", "Grotesque Hybrid", "damage", "removes", "damage"),
    # an exchange of control takes the card: it neutralises it (Switcheroo's "two target
    # creatures" only with a creature of its caster's to give)
    ("Switcheroo", "Dross Harvester", "target", "depends", "neutralise"),
    ("Oko, Thief of Crowns", "Dross Harvester", "target", "neutralises", "neutralise"),
    # what a quoted ability does is its holder's: the creature that gains it, which protection
    # from creatures stops (the spell only gives it)
    ("Banishing Knack", "Commander Eesha", "target", "nothing", None),
    # a card whose own protection is on one face is that face: Katilda's front is no
    # enchantment (its back is an Aura), Tok-Tok is the 2/2 Akki Lavarunner flips into
    ("Erase", "Katilda, Dawnhart Martyr // Katilda's Rising Dawn", "target", NONE, None),
    ("Weakness", "Akki Lavarunner // Tok-Tok, Volcano Born", "attach", "nothing", None),
    # boast: only once the creature has attacked (its reminder text says so, 702.142a)
    ("Eradicator Valkyrie", "Dross Harvester", "edict", "depends", "sacrifice"),
    # -N/-N on a group a static ability or a one-turn effect names (704.5f), and its limits
    ("Kaervek, the Spiteful", "Kitsune Riftwalker", "sweep", "removes", "shrink"),
    ("Kaervek, the Spiteful", "Melesse Spirit", "sweep", "nothing", None),
    ("Dread of Night", "Foothill Guide", "sweep", "removes", "shrink"),
    ("Zealous Persecution", "Spectral Lynx", "sweep", "removes", "shrink"),
    ("Golgari Charm", "Foothill Guide", "sweep", "removes", "shrink"),
    # damage dealt as -1/-1 counters (wither, infect) leaves no toughness to regenerate or to
    # be indestructible with (704.5f); other damage only may kill a regenerator
    ("Blighted Agent", "Spectral Lynx", "damage", "kills_in_combat", "combat"),
    ("Memnite", "Spectral Lynx", "damage", "depends", "combat"),
    ("Blightsteel Colossus", "Sparkhunter Masticore", "damage", "kills_in_combat", "combat"),
    # destruction of a card that regenerates only may remove it (701.19), unless what destroys
    # it says it can't be regenerated or its damage is -1/-1 counters
    ("Doom Blade", "Spectral Lynx", "target", "depends", "destroy"),
    ("Lightning Bolt", "Spectral Lynx", "damage", "depends", "damage"),
    ("Wrath of God", "Spectral Lynx", "sweep", "removes", "destroy"),
    ("Puncture Blast", "Spectral Lynx", "damage", "removes", "damage"),
    ("Swords to Plowshares", "Spectral Lynx", "target", "removes", "exile"),
    # a boost at most once a fight (an ability activated only once each turn, a trigger as it
    # becomes blocked) counts only where it makes the creature lethal
    ("Ichorclaw Myr", "Sphinx of the Steel Wind", "damage", "nothing", None),
    ("Frilled Oculus", "Sphinx of the Steel Wind", "damage", "nothing", None),
    ("Fire Drake", "Black Knight", "damage", "nothing", None),
    ("Ichorclaw Myr", "Black Knight", "damage", "depends", "combat"),
    ("Pulsating Illusion", "Soldier of the Pantheon", "damage", "depends", "combat"),
    # ... as does one that can make itself indestructible, whatever regeneration's rules say
    ("Wrath of God", "Sparkhunter Masticore", "sweep", "depends", "destroy"),
    ("Swords to Plowshares", "Sparkhunter Masticore", "target", "removes", "exile"),
    ("Faith's Fetters", "Abbey Gargoyles", "attach", "neutralises", "neutralise"),
    ("Bound in Gold", "Abbey Gargoyles", "attach", "neutralises", "neutralise"),
    # the +1/+1 counters tribute or bloodthirst may add are bounded, and add toughness too
    ("Siren of the Fanged Coast", "Serra's Emissary", "damage", "nothing", None),
    ("Burning-Tree Bloodscale", "Knight of Dawn", "damage", "depends", "combat"),
    ("Shrike Harpy", "Knight of Dawn", "damage", "depends", "combat"),
    # the card's own text can make it tougher or stronger than a printed number says: damage,
    # -N/-N and a bound on power only may deal with it ("Marauding Knight gets +1/+1 for each
    # Plains your opponents control"), where a fixed boost outgrows the amount too
    ("Seal of Fire", "Marauding Knight", "damage", "depends", "damage"),
    ("Complete Disregard", "Marauding Knight", "target", "depends", "exile"),
    ("Aeolipile", "Mystic Crusader", "damage", "removes", "damage"),
    ("Rod of Ruin", "Mystic Crusader", "damage", "depends", "damage"),
    # a creature sacrificed as it attacks or blocks unless a cost is paid fights only as play
    # allows; one sacrificed as it attacks surely only blocks (as Sea Serpent), and meets a
    # flyer only as it attacks, once its cost is paid
    ("Treacherous Vampire", "Nath's Buffoon", "damage", "depends", "combat"),
    ("Thing from the Deep", "Karmic Guide", "damage", "depends", "combat"),
    # an Aura's lock its controller pays off without mana ('"Discard two artifact cards: Untap
    # this permanent."')
    ("Psychic Overload", "Minion of Leshrac", "attach", "depends", "neutralise"),
    # a card's own recurring +1/+1 counters, or its lord wording ("Creatures named Ivory
    # Guardians get +1/+1 as long as ..."), make damage and a fight only may kill it
    ("Fire Shrine Keeper", "Whirling Dervish", "damage", "depends", "damage"),
    ("Wizard Mentor", "Whirling Dervish", "damage", "depends", "combat"),
    ("Giant Crab", "Ivory Guardians", "damage", "depends", "combat"),
    # an Aura that gives the creature a way to end it ('has "{7}: Hold for Ransom's controller
    # sacrifices it and draws a card."')
    ("Hold for Ransom", "Vodalian Zombie", "attach", "depends", "neutralise"),
    # a steal whose card is sacrificed at the next end step removes it
    ("Slave of Bolas", "Kitsune Riftwalker", "target", "removes", "sacrifice"),
    ("Angrath, the Flame-Chained", "Kitsune Riftwalker", "target", "removes", "sacrifice"),
    ("Angrath, the Flame-Chained", "Baneslayer Angel", "target", "nothing", None),
    # an ability the card has only under threshold
    ("Gloomdrifter", "Foothill Guide", "sweep", "depends", "shrink"),
    # menace and "can't be blocked except by three or more creatures" (702.111b): no single
    # creature blocks it, so a flyer it can't block meets it only beside other blockers, as
    # play allows; one it can block it kills
    ("Phyrexian Colossus", "Baneslayer Angel", "damage", "depends", "combat"),
    ("Guile", "Baneslayer Angel", "damage", "depends", "combat"),
    ("Ikra Shidiqi, the Usurper", "Weatherseed Faeries", "damage", "depends", "combat"),
    ("Phyrexian Colossus", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Dire Fleet Ravager", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    # no toughness: it dies as it enters (704.5f), unless play gives it counters
    ("Force of Savagery", "Kor Firewalker", "damage", "nothing", None),
    ("Zombie Mob", "Kor Firewalker", "damage", "depends", "combat"),
    # an edict on any permanent: its player gives up a land instead (annihilator, 702.86a);
    # one on a kind no land is stays an edict
    ("Crack the Earth", "True-Name Nemesis", "edict", "depends", "sacrifice"),
    ("It That Betrays", "True-Name Nemesis", "edict", "depends", "sacrifice"),
    ("Dystopia", "Kor Firewalker", "edict", "removes", "sacrifice"),
    # -1/-1 counters it enters with make it smaller (704.5q: the two kinds cancel), unless it
    # takes them off itself; each one it moves is a -1/-1 of the supply
    ("Chainbreaker", "Kor Firewalker", "damage", "nothing", None),
    ("Carnifex Demon", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Carnifex Demon", "Kor Firewalker", "sweep", "removes", "shrink"),
    ("Deity of Scars", "Baneslayer Angel", "damage", "depends", "combat"),
    # a landwalker meets a flyer it can't block only if the flyer blocks it, which the
    # defending player's lands decide (702.14c); one it can block it kills
    ("River Bear", "Karmic Guide", "damage", "depends", "combat"),
    ("River Bear", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    # its own attack or block trigger may stop its combat damage on a flip ("If you lose the
    # flip, the next time it would deal combat damage this turn, it deals that damage to you
    # instead"); one that may only leave an attack still blocks
    ("Goblin Psychopath", "White Knight", "damage", "depends", "combat"),
    ("Mijae Djinn", "White Knight", "damage", "kills_in_combat", "combat"),
    # what its caster chooses (a type, a color, odd or even) is the card's own, if it has one
    ("Extinction Event", "Kor Firewalker", "sweep", "removes", "exile"),
    ("Kindred Dominance", "Kor Firewalker", "sweep", "removes", "destroy"),
    ("Wash Out", "Kor Firewalker", "sweep", "removes", "bounce"),
    ("Wash Out", "Etched Champion", "sweep", "nothing", None),
    # a trigger on its own death where its controller decides when it dies ("At the beginning
    # of your upkeep, sacrifice Piru, the Volatile unless you pay {R}{W}{B}. When Piru dies, it
    # deals 7 damage to each nonlegendary creature.")
    ("Piru, the Volatile", "Riptide Biologist", "damage", "removes", "damage"),
    # a counterspell sees the card as the spell it is printed as: Opal Guardian is an
    # enchantment spell, a creature only once its ability animates it
    ("Essence Scatter", "Opal Guardian", "counter", NONE, None),
    ("Negate", "Opal Guardian", "counter", "counters", "counter"),
    # "this turn" in a state of the card is no duration ("creature that attacked you this
    # turn"): a steal that waits for it, not a Threaten
    ("Jabari's Influence", "Kor Firewalker", "target", "depends", "neutralise"),
    # other targets it must have besides the card: other creatures must be there (601.2c);
    # "two target permanents" its caster's own lands always give
    ("Curtains' Call", "Kor Firewalker", "target", "depends", "destroy"),
    ("Ashes to Ashes", "Kor Firewalker", "target", "depends", "exile"),
    ("Ulamog, the Ceaseless Hunger", "Kor Firewalker", "target", "removes", "exile"),
    # ... six of them (Hex), or a card in a graveyard on the same line ("Return target
    # permanent card from your graveyard to your hand", Aether Helix; Rise's "target creature
    # card from a graveyard and target creature"); not "up to four target cards from your
    # graveyard" (Devious Cover-Up)
    ("Hex", "Horizon Drake", "target", "depends", "destroy"),
    ("Aether Helix", "Black Knight", "target", "depends", "bounce"),
    ("Rise // Fall", "Yawgmoth, Thran Physician", "target", "depends", "bounce"),
    ("Devious Cover-Up", "Kor Firewalker", "counter", "counters", "counter"),
    # ... an edict's too: "Return target creature card from your graveyard to your hand. Target
    # player sacrifices a creature" (Grave Exchange) is cast only with one there
    ("Grave Exchange", "Kor Firewalker", "edict", "depends", "sacrifice"),
    ("Chainer's Edict", "Kor Firewalker", "edict", "removes", "sacrifice"),
    # the card's first strike as -1/-1 counters (infect) takes a survivor's power first
    ("Trained Armodon", "Phyrexian Crusader", "damage", "nothing", None),
    ("Craw Wurm", "Phyrexian Crusader", "damage", "kills_in_combat", "combat"),
    # an intervening if beyond "if you cast it from your hand" (603.4)
    ("Deathbringer Regent", "Yavimaya Scion", "sweep", "depends", "destroy"),
    # a steal only while the card is enchanted (611.2b)
    ("Rootwater Matriarch", "Mystic Enforcer", "target", "depends", "neutralise"),
    # a creature gone at the end of its own turn never blocks: it meets the card only where
    # the card can block it
    ("Archwing Dragon", "Pilgrim of Virtue", "damage", "nothing", None),
    ("Archwing Dragon", "Karmic Guide", "damage", "kills_in_combat", "combat"),
    # energy the card doesn't give itself as it enters comes from play
    ("Aethersquall Ancient", "Kor Firewalker", "sweep", "depends", "bounce"),
    # "doesn't untap" holds only once the card is tapped: an Aura that taps it locks it, one
    # that doesn't leaves it blocking until it attacks; a steal or a lock on attacking and
    # blocking holds as it is
    ("Paralyzing Grasp", "Kor Firewalker", "attach", "depends", "neutralise"),
    ("Claustrophobia", "Kor Firewalker", "attach", "neutralises", "neutralise"),
    ("Control Magic", "Kor Firewalker", "attach", "neutralises", "neutralise"),
    # what a leveler does only from a level on waits for its level counters (711.2)
    ("Guul Draz Assassin", "Kor Firewalker", "target", "depends", "shrink"),
    # an exile whose cards come back at an upkeep, picked at random
    ("Free-for-All", "Kor Firewalker", "sweep", "depends", "exile"),
    # an edict met with a land, or decided by a coin; the permanent with the most of something
    # the board decides; a counter only Wizards its caster controls use; an Aura that puts what
    # it enchants into its library
    ("Braids, Cabal Minion", "Kor Firewalker", "edict", "depends", "sacrifice"),
    ("Goblin Assassin", "Kor Firewalker", "edict", "depends", "sacrifice"),
    ("Lexivore", "Kor Firewalker", "target", "depends", "destroy"),
    ("Psychic Trance", "Kor Firewalker", "counter", "depends", "counter"),
    ("Shattered Ego", "Kor Firewalker", "attach", "removes", "bounce"),
    # "destroy each permanent chosen this way": only what the choice could pick
    ("Druid of Purification", "Kor Firewalker", "sweep", NONE, None),
    ("Grenzo's Rebuttal", "Kor Firewalker", "sweep", "removes", "destroy"),
    # one of several targets at random; damage repeated as often as a discard pays for it; an
    # Equipment's ability its equipped creature holds
    ("Wild Swing", "White Knight", "target", "depends", "destroy"),
    ("Stormbind", "Baneslayer Angel", "damage", "depends", "damage"),
    ("Blazing Torch", "Kor Firewalker", "damage", "depends", "damage"),
    ("Heartseeker", "Kor Firewalker", "target", "depends", "destroy"),
    # a creature sacrificed once its controller has none of a kind fights only while they do;
    # lands every player keeps
    ("Synod Centurion", "Kor Firewalker", "damage", "depends", "combat"),
    ("Gorilla Pack", "Kor Firewalker", "damage", "depends", "combat"),
    ("Serendib Djinn", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    # an additional cost in lands or any permanent: the lands that paid for the spell pay it
    ("Deprive", "Kor Firewalker", "counter", "counters", "counter"),
    ("Angelic Purge", "Kor Firewalker", "target", "removes", "exile"),
    # "can't attack or block alone": only beside another creature of its controller's
    ("Mogg Flunkies", "White Knight", "damage", "depends", "combat"),
    ("Ember Beast", "White Knight", "damage", "depends", "combat"),
    # a sweep of what "isn't legendary" never reaches a legendary card
    ("Urza's Ruinous Blast", "Haktos the Unscarred", "sweep", NONE, None),
    # an Aura that makes the card a land and nothing else (205.1a)
    ("Song of the Dryads", "Kor Firewalker", "attach", "neutralises", "neutralise"),
    # an Aura spell targets what it will enchant (303.4a): protection from colored spells stops
    # it, though the Aura as a permanent could be attached
    ("Pacifism", "Emrakul, the Aeons Torn", "attach", "nothing", None),
    # a meld result is never cast: it fights only once its halves meld; a half fights as itself
    ("Chittering Host", "Kor Firewalker", "damage", "depends", "combat"),
    ("Graf Rats // Chittering Host", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    # "its owner puts it on the top or bottom of their library", in its sentence or the next
    ("Run Out of Town", "Kor Firewalker", "target", "removes", "bounce"),
    ("Aether Gust", "Tel-Jilad Chosen", "target", "removes", "bounce"),
    # damage of a printed number plus a count play decides: at least the number
    ("Galvanic Bombardment", "White Knight", "damage", "removes", "damage"),
    ("Welding Sparks", "Baneslayer Angel", "damage", "depends", "damage"),
    # a "doesn't untap" Aura that taps the card only under an intervening if (603.4)
    ("Locked in the Cemetery", "Kor Firewalker", "attach", "depends", "neutralise"),
    # a card protected only as the creature it becomes has that creature's body (a 3/4)
    ("Swat", "Opal Guardian", "target", NONE, None),
    ("Flame Slash", "Opal Guardian", "damage", "removes", "damage"),
    ("Lightning Bolt", "Opal Guardian", "damage", "nothing", None),
    # an Aura's lock or -N/-N only on a creature not of a type ("as long as it's a Human.
    # Otherwise, ..."): the card's printed subtypes decide (White Knight is a Human Knight)
    ("Bonds of Faith", "White Knight", "attach", "nothing", None),
    ("Bonds of Faith", "Kor Firewalker", "attach", "neutralises", "neutralise"),
    ("Gift of Fangs", "Needlebug", "attach", "removes", "shrink"),
    ("Clutch of Undeath", "Kor Firewalker", "attach", "removes", "shrink"),
    ("Clutch of Undeath", "Shivan Zombie", "attach", "nothing", None),
    # a card whose own enter trigger may put a +1/+1 counter on itself ("on target creature you
    # control", Basri's Lieutenant, a 3/4): 4 damage kills it only if it didn't
    ("Ken, Burning Brawler", "Basri's Lieutenant", "damage", "depends", "combat"),
    ("Flame Slash", "Basri's Lieutenant", "damage", "depends", "damage"),
    # a number or type the caster names first is the caster's choice, not a state of play
    ("Void", "Kor Firewalker", "sweep", "removes", "destroy"),
    ("World Queller", "Kor Firewalker", "edict", "removes", "sacrifice"),
    # -N/-N raised "instead" under a condition (morbid, a kicker): depends above the base
    ("Tragic Slip", "Kor Firewalker", "target", "depends", "shrink"),
    ("Vicious Offering", "Baneslayer Angel", "target", "depends", "shrink"),
    ("Vicious Offering", "Kor Firewalker", "target", "removes", "shrink"),
    # ... where the card's own printed colors or types are the condition, the card data decides:
    # the raise against a card that has them, the base amount against one that hasn't
    ("Ray of Enfeeblement", "Archon of Absolution", "target", "removes", "shrink"),
    ("Ray of Enfeeblement", "Mountain Yeti", "target", "nothing", None),
    ("Burning Hands", "Great Sable Stag", "damage", "removes", "damage"),
    ("Burning Hands", "Archon of Absolution", "damage", "removes", "damage"),
    ("Lightning Dart", "Archon of Absolution", "damage", "removes", "damage"),
    ("Lightning Dart", "Shivan Zombie", "damage", "nothing", None),
    ("Purifying Dragon", "Shivan Zombie", "damage", "removes", "damage"),
    ("Electrostatic Bolt", "Jodah's Avenger", "damage", "nothing", None),
    # an Aura that makes its controller sacrifice the card unless they pay ("that player
    # sacrifices it unless they pay {X}"): its controller decides
    ("Soul Tithe", "Subterranean Spirit", "attach", "depends", "sacrifice"),
    ("Pendrell Flux", "White Knight", "attach", "depends", "sacrifice"),
    # a creature that may attack only under a condition, where blocking never meets the card
    # ("can't attack unless you control another creature with power 4 or greater" and a flyer)
    ("Warden of the Chained", "Duskrider Falcon", "damage", "depends", "combat"),
    # a creature that assigns combat damage equal to its toughness by its own text (510.1a)
    ("Ancient Lumberknot", "Guma", "damage", "kills_in_combat", "combat"),
    ("Doran, the Siege Tower", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    # ... only on its controller's turn ("As long as it's your turn", E. Honda, a 0/7): in
    # the fight where it attacks, not where it blocks
    ("E. Honda, Sumo Champion", "Kor Firewalker", "damage", "depends", "combat"),
    # one that may set its own base power higher, or a target creature's it may be
    ("Brokers Initiate", "White Knight", "damage", "depends", "combat"),
    ("Gigantomancer", "Cho-Arrim Legate", "damage", "depends", "combat"),
    # damage only to a target in a state of play ("any target that was dealt damage this turn")
    ("Needle Drop", "Mistmeadow Skulk", "damage", "depends", "damage"),
    # a delayed destroy of the target ("Destroy that creature at the beginning of the next end
    # step"), of a creature in combat only
    ("Blood Frenzy", "Shivan Zombie", "target", "depends", "destroy"),
    # protection from "the colors of permanents you control" always holds the card's own
    # color, it being one of them: a white source never gets through; another color may
    ("Utter End", "Empty-Shrine Kannushi", "target", None, None),
    ("Tireless Missionaries", "Empty-Shrine Kannushi", "damage", None, None),
    ("Murder", "Empty-Shrine Kannushi", "target", "removes", "destroy"),
    # a pump that taps it at sorcery speed never counts in its own fight ("{T}: Target
    # creature gets +1/+0 ... Activate only as a sorcery.")
    ("Traveling Minister", "Voice of Reason", "damage", "nothing", None),
    # a pump of all its controller's creatures that taps it comes once, as a target pump does
    ("Stampede Driver", "Wildfire Emissary", "damage", "nothing", None),
    ("Stampede Driver", "Kor Firewalker", "damage", "depends", "combat"),
    ("Sunscape Master", "Wall of Light", "damage", "nothing", None),
    # ... not one that sacrifices it ("{7}{W}, {T}, Sacrifice Encampment Keeper: Creatures you
    # control get +2/+2")
    ("Encampment Keeper", "Kor Firewalker", "damage", "nothing", None),
    # +1/+1 counters it may put on itself as "target creature": by an ability or a recurring
    # trigger, without a bound; by its enter trigger, once (a 1/1 and its counter: power 2)
    ("Littjara Glade-Warden", "Wall of Light", "damage", "depends", "combat"),
    ("Ivy Lane Denizen", "Wall of Light", "damage", "depends", "combat"),
    ("Iron Bully", "Kor Firewalker", "damage", "depends", "combat"),
    ("Timberland Guide", "Kor Firewalker", "damage", "depends", "combat"),
    ("Caldaia Strongarm", "Wall of Light", "damage", "nothing", None),
    ("Pollenbright Druid", "Kor Firewalker", "damage", "depends", "combat"),
    ("Pollenbright Druid", "Wall of Light", "damage", "nothing", None),
    # ... or on itself by name, as a mode of that trigger ("choose one — • Put a +1/+1 counter
    # on Hooded Assassin"): a 2/3 at most, short of Lavabrink Venturer's 3 but enough for
    # Soldier of the Pantheon's 1; Knight of Autumn's two make a 4/3, short of Baneslayer
    ("Hooded Assassin", "Lavabrink Venturer", "damage", "nothing", None),
    ("Hooded Assassin", "Soldier of the Pantheon", "damage", "kills_in_combat", "combat"),
    ("Knight of Autumn", "Baneslayer Angel", "damage", "nothing", None),
    # ... or an exploration's, one each (701.44a): Jadelight Ranger is a 4/3 at most, Emissary of
    # Sunrise a 3/2 first striker, both short of a 5/5; Ixalli's Diviner, a 0/3, kills a 1/1
    # only once it has one
    ("Jadelight Ranger", "Baneslayer Angel", "damage", "nothing", None),
    ("Emissary of Sunrise", "Masked Gorgon", "damage", "nothing", None),
    ("Ixalli's Diviner", "Karoo Meerkat", "damage", "depends", "combat"),
    # ... not one only another creature gets (a counter it moves off itself, reinforce's from
    # the hand, as it dies)
    ("Spike Feeder", "Wall of Light", "damage", "nothing", None),
    ("Bannerhide Krushok", "Wall of Light", "damage", "nothing", None),
    ("Sparring Construct", "Kor Firewalker", "damage", "nothing", None),
    # a 0/0 that enters with a counter per permanent it sacrifices: as many as play affords
    ("Shimatsu the Bloodcloaked", "Mystic Enforcer", "damage", "depends", "combat"),
    ("Devouring Hellion", "Wall of Light", "damage", "depends", "combat"),
    # ... or a counter of its controller's choice per card it exiles (X in its cost)
    ("Frankenstein's Monster", "Kor Firewalker", "damage", "depends", "combat"),
    # a boost while it is attacking: it kills in the fight where it attacks, not where it blocks
    ("Adanto Vanguard", "Shoreline Raider", "damage", "depends", "combat"),
    ("Unchained Berserker", "Shoreline Raider", "damage", "depends", "combat"),
    # the card's flanking gives a creature blocking it -1/-1 first (702.25a): a 2/2 kills the 2/2
    # Riftmarked Knight only as it attacks, a flyer that can only block it never, a 4/1 dies
    # first; not a creature with flanking itself, nor one a point stronger
    ("Loyal Gryff", "Riftmarked Knight", "damage", "nothing", None),
    ("Grizzly Bears", "Riftmarked Knight", "damage", "depends", "combat"),
    ("Lightning Elemental", "Riftmarked Knight", "damage", "depends", "combat"),
    ("Suq'Ata Lancer", "Riftmarked Knight", "damage", "kills_in_combat", "combat"),
    ("Hill Giant", "Riftmarked Knight", "damage", "kills_in_combat", "combat"),
    # melee's +1/+1 as it attacks (702.121a): a 1/2 that kills a 2/2 only where it attacks
    ("Custodi Soulcaller", "Disciple of Law", "damage", "depends", "combat"),
    # +1/+0 counters it enters with and loses after each combat: as many as are left
    ("Clockwork Swarm", "Karoo Meerkat", "damage", "depends", "combat"),
    ("Clockwork Avian", "White Shield Crusader", "damage", "depends", "combat"),
    # a fighter's static -N/-N is on the card in the fight (613.4c): Elesh Norn's 4 damage kills
    # a 5/5 first striker left 3/3; Kaervek survives Black Knight's first strike, now 1
    ("Elesh Norn, Grand Cenobite", "Baneslayer Angel", "damage", "kills_in_combat", "combat"),
    ("Elesh Norn, Grand Cenobite", "Akroma, Angel of Wrath", "damage", "kills_in_combat", "combat"),
    ("Kaervek, the Spiteful", "Black Knight", "damage", "kills_in_combat", "combat"),
    ("Kaervek, the Spiteful", "Baneslayer Angel", "damage", "nothing", None),
    # ... -N/-0 only takes the first strike's power (Tsabo Tavoc's 7, now 6, against a 7/7)
    ("Waker of Waves", "Tsabo Tavoc", "damage", "kills_in_combat", "combat"),
    ("Haunter of Nightveil", "Phyrexian Crusader", "damage", "kills_in_combat", "combat"),
    # ... not a color it spares ("Nonblack creatures"), nor a creature without flying
    ("Ascendant Evincar", "Scragnoth", "damage", "kills_in_combat", "combat"),
    ("Ascendant Evincar", "Dross Harvester", "damage", "nothing", None),
    # ... and its +N/+N to a kind the card is, whoever controls it ("Other Elf creatures get
    # +1/+1", not "... you control"): Darkwatch Elves is a 3/3 beside Elvish Champion, Goblin
    # Piledriver a 2/3 beside Goblin King; Black Knight a 3/3 first striker that kills
    # Ascendant Evincar first ("Other black creatures get +1/+1")
    ("Elvish Champion", "Darkwatch Elves", "damage", "nothing", None),
    ("Goblin King", "Goblin Piledriver", "damage", "nothing", None),
    ("Lord of Atlantis", "Galina's Knight", "damage", "nothing", None),
    ("Celestial Crusader", "Vedalken Outlander", "damage", "nothing", None),
    ("Ascendant Evincar", "Black Knight", "damage", "nothing", None),
    ("Field Marshal", "Soldier of the Pantheon", "damage", "kills_in_combat", "combat"),
    # ... and to itself where it is of that kind ("All Sliver creatures get +2/+2": Might Sliver
    # fights as a 4/4; Anaba Spirit Crafter, a Minotaur, as a 2/3)
    ("Might Sliver", "Elite Inquisitor", "damage", "kills_in_combat", "combat"),
    ("Might Sliver", "Ward Sliver", "damage", "kills_in_combat", "combat"),
    ("Muscle Sliver", "Ward Sliver", "damage", "nothing", None),
    ("Anaba Spirit Crafter", "Hell-Bent Raider", "damage", "kills_in_combat", "combat"),
    # ... and what it gives its controller's creatures of its kind, itself among them
    # ("Sliver creatures you control get +1/+1": Predatory Sliver fights as a 2/2; "... have
    # double strike": Bonescythe Sliver deals 2 twice; Venom Sliver's deathtouch still dies to
    # Baneslayer Angel's first strike first)
    ("Predatory Sliver", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Bonescythe Sliver", "Pilgrim of Justice", "damage", "kills_in_combat", "combat"),
    ("Undead Warchief", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Venom Sliver", "Baneslayer Angel", "damage", "nothing", None),
    ("Smog Elemental", "Malakir Bloodwitch", "damage", "kills_in_combat", "combat"),
    ("Smog Elemental", "Yavimaya Scion", "damage", "nothing", None),
    # a power pump after what else its ability does never saves it from the card's first
    # strike (510.4): "... For each counter removed this way, Hex Parasite gets +1/+0"
    ("Hex Parasite", "Knight of Dawn", "damage", "nothing", None),
    ("Blademane Baku", "Knight of Dawn", "damage", "nothing", None),
    # its own exalted is +1/+1 as it attacks alone (702.83a), not a growth without a bound: a
    # 0/1 never kills a 2/2, a 2/4 flyer never a 7/7; a 1/1 kills a 2/2 only as it attacks
    ("Noble Hierarch", "White Knight", "damage", "nothing", None),
    ("Waveskimmer Aven", "Serra's Emissary", "damage", "nothing", None),
    ("Akrasan Squire", "Disciple of Law", "damage", "depends", "combat"),
    # ... as a fixed boost "Whenever Chainflail Centipede or equipped creature attacks" is
    ("Chainflail Centipede", "Serra's Emissary", "damage", "nothing", None),
    # counters it distributes among targets of a kind it is: once as it enters, up to all of
    # them on itself (a 2/2 with three may kill a 5/4), or as play pays for them (Numa, an Elf)
    ("Wurmskin Forger", "Shifting Ceratops", "damage", "depends", "combat"),
    ("Verdurous Gearhulk", "Baneslayer Angel", "damage", "depends", "combat"),
    ("Numa, Joraga Chieftain", "Shifting Ceratops", "damage", "depends", "combat"),
    # its base power set to a target's or a number above its own (Riptide Mangler takes
    # Animar's, which is Animar's toughness), not below it (Vhati il-Dal's "base power 1")
    ("Riptide Mangler", "Animar, Soul of Elements", "damage", "depends", "combat"),
    ("Symmetry Sage", "Animar, Soul of Elements", "damage", "depends", "combat"),
    ("Vhati il-Dal", "Black Knight", "damage", "kills_in_combat", "combat"),
    # a "*" body counting creatures counts the two that fight (2) or itself (1): at least
    # that, more as play adds creatures
    ("Beast of Burden", "Nath's Buffoon", "damage", "kills_in_combat", "combat"),
    ("Beast of Burden", "Black Knight", "damage", "depends", "combat"),
    ("Crusader of Odric", "Karoo Meerkat", "damage", "kills_in_combat", "combat"),
    ("Plague Rats", "Karoo Meerkat", "damage", "kills_in_combat", "combat"),
    # a tap pump with a price or a window that adds no more is once a fight: +2/+2 makes a 2/2
    # a 4/4, short of a 5/5 (Kjeldoran Elite Guard), a 1/1 kills a 2/1 as printed
    ("Kjeldoran Elite Guard", "Sabertooth Nishoba", "damage", "nothing", None),
    ("Kjeldoran Guard", "Karoo Meerkat", "damage", "kills_in_combat", "combat"),
    # "Sacrifice a creature or enchantment:" on a creature: it pays with itself (602.2b, 601.2h)
    ("Ertai, the Corrupted", "Kabira Evangel", "counter", "counters", "counter"),
    ("Blood Aspirant", "Karoo Meerkat", "damage", "removes", "damage"),
    # "that creature's or spell's controller" is a player: Justice never damages the card
    ("Justice", "Karoo Meerkat", "damage", None, None),
    # what it has where it attacks, which the card that can only block it always meets: -1/-1
    # on each creature blocking it (a 3/3 flyer blocking Plague Wight is a 2/2), a boost on
    # its controller's turn ("Wildwood Geist gets +2/+2 as long as it's your turn")
    ("Plague Wight", "Cerulean Wyvern", "damage", "kills_in_combat", "combat"),
    ("Wildwood Geist", "Wall of Light", "damage", "kills_in_combat", "combat"),
    # the card's own pump as it blocks ("Whenever Jareth, Leonine Titan blocks, it gets +7/+7"):
    # Eldrazi Devastator's 8 kills the 4/7 only where Jareth attacks it
    ("Eldrazi Devastator", "Jareth, Leonine Titan", "damage", "depends", "combat"),
    ("Eldrazi Devastator", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Skophos Reaver", "Black Knight", "damage", "kills_in_combat", "combat"),
    # a card whose own text prevents the damage dealt to it, taking a counter each time (615):
    # damage and combat only may remove it, once its counters run out; exile surely does
    ("Baneslayer Angel", "Phantom Centaur", "damage", "depends", "combat"),
    ("Hill Giant", "Phantom Centaur", "damage", "depends", "combat"),
    ("Lightning Bolt", "Phantom Centaur", "damage", "depends", "damage"),
    ("Swords to Plowshares", "Phantom Centaur", "target", "removes", "exile"),
    # the card's own counters on each creature its controller controls, itself among them
    # ("{4}{G}{W}, {T}: Put a +1/+1 counter on each creature you control"): it may outgrow 1
    ("Pyromatics", "Katilda, Dawnhart Prime", "damage", "depends", "damage"),
    # the source's own protection keeps the card from blocking it (702.16f): from creatures
    # (Teysa against a defender), from white (Blood Baron against a white flyer that only
    # blocks it), from blue (Oversoul of Dusk, which can't block Cerulean Drake either); where
    # the card still attacks into it, the source blocks and kills it (Kor Firewalker)
    ("Teysa, Envoy of Ghosts", "Infested Roothold", "damage", "nothing", None),
    ("Blood Baron of Vizkopa", "Mystic Familiar", "damage", "nothing", None),
    ("Oversoul of Dusk", "Cerulean Drake", "damage", "nothing", None),
    ("Kor Firewalker", "Thick-Skinned Goblin", "damage", "kills_in_combat", "combat"),
    # deathtouch kills whatever the card's toughness: its own growth is no help (702.2b), its
    # regeneration still is
    ("Zaxara, the Exemplary", "Stormbreath Dragon", "damage", "kills_in_combat", "combat"),
    ("Typhoid Rats", "Spectral Lynx", "damage", "depends", "combat"),
    # counters it enters with, read with its short name too ("Polukranos enters with six +1/+1
    # counters on it": a 6/6)
    ("Polukranos, Unchained", "Vulshok Refugee", "damage", "kills_in_combat", "combat"),
    # champion: without another of the kind to exile as it enters, it is sacrificed (702.72a)
    ("Nova Chaser", "Scalebane's Elite", "damage", "depends", "combat"),
    ("Changeling Titan", "Kor Firewalker", "damage", "depends", "combat"),
    # a spell cast with buyback comes back to be cast again (702.27a): damage below the card's
    # toughness, as often as its caster pays, as a repeatable ability's
    ("Searing Touch", "White Knight", "damage", "depends", "damage"),
    ("Blast from the Past", "Baneslayer Angel", "damage", "depends", "damage"),
    # ... and one with flashback of mana alone is cast twice at most, the same turn (702.34a):
    # Firebolt's 2 and 2 against Scragnoth's 4, never against Baneslayer Angel's 5
    ("Firebolt", "Scragnoth", "damage", "depends", "damage"),
    ("Firebolt", "Baneslayer Angel", "damage", "nothing", None),
    ("Volcanic Spray", "Skylasher", "damage", "depends", "damage"),
    # the card's own exalted makes it a 3/2 attacking alone (702.83a): a 1-power blocker kills
    # it only where it doesn't (or where the card blocks), a 2-power one in every fight
    ("Looming Shade", "Knight of Infamy", "damage", "depends", "combat"),
    ("Grizzly Bears", "Knight of Infamy", "damage", "kills_in_combat", "combat"),
    # what it adds only as it attacks, or only as it blocks, is nothing in a fight the two
    # never have: exalted where the card can't block a flyer, "Whenever Jareth blocks, it gets
    # +7/+7" against a defender, "Whenever Royal Trooper blocks" against a flyer
    ("Waveskimmer Aven", "Hand of Honor", "damage", "nothing", None),
    ("Jareth, Leonine Titan", "Wall of Light", "damage", "nothing", None),
    ("Royal Trooper", "Abbey Gargoyles", "damage", "nothing", None),
    # first strike on its controller's turn, where it attacks: a 2/1 that survives White
    # Knight's first strike only then ("As long as it's your turn, ... has first strike")
    ("Fresh-Faced Recruit", "White Knight", "damage", "depends", "combat"),
    # an Aura that enchants only its controller's creature (or Mountain) does what it does only
    # with one to target (303.4a); Journey to Nowhere needs none
    ("Iroas's Blessing", "Order of the White Shield", "damage", "depends", "damage"),
    ("Faith Unbroken", "Kor Firewalker", "target", "depends", "exile"),
    ("Chained to the Rocks", "Kor Firewalker", "target", "depends", "exile"),
    ("Journey to Nowhere", "Kor Firewalker", "target", "removes", "exile"),
    # the card's own counters as play goes, on each creature of its kind its controller has
    # ("Whenever a Rat dies, put a +1/+1 counter on each Cat you control", a Cat) or on a
    # target it may be ("... you may put a +1/+1 counter on target creature that player
    # controls" at each player's end step): -N/-N or a blocker only may outdo them
    ("Bloodtallow Candle", "Louvaq, the Aberrant", "target", "depends", "shrink"),
    ("Lightning Bolt", "Louvaq, the Aberrant", "damage", "nothing", None),
    ("Grizzly Bears", "Hungry Lynx", "damage", "depends", "combat"),
    # a share rounded up takes one at least, of its controller's choosing, as an edict does;
    # one rounded down may take none
    ("Pox", "True-Name Nemesis", "edict", "removes", "sacrifice"),
    ("Fraying Omnipotence", "Progenitus", "edict", "removes", "sacrifice"),
    ("Curse of the Cabal", "True-Name Nemesis", "edict", "depends", "sacrifice"),
    # first strike the card can gain saves it only from a creature without it: against a
    # first striker the two deal their damage at once (510.4)
    ("Sandstone Warrior", "Knight of Stromgald", "damage", "kills_in_combat", "combat"),
    ("White Knight", "Order of Leitbur", "damage", "kills_in_combat", "combat"),
    ("Grizzly Bears", "Order of Leitbur", "damage", "depends", "combat"),
    # a pump a trigger gives once a turn at most ("Whenever you cast your second spell each
    # turn, ... gets +2/+0") is a fixed boost: a 3-power fighter never kills a 4/4
    ("Incursion Specialist", "Stormbreath Dragon", "damage", "nothing", None),
    # megamorph's counter comes once (702.37b): a 1/1, a 2/2 at most, still dies to the card's
    # 2 first-strike damage first
    ("Gudul Lurker", "Narwhal", "damage", "nothing", None),
    ("Den Protector", "Black Knight", "damage", "nothing", None),
    # a "*" body whose power and toughness are each a count that includes it (a kind it is) or
    # is there as it enters (Fading 5) is 1/1 at least: it kills a 1/1, and only may kill more;
    # one of cards in hand is a 0/0 that dies as it enters with none (704.5f)
    ("Rusting Golem", "Auriok Champion", "damage", "kills_in_combat", "combat"),
    ("Master of Etherium", "Auriok Champion", "damage", "kills_in_combat", "combat"),
    ("Heedless One", "Auriok Champion", "damage", "kills_in_combat", "combat"),
    # ... colorless ones on a colorless creature (Vile Aggregate, with devoid), creatures with
    # a keyword it has (Dauthi Warlord's shadow), one of two kinds it is (Shambling Suit, an
    # artifact; Katilda, a Spirit)
    ("Vile Aggregate", "Kitsune Riftwalker", "damage", "kills_in_combat", "combat"),
    ("Vile Aggregate", "Black Knight", "damage", "depends", "combat"),
    ("Dauthi Warlord", "Soltari Priest", "damage", "kills_in_combat", "combat"),
    ("Shambling Suit", "Karoo Meerkat", "damage", "kills_in_combat", "combat"),
    (
        "Katilda, Dawnhart Martyr // Katilda's Rising Dawn",
        "Karoo Meerkat",
        "damage",
        "kills_in_combat",
        "combat",
    ),
    ("Maro", "Auriok Champion", "damage", "depends", "combat"),
    ("Kagemaro, First to Suffer", "Crimson Acolyte", "damage", "depends", "combat"),
    # ... and so is a "*" power alone that counts a kind it is ("Bronze Guardian's power is
    # equal to the number of artifacts you control": 1, twice with double strike, against a
    # 2/2); a 1/3 flyer only may kill a 2/2
    ("Bronze Guardian", "Karmic Guide", "damage", "kills_in_combat", "combat"),
    ("Filigree Attendant", "Auriok Champion", "damage", "kills_in_combat", "combat"),
    ("Filigree Attendant", "Kor Firewalker", "damage", "depends", "combat"),
    ("Swarm of Rats", "Soldier of the Pantheon", "damage", "kills_in_combat", "combat"),
    # first strike among others it chooses ("gains your choice of double strike, ...")
    ("Vampire Nighthawk", "Jodah's Avenger", "damage", "depends", "combat"),
    ("Craw Wurm", "Greater Morphling", "damage", "depends", "combat"),
    # a pump activated no more than twice each turn adds twice its boost, no more: a 0/1
    # flyer is a 2/1 at most
    ("Pit Imp", "Tel-Jilad Archers", "damage", "nothing", None),
    ("Vampire Bats", "Kor Firewalker", "damage", "depends", "combat"),
    # sacrificed as it enters unless another permanent (not a land) is given up, or unless it
    # escaped: it may never fight; lands are there to give up
    ("Faerie Impostor", "Kor Firewalker", "damage", "depends", "combat"),
    ("Glint Hawk", "Kor Firewalker", "damage", "depends", "combat"),
    ("Uro, Titan of Nature's Wrath", "Kor Firewalker", "damage", "depends", "combat"),
    ("Scythe Tiger", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    # a counter's mana-value bound on a spell with {X} in its cost: its X decides (202.3e)
    ("Hypnotic Sprite // Mesmeric Glare", "Stonecoil Serpent", "counter", "depends", "counter"),
    ("Disdainful Stroke", "Stonecoil Serpent", "counter", "depends", "counter"),
    ("Thoughtbind", "Kor Firewalker", "counter", "counters", "counter"),
    # a kicker or cleave of mana alone is its caster's to pay (lands are assumed): what waits
    # on it is sure ("When Urborg Emissary enters, if it was kicked, return target permanent";
    # "If this spell was kicked, instead destroy that permanent"; cleave lifts "[you control]")
    ("Urborg Emissary", "Shivan Zombie", "target", "removes", "bounce"),
    ("Bloodchief's Thirst", "Baneslayer Angel", "target", "removes", "destroy"),
    ("Alchemist's Retrieval", "Beloved Chaplain", "target", "removes", "bounce"),
    ("Wash Away", "Kor Firewalker", "counter", "counters", "counter"),
    # ... one of two ("Kicker {R} and/or {W}"; "if it was kicked with its {R} kicker")
    ("Thornscape Battlemage", "Hand of Honor", "damage", "removes", "damage"),
    ("Stormscape Battlemage", "Kor Firewalker", "target", "removes", "destroy"),
    # "can't attack or block if an enchantment is on the battlefield": it fights only so
    ("Wirecat", "Voice of All", "damage", "depends", "combat"),
    ("Veteran Brawlers", "Karoo Meerkat", "damage", "depends", "combat"),
    # a trigger on meeting the card in combat destroys it as the blocks are declared, whatever
    # the damage and first strike ("Whenever Tangle Asp blocks or becomes blocked by a creature,
    # destroy that creature at end of combat"), unless the card is one it spares (a Wall) or
    # can become indestructible
    ("Cockatrice", "Kor Firewalker", "damage", "kills_in_combat", "combat"),
    ("Tangle Asp", "White Knight", "damage", "kills_in_combat", "combat"),
    ("Engulfing Slagwurm", "Skylasher", "damage", "kills_in_combat", "combat"),
    ("Rock Basilisk", "Wall of Light", "damage", "nothing", None),
    ("Cockatrice", "Sparkhunter Masticore", "damage", "depends", "combat"),
    # the color of mana spent to cast it is its caster's to pick ("if {U} was spent to cast it")
    ("Ogre Savant", "Black Knight", "target", "removes", "bounce"),
    ("Repel Intruders", "Sabertooth Nishoba", "counter", "counters", "counter"),
    ("River's Grasp", "Silver Knight", "target", "removes", "bounce"),
    # a pump of "attacking creatures you control", as often as it is paid, is its own where it
    # attacks: a 4/4 first striker pumped twice kills a 5/6 blocker first
    ("Jazal Goldmane", "Ronom Hulk", "damage", "depends", "combat"),
    # an exchange of control needs a permanent of its caster's own to give, unless the source
    # is one itself (601.2c): Shrewd Negotiation's artifact isn't there on its own
    ("Shrewd Negotiation", "Sparkhunter Masticore", "target", "depends", "neutralise"),
    ("Chromeshell Crab", "Kor Firewalker", "target", "neutralises", "neutralise"),
    # ... as does one it returns beside the card; not a permanent, which its lands are
    ("Peel from Reality", "Kor Firewalker", "target", "depends", "bounce"),
    ("Aether Tradewinds", "Kor Firewalker", "target", "removes", "bounce"),
    # a cost that untaps other creatures of its controller's, which aren't assumed
    ("Crackleburr", "Obsidian Acolyte", "target", "depends", "bounce"),
    # a target it may choose only tapped ("You can't choose an untapped permanent as this
    # spell's target as you cast it"): the card, only once it is tapped
    ("Dream Leash", "Emrakul, the Promised End", "attach", "depends", "neutralise"),
    # ... but one of its own kind it taps itself, in a cost without {T} (302.6)
    ("Galecaster Colossus", "White Shield Crusader", "target", "removes", "bounce"),
    # a leveler grows as its level counters give it bigger bodies (Hexdrinker, 2/1, then 4/4)
    ("Ethereal Absolution", "Hexdrinker", "sweep", "depends", "shrink"),
    # an X its caster pays in mana is as big as the bound needs ("with mana value X [or less]",
    # "with power X or less"), of a spell's mana cost or an ability's cost (107.3a)...
    ("March of Otherworldly Light", "Kor Firewalker", "target", "removes", "exile"),
    ("Disembowel", "Baneslayer Angel", "target", "removes", "destroy"),
    ("Pernicious Deed", "Mirran Crusader", "sweep", "removes", "destroy"),
    ("Linessa, Zephyr Mage", "White Knight", "target", "removes", "bounce"),
    ("Spell Blast", "Akroma, Angel of Wrath", "counter", "counters", "counter"),
    ("Exert Influence", "Baneslayer Angel", "target", "neutralises", "neutralise"),
    ("Martial Coup", "True-Name Nemesis", "sweep", "removes", "destroy"),
    # ... or in loyalty, up to the printed loyalty at once ("[−X]: Exile each permanent with
    # mana value X or less that's one or more colors", Ugin, loyalty 7), never a colorless card
    ("Ugin, the Spirit Dragon", "Kor Firewalker", "sweep", "removes", "exile"),
    ("Ugin, the Spirit Dragon", "Progenitus", "sweep", "depends", "exile"),
    ("Ugin, the Spirit Dragon", "Etched Champion", "sweep", NONE, None),
    # ... not one paid in counters or other permanents
    ("Quillmane Baku", "Kor Firewalker", "target", "depends", "bounce"),
    ("Aryel, Knight of Windgrace", "Kor Firewalker", "target", "depends", "destroy"),
    # converge counts the colors its caster spends: up to one a mana symbol, five at most
    # (Prismatic Ending's {X}{W}: mana value 5 or less; Radiant Flames' {2}{R}: 3 damage;
    # Kaleidoscorch's flashback {4}{R}: 5)
    ("Prismatic Ending", "Baneslayer Angel", "target", "removes", "exile"),
    ("Prismatic Ending", "Akroma, Angel of Wrath", "target", "nothing", None),
    ("Radiant Flames", "White Knight", "damage", "removes", "damage"),
    ("Radiant Flames", "Baneslayer Angel", "damage", "nothing", None),
    ("Kaleidoscorch", "Baneslayer Angel", "damage", "removes", "damage"),
    # a bound on power or toughness only may reach a card whose own text may raise it past
    # the bound: by a fixed boost under a condition (Mystic Crusader's threshold +1/+1, Ivory
    # Guardians' +1/+1 while an opponent controls a red permanent) or kicked counters
    ("Last Breath", "Mystic Crusader", "target", "depends", "exile"),
    ("Vanquish the Weak", "Ivory Guardians", "target", "depends", "destroy"),
    ("Swat", "Unchained Berserker", "target", "depends", "destroy"),
    ("Vanquish the Weak", "Black Knight", "target", "removes", "destroy"),
    # a creature whose -N/-N any player may activate: the card's controller weakens it first
    ("Flailing Ogre", "Fallen Cleric", "damage", "depends", "combat"),
    ("Oona's Prowler", "Soldier of the Pantheon", "damage", "depends", "combat"),
    # a count of the source's own kind is at least the source ("with mana value X or less,
    # where X is the number of Faeries you control"): surely up to 1, above as play counts
    ("Spellstutter Sprite", "Soldier of the Pantheon", "counter", "counters", "counter"),
    ("Spellstutter Sprite", "Kor Firewalker", "counter", "depends", "counter"),
    # ... as damage: at least 1 ("deals X damage to target creature or planeswalker, where X is
    # the number of Shrines you control", a Shrine)
    ("Sanctum of Shattered Heights", "Tel-Jilad Chosen", "damage", "removes", "damage"),
    # a reflexive trigger on what its own ability always does ("it connives. When it connives
    # this way, return ...")
    ("Psychic Pickpocket", "Kor Firewalker", "target", "removes", "bounce"),
    # double strike deals its power twice (702.4b)
    ("Angel of Destiny", "Jodah's Avenger", "damage", "kills_in_combat", "combat"),
    # an exerted pump is its controller's as it attacks ("You may exert Hooded Brawler as it
    # attacks. When you do, it gets +2/+2"): a 5/4 where a flyer can only block it, a kill only
    # where it attacks where the card can block it too
    ("Hooded Brawler", "Abbey Gargoyles", "damage", "kills_in_combat", "combat"),
    ("Hooded Brawler", "Black Knight", "damage", "depends", "combat"),
    # counters on a token it creates ("Put X +1/+1 counters on it") are no growth of its own
    ("Manifestation Sage", "Riders of Gavony", "damage", "nothing", None),
    # a sweep that must spare one its caster chooses spares the card where it is the only one
    ("Selfless Glyphweaver // Deadly Vanity", "Kor Firewalker", "sweep", "depends", "destroy"),
    ("Fortunate Few", "Baneslayer Angel", "sweep", "depends", "destroy"),
    # an ability paid with a card of its graveyard, as often as it has them
    ("Screams of the Damned", "Kor Firewalker", "damage", "depends", "damage"),
    # a restriction on attacking or blocking its controller lifts with mana fights surely
    ("Qal Sisma Behemoth", "Infested Roothold", "damage", "kills_in_combat", "combat"),
    # the card a landwalker that a flyer can only block: its controller's lands decide
    # (702.14c); one the card can block too fights it anyway
    ("Steel Hellkite", "Mountain Yeti", "damage", "depends", "combat"),
    ("Colossal Dreadmaw", "Mountain Yeti", "damage", "kills_in_combat", "combat"),
    # a sweep that spares its kinds spares a card of one: True-Name Nemesis is a Merfolk
    ("Slinn Voda, the Rising Deep", "True-Name Nemesis", "sweep", NONE, None),
    ("Slinn Voda, the Rising Deep", "Kor Firewalker", "sweep", "removes", "bounce"),
]


# (protected, scope, interaction, source, outcome_vs_opponent), None for no row: what a granted
# protection protects, or a player
OBJECT_CASES: list[tuple[str, str, str, str, str | None]] = [
    # "Target creature you control gains protection": surely a creature
    ("Mother of Runes", "granted", "target", "Murder", "removes"),
    # "target nontoken creature": every card is one, what a Sword equips may be a token
    ("Sword of Fire and Ice", "granted", "target", "Duplicant", "depends"),
    # "noncreature" never reaches what "Creatures you control have protection" protects
    ("Aven Warcraft", "granted", "target", "Chain of Acid", None),
    # "Target permanent you control gains protection": maybe an artifact, maybe not
    ("Eight-and-a-Half-Tails", "granted", "target", "Vindicate", "removes"),
    ("Eight-and-a-Half-Tails", "granted", "target", "Shatter", "depends"),
    ("Eight-and-a-Half-Tails", "granted", "target", "Kolaghan's Command", "depends"),
    # a body play decides (what a Sword equips): a creature with power may kill it...
    ("Sword of Fire and Ice", "granted", "damage", "Grizzly Bears", "depends"),
    # ... one with none that can't grow never does (510.1)
    ("Sword of Fire and Ice", "granted", "damage", "Birds of Paradise", "nothing"),
    # ... nor one short of the toughness the granting sentence gives it at least ("Equipped
    # creature gets +2/+2 and has protection ...": 2), in combat, by damage or by -N/-N; as
    # much as that may kill a creature whose own toughness is 0 (a "*" body)
    ("Sword of War and Peace", "granted", "damage", "Blinding Souleater", "nothing"),
    ("Sword of Light and Shadow", "granted", "damage", "Prodigal Sorcerer", "nothing"),
    ("Sword of Truth and Justice", "granted", "target", "Plague Witch", "nothing"),
    ("Strength of Isolation", "granted", "damage", "Maned Serval", "nothing"),
    ("Sword of Fire and Ice", "granted", "damage", "Typhoid Rats", "depends"),  # deathtouch
    ("Sword of Truth and Justice", "granted", "damage", "Volt Charge", "depends"),
    ("Spirit Mantle", "granted", "damage", "Shock", "depends"),  # +1/+1: 2 may kill
    ("Spectra Ward", "granted", "damage", "Ornithopter", "nothing"),
    # -4/-0 takes no toughness: it deals with no body (704.5f)
    ("Apostle's Blessing", "granted", "attach", "Aether Meltdown", "nothing"),
    # a player never blocks nor is blocked (506.4): no creature meets one in combat
    ("Teferi's Protection", "player", "damage", "Grizzly Bears", "nothing"),
    ("Teferi's Protection", "player", "damage", "Walking Ballista", "nothing"),
    # a sweep that spares creature types spares what a Sword equips only if it is one: play
    # decides ("except for Merfolk, Krakens, ...": Merfolk is its own plural)
    ("Sword of Fire and Ice", "granted", "sweep", "Slinn Voda, the Rising Deep", "depends"),
    ("Sword of Fire and Ice", "granted", "sweep", "Whelming Wave", "depends"),
    ("Sword of Fire and Ice", "granted", "sweep", "Evacuation", "removes"),
    # ... as does one of the color its caster chooses, or "if it's white": what a Sword equips
    # may be colorless, or another color
    ("Tattoo Ward", "granted", "sweep", "Wash Out", "depends"),
    ("Sword of Fire and Ice", "granted", "target", "Soul Rend", "depends"),
    ("Sword of Light and Shadow", "granted", "target", "Hydroblast", "depends"),
    # the Aura is one of "the permanents you control": white never gets through it
    ("Pledge of Loyalty", "granted", "target", "Swords to Plowshares", None),
    ("Pledge of Loyalty", "granted", "target", "Murder", "removes"),
]

PathRow = tuple[str, str, str | None, str | None, str]  # scope, interaction, outcome, how, reason


@pytest.fixture(scope="module")
def case_paths(snapshot_db: Path) -> dict[tuple[str, str], list[PathRow]]:
    """The rows of every (source, protected) pair of CASES and OBJECT_CASES, from the opponent's
    side, from one answer_paths_for call for all of them rather than one per test. Lists of
    ids, not subqueries, which DuckDB can't fold into the macro's filters."""
    sources = sorted({c[0] for c in CASES} | {c[3] for c in OBJECT_CASES})
    protected = sorted({c[1] for c in CASES} | {c[0] for c in OBJECT_CASES})
    with duckdb.connect(str(snapshot_db), read_only=True) as con:
        ids = con.execute(
            "SELECT name, oracle_id FROM cards WHERE list_contains($names, name)",
            {"names": sources + protected},
        ).fetchall()
        rows = con.execute(
            """
            SELECT s.name, p.name, a.scope, a.interaction, a.outcome_vs_opponent,
                   a.how_vs_opponent, a.reason_vs_opponent
            FROM internal.answer_paths_for($protected, $sources) AS a
            JOIN cards AS s ON s.oracle_id = a.source_oracle_id
            JOIN cards AS p ON p.oracle_id = a.protected_oracle_id
            """,
            {
                "protected": [i for n, i in ids if n in protected],
                "sources": [i for n, i in ids if n in sources],
            },
        ).fetchall()
    assert {n for n, _ in ids} == set(sources + protected), (
        "a card of the cases is missing from the snapshot"
    )
    paths: dict[tuple[str, str], list[PathRow]] = {}
    for source, protected_name, *row in rows:
        paths.setdefault((source, protected_name), []).append(tuple(row))
    return paths


@pytest.mark.realdata
@pytest.mark.parametrize(
    ("source", "protected", "interaction", "outcome", "how"),
    CASES,
    ids=[f"{s} -> {p}: {i}" for s, p, i, _, _ in CASES],
)
def test_answer_path(
    case_paths: dict[tuple[str, str], list[PathRow]],
    source: str,
    protected: str,
    interaction: str,
    outcome: str | None,
    how: str | None,
) -> None:
    found = [
        (o, h, r)
        for scope, i, o, h, r in case_paths.get((source, protected), [])
        if i == interaction and scope == "self"
    ]
    if outcome is None:
        assert found == []
    else:
        assert [(outcome, how)] == [(o, h) for o, h, _ in found], found
        assert found[0][2]


@pytest.mark.realdata
@pytest.mark.parametrize(
    ("source", "protected", "words"),
    [
        # the card's first strike dealt as -1/-1 counters took 2 of its 4 power (702.90b)
        ("Brooding Saurian", "Phyrexian Crusader", "dealing it 2 damage in the fight"),
        ("Grizzly Bears", "Kor Firewalker", "dealing it 2 damage in the fight"),
        # ... of its 2 power, Kaervek's -1/-1 left 1 (613.4c)
        ("Kaervek, the Spiteful", "Phyrexian Crusader", "dealing it 2 damage in the fight"),
        ("Elesh Norn, Grand Cenobite", "Baneslayer Angel", "toughness 5, 3 with its -2/-2"),
        # ... and the +1/+1 Field Marshal gives a Soldier (613.4c)
        ("Field Marshal", "Soldier of the Pantheon", "toughness 1, 2 with the +1 it gives"),
        ("Might Sliver", "Ward Sliver", "dealing it 4 damage in the fight"),
        # lethal damage to a creature cites 704.5g, not the planeswalkers' 704.5i
        ("Pyroclasm", "Black Knight", "at least its toughness 2 (704.5g)"),
        # a flashback spell's two casts (702.34a)
        ("Firebolt", "Scragnoth", "2 each time, 4 in all"),
        # both strikes of a double striker (702.4b)
        ("Angel of Destiny", "Jodah's Avenger", "dealing it 4 damage in the fight"),
    ],
)
def test_a_kill_by_damage_says_the_numbers_that_decide_it(
    case_paths: dict[tuple[str, str], list[PathRow]], source: str, protected: str, words: str
) -> None:
    [reason] = [
        r
        for scope, i, _, _, r in case_paths[(source, protected)]
        if scope == "self" and i == "damage"
    ]
    assert words in reason


@pytest.mark.parametrize(
    ("source", "protected", "interaction", "words"),
    [
        # the source's own deed or death ("it"), or the card's ("Whenever a creature deals
        # combat damage to Teysa, destroy that creature": the card is that creature)
        ("Plague Fiend", "Akroma, Angel of Fury", "sweep", "only once it does what its trigger"),
        ("Keiga, the Tide Star", "Akroma, Angel of Wrath", "target", "only once it dies"),
        ("Teysa, Envoy of Ghosts", "Black Knight", "sweep", "only once the card does what"),
    ],
)
def test_a_trigger_s_reason_says_whose_deed_it_waits_on(
    case_paths: dict[tuple[str, str], list[PathRow]],
    source: str,
    protected: str,
    interaction: str,
    words: str,
) -> None:
    [reason] = [
        r
        for scope, i, _, _, r in case_paths[(source, protected)]
        if scope == "self" and i == interaction
    ]
    assert words in reason


@pytest.mark.realdata
@pytest.mark.parametrize(
    "copy",
    [
        "Clone",
        "Phantasmal Image",
        "Vizier of Many Faces",
        "Vesuvan Shapeshifter",
        # "a copy of any nonland permanent", "a copy of one of those cards" (creature cards)
        "Clever Impersonator",
        "The Mimeoplasm",
    ],
)
def test_a_copy_is_judged_as_what_it_copies(snapshot_db: Path, copy: str) -> None:
    """Not by its own printed color: its block and combat damage are conditional against a
    color protection (White Knight: protection from black), citing 707.2."""
    with duckdb.connect(str(snapshot_db), read_only=True) as con:
        rows = con.execute(
            "SELECT interaction, verdict, reason FROM interactions WHERE source_name = ? "
            "AND protected_name = 'White Knight' ORDER BY interaction",
            [copy],
        ).fetchall()
    assert [(i, v) for i, v, _ in rows] == [("block", "conditional"), ("damage", "conditional")]
    assert all("707.2" in reason for _, _, reason in rows)


@pytest.mark.realdata
def test_answers_lead_with_removal_a_player_would_name(snapshot_db: Path) -> None:
    """Kor Firewalker in Modern: removal first (exile, destroy, ...), combat last; a deck of mana
    creatures and Forests does not answer it."""
    from pipeline.lookup.answers import find_answers

    result = find_answers(snapshot_db, "Kor Firewalker", fmt="modern", limit=None)
    top = [a.name for a in result.answers[:40]]
    assert "Path to Exile" in top
    assert all(a.how != "combat" for a in result.answers[:40])
    names = {a.name for a in result.answers}
    assert not {"Birds of Paradise", "Sakura-Tribe Elder", "Bear Umbra", "Ethereal Armor"} & names
    # sure answers before those that depend on play
    sure = [a.sure for a in result.answers]
    assert sure == sorted(sure, reverse=True)


def test_every_path_that_gets_through_has_an_outcome(sample_db: Path) -> None:
    """answer_paths keeps every row of answers, each with an outcome; `nothing` has no how."""
    with duckdb.connect(str(sample_db), read_only=True) as con:
        n_answers = con.execute("SELECT count(*) FROM answers").fetchone()
        n_paths, n_without, n_nothing_with_how = con.execute(
            "SELECT count(*), count(*) FILTER (WHERE outcome IS NULL), "
            "count(*) FILTER (WHERE outcome = 'nothing' AND how IS NOT NULL) FROM answer_paths"
        ).fetchone()
    assert (n_paths, n_without, n_nothing_with_how) == (n_answers[0], 0, 0)


@pytest.mark.realdata
@pytest.mark.parametrize(
    ("source", "interaction", "verdict"),
    [
        ("Grizzly Bears", "block", "not_applicable"),  # it has flying as that creature
        ("Serra Angel", "block", "allowed"),
        ("Shivan Dragon", "block", "conditional"),  # red, and protection from red once a creature
    ],
)
def test_a_card_protected_as_the_creature_it_becomes(
    snapshot_db: Path, source: str, interaction: str, verdict: str
) -> None:
    """Opal Guardian "becomes a 3/4 Gargoyle creature with flying and protection from red": its
    protection exists only as that creature, so it is judged as one, with flying."""
    with duckdb.connect(str(snapshot_db), read_only=True) as con:
        found = con.execute(
            "SELECT verdict FROM interactions WHERE source_name = ? "
            "AND protected_name = 'Opal Guardian' AND interaction = ?",
            [source, interaction],
        ).fetchall()
    assert found == [(verdict,)]


def test_granted_protection_leaves_combat_to_play(sample_db: Path) -> None:
    """Sword of Fire and Ice protects the creature it equips, whose body play decides: a
    creature's combat with it depends, unless it deals less than the Sword's +2/+2 leaves that
    creature at least (Llanowar Elves' 1), a pump spell still does nothing to it, removal that
    gets past the protection removes it, and removal that reaches only some creatures
    ("nonblack", "white or black permanent") depends on which creature that is."""
    sources = [
        "Blastoderm",
        "Llanowar Elves",
        "Giant Growth",
        "Murder",
        "Doom Blade",
        "Celestial Purge",
    ]
    with duckdb.connect(str(sample_db), read_only=True) as con:
        rows = dict(
            con.execute(
                "SELECT source_name, outcome_vs_opponent FROM answer_paths "
                "WHERE protected_name = 'Sword of Fire and Ice' AND scope = 'granted' "
                "AND list_contains($sources, source_name) AND interaction IN ('damage', 'target')",
                {"sources": sources},
            ).fetchall()
        )
        sure = con.execute(
            """
            SELECT list(DISTINCT c.name ORDER BY c.name)
            FROM internal.sure_answers AS s
            JOIN internal.protected_objects AS o USING (object_id)
            JOIN internal.card_ranks AS r USING (card_rank)
            JOIN cards AS c ON c.oracle_id = r.oracle_id
            WHERE o.name = 'Sword of Fire and Ice' AND o.scope = 'granted'
              AND list_contains($sources, c.name)
            """,
            {"sources": sources},
        ).fetchone()
    assert rows == {
        "Blastoderm": "depends",
        "Llanowar Elves": "nothing",
        "Giant Growth": "nothing",
        "Murder": "removes",
        "Doom Blade": "depends",
        "Celestial Purge": "depends",
    }
    assert sure == (["Murder"],)  # the report's counts take only what surely deals with it


@pytest.mark.realdata
@pytest.mark.parametrize(("protected", "scope", "interaction", "source", "outcome"), OBJECT_CASES)
def test_an_object_play_decides(
    case_paths: dict[tuple[str, str], list[PathRow]],
    protected: str,
    scope: str,
    interaction: str,
    source: str,
    outcome: str | None,
) -> None:
    """What a granted protection protects, or a player: removal reaches it surely only where it
    reaches every type the object can be; combat deals with it only where a fight can."""
    found = [
        o
        for s, i, o, _, _ in case_paths.get((source, protected), [])
        if s == scope and i == interaction
    ]
    assert found == ([] if outcome is None else [outcome])


def test_the_quick_macro_gives_the_views_rows(sample_db: Path) -> None:
    """internal.answer_paths_for, which the commands call for a few cards, is the view's rows for
    those cards and sources, no more, no less."""
    names = ["Black Knight", "True-Name Nemesis", "Sword of Fire and Ice"]
    sources = ["Lightning Bolt", "Wrath of God", "Llanowar Elves", "Pacifism", "Counterspell"]
    with duckdb.connect(str(sample_db), read_only=True) as con:
        view = set(
            con.execute(
                "SELECT * FROM answer_paths WHERE list_contains($names, protected_name) "
                "AND list_contains($sources, source_name)",
                {"names": names, "sources": sources},
            ).fetchall()
        )
        macro = set(
            con.execute(
                """
                SELECT * FROM internal.answer_paths_for(
                    (SELECT list(oracle_id) FROM cards WHERE list_contains($names, name)),
                    (SELECT list(oracle_id) FROM cards WHERE list_contains($sources, name)))
                """,
                {"names": names, "sources": sources},
            ).fetchall()
        )
    assert len(view) > 10
    assert view == macro


@pytest.mark.realdata
def test_the_sql_reads_a_card_s_name_as_the_parser_does(snapshot_db: Path) -> None:
    """internal.named_text, which the answer outcomes read a card's own text with, puts
    CARDNAME where the parser's replace_self_name does, on every face of the snapshot (a
    rebalanced "A-" name, a short name before a comma, a legendary first word as a subject)."""
    from pipeline.parse.oracle_text import replace_self_name

    with duckdb.connect(str(snapshot_db), read_only=True) as con:
        faces = con.execute(
            """
            SELECT f.oracle_text, f.name, list_contains(f.supertypes, 'Legendary'),
                   internal.named_text(f.oracle_text, f.name, f.supertypes)
            FROM card_faces AS f
            WHERE f.oracle_text IS NOT NULL
            """
        ).fetchall()
    differ = [
        name
        for text, name, legendary, named in faces
        if replace_self_name(text, name, legendary=legendary) != named
    ]
    assert len(faces) > 20_000
    assert differ == []
