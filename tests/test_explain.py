"""`explain SOURCE PROTECTED` and the `verdict_trace` macro behind it: every path of the source
the engine judged, the protection that ranked it, and the path that decided the verdict."""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import pyarrow
import pytest
from click.testing import CliRunner

from pipeline.cli import cli
from pipeline.paths import DataPaths


def run(paths: DataPaths, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--data-dir", str(paths.root), *args])
    return result.exit_code, result.stdout, result.stderr


def test_explain_json_names_the_deciding_path(sample_paths: DataPaths) -> None:
    code, out, _ = run(
        sample_paths,
        "explain",
        "Lightning Bolt",
        "Abbey Gargoyles",
        "--interaction",
        "damage",
        "--json",
    )
    assert code == 0
    result = json.loads(out)
    assert list(result["interactions"]) == ["damage"]
    damage = result["interactions"]["damage"]
    assert (damage["verdict"]["verdict"], damage["verdict"]["rule"]) == ("prevented", "702.16e")
    [path] = damage["paths"]
    assert path["text"] == "Lightning Bolt deals 3 damage to any target."
    assert (path["path"], path["source_object"], path["colors"]) == ("spell", "card", ["R"])
    assert (path["rank"], path["rank_vs_opponent"], path["verdict"]) == (2, 2, "prevented")
    assert path["protection"]["quality_kind"] == "color"
    assert path["protection"]["quality_value"] == "R"
    assert path["deciding"] and path["deciding_vs_opponent"]


def test_a_path_that_reaches_nothing_decides_nothing(sample_paths: DataPaths) -> None:
    """Diabolic Edict targets a player: its one target path reaches no creature, so no verdict
    and no deciding path (the JSON contract's booleans are false, never null)."""
    code, out, err = run(sample_paths, "explain", "Diabolic Edict", "Azorius First-Wing", "--json")
    assert code == 0, err
    target = json.loads(out)["interactions"]["target"]
    assert target["verdict"]["verdict"] == "not_applicable"
    [path] = target["paths"]
    assert (path["reaches"], path["rank"], path["rank_vs_opponent"]) == (False, None, None)
    assert (path["deciding"], path["deciding_vs_opponent"]) == (False, False)


def test_explain_text_marks_the_deciding_path(sample_paths: DataPaths) -> None:
    code, out, _ = run(sample_paths, "explain", "Lightning Bolt", "Black Knight")
    assert code == 0
    assert "damage: allowed (any controller), allowed (the opponent's); rule 702.16e" in out
    assert "color: W" in out
    assert "Lightning Bolt has no spell or ability" not in out  # it can target Black Knight
    assert "block: not_applicable" in out  # no path: check's sentence, no table


def test_explain_unknown_card_suggests_names(sample_paths: DataPaths) -> None:
    code, _, err = run(sample_paths, "explain", "Lightning Bolts", "White Knight")
    assert code == 7
    assert "Lightning Bolt" in err


def test_explain_unknown_interaction_is_a_usage_error(sample_paths: DataPaths) -> None:
    code, _, err = run(
        sample_paths, "explain", "Lightning Bolt", "White Knight", "--interaction", "x"
    )
    assert code == 2
    assert "--interaction" in err


def _traced_pairs(db: Path) -> list[tuple[str, str]]:
    """Pairs where paths of one interaction rank differently: the engine chooses among them."""
    with duckdb.connect(str(db), read_only=True) as con:
        return con.execute(
            """
            SELECT DISTINCT s.source_oracle_id, o.oracle_id
            FROM (SELECT source_oracle_id, interaction, unnest(sig_ids) AS sig_id
                  FROM internal.source_classes) AS s
            JOIN internal.signatures AS g USING (sig_id)
            JOIN internal.reach AS r USING (reach_id)
            JOIN internal.quality_verdicts AS q
              ON q.quality_id = g.quality_id AND q.object_id = r.object_id AND NOT q.opponent
            JOIN internal.protected_objects AS o ON o.object_id = r.object_id
            GROUP BY s.source_oracle_id, o.oracle_id, o.scope, s.interaction
            HAVING count(DISTINCT q.rank) > 1
            ORDER BY ALL
            LIMIT 40
            """
        ).fetchall()


TRACE = "SELECT * FROM verdict_trace(?, ?)"


@pytest.fixture(scope="module")
def traces(sample_db: Path) -> list[tuple[tuple[str, str], pyarrow.Table]]:
    """verdict_trace of each traced pair, as the macro returns it. It traces both readings at
    once and is nearly all of the test's time, so it runs once per pair for the two readings
    (the database is read-only: the same call gives the same rows)."""
    with duckdb.connect(str(sample_db), read_only=True) as con:
        return [
            ((source, protected), con.sql(TRACE, params=[source, protected]).to_arrow_table())
            for source, protected in _traced_pairs(sample_db)
        ]


@pytest.mark.parametrize("reading", ["", "_vs_opponent"])
def test_the_deciding_path_is_the_weakest(
    sample_db: Path, traces: list[tuple[tuple[str, str], pyarrow.Table]], reading: str
) -> None:
    """Per traced interaction: one deciding signature, its rank is the verdict's, and no path
    that reaches the card has a lower one (a source gets through if any path does)."""
    assert len(traces) == 40
    with duckdb.connect(str(sample_db), read_only=True) as con:
        for (source, protected), trace in traces:
            con.register("trace", trace)  # the rows of verdict_trace(source, protected)
            rows = con.execute(
                f"""
                SELECT scope, interaction,
                       count(DISTINCT sig_id) FILTER (WHERE deciding{reading}),
                       any_value(t.rank{reading}) FILTER (WHERE deciding{reading}),
                       min(t.rank{reading}),
                       any_value(v.rank)
                FROM trace AS t
                JOIN vocabulary AS v ON v.vocabulary = 'verdict' AND v.value = t.verdict{reading}
                GROUP BY ALL
                """
            ).fetchall()
            assert rows, (source, protected)
            for scope, interaction, n_deciding, deciding_rank, lowest, verdict_rank in rows:
                where = (source, protected, scope, interaction)
                if n_deciding == 0:  # the opponent's side: no path reaches the card (115.1)
                    assert (reading, lowest, verdict_rank) == ("_vs_opponent", None, 3), where
                    continue
                assert (n_deciding, deciding_rank, lowest) == (1, verdict_rank, verdict_rank), where
            con.unregister("trace")


def test_verdict_trace_takes_names_or_oracle_ids(sample_db: Path) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        by_name = con.execute(
            "SELECT * FROM verdict_trace('lightning bolt', 'Black Knight') ORDER BY ALL"
        ).fetchall()
        by_id = con.execute(
            """
            SELECT * FROM verdict_trace(
                (SELECT oracle_id FROM cards WHERE name = 'Lightning Bolt'),
                (SELECT oracle_id FROM cards WHERE name = 'Black Knight'))
            ORDER BY ALL
            """
        ).fetchall()
    assert by_name == by_id
    assert len(by_name) == 2  # its damage and its targeting, the same capability row
