"""Whether a database was built by an older version of the pipeline: one whose tables or
vocabulary today's commands and report would fail on, so a refresh rebuilds it even when
upstream is unchanged. Light to import: a refresh asks before it decodes anything."""

from __future__ import annotations

from pathlib import Path

import duckdb

from pipeline.resources import sql_text
from pipeline.store.connect import connect_readonly
from pipeline.store.sql_files import created_objects
from pipeline.vocabulary import vocabulary_rows


def is_outdated(database: Path) -> bool:
    """Whether `database` lacks tables, macros or words this version builds."""
    with connect_readonly(database) as con:
        return bool(missing_tables(con) or missing_words(con))


def missing_tables(con: duckdb.DuckDBPyConnection) -> list[str]:
    """The tables (and macros) schema.sql creates that the database lacks."""
    wanted = created_objects(sql_text("schema.sql"))
    present = {
        name.removeprefix("main.")
        for (name,) in con.execute(
            "SELECT table_schema || '.' || table_name FROM information_schema.tables "
            "UNION ALL SELECT schema_name || '.' || function_name FROM duckdb_functions() "
            "WHERE function_type = 'macro'"
        ).fetchall()
    }
    return [name for name in wanted if name.removeprefix("main.") not in present]


def missing_words(con: duckdb.DuckDBPyConnection) -> list[tuple[str, str]]:
    """The (vocabulary, word) pairs of pipeline/vocabulary.py that the database's vocabulary
    table lacks (SQL selecting a category would find nothing there); ask missing_tables
    first, as the table itself may be missing."""
    present = set(con.execute("SELECT vocabulary, value FROM vocabulary").fetchall())
    return [(name, word) for name, word, *_ in vocabulary_rows() if (name, word) not in present]
