"""Scryfall bulk data: the bulk-data index, the gzipped JSON Lines download, and its decoder.

Since July 2026 Scryfall serves each bulk file as gzipped JSON Lines (`jsonl_download_uri`);
`download_uri` (a JSON array in older indexes) is the fallback. The index may be a URL or a
local file, in which case relative URIs are resolved against it (the bundled sample).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import msgspec

from pipeline.errors import ParseError, SourceError
from pipeline.progress import ProgressHook
from pipeline.sources import http
from pipeline.sources.base import Fetched, Source, load_state, save_state
from pipeline.sources.files import SCRYFALL_JSON, open_data, sniff_format
from pipeline.sources.normalise import CardCollector, Face, Printing, gc_paused, keep_layout
from pipeline.vocabulary import SCRYFALL_BULK_TYPES

API_BASE = "https://api.scryfall.com"
_LEGAL = frozenset({"legal", "restricted"})


class ScryfallFace(msgspec.Struct):
    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    colors: list[str] | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    oracle_id: str | None = None  # reversible cards carry it per face
    printed_name: str | None = None  # non-English printings: the printed (localised) face
    printed_text: str | None = None
    printed_type_line: str | None = None


class ScryfallCard(msgspec.Struct):
    """The fields of a Scryfall card object the pipeline uses (others are skipped unread)."""

    id: str
    name: str
    layout: str
    set: str
    set_name: str
    set_type: str
    collector_number: str
    rarity: str
    released_at: str
    lang: str = "en"
    oracle_id: str | None = None
    mana_cost: str = ""
    cmc: float = 0.0
    type_line: str = ""
    oracle_text: str = ""
    colors: list[str] | None = None
    color_identity: list[str] = []
    keywords: list[str] = []
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    card_faces: list[ScryfallFace] | None = None
    legalities: dict[str, str] = {}
    security_stamp: str | None = None
    printed_name: str | None = None  # non-English printings: the printed (localised) card
    printed_text: str | None = None
    printed_type_line: str | None = None


_CARD_DECODER = msgspec.json.Decoder(ScryfallCard)
_ARRAY_DECODER = msgspec.json.Decoder(list[ScryfallCard])


class BulkEntry(msgspec.Struct):
    type: str
    updated_at: str
    download_uri: str
    jsonl_download_uri: str | None = None
    size: int | None = None


class BulkIndex(msgspec.Struct):
    data: list[BulkEntry]


class ScryfallSource(Source):
    """Scryfall bulk data from the live API, a mirror URL, or a local index file."""

    def __init__(self, index: str, bulk_type: str, raw_dir: Path, *, include_extras: bool = False):
        if bulk_type not in SCRYFALL_BULK_TYPES:
            raise SourceError(
                f"unknown Scryfall bulk type {bulk_type!r} (one of {', '.join(SCRYFALL_BULK_TYPES)})"
            )
        self.index = index
        self.bulk_type = bulk_type
        self.raw_dir = raw_dir
        self.include_extras = include_extras
        self.identity = f"scryfall:{bulk_type}@{index}"
        self._session = http.make_session("application/json")
        self._entry: BulkEntry | None = None

    @property
    def _is_local(self) -> bool:
        return not self.index.startswith(("http://", "https://"))

    def probe(self) -> str:
        raw = self._read_index()
        try:
            index = msgspec.convert(raw, BulkIndex)
        except msgspec.ValidationError as exc:
            raise ParseError(
                f"Scryfall bulk-data index {self.index}: unexpected shape ({exc})"
            ) from exc
        for entry in index.data:
            if entry.type == self.bulk_type:
                self._entry = entry
                return entry.updated_at
        raise SourceError(f"Scryfall bulk-data index {self.index} has no {self.bulk_type!r} entry")

    def _read_index(self) -> Any:
        if not self._is_local:
            return http.get_json(self._session, self.index)
        try:
            return json.loads(Path(self.index).read_text(encoding="utf-8"))
        except FileNotFoundError as exc:
            raise SourceError(f"no such Scryfall bulk-data index: {self.index}") from exc
        except json.JSONDecodeError as exc:
            raise ParseError(f"{self.index}: not JSON ({exc})") from exc

    def fetch(self, progress: ProgressHook) -> Fetched:
        entry = self._entry
        if entry is None:
            self.probe()
            entry = self._entry
        assert entry is not None
        uri = entry.jsonl_download_uri or entry.download_uri
        if self._is_local:
            path = (Path(self.index).parent / uri).resolve()
            if not path.exists():
                raise SourceError(f"bulk file {uri} named by {self.index} does not exist")
            return Fetched(path=path, version=entry.updated_at, downloaded=False)
        url = urljoin(self.index, uri)
        dest = self.raw_dir / f"scryfall-{self.bulk_type}.jsonl.gz"
        state = load_state(dest)
        result = http.download(
            self._session,
            url,
            dest,
            etag=state.get("etag"),
            last_modified=state.get("last_modified"),
            progress=progress.bytes(f"download {self.bulk_type}", entry.size),
        )
        if result.changed:
            save_state(
                dest, {"etag": result.etag, "last_modified": result.last_modified, "url": url}
            )
        return Fetched(path=result.path, version=entry.updated_at, downloaded=result.changed)

    def decode(self, path: Path, collector: CardCollector, progress: ProgressHook) -> None:
        decode_file(path, collector, progress, include_extras=self.include_extras)


def decode_file(
    path: Path, collector: CardCollector, progress: ProgressHook, *, include_extras: bool = False
) -> None:
    """Decode a Scryfall JSON Lines (streamed) or JSON array file into the collector."""
    fmt = sniff_format(path)
    tick = progress.items("decode Scryfall cards")
    with gc_paused():  # millions of short-lived acyclic objects: see normalise.gc_paused
        cards = _read_array(path) if fmt == SCRYFALL_JSON else _read_lines(path)
        for count, card in enumerate(cards, 1):
            if keep_layout(card.layout, include_extras):
                oracle_id = card.oracle_id or (
                    card.card_faces[0].oracle_id if card.card_faces else None
                )
                if oracle_id and card.lang != "en":
                    _add_printed_names(collector, oracle_id, card)
                if oracle_id and collector.has_card(oracle_id):
                    # a reprint or another language: only its printing row (no Printing built)
                    collector.add_printing_row(
                        card.id,
                        oracle_id,
                        card.set,
                        card.set_name,
                        card.set_type,
                        card.released_at,
                        card.collector_number,
                        card.rarity,
                        card.lang,
                    )
                else:
                    collector.add_printing(to_printing(card))
            if count % 4096 == 0:
                tick(count)


def _add_printed_names(collector: CardCollector, oracle_id: str, card: ScryfallCard) -> None:
    """The localised names and texts of a non-English printing (Scryfall's all_cards)."""
    # a single-faced object holds its printed fields itself
    faces: list[ScryfallCard | ScryfallFace] = [*card.card_faces] if card.card_faces else [card]
    for face_index, face in enumerate(faces):
        collector.add_names(
            oracle_id,
            [card.lang],
            face_index,
            [face.printed_name],
            [face.printed_text],
            [face.printed_type_line],
        )


def _read_lines(path: Path) -> Iterator[ScryfallCard]:
    line_no = 0
    try:
        with open_data(path) as fh:
            for line_no, line in enumerate(fh, 1):  # noqa: B007 - the except clauses report it
                if line.strip():
                    yield _CARD_DECODER.decode(line)
    except msgspec.ValidationError as exc:
        raise ParseError(f"{path.name} line {line_no}: {_field_message(exc)}") from exc
    except msgspec.DecodeError as exc:
        raise ParseError(f"{path.name} line {line_no}: malformed JSON ({exc})") from exc
    except (EOFError, OSError) as exc:
        raise ParseError(f"{path.name}: truncated or corrupt after line {line_no} ({exc})") from exc


def _read_array(path: Path) -> list[ScryfallCard]:
    try:
        with open_data(path) as fh:
            return _ARRAY_DECODER.decode(fh.read())
    except msgspec.ValidationError as exc:
        raise ParseError(f"{path.name}: {_field_message(exc)}") from exc
    except msgspec.DecodeError as exc:
        raise ParseError(f"{path.name}: malformed JSON ({exc})") from exc
    except (EOFError, OSError) as exc:
        raise ParseError(f"{path.name}: truncated or corrupt ({exc})") from exc


def _field_message(exc: msgspec.ValidationError) -> str:
    # msgspec says e.g. "Object missing required field `oracle_id` - at `$`": keep it, it names the field.
    return f"unexpected card shape: {exc}"


def _face(obj: ScryfallCard | ScryfallFace) -> Face:
    return Face(
        name=obj.name,
        mana_cost=obj.mana_cost,
        type_line=obj.type_line,
        oracle_text=obj.oracle_text,
        colors=obj.colors,
        power=obj.power,
        toughness=obj.toughness,
        loyalty=obj.loyalty,
    )


def to_printing(card: ScryfallCard) -> Printing:
    """Normalise one Scryfall card object."""
    # a single-faced card object carries its face's fields itself, under the same names
    faces = [_face(f) for f in card.card_faces] if card.card_faces else [_face(card)]
    oracle_id = card.oracle_id or (card.card_faces[0].oracle_id if card.card_faces else None)
    if not oracle_id:
        raise ParseError(
            f"card {card.name!r} ({card.set}) has no oracle_id (field renamed upstream?)"
        )
    return Printing(
        printing_id=card.id,
        oracle_id=oracle_id,
        name=card.name,
        layout=card.layout,
        set_code=card.set,
        set_name=card.set_name,
        set_type=card.set_type,
        released_at=card.released_at,
        collector_number=card.collector_number,
        rarity=card.rarity,
        mana_value=card.cmc,
        colors=card.colors,
        color_identity=card.color_identity,
        keywords=card.keywords,
        faces=faces,
        lang=card.lang,
        is_funny=card.set_type == "funny" or card.security_stamp == "acorn",
        legal_formats=[fmt for fmt, status in card.legalities.items() if status in _LEGAL],
    )
