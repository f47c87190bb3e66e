"""The source-independent card records every source normalises into, collected column by column.

Sources call `CardCollector.add_printing` once per printing (streamed), or, for a printing of
a card already added (`has_card`), the cheaper `add_printing_row`. Oracle-level rows (cards,
card_faces) are kept once per oracle_id; printing and name rows are moved into compact
DataFrames every ROW_BATCH rows, so the Python objects held grow with distinct cards, not
printings.
`frames()` hands the columns to the loader as Polars DataFrames (see `columns` for how they
are buffered and built). A collector can also take in what another one gathered from the
records that come after its own (`collected`, then `absorb`: how a source splits its work
with a process of its own).
"""

from __future__ import annotations

import contextlib
import gc
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import chain
from typing import TYPE_CHECKING

from pipeline.errors import ParseError
from pipeline.limits import MAX_PROTECTION_CLAUSES
from pipeline.parse.oracle_text import split_type_line
from pipeline.sources.columns import ListColumn, RowBuffer, frame
from pipeline.vocabulary import COLOR_CODES

if TYPE_CHECKING:  # polars is imported when frames are built, not by every source
    import polars as pl

    from pipeline.parse.frames import FaceRow

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
    edhrec_rank: int | None = None  # popularity (EDHREC), the same on every printing


@dataclass(frozen=True, slots=True)
class Ruling:
    """One official ruling (or Scryfall note) on a card, as a source reports it."""

    published_at: str
    text: str
    source: str = "wotc"


def _wubrg(colors: Sequence[str] | set[str] | None) -> tuple[str, ...]:
    if not colors:
        return ()
    key = colors if isinstance(colors, tuple) else tuple(colors)
    ordered = _WUBRG.get(key)
    if ordered is None:
        present = set(key)
        ordered = _WUBRG[key] = tuple(c for c in COLOR_CODES if c in present)
    return ordered


# _wubrg's answers by input (a few dozen distinct color lists exist).
_WUBRG: dict[tuple[str, ...], tuple[str, ...]] = {}


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a source decodes and normalises its cards.

    Decoding builds millions of objects and none of them form cycles; every full collection
    would walk all of them again, which took about half of decode + normalise on the MTGJSON
    snapshot. Reference counting still frees everything as usual."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def keep_layout(layout: str, include_extras: bool) -> bool:
    """Whether a card of this layout is loaded (see NON_CARD_LAYOUTS / EXTRA_LAYOUTS)."""
    if layout in NON_CARD_LAYOUTS:
        return False
    return include_extras or layout not in EXTRA_LAYOUTS


@dataclass
class Collected:
    """What a collector gathered (its frames, and what merging with another one needs)."""

    frames: dict[str, pl.DataFrame]
    edhrec_ranks: dict[str, int]
    skipped: dict[str, int]
    warnings: list[str]


@dataclass
class CardCollector:
    """Column buffers for sets, cards, card_faces and printings.

    `on_faces`, if given, is handed the faces of newly collected cards in batches of
    FACE_BATCH while the source is still decoding (the last batch when the frames are built),
    so a parser can work on them meanwhile."""

    sets: dict[str, tuple[str, str, str]] = field(default_factory=dict)
    cards: dict[str, list[object]] = field(default_factory=lambda: _columns(_CARD_COLUMNS))
    card_lists: dict[str, ListColumn] = field(default_factory=lambda: _lists(_CARD_COLUMNS))
    faces: dict[str, list[object]] = field(default_factory=lambda: _columns(_FACE_COLUMNS))
    face_lists: dict[str, ListColumn] = field(default_factory=lambda: _lists(_FACE_COLUMNS))
    printings: RowBuffer = field(default_factory=lambda: RowBuffer(_PRINTING_COLUMNS, ROW_BATCH))
    names: RowBuffer = field(default_factory=lambda: RowBuffer(_NAME_COLUMNS, ROW_BATCH))
    rulings: dict[str, list[object]] = field(default_factory=lambda: _columns(_RULING_COLUMNS))
    skipped: Counter[str] = field(default_factory=Counter)
    warnings: list[str] = field(default_factory=list)
    _ruled: set[str] = field(default_factory=set)
    # what the file says about itself: kind, and MTGJSON's meta version and date
    meta: dict[str, str] = field(default_factory=dict)
    _seen_names: set[int] = field(default_factory=set)
    _seen_oracle: set[str] = field(default_factory=set)
    _edhrec_ranks: dict[str, int] = field(default_factory=dict)
    _set_codes: dict[str, str] = field(default_factory=dict)  # as given -> upper case
    on_faces: Callable[[list[FaceRow]], None] | None = None
    _new_faces: list[FaceRow] = field(default_factory=list)
    # rows absorbed from a later collector (absorb): cards, card_faces, rulings
    _later: list[tuple[pl.DataFrame, pl.DataFrame, pl.DataFrame]] = field(default_factory=list)

    def add_set(self, set_code: str, name: str, set_type: str, released_at: str) -> None:
        self.sets.setdefault(set_code.upper(), (name, set_type, released_at))

    def skip(self, reason: str) -> None:
        """Count an upstream record left out, so the refresh can report it."""
        self.skipped[reason] += 1

    def warn(self, message: str) -> None:
        """Something upstream is missing that the build does without (the rulings)."""
        self.warnings.append(message)

    def add_rulings(self, oracle_id: str, rulings: Iterable[Ruling]) -> None:
        """A card's rulings, kept from the first printing that carries any: sources repeat
        them on every printing and face (MTGJSON), or list each once (Scryfall's file)."""
        if oracle_id in self._ruled:
            return
        cols = self.rulings
        for ruling in rulings:
            cols["oracle_id"].append(oracle_id)
            cols["published_at"].append(ruling.published_at)
            cols["source"].append(ruling.source)
            cols["text"].append(ruling.text)
            self._ruled.add(oracle_id)

    def add_printing(self, p: Printing) -> None:
        if not p.oracle_id:
            raise ParseError(
                f"card {p.name!r} ({p.set_code} #{p.collector_number}) has no oracle id"
            )
        if not p.faces:
            raise ParseError(f"card {p.name!r} ({p.set_code}) has no faces")
        self.add_printing_row(
            p.printing_id,
            p.oracle_id,
            p.set_code,
            p.set_name,
            p.set_type,
            p.released_at,
            p.collector_number,
            p.rarity,
            p.lang,
            p.edhrec_rank,
        )
        if p.oracle_id in self._seen_oracle:
            return
        self._seen_oracle.add(p.oracle_id)
        self._add_card(p)

    def add_name(
        self,
        oracle_id: str,
        lang: str,
        face_index: int,
        name: str | None,
        printed_text: str | None,
        printed_type_line: str | None,
    ) -> None:
        """The printed (localised) name and text of one face in one language; a row without
        a name, or a repeat of a row already collected, is left out (so streaming every
        printing of Scryfall's all_cards keeps only the distinct names in memory)."""
        if not name:
            return
        # a 64-bit hash stands for the row: the set stays small, and a collision
        # (odds ~1e-9 over a million rows) would only drop one duplicate-looking name
        key = hash((oracle_id, lang, face_index, name, printed_text))
        seen = self._seen_names
        if key not in seen:
            seen.add(key)
            rows = self.names.items
            rows.extend((oracle_id, lang, face_index, name, printed_text, printed_type_line))
            if len(rows) >= self.names.limit:
                self.names.flush()

    def has_card(self, oracle_id: str) -> bool:
        """Whether the card (its oracle-level rows) is already collected."""
        return oracle_id in self._seen_oracle

    def add_printing_row(
        self,
        printing_id: str,
        oracle_id: str,
        set_code: str,
        set_name: str,
        set_type: str,
        released_at: str,
        collector_number: str,
        rarity: str,
        lang: str = "en",
        edhrec_rank: int | None = None,
    ) -> None:
        """One printing's row only: for a reprint or another language of a card already
        collected (check `has_card`), without building a Printing. A printing id seen before
        keeps its first row (duplicates are dropped when the frames are built). A card's
        EDHREC rank is the best any of its printings carries (some printings lack it)."""
        if edhrec_rank is not None:
            best = self._edhrec_ranks.get(oracle_id)
            if best is None or edhrec_rank < best:
                self._edhrec_ranks[oracle_id] = edhrec_rank
        code = self._set_codes.get(set_code)
        if code is None:
            code = self._set_codes[set_code] = set_code.upper()
            if code not in self.sets:
                self.sets[code] = (set_name, set_type, released_at)
        rows = self.printings.items
        # in _PRINTING_COLUMNS' order
        rows.extend((printing_id, oracle_id, code, collector_number, rarity, released_at, lang))
        if len(rows) >= self.printings.limit:
            self.printings.flush()

    def _add_card(self, p: Printing) -> None:
        face_types = []
        f, fl = self.faces, self.face_lists
        for index, face in enumerate(p.faces):
            supertypes, types, subtypes = split_type_line(face.type_line)
            face_types.append((supertypes, types, subtypes))
            f["oracle_id"].append(p.oracle_id)
            f["face_index"].append(index)
            f["name"].append(face.name)
            f["mana_cost"].append(face.mana_cost)
            fl["colors"].append(_wubrg(face.colors if face.colors is not None else p.colors))
            f["type_line"].append(face.type_line)
            fl["supertypes"].append(supertypes)
            fl["types"].append(types)
            fl["subtypes"].append(subtypes)
            f["oracle_text"].append(face.oracle_text)
            if face.oracle_text.lower().count("protection") > MAX_PROTECTION_CLAUSES:
                self.warn(
                    f"{face.name}: only its first {MAX_PROTECTION_CLAUSES} protection clauses "
                    "are read"
                )
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
        c, cl = self.cards, self.card_lists
        c["oracle_id"].append(p.oracle_id)
        c["name"].append(p.name)
        c["layout"].append(p.layout)
        c["mana_cost"].append(
            " // ".join(f.mana_cost for f in p.faces if f.mana_cost) if multi else front.mana_cost
        )
        c["mana_value"].append(p.mana_value)
        cl["colors"].append(colors)
        cl["color_identity"].append(_wubrg(p.color_identity))
        c["type_line"].append(
            " // ".join(f.type_line for f in p.faces) if multi else front.type_line
        )
        cl["supertypes"].append(_union(t[0] for t in face_types))
        cl["types"].append(_union(t[1] for t in face_types))
        cl["subtypes"].append(_union(t[2] for t in face_types))
        c["oracle_text"].append(
            "\n//\n".join(f.oracle_text for f in p.faces) if multi else front.oracle_text
        )
        cl["keywords"].append(p.keywords)
        c["power"].append(front.power)
        c["toughness"].append(front.toughness)
        c["loyalty"].append(front.loyalty)
        c["is_funny"].append(p.is_funny)
        cl["legal_formats"].append(sorted(p.legal_formats))
        if self.on_faces is not None:
            keywords = tuple(p.keywords)
            self._new_faces += [
                (
                    p.oracle_id,
                    index,
                    face.name,
                    face.oracle_text,
                    face.type_line,
                    keywords,
                    _wubrg(face.colors if face.colors is not None else p.colors),
                    face.mana_cost or "",
                    face.loyalty or "",
                )
                for index, face in enumerate(p.faces)
            ]
            if len(self._new_faces) >= FACE_BATCH:
                self._hand_over_faces()

    def _hand_over_faces(self) -> None:
        if self.on_faces is not None and self._new_faces:
            self.on_faces(self._new_faces)
            self._new_faces = []

    def collected(self) -> Collected:
        """Everything gathered, for another collector to `absorb`."""
        frames = self.frames()
        return Collected(frames, dict(self._edhrec_ranks), dict(self.skipped), list(self.warnings))

    def absorb(self, later: Collected) -> None:
        """Take in what another collector gathered from the records that come after this one's,
        with the result this one would have had by collecting them itself: a card's rows
        still come from its first printing and its rulings from the first that has any, a
        name row already here is not repeated, and a card's EDHREC rank is the best of both.
        Call it after the last add_* (the rows absorbed don't count as seen for those)."""
        import polars as pl

        self._hand_over_faces()
        f = later.frames
        for code, *values in f["sets"].iter_rows():
            self.sets.setdefault(code, tuple(values))
        self.skipped.update(later.skipped)
        self.warnings += later.warnings
        # the best rank of a card both have goes into this one's card rows; the later card
        # rows kept below are of cards this one lacks, so their ranks are final already
        ranks = self._edhrec_ranks
        for oracle_id, rank in later.edhrec_ranks.items():
            best = ranks.get(oracle_id)
            if best is None or rank < best:
                ranks[oracle_id] = rank
        new = ~pl.col("oracle_id").is_in(
            pl.Series(list(self._seen_oracle), dtype=pl.String).implode()
        )
        cards, faces = f["cards"].filter(new), f["card_faces"].filter(new)
        self._seen_oracle.update(cards["oracle_id"].to_list())
        unruled = ~pl.col("oracle_id").is_in(
            pl.Series(list(self._ruled), dtype=pl.String).implode()
        )
        rulings = f["rulings"].filter(unruled)
        self._ruled.update(rulings["oracle_id"].to_list())
        self._later.append((cards, faces, rulings))
        self.printings.add_frame(f["printings"])
        names = f["card_names"].join(
            self.names.frame(), on=_NAME_KEY, how="anti", nulls_equal=True, maintain_order="left"
        )
        self.names.add_frame(names)
        if self.on_faces is not None and faces.height:
            from pipeline.parse.frames import face_rows  # (with polars, as the frames are)

            keywords = dict(zip(cards["oracle_id"], cards["keywords"].to_list(), strict=True))
            self._new_faces += face_rows(faces, keywords)
            self._hand_over_faces()

    def frames(self) -> dict[str, pl.DataFrame]:
        with gc_paused():  # the buffers hold millions of objects: see gc_paused
            return self._frames()

    def _frames(self) -> dict[str, pl.DataFrame]:
        import polars as pl

        self._hand_over_faces()
        sets = {
            "set_code": list(self.sets),
            "name": [v[0] for v in self.sets.values()],
            "set_type": [v[1] for v in self.sets.values()],
            "released_at": [v[2] for v in self.sets.values()],
        }
        printings = self.printings.frame()
        # one row per printing id, the first collected (DataFrame.unique(maintain_order=True)
        # would need several times the memory of this mask)
        first = printings.select(pl.col("printing_id").is_first_distinct()).to_series()
        if not first.all():
            printings = printings.filter(first)
        ranks = self._edhrec_ranks
        self.cards["edhrec_rank"] = [ranks.get(str(o)) for o in self.cards["oracle_id"]]
        cards = [frame(_CARD_COLUMNS, self.cards, self.card_lists)]
        faces = [frame(_FACE_COLUMNS, self.faces, self.face_lists)]
        rulings = [frame(_RULING_COLUMNS, self.rulings)]
        for later_cards, later_faces, later_rulings in self._later:
            cards.append(later_cards)
            faces.append(later_faces)
            rulings.append(later_rulings)
        return {
            "sets": frame(_SET_COLUMNS, sets),
            "cards": pl.concat(cards, rechunk=False),
            "card_faces": pl.concat(faces, rechunk=False),
            "printings": printings,
            "card_names": self.names.frame(),
            "rulings": pl.concat(rulings, rechunk=False),
        }

    @property
    def n_printings(self) -> int:
        """Printing rows collected (a repeated printing id counts each time it came)."""
        return len(self.printings)


def _union(lists: Iterable[Iterable[str]]) -> list[str]:
    """The items of all lists, in first-seen order, each once."""
    return list(dict.fromkeys(chain.from_iterable(lists)))


def _columns(schema: dict[str, str]) -> dict[str, list[object]]:
    """Empty buffers for the schema's scalar columns."""
    return {name: [] for name, kind in schema.items() if kind != "strs"}


def _lists(schema: dict[str, str]) -> dict[str, ListColumn]:
    """Empty buffers for the schema's list columns."""
    return {name: ListColumn() for name, kind in schema.items() if kind == "strs"}


# Printing and name rows buffered as Python objects before they move into a DataFrame.
ROW_BATCH = 1 << 16
# Faces of new cards handed to `on_faces` at a time.
FACE_BATCH = 2048
# Column kinds: str (String), strs (List(String)), f64, i32, bool.
_SET_COLUMNS = {"set_code": "str", "name": "str", "set_type": "str", "released_at": "str"}
_CARD_COLUMNS: dict[str, str] = {
    "oracle_id": "str",
    "name": "str",
    "layout": "str",
    "mana_cost": "str",
    "mana_value": "f64",
    "colors": "strs",
    "color_identity": "strs",
    "type_line": "str",
    "supertypes": "strs",
    "types": "strs",
    "subtypes": "strs",
    "oracle_text": "str",
    "keywords": "strs",
    "power": "str",
    "toughness": "str",
    "loyalty": "str",
    "is_funny": "bool",
    "legal_formats": "strs",
    "edhrec_rank": "i32",  # filled from all printings when the frames are built
}
_FACE_COLUMNS: dict[str, str] = {
    "oracle_id": "str",
    "face_index": "i32",
    "name": "str",
    "mana_cost": "str",
    "colors": "strs",
    "type_line": "str",
    "supertypes": "strs",
    "types": "strs",
    "subtypes": "strs",
    "oracle_text": "str",
    "power": "str",
    "toughness": "str",
    "loyalty": "str",
}
_RULING_COLUMNS: dict[str, str] = {
    "oracle_id": "str",
    "published_at": "str",
    "source": "str",
    "text": "str",
}
# A name row's identity: add_name keeps one row per key.
_NAME_KEY = ["oracle_id", "lang", "face_index", "name", "printed_text"]
_NAME_COLUMNS: dict[str, str] = {
    "oracle_id": "str",
    "lang": "str",
    "face_index": "i32",
    "name": "str",
    "printed_text": "str",
    "printed_type_line": "str",
}
_PRINTING_COLUMNS: dict[str, str] = {
    "printing_id": "str",
    "oracle_id": "str",
    "set_code": "str",
    "collector_number": "str",
    "rarity": "str",
    "released_at": "str",
    "lang": "str",
}
