"""The rulings table: MTGJSON's per-card rulings, Scryfall's rulings bulk file (fetched over a
local HTTP server like the cards, and only ever a warning when it fails), and the sample's."""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import duckdb
import pytest
from fixture_server import FixtureServer, Reply
from helpers import contract_json

from pipeline.paths import DataPaths
from pipeline.resources import resource_dir
from pipeline.sources import http, open_source
from pipeline.store.refresh import RefreshResult, refresh

SAMPLE = resource_dir("sample")
CARDS = "/file/default-cards.jsonl.gz"
RULINGS = "/file/rulings.jsonl.gz"
UPDATED = "2026-11-01T09:00:00+00:00"
PROGENITUS = "2d7e00b6-12f0-4b03-82a6-50e3d1b5395e"
DAY_OF_JUDGMENT_RULING = (
    "Progenitus can still be affected by effects that don’t target it or deal damage to it "
    "(such as Day of Judgment)."
)


def rulings_of(db: Path, oracle_id: str) -> list[tuple[date, str, str]]:
    with duckdb.connect(str(db), read_only=True) as con:
        return con.execute(
            "SELECT published_at, source, text FROM rulings WHERE oracle_id = ? ORDER BY ALL",
            [oracle_id],
        ).fetchall()


def n_rulings(db: Path) -> int:
    with duckdb.connect(str(db), read_only=True) as con:
        return con.execute("SELECT count(*) FROM rulings").fetchone()[0]  # type: ignore[index]


# --- the sample ------------------------------------------------------------------------


def sample_lines(name: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (SAMPLE / name).read_text(encoding="utf-8").splitlines()]


def test_the_sample_rulings_are_the_sample_cards_in_scryfall_format(sample_db: Path) -> None:
    rulings = sample_lines("rulings.jsonl")
    oracle_ids = {card["oracle_id"] for card in sample_lines("oracle-cards.jsonl")}
    assert {r["oracle_id"] for r in rulings} <= oracle_ids
    assert {tuple(r) for r in rulings} == {
        ("object", "oracle_id", "source", "published_at", "comment")
    }
    assert {r["object"] for r in rulings} == {"ruling"}
    assert n_rulings(sample_db) == len(rulings) == 366


def test_the_sample_index_lists_its_rulings_file() -> None:
    index = json.loads((SAMPLE / "bulk-data.json").read_text(encoding="utf-8"))
    entry = next(e for e in index["data"] if e["type"] == "rulings")
    assert entry["size"] == (SAMPLE / entry["jsonl_download_uri"]).stat().st_size


def test_the_sample_database_has_progenitus_rulings(sample_db: Path) -> None:
    assert (date(2009, 2, 1), "wotc", DAY_OF_JUDGMENT_RULING) in rulings_of(sample_db, PROGENITUS)


# --- MTGJSON: rulings on every printing and face, kept once per card ---------------------


def mtgjson_printing(uuid: str, number: str, rulings: list[dict[str, str]]) -> dict[str, Any]:
    return {
        "uuid": uuid,
        "name": "Progenitus",
        "layout": "normal",
        "number": number,
        "rarity": "mythic",
        "type": "Legendary Creature — Hydra Avatar",
        "text": "Protection from everything",
        "manaCost": "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}",
        "manaValue": 10.0,
        "colors": ["W", "U", "B", "R", "G"],
        "identifiers": {"scryfallId": uuid, "scryfallOracleId": PROGENITUS},
        "rulings": rulings,
    }


def test_mtgjson_rulings_load_once_per_card(tmp_path: Path) -> None:
    rulings = [
        {"date": "2009-02-01", "text": DAY_OF_JUDGMENT_RULING},
        {"date": "2009-02-01", "text": "“Protection from everything” means the following: ..."},
    ]
    sets = {
        code: {
            "code": code,
            "name": code,
            "type": "expansion",
            "releaseDate": released,
            "cards": [mtgjson_printing(uuid, "1", rulings)],
        }
        for code, released, uuid in (
            ("CON", "2009-02-06", "00000000-0000-0000-0000-000000000001"),
            ("A25", "2018-03-16", "00000000-0000-0000-0000-000000000002"),
        )
    }
    snapshot = tmp_path / "AllPrintings.json.gz"
    snapshot.write_bytes(gzip.compress(json.dumps({"meta": {}, "data": sets}).encode()))
    paths = DataPaths(tmp_path / "data")
    result = refresh(paths, open_source(str(snapshot), paths.raw), now=datetime.now(UTC))
    assert result.counts["rulings"] == 2
    assert result.warnings == ()
    assert rulings_of(paths.database, PROGENITUS) == [
        (date(2009, 2, 1), "wotc", DAY_OF_JUDGMENT_RULING),
        (date(2009, 2, 1), "wotc", rulings[1]["text"]),
    ]


# --- Scryfall: the rulings entry of the bulk-data index, over HTTP ------------------------


def ruling_lines() -> bytes:
    return (SAMPLE / "rulings.jsonl").read_bytes()


def index(server: FixtureServer, *, rulings: bool = True, updated_at: str = UPDATED) -> bytes:
    entries = [("default_cards", server.url(CARDS))]
    if rulings:
        entries.append(("rulings", server.url(RULINGS)))
    data = [
        {
            "object": "bulk_data",
            "type": kind,
            "updated_at": updated_at,
            "download_uri": uri,
            "jsonl_download_uri": uri,
        }
        for kind, uri in entries
    ]
    return json.dumps({"object": "list", "data": data}).encode()


@pytest.fixture
def server() -> Iterator[FixtureServer]:
    with FixtureServer() as srv:
        srv.route("/bulk-data", Reply(body=index(srv)))
        cards = (SAMPLE / "default-cards.jsonl").read_bytes()
        srv.route(CARDS, Reply(body=gzip.compress(cards), etag='"c1"'))
        srv.route(RULINGS, Reply(body=gzip.compress(ruling_lines()), etag='"r1"'))
        yield srv


@pytest.fixture(autouse=True)
def no_backoff(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(http, "BACKOFF", 0.0)


def scryfall_refresh(server: FixtureServer, paths: DataPaths) -> RefreshResult:
    return refresh(paths, open_source(server.url("/bulk-data"), paths.raw), now=datetime.now(UTC))


def test_scryfall_rulings_download_conditionally_beside_the_cards(
    server: FixtureServer, tmp_path: Path
) -> None:
    paths = DataPaths(tmp_path)
    first = scryfall_refresh(server, paths)
    assert (first.outcome, first.version, first.warnings) == ("built", UPDATED, ())
    assert first.counts["rulings"] == 366
    assert (date(2009, 2, 1), "wotc", DAY_OF_JUDGMENT_RULING) in rulings_of(
        paths.database, PROGENITUS
    )
    assert scryfall_refresh(server, paths).outcome == "unchanged"
    assert len(server.gets(RULINGS)) == 1

    server.route("/bulk-data", Reply(body=index(server, updated_at="2026-11-02T09:00:00+00:00")))
    assert scryfall_refresh(server, paths).outcome == "built"
    again = server.gets(RULINGS)
    assert [r.status for r in again] == [200, 304]
    assert again[1].headers.get("If-None-Match") == '"r1"'
    assert n_rulings(paths.database) == 366


def test_a_failed_rulings_download_is_a_warning_and_retried_next_time(
    server: FixtureServer, tmp_path: Path
) -> None:
    server.route(RULINGS, Reply(500))
    paths = DataPaths(tmp_path)
    first = scryfall_refresh(server, paths)
    assert first.outcome == "built"
    assert first.counts["cards"] == 197
    assert first.counts["rulings"] == 0
    assert len(first.warnings) == 1
    assert first.warnings[0].startswith("no rulings loaded: ")
    assert "500" in first.warnings[0]
    assert first.version == UPDATED + " (without rulings)"

    server.route(RULINGS, Reply(body=gzip.compress(ruling_lines())))
    second = scryfall_refresh(server, paths)  # the cards did not change: the rulings did come
    assert (second.outcome, second.version, second.warnings) == ("built", UPDATED, ())
    assert n_rulings(paths.database) == 366


def test_an_index_without_rulings_is_a_warning_not_a_rebuild(
    server: FixtureServer, tmp_path: Path
) -> None:
    server.route("/bulk-data", Reply(body=index(server, rulings=False)))
    paths = DataPaths(tmp_path)
    first = scryfall_refresh(server, paths)
    assert (first.outcome, first.version) == ("built", UPDATED)
    assert first.warnings == ("no rulings loaded: the bulk-data index has no 'rulings' entry",)
    assert scryfall_refresh(server, paths).outcome == "unchanged"


def test_a_malformed_rulings_file_is_a_warning(server: FixtureServer, tmp_path: Path) -> None:
    server.route(RULINGS, Reply(body=gzip.compress(b'{"object":"ruling","oracle_id":1}\n')))
    result = scryfall_refresh(server, DataPaths(tmp_path))
    assert (result.outcome, result.counts["cards"], result.counts["rulings"]) == ("built", 197, 0)
    assert len(result.warnings) == 1
    assert "line 1" in result.warnings[0]


def test_a_json_array_rulings_file_loads_too(server: FixtureServer, tmp_path: Path) -> None:
    """Scryfall's older `download_uri` serves the rulings as one JSON array."""
    array = [json.loads(line) for line in ruling_lines().splitlines()]
    server.route(RULINGS, Reply(body=gzip.compress(json.dumps(array).encode())))
    result = scryfall_refresh(server, DataPaths(tmp_path))
    assert (result.counts["rulings"], result.warnings) == (366, ())


def test_the_cli_prints_the_rulings_warning(server: FixtureServer, tmp_path: Path) -> None:
    from click.testing import CliRunner

    from pipeline.cli import cli

    server.route(RULINGS, Reply(404))
    result = CliRunner().invoke(
        cli,
        ["--data-dir", str(tmp_path), "refresh", "--source", server.url("/bulk-data")],
    )
    assert result.exit_code == 0, result.output
    assert "warning: no rulings loaded:" in result.output


# --- check, answers and the card pages show them --------------------------------------


def cli_run(db: Path, *args: str) -> str:
    from click.testing import CliRunner

    from pipeline.cli import cli

    result = CliRunner().invoke(cli, ["--data-dir", str(db.parent), *args])
    assert result.exit_code == 0, result.output
    return result.output


def test_check_json_lists_the_rulings_of_both_cards_on_the_question(sample_db: Path) -> None:
    result = contract_json(
        cli_run(sample_db, "check", "Day of Judgment", "Progenitus", "--json"), "check"
    )
    assert result["rulings"] == [
        {"oracle_id": PROGENITUS, "published_at": "2009-02-01", "text": DAY_OF_JUDGMENT_RULING},
        {
            "oracle_id": PROGENITUS,
            "published_at": "2009-02-01",
            "text": next(
                text
                for _, _, text in rulings_of(sample_db, PROGENITUS)
                if text.startswith("“Protection from everything” means")
            ),
        },
    ]


def test_check_leaves_out_rulings_on_other_matters(sample_db: Path) -> None:
    result = contract_json(
        cli_run(sample_db, "check", "Lightning Bolt", "Emrakul, the Aeons Torn", "--json"), "check"
    )
    texts = [r["text"] for r in result["rulings"]]
    assert (
        "Emrakul can’t be the target of colored Aura spells, but colored Auras can be put onto the battlefield enchanting it."
        in texts
    )
    # annihilator is a sacrifice, which Lightning Bolt does not ask about
    assert not [t for t in texts if t.startswith("Annihilator abilities trigger")]
    assert not [t for t in texts if t.startswith("Emrakul’s second ability triggers")]
    assert len(texts) < len(rulings_of(sample_db, result["protected"]["oracle_id"]))


def test_check_prints_the_rulings_after_the_verdicts(sample_db: Path) -> None:
    output = cli_run(sample_db, "check", "Day of Judgment", "Progenitus")
    rulings = output[output.index("Official rulings:") :]
    assert "2009-02-01  Progenitus: Progenitus can still be affected" in rulings
    assert output.index("Official rulings:") > output.index("target")


def test_answers_prints_the_rulings_on_the_interaction_asked_about(sample_db: Path) -> None:
    output = cli_run(sample_db, "answers", "Progenitus", "--interaction", "sweep", "--limit", "0")
    assert "Day of Judgment" in output
    rulings = " ".join(output[output.index("Official rulings:") :].split())
    assert "Progenitus can still be affected by effects that don’t target it" in rulings
    assert "“Protection from everything” means the following" in rulings


def page_rulings(page: Path) -> list[str] | None:
    """The items of a card page's "Official rulings" section as text (None: no section)."""
    html = page.read_text(encoding="utf-8")
    section = re.search(
        r'<section class="rulings">\s*<h2>Official rulings</h2>(.*?)</section>', html, re.S
    )
    if section is None:
        return None
    items = re.findall(r'<li class="ruling"[^>]*>(.*?)</li>', section.group(1), re.S)
    return [" ".join(re.sub(r"<[^>]+>", " ", item).split()) for item in items]


def test_each_card_page_lists_its_official_rulings(sample_db: Path, tmp_path: Path) -> None:
    cli_run(sample_db, "report", "--out", str(tmp_path / "site"))
    cards = tmp_path / "site" / "cards"
    progenitus = page_rulings(cards / "progenitus-2d7e00b6.html")
    assert progenitus is not None
    assert progenitus[0] == f"2009-02-01 {DAY_OF_JUDGMENT_RULING}"
    assert len(progenitus) == len(rulings_of(sample_db, PROGENITUS)) == 2
    assert page_rulings(cards / "white-knight-ddb021df.html") == []  # it has none
    for page in cards.glob("*.html"):
        assert page_rulings(page) is not None, page.name


def test_answers_json_lists_the_rulings(sample_db: Path) -> None:
    result = contract_json(
        cli_run(sample_db, "answers", "Progenitus", "--interaction", "sweep", "--json"), "answers"
    )
    assert {
        "oracle_id": PROGENITUS,
        "published_at": "2009-02-01",
        "text": DAY_OF_JUDGMENT_RULING,
    } in result["rulings"]
    assert all(set(r) == {"oracle_id", "published_at", "text"} for r in result["rulings"])


@pytest.mark.realdata
def test_the_sample_rulings_are_the_snapshots(sample_db: Path, snapshot_db: Path) -> None:
    """Every ruling of the sample's cards, as the real snapshot has them, and no other."""
    query = "SELECT oracle_id, published_at, source, text FROM rulings"
    with duckdb.connect(str(sample_db), read_only=True) as con:
        sample = set(con.execute(query).fetchall())
        ids = [oracle_id for (oracle_id,) in con.execute("SELECT oracle_id FROM cards").fetchall()]
    with duckdb.connect(str(snapshot_db), read_only=True) as con:
        real = set(con.execute(query + " WHERE list_contains(?, oracle_id)", [ids]).fetchall())
    assert sample == real
