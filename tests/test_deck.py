"""The `deck FILE` command (issue 12): decklists as players export them, names in any loaded
language, clear errors for files that are not decklists, and what two real decks answer."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from helpers import contract_json

from pipeline.cli import cli
from pipeline.errors import DecklistError
from pipeline.lookup.decklist import Entry, parse_decklist, read_decklist
from pipeline.paths import DataPaths

DECKS = Path(__file__).resolve().parent / "decks"


def run(paths: DataPaths, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--data-dir", str(paths.root), *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4 Lightning Bolt", [("Lightning Bolt", 4, "main")]),
        ("4x Lightning Bolt", [("Lightning Bolt", 4, "main")]),
        ("4 x Lightning Bolt", [("Lightning Bolt", 4, "main")]),
        ("Lightning Bolt", [("Lightning Bolt", 1, "main")]),
        ("4 Lightning Bolt (M10) 146", [("Lightning Bolt", 4, "main")]),
        ("1 Fire // Ice (MH2) 290 *F*", [("Fire // Ice", 1, "main")]),
        ("SB: 2 Pyroblast", [("Pyroblast", 2, "sideboard")]),
        (
            "Deck\n4 Lightning Bolt (M10) 146\n\nSideboard\n2 Path to Exile (CON) 15",
            [("Lightning Bolt", 4, "main"), ("Path to Exile", 2, "sideboard")],
        ),
        (
            "About\nName Burn\n\nCommander\n1 Progenitus\nCompanion\n1 Lurrus of the Dream-Den",
            [("Progenitus", 1, "commander"), ("Lurrus of the Dream-Den", 1, "companion")],
        ),
        ("# a comment\n// another\n\n  3 Counterspell  ", [("Counterspell", 3, "main")]),
        ("Sideboard:\n1 Fog", [("Fog", 1, "sideboard")]),
    ],
)
def test_parse_decklist(text: str, expected: list[tuple[str, int, str]]) -> None:
    assert expected == [(e.name, e.count, e.section) for e in parse_decklist(text)]


def test_line_numbers_are_kept() -> None:
    assert [Entry("Fog", 1, "main", 3)] == parse_decklist("\n\nFog\n")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "no cards"),
        (b"\n  \n# only a comment\n", "no cards"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "not a text decklist"),
        (b"4 Lightning Bolt\n\xff\xfe broken", "not UTF-8"),
    ],
)
def test_files_that_are_not_decklists(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(content)
    with pytest.raises(DecklistError, match=message):
        read_decklist(path)


def test_bad_decklists_exit_4(sample_paths: DataPaths, tmp_path: Path) -> None:
    for name, content in (
        ("empty.txt", b""),
        ("binary.dek", bytes(range(256))),
        ("unknown.txt", b"4 Lightnig Blot\n2 Nonexistent Card\n"),
    ):
        path = tmp_path / name
        path.write_bytes(content)
        code, out, err = run(sample_paths, "deck", str(path))
        assert code == 4, name
        assert out == ""
        assert err.startswith("error: ") and "Traceback" not in err
    assert "'Lightnig Blot' (did you mean 'Lightning Bolt'?)" in err


def test_deck_json_contract_and_unknown_names(sample_paths: DataPaths, tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("4 Lightning Bolt\n4 Lightnig Blot\nSB: 2 Wrath of God\n", encoding="utf-8")
    code, out, _ = run(sample_paths, "deck", str(path), "--format", "legacy", "--json")
    assert code == 0
    payload = contract_json(out, "deck")
    assert {"format", "deck", "protected", "unanswered"} == set(payload)
    assert payload["deck"] == {"n_cards": 6, "unknown": ["Lightnig Blot"]}
    by_name = {p["name"]: p for p in payload["protected"]}
    assert all({"name", "answered", "answers"} == set(p) for p in payload["protected"])
    assert all({"name", "how", "via"} == set(a) for p in payload["protected"] for a in p["answers"])
    # Wrath of God destroys every creature, Opal Titan too: it is protected only as the
    # creature it becomes, and judged as that creature; but not surely Sparkhunter Masticore,
    # which can make itself indestructible ("{3}: ... gains indestructible until end of turn")
    assert payload["unanswered"] == ["Sparkhunter Masticore"]
    # the best way first: Wrath destroys it, Bolt's 3 damage is at least its toughness 2
    assert by_name["Black Knight"]["answers"] == [
        {"name": "Wrath of God", "how": "destroy", "via": "sweep"},
        {"name": "Lightning Bolt", "how": "damage", "via": "damage"},
    ]
    assert by_name["Kor Firewalker"]["answers"] == [
        {"name": "Wrath of God", "how": "destroy", "via": "sweep"}
    ]
    # 3 damage doesn't kill Baneslayer Angel (toughness 5): Bolt gets through, but no answer
    assert by_name["Baneslayer Angel"]["answers"] == [
        {"name": "Wrath of God", "how": "destroy", "via": "sweep"}
    ]


def test_unanswered_cards_come_first(sample_paths: DataPaths, tmp_path: Path) -> None:
    """A red burn deck can't touch Kor Firewalker (protection from red): it is listed before
    the cards the deck answers; True-Name Nemesis stops everything the opponent controls."""
    path = tmp_path / "burn.txt"
    path.write_text("4 Lightning Bolt\n4 Shock\n4 Fireball\n", encoding="utf-8")
    code, out, _ = run(sample_paths, "deck", str(path), "--format", "legacy", "--json")
    payload = contract_json(out, "deck")
    assert {"Kor Firewalker", "True-Name Nemesis", "Progenitus"} <= set(payload["unanswered"])
    code, out, _ = run(sample_paths, "deck", str(path), "--format", "legacy")
    assert code == 0
    lines = out.splitlines()
    first_yes = next(i for i, line in enumerate(lines) if " yes " in line)
    assert all(
        lines.index(next(line for line in lines if name in line)) < first_yes
        for name in ("Kor Firewalker", "Progenitus")
    )


def test_names_in_any_loaded_language(all_cards: DataPaths, tmp_path: Path) -> None:
    path = tmp_path / "it.txt"
    path.write_text("4 Fulmine\n2 Ira di Dio\n", encoding="utf-8")
    code, out, _ = run(all_cards, "deck", str(path), "--json")
    assert code == 0
    payload = contract_json(out, "deck")
    assert payload["deck"] == {"n_cards": 6, "unknown": []}
    by_name = {p["name"]: p for p in payload["protected"]}
    assert [a["name"] for a in by_name["Black Knight"]["answers"]] == [
        "Wrath of God",
        "Lightning Bolt",
    ]


def test_what_only_gets_through_answers_nothing(sample_paths: DataPaths, tmp_path: Path) -> None:
    """Mana creatures, a pump spell, an Aura that helps and lands get past many protections
    without dealing with anything: such a deck answers only what its creatures kill in combat."""
    path = tmp_path / "ramp.txt"
    path.write_text(
        "4 Llanowar Elves\n4 Birds of Paradise\n4 Giant Growth\n4 Rancor\n20 Forest\n",
        encoding="utf-8",
    )
    code, out, err = run(sample_paths, "deck", str(path), "--json")
    assert code == 0, err
    payload = contract_json(out, "deck")
    by_name = {p["name"]: p for p in payload["protected"]}
    for name in ("Kor Firewalker", "Progenitus", "True-Name Nemesis", "Baneslayer Angel"):
        assert not by_name[name]["answered"], name
    hows = {a["how"] for p in payload["protected"] for a in p["answers"]}
    assert hows <= {"combat"}


@pytest.mark.realdata
@pytest.mark.parametrize(
    ("deck", "fmt", "answered", "unanswered"),
    [
        (
            "modern-burn.txt",
            "modern",
            # Boros Charm's 4 damage gets through Baneslayer Angel's protection but doesn't kill
            # a 5/5: only Path to Exile answers it
            {"Kor Firewalker": ["Path to Exile"], "Baneslayer Angel": ["Path to Exile"]},
            {"Progenitus", "Etched Champion", "Voice of All"},
        ),
        (
            "legacy-miracles.txt",
            "legacy",
            {"True-Name Nemesis": ["Terminus"], "Progenitus": ["Terminus"]},
            set(),
        ),
    ],
)
def test_real_decklists_on_the_real_snapshot(
    snapshot_db: Path,
    deck: str,
    fmt: str,
    answered: dict[str, list[str]],
    unanswered: set[str],
) -> None:
    code, out, err = run(
        DataPaths(snapshot_db.parent), "deck", str(DECKS / deck), "--format", fmt, "--json"
    )
    assert code == 0, err
    payload = contract_json(out, "deck")
    assert payload["deck"] == {"n_cards": 75, "unknown": []}
    by_name = {p["name"]: p for p in payload["protected"]}
    for name, sources in answered.items():
        found = {a["name"] for a in by_name[name]["answers"]}
        assert set(sources) <= found, name
        assert "Boros Charm" not in found, name
    assert unanswered <= set(payload["unanswered"])
    print(f"\n{deck}: {len(payload['unanswered'])} of {len(payload['protected'])} unanswered:")
    print(payload["unanswered"])
