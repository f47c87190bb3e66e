"""One measured benchmark step, run by run.py in a fresh child process.

    python tests/bench/steps.py STEP ARG...

Prints one JSON line: what the step found (counts), so run.py can show that the work was
really done. Wall time and peak RSS are measured by the parent (os.wait4 on this process).
"""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path
from typing import Any


def floor_mtgjson(path: str) -> dict[str, Any]:
    """gunzip + typed decode of the whole document with the pipeline's own set Structs (as
    the floor was first defined; the pipeline now decodes a set at a time)."""
    import msgspec

    from pipeline.sources.mtgjson import FileMeta, MtgjsonSet
    from pipeline.sources.normalise import gc_paused

    whole = msgspec.defstruct(
        "AllPrintings",
        [
            ("data", dict[str, MtgjsonSet]),
            ("meta", FileMeta, msgspec.field(default_factory=FileMeta)),
        ],
    )
    with gzip.open(path, "rb") as fh:
        raw = fh.read()
    with gc_paused():  # as the pipeline decodes: the floor gets every trick it uses
        document = msgspec.json.decode(raw, type=whole)
    return {
        "sets": len(document.data),
        "cards": sum(len(s.cards) for s in document.data.values()),
    }


def floor_jsonl(path: str) -> dict[str, Any]:
    """gunzip + line-by-line typed decode with the pipeline's ScryfallCard Struct."""
    from pipeline.sources.normalise import gc_paused
    from pipeline.sources.scryfall import _CARD_DECODER

    decode = _CARD_DECODER.decode
    n = 0
    with gc_paused(), gzip.open(path, "rb") as fh:
        for line in fh:
            if line.strip():
                decode(line)
                n += 1
    return {"objects": n}


def peer_json_load(path: str) -> dict[str, Any]:
    """The stdlib: json.load of the whole document (every field, as dicts)."""
    with gzip.open(path, "rb") as fh:
        document = json.load(fh)
    data = document["data"]
    return {"sets": len(data), "cards": sum(len(s["cards"]) for s in data.values())}


# The pipeline's AllPrintings Structs as a DuckDB schema: the same fields, nothing else.
_DUCKDB_CARD = (
    "STRUCT(uuid VARCHAR, name VARCHAR, layout VARCHAR, number VARCHAR, rarity VARCHAR, "
    "type VARCHAR, identifiers STRUCT(scryfallId VARCHAR, scryfallOracleId VARCHAR), "
    "faceName VARCHAR, side VARCHAR, manaCost VARCHAR, manaValue DOUBLE, colors VARCHAR[], "
    "colorIdentity VARCHAR[], text VARCHAR, keywords VARCHAR[], power VARCHAR, "
    "toughness VARCHAR, loyalty VARCHAR, isFunny BOOLEAN, legalities MAP(VARCHAR, VARCHAR))"
)
_DUCKDB_SET = (
    f"STRUCT(code VARCHAR, name VARCHAR, type VARCHAR, releaseDate VARCHAR, cards {_DUCKDB_CARD}[])"
)


def peer_duckdb(path: str) -> dict[str, Any]:
    """DuckDB read_json of the whole document with the same typed schema, cards unnested."""
    import duckdb

    con = duckdb.connect()
    size = 1 << 30  # the whole document is one JSON object
    query = f"""
        SELECT count(DISTINCT s.code), sum(len(s.cards))
        FROM (
            SELECT unnest(map_values(data)) AS s
            FROM read_json(?, format = 'unstructured', maximum_object_size = {size},
                           columns = {{'data': 'MAP(VARCHAR, {_DUCKDB_SET})'}})
        )
    """
    row = con.execute(query, [path]).fetchone()
    assert row is not None
    return {"sets": row[0], "cards": int(row[1])}


def interactions_count(database: str) -> dict[str, Any]:
    import duckdb

    con = duckdb.connect(database, read_only=True)
    row = con.execute(
        "SELECT count(*), count(DISTINCT protected_oracle_id) FROM interactions"
    ).fetchone()
    assert row is not None
    return {"rows": row[0], "protected": row[1]}


def interactions_materialise(database: str) -> dict[str, Any]:
    """Every column of every row: a temp table (allowed on a read-only connection)."""
    import duckdb

    con = duckdb.connect(database, read_only=True)
    try:
        con.execute("CREATE TEMP TABLE bench_interactions AS SELECT * FROM interactions")
        row = con.execute("SELECT count(*) FROM bench_interactions").fetchone()
        how = "temp table"
    except duckdb.Error as exc:  # pragma: no cover - older DuckDB
        row = con.execute("SELECT count(*), sum(hash(COLUMNS(*))) FROM interactions").fetchone()
        how = f"hash(*) ({str(exc).splitlines()[0]})"
    assert row is not None
    return {"rows": row[0], "how": how}


STEPS = {
    "floor-mtgjson": floor_mtgjson,
    "floor-jsonl": floor_jsonl,
    "peer-json-load": peer_json_load,
    "peer-duckdb": peer_duckdb,
    "interactions-count": interactions_count,
    "interactions-materialise": interactions_materialise,
}


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in STEPS:
        print(f"usage: steps.py {{{','.join(STEPS)}}} ARG", file=sys.stderr)
        return 2
    result = STEPS[argv[0]](*argv[1:])
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    sys.exit(main(sys.argv[1:]))
