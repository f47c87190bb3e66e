"""MTGJSON v5 AllPrintings: change detection from Meta.json and the published .sha256, and a typed decoder.

AllPrintings is one JSON object, so it is read whole, then decoded a set at a time through
msgspec Structs that name only the fields the pipeline uses: everything else is skipped
without being built. When the refresh's plan leaves a helper for it (helpers/plan.py), a
process of its own decodes the later sets meanwhile (helpers/mtgjson_sets.py).
"""

from __future__ import annotations

import contextlib
import mmap
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar
from urllib.parse import urljoin

import msgspec

from pipeline.errors import ParseError, SourceError

if TYPE_CHECKING:
    import requests
from pipeline.helpers import mtgjson_sets
from pipeline.helpers.plan import BuildPlan
from pipeline.helpers.process import HelperFailed
from pipeline.progress import ProgressHook
from pipeline.sources.base import Fetched, Source, is_url, load_state, save_state
from pipeline.sources.files import READ_ERRORS, Whole, regular_file
from pipeline.sources.normalise import CardCollector, Face, Printing, Ruling, gc_paused, keep_layout

API_BASE = "https://mtgjson.com/api/v5/"
ALL_PRINTINGS = "AllPrintings.json.gz"
META = "Meta.json"
_LEGAL = frozenset({"Legal", "Restricted"})


class Identifiers(msgspec.Struct):
    scryfallId: str | None = None
    scryfallOracleId: str | None = None


class ForeignData(msgspec.Struct):
    language: str
    name: str | None = None
    faceName: str | None = None
    text: str | None = None
    type: str | None = None


# MTGJSON's language names -> Scryfall's language codes (the codes card_names uses).
LANGUAGE_CODES: dict[str, str] = {
    "English": "en",
    "Spanish": "es",
    "French": "fr",
    "German": "de",
    "Italian": "it",
    "Portuguese (Brazil)": "pt",
    "Japanese": "ja",
    "Korean": "ko",
    "Russian": "ru",
    "Chinese Simplified": "zhs",
    "Chinese Traditional": "zht",
    "Hebrew": "he",
    "Latin": "la",
    "Ancient Greek": "grc",
    "Arabic": "ar",
    "Sanskrit": "sa",
    "Phyrexian": "ph",
}


class MtgjsonRuling(msgspec.Struct):
    date: str
    text: str
    source: str = "wotc"  # MTGJSON's rulings are Wizards' (Gatherer); newer files say so


class MtgjsonCard(msgspec.Struct):
    uuid: str
    name: str
    layout: str
    number: str
    rarity: str
    type: str
    identifiers: Identifiers
    faceName: str | None = None
    side: str | None = None
    manaCost: str = ""
    manaValue: float = 0.0
    colors: list[str] = []
    colorIdentity: list[str] = []
    text: str = ""
    keywords: list[str] = []
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    isFunny: bool = False
    # the printing's own date where it differs from its set's (promos, Secret Lair drops)
    originalReleaseDate: str | None = None
    legalities: dict[str, str] = {}
    edhrecRank: int | None = None
    foreignData: list[ForeignData] = []
    rulings: list[MtgjsonRuling] = []


class MtgjsonSet(msgspec.Struct):
    code: str
    name: str
    type: str
    releaseDate: str
    cards: list[MtgjsonCard]


class MetaData(msgspec.Struct):
    version: str
    date: str = ""


class FileMeta(msgspec.Struct):
    """AllPrintings' own meta: what the reports call the data version (absent: the checksum)."""

    version: str = ""
    date: str = ""


class AllPrintings(msgspec.Struct):
    """The file with each set left as its raw JSON, decoded one at a time (decode_file)."""

    data: dict[str, msgspec.Raw]
    meta: FileMeta = msgspec.field(default_factory=FileMeta)


class MetaFile(msgspec.Struct):
    data: MetaData


_ALL_PRINTINGS_DECODER = msgspec.json.Decoder(AllPrintings)
_SET_DECODER = msgspec.json.Decoder(MtgjsonSet)
_T = TypeVar("_T")


class MtgjsonSource(Source):
    """AllPrintings from MTGJSON's API folder, a mirror of it, or a local copy of that folder."""

    accept = "application/json, application/gzip"

    def __init__(self, base: str, raw_dir: Path, *, include_extras: bool = False):
        self.base = base if base.endswith("/") or not is_url(base) else base + "/"
        self.raw_dir = raw_dir
        self.include_extras = include_extras
        self.identity = f"mtgjson@{self.base}"

    def _location(self, name: str) -> str:
        return urljoin(self.base, name) if is_url(self.base) else str(Path(self.base) / name)

    def probe(self) -> str:
        where = self._location(META)
        if is_url(where):
            from pipeline.sources import http

            raw = http.get_json(self.session, where)
        else:
            try:
                raw = msgspec.json.decode(Path(where).read_bytes())
            except FileNotFoundError as exc:
                raise SourceError(f"no MTGJSON {META} in {self.base}") from exc
            except (msgspec.DecodeError, RecursionError) as exc:
                raise ParseError(f"{where}: not JSON ({exc})") from exc
        try:
            return msgspec.convert(raw, MetaFile).data.version
        except msgspec.ValidationError as exc:
            raise ParseError(f"{where}: unexpected Meta.json shape ({exc})") from exc

    def fetch(self, progress: ProgressHook) -> Fetched:
        version = self.probe()
        where = self._location(ALL_PRINTINGS)
        if not is_url(where):
            path = Path(where)
            if not path.exists():
                raise SourceError(f"no {ALL_PRINTINGS} in {self.base}")
            return Fetched(path=regular_file(path), version=version)
        from pipeline.sources import http

        expected = _published_sha256(self.session, where + ".sha256")
        dest = self.raw_dir / ALL_PRINTINGS
        state = load_state(dest)
        if state.get("sha256") == expected and dest.exists():
            return Fetched(path=dest, version=version)
        result = http.download(
            self.session,
            where,
            dest,
            etag=state.get("etag"),
            last_modified=state.get("last_modified"),
            expected_sha256=expected,
            progress=progress.bytes("download AllPrintings", None),
        )
        save_state(
            dest, {"etag": result.etag, "last_modified": result.last_modified, "sha256": expected}
        )
        return Fetched(path=result.path, version=version)

    def decode(
        self,
        path: Path,
        collector: CardCollector,
        progress: ProgressHook,
        plan: BuildPlan | None = None,
    ) -> None:
        decode_file(path, collector, progress, include_extras=self.include_extras, plan=plan)


def _published_sha256(session: requests.Session, url: str) -> str | None:
    """The checksum MTGJSON publishes beside a file ('<hex>' or '<hex>  name'), if any."""

    from pipeline.sources import http

    response = http.get_small(session, url)
    if response.status_code == 404:
        return None
    if response.status_code >= 400:
        raise SourceError(f"{url} answered HTTP {response.status_code}")
    token = response.text.strip().split()[0] if response.text.strip() else ""
    if len(token) != 64:
        raise ParseError(f"{url}: not a SHA-256 checksum")
    return token.lower()


def decode_file(
    path: Path,
    collector: CardCollector,
    progress: ProgressHook,
    *,
    include_extras: bool = False,
    plan: BuildPlan | None = None,
) -> None:
    """Decode an AllPrintings file (plain, gzip or xz) into the collector: the later sets in a
    process of its own (helpers/mtgjson_sets.py) if the plan leaves a helper for it (None:
    everything here)."""
    progress.step("decompress AllPrintings")
    with Whole() as whole, contextlib.ExitStack() as stack:
        worker = _set_worker(path, whole, include_extras, plan)
        if worker is not None:
            stack.enter_context(worker)
        try:
            whole.fill(path)
        except READ_ERRORS as exc:
            raise ParseError(f"{path.name}: truncated or corrupt ({exc})") from exc
        if worker is not None and plan is not None and plan.set_decoder_may_run():
            worker.go()
        elif worker is not None:
            worker.close()  # the capability parser has the helper
            worker = None
        progress.step("decode AllPrintings")
        # The file is checked whole, then each set is decoded and normalised in turn and
        # dropped: the typed objects of one set are alive at a time, not those of all 579
        # (a lower peak of memory, and less time, as fewer objects are built and freed apart;
        # tests/bench measures a refresh's peak memory and time).
        with gc_paused():
            sets = decode_outline(path, whole.data, collector)
            first_later = len(sets)
            if worker is not None:
                sizes = [len(raw) for _, raw in sets]
                first_later = mtgjson_sets.first_later_set(sizes, worker.parent_share)
            tick = progress.items("normalise MTGJSON sets")
            normalise_sets(path, sets[:first_later], collector, include_extras, tick)
            if worker is not None and plan is not None:
                try:
                    collector.absorb(worker.result(first_later, plan.wait_s))
                except HelperFailed as exc:  # its sets are decoded here (errors read the same)
                    normalise_sets(path, sets[first_later:], collector, include_extras)
                    collector.warn(f"{exc}; its sets were decoded in the refresh's own process")
            tick(len(sets))


def _set_worker(
    path: Path, whole: Whole, include_extras: bool, plan: BuildPlan | None
) -> mtgjson_sets.SetWorker | None:
    """A child for the later sets, started before decompressing so its imports overlap it, and
    stopped after if the plan gives the helper to the capability parser after all. None: no
    helper in the plan, a small file, no memory file to share, or no process to be had."""
    if whole.fd is None or plan is None or plan.helpers < 1:
        return None
    try:
        if path.stat().st_size < mtgjson_sets.MIN_FILE_BYTES:
            return None
        return mtgjson_sets.SetWorker(whole.fd, path.name, include_extras=include_extras)
    except OSError:
        return None


def decode_outline(
    path: Path, data: bytes | mmap.mmap, collector: CardCollector
) -> list[tuple[str, msgspec.Raw]]:
    """The file's sets, each still its raw JSON, after checking the whole file; its meta goes
    to the collector."""
    document = _decode(path, _ALL_PRINTINGS_DECODER, data)
    collector.meta.update(
        kind="MTGJSON AllPrintings", version=document.meta.version, date=document.meta.date
    )
    return list(document.data.items())


def normalise_sets(
    path: Path,
    sets: list[tuple[str, msgspec.Raw]],
    collector: CardCollector,
    include_extras: bool,
    tick: Callable[[int], None] | None = None,
) -> None:
    """Decode each set in turn into the collector (`tick`: told how many are done)."""
    for done, (code, raw_set) in enumerate(sets, 1):
        mtg_set = _decode(path, _SET_DECODER, raw_set, where=f"$.data.{code}")
        collector.add_set(mtg_set.code, mtg_set.name, mtg_set.type, mtg_set.releaseDate)
        _add_printings(mtg_set, include_extras, collector)
        if tick is not None:
            tick(done)


def _decode(
    path: Path,
    decoder: msgspec.json.Decoder[_T],
    raw: bytes | mmap.mmap | msgspec.Raw,
    where: str = "",
) -> _T:
    """`raw` decoded, or a ParseError naming the file and where in it (`where`: the JSON
    path of `raw`, which msgspec's message is relative to)."""
    try:
        return decoder.decode(raw)
    except msgspec.ValidationError as exc:
        message, at = str(exc), " - at `$"
        if where and at in message:  # a path inside `raw`, made whole
            message = message.replace(at, f" - at `{where}", 1)
        elif where:  # an error at `raw` itself, for which msgspec names no path
            message += f" - at `{where}`"
        raise ParseError(f"{path.name}: unexpected MTGJSON shape: {message}") from exc
    except (msgspec.DecodeError, RecursionError) as exc:  # RecursionError: nested too deep
        raise ParseError(f"{path.name}: malformed JSON ({exc})") from exc


def _add_printings(mtg_set: MtgjsonSet, include_extras: bool, collector: CardCollector) -> None:
    # MTGJSON lists each face of a multi-face card as its own entry; the faces of one
    # printing share a Scryfall id, and `side` orders them (a, b, ...).
    groups: dict[str, list[MtgjsonCard]] = {}
    for card in mtg_set.cards:
        if keep_layout(card.layout, include_extras):
            groups.setdefault(card.identifiers.scryfallId or card.uuid, []).append(card)
    for printing_id, entries in groups.items():
        if len(entries) > 1:
            entries.sort(key=lambda c: c.side or "")
        first = entries[0]
        oracle_id = first.identifiers.scryfallOracleId
        if not oracle_id:
            collector.skip("MTGJSON printing without a Scryfall oracle id")
            continue
        for entry in entries:
            collector.add_rulings(
                oracle_id, (Ruling(r.date, r.text, r.source) for r in entry.rulings)
            )
        for face_index, entry in enumerate(entries):
            for f in entry.foreignData:
                collector.add_name(
                    oracle_id,
                    LANGUAGE_CODES.get(f.language) or f.language.lower(),
                    face_index,
                    f.faceName or f.name,
                    f.text,
                    f.type,
                )
        if collector.has_card(oracle_id):
            # a reprint: only its printing row (the card's own rows came with its first printing)
            collector.add_printing_row(
                printing_id,
                oracle_id,
                mtg_set.code,
                mtg_set.name,
                mtg_set.type,
                _released_at(mtg_set, first),
                first.number,
                first.rarity,
                edhrec_rank=first.edhrecRank,
            )
            continue
        collector.add_printing(_printing(mtg_set, printing_id, oracle_id, entries))


def _released_at(mtg_set: MtgjsonSet, card: MtgjsonCard) -> str:
    """A printing's own release date: a promo set is dated by its first card (PPRO 2007 holds
    Emrakul's 2017 promo), so a card's `originalReleaseDate` beats its set's `releaseDate`."""
    return card.originalReleaseDate or mtg_set.releaseDate


def _printing(
    mtg_set: MtgjsonSet, printing_id: str, oracle_id: str, entries: list[MtgjsonCard]
) -> Printing:
    first = entries[0]
    faces = [
        Face(
            name=c.faceName or c.name,
            mana_cost=c.manaCost,
            type_line=c.type,
            oracle_text=c.text,
            colors=c.colors,
            power=c.power,
            toughness=c.toughness,
            loyalty=c.loyalty,
        )
        for c in entries
    ]
    return Printing(
        printing_id=printing_id,
        oracle_id=oracle_id,
        name=first.name,
        layout=first.layout,
        set_code=mtg_set.code,
        set_name=mtg_set.name,
        set_type=mtg_set.type,
        released_at=_released_at(mtg_set, first),
        collector_number=first.number,
        rarity=first.rarity,
        mana_value=first.manaValue,
        colors=None if len(entries) > 1 else first.colors,
        color_identity=first.colorIdentity,
        keywords=sorted({k for c in entries for k in c.keywords}),
        faces=faces,
        is_funny=first.isFunny,
        legal_formats=[f for f, s in first.legalities.items() if s in _LEGAL],
        edhrec_rank=first.edhrecRank,
    )
