"""Names from card data that become paths, and the site folder `report --out` writes into:
nothing is written outside --out, and no file the report didn't write is replaced or removed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from fixture_server import child_env, cli_command
from helpers import FIXED_NOW

from pipeline.errors import UsageError
from pipeline.paths import DataPaths, inside, slug
from pipeline.report.site import SITE_MARKER, build_site
from pipeline.resources import resource_dir
from pipeline.sources import open_source
from pipeline.store.refresh import refresh

HOSTILE = "../../../victim/index"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("lea", "lea"),
        ("10E", "10e"),
        ("paupercommander", "paupercommander"),
        (HOSTILE, "victim-index-" + slug(HOSTILE)[-8:]),
        ("..", "page-" + slug("..")[-8:]),
        ("/etc/passwd", "etc-passwd-" + slug("/etc/passwd")[-8:]),
    ],
)
def test_slug_keeps_clean_names_and_marks_changed_ones(name: str, expected: str) -> None:
    assert expected == slug(name)
    assert "/" not in slug(name) and not slug(name).startswith(".")


def test_inside_refuses_a_path_out_of_its_folder(tmp_path: Path) -> None:
    assert tmp_path.resolve() / "sets" / "lea.html" == inside(tmp_path, "sets/lea.html")
    for bad in ("../x.html", "/etc/passwd", "sets/../../x", ""):
        with pytest.raises(ValueError):
            inside(tmp_path, bad)


@pytest.fixture(scope="module")
def hostile_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample with one card's set code and a format name that climb out of their folder."""
    root = tmp_path_factory.mktemp("hostile")
    lines = []
    for line in (resource_dir("sample") / "default-cards.jsonl").read_text().splitlines():
        card = json.loads(line)
        if card["name"] == "White Knight":
            card["set"] = HOSTILE
            card["legalities"][HOSTILE] = "legal"
        lines.append(json.dumps(card))
    source = root / "cards.jsonl"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    paths = DataPaths(root / "data")
    refresh(paths, open_source(str(source), paths.raw), now=FIXED_NOW)
    return paths.database


def test_set_codes_and_format_names_from_data_stay_inside_out(
    hostile_db: Path, tmp_path: Path
) -> None:
    out = tmp_path / "a" / "b" / "c" / "site"
    build_site(hostile_db, out)
    assert list(tmp_path.rglob("victim")) == []
    assert all(p.resolve().is_relative_to(out) for p in tmp_path.rglob("*") if p.is_file())
    # set codes are stored upper-case
    assert f"{slug(HOSTILE.upper())}.html" in {p.name for p in (out / "sets").iterdir()}
    assert f"{slug(HOSTILE)}.html" in {p.name for p in (out / "formats").iterdir()}


def test_report_keeps_user_files_and_refuses_their_folder(
    sample_db: Path, sample_site: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    shutil.copytree(sample_site, out)  # a site `report` wrote before (the run's shared build)
    (out / "NOTES.txt").write_text("mine", encoding="utf-8")
    (out / "CNAME").write_text("example.org", encoding="utf-8")
    (out / "uploads").mkdir()
    (out / "uploads" / "a.png").write_bytes(b"png")
    data = tmp_path / "data"
    data.mkdir()
    os.link(sample_db, data / "protection.duckdb")
    run = subprocess.run(
        cli_command("--data-dir", str(data), "report", "--out", str(out)),
        capture_output=True,
        text=True,
        env=child_env(),
        timeout=120,
    )
    assert run.returncode == 2, run.stderr
    assert "NOTES.txt" in run.stderr or "CNAME" in run.stderr or "uploads" in run.stderr
    assert (out / "NOTES.txt").read_text(encoding="utf-8") == "mine"
    assert (out / "CNAME").read_text(encoding="utf-8") == "example.org"
    assert (out / "uploads" / "a.png").read_bytes() == b"png"


def test_pages_the_new_report_no_longer_has_are_removed(
    sample_db: Path, sample_site: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    shutil.copytree(sample_site, out)  # the full site built before (the run's shared build)
    before = {p.relative_to(out) for p in out.rglob("*.html")}
    build_site(sample_db, out, fmt="modern")
    after = {p.relative_to(out) for p in out.rglob("*.html")}
    assert after < before
    listed = set((out / SITE_MARKER).read_text(encoding="utf-8").splitlines()[1:])
    assert {p.as_posix() for p in after} <= listed


def test_a_mount_point_like_out_is_written_in_place(sample_db: Path, tmp_path: Path) -> None:
    """A folder that can't be renamed (a mount point, a bind mount in a container) is written
    into, never renamed: its inode stays the one the user made."""
    out = tmp_path / "site"
    out.mkdir()
    inode = out.stat().st_ino
    build_site(sample_db, out)
    build_site(sample_db, out)
    assert inode == out.stat().st_ino
    assert (out / "index.html").is_file()


def test_a_dangling_symlink_out_is_refused(tmp_path: Path) -> None:
    from pipeline.paths import site_dir

    link = tmp_path / "site"
    link.symlink_to(tmp_path / "no" / "such" / "folder")
    with pytest.raises(UsageError, match="symlink"):
        site_dir(link)
    assert not (tmp_path / "no").exists()


def test_leftovers_of_a_killed_report_are_removed(
    sample_db: Path, sample_site: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    shutil.copytree(sample_site, out)  # the site built before (the run's shared build)
    staging = out / ".mtg-protection-building-0123456789ab"
    (staging / "cards").mkdir(parents=True)
    (staging / "cards" / "x.html").write_text("half", encoding="utf-8")
    old = tmp_path / ".site.0123456789ab.building"
    old.mkdir()
    (old / "index.html").write_text("half", encoding="utf-8")
    build_site(sample_db, out)
    assert not staging.exists()
    assert not old.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]
