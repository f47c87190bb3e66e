"""Scheduled use: the documented exit codes, --quiet, timestamped log lines, and README's cron
line and systemd units (parsed, verified with systemd-analyze where it exists, and the cron
line run for real on the bundled sample).
"""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import time
import tomllib
import warnings
from datetime import datetime
from pathlib import Path

import click
import filelock
import pytest
from click.testing import CliRunner, Result
from fixture_server import FixtureServer, child_env, cli_command
from rich.console import Console

from pipeline import errors
from pipeline.cli import cli
from pipeline.paths import DataPaths
from pipeline.progress import log_line
from pipeline.sources import http

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
DEPLOYED_AT = "/srv/mtg-protection"  # where README's cron line and units expect the checkout


def run(root: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--data-dir", str(root), *args])


def fenced(language: str) -> list[str]:
    """The README's fenced code blocks of one language."""
    return re.findall(rf"^```{language}\n(.*?)^```", README, re.MULTILINE | re.DOTALL)


# --- exit codes -------------------------------------------------------------------------


def documented_exit_codes() -> dict[int, str]:
    section = README.split("Exit codes:", 1)[1]
    return {
        int(code): meaning
        for code, meaning in re.findall(r"^\| (\d+) \| (.+?) \|$", section, re.MULTILINE)
    }


def test_the_readme_documents_the_exit_codes_the_errors_use() -> None:
    documented = documented_exit_codes()
    # 130, 141 and 143: interrupted (Ctrl-C), reader gone and terminated, as shells report
    # SIGINT, SIGPIPE and SIGTERM
    assert sorted(documented) == [*range(9), 130, 141, 143]
    expected_words = {
        errors.SourceError: "network",
        errors.ParseError: "bad input data",
        errors.BuildError: "database build",
        errors.LockError: "lock",
        errors.QueryError: "query",
        errors.NoDatabaseError: "no database",
    }
    for error, words in expected_words.items():
        assert words in documented[error.exit_code], (error.__name__, error.exit_code)
    codes = [error.exit_code for error in expected_words]
    assert len(set(codes)) == len(codes)  # distinct, so a scheduler can tell them apart


def test_exit_codes_of_scheduled_refreshes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(http, "BACKOFF", 0.0)  # the unreachable server: retries without sleeps
    root = tmp_path / "data"
    built = run(root, "--quiet", "refresh", "--source", "sample")
    assert (built.exit_code, built.stdout, built.stderr) == (0, "", "")

    unchanged = run(root, "refresh", "--source", "sample")
    assert unchanged.exit_code == 0
    assert re.search(r" unchanged: sample:default_cards is still at \S+$", unchanged.stderr.strip())

    with FixtureServer() as server:
        down = server.url("/bulk-data")
    network = run(root, "--quiet", "refresh", "--source", down)  # the server is gone
    assert network.exit_code == 3, network.stderr

    bad = tmp_path / "cards.jsonl"
    bad.write_text('{"object": "card", "id": 1}\n')
    data = run(root, "--quiet", "refresh", "--source", str(bad))
    assert data.exit_code == 4, data.stderr

    with filelock.FileLock(str(DataPaths(root).lock)):
        locked = run(root, "--quiet", "refresh", "--source", "sample", "--wait", "0.2")
    assert locked.exit_code == 6
    assert "another refresh is running" in locked.stderr and "--wait" in locked.stderr

    for result in (network, data, locked):
        assert len(result.stderr.strip().splitlines()) == 1
        assert result.stderr.startswith("error: ") and "Traceback" not in result.stderr


# --- quiet and log lines ----------------------------------------------------------------


def test_quiet_prints_nothing_on_success(sample_paths: DataPaths, tmp_path: Path) -> None:
    root = tmp_path / "data"
    shutil.copytree(sample_paths.root, root)
    for args in (
        ["refresh", "--source", "sample"],  # unchanged
        ["refresh", "--source", "sample", "--force"],  # built
        ["sql", "SELECT 1", "--csv", "--out", str(tmp_path / "one.csv")],
    ):
        result = run(root, "--quiet", *args)
        assert (result.exit_code, result.stdout, result.stderr) == (0, "", ""), args


@pytest.mark.parametrize(("value", "quiet"), [("1", True), ("0", False)])
def test_the_quiet_environment_flag(
    sample_paths: DataPaths, tmp_path: Path, value: str, quiet: bool
) -> None:
    # A child process: cli.py reads the variable when it is imported.
    root = tmp_path / "data"
    shutil.copytree(sample_paths.root, root)
    done = subprocess.run(
        cli_command("--data-dir", str(root), "refresh", "--source", "sample"),
        capture_output=True,
        text=True,
        env={**child_env(), "MTG_PROTECTION_QUIET": value},
        timeout=60,
        check=False,
    )
    assert done.returncode == 0
    assert (done.stderr == "") is quiet, done.stderr


def is_iso_timestamped(line: str) -> bool:
    stamp = line.split(" ", 1)[0]
    try:
        return datetime.fromisoformat(stamp).tzinfo is not None and "T" in stamp
    except ValueError:
        return False


@pytest.fixture(scope="module")
def first_build(tmp_path_factory: pytest.TempPathFactory) -> Result:
    """A refresh that builds the sample into an empty data folder, with its log lines: the
    two tests below read the same run's output, so it is built once for both."""
    return run(tmp_path_factory.mktemp("first-build") / "data", "refresh", "--source", "sample")


def test_the_outcome_line_carries_an_iso_8601_timestamp(first_build: Result) -> None:
    result = first_build
    assert result.exit_code == 0
    last = result.stderr.strip().splitlines()[-1]
    assert " built " in last
    assert is_iso_timestamped(last), last


def test_every_log_line_carries_an_iso_8601_timestamp(first_build: Result) -> None:
    result = first_build
    assert result.exit_code == 0
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) > 1
    assert [line for line in lines if not is_iso_timestamped(line)] == []


def test_log_lines_are_stamped_in_utc_whatever_the_local_zone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TZ", "Asia/Tokyo")
    time.tzset()
    try:
        out = io.StringIO()
        log_line(Console(file=out, width=200), "built")
    finally:
        monkeypatch.undo()
        time.tzset()
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00 built\n", out.getvalue())


# --- the cron line ----------------------------------------------------------------------

# (lowest, highest, names) of the five schedule fields, as crontab(5) defines them.
CRON_FIELDS = (
    (0, 59, ()),
    (0, 23, ()),
    (1, 31, ()),
    (1, 12, ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")),
    (0, 7, ("sun", "mon", "tue", "wed", "thu", "fri", "sat")),
)


def cron_field_ok(text: str, lowest: int, highest: int, names: tuple[str, ...]) -> bool:
    def value(token: str) -> int | None:
        if token.isdigit():
            number = int(token)
            return number if lowest <= number <= highest else None
        token = token.lower()
        return names.index(token) + lowest if token in names else None

    for item in text.split(","):
        span, _, step = item.partition("/")
        if step and not (step.isdigit() and int(step) > 0):
            return False
        if span == "*":
            continue
        first, _, last = span.partition("-")
        start, end = value(first), value(last) if last else None
        if start is None or (last and (end is None or end < start)):
            return False
        if step and not last:
            return False
    return True


def split_cron_line(line: str) -> tuple[list[str], str]:
    parts = line.split(None, 5)
    assert len(parts) == 6, line
    return parts[:5], parts[5]


@pytest.mark.parametrize(
    ("schedule", "ok"),
    [
        ("15 6 * * *", True),
        ("*/10 0-23/2 1,15 jan-jun mon-fri", True),
        ("0 0 * * 7", True),
        ("60 6 * * *", False),
        ("15 24 * * *", False),
        ("15 6 0 * *", False),
        ("15 6 * 13 *", False),
        ("15 6 * * 8", False),
        ("15 6-3 * * *", False),
        ("15 */0 * * *", False),
        ("15 six * * *", False),
    ],
)
def test_the_cron_field_checker(schedule: str, ok: bool) -> None:
    fields = schedule.split()
    assert all(cron_field_ok(f, *spec) for f, spec in zip(fields, CRON_FIELDS, strict=True)) is ok


def cli_arguments(command: str) -> list[str]:
    """The arguments given to the mtg-protection executable in a shell command line."""
    words = command.split()
    script = next(i for i, w in enumerate(words) if w.endswith("bin/mtg-protection"))
    rest = words[script + 1 :]
    ends = [i for i, w in enumerate(rest) if w in (">>", ">", "2>&1", "|", "&&", ";")]
    return rest[: ends[0]] if ends else rest


def assert_the_cli_accepts(arguments: list[str]) -> None:
    """Parse (without running) the arguments as the real CLI would."""
    with cli.make_context("mtg-protection", list(arguments), resilient_parsing=False) as ctx:
        with warnings.catch_warnings():  # Click 8.2 deprecates protected_args; 9 drops it
            warnings.simplefilter("ignore", DeprecationWarning)
            remaining = [*getattr(ctx, "protected_args", []), *ctx.args]
        name, command, rest = cli.resolve_command(ctx, remaining)
        assert command is not None, arguments
        assert name == "run"  # the main job: refresh and then the reports
        command.make_context(name, rest, parent=ctx)


def test_the_readme_cron_line() -> None:
    (block,) = fenced("cron")
    lines = [line for line in block.splitlines() if line.strip() and not line.startswith("#")]
    assert len(lines) == 1
    fields, command = split_cron_line(lines[0])
    for text, spec in zip(fields, CRON_FIELDS, strict=True):
        assert cron_field_ok(text, *spec), (text, lines[0])
    assert fields == ["15", "6", "*", "*", "*"]  # "every day at 06:15", as the README says
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["mtg-protection"] == "pipeline.cli:main"
    assert f"cd {DEPLOYED_AT} && .venv/bin/mtg-protection " in command
    assert command.endswith(">> data/cron.log 2>&1")
    arguments = cli_arguments(command)
    assert "--quiet" in arguments  # cron mails any output: only errors should make one
    assert_the_cli_accepts(arguments)


def test_the_readme_cron_line_runs(tmp_path: Path) -> None:
    """The cron command itself, in a stand-in checkout, on the bundled sample: it exits 0
    and, being quiet, adds nothing to data/cron.log."""
    ((_, command),) = [split_cron_line(line) for line in fenced("cron")[0].splitlines() if line]
    checkout = tmp_path / "srv"
    (checkout / "data").mkdir(parents=True)  # in a real checkout, data/sample/ is committed
    bindir = checkout / ".venv" / "bin"
    bindir.mkdir(parents=True)
    guarded = tmp_path / "guarded_cli.py"
    python, _, code = cli_command()[:3]
    guarded.write_text(code, encoding="utf-8")
    shim = bindir / "mtg-protection"
    # The real CLI, told to use the bundled sample rather than reach Scryfall.
    shim.write_text(f'#!/bin/sh\nexec "{python}" "{guarded}" "$@" --source sample\n')
    shim.chmod(0o755)
    done = subprocess.run(
        ["/bin/sh", "-c", command.replace(DEPLOYED_AT, str(checkout))],
        capture_output=True,
        text=True,
        env=child_env(),
        timeout=120,
        check=False,
    )
    log = (checkout / "data" / "cron.log").read_text()
    assert (done.returncode, log) == (0, "")
    assert (checkout / "data" / "protection.duckdb").is_file()
    assert (checkout / "reports" / "site" / "index.html").is_file()


# --- the systemd units ------------------------------------------------------------------


def readme_units() -> dict[str, str]:
    units = {}
    for block in fenced("ini"):
        first, _, body = block.partition("\n")
        match = re.fullmatch(r"# /etc/systemd/system/([\w.-]+\.(?:service|timer))", first)
        assert match, first
        units[match[1]] = body
    return units


def test_the_readme_systemd_units() -> None:
    units = readme_units()
    assert sorted(units) == ["mtg-protection.service", "mtg-protection.timer"]
    (exec_start,) = re.findall(r"^ExecStart=(.+)$", units["mtg-protection.service"], re.MULTILINE)
    assert exec_start.split()[0] == f"{DEPLOYED_AT}/.venv/bin/mtg-protection"
    arguments = cli_arguments(exec_start)
    assert "--quiet" in arguments
    assert_the_cli_accepts(arguments)
    assert re.search(r"^Type=oneshot$", units["mtg-protection.service"], re.MULTILINE)
    # The timer fires when the cron line does: every day at 06:15.
    (calendar,) = re.findall(r"^OnCalendar=(.+)$", units["mtg-protection.timer"], re.MULTILINE)
    fields, _ = split_cron_line(fenced("cron")[0].strip())
    assert calendar == f"*-*-* {int(fields[1]):02d}:{int(fields[0]):02d}:00"


def systemd_analyze() -> str:
    found = shutil.which("systemd-analyze")
    if found is None:
        pytest.skip("systemd-analyze is not installed (Debian: apt-get install systemd)")
    return found


def verify(units: dict[str, str], where: Path) -> subprocess.CompletedProcess[str]:
    where.mkdir(parents=True, exist_ok=True)
    files = []
    for name, text in units.items():
        (where / name).write_text(text, encoding="utf-8")
        files.append(str(where / name))
    return subprocess.run(
        [systemd_analyze(), "verify", "--man=no", *files],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_the_readme_systemd_units_verify(tmp_path: Path) -> None:
    # systemd-analyze needs the ExecStart binary and WorkingDirectory to exist: a stub in a
    # stand-in checkout, with the README's paths pointed at it.
    checkout = tmp_path / "srv"
    stub = checkout / ".venv" / "bin" / "mtg-protection"
    stub.parent.mkdir(parents=True)
    stub.write_text("#!/bin/sh\nexit 0\n")
    stub.chmod(0o755)
    sanity = verify(
        {"sanity.service": f"[Service]\nType=oneshot\nExecStart={stub}\n"}, tmp_path / "sanity"
    )
    if sanity.returncode != 0:
        pytest.skip(f"systemd-analyze verify does not work here: {sanity.stderr.strip()[:200]}")
    units = {
        name: text.replace(DEPLOYED_AT, str(checkout)) for name, text in readme_units().items()
    }
    done = verify(units, tmp_path / "units")
    output = done.stdout + done.stderr
    # Any warning about our units (an unknown key, a bad calendar spec) names the unit.
    complaints = [line for line in output.splitlines() if "mtg-protection" in line]
    assert (done.returncode, complaints) == (0, []), output


def test_systemd_analyze_catches_a_broken_timer(tmp_path: Path) -> None:
    """So the verification above can fail: a bad calendar and a misspelt key are reported."""
    broken = readme_units()["mtg-protection.timer"].replace("06:15:00", "25:15:00")
    broken = broken.replace("Persistent=", "Persistant=")
    checkout = tmp_path / "srv"
    stub = checkout / ".venv" / "bin" / "mtg-protection"
    stub.parent.mkdir(parents=True)
    stub.write_text("#!/bin/sh\nexit 0\n")
    stub.chmod(0o755)
    service = readme_units()["mtg-protection.service"].replace(DEPLOYED_AT, str(checkout))
    done = verify(
        {"mtg-protection.service": service, "mtg-protection.timer": broken}, tmp_path / "u"
    )
    output = done.stdout + done.stderr
    assert done.returncode != 0 or "Persistant" in output
    assert "calendar" in output.lower()


def test_click_would_reject_a_mistyped_cron_command() -> None:
    """So assert_the_cli_accepts can fail."""
    with pytest.raises(click.UsageError):
        assert_the_cli_accepts(["--quiet", "run", "--wiat", "600"])
