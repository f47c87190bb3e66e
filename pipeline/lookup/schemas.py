"""The published JSON contracts by name: each command's --json output type (contracts.py), its
JSON Schema (`mtg-protection schema NAME`), and its shape as the README shows it, generated
from the same type so the two can't drift (tests/test_contracts.py)."""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import inspect as mi

from pipeline.lookup.contracts import (
    AnswersResult,
    ChangeEntry,
    CheckResult,
    DeckResult,
    ExplainResult,
)

# name -> (the type of what `NAME --json` prints, the command that prints it)
CONTRACTS: dict[str, tuple[Any, str]] = {
    "check": (CheckResult, "check A B --json"),
    "explain": (ExplainResult, "explain A B --json"),
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
    """The contract as the README shows it: one top-level field per line, a nested record inline
    while it fits in WIDTH columns (else one field per line, indented), types as str, int,
    float, bool, null, [item] and {key: value}; a field that may be left out is marked `?`."""
    info = mi.type_info(CONTRACTS[name][0])
    if isinstance(info, mi.ListType):
        return f"[{_shape(info.item_type, column=2, split=True)}]"
    return _shape(info, column=1, split=True)


WIDTH = 100


def _shape(info: mi.Type, *, column: int, split: bool = False) -> str:
    """`info`'s shape written at `column` (where its continuation lines start)."""
    if isinstance(info, mi.StructType):
        inline = "{" + ", ".join(_field(f, column=column) for f in info.fields) + "}"
        if not split and column + len(inline) <= WIDTH and "\n" not in inline:
            return inline
        fields = [_field(f, column=column + 1) for f in info.fields]
        return "{" + (",\n" + " " * column).join(fields) + "}"
    if isinstance(info, mi.UnionType):
        return "|".join(_shape(t, column=column) for t in info.types)
    if isinstance(info, mi.ListType):
        return f"[{_shape(info.item_type, column=column + 1)}]"
    if isinstance(info, mi.DictType):
        key = _shape(info.key_type, column=column)
        return f"{{{key}: {_shape(info.value_type, column=column + len(key) + 3)}}}"
    for kind, word in _SCALARS.items():
        if isinstance(info, kind):
            return word
    raise TypeError(f"no shape for {info!r}")


def _field(field: mi.Field, *, column: int) -> str:
    label = f'"{field.encode_name}"{"" if field.required else "?"}: '
    return label + _shape(field.type, column=column + len(label))


_SCALARS: dict[type, str] = {
    mi.StrType: "str",
    mi.IntType: "int",
    mi.FloatType: "float",
    mi.BoolType: "bool",
    mi.NoneType: "null",
}
