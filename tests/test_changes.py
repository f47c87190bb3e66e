"""What changed (issue 15): every built refresh records its changes against the build it
replaced, a first build a summary only, and `changes --json` prints them newest first."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from datetime import timedelta
from html.parser import HTMLParser
from pathlib import Path

import duckdb
import pytest
from click.testing import CliRunner
from helpers import FIXED_NOW, contract_json, edited_sample

from pipeline.cli import cli
from pipeline.lookup.changes import JSON_KEYS
from pipeline.paths import DataPaths
from pipeline.report.site import build_site
from pipeline.resources import resource_dir
from pipeline.sources import open_source
from pipeline.store.refresh import refresh

LATER = FIXED_NOW + timedelta(days=1)


def _changes(paths: DataPaths, *args: str) -> list[dict]:
    result = CliRunner().invoke(cli, ["--data-dir", str(paths.root), "changes", "--json", *args])
    assert result.exit_code == 0, result.output
    return contract_json(result.output, "changes")


def _sql(database: Path, query: str, params: list[object] | None = None) -> list[tuple]:
    with duckdb.connect(str(database), read_only=True) as con:
        return con.execute(query, params or []).fetchall()


@pytest.fixture(scope="module")
def twice_built(tmp_path_factory: pytest.TempPathFactory) -> tuple[DataPaths, Path]:
    """The sample built, then rebuilt after an upstream change: Silver Knight's protection
    from red became protection from green, Lightning Bolt is gone, Black Knight came back
    as a new card, Grey Knight. Also returns a copy of the first build."""
    root = tmp_path_factory.mktemp("changes")
    upstream = root / "upstream.jsonl"
    upstream.write_bytes((resource_dir("sample") / "default-cards.jsonl").read_bytes())
    paths = DataPaths(root / "data")
    refresh(paths, open_source(str(upstream), paths.raw), now=FIXED_NOW)
    first = root / "first.duckdb"
    first.write_bytes(paths.database.read_bytes())
    edited_sample(
        upstream,
        edits={"Silver Knight": ("protection from red", "protection from green")},
        removed=frozenset({"Lightning Bolt"}),
        renamed={"Black Knight": "Grey Knight"},
    )
    refresh(paths, open_source(str(upstream), paths.raw), now=LATER)
    return paths, first


def test_a_first_build_records_a_summary_only(sample_paths: DataPaths) -> None:
    [entry] = _changes(sample_paths)
    assert list(entry) == list(JSON_KEYS)
    assert entry["source"] == "sample:default_cards"
    assert [entry[k] for k in JSON_KEYS[3:]] == [[], [], [], [], []]
    db = sample_paths.database
    assert _sql(
        db, "SELECT n_cards = (SELECT count(*) FROM cards), n_cards_added FROM refresh_changes"
    ) == [(True, None)]
    for table in ("card_changes", "protection_changes", "debt_changes"):
        assert _sql(db, f"SELECT count(*) FROM {table}") == [(0,)], table


def test_changes_json_lists_what_the_refresh_changed(twice_built: tuple[DataPaths, Path]) -> None:
    paths, _ = twice_built
    newest, first = _changes(paths)
    assert newest == {
        "finished_at": newest["finished_at"],
        "source": first["source"],
        "upstream_version": newest["upstream_version"],
        "cards_added": ["Grey Knight"],
        "cards_removed": ["Black Knight", "Lightning Bolt"],
        "text_changed": ["Silver Knight"],
        "protection_added": [
            {"name": "Grey Knight", "quality": "color:W"},
            {"name": "Silver Knight", "quality": "color:G"},
        ],
        "protection_removed": [
            {"name": "Black Knight", "quality": "color:W"},
            {"name": "Silver Knight", "quality": "color:R"},
        ],
    }
    assert newest["finished_at"] > first["finished_at"]
    assert newest["upstream_version"] != first["upstream_version"]
    assert newest["finished_at"].startswith(LATER.strftime("%Y-%m-%dT"))


def test_since_keeps_the_refreshes_that_finished_from_that_date(
    twice_built: tuple[DataPaths, Path],
) -> None:
    paths, _ = twice_built
    assert len(_changes(paths, "--since", f"{FIXED_NOW:%Y-%m-%d}")) == 2
    [entry] = _changes(paths, "--since", f"{LATER:%Y-%m-%d}")
    assert entry["text_changed"] == ["Silver Knight"]
    assert _changes(paths, "--since", f"{LATER + timedelta(days=1):%Y-%m-%d}") == []


def _debt(database: Path, name: str) -> dict[tuple[str, str], int]:
    rows = _sql(
        database,
        "SELECT interaction, verdict, count(*) FROM interactions "
        "WHERE protected_name = ? AND scope = 'self' GROUP BY ALL",
        [name],
    )
    return {(i, v): n for i, v, n in rows}


def test_debt_moves_are_the_interactions_counts_before_and_after(
    twice_built: tuple[DataPaths, Path],
) -> None:
    """Silver Knight now stops green sources instead of red ones (702.16e), and every
    protected card lost Lightning Bolt as a damage source: each move matches the views."""
    paths, first = twice_built
    before, after = _debt(first, "Silver Knight"), _debt(paths.database, "Silver Knight")
    moves = _sql(
        paths.database,
        "SELECT interaction, verdict, n_before, n_after FROM debt_changes "
        "WHERE name = 'Silver Knight' AND scope = 'self'",
    )
    assert moves
    assert before != after
    expected = {
        (i, v): (before.get((i, v), 0), after.get((i, v), 0))
        for i, v in before.keys() | after.keys()
        if before.get((i, v), 0) != after.get((i, v), 0)
    }
    assert {(i, v): (b, a) for i, v, b, a in moves} == expected
    # Abbey Gargoyles (protection from red) no longer has Lightning Bolt's damage to stop.
    [(n_before, n_after)] = _sql(
        paths.database,
        "SELECT n_before, n_after FROM debt_changes WHERE name = 'Abbey Gargoyles' "
        "AND interaction = 'damage' AND verdict = 'prevented'",
    )
    assert n_after == n_before - 1


def test_the_text_output_names_the_changes(twice_built: tuple[DataPaths, Path]) -> None:
    paths, _ = twice_built
    result = CliRunner().invoke(cli, ["--data-dir", str(paths.root), "changes"])
    assert result.exit_code == 0, result.output
    assert "oracle text changed (1): Silver Knight" in result.output
    assert (
        "protection removed (2): Black Knight (color:W), Silver Knight (color:R)" in result.output
    )
    assert "first build:" in result.output


ATOM = "{http://www.w3.org/2005/Atom}"
RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")
TEXT_TYPES = {"text", "html", "xhtml"}


def _one(parent: ET.Element, name: str) -> ET.Element:
    found = parent.findall(ATOM + name)
    assert len(found) == 1, f"{parent.tag} must hold exactly one atom:{name}"
    return found[0]


def assert_valid_atom(document: bytes) -> list[ET.Element]:
    """The MUSTs of RFC 4287 (Atom 1.0) a feed of this shape can break; returns the entries."""
    root = ET.fromstring(document)
    assert root.tag == ATOM + "feed"  # 4.1.1, in the Atom namespace (1.2)
    entries = root.findall(ATOM + "entry")
    for element in (root, *entries):
        # 4.1.1 / 4.1.2: exactly one id, title and updated
        assert "://" in _one(element, "id").text or _one(element, "id").text.startswith("urn:")
        assert RFC3339.match(_one(element, "updated").text or "")  # 3.3 date construct
        for text in (_one(element, "title"), *element.findall(ATOM + "summary")):
            assert text.get("type", "text") in TEXT_TYPES  # 3.1.1
        for link in element.findall(ATOM + "link"):
            assert link.get("href")  # 4.2.7.1
        alternates = [
            (x.get("type"), x.get("hreflang"))
            for x in element.findall(ATOM + "link")
            if x.get("rel", "alternate") == "alternate"
        ]
        assert len(alternates) == len(set(alternates))  # 4.1.1, 4.1.2
    # 4.1.1: an author on the feed, or on every entry
    assert root.findall(ATOM + "author") or all(e.findall(ATOM + "author") for e in entries)
    for author in root.findall(ATOM + "author"):
        assert _one(author, "name").text  # 3.2.1
    for entry in entries:
        contents = entry.findall(ATOM + "content")
        assert len(contents) <= 1
        if not contents:  # 4.1.2: no content means an alternate link
            assert any(
                x.get("rel", "alternate") == "alternate" for x in entry.findall(ATOM + "link")
            )
        for content in contents:
            assert content.get("type", "text") in TEXT_TYPES and content.get("src") is None
            if content.get("type") == "html":
                HTMLParser().feed(content.text or "")  # escaped HTML, parseable
    ids = [_one(e, "id").text for e in entries]
    assert len(ids) == len(set(ids))
    return entries


def test_the_report_has_a_what_changed_page_and_a_valid_atom_feed(
    twice_built: tuple[DataPaths, Path], tmp_path: Path
) -> None:
    paths, _ = twice_built
    site = build_site(paths.database, tmp_path / "site")
    feed = (site.out_dir / "changes.atom").read_bytes()
    entries = assert_valid_atom(feed)
    assert len(entries) == 2  # one per built refresh, newest first
    newest, first = entries
    assert _one(newest, "updated").text == _changes(paths)[0]["finished_at"]
    assert _one(newest, "title").text.endswith(
        "1 card added, 2 cards removed, 1 oracle text changed, 2 protection qualities gained, "
        f"2 protection qualities lost, {_sql(paths.database, 'SELECT count(*) FROM debt_changes')[0][0]:,} DEBT counts moved"
    )
    assert "first build" in _one(first, "title").text
    content = _one(newest, "content").text or ""
    assert "Silver Knight" in content and "color:G" in content
    page = (site.out_dir / "changes.html").read_text(encoding="utf-8")
    anchor = _one(newest, "link").get("href").split("#")[1]
    assert f'id="{anchor}"' in page
    assert 'href="changes.atom"' in (site.out_dir / "index.html").read_text(encoding="utf-8")
    # Ids and dates come from the database: a second report is byte-identical.
    again = build_site(paths.database, tmp_path / "again")
    assert (again.out_dir / "changes.atom").read_bytes() == feed


@pytest.mark.parametrize(
    "older",
    [
        "DROP TABLE refresh_changes",
        # a category SQL selects by (the answers view): without it an answer would vanish
        "DELETE FROM vocabulary WHERE vocabulary = 'answer_verdict'",
    ],
    ids=["a table", "a vocabulary word"],
)
def test_a_database_of_an_older_version_is_rebuilt_though_upstream_is_unchanged(
    tmp_path: Path, older: str
) -> None:
    """A database without the history tables or a vocabulary word (built before they existed)
    would fail the report: the next refresh rebuilds it even when upstream has not changed."""
    paths = DataPaths(tmp_path)
    refresh(paths, open_source("sample", paths.raw), now=FIXED_NOW)
    with duckdb.connect(str(paths.database)) as con:
        con.execute(older)
    assert refresh(paths, open_source("sample", paths.raw), now=LATER).outcome == "built"
    assert refresh(paths, open_source("sample", paths.raw), now=LATER).outcome == "unchanged"


def test_history_that_no_longer_fits_is_dropped_with_a_warning(
    sample_paths: DataPaths, tmp_path: Path
) -> None:
    """A previous database whose history table has another shape: that table starts afresh,
    and the refresh says so; the rest of the history is carried over."""
    paths = DataPaths(tmp_path / "data")
    shutil.copytree(sample_paths.root, paths.root)
    with duckdb.connect(str(paths.database)) as con:
        con.execute("DROP TABLE card_changes")
        con.execute("CREATE TABLE card_changes AS SELECT 1 AS shape_of_another_version")
        n_log = con.execute("SELECT count(*) FROM refresh_log").fetchone()
    later = FIXED_NOW + timedelta(days=1)  # a build at the same instant would collide
    result = refresh(paths, open_source("sample", paths.raw), now=later, force=True)
    assert [w.split(":")[0] for w in result.warnings] == [
        "the refresh history in card_changes starts afresh"
    ]
    assert "its 1 rows in the previous database" in result.warnings[0]
    assert n_log is not None
    assert _sql(paths.database, "SELECT count(*) FROM refresh_log") == [(n_log[0] + 1,)]
