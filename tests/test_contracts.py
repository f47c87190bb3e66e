"""The published JSON contracts (pipeline/lookup/contracts.py, schemas.py): every command's
real --json output validates against the JSON Schema `mtg-protection schema` prints, and the
README shows the shapes generated from the same types (it fails here when they drift)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner

from pipeline.cli import cli
from pipeline.lookup.schemas import CONTRACTS, shape
from pipeline.paths import DataPaths

README = Path(__file__).resolve().parents[1] / "README.md"
SHAPE_BLOCK = re.compile(r"<!-- shape: (\w+) [^>]*-->\n```\n(.*?)\n```", re.S)

DECK = "4 Lightning Bolt\n4 Swords to Plowshares\n2 Wrath of God\n20 Mountain\n1 Not A Card\n"


def _schema(name: str) -> dict[str, object]:
    result = CliRunner().invoke(cli, ["schema", name])
    assert result.exit_code == 0, result.output
    schema = json.loads(result.output)
    jsonschema.Draft202012Validator.check_schema(schema)
    return schema


def _json(paths: DataPaths, *args: str) -> object:
    result = CliRunner().invoke(cli, ["--data-dir", str(paths.root), *args])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


@pytest.mark.parametrize(
    ("name", "args"),
    [
        ("check", ["check", "Lightning Bolt", "Black Knight", "--json"]),
        (
            "check",
            ["check", "Wrath of God", "Sword of Fire and Ice", "--json", "--perspective", "any"],
        ),
        ("explain", ["explain", "Lightning Bolt", "Black Knight", "--json"]),
        (
            "explain",
            ["explain", "Wrath of God", "White Knight", "--json", "--interaction", "sweep"],
        ),
        ("answers", ["answers", "White Knight", "--json", "--all"]),
        ("answers", ["answers", "True-Name Nemesis", "--json", "--format", "legacy"]),
        ("changes", ["changes", "--json"]),
    ],
)
def test_real_outputs_validate_against_their_schema(
    sample_paths: DataPaths, name: str, args: list[str]
) -> None:
    output = _json(sample_paths, *args)
    assert output
    jsonschema.validate(output, _schema(name), cls=jsonschema.Draft202012Validator)


def test_a_deck_validates_against_its_schema(sample_paths: DataPaths, tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK, encoding="utf-8")
    output = _json(sample_paths, "deck", str(deck), "--json")
    jsonschema.validate(output, _schema("deck"), cls=jsonschema.Draft202012Validator)


def test_a_schema_rejects_what_breaks_the_contract(sample_paths: DataPaths) -> None:
    """The schemas are strict enough to fail: a missing field, a wrong type."""
    output = _json(sample_paths, "check", "Lightning Bolt", "Black Knight", "--json")
    assert isinstance(output, dict)
    schema = _schema("check")
    for broken in (
        {k: v for k, v in output.items() if k != "interactions"},
        {**output, "perspective": 3},
    ):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(broken, schema, cls=jsonschema.Draft202012Validator)


def test_the_readme_shows_every_contract_as_generated() -> None:
    shown = dict(SHAPE_BLOCK.findall(README.read_text(encoding="utf-8")))
    assert sorted(shown) == sorted(CONTRACTS)
    for name, text in shown.items():
        assert text == shape(name), (
            f"README out of date: paste `mtg-protection schema {name} --shape`"
        )


def test_schema_without_a_name_lists_the_contracts() -> None:
    result = CliRunner().invoke(cli, ["schema"])
    assert result.exit_code == 0
    assert [line.split()[0] for line in result.output.splitlines()] == list(CONTRACTS)
