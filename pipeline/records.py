"""The source-independent card records every source normalises into, collected column by column.

Sources call `CardCollector.add_printing` once per printing (streamed); oracle-level rows
(cards, card_faces) are kept once per oracle_id, so memory grows with distinct cards, not
printings. `frames()` hands the columns to the loader as Polars DataFrames.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import polars as pl

from pipeline.errors import ParseError
from pipeline.oracle_text import split_type_line
from pipeline.vocabulary import COLOR_CODES

# Layouts that are not game cards (CR 108.2b tokens, emblems, art cards) and the casual
# supplements' oversized cards (planes, schemes, vanguards: CR 901, 314, 902); the latter are
# kept only with include_extras.
NON_CARD_LAYOUTS = frozenset(
    {"token", "double_faced_token", "emblem", "art_series", "augment_token"}
)
EXTRA_LAYOUTS = frozenset({"planar", "scheme", "vanguard"})
# For these layouts the card's colors are its front face's (CR 711.4, 712.8): the back face
# is not part of the card's characteristics in hand or on the stack.
FRONT_FACE_LAYOUTS = frozenset({"transform", "modal_dfc", "meld", "reversible_card", "flip"})


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a card as a source reports it."""

    name: str
    mana_cost: str
    type_line: str
    oracle_text: str
    colors: Sequence[str] | None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None


@dataclass(frozen=True, slots=True)
class Printing:
    """One printing of a card, with its oracle-level characteristics."""

    printing_id: str
    oracle_id: str
    name: str
    layout: str
    set_code: str
    set_name: str
    set_type: str
    released_at: str
    collector_number: str
    rarity: str
    mana_value: float
    colors: Sequence[str] | None
    color_identity: Sequence[str]
    keywords: Sequence[str]
    faces: Sequence[Face]
    lang: str = "en"
    is_funny: bool = False
    legal_formats: Sequence[str] = ()


def _wubrg(colors: Sequence[str] | set[str] | None) -> list[str]:
    present = set(colors or ())
    return [c for c in COLOR_CODES if c in present]


def keep_layout(layout: str, include_extras: bool) -> bool:
    """Whether a card of this layout is loaded (see NON_CARD_LAYOUTS / EXTRA_LAYOUTS)."""
    if layout in NON_CARD_LAYOUTS:
        return False
    return include_extras or layout not in EXTRA_LAYOUTS


@dataclass
class CardCollector:
    """Column buffers for sets, cards, card_faces and printings."""

    sets: dict[str, tuple[str, str, str]] = field(default_factory=dict)
    cards: dict[str, list[object]] = field(default_factory=lambda: _columns(_CARD_COLUMNS))
    faces: dict[str, list[object]] = field(default_factory=lambda: _columns(_FACE_COLUMNS))
    printings: dict[str, list[object]] = field(default_factory=lambda: _columns(_PRINTING_COLUMNS))
    skipped: Counter[str] = field(default_factory=Counter)
    _seen_oracle: set[str] = field(default_factory=set)
    _seen_printing: set[str] = field(default_factory=set)

    def add_set(self, set_code: str, name: str, set_type: str, released_at: str) -> None:
        self.sets.setdefault(set_code.upper(), (name, set_type, released_at))

    def skip(self, reason: str) -> None:
        """Count an upstream record left out, so the refresh can report it."""
        self.skipped[reason] += 1

    def add_printing(self, p: Printing) -> None:
        if not p.oracle_id:
            raise ParseError(
                f"card {p.name!r} ({p.set_code} #{p.collector_number}) has no oracle id"
            )
        if not p.faces:
            raise ParseError(f"card {p.name!r} ({p.set_code}) has no faces")
        set_code = p.set_code.upper()
        self.add_set(set_code, p.set_name, p.set_type, p.released_at)
        if p.printing_id not in self._seen_printing:
            self._seen_printing.add(p.printing_id)
            cols = self.printings
            cols["printing_id"].append(p.printing_id)
            cols["oracle_id"].append(p.oracle_id)
            cols["set_code"].append(set_code)
            cols["collector_number"].append(p.collector_number)
            cols["rarity"].append(p.rarity)
            cols["released_at"].append(p.released_at)
            cols["lang"].append(p.lang)
        if p.oracle_id in self._seen_oracle:
            return
        self._seen_oracle.add(p.oracle_id)
        self._add_card(p)

    def _add_card(self, p: Printing) -> None:
        face_types = []
        for index, face in enumerate(p.faces):
            supertypes, types, subtypes = split_type_line(face.type_line)
            face_types.append((supertypes, types, subtypes))
            f = self.faces
            f["oracle_id"].append(p.oracle_id)
            f["face_index"].append(index)
            f["name"].append(face.name)
            f["mana_cost"].append(face.mana_cost)
            f["colors"].append(_wubrg(face.colors if face.colors is not None else p.colors))
            f["type_line"].append(face.type_line)
            f["supertypes"].append(supertypes)
            f["types"].append(types)
            f["subtypes"].append(subtypes)
            f["oracle_text"].append(face.oracle_text)
            f["power"].append(face.power)
            f["toughness"].append(face.toughness)
            f["loyalty"].append(face.loyalty)
        if p.colors is not None:
            colors = _wubrg(p.colors)
        elif p.layout in FRONT_FACE_LAYOUTS:
            colors = _wubrg(p.faces[0].colors)
        else:
            colors = _wubrg({c for face in p.faces for c in face.colors or ()})
        multi = len(p.faces) > 1
        front = p.faces[0]
        c = self.cards
        c["oracle_id"].append(p.oracle_id)
        c["name"].append(p.name)
        c["layout"].append(p.layout)
        c["mana_cost"].append(
            " // ".join(f.mana_cost for f in p.faces if f.mana_cost) if multi else front.mana_cost
        )
        c["mana_value"].append(p.mana_value)
        c["colors"].append(colors)
        c["color_identity"].append(_wubrg(p.color_identity))
        c["type_line"].append(
            " // ".join(f.type_line for f in p.faces) if multi else front.type_line
        )
        c["supertypes"].append(_union(t[0] for t in face_types))
        c["types"].append(_union(t[1] for t in face_types))
        c["subtypes"].append(_union(t[2] for t in face_types))
        c["oracle_text"].append(
            "\n//\n".join(f.oracle_text for f in p.faces) if multi else front.oracle_text
        )
        c["keywords"].append(list(p.keywords))
        c["power"].append(front.power)
        c["toughness"].append(front.toughness)
        c["loyalty"].append(front.loyalty)
        c["is_funny"].append(p.is_funny)
        c["legal_formats"].append(sorted(p.legal_formats))

    def frames(self) -> dict[str, pl.DataFrame]:
        sets = {
            "set_code": list(self.sets),
            "name": [v[0] for v in self.sets.values()],
            "set_type": [v[1] for v in self.sets.values()],
            "released_at": [v[2] for v in self.sets.values()],
        }
        return {
            "sets": pl.DataFrame(sets, schema=_SET_SCHEMA),
            "cards": pl.DataFrame(self.cards, schema=_CARD_COLUMNS),
            "card_faces": pl.DataFrame(self.faces, schema=_FACE_COLUMNS),
            "printings": pl.DataFrame(self.printings, schema=_PRINTING_COLUMNS),
        }

    @property
    def n_printings(self) -> int:
        return len(self.printings["printing_id"])


def _union(lists: object) -> list[str]:
    out: list[str] = []
    for items in lists:  # type: ignore[attr-defined]
        out.extend(x for x in items if x not in out)
    return out


def _columns(schema: dict[str, object]) -> dict[str, list[object]]:
    return {name: [] for name in schema}


_STR = pl.Utf8
_STRS = pl.List(pl.Utf8)
_SET_SCHEMA = {"set_code": _STR, "name": _STR, "set_type": _STR, "released_at": _STR}
_CARD_COLUMNS: dict[str, object] = {
    "oracle_id": _STR,
    "name": _STR,
    "layout": _STR,
    "mana_cost": _STR,
    "mana_value": pl.Float64,
    "colors": _STRS,
    "color_identity": _STRS,
    "type_line": _STR,
    "supertypes": _STRS,
    "types": _STRS,
    "subtypes": _STRS,
    "oracle_text": _STR,
    "keywords": _STRS,
    "power": _STR,
    "toughness": _STR,
    "loyalty": _STR,
    "is_funny": pl.Boolean,
    "legal_formats": _STRS,
}
_FACE_COLUMNS: dict[str, object] = {
    "oracle_id": _STR,
    "face_index": pl.Int32,
    "name": _STR,
    "mana_cost": _STR,
    "colors": _STRS,
    "type_line": _STR,
    "supertypes": _STRS,
    "types": _STRS,
    "subtypes": _STRS,
    "oracle_text": _STR,
    "power": _STR,
    "toughness": _STR,
    "loyalty": _STR,
}
_PRINTING_COLUMNS: dict[str, object] = {
    "printing_id": _STR,
    "oracle_id": _STR,
    "set_code": _STR,
    "collector_number": _STR,
    "rarity": _STR,
    "released_at": _STR,
    "lang": _STR,
}
