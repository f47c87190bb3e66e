"""The aggregates the report, the format pages and protection_summary read (built once, or
counted on integer keys) are exactly what the public views' rows say: each compared with the
view it summarises, on the sample and on the real snapshot."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

# internal.sure_answers, recomputed from the view-backing relation the commands use: per
# (object, source), the best how and speed of a class whose best path surely deals with it
SURE_FROM_OUTCOMES = """
    SELECT x.object_id, r.card_rank, min(e.how_speed) AS order_key
    FROM internal.answer_outcomes AS x
    JOIN internal.answer_effects AS e ON e.effect_id = x.effect_id_vs_opponent
    JOIN internal.answer_classes AS a USING (answer_class_id)
    JOIN internal.card_ranks AS r ON r.oracle_id = a.source_oracle_id
    WHERE x.rank_vs_opponent = 0
      AND x.outcome_vs_opponent IN (SELECT value FROM vocabulary WHERE vocabulary = 'real_answer')
    GROUP BY ALL
"""

# debt_tallies' counts, counted on the expanded interactions view
TALLIES_FROM_VIEW = """
    SELECT o.object_id, i.interaction, i.verdict_vs_opponent AS verdict, count(*) AS n_sources
    FROM interactions AS i
    JOIN internal.protected_objects AS o
      ON o.oracle_id = i.protected_oracle_id AND o.scope = i.scope
    JOIN cards AS c ON c.oracle_id = i.source_oracle_id
    WHERE i.verdict_vs_opponent <> 'not_applicable'
      AND ($fmt IS NULL OR list_contains(c.legal_formats, $fmt))
    GROUP BY ALL
"""

# protection_summary's counts, on the expanded view
SUMMARY_FROM_VIEW = """
    SELECT protected_oracle_id AS oracle_id,
           count(*) FILTER (WHERE interaction = 'damage' AND verdict_vs_opponent = 'prevented'),
           count(*) FILTER (WHERE interaction = 'target' AND verdict_vs_opponent IN ('allowed', 'conditional')),
           count(DISTINCT source_oracle_id) FILTER (WHERE verdict_vs_opponent = 'prevented')
    FROM interactions WHERE scope = 'self'
    GROUP BY 1
"""


def _differences(con: duckdb.DuckDBPyConnection, a: str, b: str, params: object = None) -> int:
    """Rows of `a` not in `b` plus rows of `b` not in `a`, as multisets. Each side is computed
    once (a materialised CTE) and read by both differences: on the snapshot each is seconds of
    DuckDB's work, which the two differences spelt inline would do twice."""
    sql = (
        f"WITH a AS MATERIALIZED ({a}), b AS MATERIALIZED ({b}) "
        "SELECT count(*) FROM (FROM a EXCEPT ALL FROM b) "
        "UNION ALL SELECT count(*) FROM (FROM b EXCEPT ALL FROM a)"
    )
    counts = con.execute(sql, params).fetchall()
    return sum(n for (n,) in counts)


def _check_sure_answers(db: Path) -> None:
    with duckdb.connect(str(db), read_only=True) as con:
        assert con.execute("SELECT count(*) FROM internal.sure_answers").fetchone()[0] > 0  # type: ignore[index]
        assert _differences(con, "SELECT * FROM internal.sure_answers", SURE_FROM_OUTCOMES) == 0


def _check_tallies(db: Path, fmt: str | None) -> None:
    tallies = "SELECT object_id, interaction, verdict, n_sources FROM internal.debt_tallies($fmt)"
    with duckdb.connect(str(db), read_only=True) as con:
        assert _differences(con, tallies, TALLIES_FROM_VIEW, {"fmt": fmt}) == 0
        # the 8 picks are the 8 most played sources of each group, in order
        picks = con.execute(
            """
            SELECT t.object_id, t.interaction, t.verdict,
                   list_transform(t.picks, lambda p: (p // 4294967296)::INTEGER) AS picked,
                   (SELECT list(r.popularity ORDER BY r.popularity)[:8]
                    FROM interactions AS i
                    JOIN internal.protected_objects AS o
                      ON o.oracle_id = i.protected_oracle_id AND o.scope = i.scope
                    JOIN internal.card_ranks AS r ON r.oracle_id = i.source_oracle_id
                    WHERE o.object_id = t.object_id AND i.interaction = t.interaction
                      AND i.verdict_vs_opponent = t.verdict
                      AND internal.legal_in(r.format_mask, $fmt)) AS expected
            FROM internal.debt_tallies($fmt) AS t
            USING SAMPLE 40 ROWS (reservoir, 7)
            """,
            {"fmt": fmt},
        ).fetchall()
    assert picks
    assert all(picked == expected for *_, picked, expected in picks)


def _check_summary(db: Path) -> None:
    summary = """
        SELECT oracle_id, n_damage_prevented, n_target_possible, n_sources_stopped
        FROM protection_summary
        WHERE oracle_id IN (SELECT protected_oracle_id FROM interactions WHERE scope = 'self')
    """
    with duckdb.connect(str(db), read_only=True) as con:
        assert _differences(con, summary, SUMMARY_FROM_VIEW) == 0


def test_sure_answers_are_the_outcomes_best_paths(sample_db: Path) -> None:
    _check_sure_answers(sample_db)


@pytest.mark.parametrize("fmt", [None, "legacy"])
def test_debt_tallies_count_the_interactions_view(sample_db: Path, fmt: str | None) -> None:
    _check_tallies(sample_db, fmt)


def test_protection_summary_counts_the_interactions_view(sample_db: Path) -> None:
    _check_summary(sample_db)


def test_sure_answers_on_the_snapshot(snapshot_db: Path) -> None:
    _check_sure_answers(snapshot_db)


@pytest.mark.parametrize("fmt", [None, "modern"])
def test_debt_tallies_on_the_snapshot(snapshot_db: Path, fmt: str | None) -> None:
    _check_tallies(snapshot_db, fmt)


def test_protection_summary_on_the_snapshot(snapshot_db: Path) -> None:
    _check_summary(snapshot_db)
