"""Scryfall bulk data: the bulk-data index, the gzipped JSON Lines download, and its decoder.

Since July 2026 Scryfall serves each bulk file as gzipped JSON Lines (`jsonl_download_uri`);
`download_uri` (a JSON array in older indexes) is the fallback. The index may be a URL or a
local file, in which case relative URIs are resolved against it (the bundled sample).

The card rulings are the index's own `rulings` entry, fetched the same way beside the cards.
They are optional: a missing entry or a failed download is a warning. After a failed download
the refresh's version says "without rulings", so the next refresh tries again and rebuilds.
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urljoin, urlsplit

import msgspec

from pipeline import limits
from pipeline.errors import ParseError, PipelineError, SourceError
from pipeline.helpers.plan import BuildPlan
from pipeline.progress import ProgressHook
from pipeline.sources.base import DataVersion, Fetched, Source, is_url, load_state, save_state
from pipeline.sources.files import (
    READ_ERRORS,
    SCRYFALL_JSON,
    Whole,
    open_data,
    read_ahead,
    regular_file,
    sniff_format,
)
from pipeline.sources.normalise import (
    CardCollector,
    Face,
    Printing,
    Ruling,
    gc_paused,
    keep_layout,
)
from pipeline.vocabulary import SCRYFALL_BULK_TYPES

API_BASE = "https://api.scryfall.com"
RULINGS_TYPE = "rulings"
WITHOUT_RULINGS = " (without rulings)"  # appended to the version of a refresh that lacks them
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
    edhrec_rank: int | None = None
    security_stamp: str | None = None
    printed_name: str | None = None  # non-English printings: the printed (localised) card
    printed_text: str | None = None
    printed_type_line: str | None = None


class ScryfallRuling(msgspec.Struct):
    """A ruling object of Scryfall's rulings bulk file (https://scryfall.com/docs/api/rulings)."""

    oracle_id: str
    published_at: str
    comment: str
    source: str = "wotc"


_CARD_DECODER = msgspec.json.Decoder(ScryfallCard)
_ARRAY_DECODER = msgspec.json.Decoder(list[ScryfallCard])
_RULING_DECODER = msgspec.json.Decoder(ScryfallRuling)
_RULINGS_DECODER = msgspec.json.Decoder(list[ScryfallRuling])
_T = TypeVar("_T")
# Bytes of JSON Lines decoded per call: measured fastest around 64 KiB (the decoded cards of a
# block still fit in the CPU's cache when they are normalised).
LINE_BLOCK = 1 << 16


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
        self._entry: BulkEntry | None = None
        self._rulings_entry: BulkEntry | None = None
        self._rulings: Path | None = None  # the fetched rulings file
        self._rulings_problem: str | None = None  # why there is none

    @property
    def _is_local(self) -> bool:
        return not is_url(self.index)

    def probe(self) -> str:
        return self._find_entry().updated_at

    def _find_entry(self) -> BulkEntry:
        """The index's entry for the bulk type (and the rulings entry beside it)."""
        raw = self._read_index()
        try:
            index = msgspec.convert(raw, BulkIndex)
        except msgspec.ValidationError as exc:
            raise ParseError(
                f"Scryfall bulk-data index {self.index}: unexpected shape ({exc})"
            ) from exc
        entries = {entry.type: entry for entry in index.data}
        self._rulings_entry = entries.get(RULINGS_TYPE)
        if self.bulk_type in entries:
            self._entry = entries[self.bulk_type]
            return self._entry
        raise SourceError(f"Scryfall bulk-data index {self.index} has no {self.bulk_type!r} entry")

    def _read_index(self) -> Any:
        if not self._is_local:
            from pipeline.sources import http

            return http.get_json(self.session, self.index)
        try:
            return json.loads(Path(self.index).read_text(encoding="utf-8"))
        except FileNotFoundError as exc:
            raise SourceError(f"no such Scryfall bulk-data index: {self.index}") from exc
        except (json.JSONDecodeError, RecursionError) as exc:  # RecursionError: nested too deep
            raise ParseError(f"{self.index}: not JSON ({exc})") from exc

    def fetch(self, progress: ProgressHook) -> Fetched:
        entry = self._entry or self._find_entry()
        path = self._obtain(entry, f"scryfall-{self.bulk_type}.jsonl.gz", progress)
        self._fetch_rulings(progress)
        failed = self._rulings is None and self._rulings_entry is not None
        version = entry.updated_at + (WITHOUT_RULINGS if failed else "")
        return Fetched(path=path, version=version)

    def _obtain(self, entry: BulkEntry, name: str, progress: ProgressHook) -> Path:
        """The entry's file: beside a local index, or downloaded conditionally into raw/."""
        uri = entry.jsonl_download_uri or entry.download_uri
        if self._is_local:
            path = (Path(self.index).parent / uri).resolve()
            if not path.exists():
                raise SourceError(f"bulk file {uri} named by {self.index} does not exist")
            return regular_file(path)
        from pipeline.sources import http

        url = urljoin(self.index, uri)
        dest = self.raw_dir / name
        state = load_state(dest)
        result = http.download(
            self.session,
            url,
            dest,
            etag=state.get("etag"),
            last_modified=state.get("last_modified"),
            progress=progress.bytes(f"download {entry.type}", entry.size),
        )
        if result.changed:
            save_state(
                dest, {"etag": result.etag, "last_modified": result.last_modified, "url": url}
            )
        return result.path

    def _fetch_rulings(self, progress: ProgressHook) -> None:
        self._rulings = self._rulings_problem = None
        if self._rulings_entry is None:
            self._rulings_problem = f"the bulk-data index has no {RULINGS_TYPE!r} entry"
            return
        try:
            self._rulings = self._obtain(self._rulings_entry, "scryfall-rulings.json", progress)
        except PipelineError as exc:
            self._rulings_problem = str(exc)

    def decode(
        self,
        path: Path,
        collector: CardCollector,
        progress: ProgressHook,
        plan: BuildPlan | None = None,
    ) -> None:
        """One process decodes a Scryfall file (`plan` gives it no helper)."""
        decode_file(path, collector, progress, include_extras=self.include_extras)
        if self._rulings is not None:
            try:
                decode_rulings(self._rulings, collector)
            except PipelineError as exc:
                self._rulings_problem = str(exc)
        if self._rulings_problem:
            collector.warn(f"no rulings loaded: {self._rulings_problem}")

    def describe(self, fetched: Fetched, collector: CardCollector) -> DataVersion:
        """Scryfall's own version of a bulk file: its index entry's updated_at."""
        entry = self._entry
        uri = (entry.jsonl_download_uri or entry.download_uri) if entry else ""
        return DataVersion(
            kind=f"Scryfall {self.bulk_type}",
            version=fetched.version,
            version_date=fetched.version[:10] or None,
            file_name=Path(urlsplit(uri).path).name or fetched.path.name,
        )


def decode_file(
    path: Path, collector: CardCollector, progress: ProgressHook, *, include_extras: bool = False
) -> None:
    """Decode a Scryfall JSON Lines (streamed) or JSON array file into the collector."""
    fmt = sniff_format(path)
    collector.meta["kind"] = "Scryfall cards"  # a card file says nothing of its version
    tick = progress.items("decode Scryfall cards")
    with gc_paused():  # millions of short-lived acyclic objects: see normalise.gc_paused
        blocks = (
            _in_blocks(_read_array(path, _ARRAY_DECODER))
            if fmt == SCRYFALL_JSON
            else _read_lines(path, _CARD_DECODER)
        )
        count = 0
        for cards in blocks:
            for card in cards:
                if keep_layout(card.layout, include_extras):
                    _add_card(collector, card)
            if (count + len(cards)) >> 12 != count >> 12:
                tick(count + len(cards))
            count += len(cards)


def _in_blocks(cards: list[ScryfallCard]) -> Iterator[list[ScryfallCard]]:
    """A decoded array in blocks of 4096, so the progress still moves while they normalise."""
    for start in range(0, len(cards), 4096):
        yield cards[start : start + 4096]


def _add_card(collector: CardCollector, card: ScryfallCard) -> None:
    oracle_id = card.oracle_id or (card.card_faces[0].oracle_id if card.card_faces else None)
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
            card.edhrec_rank,
        )
    else:
        collector.add_printing(to_printing(card))


def decode_rulings(path: Path, collector: CardCollector) -> None:
    """Decode Scryfall's rulings bulk file (JSON Lines or a JSON array) into the collector."""
    by_card: dict[str, list[Ruling]] = {}
    blocks = (
        [_read_array(path, _RULINGS_DECODER)]
        if sniff_format(path) == SCRYFALL_JSON
        else _read_lines(path, _RULING_DECODER)
    )
    for block in blocks:
        for r in block:
            by_card.setdefault(r.oracle_id, []).append(Ruling(r.published_at, r.comment, r.source))
    for oracle_id, rulings in by_card.items():
        collector.add_rulings(oracle_id, rulings)


def _add_printed_names(collector: CardCollector, oracle_id: str, card: ScryfallCard) -> None:
    """The localised names and texts of a non-English printing (Scryfall's all_cards)."""
    if not card.card_faces:  # a single-faced object holds its printed fields itself
        collector.add_name(
            oracle_id, card.lang, 0, card.printed_name, card.printed_text, card.printed_type_line
        )
        return
    for face_index, face in enumerate(card.card_faces):
        collector.add_name(
            oracle_id,
            card.lang,
            face_index,
            face.printed_name,
            face.printed_text,
            face.printed_type_line,
        )


def _read_lines(path: Path, decoder: msgspec.json.Decoder[_T]) -> Iterator[list[_T]]:
    """The decoded lines of a JSON Lines file, a block of them at a time.

    msgspec decodes a block of whole lines in one call (`decode_lines`), which costs less than
    a call per line; a block that fails is decoded again line by line, so the error names the
    line (blank lines are skipped and counted, as they always were)."""
    offset = 0  # the bytes before the current block
    try:
        # closing(): the read-ahead thread stops before the file closes, even on an error
        with open_data(path) as fh, contextlib.closing(_line_blocks(fh)) as blocks:
            for block in blocks:
                try:
                    decoded = decoder.decode_lines(block)
                except (msgspec.DecodeError, RecursionError):
                    decoded = _decode_each_line(path, decoder, block, offset)
                offset += len(block)
                yield decoded
    except _TooLong as exc:
        raise ParseError(f"{path.name} after line {_lines_in(path, offset)}: {exc}") from exc
    except READ_ERRORS as exc:
        raise ParseError(
            f"{path.name}: truncated or corrupt after line {_lines_in(path, offset)} ({exc})"
        ) from exc


def _decode_each_line(
    path: Path, decoder: msgspec.json.Decoder[_T], block: bytes, offset: int
) -> list[_T]:
    """A block's lines decoded one at a time, so an error names its line: the lines before
    the block (which starts at byte `offset`) are counted then, blank ones included."""
    decoded = []
    for index, line in enumerate(block.split(b"\n"), 1):
        if line.strip():
            try:
                decoded.append(decoder.decode(line))
            except (msgspec.DecodeError, RecursionError) as exc:  # a ValidationError too
                line_no = _lines_in(path, offset) + index
                detail = (
                    _field_message(exc)
                    if isinstance(exc, msgspec.ValidationError)
                    else f"malformed JSON ({exc})"
                )
                raise ParseError(f"{path.name} line {line_no}: {detail}") from exc
    return decoded


def _lines_in(path: Path, size: int) -> int:
    """How many lines the file's first `size` bytes hold (a last one without its newline
    counts), read again from the file: only an error needs a line number, so the decoder
    doesn't count the lines of every block (which shows on a Scryfall all_cards file)."""
    lines, last = 0, b"\n"
    try:
        with open_data(path) as fh:
            while size > 0 and (chunk := fh.read(min(size, 1 << 22))):
                lines, last, size = lines + chunk.count(b"\n"), chunk[-1:], size - len(chunk)
    except READ_ERRORS:
        pass  # a read that failed only now: the lines counted so far
    return lines + (last != b"\n")


class _TooLong(Exception):
    """A line (or the whole stream) past its limit; _read_lines names the file and line."""


def _line_blocks(fh: io.BufferedIOBase) -> Generator[bytes]:
    """The file's bytes in blocks of about LINE_BLOCK that end at a line's end (the last one
    may lack its newline; a line longer than LINE_BLOCK is a block of its own). A small block
    keeps the decoded objects in cache; the file is decompressed ahead, a few MiB at a time,
    on a thread of its own (files.read_ahead). A line's pieces are joined once, when it ends
    (linear in its length), and neither a line nor the stream may pass its limit
    (limits.MAX_LINE, limits.MAX_INFLATED)."""
    max_line, max_total = limits.MAX_LINE.bytes(), limits.MAX_INFLATED.bytes()
    pending: list[bytes] = []  # the start of a line that has not ended yet, in pieces
    pending_size = total = 0
    with contextlib.closing(read_ahead(fh)) as chunks:
        for chunk in chunks:
            total += len(chunk)
            if total > max_total:
                raise _TooLong(f"decompresses past {limits.MAX_INFLATED.describe()}")
            if pending and b"\n" not in chunk:
                pending.append(chunk)
                pending_size += len(chunk)
                if pending_size > max_line:
                    raise _TooLong(f"a line is longer than {limits.MAX_LINE.describe()}")
                continue
            data = b"".join((*pending, chunk)) if pending else chunk
            pending, pending_size = [], 0
            start = 0
            while True:
                cut = data.rfind(b"\n", start, start + LINE_BLOCK) + 1
                if not cut:  # no line ends in this stretch: take the line whole, wherever it ends
                    cut = data.find(b"\n", start + LINE_BLOCK) + 1
                    if not cut:
                        break
                    if cut - start > max_line:
                        raise _TooLong(f"a line is longer than {limits.MAX_LINE.describe()}")
                yield data[start:cut]
                start = cut
            if start < len(data):
                pending, pending_size = [data[start:]], len(data) - start
                if pending_size > max_line:
                    raise _TooLong(f"a line is longer than {limits.MAX_LINE.describe()}")
    if pending:
        yield b"".join(pending)


def _read_array(path: Path, decoder: msgspec.json.Decoder[list[_T]]) -> list[_T]:
    try:
        with Whole() as whole:
            whole.fill(path)
            return decoder.decode(whole.data)
    except msgspec.ValidationError as exc:
        raise ParseError(f"{path.name}: {_field_message(exc)}") from exc
    except (msgspec.DecodeError, RecursionError) as exc:
        raise ParseError(f"{path.name}: malformed JSON ({exc})") from exc
    except READ_ERRORS as exc:
        raise ParseError(f"{path.name}: truncated or corrupt ({exc})") from exc


def _field_message(exc: msgspec.ValidationError) -> str:
    # msgspec says e.g. "Object missing required field `oracle_id` - at `$`": keep it, it names the field.
    return f"unexpected shape: {exc}"


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
        edhrec_rank=card.edhrec_rank,
    )
