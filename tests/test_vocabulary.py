"""The vocabulary (pipeline/vocabulary.py): every enumeration is loaded into the database, and
the accepted-values check finds a word a column holds outside its vocabulary."""

from __future__ import annotations

import inspect
from pathlib import Path

import duckdb

from pipeline import vocabulary
from pipeline.store.sql_files import model_files, sql_dir
from pipeline.vocabulary import VOCABULARIES, Rarity, Term, Verdict, vocabulary_rows

ACCEPTED_VALUES = (sql_dir() / "checks" / "accepted_values.sql").read_text(encoding="utf-8")


def test_every_enumeration_is_loaded() -> None:
    terms = {
        cls
        for _, cls in inspect.getmembers(vocabulary, inspect.isclass)
        if issubclass(cls, Term) and cls is not Term
    }
    assert terms == set(VOCABULARIES.values())


def test_a_term_is_its_word() -> None:
    assert Verdict.PREVENTED == "prevented"
    assert Verdict("prevented") is Verdict.PREVENTED
    assert f"{Rarity.MYTHIC}" == "mythic"
    assert (Rarity.MYTHIC.label, Rarity.MYTHIC.letter) == ("mythic rare", "M")


def test_the_database_holds_the_vocabulary(sample_db: Path) -> None:
    with duckdb.connect(str(sample_db), read_only=True) as con:
        rows = con.execute("SELECT * FROM vocabulary ORDER BY vocabulary, rank").fetchall()
        verdicts = con.execute(
            "SELECT value FROM vocabulary WHERE vocabulary = 'verdict' ORDER BY rank"
        ).fetchall()
    assert sorted(vocabulary_rows(), key=lambda r: (r[0], r[2])) == rows
    # a verdict's rank is its strength, as internal/class_verdicts.sql ranks them
    assert verdicts == [("allowed",), ("conditional",), ("prevented",), ("not_applicable",)]


def test_accepted_values_finds_a_word_outside_the_vocabulary() -> None:
    with duckdb.connect() as con:
        con.execute((sql_dir() / "schema.sql").read_text(encoding="utf-8"))
        con.executemany("INSERT INTO vocabulary VALUES (?, ?, ?, ?, ?)", vocabulary_rows())
        for path in model_files():
            con.execute(path.read_text(encoding="utf-8"))
        assert con.execute(ACCEPTED_VALUES).fetchall() == []
        con.execute(
            "INSERT INTO printings VALUES ('p1', 'o1', 'LEA', '1', 'legendary', NULL, 'en')"
        )
        con.execute("INSERT INTO printings VALUES ('p2', 'o1', 'LEA', '2', 'rare', NULL, 'en')")
        con.execute(
            "INSERT INTO card_faces (oracle_id, face_index, name, colors, supertypes, types, "
            "subtypes) VALUES ('o1', 0, 'x', ['W', 'P'], [], [], [])"
        )
        found = con.execute(ACCEPTED_VALUES).fetchall()
    assert found == [
        ("card_faces", "colors", "P"),
        ("printings", "rarity", "legendary"),
    ]
