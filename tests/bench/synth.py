"""Benchmark inputs synthesised from an MTGJSON AllPrintings snapshot (never committed).

- `synthesise_jsonl`: a Scryfall-format JSON Lines file (gzip) with one card object per
  printing per language: the English printing plus one object per `foreignData` entry
  (`lang`, `printed_name`, `printed_text`, `printed_type_line` from foreignData, everything
  else from the printing), like Scryfall's `all_cards` bulk file. Optionally also a file of
  twice that size (every object a second time under a different id).
- `write_fragment`: a small AllPrintings (a few sets) for `run.py --quick`.
- `write_changed`: the snapshot after a small upstream change (one card's text edited,
  one card gone, one card new), for the refresh that reuses the previous build.

Usable as a script (run.py calls it in a child process so the parent stays small):
    python tests/bench/synth.py jsonl AllPrintings.json.gz OUT.jsonl.gz [DOUBLE.jsonl.gz]
    python tests/bench/synth.py fragment AllPrintings.json.gz OUT.json.gz N_SETS
    python tests/bench/synth.py changed AllPrintings.json.gz OUT.json.gz
"""

from __future__ import annotations

import contextlib
import gzip
import sys
import uuid
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import msgspec

from pipeline.sources import mtgjson
from pipeline.sources.mtgjson import LANGUAGE_CODES

# Layouts whose Scryfall objects carry colors per face only (CR 711.4, 712.8).
_FACE_COLOR_LAYOUTS = frozenset({"transform", "modal_dfc", "meld", "reversible_card"})
_NAMESPACE = uuid.UUID("6b1f3c52-36a4-4b8e-9a0c-5d1f0e7c2a11")


# The pipeline's own MTGJSON Structs, extended with the fields a Scryfall object also carries.
class ForeignData(mtgjson.ForeignData):
    flavorText: str | None = None
    multiverseId: int | None = None


class Identifiers(mtgjson.Identifiers):
    multiverseId: str | None = None


class Card(mtgjson.MtgjsonCard):
    identifiers: Identifiers
    foreignData: list[ForeignData] = msgspec.field(default_factory=list)
    isReserved: bool = False
    artist: str | None = None
    flavorText: str | None = None
    borderColor: str = "black"
    frameVersion: str = "2015"
    finishes: list[str] = msgspec.field(default_factory=list)
    availability: list[str] = msgspec.field(default_factory=list)
    securityStamp: str | None = None
    watermark: str | None = None


class Set(msgspec.Struct):
    code: str
    name: str
    type: str
    releaseDate: str
    cards: list[Card]


class Document(msgspec.Struct):
    data: dict[str, Set]


def load(path: Path) -> Document:
    """Decode an AllPrintings file (plain or gzip) with only the fields synthesis needs."""
    raw = path.read_bytes()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    return msgspec.json.decode(raw, type=Document)


def _lower_legalities(legalities: dict[str, str]) -> dict[str, str]:
    return {fmt: status.lower().replace(" ", "_") for fmt, status in legalities.items()}


def _face(card: Card, foreign: ForeignData | None) -> dict[str, Any]:
    face: dict[str, Any] = {
        "object": "card_face",
        "name": card.faceName or card.name,
        "mana_cost": card.manaCost,
        "type_line": card.type,
        "oracle_text": card.text,
        "colors": card.colors,
    }
    for key, value in (
        ("power", card.power),
        ("toughness", card.toughness),
        ("loyalty", card.loyalty),
        ("flavor_text", card.flavorText),
        ("artist", card.artist),
    ):
        if value is not None:
            face[key] = value
    if foreign is not None:
        face["printed_name"] = foreign.faceName or foreign.name
        if foreign.text is not None:
            face["printed_text"] = foreign.text
        if foreign.type is not None:
            face["printed_type_line"] = foreign.type
    return face


def _english(mtg_set: Set, entries: list[Card], printing_id: str, oracle_id: str) -> dict[str, Any]:
    first = entries[0]
    obj: dict[str, Any] = {
        "object": "card",
        "id": printing_id,
        "oracle_id": oracle_id,
        "multiverse_ids": [int(first.identifiers.multiverseId)]
        if first.identifiers.multiverseId
        else [],
        "name": first.name,
        "lang": "en",
        "released_at": mtg_set.releaseDate,
        "uri": f"https://api.scryfall.com/cards/{printing_id}",
        "layout": first.layout,
        "cmc": first.manaValue,
        "color_identity": first.colorIdentity,
        "keywords": sorted({k for c in entries for k in c.keywords}),
        "legalities": _lower_legalities(first.legalities),
        "games": first.availability,
        "reserved": first.isReserved,
        "finishes": first.finishes,
        "set": mtg_set.code.lower(),
        "set_name": mtg_set.name,
        "set_type": "funny" if first.isFunny and mtg_set.type != "funny" else mtg_set.type,
        "collector_number": first.number,
        "rarity": first.rarity,
        "border_color": first.borderColor,
        "frame": first.frameVersion,
    }
    if len(entries) > 1:
        obj["mana_cost"] = " // ".join(c.manaCost for c in entries if c.manaCost)
        obj["type_line"] = " // ".join(c.type for c in entries)
        if first.layout not in _FACE_COLOR_LAYOUTS:
            obj["colors"] = sorted({x for c in entries for x in c.colors})
        obj["card_faces"] = [_face(c, None) for c in entries]
    else:
        obj["mana_cost"] = first.manaCost
        obj["type_line"] = first.type
        obj["oracle_text"] = first.text
        obj["colors"] = first.colors
        for key, value in (
            ("power", first.power),
            ("toughness", first.toughness),
            ("loyalty", first.loyalty),
            ("flavor_text", first.flavorText),
            ("artist", first.artist),
        ):
            if value is not None:
                obj[key] = value
    if first.securityStamp:
        obj["security_stamp"] = first.securityStamp
    if first.watermark:
        obj["watermark"] = first.watermark
    return obj


def _foreign(
    english: dict[str, Any], entries: list[Card], foreign: ForeignData, lang: str, object_id: str
) -> dict[str, Any]:
    obj = dict(english)
    obj["id"] = object_id
    obj["uri"] = f"https://api.scryfall.com/cards/{object_id}"
    obj["lang"] = lang
    obj["multiverse_ids"] = [foreign.multiverseId] if foreign.multiverseId else []
    obj["printed_name"] = foreign.name
    if foreign.text is not None:
        obj["printed_text"] = foreign.text
    if foreign.type is not None:
        obj["printed_type_line"] = foreign.type
    if foreign.flavorText is not None:
        obj["flavor_text"] = foreign.flavorText
    if "card_faces" in obj:
        faces = []
        for card in entries:
            match = next((f for f in card.foreignData if f.language == foreign.language), None)
            faces.append(_face(card, match))
        obj["card_faces"] = faces
    return obj


def scryfall_objects(document: Document) -> Iterator[dict[str, Any]]:
    """Every Scryfall card object (all languages) for the printings of an AllPrintings document."""
    for mtg_set in document.data.values():
        groups: dict[str, list[Card]] = {}
        for card in mtg_set.cards:
            groups.setdefault(card.identifiers.scryfallId or card.uuid, []).append(card)
        for printing_id, entries in groups.items():
            entries.sort(key=lambda c: c.side or "")
            oracle_id = entries[0].identifiers.scryfallOracleId
            if not oracle_id:
                continue  # Scryfall's own files always carry one; the pipeline would reject it
            english = _english(mtg_set, entries, printing_id, oracle_id)
            yield english
            seen = {"en"}
            for foreign in entries[0].foreignData:
                lang = LANGUAGE_CODES.get(foreign.language, foreign.language[:2].lower())
                if lang in seen:
                    continue  # one object per printing and language, as Scryfall has
                seen.add(lang)
                object_id = str(uuid.uuid5(_NAMESPACE, f"{printing_id}:{lang}"))
                yield _foreign(english, entries, foreign, lang, object_id)


def _copy_id(object_id: str) -> str:
    return str(uuid.uuid5(_NAMESPACE, f"{object_id}:copy"))


def write_jsonl(
    objects: Iterable[dict[str, Any]], out: Path, double: Path | None = None, level: int = 6
) -> tuple[int, int]:
    """Write the objects as gzipped JSON Lines to `out` (and, twice each, to `double`).

    Returns (objects in `out`, objects in `double`)."""
    encoder = msgspec.json.Encoder()
    n = 0
    with contextlib.ExitStack() as stack:
        one = stack.enter_context(gzip.open(out, "wb", compresslevel=level))
        two = stack.enter_context(gzip.open(double, "wb", compresslevel=level)) if double else None
        for obj in objects:
            line = encoder.encode(obj) + b"\n"
            one.write(line)
            n += 1
            if two is not None:
                two.write(line)
                copy = dict(obj, id=_copy_id(obj["id"]))
                two.write(encoder.encode(copy) + b"\n")
    return n, 2 * n if double else 0


def synthesise_jsonl(
    snapshot: Path, out: Path, double: Path | None = None, level: int = 6
) -> tuple[int, int]:
    """The Scryfall JSON Lines file (and its doubled twin) for an AllPrintings snapshot."""
    return write_jsonl(scryfall_objects(load(snapshot)), out, double, level)


class _RawDocument(msgspec.Struct):
    data: dict[str, msgspec.Raw]
    meta: msgspec.Raw = msgspec.Raw(b"{}")


def write_fragment(snapshot: Path, out: Path, n_sets: int) -> int:
    """An AllPrintings-shaped file holding `n_sets` of the snapshot's sets, spread across its
    set codes (a deterministic choice); returns how many sets it holds."""
    raw = snapshot.read_bytes()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    whole = msgspec.json.decode(raw, type=_RawDocument)
    codes = sorted(whole.data)
    step = max(1, len(codes) // max(1, n_sets))
    chosen = codes[::step][:n_sets]
    fragment = {"meta": whole.meta, "data": {code: whole.data[code] for code in chosen}}
    with gzip.open(out, "wb", compresslevel=6) as fh:
        fh.write(msgspec.json.encode(fragment))
    return len(chosen)


# The small upstream change: an erratum that moves a protection quality (702.16a), a card
# gone (a source for many protected cards: their DEBT counts move), a new card.
ERRATUM = ("White Knight", "Protection from black", "Protection from blue")
REMOVED = "Lightning Bolt"
CLONED = ("Black Knight", "Grey Knight")


def write_changed(snapshot: Path, out: Path) -> dict[str, int]:
    """The snapshot with ERRATUM applied, REMOVED gone and CLONED added (as a new card in
    the sets that print the original); only the sets holding them are decoded."""
    raw = snapshot.read_bytes()
    if raw[:2] == b"\x1f\x8b":
        raw = gzip.decompress(raw)
    whole = msgspec.json.decode(raw, type=_RawDocument)
    del raw
    names = [ERRATUM[0], REMOVED, CLONED[0]]
    counts = {"edited": 0, "removed": 0, "added": 0}
    data: dict[str, Any] = dict(whole.data)
    for code, set_raw in whole.data.items():
        if not any(f'"{name}"'.encode() in bytes(set_raw) for name in names):
            continue
        mtg_set = msgspec.json.decode(bytes(set_raw))
        cards = []
        for card in mtg_set["cards"]:
            if card.get("name") == REMOVED:
                counts["removed"] += 1
                continue
            if card.get("name") == ERRATUM[0] and card.get("text"):
                card["text"] = card["text"].replace(ERRATUM[1], ERRATUM[2])
                counts["edited"] += 1
            if card.get("name") == CLONED[0]:
                clone = msgspec.json.decode(msgspec.json.encode(card))
                clone["name"] = CLONED[1]
                clone["uuid"] = str(uuid.uuid5(_NAMESPACE, f"uuid:{card['uuid']}"))
                ids = clone["identifiers"]
                for key in ("scryfallId", "scryfallOracleId"):
                    if ids.get(key):
                        ids[key] = str(uuid.uuid5(_NAMESPACE, f"{key}:{ids[key]}"))
                clone["foreignData"] = []
                cards.append(clone)
                counts["added"] += 1
            cards.append(card)
        mtg_set["cards"] = cards
        data[code] = msgspec.Raw(msgspec.json.encode(mtg_set))
    with gzip.open(out, "wb", compresslevel=6) as fh:
        fh.write(msgspec.json.encode({"meta": whole.meta, "data": data}))
    return counts


def main(argv: list[str]) -> int:
    if len(argv) >= 3 and argv[0] == "jsonl":
        double = Path(argv[3]) if len(argv) > 3 else None
        n1, n2 = synthesise_jsonl(Path(argv[1]), Path(argv[2]), double)
        print(msgspec.json.encode({"objects": n1, "objects_double": n2}).decode())
        return 0
    if len(argv) == 4 and argv[0] == "fragment":
        n = write_fragment(Path(argv[1]), Path(argv[2]), int(argv[3]))
        print(msgspec.json.encode({"sets": n}).decode())
        return 0
    if len(argv) == 3 and argv[0] == "changed":
        print(msgspec.json.encode(write_changed(Path(argv[1]), Path(argv[2]))).decode())
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
