"""What a refresh runs beside its main thread, and that it comes out the same.

The capability parser's own process (pipeline/helpers/capabilities.py) returns exactly what the build
would parse in-process, a refresh starts it only when the previous build's rows can't be
reused and its plan has a helper, and a worker that dies or hangs is stopped and its work done
in-process, with a warning. The
build's heavy modules import in the background while the source decompresses; the file is
read ahead, or whole into memory, the same whatever its compression.
"""

from __future__ import annotations

import gzip
import lzma
import os
import signal
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

import duckdb
import polars as pl
import pytest
from helpers import FIXED_NOW, child_pids, memory_files

from pipeline.errors import ParseError
from pipeline.helpers.capabilities import CapabilityWorker
from pipeline.helpers.plan import WAIT_S, BuildPlan
from pipeline.helpers.process import HelperFailed
from pipeline.parse.capability_frames import capability_frame
from pipeline.parse.frames import face_rows
from pipeline.paths import DataPaths
from pipeline.progress import ProgressHook
from pipeline.resources import resource_dir
from pipeline.sources import open_source
from pipeline.sources.files import READ_ERRORS, Whole, open_data, read_ahead
from pipeline.sources.normalise import CardCollector
from pipeline.sources.scryfall import _line_blocks
from pipeline.store.refresh import refresh
from pipeline.store.reuse import CAPABILITIES, parses_everything


def _collect(on_faces: object = None) -> dict[str, pl.DataFrame]:
    source = open_source("sample", Path("unused"))
    collector = CardCollector(on_faces=on_faces)  # type: ignore[arg-type]
    source.decode(resource_dir("sample") / "default-cards.jsonl", collector, ProgressHook())
    return collector.frames()


@pytest.mark.parametrize("batch", [None, 1, 37], ids=["as-collected", "by-1", "by-37"])
def test_the_worker_returns_what_the_build_parses_in_process(batch: int | None) -> None:
    """Whatever the batches (the collector's, or many small ones, some with no capability
    and some missing a column's every value), the worker's frame is the in-process one."""
    with CapabilityWorker() as worker:
        if batch is None:
            frames = _collect(worker.send)
        else:
            frames = _collect()
            keywords = dict(frames["cards"].select("oracle_id", "keywords").iter_rows())
            faces = face_rows(frames["card_faces"], keywords)
            for start in range(0, len(faces), batch):
                worker.send(faces[start : start + batch])
        parsed = worker.result(WAIT_S)
    keywords = dict(frames["cards"].select("oracle_id", "keywords").iter_rows())
    expected = capability_frame(frames["card_faces"], keywords)
    assert parsed is not None and expected is not None
    assert parsed.height > 100
    assert parsed.equals(expected)


def test_ctrl_c_is_the_refresh_s_to_handle_not_the_worker_s() -> None:
    """A terminal's Ctrl-C reaches every process of its group: the worker is in a group of
    its own (the refresh, interrupted, stops it)."""
    with CapabilityWorker() as worker:
        assert os.getpgid(worker.pid) != os.getpgid(0)


def test_a_worker_given_no_faces_returns_nothing() -> None:
    with CapabilityWorker() as worker:
        assert worker.result(WAIT_S) is None


def test_a_worker_that_was_killed_says_so() -> None:
    with CapabilityWorker() as worker:
        worker.send(
            [("oracle", 0, "Shock", "Shock deals 2 damage to any target.", "Instant", (), ("R",))]
        )
        os.kill(worker.pid, signal.SIGKILL)
        time.sleep(0.1)
        worker.send(
            [("oracle", 1, "Shock", "Shock deals 2 damage to any target.", "Instant", (), ("R",))]
        )
        with pytest.raises(HelperFailed, match="capability parser stopped: killed by signal 9"):
            worker.result(WAIT_S)


def test_a_worker_that_hangs_is_stopped_after_the_wait() -> None:
    with CapabilityWorker() as worker:
        os.kill(worker.pid, signal.SIGSTOP)
        started = time.monotonic()
        with pytest.raises(HelperFailed, match=r"did not finish in 0\.5s"):
            worker.result(0.5)
        assert time.monotonic() - started < 5
        assert worker.pid not in child_pids("pipeline.helpers.capabilities")


def test_capabilities_are_parsed_anew_only_without_a_reusable_build(tmp_path: Path) -> None:
    paths = DataPaths(tmp_path / "data")
    assert parses_everything(paths.database, CAPABILITIES)  # no build yet
    paths.ensure()
    paths.database.write_bytes(b"not a database")
    assert parses_everything(paths.database, CAPABILITIES)
    paths.database.unlink()
    refresh(paths, open_source("sample", paths.raw), now=FIXED_NOW)
    assert not parses_everything(paths.database, CAPABILITIES)
    with duckdb.connect(str(paths.database)) as con:  # built by another parser version
        con.execute("UPDATE internal.parser_versions SET version = 'older'")
    assert parses_everything(paths.database, CAPABILITIES)


def _worker_pids() -> set[int]:
    """This process's children that run the capability parser."""
    return child_pids("pipeline.helpers.capabilities")


class _KillTheWorker(ProgressHook):
    """Kills the running capability parser when the build starts loading the tables."""

    def step(self, label: str) -> None:
        if label == "load tables":
            for pid in _worker_pids():
                os.kill(pid, signal.SIGKILL)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_a_refresh_whose_worker_dies_parses_in_process_and_says_so(tmp_path: Path) -> None:
    paths = DataPaths(tmp_path / "data")
    refresh(paths, open_source("sample", paths.raw), now=FIXED_NOW, plan=BuildPlan.serial())
    with duckdb.connect(str(paths.database), read_only=True) as con:
        expected = con.execute(
            "SELECT * EXCLUDE (capability_id) FROM capabilities ORDER BY ALL"
        ).fetchall()
    with duckdb.connect(str(paths.database)) as con:  # so the next build parses everything
        con.execute("UPDATE internal.parser_versions SET version = 'older'")
    result = refresh(
        paths,
        open_source("sample", paths.raw),
        now=FIXED_NOW + timedelta(hours=1),
        force=True,
        progress=_KillTheWorker(),
        plan=BuildPlan(1, min_parser_bytes=0),
    )
    assert result.outcome == "built"
    assert result.warnings == (
        "the capability parser stopped: killed by signal 9; "
        "the capabilities were parsed in the refresh's own process",
    )
    with duckdb.connect(str(paths.database), read_only=True) as con:
        parsed = con.execute(
            "SELECT * EXCLUDE (capability_id) FROM capabilities ORDER BY ALL"
        ).fetchall()
    assert parsed == expected
    assert not _worker_pids()


class _CountTheWorkers(ProgressHook):
    """Notes how many capability parsers run when the build starts loading the tables."""

    def __init__(self) -> None:
        self.running: list[int] = []

    def step(self, label: str) -> None:
        if label == "load tables":
            self.running.append(len(_worker_pids()))


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_the_worker_runs_beside_a_build_that_parses_everything_and_only_then(
    tmp_path: Path,
) -> None:
    """(The sample is below the plan's smallest source for a parser of its own: not here.)"""
    paths = DataPaths(tmp_path / "data")
    first, second = _CountTheWorkers(), _CountTheWorkers()
    one_helper = BuildPlan(1, min_parser_bytes=0)
    refresh(paths, open_source("sample", paths.raw), now=FIXED_NOW, progress=first, plan=one_helper)
    refresh(
        paths,
        open_source("sample", paths.raw),
        now=FIXED_NOW,
        force=True,
        progress=second,
        plan=BuildPlan(1, min_parser_bytes=0),
    )
    assert (first.running, second.running) == ([1], [0])  # the second reuses the first's rows
    assert not _worker_pids()


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_a_small_source_is_parsed_without_a_helper(tmp_path: Path) -> None:
    """The sample parses in less time than a process takes to start: no parser beside it."""
    counted = _CountTheWorkers()
    paths = DataPaths(tmp_path / "data")
    refresh(
        paths, open_source("sample", paths.raw), now=FIXED_NOW, progress=counted, plan=BuildPlan(1)
    )
    assert counted.running == [0]


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_a_serial_plan_runs_no_helper(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """$MTG_PROTECTION_WORKERS=0 (or one usable core) keeps everything in one process."""
    monkeypatch.setenv("MTG_PROTECTION_WORKERS", "0")
    counted = _CountTheWorkers()
    paths = DataPaths(tmp_path / "data")
    refresh(paths, open_source("sample", paths.raw), now=FIXED_NOW, progress=counted)
    assert counted.running == [0]


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_a_source_that_fails_to_decode_leaves_no_worker_behind(tmp_path: Path) -> None:
    """Whether the worker is needed is decided on a thread while the source starts decoding:
    a decode that fails first must neither leave a started worker running nor let the
    thread start one afterwards."""
    paths = DataPaths(tmp_path / "data")
    upstream = tmp_path / "cards.jsonl.gz"
    whole = gzip.compress((resource_dir("sample") / "default-cards.jsonl").read_bytes())
    upstream.write_bytes(whole[: len(whole) // 2])
    for _ in range(3):
        with pytest.raises(ParseError):
            refresh(paths, open_source(str(upstream), paths.raw), now=FIXED_NOW, force=True)
        time.sleep(0.2)  # time for a decision still pending to start a worker, if it could
        assert not _worker_pids()


def test_a_refresh_imports_polars_and_the_parsers_only_once_it_builds() -> None:
    """The build's heavy modules import in the background while the source decompresses
    (store/refresh.py), so importing the CLI and the refresh must not pull them in."""
    code = (
        "import sys, pipeline.cli, pipeline.store.refresh; "
        "print(sorted(m for m in ('polars', 'pyarrow', 'pipeline.parse.capability_frames') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_read_ahead_returns_the_file_whole_and_in_order(tmp_path: Path) -> None:
    data = bytes(range(256)) * 1000
    path = tmp_path / "data.bin.gz"
    path.write_bytes(gzip.compress(data))
    with open_data(path) as fh:
        assert b"".join(read_ahead(fh, size=4097)) == data


@pytest.mark.parametrize("memory_file", [True, False])
@pytest.mark.parametrize("compress", [gzip.compress, lzma.compress, bytes])
def test_a_whole_file_is_its_decompressed_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, memory_file: bool, compress: Any
) -> None:
    """files.Whole: in an anonymous memory file where the system has them, else read();
    an empty file is empty either way (a memory file of no bytes can't be mapped)."""
    if not memory_file:
        monkeypatch.delattr(os, "memfd_create", raising=False)
    for data in (bytes(range(256)) * 20_000, b""):
        path = tmp_path / "data.bin"
        path.write_bytes(compress(data))
        with Whole() as whole:
            assert (whole.fd is not None) is (memory_file and memory_files())
            whole.fill(path)
            assert bytes(whole.data) == data


def test_a_truncated_file_fails_in_the_reader_not_the_thread(tmp_path: Path) -> None:
    path = tmp_path / "cut.gz"
    path.write_bytes(gzip.compress(os.urandom(1_000_000))[:500_000])
    with open_data(path) as fh, pytest.raises(READ_ERRORS):
        b"".join(read_ahead(fh, size=1024))


def test_line_blocks_cut_at_line_ends_across_chunks(tmp_path: Path) -> None:
    """Lines of every length, one longer than a block, cut into blocks that end at a line's
    end whatever the read-ahead chunks are; the last line lacks its newline."""
    lines = [b"a" * n for n in (0, 1, 5, 100, 70_000, 3, 65_535, 65_536, 9)]
    data = b"\n".join(lines)
    path = tmp_path / "lines.jsonl.gz"
    path.write_bytes(gzip.compress(data))
    with open_data(path) as fh:
        blocks = list(_line_blocks(fh))
    assert b"".join(blocks) == data
    assert all(block.endswith(b"\n") for block in blocks[:-1])
    assert max(len(block) for block in blocks) <= 70_001
