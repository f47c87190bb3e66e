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
