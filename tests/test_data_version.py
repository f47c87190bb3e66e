"""The data version the reports show is the one its publisher gives (MTGJSON's meta version and
date, Scryfall's bulk updated_at), with the data's kind and file name, never a local path."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest
from helpers import FIXED_NOW

from pipeline.paths import DataPaths
from pipeline.report.common import build_info
from pipeline.report.rows import BuildInfoRow, typed_rows
from pipeline.resources import resource_dir
from pipeline.sources import open_source
from pipeline.store.refresh import refresh
from pipeline.store.sql_files import sql_dir


def _data_source(db: Path) -> tuple[str, str, str | None, str]:
    with duckdb.connect(str(db), read_only=True) as con:
        rows = con.execute("SELECT * FROM data_source").fetchall()
    assert len(rows) == 1
    return rows[0]


def test_mtgjson_names_its_version_and_date(snapshot_db: Path) -> None:
    expected = ("MTGJSON AllPrintings", "5.2.0+20220425", "2022-04-25", "AllPrintings.json.gz")
    assert _data_source(snapshot_db) == expected


def test_scryfall_bulk_data_names_its_updated_at(sample_db: Path) -> None:
    expected = (
        "Scryfall default_cards",
        "2026-11-01T09:00:00.000+00:00",
        "2026-11-01",
        "default-cards.jsonl",
    )
    assert _data_source(sample_db) == expected


@pytest.fixture(scope="module")
def card_file_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A bare Scryfall card file, which says nothing of its version."""
    paths = DataPaths(tmp_path_factory.mktemp("card-file"))
    location = resource_dir("sample") / "oracle-cards.jsonl"
    refresh(paths, open_source(str(location), paths.raw), now=FIXED_NOW)
    return paths.database


def test_a_bare_card_file_is_named_by_its_checksum(card_file_db: Path) -> None:
    kind, version, day, name = _data_source(card_file_db)
    assert (kind, day, name) == ("Scryfall cards", None, "oracle-cards.jsonl")
    assert version.startswith("SHA-256 ") and len(version) == len("SHA-256 ") + 12


def test_the_header_says_it_in_words(snapshot_db: Path) -> None:
    with duckdb.connect(str(snapshot_db), read_only=True) as con:
        cursor = con.execute((sql_dir() / "reports" / "build_info.sql").read_text())
        columns = [d[0] for d in cursor.description]
        rows = [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]
    info = build_info(typed_rows(rows, BuildInfoRow))
    assert info.data_version == "5.2.0+20220425 (2022-04-25)"
    assert info.source == "MTGJSON AllPrintings, file AllPrintings.json.gz"
