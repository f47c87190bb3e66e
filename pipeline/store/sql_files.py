"""The files of sql/ by role, and the order a build runs them in.

Roles are folders, as dbt keeps them:
- `schema.sql`: the tables the build loads (and the `internal` schema);
- `internal/`: helper tables and macros the views are joins over, all in schema `internal`,
  so the main schema holds only the public contract that sql/README.md documents;
- `views/`: the public views;
- `reports/`: the queries behind the HTML report (read-only SELECTs, never built);
- `checks/`: data checks, each returning the offending rows; those in `checks/build/` (the
  verdict engine's relationships and key bounds, cheap) also fail every build;
- `changes/`: what a refresh changed, inserted with the build it replaces attached as
  `previous` (run in name order: `summary.sql`, last, counts what the others found).

The build order of `internal/` and `views/` is derived, never listed by hand: a file creates
what its CREATE statements name and depends on every other file whose objects it mentions.
"""

from __future__ import annotations

import re
from functools import cache
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

from pipeline.resources import resource_dir

MODEL_FOLDERS = ("internal", "views")
_CREATES = re.compile(
    r"^\s*CREATE\s+(?:OR\s+REPLACE\s+)?(?:TABLE|VIEW|MACRO)\s+([\w.]+)", re.I | re.M
)
_COMMENT = re.compile(r"--[^\n]*")
# a run of name characters, possibly dotted (schema.table): what a mention is read from
_DOTTED_RUN = re.compile(r"[\w.]+")


def sql_dir() -> Path:
    return resource_dir("sql")


def all_sql_files() -> list[Path]:
    """Every .sql file of the project (for the test that executes them all)."""
    return sorted(sql_dir().rglob("*.sql"))


def check_files() -> list[Path]:
    """The data checks: each returns the rows that break a property of the data."""
    return sorted((sql_dir() / "checks").rglob("*.sql"))


def build_check_files() -> list[Path]:
    """The data checks every build runs, failing on any row they return."""
    return sorted((sql_dir() / "checks" / "build").glob("*.sql"))


def report_files() -> list[Path]:
    """The report's queries."""
    return sorted((sql_dir() / "reports").glob("*.sql"))


def change_files() -> list[Path]:
    """The comparisons with the build a refresh replaces, in the order they run."""
    return sorted((sql_dir() / "changes").glob("*.sql"))


def created_objects(text: str) -> list[str]:
    """The objects a file's CREATE statements name, schema-qualified as written."""
    return _CREATES.findall(_COMMENT.sub("", text))


def mentions(text: str) -> set[str]:
    """Every name the text could mention: each run of name characters and dots, and each of
    its dotted prefixes (`internal.reach` in `internal.reach.object_id`), never a part after
    a dot (`x.reach` mentions `x`, not `reach`)."""
    names: set[str] = set()
    for run in _DOTTED_RUN.findall(text):
        parts = run.split(".")
        names.update(".".join(parts[: i + 1]) for i in range(len(parts)) if parts[i])
    return names


@cache
def model_files() -> tuple[Path, ...]:
    """The files of internal/ and views/ in an order where each follows what it mentions."""
    files = [
        path for folder in MODEL_FOLDERS for path in sorted((sql_dir() / folder).glob("*.sql"))
    ]
    texts = {path: _COMMENT.sub("", path.read_text(encoding="utf-8")) for path in files}
    creator = {name: path for path in files for name in created_objects(texts[path])}
    graph: dict[Path, set[Path]] = {
        path: {creator[n] for n in mentions(text) if n in creator} - {path}
        for path, text in texts.items()
    }
    try:
        # static_order() is deterministic for a given insertion order (files are sorted).
        return tuple(TopologicalSorter(graph).static_order())
    except CycleError as exc:
        cycle = " -> ".join(path.name for path in exc.args[1])
        raise RuntimeError(f"sql/ files depend on each other in a cycle: {cycle}") from exc
