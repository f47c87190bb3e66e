"""AllPrintings decoded in two processes gives what one process gives (helpers/mtgjson_sets.py).

When the refresh has a core to spare, a child decodes and normalises the later sets and the
refresh's collector absorbs them. The merge must keep the one-process meaning of every row:
a card's rows come from its first printing and its rulings from the first printing that
has any, a name row is not repeated, a card's EDHREC rank is its best anywhere, a printing id
keeps its first row, records left out are counted. A child that fails only costs time: the
refresh decodes its sets itself, so an error reads the same. A file with every case in it
is decoded both ways here, and the real snapshot too.
"""

from __future__ import annotations

import gzip
import json
import os
import signal
from pathlib import Path
from typing import Any

import polars as pl
import pytest
from helpers import FIXED_NOW, child_pids, memory_files, query

from pipeline.errors import ParseError
from pipeline.helpers import mtgjson_sets
from pipeline.helpers.mtgjson_sets import SetWorker
from pipeline.helpers.plan import BuildPlan
from pipeline.helpers.process import HelperFailed
from pipeline.paths import DataPaths
from pipeline.progress import ProgressHook
from pipeline.sources import mtgjson, open_source
from pipeline.sources.normalise import CardCollector, Collected
from pipeline.store.refresh import refresh

pytestmark = pytest.mark.skipif(not memory_files(), reason="needs anonymous memory files (Linux)")

WORKER = "pipeline.helpers.mtgjson_sets"


def _card(name: str, oracle: str, printing: str, **fields: Any) -> dict[str, Any]:
    card: dict[str, Any] = {
        "uuid": f"uuid-{printing}",
        "name": name,
        "layout": "normal",
        "number": printing[-2:],
        "rarity": "common",
        "type": "Creature — Human Knight",
        "text": f"{name} text.",
        "identifiers": {"scryfallId": printing, "scryfallOracleId": oracle},
    }
    card.update(fields)
    return card


def _german(name: str, text: str | None = "Erstschlag") -> dict[str, Any]:
    return {"language": "German", "name": name, "text": text, "type": "Kreatur"}


def _ruling(date: str, text: str) -> list[dict[str, str]]:
    return [{"date": date, "text": text}]


def _set(code: str, released: str, cards: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "code": code,
        "name": f"Set {code}",
        "type": "expansion",
        "releaseDate": released,
        "cards": cards,
    }


def _document() -> dict[str, Any]:
    """Four sets; the refresh keeps the first two, the child takes the last two (split_after_two_sets)."""
    knight_s1 = _card("Knight", "o-knight", "p-knight-1", foreignData=[_german("Ritter")])
    french = {"language": "French", "name": "Chevalier", "text": None, "type": "Créature"}
    knight_s3 = _card("Knight", "o-knight", "p-knight-3", edhrecRank=50)
    knight_s3["rulings"] = _ruling("2020-01-01", "First ruled in the third set.")
    knight_s3["foreignData"] = [_german("Ritter"), french]  # Ritter: collected from S1 already
    knight_s4 = _card("Knight", "o-knight", "p-knight-4", edhrecRank=10)
    ruled = _card("Ruled", "o-ruled", "p-ruled-2", edhrecRank=5)
    ruled["rulings"] = _ruling("2019-01-01", "The first set's ruling.")
    ruled["foreignData"] = [_german("Geregelt", None)]
    ruled_again = dict(ruled, uuid="uuid-p-ruled-4", edhrecRank=7)  # the same name row, NULL text
    ruled_again["identifiers"] = {"scryfallId": "p-ruled-4", "scryfallOracleId": "o-ruled"}
    ruled_again["rulings"] = _ruling("2021-01-01", "A later ruling that is not kept.")
    newcomer = _card("Newcomer", "o-new", "p-new-3", text="Protection from red")
    newcomer_again = _card("Newcomer", "o-new", "p-new-4", text="Protection from red")
    front = _card(
        "Day // Night",
        "o-dfc",
        "p-dfc-4",
        layout="transform",
        side="a",
        faceName="Day",
        colors=["W"],
        keywords=["Protection"],
        text="Protection from black",
    )
    back = dict(front, side="b", faceName="Night", colors=["B"], text="Flying", uuid="uuid-b")
    duplicate = _card("Ruled", "o-ruled", "p-ruled-2", number="99")  # a printing id seen before
    no_oracle = _card("Orphan", "", "p-orphan-4")
    no_oracle["identifiers"] = {"scryfallId": "p-orphan-4"}
    plane = _card("Plane", "o-plane", "p-plane-4", layout="planar", type="Plane — Dominaria")
    sets = {
        "S1": _set("S1", "1994-01-01", [knight_s1]),
        "S2": _set("S2", "1995-01-01", [ruled]),
        "S3": _set("S3", "1996-01-01", [knight_s3, newcomer]),
        "S4": _set(
            "S4",
            "1997-01-01",
            [knight_s4, ruled_again, newcomer_again, back, front, duplicate, no_oracle, plane],
        ),
    }
    return {"meta": {"version": "5.2.2+20261130", "date": "2026-11-30"}, "data": sets}


def _write(folder: Path, document: dict[str, Any]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "AllPrintings.json.gz"
    path.write_bytes(gzip.compress(json.dumps(document).encode()))
    return path


@pytest.fixture
def split_after_two_sets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any file is split, and the refresh keeps exactly the first two sets of _document."""
    monkeypatch.setattr(mtgjson_sets, "MIN_FILE_BYTES", 0)
    data = _document()["data"]
    sizes = [len(json.dumps(s)) for s in data.values()]
    monkeypatch.setattr(mtgjson_sets, "PARENT_SHARE", (sizes[0] + sizes[1] - 0.5) / sum(sizes))


class _Shares:
    """Records what each SetWorker.result returned (None: the child failed, and why)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.results: list[Collected | None] = []
        self.failures: list[str] = []
        real = SetWorker.result

        def result(worker: SetWorker, first_set: int, timeout: float) -> Collected:
            try:
                self.results.append(real(worker, first_set, timeout))
            except HelperFailed as exc:
                self.results.append(None)
                self.failures.append(str(exc))
                raise
            return self.results[-1]

        monkeypatch.setattr(SetWorker, "result", result)


def _decode(
    path: Path, *, set_decoder: bool | None, include_extras: bool = False
) -> tuple[dict[str, pl.DataFrame], Any]:
    """Decoded with no plan (set_decoder None: one process), or a plan of one helper that the
    capability parser takes (False) or leaves to the set decoder (True)."""
    faces: list[Any] = []
    collector = CardCollector(on_faces=faces.extend)
    plan = None
    if set_decoder is not None:
        plan = BuildPlan(1, min_parser_bytes=0)  # these files are small: a parser may run anyway
        plan.decide_parser(not set_decoder, path.stat().st_size)
    mtgjson.decode_file(path, collector, ProgressHook(), include_extras=include_extras, plan=plan)
    frames = collector.frames()
    rest = (dict(collector.skipped), collector.warnings, collector.meta, sorted(faces))
    return frames, rest


def _assert_same(a: dict[str, pl.DataFrame], b: dict[str, pl.DataFrame]) -> None:
    assert a.keys() == b.keys()
    for name in a:
        assert a[name].schema == b[name].schema, name
        assert a[name].to_dicts() == b[name].to_dicts(), name


@pytest.mark.parametrize("include_extras", [False, True])
@pytest.mark.usefixtures("split_after_two_sets")
def test_two_processes_give_what_one_gives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, include_extras: bool
) -> None:
    path = _write(tmp_path, _document())
    one, one_rest = _decode(path, set_decoder=None, include_extras=include_extras)
    shares = _Shares(monkeypatch)
    two, two_rest = _decode(path, set_decoder=True, include_extras=include_extras)
    assert len(shares.results) == 1 and shares.results[0] is not None  # the child did its part
    assert shares.results[0].frames["sets"]["set_code"].to_list() == ["S3", "S4"]
    _assert_same(one, two)
    assert one_rest == two_rest
    # what the merge had to get right, spelled out
    cards = {c["name"]: c for c in two["cards"].to_dicts()}
    assert cards["Knight"]["edhrec_rank"] == 10  # its best, from the child's last set
    assert cards["Ruled"]["edhrec_rank"] == 5
    assert two["rulings"].select("oracle_id", "text").rows() == [
        ("o-ruled", "The first set's ruling."),
        ("o-knight", "First ruled in the third set."),
    ]
    assert sorted(two["card_names"].select("name", "printed_text").rows()) == [
        ("Chevalier", None),
        ("Geregelt", None),
        ("Ritter", "Erstschlag"),
    ]
    assert two["printings"].filter(pl.col("printing_id") == "p-ruled-2")["set_code"].to_list() == [
        "S2"
    ]
    assert two_rest[0] == {"MTGJSON printing without a Scryfall oracle id": 1}
    assert [f[2] for f in two_rest[3] if f[0] == "o-dfc"] == ["Day", "Night"]
    assert ("Plane" in cards) is include_extras  # the child was told


@pytest.mark.usefixtures("split_after_two_sets")
def test_a_child_that_dies_leaves_its_sets_to_the_refresh(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _write(tmp_path, _document())
    one, one_rest = _decode(path, set_decoder=None)
    real_go = SetWorker.go

    def go_and_die(worker: SetWorker) -> None:
        os.kill(worker.pid, signal.SIGKILL)
        real_go(worker)

    monkeypatch.setattr(SetWorker, "go", go_and_die)
    shares = _Shares(monkeypatch)
    two, two_rest = _decode(path, set_decoder=True)
    assert shares.results == [None]
    _assert_same(one, two)
    # the same, but for a warning that names the child's error
    assert two_rest[1] == [
        *one_rest[1],
        "the MTGJSON set decoder stopped: killed by signal 9; "
        "its sets were decoded in the refresh's own process",
    ]
    assert (one_rest[0], *one_rest[2:]) == (two_rest[0], *two_rest[2:])


@pytest.mark.usefixtures("split_after_two_sets")
def test_a_shape_error_in_the_child_s_sets_reads_as_in_one_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    document = _document()
    del document["data"]["S4"]["cards"][0]["name"]
    path = _write(tmp_path, document)
    with pytest.raises(ParseError) as one:
        _decode(path, set_decoder=None)
    shares = _Shares(monkeypatch)
    with pytest.raises(ParseError) as two:
        _decode(path, set_decoder=True)
    assert shares.results == [None]
    assert str(two.value) == str(one.value)
    assert "$.data.S4.cards[0]" in str(two.value)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.usefixtures("split_after_two_sets")
def test_no_child_is_left_when_the_core_is_not_spare(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The child starts before decompressing; if the capability parser then needs the core,
    it is stopped. Without a plan, none starts."""
    path = _write(tmp_path, _document())
    shares = _Shares(monkeypatch)
    _decode(path, set_decoder=False)
    _decode(path, set_decoder=None)
    assert shares.results == []
    assert not child_pids(WORKER)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.usefixtures("split_after_two_sets")
def test_a_truncated_file_fails_as_in_one_process_and_leaves_no_child(tmp_path: Path) -> None:
    path = _write(tmp_path, _document())
    path.write_bytes(path.read_bytes()[:-40])
    with pytest.raises(ParseError) as one:
        _decode(path, set_decoder=None)
    with pytest.raises(ParseError) as two:
        _decode(path, set_decoder=True)
    assert str(two.value) == str(one.value)
    assert "truncated or corrupt" in str(two.value)
    assert not child_pids(WORKER)


def test_a_small_file_is_decoded_in_one_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[SetWorker] = []
    real_init = SetWorker.__init__

    def init(worker: SetWorker, *args: Any, **kwargs: Any) -> None:
        started.append(worker)
        real_init(worker, *args, **kwargs)

    monkeypatch.setattr(SetWorker, "__init__", init)
    _decode(_write(tmp_path, _document()), set_decoder=True)
    assert started == []


@pytest.mark.usefixtures("split_after_two_sets")
def test_a_refresh_that_reuses_the_previous_build_splits_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first build parses every card, so the capability parser has the other core; the
    next one reuses those parses and gives the core to the child. Both give what a full
    build of their file gives."""
    shares = _Shares(monkeypatch)
    paths = DataPaths(tmp_path / "data")
    # these files are small: plans that give a parser a helper for them anyway
    refresh(
        paths,
        open_source(str(_write(tmp_path, _document())), paths.raw),
        now=FIXED_NOW,
        plan=BuildPlan(1, min_parser_bytes=0),
    )
    assert shares.results == []
    changed = _document()
    for code, index in (("S3", 1), ("S4", 2)):  # an erratum reaches every printing
        changed["data"][code]["cards"][index]["text"] = "Protection from green"
    changed_path = _write(tmp_path / "changed", changed)
    refresh(
        paths,
        open_source(str(changed_path), paths.raw),
        now=FIXED_NOW,
        plan=BuildPlan(1, min_parser_bytes=0),
    )
    assert len(shares.results) == 1 and shares.results[0] is not None
    fresh = DataPaths(tmp_path / "fresh")
    refresh(fresh, open_source(str(changed_path), fresh.raw), now=FIXED_NOW)
    for sql in (
        *(
            f"SELECT * FROM {t}"
            for t in ("cards", "card_faces", "card_names", "printings", "rulings")
        ),
        "SELECT oracle_id, quality_kind, quality_value FROM protections",
    ):
        assert sorted(query(paths.database, sql), key=repr) == sorted(
            query(fresh.database, sql), key=repr
        ), sql
    assert ("o-new", "color", "G") in query(
        paths.database, "SELECT oracle_id, quality_kind, quality_value FROM protections"
    )


def test_the_snapshot_decodes_the_same_in_two_processes(
    shared_snapshot: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shares = _Shares(monkeypatch)
    one, one_rest = _decode(shared_snapshot, set_decoder=None)
    two, two_rest = _decode(shared_snapshot, set_decoder=True)
    assert len(shares.results) == 1 and shares.results[0] is not None
    assert shares.results[0].frames["sets"].height > 100
    for name in one:
        assert one[name].equals(two[name], null_equal=True), name
    assert one_rest == two_rest
