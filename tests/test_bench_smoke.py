"""Smoke test of the benchmark's own code (tests/bench/), so it can't rot unnoticed.

The benchmark synthesises a Scryfall JSON Lines file (one object per printing per language)
from an MTGJSON AllPrintings snapshot; here it does so for a tiny hand-made fragment, and
the result must decode with the project's Scryfall decoder.
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import msgspec

from pipeline.progress import ProgressHook
from pipeline.sources import scryfall
from pipeline.sources.files import SCRYFALL_JSONL, sniff_format
from pipeline.sources.normalise import CardCollector

BENCH = Path(__file__).resolve().parent / "bench"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # msgspec Structs resolve their annotations via the module
    spec.loader.exec_module(module)
    return module


def _card(
    name: str, number: str, oracle: str | None, scryfall_id: str, **extra: Any
) -> dict[str, Any]:
    card: dict[str, Any] = {
        "uuid": f"uuid-{scryfall_id}-{extra.get('side', '')}",
        "name": name,
        "layout": "normal",
        "number": number,
        "rarity": "common",
        "type": "Creature — Knight",
        "manaCost": "{W}{W}",
        "manaValue": 2.0,
        "colors": ["W"],
        "colorIdentity": ["W"],
        "text": "First strike, protection from black",
        "keywords": ["First strike", "Protection"],
        "power": "2",
        "toughness": "2",
        "legalities": {"legacy": "Legal", "vintage": "Legal", "pauper": "Banned"},
        "identifiers": {"scryfallId": scryfall_id, "multiverseId": "123"},
        "foreignData": [],
        "availability": ["paper"],
        "finishes": ["nonfoil"],
    }
    if oracle:
        card["identifiers"]["scryfallOracleId"] = oracle
    card.update(extra)
    return card


def _fragment() -> dict[str, Any]:
    knight_de = {
        "language": "German",
        "name": "Weißer Ritter",
        "text": "Erstschlag",
        "type": "Kreatur — Ritter",
        "multiverseId": 5,
    }
    knight_fr = {
        "language": "French",
        "name": "Chevalier blanc",
        "text": "Initiative",
        "type": "Créature : chevalier",
    }
    knight = _card(
        "White Knight", "1", "oracle-knight", "sf-knight-1", foreignData=[knight_de, knight_fr]
    )
    front = _card(
        "Giant // Cast Off",
        "2",
        "oracle-giant",
        "sf-giant",
        layout="adventure",
        side="a",
        faceName="Giant",
        foreignData=[
            {"language": "Japanese", "name": "巨人 // 脱ぎ捨て", "faceName": "巨人", "text": "警戒"}
        ],
    )
    back = _card(
        "Giant // Cast Off",
        "2",
        "oracle-giant",
        "sf-giant",
        layout="adventure",
        side="b",
        faceName="Cast Off",
        type="Sorcery — Adventure",
        text="Destroy all nonGiant creatures.",
        foreignData=[
            {
                "language": "Japanese",
                "name": "巨人 // 脱ぎ捨て",
                "faceName": "脱ぎ捨て",
                "text": "破壊",
            }
        ],
    )
    no_oracle = _card("Mystery", "3", None, "sf-mystery")
    reprint = _card("White Knight", "7", "oracle-knight", "sf-knight-2")
    return {
        "meta": {"version": "5.2.0"},
        "data": {
            "AAA": {"code": "AAA", "name": "Set A", "type": "expansion", "releaseDate": "1994-01-01",
                    "cards": [knight, front, back, no_oracle]},
            "BBB": {"code": "BBB", "name": "Set B", "type": "core", "releaseDate": "2001-01-01",
                    "cards": [reprint]},
        },
    }  # fmt: skip


def test_synthesised_jsonl_decodes_with_the_project_decoder(tmp_path: Path) -> None:
    synth = _load("synth")
    snapshot = tmp_path / "AllPrintings.json.gz"
    snapshot.write_bytes(gzip.compress(json.dumps(_fragment()).encode()))
    one, two = tmp_path / "one.jsonl.gz", tmp_path / "two.jsonl.gz"

    n1, n2 = synth.synthesise_jsonl(snapshot, one, two)

    # knight: en + de + fr; giant: en + ja; reprint: en; the card without an oracle id: none
    assert (n1, n2) == (6, 12)
    assert sniff_format(one) == SCRYFALL_JSONL
    lines = gzip.decompress(one.read_bytes()).splitlines()
    cards = [scryfall._CARD_DECODER.decode(line) for line in lines]
    assert sorted(c.lang for c in cards) == ["de", "en", "en", "en", "fr", "ja"]
    assert len({c.id for c in cards}) == 6
    german = next(msgspec.json.decode(line) for line in lines if b'"lang":"de"' in line)
    assert german["printed_name"] == "Weißer Ritter"
    assert german["printed_type_line"] == "Kreatur — Ritter"
    japanese = next(c for c in cards if c.lang == "ja")
    assert japanese.card_faces is not None and len(japanese.card_faces) == 2

    collector = CardCollector()
    scryfall.decode_file(one, collector, ProgressHook())
    frames = collector.frames()
    assert frames["cards"].height == 2
    assert frames["printings"].height == 6

    doubled = CardCollector()
    scryfall.decode_file(two, doubled, ProgressHook())
    scryfall.decode_file(one, doubled, ProgressHook())  # the same ids again: kept once
    frames = doubled.frames()
    assert frames["cards"].height == 2
    assert frames["printings"].height == 12
    assert frames["printings"]["printing_id"].n_unique() == 12


def test_benchmark_steps_and_runner_load(tmp_path: Path) -> None:
    steps = _load("steps")
    synth = _load("synth")
    snapshot = tmp_path / "AllPrintings.json.gz"
    snapshot.write_bytes(gzip.compress(json.dumps(_fragment()).encode()))
    out = tmp_path / "cards.jsonl.gz"
    synth.synthesise_jsonl(snapshot, out)
    assert steps.floor_jsonl(str(out)) == {"objects": 6}
    assert steps.floor_mtgjson(str(snapshot)) == {"sets": 2, "cards": 5}
    assert steps.peer_json_load(str(snapshot)) == {"sets": 2, "cards": 5}
    result = subprocess.run(
        [sys.executable, str(BENCH / "run.py"), "--help"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "--quick" in result.stdout
