"""The published JSON contracts by name: each command's --json output type (contracts.py), its
JSON Schema (`mtg-protection schema NAME`), and its shape as the README shows it, generated
from the same type so the two can't drift (tests/test_contracts.py)."""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import inspect as mi

from pipeline.lookup.contracts import AnswersResult, ChangeEntry, CheckResult, DeckResult

# name -> (the type of what `NAME --json` prints, the command that prints it)
CONTRACTS: dict[str, tuple[Any, str]] = {
    "check": (CheckResult, "check A B --json"),
    "answers": (AnswersResult, "answers CARD --json"),
    "deck": (DeckResult, "deck FILE --json"),
    "changes": (list[ChangeEntry], "changes --json"),
}


def json_schema(name: str) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the contract `name`."""
    schema = msgspec.json.schema(CONTRACTS[name][0])
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"mtg-protection {CONTRACTS[name][1]}",
        **schema,
    }


def shape(name: str) -> str:
    """The contract as the README shows it: one top-level field per line, nested records
    inline, types as str, int, float, bool, null, [item] and {key: value}."""
    info = mi.type_info(CONTRACTS[name][0])
    if isinstance(info, mi.ListType):
        return f"[{shape_of(info.item_type, indent=2)}]"
    return shape_of(info, indent=1)


def shape_of(info: mi.Type, *, indent: int = 0) -> str:
    """A type's shape; `indent` > 0 puts each field of a record on a line of its own. A field
    that may be left out is marked `?`."""
    if isinstance(info, mi.StructType):
        fields = [
            f'"{f.encode_name}"{"" if f.required else "?"}: {shape_of(f.type)}' for f in info.fields
        ]
        separator = ",\n" + " " * indent if indent else ", "
        return "{" + separator.join(fields) + "}"
    if isinstance(info, mi.UnionType):
        return "|".join(shape_of(t) for t in info.types)
    if isinstance(info, mi.ListType):
        return f"[{shape_of(info.item_type)}]"
    if isinstance(info, mi.DictType):
        return f"{{{shape_of(info.key_type)}: {shape_of(info.value_type)}}}"
    names = {
        mi.StrType: "str",
        mi.IntType: "int",
        mi.FloatType: "float",
        mi.BoolType: "bool",
        mi.NoneType: "null",
    }
    for kind, word in names.items():
        if isinstance(info, kind):
            return word
    raise TypeError(f"no shape for {info!r}")
