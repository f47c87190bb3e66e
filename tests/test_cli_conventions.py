"""The command line's conventions, as sqlite-utils and the DuckDB CLI keep them: --data-dir
wherever it is written, JSON as one array or as JSON Lines, usage errors as one line with exit 2,
--lang checked against the loaded languages, tables readable at 80 columns."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from helpers import card_path, parse

from pipeline.cli import cli
from pipeline.cli_options import Context
from pipeline.paths import DataPaths
from pipeline.report.common import DEBT


def invoke(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), prog_name="mtg-protection")
    return result.exit_code, result.stdout, result.stderr


def test_every_command_takes_data_dir_after_its_name(tmp_path: Path) -> None:
    for name in cli.commands:
        code, out, _ = invoke(name, "--data-dir", str(tmp_path), "--help")
        assert (code, "--data-dir" in out) == (0, True), name
    # the option after the command wins: here it names a folder with no database
    code, _, err = invoke("--data-dir", str(tmp_path), "status", "--data-dir", str(tmp_path / "x"))
    assert code == 8 and str(tmp_path / "x") in err


def test_a_command_defined_after_the_others_takes_data_dir_too(tmp_path: Path) -> None:
    @cli.command("probe-data-dir")
    @click.pass_obj
    def probe(ctx: Context) -> None:
        click.echo(ctx.paths.root)

    try:
        code, out, _ = invoke("probe-data-dir", "--data-dir", str(tmp_path))
    finally:
        del cli.commands["probe-data-dir"]
    assert (code, out) == (0, f"{tmp_path}\n")


def test_sql_with_data_dir_after_the_command(sample_paths: DataPaths) -> None:
    root = str(sample_paths.root)
    code, out, _ = invoke("sql", "SELECT count(*) AS n FROM cards", "--data-dir", root, "--csv")
    assert (code, out.splitlines()[0]) == (0, "n")


def sql(paths: DataPaths, *args: str) -> tuple[int, str, str]:
    return invoke("--data-dir", str(paths.root), "sql", *args)


def test_json_is_one_array_even_for_one_row_or_none(sample_paths: DataPaths) -> None:
    code, out, _ = sql(sample_paths, "SELECT 'LEA' AS set_code", "--json")
    assert (code, json.loads(out)) == (0, [{"set_code": "LEA"}])
    code, out, _ = sql(sample_paths, "SELECT 1 AS n WHERE false", "--json")
    assert (code, json.loads(out)) == (0, [])
    code, out, _ = sql(sample_paths, "SELECT range AS n FROM range(3)", "--json")
    assert json.loads(out) == [{"n": 0}, {"n": 1}, {"n": 2}]


def test_jsonl_is_one_object_per_line(sample_paths: DataPaths) -> None:
    code, out, _ = sql(sample_paths, "SELECT range AS n FROM range(3)", "--jsonl")
    assert (code, [json.loads(line) for line in out.splitlines()]) == (
        0,
        [{"n": 0}, {"n": 1}, {"n": 2}],
    )


def test_output_flags_are_apart_from_domain_options(
    sample_paths: DataPaths, tmp_path: Path
) -> None:
    """sqlite-utils' convention: --csv, --json, --jsonl, --table, --parquet FILE."""
    query = "SELECT range AS n FROM range(2)"
    assert sql(sample_paths, query, "--csv")[:2] == (0, "n\n0\n1\n")
    assert json.loads(sql(sample_paths, query, "--json")[1]) == [{"n": 0}, {"n": 1}]
    lines = sql(sample_paths, query, "--jsonl")[1].splitlines()
    assert [json.loads(line) for line in lines] == [{"n": 0}, {"n": 1}]
    code, out, _ = sql(sample_paths, query, "--table")
    assert code == 0 and "┃" in out
    target = tmp_path / "n.parquet"
    code, out, _ = sql(sample_paths, query, "--parquet", str(target))
    assert (code, out, target.read_bytes()[:4]) == (0, "", b"PAR1")


def test_sql_format_is_a_deprecated_alias(sample_paths: DataPaths) -> None:
    query = "SELECT range AS n FROM range(2)"
    code, out, err = sql(sample_paths, query, "--format", "csv")
    assert (code, out) == (0, sql(sample_paths, query, "--csv")[1])
    assert "warning: --format is deprecated; use --csv" in err and err.count("\n") == 1


USAGE_ERRORS = [
    pytest.param([], "give either QUERY or --file", id="no query"),
    pytest.param(["SELECT 1", "--file", "-"], "give either QUERY or --file", id="both"),
    pytest.param(["SELECT 1", "--limit", "-1"], "'--limit': -1 is not in the range", id="limit"),
    pytest.param(["SELECT 1", "--format", "parquet"], "--format parquet needs --out", id="parquet"),
    pytest.param(["SELECT 1", "--format", "xml"], "'--format': 'xml' is not one of", id="format"),
    pytest.param(["SELECT 1", "--csv", "--json"], "choose one output format", id="two formats"),
    pytest.param(["SELECT 1", "--jsonl", "--format", "csv"], "choose one output", id="flag+alias"),
    pytest.param(
        ["SELECT 1", "--parquet", "a.parquet", "--out", "b"],
        "--parquet FILE is the output file",
        id="parquet and out",
    ),
]


@pytest.mark.parametrize(("args", "message"), USAGE_ERRORS)
def test_usage_errors_are_one_line_and_exit_2(
    sample_paths: DataPaths, args: list[str], message: str
) -> None:
    code, out, err = sql(sample_paths, *args)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("error: ") and message in err, err
    assert "mtg-protection sql --help" in err


def test_out_into_a_missing_folder_is_a_usage_error(
    sample_paths: DataPaths, tmp_path: Path
) -> None:
    missing = tmp_path / "no-such-folder"
    code, _, err = sql(sample_paths, "SELECT 1", "--csv", "--out", str(missing / "x.csv"))
    assert code == 2 and f"the folder {missing} does not exist" in err and err.count("\n") == 1
    assert not missing.exists()


@pytest.fixture
def no_queries(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if the report's queries run."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the report ran its queries before checking --out")

    monkeypatch.setattr("pipeline.report.data.load", refuse)


def test_report_into_a_foreign_folder_is_a_usage_error(
    sample_paths: DataPaths, tmp_path: Path, no_queries: None
) -> None:
    out = tmp_path / "thesis"
    out.mkdir()
    (out / "thesis.tex").write_text("precious", encoding="utf-8")
    code, _, err = invoke("--data-dir", str(sample_paths.root), "report", "--out", str(out))
    assert code == 2 and "holds files the report didn't write" in err
    assert [p.name for p in out.iterdir()] == ["thesis.tex"]


def test_report_into_a_folder_it_cannot_make_fails_before_any_query(
    sample_paths: DataPaths, tmp_path: Path, no_queries: None
) -> None:
    (tmp_path / "a-file").write_text("", encoding="utf-8")
    out = tmp_path / "a-file" / "site"
    for command in ("report", "run"):
        code, _, err = invoke("--data-dir", str(sample_paths.root), command, "--out", str(out))
        assert (code, err.count("\n")) == (2, 1), err
        assert (
            f"error: cannot write the site to {out}: {tmp_path / 'a-file'} is not a folder" in err
        )


def test_report_makes_a_missing_out_folder(sample_paths: DataPaths, tmp_path: Path) -> None:
    out = tmp_path / "new" / "site"
    code, _, _ = invoke(
        "--quiet", "--data-dir", str(sample_paths.root), "report", "--out", str(out)
    )
    assert code == 0 and (out / "index.html").is_file()


LANG_COMMANDS = [
    pytest.param(["check", "Lightning Bolt", "White Knight"], id="check"),
    pytest.param(["answers", "White Knight"], id="answers"),
    pytest.param(["report", "--out", "{tmp}/site"], id="report"),
]


@pytest.mark.parametrize("args", LANG_COMMANDS)
def test_a_language_not_loaded_is_a_usage_error_naming_the_loaded(
    all_cards: DataPaths, tmp_path: Path, args: list[str]
) -> None:
    filled = [a.format(tmp=tmp_path) for a in args]
    code, out, err = invoke("--data-dir", str(all_cards.root), *filled, "--lang", "de")
    assert (code, out) == (2, "")
    assert "no card names printed in 'de' are loaded (languages loaded: en, it, ru)" in err
    assert err.count("\n") == 1


def test_run_checks_the_language_after_its_refresh(tmp_path: Path) -> None:
    data = tmp_path / "data"
    code, _, err = invoke(
        "--quiet",
        "--data-dir",
        str(data),
        "run",
        "--source",
        "sample",
        "--lang",
        "it",
        "--out",
        str(tmp_path / "site"),
    )
    assert code == 2 and "languages loaded: en)" in err
    assert not (tmp_path / "site").exists()


def test_a_misspelt_foreign_name_gets_suggestions_in_its_language(all_cards: DataPaths) -> None:
    code, _, err = invoke("--data-dir", str(all_cards.root), "check", "Fulmin", "White Knight")
    assert code == 7
    assert "did you mean 'Fulmine', " in err
    suggested = err.split("did you mean ", 1)[1]
    assert "Lightning Bolt" not in suggested and "Flickering Ward" not in suggested


def test_an_english_only_database_says_where_foreign_names_are(sample_paths: DataPaths) -> None:
    code, _, err = invoke("--data-dir", str(sample_paths.root), "check", "Fulmine", "White Knight")
    assert code == 7 and "--bulk-type all_cards" in err and err.count("\n") == 1


def test_a_wide_result_stays_readable_at_80_columns(sample_paths: DataPaths) -> None:
    code, out, _ = sql(sample_paths, "SELECT * FROM protection_by_era")
    assert code == 0
    assert max(map(len, out.splitlines())) <= 80
    assert "…" not in out
    assert "n_new_player_protection_cards" in out and "1993-08-05" in out


def test_a_narrow_result_is_a_table(sample_paths: DataPaths) -> None:
    code, out, _ = sql(sample_paths, "SELECT era, starts_on FROM eras ORDER BY starts_on")
    assert code == 0 and "┃ era" in out and "│ alpha-to-5ed │ 1993-08-05 │" in out


def test_whole_mana_values_print_without_a_fraction(sample_paths: DataPaths) -> None:
    code, out, _ = sql(
        sample_paths, "SELECT name, mana_value FROM cards WHERE name = 'White Knight'"
    )
    assert code == 0 and "│ White Knight │ 2          │" in out and "2.0" not in out


def test_a_failed_refresh_from_a_missing_path_leaves_no_data_folder(tmp_path: Path) -> None:
    data = tmp_path / "data"
    code, _, err = invoke("--data-dir", str(data), "refresh", "--source", str(tmp_path / "nope"))
    assert code == 3 and "no such source" in err
    assert not data.exists()


def test_status_reads_the_source_of_the_last_build(sample_paths: DataPaths, tmp_path: Path) -> None:
    """More unchanged or failed refreshes than the recent list shows don't hide the source."""
    root = tmp_path / "data"
    shutil.copytree(sample_paths.root, root)
    for _ in range(6):
        assert invoke("--quiet", "--data-dir", str(root), "refresh", "--source", "sample")[0] == 0
    code, out, _ = invoke("--data-dir", str(root), "status", "--json")
    info = json.loads(out)
    assert code == 0 and [r["outcome"] for r in info["recent_refreshes"]] == ["unchanged"] * 5
    assert (info["source"], info["last_build"] is not None) == ("sample:default_cards", True)


def test_format_is_the_play_format_on_run_too(tmp_path: Path) -> None:
    data, site = tmp_path / "data", tmp_path / "site"
    code, _, err = invoke("--data-dir", str(data), "run", "--source", "sample", "--format", "modrn")
    assert code == 2 and "'modrn' is not one of" in err and not data.exists()
    common = ("--quiet", "--data-dir", str(data), "run", "--source", "sample", "--out", str(site))
    assert invoke(*common, "--format", "modern") == (0, "", "")
    assert [p.name for p in (site / "formats").iterdir()] == ["modern.html"]


def test_a_data_folder_that_cannot_be_made_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("", encoding="utf-8")
    data = tmp_path / "a-file" / "data"
    for command in ("refresh", "run"):
        code, _, err = invoke("--data-dir", str(data), command, "--source", "sample")
        assert (code, err) == (2, f"error: cannot create the data folder {data}: Not a directory\n")


def test_protection_summary_counts_as_the_card_pages_do(
    sample_paths: DataPaths, sample_site: Path
) -> None:
    """One definition of a card's DEBT counts: `sql` on the view and `report`'s pages agree.
    The pages are the run's shared build of the sample's site: `report` writes the same bytes
    (test_report_lang compares them), and test_report_makes_a_missing_out_folder runs it."""
    root, site = str(sample_paths.root), sample_site
    code, out, _ = invoke("--data-dir", root, "sql", "SELECT * FROM protection_summary", "--json")
    rows = json.loads(out)
    assert code == 0 and len(rows) > 50
    for row in rows:
        dom = parse(card_path(sample_paths.database, site, row["name"]))
        for debt in DEBT:
            box = dom.one("div", "debt", data_scope="self", data_letter=debt.letter)
            shown = {
                verdict: int(box.one(cls=f"n-{verdict}").attrs["data-value"] or 0)
                for verdict in ("prevented", "allowed", "conditional")
            }
            counted = (
                row[f"n_{debt.interaction}_prevented"],
                row[f"n_{debt.interaction}_possible"],
            )
            assert counted == (shown["prevented"], shown["allowed"] + shown["conditional"]), (
                row["name"],
                debt.interaction,
            )
