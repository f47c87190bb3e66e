"""What `status` reports: the current database's provenance, counts and recent refreshes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pipeline.store.connect import connect_readonly, table_counts
from pipeline.vocabulary import Outcome


def database_status(database: Path) -> dict[str, Any]:
    """Source, upstream version, counts (including unparsed protection clauses) and history."""
    with connect_readonly(database) as con:
        counts = table_counts(con)
        unparsed = con.execute(
            "SELECT count(*) FROM protections WHERE quality_kind = 'unparsed'"
        ).fetchone()
        history = con.execute(
            """
            SELECT finished_at, source, upstream_version, outcome, message
            FROM refresh_log ORDER BY finished_at DESC LIMIT 5
            """
        ).fetchall()
        # the database's provenance is its last build's, however many refreshes came after
        last_built = con.execute(
            """
            SELECT finished_at, source, upstream_version FROM refresh_log
            WHERE outcome = ? ORDER BY finished_at DESC LIMIT 1
            """,
            [Outcome.BUILT.value],
        ).fetchone()
    return {
        "database": str(database),
        "source": last_built[1] if last_built else None,
        "upstream_version": last_built[2] if last_built else None,
        "last_refresh": history[0][0] if history else None,
        "last_build": last_built[0] if last_built else None,
        **{f"n_{name}": value for name, value in counts.items()},
        "n_unparsed_protections": unparsed[0] if unparsed else 0,
        "recent_refreshes": [
            dict(
                zip(
                    ("finished_at", "source", "upstream_version", "outcome", "message"),
                    row,
                    strict=True,
                )
            )
            for row in history
        ],
    }
