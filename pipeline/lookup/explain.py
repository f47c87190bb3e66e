"""`explain SOURCE PROTECTED`: why each verdict of `check` is what it is.

For every interaction, the verdict `check` gives and every path of the source the engine judged
(the `verdict_trace` macro, sql/views/verdict_trace.sql): the capability row, the characteristics
the source acts with, the rank in both readings (702.16k), the protection that ranked it, the
evasion, and which path decided."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec

from pipeline.lookup.contracts import (
    CheckResult,
    ExplainResult,
    InteractionTrace,
    TracePath,
    TraceProtection,
)
from pipeline.lookup.verdicts import check_pair
from pipeline.store.connect import connect_readonly

_TRACE_SQL = """
SELECT interaction, capability_id, face_index, path, source_object, detail AS text,
       source_colors AS colors, source_types AS types, source_subtypes AS subtypes,
       source_supertypes AS supertypes, source_mana_value AS mana_value,
       reaches, evasion, rank, rank_vs_opponent,
       path_verdict AS verdict, path_verdict_vs_opponent AS verdict_vs_opponent,
       protection_id, protection_id_vs_opponent, deciding, deciding_vs_opponent
FROM verdict_trace($source, $protected)
WHERE scope = $scope
ORDER BY interaction, capability_id
"""

_PROTECTIONS_SQL = """
SELECT protection_id, text, quality_kind, quality_value FROM protections WHERE oracle_id = ?
"""


def explain_pair(
    database: Path,
    source_name: str,
    protected_name: str,
    *,
    interaction: str | None = None,
    perspective: str = "opponent",
) -> ExplainResult:
    """`check`'s verdicts of the pair (names in any loaded language), each with the paths behind
    it; with `interaction`, that one only."""
    checked = check_pair(database, source_name, protected_name, perspective=perspective)
    paths = _paths(database, checked) if checked.scope else {}
    return ExplainResult(
        source=checked.source,
        protected=checked.protected,
        scope=checked.scope,
        perspective=perspective,
        protections=checked.protections,
        interactions={
            kind: InteractionTrace(verdict=verdict, paths=paths.get(kind, []))
            for kind, verdict in checked.interactions.items()
            if interaction in (None, kind)
        },
    )


def _paths(database: Path, checked: CheckResult) -> dict[str, list[TracePath]]:
    """The traced paths of the pair's protected object (the scope `check` reads), by interaction."""
    with connect_readonly(database) as con:
        cursor = con.execute(
            _TRACE_SQL,
            {
                "source": checked.source.oracle_id,
                "protected": checked.protected.oracle_id,
                "scope": checked.scope,
            },
        )
        columns = [d[0] for d in cursor.description]
        rows = [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]
        protections = {
            row[0]: TraceProtection(*row)
            for row in con.execute(_PROTECTIONS_SQL, [checked.protected.oracle_id]).fetchall()
        }
    found: dict[str, list[TracePath]] = {}
    for row in rows:
        found.setdefault(row.pop("interaction"), []).append(_path(row, protections))
    return found


def _path(row: dict[str, Any], protections: dict[int, TraceProtection]) -> TracePath:
    reaches = row["reaches"]
    row["protection"] = protections.get(row.pop("protection_id")) if reaches else None
    opponent = row.pop("protection_id_vs_opponent")
    row["protection_vs_opponent"] = (
        protections.get(opponent) if row["rank_vs_opponent"] is not None else None
    )
    return msgspec.convert(row, TracePath)
