"""The one plan for a refresh's helper processes (pipeline/helpers/plan.py): how many it may
run, from the cores this process may use or $MTG_PROTECTION_WORKERS, and who gets them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.cli import cli
from pipeline.errors import UsageError
from pipeline.helpers.plan import (
    MIN_PARALLEL_FACES,
    MIN_PARSER_BYTES,
    WORKERS_ENV,
    BuildPlan,
    usable_cores,
)


def test_one_helper_per_usable_core_but_this_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(WORKERS_ENV, raising=False)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1, 2})
    assert BuildPlan.for_this_machine().helpers == 2
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0})
    assert BuildPlan.for_this_machine().helpers == 0


@pytest.mark.skipif(not hasattr(os, "sched_getaffinity"), reason="no CPU affinity here")
def test_a_process_pinned_to_one_core_plans_no_helper() -> None:
    """What `taskset -c 0 mtg-protection refresh` gets: everything in one process."""
    code = (
        "from pipeline.helpers.plan import BuildPlan; print(BuildPlan.for_this_machine().helpers)"
    )
    env = {k: v for k, v in os.environ.items() if k != WORKERS_ENV}
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        preexec_fn=lambda: os.sched_setaffinity(0, {min(os.sched_getaffinity(0))}),
    )
    assert out.stdout.strip() == "0"


def test_the_environment_sets_the_helpers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(WORKERS_ENV, "0")
    assert BuildPlan.for_this_machine() == BuildPlan.serial()
    monkeypatch.setenv(WORKERS_ENV, " 3 ")
    assert BuildPlan.for_this_machine().helpers == 3
    for bad in ("-1", "two", "1.5"):
        monkeypatch.setenv(WORKERS_ENV, bad)
        with pytest.raises(UsageError, match=WORKERS_ENV):
            BuildPlan.for_this_machine()


def test_a_small_source_builds_on_one_duckdb_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1, 2})
    plan = BuildPlan.for_this_machine()
    assert plan.build_threads(228) == 1  # the bundled sample
    assert plan.build_threads(MIN_PARALLEL_FACES - 1) == 1
    assert plan.build_threads(MIN_PARALLEL_FACES) == 3  # one per usable core
    assert plan.build_threads(23_995) == 3  # the real snapshot
    # a serial plan runs no helper process, yet DuckDB still uses the cores
    assert BuildPlan.serial().build_threads(23_995) == 3
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0})
    assert BuildPlan.for_this_machine().build_threads(23_995) == 1


BIG = MIN_PARSER_BYTES  # a source file worth a parser of its own


@pytest.mark.parametrize(
    ("helpers", "parser_parses", "source_bytes", "parser_runs", "set_decoder_runs"),
    [
        (0, True, BIG, False, False),  # serial: nothing beside this process
        (1, True, BIG, True, False),  # the parser has the only helper
        (1, False, BIG, False, True),  # a reused build: the set decoder has it
        (2, True, BIG, True, True),
        # a small source (the sample): parsing it here costs less than starting a process
        (1, True, BIG - 1, False, True),
    ],
)
def test_the_parser_has_the_first_helper(
    helpers: int, parser_parses: bool, source_bytes: int, parser_runs: bool, set_decoder_runs: bool
) -> None:
    plan = BuildPlan(helpers)
    assert plan.decide_parser(parser_parses, source_bytes) is parser_runs
    assert plan.set_decoder_may_run() is set_decoder_runs


def test_a_decision_that_never_comes_leaves_the_set_decoder_none() -> None:
    assert not BuildPlan(1, wait_s=0.05).set_decoder_may_run()
    cancelled = BuildPlan(1)
    cancelled.cancel()
    assert cancelled.set_decoder_may_run()  # no parser runs: the helper is free
    assert usable_cores() >= 1


def test_a_malformed_worker_count_is_a_usage_error(tmp_path: Path) -> None:
    """A typo in the scheduler's environment: one line, exit 2, nothing written."""
    result = CliRunner().invoke(
        cli,
        ["--data-dir", str(tmp_path / "data"), "refresh", "--source", "sample"],
        env={WORKERS_ENV: "two"},
    )
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        f"error: ${WORKERS_ENV} must be a whole number of processes (0: none), not 'two'"
    ]
    assert not (tmp_path / "data").exists()
