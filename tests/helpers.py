"""Helpers the test modules share (constants, sample variants, a tiny DOM, database queries).

Fixtures live in conftest.py; test modules import these plain helpers from here, never from
another test module.
"""

from __future__ import annotations

import json
import os
import subprocess
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import duckdb
import msgspec
from filelock import FileLock

from pipeline.paths import DataPaths
from pipeline.report.common import card_slug
from pipeline.resources import resource_dir
from pipeline.sources import open_source
from pipeline.store.refresh import refresh

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
# The real MTGJSON snapshot (a folder laid out like MTGJSON's api/v5/): where
# MTG_PROTECTION_SNAPSHOT names it, else beside the checkout. Tests that need it skip where it
# is absent, and .ci/run refuses to run on CI without it.
SHARED_SNAPSHOT = Path(
    os.environ.get("MTG_PROTECTION_SNAPSHOT") or SHARED / "data" / "mtgjson-v5"
).resolve()
SNAPSHOT_FILE = SHARED_SNAPSHOT / "AllPrintings.json.gz"
# The folders, in a run's shared temporary folder, of the snapshot's database and English site
SNAPSHOT_DATA = "snapshot-data"
SNAPSHOT_SITE = "snapshot-site"
SEEDS = SHARED / "seeds"
FIXED_NOW = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)
# Markup a card name or text could carry: pages must show it escaped.
EVIL = "<script>alert(1)</script>"


# --------------------------------------------------------------------------- the sample, varied


def sample_copies(n: int) -> bytes:
    """The sample's JSON Lines n times over, each copy with its own ids and names: a bigger
    upstream that is still real card data (a build that lasts, a version easy to tell apart)."""
    lines = (resource_dir("sample") / "default-cards.jsonl").read_bytes().splitlines()
    out = []
    for copy in range(n):
        for line in lines:
            card = json.loads(line)
            for key in ("id", "oracle_id"):
                card[key] = f"{copy}{card[key][1:]}"
            card["name"] = f"{card['name']} {copy}"
            out.append(json.dumps(card))
    return "\n".join(out).encode() + b"\n"


def edited_sample(
    out: Path,
    *,
    edits: dict[str, tuple[str, str]] | None = None,
    removed: frozenset[str] = frozenset(),
    renamed: dict[str, str] | None = None,
) -> Path:
    """The sample's JSON Lines after an upstream change, written to `out`: `edits` maps a card
    name to (old, new) text replaced in its oracle text, `removed` cards are gone, `renamed`
    cards come back as new cards (a new name and oracle id)."""
    lines = []
    for line in (resource_dir("sample") / "default-cards.jsonl").read_text().splitlines():
        card = json.loads(line)
        name = card["name"]
        if name in removed:
            continue
        if edits and name in edits:
            old, new = edits[name]
            assert old in card["oracle_text"], (name, old)
            card["oracle_text"] = card["oracle_text"].replace(old, new)
        if renamed and name in renamed:
            card["name"] = renamed[name]
            for key in ("oracle_id", "id"):
                card[key] = str(uuid.uuid5(uuid.NAMESPACE_URL, card[key]))
        lines.append(json.dumps(card))
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


def build_sample(root: Path) -> DataPaths:
    paths = DataPaths(root)
    refresh(paths, open_source("sample", paths.raw), now=FIXED_NOW)
    return paths


# --------------------------------------------------------------------------- a tiny DOM

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}


class Node:
    def __init__(self, tag: str, attrs: dict[str, str | None], parent: Node | None):
        self.tag, self.attrs, self.parent = tag, attrs, parent
        self.children: list[Node | str] = []

    @property
    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children).strip()

    def iter(self) -> Iterator[Node]:
        for child in self.children:
            if isinstance(child, Node):
                yield child
                yield from child.iter()

    def select(self, tag: str | None = None, cls: str | None = None, **attrs: str) -> list[Node]:
        """Descendants by tag, one CSS class and attributes (data_era= means data-era=)."""
        wanted = {k.replace("_", "-"): v for k, v in attrs.items()}
        return [
            n
            for n in self.iter()
            if (tag is None or n.tag == tag)
            and (cls is None or cls in n.classes)
            and all(n.attrs.get(k) == v for k, v in wanted.items())
        ]

    def one(self, tag: str | None = None, cls: str | None = None, **attrs: str) -> Node:
        found = self.select(tag, cls, **attrs)
        assert len(found) == 1, (tag, cls, attrs, len(found))
        return found[0]


class _Builder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", {}, None)
        self.current = self.root

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, dict(attrs), self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_endtag(self, tag: str) -> None:
        node: Node | None = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data: str) -> None:
        self.current.children.append(data)


def parse_html(text: str) -> Node:
    builder = _Builder()
    builder.feed(text)
    return builder.root


def parse(path: Path) -> Node:
    return parse_html(path.read_text(encoding="utf-8"))


def query(db: Path, sql: str, params: list[Any] | None = None) -> list[tuple[Any, ...]]:
    with duckdb.connect(str(db), read_only=True) as con:
        return con.execute(sql, params or []).fetchall()


def scalar(db: Path, sql: str, params: list[Any] | None = None) -> Any:
    return query(db, sql, params)[0][0]


def html_files(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


def site_bytes(site: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(site)): p.read_bytes() for p in sorted(site.rglob("*")) if p.is_file()
    }


def card_path(db: Path, site: Path, name: str) -> Path:
    oracle_id = scalar(db, "SELECT oracle_id FROM cards WHERE name = ?", [name])
    return site / "cards" / f"{card_slug(name, oracle_id)}.html"


# --------------------------------------------------------------------------- a browser

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = REPO / "tests" / "artifacts"


def chromium(url: str, profile: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """Run headless Chromium on one page with no network (every host name fails to resolve)."""
    command = [
        str(CHROMIUM),
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--host-resolver-rules=MAP * ~NOTFOUND",
        f"--user-data-dir={profile}",
        "--enable-logging=stderr",
        "--v=0",
        "--virtual-time-budget=5000",
        *extra,
        url,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=180, check=False)


# --------------------------------------------------------------------------- helper processes


def child_pids(module: str) -> set[int]:
    """This process's children that run `python -m module` (read from /proc)."""
    found = set()
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            fields = dict(
                line.split(":\t", 1) for line in status.read_text().splitlines() if ":\t" in line
            )
            cmdline = (status.parent / "cmdline").read_bytes()
        except OSError:
            continue
        if int(fields.get("PPid", "0")) == os.getpid() and module.encode() in cmdline:
            found.add(int(status.parent.name))
    return found


def memory_files() -> bool:
    """Whether this system gives anonymous memory files (os.memfd_create: Linux)."""
    try:
        os.close(os.memfd_create("probe"))
    except (AttributeError, OSError):
        return False
    return True


def check(database: Path, source: str, protected: str, **options: Any) -> dict[str, Any]:
    """`check SOURCE PROTECTED` as its JSON reads, in the any-controller reading unless
    `perspective` says otherwise (the verdict tables quote the general reading's rules)."""
    from pipeline.lookup.verdicts import check_pair

    options.setdefault("perspective", "any")
    return msgspec.to_builtins(check_pair(database, source, protected, **options))


def contract_json(text: str, contract: str) -> Any:
    """A command's --json output, parsed and validated against the JSON Schema its contract
    publishes (`mtg-protection schema CONTRACT`): every test that reads one checks it."""
    import jsonschema

    from pipeline.lookup.schemas import json_schema

    payload = json.loads(text)
    jsonschema.validate(payload, json_schema(contract), cls=jsonschema.Draft202012Validator)
    return payload


# --------------------------------------------------------------------------- builds shared by a run


def built_once(base: Path, name: str, build: Callable[[Path], None]) -> Path:
    """`base / name`, which `build` fills once for every process that asks: the first to take
    its lock builds it, the others wait and find it done."""
    folder = base / name
    with FileLock(str(base / f"{name}.lock")):
        done = base / f"{name}.done"
        if not done.exists():
            build(folder)
            done.touch()
    return folder


def build_snapshot_db(root: Path, source: Path) -> None:
    """A data folder at `root` built from the real MTGJSON snapshot `source`."""
    paths = DataPaths(root)
    refresh(paths, open_source(str(source), paths.raw), now=FIXED_NOW)
