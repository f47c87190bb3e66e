"""Parsing oracle text: protection clauses (702.16), what each face can do to an object, and
printed (localized) protection clauses. Pure functions: text in, typed records out.

Where a phrasing goes. Every parser reads a face from the outside in; a new phrasing belongs
at the first level that doesn't understand it, with its rule and an example card beside the
pattern, and a test on that card's real text.

Protection (protection.py -> the `protections` and `protection_losses` tables):

1. sentence -> clause: protection_clauses.py splits a face into abilities and sentences and
   reads who gets protection, when and for how long: "Equipped creature has protection from
   red and from white" (Sword of War and Peace: scope granted, subject "Equipped creature");
   "As long as Pristine Angel is untapped, it has ..." (a condition).
2. item -> quality: protection_qualities.py reads one item of the "from" list into a kind,
   a value and a SourcePredicate: "non-Spirit creatures" (compound: card type + excluded
   subtype), "mana value 3 or greater" (mana_value >=3), "the color of your choice" (chosen).
3. the rest of the card: card_facts.py decides what a clause alone can't: whether the card
   is in the group it protects ("Cats you control" on a Cat), which choices it spells out.

What a face can do (capabilities.py -> the `capabilities` table):

1. face -> abilities: capabilities.py splits the text into lines and quoted abilities, reads
   keyword abilities (Equip, Enchant, Bestow, Flash) and how each ability is used (spell,
   activated, triggered, static).
2. ability -> clause, by its verb: capability_clauses.py: "target" (702.16b), "deals ...
   damage to" (702.16e), "fights" (701.14), "attach" (702.16c-d), "destroy/exile all"
   (sweeps), "sacrifices a creature" (edicts), "counter target spell" (counters). Shock:
   "Shock deals 2 damage to any target." is a target row and a damage row.
3. clause -> object: effect_objects.py reads where the object starts: "any target",
   "target ...", "each ...", "that creature", "it"; noun_phrases.py reads the noun phrase's
   restrictions: "target nonblack creature" (Doom Blade: an excluded color), "another target
   creature you control with mana value 3 or less".
4. who acts: subjects.py decides whether the card or another object deals the damage
   (Clear Shot: "Target creature you control gets +1/+1 until end of turn. It deals damage
   equal to its power to target creature you don't control": the creature);
   source_forms.py what the source is when it acts (an animated land, a crewed Vehicle, a
   bestowed Aura, an emblem, damage that can't be prevented); token_sources.py the tokens it
   creates, as sources of the abilities they carry.
5. what it does: effects.py reads what each row does to its object for the answers (how,
   amount, speed, what it depends on): "Destroy target creature. It can't be regenerated."
   (Terminate: destroy), "Target creature gets -4/-4 until end of turn." (Grasp of Darkness:
   shrink 4).

capability_rows.py holds the records all these levels build; oracle_text.py the small text
helpers they share (the card's own name as the placeholder CARDNAME, reminder text removed).
Localized clauses (localized.py) have a grammar table per language, not levels: a new
language is one table entry.
"""
