"""Fixed game vocabularies from the Comprehensive Rules (colors 105.1, types 300.1, supertypes 205.4d).

Subtypes are *not* listed here: they come from the loaded card data (see store/build.py), because
new creature types appear with every set.
"""

from __future__ import annotations

# CR 105.1: the five colors, in WUBRG order.
COLOR_CODES: tuple[str, ...] = ("W", "U", "B", "R", "G")
COLOR_BY_WORD: dict[str, str] = {
    "white": "W",
    "blue": "U",
    "black": "B",
    "red": "R",
    "green": "G",
}
WORD_BY_COLOR: dict[str, str] = {code: word for word, code in COLOR_BY_WORD.items()}

# CR 300.1 card types (Tribal was renamed Kindred in 2024; both spellings occur in data).
CARD_TYPES: frozenset[str] = frozenset(
    {
        "Artifact",
        "Battle",
        "Conspiracy",
        "Creature",
        "Dungeon",
        "Enchantment",
        "Instant",
        "Kindred",
        "Land",
        "Phenomenon",
        "Plane",
        "Planeswalker",
        "Scheme",
        "Sorcery",
        "Tribal",
        "Vanguard",
    }
)
# CR 205.4d supertypes.
SUPERTYPES: frozenset[str] = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Host"})

# Card types whose cards are spells that are never permanents (CR 304, 307).
NONPERMANENT_TYPES: frozenset[str] = frozenset({"Instant", "Sorcery"})

# Scryfall bulk-data entries a refresh can read (https://scryfall.com/docs/api/bulk-data).
SCRYFALL_BULK_TYPES = ("default_cards", "oracle_cards", "all_cards")

# Formats as the card data names them (Scryfall `legalities` keys; MTGJSON's are the same words).
# A card counts in a format when it is legal or restricted there (cards.legal_formats).
FORMATS: tuple[str, ...] = (
    "standard",
    "future",
    "alchemy",
    "pioneer",
    "explorer",
    "historic",
    "timeless",
    "gladiator",
    "modern",
    "premodern",
    "legacy",
    "vintage",
    "oldschool",
    "pauper",
    "penny",
    "commander",
    "duel",
    "oathbreaker",
    "paupercommander",
    "predh",
    "brawl",
    "standardbrawl",
    "historicbrawl",
)

# Kinds of answer to a protected card, in the order players read them: the DEBT four (702.16b-f)
# first, then what protection never stops (sweepers, edicts, counterspells).
DEBT_KINDS: tuple[str, ...] = ("damage", "attach", "block", "target")
ANSWER_KINDS: tuple[str, ...] = (*DEBT_KINDS, "sweep", "edict", "counter")

# Whose sources a verdict reads: 'opponent' (two players; the source's controller is the
# protected card's opponent, 702.16k) or 'any' (any controller, the fully general reading).
PERSPECTIVES: tuple[str, ...] = ("opponent", "any")
