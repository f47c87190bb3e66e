"""The previous database as the parse cache: parse only what changed, reuse the rest.

A build parses a face (or a printed text) only when the database it replaces holds no result
for it that is still valid: the same face with the same characteristics, parsed by the same
parser version. Otherwise it copies the previous rows. Row ids are renumbered in (card, face,
position) order, so a build that reuses rows equals one that parsed everything.

A parser's version is a digest of its code, not a number to bump by hand: the source of its
frames module (parse/protection_frames.py, capability_frames.py, localized_frames.py) and of
every pipeline module that imports (transitively: the parser itself and what it uses), the
interpreter's and the libraries' versions (RUNTIME_LIBRARIES), the columns it reads and the
columns of the tables it fills, and the vocabulary it is given (the subtypes of the cards
loaded). Editing any of these re-parses everything that parser feeds, and only that:
tests/test_reuse.py pins which modules each parser's version covers.
"""

from __future__ import annotations

import ast
import hashlib
import sys
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from typing import TYPE_CHECKING

import duckdb

from pipeline.helpers.plan import WAIT_S
from pipeline.helpers.process import HelperFailed
from pipeline.interrupts import watch
from pipeline.resources import sql_text

# A refresh asks parses_everything as the source starts decoding; the parsers, Polars and
# Arrow are imported meanwhile in the background (refresh.py), not by importing this module.
if TYPE_CHECKING:
    import polars as pl
    import pyarrow as pa

    from pipeline.helpers.capabilities import CapabilityWorker

    Frames = tuple[pl.DataFrame | None, ...]

_PACKAGE = Path(__file__).resolve().parents[1]  # the `pipeline` package's folder
PREVIOUS = "previous"  # the alias the build attaches the database it replaces under
# The libraries a parse's rows depend on besides the pipeline's own code: the interpreter (its
# regular expressions), msgspec (the records), polars and pyarrow (the frames).
RUNTIME_LIBRARIES = ("msgspec", "polars", "pyarrow")
# What a face's parse can depend on: the face's characteristics and its card's (CR 109.3), not
# what its printings or popularity decide (a reprint or a new EDHREC rank must not cost a
# re-parse). A parser that starts reading another column of cards adds it here.
CARD_CHARACTERISTICS = (
    "name",
    "layout",
    "mana_cost",
    "mana_value",
    "colors",
    "color_identity",
    "type_line",
    "supertypes",
    "types",
    "subtypes",
    "oracle_text",
    "keywords",
    "power",
    "toughness",
    "loyalty",
    "is_funny",
)
_FACE_INPUTS = (
    "SELECT f.*, "
    + ", ".join(f"c.{column} AS card_{column}" for column in CARD_CHARACTERISTICS)
    + " FROM {db}.card_faces AS f JOIN {db}.cards AS c USING (oracle_id)"
)
_PRINTED_INPUTS = "SELECT oracle_id, face_index, lang, printed_text FROM {db}.card_names"


@dataclass(frozen=True)
class Inputs:
    """What the parsers read besides a unit's own row: the vocabulary, the card's keywords."""

    subtypes: frozenset[str]
    keywords: dict[str, list[str]]


def _protections(todo: pl.DataFrame, inputs: Inputs) -> Frames:
    from pipeline.parse.protection_frames import protection_frames

    return protection_frames(todo, inputs.subtypes, inputs.keywords)


def _capabilities(todo: pl.DataFrame, inputs: Inputs) -> Frames:
    from pipeline.parse.capability_frames import capability_frame

    return (capability_frame(todo, inputs.keywords),)


def _localized(todo: pl.DataFrame, inputs: Inputs) -> Frames:
    from pipeline.parse.localized_frames import localized_protection_frame

    return (localized_protection_frame(todo),)


@dataclass(frozen=True)
class Parser:
    """One parser as the cache sees it: what it fills, and what one unit of its work reads."""

    name: str
    module: str
    tables: tuple[str, ...]  # filled from one parse; the first holds the row id, if any
    id_column: str | None
    units: str  # the frame whose rows are the units: card_faces or card_names
    keys: tuple[str, ...]  # one unit of work: a face, or a printed text of a face
    inputs: str  # SQL over schema {db}: the keys and everything the parse of a unit reads
    parse: Callable[[pl.DataFrame, Inputs], Frames]  # the units to parse -> one frame per table
    uses_subtypes: bool = False  # the vocabulary is part of its version


PARSERS = (
    Parser(
        "protections",
        "pipeline.parse.protection_frames",
        ("protections", "protection_losses"),
        "protection_id",
        "card_faces",
        ("oracle_id", "face_index"),
        _FACE_INPUTS,
        _protections,
        uses_subtypes=True,
    ),
    Parser(
        "capabilities",
        "pipeline.parse.capability_frames",
        ("capabilities",),
        "capability_id",
        "card_faces",
        ("oracle_id", "face_index"),
        _FACE_INPUTS,
        _capabilities,
    ),
    Parser(
        "localized_protections",
        "pipeline.parse.localized_frames",
        ("localized_protections",),
        None,
        "card_names",
        ("oracle_id", "face_index", "lang", "printed_text"),
        _PRINTED_INPUTS,
        _localized,
    ),
)


PROTECTIONS, CAPABILITIES, LOCALIZED = PARSERS


@dataclass(frozen=True)
class Reuse:
    """What the build did for one parser: units whose rows were copied, units parsed."""

    parser: str
    version: str
    n_reused: int
    n_parsed: int


class ParseJob:
    """The parsers' work for one build, started before the tables load and finished after.

    A parser whose previous rows can't be reused (a first build, or a new parser version)
    parses every unit at once in a background thread, while DuckDB loads the tables (it
    releases the GIL, so the two overlap), or has been parsing them in a process of its own
    since the source started decoding (`capabilities`, helpers/capabilities.py); the others parse only
    the changed units, which the loaded tables tell (_reusable), once they are loaded. The
    previous build's side of that comparison (its faces' digests) is read in the background
    thread meanwhile, on a cursor of its own; a printed text, its own whole input, is looked
    up by its keys instead. Each parser is finished on its own (`finish`), once the table its
    units come from is loaded."""

    def __init__(
        self,
        con: duckdb.DuckDBPyConnection,
        frames: dict[str, pl.DataFrame],
        *,
        has_previous: bool,
        capabilities: CapabilityWorker | None = None,
        wait_s: float = WAIT_S,
    ) -> None:
        faces = frames["card_faces"]
        subtypes = frozenset(faces.get_column("subtypes").explode().drop_nulls().unique())
        keywords = dict(frames["cards"].select("oracle_id", "keywords").iter_rows())
        self.inputs = Inputs(subtypes, keywords)
        self.units = {parser.units: frames[parser.units] for parser in PARSERS}
        self.versions = {
            parser.name: parser_version(
                con, parser, sorted(subtypes) if parser.uses_subtypes else []
            )
            for parser in PARSERS
        }
        self.reusing = {
            parser.name: has_previous
            and _previous_version(con, parser) == self.versions[parser.name]
            for parser in PARSERS
        }
        self.warnings: list[str] = []  # what went wrong and was done otherwise
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="parse")
        # The digests first: they are quick, and the loaded tables' side waits for them. One
        # set per kind of unit (the face parsers read the same input rows), and none for a
        # unit that is its own input (a printed text): the previous build's keys tell.
        self._previous_digests: dict[str, Future[pa.Table]] = {}
        for parser in PARSERS:
            if (
                self.reusing[parser.name]
                and not _reads_only_its_keys(con, parser)
                and parser.units not in self._previous_digests
            ):
                self._previous_digests[parser.units] = self._pool.submit(
                    _previous_digests, con.cursor(), parser
                )
        self._reusable: dict[tuple[str, int], pl.DataFrame] = {}
        self._parsed: dict[str, Callable[[], Frames]] = {}
        for parser in PARSERS:
            if self.reusing[parser.name]:
                continue
            if parser is CAPABILITIES and capabilities is not None:
                self._parsed[parser.name] = partial(self._from_worker, capabilities, parser, wait_s)
            else:
                units = self.units[parser.units]
                self._parsed[parser.name] = self._pool.submit(
                    parser.parse, units, self.inputs
                ).result

    def _from_worker(self, worker: CapabilityWorker, parser: Parser, wait_s: float) -> Frames:
        """The worker's frames; if it failed or hung, parsed here, with a warning saying why."""
        try:
            return (worker.result(wait_s),)
        except HelperFailed as exc:
            self.warnings.append(
                f"{exc}; the capabilities were parsed in the refresh's own process"
            )
            return parser.parse(self.units[parser.units], self.inputs)

    def __enter__(self) -> ParseJob:
        return self

    def __exit__(self, *exc: object) -> None:
        # A build that failed while loading still waits for a parse already running (a
        # thread can't be stopped), so nothing runs on after the build is gone.
        self._pool.shutdown(cancel_futures=True)
        self.units.clear()

    def finish(self, con: duckdb.DuckDBPyConnection, parser: Parser) -> Reuse:
        """Fill the parser's tables, reusing the previous database's rows where still valid,
        and record its version in internal.parser_versions."""
        version = self.versions[parser.name]
        reusable_table = None
        if self.reusing[parser.name]:
            # one temporary table per kind of unit and connection, for every parser of them
            reusable_table = f"reusable_{parser.units}"
            key = (parser.units, id(con))
            if key not in self._reusable:
                pending = self._previous_digests.get(parser.units)  # None: by its keys
                digests = pending.result() if pending is not None else None
                self._reusable[key] = _reusable(con, parser, digests, reusable_table)
            reusable = self._reusable[key]
            todo = self.units[parser.units]
            keys = reusable.cast({k: todo.schema[k] for k in parser.keys})
            parsed = parser.parse(todo.join(keys, on=list(parser.keys), how="anti"), self.inputs)
            n_reused = reusable.height
        else:
            parsed, n_reused = self._parsed[parser.name](), 0
        for table, frame in zip(parser.tables, parsed, strict=True):
            _insert(con, parser, table, frame, reusable_table)
        outcome = Reuse(parser.name, version, n_reused, _count_units(con, parser) - n_reused)
        con.execute(
            "INSERT INTO internal.parser_versions VALUES (?, ?, ?, ?)",
            [outcome.parser, outcome.version, outcome.n_reused, outcome.n_parsed],
        )
        return outcome


def parses_everything(previous: Path, parser: Parser) -> bool:
    """Whether a build replacing the database at `previous` will parse every unit of `parser`:
    there is no readable previous build, or its rows come from another version of the parser.
    Known as the source starts decoding, so the parse can run meanwhile (only for a parser
    whose version does not depend on the cards loaded)."""
    if parser.uses_subtypes:
        raise ValueError(f"{parser.name}'s version depends on the cards loaded")
    if not previous.exists():
        return True
    with watch(duckdb.connect()) as con:
        con.execute(sql_text("schema.sql"))
        version = parser_version(con, parser, [])
        try:
            con.execute(f"ATTACH ? AS {PREVIOUS} (READ_ONLY)", [str(previous)])
        except duckdb.Error:
            return True
        return _previous_version(con, parser) != version


def parser_version(con: duckdb.DuckDBPyConnection, parser: Parser, context: Iterable[str]) -> str:
    """The parser's code, the interpreter and libraries it runs on, the columns it reads and
    fills, and its vocabulary, as one digest."""
    digest = hashlib.sha256()
    for module in sorted(code_closure(parser.module)):
        digest.update(module.encode() + b"\0" + _source(module) + b"\0")
    digest.update(runtime_versions().encode())
    for table in parser.tables:
        columns = con.execute(
            "SELECT column_name, data_type FROM information_schema.columns "
            "WHERE table_catalog = current_database() AND table_schema = 'main' "
            "AND table_name = ? ORDER BY ordinal_position",
            [table],
        ).fetchall()
        digest.update(repr((table, columns)).encode())
    inputs = con.execute(f"DESCRIBE {parser.inputs.format(db='main')}").fetchall()
    digest.update(repr([(column[0], column[1]) for column in inputs]).encode())
    digest.update("\n".join(context).encode())
    return digest.hexdigest()[:16]


@cache
def runtime_versions() -> str:
    """The interpreter's and the parse libraries' versions: an upgrade re-parses everything."""
    from importlib.metadata import version

    libraries = [f"{name} {version(name)}" for name in RUNTIME_LIBRARIES]
    return "; ".join([f"{sys.implementation.name} {sys.version}", *libraries])


@cache
def code_closure(module: str) -> frozenset[str]:
    """The module and every pipeline module it imports, directly or through another one."""
    seen: set[str] = set()
    todo = [module]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for node in _imports(ast.parse(_source(name))):
            if isinstance(node, ast.Import):
                todo += [a.name for a in node.names if _is_pipeline_module(a.name)]
            elif isinstance(node, ast.ImportFrom):
                base = _absolute(name, node)
                candidates = [base, *(f"{base}.{a.name}" for a in node.names)]
                todo += [c for c in candidates if _is_pipeline_module(c)]
    return frozenset(seen)


def _imports(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """The module's import statements, at any depth (a function's lazy import too): only
    statements are visited, as an import is never inside an expression."""
    todo: list[ast.AST] = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        for block in ("body", "orelse", "finalbody", "handlers", "cases"):
            todo += getattr(node, block, ())


def _absolute(importer: str, node: ast.ImportFrom) -> str:
    """The module an ImportFrom names, with relative imports resolved against `importer`."""
    if not node.level:
        return node.module or ""
    package = importer.rsplit(".", node.level)[0]
    return f"{package}.{node.module}" if node.module else package


def _is_pipeline_module(name: str) -> bool:
    return _module_file(name) is not None


def _module_file(name: str) -> Path | None:
    """The file of pipeline module `name` (None: not a module of this package, such as a
    name imported from one), found on disk: importing it to ask would run it (a parser
    compiles its patterns), before the source is even decoded."""
    if name != "pipeline" and not name.startswith("pipeline."):
        return None
    path = _PACKAGE.joinpath(*name.split(".")[1:])
    for candidate in (path.with_suffix(".py"), path / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


@cache
def _source(module: str) -> bytes:
    path = _module_file(module)
    if path is None:
        raise ModuleNotFoundError(module)
    return path.read_bytes()


def _previous_version(con: duckdb.DuckDBPyConnection, parser: Parser) -> str | None:
    """The parser's version in the database being replaced (None: an older database that
    records no versions, so everything is parsed)."""
    try:
        rows = con.execute(
            f"SELECT version FROM {PREVIOUS}.internal.parser_versions WHERE parser = ?",
            [parser.name],
        ).fetchall()
    except duckdb.Error:
        return None
    return str(rows[0][0]) if len(rows) == 1 else None


def _digest_query(parser: Parser, db: str) -> str:
    """Each unit's keys and one digest of its whole input row in database `db`: md5 of the
    row's text, not DuckDB's hash() (of the 577 distinct capability reach structs on the real
    snapshot, 27 share a hash() with another)."""
    return (
        f"SELECT {', '.join(parser.keys)}, md5(CAST(i AS VARCHAR)) AS digest "
        f"FROM ({parser.inputs.format(db=db)}) AS i"
    )


def _previous_digests(cursor: duckdb.DuckDBPyConnection, parser: Parser) -> pa.Table:
    """The previous build's digests, read on a cursor of the background thread's own: only
    the digests (the keys are in the digested row), so the printed texts aren't held twice."""
    with cursor:
        return cursor.sql(
            f"SELECT digest FROM ({_digest_query(parser, PREVIOUS)})"
        ).to_arrow_table()


def _reads_only_its_keys(con: duckdb.DuckDBPyConnection, parser: Parser) -> bool:
    """Whether a unit's input row is its keys and nothing else (a printed text of a face)."""
    columns = con.execute(f"DESCRIBE {parser.inputs.format(db='main')}").fetchall()
    return [column[0] for column in columns] == list(parser.keys)


def _reusable(
    con: duckdb.DuckDBPyConnection,
    parser: Parser,
    previous_digests: pa.Table | None,
    table: str,
) -> pl.DataFrame:
    """The units whose previous rows are still valid (their inputs are unchanged), also left
    in the temporary table `table` (gone with the connection): those whose digest is among
    the previous build's (the row holds the unit's keys, so an equal digest is the same unit,
    a NULL key too, which a join on the keys would miss). Without digests (a unit that reads
    only its keys), those whose keys the previous build has, NULL equal to NULL: a third of
    the time of digesting a quarter of a million printed texts."""
    keys = ", ".join(parser.keys)
    if previous_digests is None:
        same = " AND ".join(f"u.{k} IS NOT DISTINCT FROM p.{k}" for k in parser.keys)
        con.execute(
            f"CREATE TEMP TABLE {table} AS SELECT DISTINCT {keys} "
            f"FROM ({parser.inputs.format(db='main')}) AS u "
            f"SEMI JOIN ({parser.inputs.format(db=PREVIOUS)}) AS p ON {same}"
        )
    else:
        con.register("previous_digests", previous_digests)
        con.execute(
            f"CREATE TEMP TABLE {table} AS SELECT DISTINCT {keys} "
            f"FROM ({_digest_query(parser, 'main')}) SEMI JOIN previous_digests USING (digest)"
        )
        con.unregister("previous_digests")
    import polars as pl

    return pl.DataFrame(con.sql(f"SELECT * FROM {table}").to_arrow_table())


def _insert(
    con: duckdb.DuckDBPyConnection,
    parser: Parser,
    table: str,
    parsed: pl.DataFrame | None,
    reusable_table: str | None,
) -> None:
    """The parsed rows and the reused ones (the previous rows of the units in
    `reusable_table`, if any), ids renumbered in (card, face, position) order."""
    id_column = parser.id_column if table == parser.tables[0] else None
    if parsed is not None and reusable_table is None and id_column is not None:
        import polars as pl

        # only parsed rows: numbered by sorting the frame, not by a window in the insert
        parsed = parsed.sort([*parser.keys, id_column], nulls_last=True).with_columns(
            pl.int_range(pl.len()).cast(parsed.schema[id_column]).alias(id_column)
        )
        id_column = None
    parts = []
    if parsed is not None:
        con.register("parsed_frame", parsed.to_arrow())
        parts.append("SELECT * FROM parsed_frame")
    if reusable_table is not None:
        keys = ", ".join(parser.keys)
        parts.append(
            f"SELECT * FROM {PREVIOUS}.main.{table} SEMI JOIN {reusable_table} USING ({keys})"
        )
    if not parts:
        return
    rows = " UNION ALL BY NAME ".join(parts)
    if id_column is not None:
        order = ", ".join((*parser.keys, id_column))
        rows = (
            f"SELECT * REPLACE (row_number() OVER (ORDER BY {order}) - 1 AS {id_column}) "
            f"FROM ({rows})"
        )
    con.execute(f"INSERT INTO {table} BY NAME {rows}")
    if parsed is not None:
        con.unregister("parsed_frame")


def _count_units(con: duckdb.DuckDBPyConnection, parser: Parser) -> int:
    keys = ", ".join(parser.keys)
    [(count,)] = con.execute(
        f"SELECT count(*) FROM (SELECT DISTINCT {keys} FROM ({parser.inputs.format(db='main')}))"
    ).fetchall()
    return int(count)
