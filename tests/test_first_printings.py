"""A card's first printing is its earliest printing by the printing's own date (MTGJSON
`originalReleaseDate`, Scryfall `released_at`), not by the date of the promo set holding it;
its era follows that date. sql/checks/first_printing_dates.sql guards the derived columns."""

from __future__ import annotations

import gzip
import json
import shutil
from pathlib import Path
from typing import Any

import duckdb
import pytest
from helpers import FIXED_NOW

from pipeline.paths import DataPaths
from pipeline.sources import open_source
from pipeline.store.refresh import refresh
from pipeline.store.sql_files import sql_dir

CHECK = sql_dir() / "checks" / "first_printing_dates.sql"


def _card(name: str, number: str, **extra: Any) -> dict[str, Any]:
    oracle = {"Stonecoil Serpent": "0a", "Pristine Talisman": "0b"}[name]
    return {
        "uuid": f"{oracle}-{number}",
        "name": name,
        "layout": "normal",
        "number": number,
        "rarity": "rare",
        "type": "Artifact Creature — Snake",
        "text": "Reach, trample, protection from multicolored",
        "identifiers": {"scryfallId": f"{oracle}-{number}", "scryfallOracleId": oracle},
        **extra,
    }


def _set(code: str, set_type: str, released: str, cards: list[dict[str, Any]]) -> dict[str, Any]:
    return {"code": code, "name": code, "type": set_type, "releaseDate": released, "cards": cards}


@pytest.fixture(scope="module")
def promo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A promo set dated 2007 holding a 2021 promo of a 2019 card (as MTGJSON's PRES does), and
    a card printed only in that promo set, without a date of its own."""
    root = tmp_path_factory.mktemp("promo")
    data = {
        "PRES": _set(
            "PRES",
            "promo",
            "2007-01-01",
            [
                _card("Stonecoil Serpent", "1", originalReleaseDate="2021-02-01"),
                _card("Pristine Talisman", "2"),
            ],
        ),
        "ELD": _set("ELD", "expansion", "2019-10-04", [_card("Stonecoil Serpent", "235")]),
    }
    document = {"meta": {"date": "2022-04-25", "version": "5.2.0+20220425"}, "data": data}
    source = root / "AllPrintings.json.gz"
    source.write_bytes(gzip.compress(json.dumps(document).encode()))
    paths = DataPaths(root / "data")
    refresh(paths, open_source(str(source), paths.raw), now=FIXED_NOW)
    return paths.database


def _first(db: Path, name: str) -> tuple[str, str, str]:
    with duckdb.connect(str(db), read_only=True) as con:
        row = con.execute(
            "SELECT first_set_code, CAST(first_released_at AS VARCHAR), first_era "
            "FROM cards WHERE name = ?",
            [name],
        ).fetchone()
    assert row is not None, name
    return row


def test_a_promo_is_dated_by_its_own_date(promo_db: Path) -> None:
    with duckdb.connect(str(promo_db), read_only=True) as con:
        dates = con.execute(
            "SELECT set_code, CAST(released_at AS VARCHAR) FROM printings ORDER BY set_code"
        ).fetchall()
    assert sorted(dates) == [("ELD", "2019-10-04"), ("PRES", "2007-01-01"), ("PRES", "2021-02-01")]
    assert _first(promo_db, "Stonecoil Serpent") == ("ELD", "2019-10-04", "origins-on")


def test_a_printing_without_its_own_date_has_its_sets(promo_db: Path) -> None:
    assert _first(promo_db, "Pristine Talisman") == ("PRES", "2007-01-01", "9ed-to-m15")


def _check_rows(db: Path) -> list[tuple[Any, ...]]:
    with duckdb.connect(str(db), read_only=True) as con:
        return con.execute(CHECK.read_text(encoding="utf-8")).fetchall()


def test_the_check_finds_a_card_dated_by_its_promo_set(promo_db: Path, tmp_path: Path) -> None:
    assert _check_rows(promo_db) == []
    broken = tmp_path / "broken.duckdb"
    shutil.copy(promo_db, broken)
    with duckdb.connect(str(broken)) as con:
        # what the build did before: the promo set's date and era for the card
        con.execute(
            "UPDATE cards SET first_set_code = 'PRES', first_released_at = DATE '2007-01-01', "
            "first_era = '9ed-to-m15' WHERE name = 'Stonecoil Serpent'"
        )
    assert [row[1] for row in _check_rows(broken)] == ["Stonecoil Serpent"]


# The cards the issue found dated by a promo set years early, on the real snapshot.
SNAPSHOT_FIRSTS = [
    ("Progenitus", ("CON", "2009-02-06", "9ed-to-m15")),
    ("Emrakul, the Aeons Torn", ("PROE", "2010-04-23", "9ed-to-m15")),
    ("Stonecoil Serpent", ("ELD", "2019-10-04", "origins-on")),
    ("Black Knight", ("LEA", "1993-08-05", "alpha-to-5ed")),
]


@pytest.mark.parametrize(("name", "expected"), SNAPSHOT_FIRSTS)
def test_first_printings_on_the_snapshot(
    snapshot_db: Path, name: str, expected: tuple[str, str, str]
) -> None:
    assert expected == _first(snapshot_db, name)


def test_the_snapshot_passes_the_check(snapshot_db: Path) -> None:
    assert _check_rows(snapshot_db) == []


def test_new_cards_per_era_on_the_snapshot(snapshot_db: Path) -> None:
    """New cards per era (Un-cards left out) by the first printing's own date; by the promo
    sets' dates they were 3,560 / 3,920 / 7,279 / 8,160."""
    with duckdb.connect(str(snapshot_db), read_only=True) as con:
        rows = con.execute("SELECT era, n_new_cards FROM protection_by_era").fetchall()
    expected = [
        ("alpha-to-5ed", 3536),
        ("6ed-to-8ed", 3927),
        ("9ed-to-m15", 7255),
        ("origins-on", 8201),
    ]
    assert expected == rows
