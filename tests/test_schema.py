"""schema.sql agrees with the records the build loads: each table's columns are its record's
fields (parsed records through record_columns, source rows through the collector's column
kinds, refresh_log through RefreshLogRow), with matching types and NOT NULL where a field
can't be None. A field added on one side only fails here, not in a refresh."""

from __future__ import annotations

import re
import types
import typing
from datetime import datetime
from typing import Any

import duckdb
import msgspec
import pytest

from pipeline.parse.capability_rows import Capability
from pipeline.parse.frames import record_columns
from pipeline.parse.localized import LocalizedQuality
from pipeline.parse.noun_phrases import ObjectRestriction
from pipeline.parse.protection import Protection, ProtectionLoss
from pipeline.parse.protection_qualities import SourcePredicate
from pipeline.sources import normalise
from pipeline.store.connect import RefreshLogRow
from pipeline.store.sql_files import sql_dir

# DuckDB's type for each Python annotation a record uses.
_DUCKDB_TYPE: dict[Any, str] = {
    str: "VARCHAR",
    int: "INTEGER",
    float: "DOUBLE",
    bool: "BOOLEAN",
    datetime: "TIMESTAMP WITH TIME ZONE",
    tuple[str, ...]: "VARCHAR[]",
}
# The collector's column kinds (sources/normalise.py); dates arrive as text and are cast.
_KIND_TYPE = {"str": "VARCHAR", "strs": "VARCHAR[]", "f64": "DOUBLE", "i32": "INTEGER"}
_KIND_TYPE["bool"] = "BOOLEAN"


def _schema() -> dict[str, dict[str, tuple[str, bool]]]:
    """Every table of schema.sql: column -> (type, nullable)."""
    with duckdb.connect() as con:
        con.execute((sql_dir() / "schema.sql").read_text(encoding="utf-8"))
        rows = con.execute(
            "SELECT table_name, column_name, data_type, is_nullable = 'YES' "
            "FROM information_schema.columns WHERE table_schema = 'main'"
        ).fetchall()
    tables: dict[str, dict[str, tuple[str, bool]]] = {}
    for table, column, data_type, nullable in rows:
        tables.setdefault(table, {})[column] = (data_type, nullable)
    return tables


SCHEMA = _schema()


def _field_types(record: type[msgspec.Struct]) -> dict[str, tuple[str, bool]]:
    """A record's columns (nested Structs flattened) with the DuckDB type and nullability."""
    found: dict[str, tuple[str, bool]] = {}
    hints = {
        **typing.get_type_hints(record),
        **typing.get_type_hints(SourcePredicate),
    }
    for column, path in record_columns(record).items():
        annotation = hints[path.rsplit(".", 1)[-1]]
        args = typing.get_args(annotation)
        optional = isinstance(annotation, types.UnionType) and type(None) in args
        inner = next(a for a in args if a is not type(None)) if optional else annotation
        found[column] = (_DUCKDB_TYPE[inner], optional)
    return found


# (table, record, the columns the build adds: ids, the face a row came from, ...)
PARSED = [
    ("protections", Protection, {"protection_id", "oracle_id", "face_index"}),
    ("protection_losses", ProtectionLoss, {"oracle_id", "face_index"}),
    ("capabilities", Capability, {"capability_id", "oracle_id", "face_index"}),
    (
        "localized_protections",
        LocalizedQuality,
        {"oracle_id", "face_index", "lang", "printed_text"},
    ),
    ("refresh_log", RefreshLogRow, set()),
]


@pytest.mark.parametrize(("table", "record", "added"), PARSED, ids=[p[0] for p in PARSED])
def test_a_parsed_table_is_its_record(
    table: str, record: type[msgspec.Struct], added: set[str]
) -> None:
    columns = SCHEMA[table]
    fields = _field_types(record)
    assert set(columns) - added == set(fields)
    for name, (duckdb_type, nullable) in fields.items():
        # a field that can't be None is NOT NULL; a bool/False default is never NULL either
        assert columns[name][0] == duckdb_type, name
        assert columns[name][1] == nullable, name


# (table, the collector's columns, the columns the build adds from other tables)
COLLECTED = [
    ("sets", normalise._SET_COLUMNS, {"era", "is_core"}),
    (
        "cards",
        normalise._CARD_COLUMNS,
        {"first_released_at", "first_set_code", "first_era", "n_printings"},
    ),
    ("card_faces", normalise._FACE_COLUMNS, set()),
    ("card_names", normalise._NAME_COLUMNS, set()),
    ("printings", normalise._PRINTING_COLUMNS, set()),
    ("rulings", normalise._RULING_COLUMNS, set()),
]


@pytest.mark.parametrize(("table", "kinds", "added"), COLLECTED, ids=[c[0] for c in COLLECTED])
def test_a_source_table_is_its_collected_columns(
    table: str, kinds: dict[str, str], added: set[str]
) -> None:
    columns = SCHEMA[table]
    assert set(columns) - added == set(kinds)
    for name, kind in kinds.items():
        if columns[name][0] != "DATE":  # dates are collected as text and cast when loaded
            assert columns[name][0] == _KIND_TYPE[kind], name


def test_every_object_restriction_reaches_the_verdicts() -> None:
    """A restriction card data can decide must be part of a capability's reach (signatures.sql)
    and be tested by restrictions_admit (macros.sql), or verdicts would ignore it."""
    signatures = (sql_dir() / "internal" / "signatures.sql").read_text(encoding="utf-8")
    macros = (sql_dir() / "internal" / "macros.sql").read_text(encoding="utf-8")
    decided = set(ObjectRestriction.__struct_fields__) - set(ObjectRestriction.decided_in_play)
    decided.discard("object_kind")  # reach's kind is matched by protected_objects' kinds
    for field in decided:
        assert f"'{field}': c.{field}" in signatures, field
        assert f"g.{field}" in macros, field


def test_every_source_predicate_field_is_matched() -> None:
    """Each field of a protection's source predicate is tested by quality_match (macros.sql)."""
    macros = (sql_dir() / "internal" / "macros.sql").read_text(encoding="utf-8")
    for field in SourcePredicate.__struct_fields__:
        assert f"p.{field}" in macros, field


def test_protection_profiles_leave_out_only_what_no_rank_reads() -> None:
    """class_verdicts.sql ranks a quality once per protection profile: the columns a profile
    leaves out (which card, clause and words) must not be read where ranks are decided, or
    two protections of one profile could need different ranks."""
    verdicts = (sql_dir() / "internal" / "class_verdicts.sql").read_text(encoding="utf-8")
    macros = (sql_dir() / "internal" / "macros.sql").read_text(encoding="utf-8")
    excluded = re.search(r"COLUMNS\(\* EXCLUDE \(([^)]*)\)\)", verdicts)
    assert excluded is not None
    left_out = {name.strip() for name in excluded.group(1).split(",")}
    # the profile's id is its first protection's; an Aura's own card is kept where it is spared
    assert {"protection_id", "oracle_id"} <= left_out
    code = " ".join(re.sub(r"--[^\n]*", "", verdicts).split())
    ranks = code[code.index("CREATE TEMP TABLE profile_ranks") :]
    ranks = ranks[: ranks.index(";")].replace("p.protection_id AS profile_id", "")
    assert "= p.oracle_id AND p.spares IS NOT NULL" in ranks
    for column in left_out - {"oracle_id"}:
        assert f"p.{column}" not in ranks, column
        assert f"p.{column}" not in macros, column
