"""Card-data sources. `open_source` turns a --source value into the right provider.

- `scryfall` (default): Scryfall bulk data from the live API (or --scryfall-url mirror);
- `mtgjson`: MTGJSON AllPrintings from the live API (or --mtgjson-url mirror);
- `sample`: the bundled sample (a Scryfall bulk-data index and JSON Lines file);
- a URL or path: a Scryfall bulk-data index (`bulk-data.json`), an MTGJSON API folder
  (one holding `Meta.json`), or a single card-data file whose format is sniffed.
"""

from __future__ import annotations

from pathlib import Path

from pipeline.errors import SourceError
from pipeline.resources import resource_dir
from pipeline.sources import mtgjson, scryfall
from pipeline.sources.base import Source, is_url
from pipeline.sources.files import regular_file
from pipeline.sources.local import FileSource


def open_source(
    spec: str,
    raw_dir: Path,
    *,
    bulk_type: str = "default_cards",
    include_extras: bool = False,
    scryfall_url: str = scryfall.API_BASE,
    mtgjson_url: str = mtgjson.API_BASE,
) -> Source:
    """The provider for a --source value (see the module docstring)."""
    source = _provider(spec, raw_dir, bulk_type, include_extras, scryfall_url, mtgjson_url)
    if include_extras:
        source.identity += "+extras"  # a different card pool: never "unchanged" against the other
    return source


def _provider(
    spec: str,
    raw_dir: Path,
    bulk_type: str,
    include_extras: bool,
    scryfall_url: str,
    mtgjson_url: str,
) -> Source:
    if spec == "scryfall":
        index = scryfall_url.rstrip("/") + "/bulk-data"
        return scryfall.ScryfallSource(index, bulk_type, raw_dir, include_extras=include_extras)
    if spec == "mtgjson":
        return mtgjson.MtgjsonSource(mtgjson_url, raw_dir, include_extras=include_extras)
    if spec == "sample":
        index = str(resource_dir("sample") / "bulk-data.json")
        source = scryfall.ScryfallSource(index, bulk_type, raw_dir, include_extras=include_extras)
        source.identity = f"sample:{bulk_type}"  # the same wherever the project is checked out
        return source
    if is_url(spec):
        if spec.rstrip("/").endswith("bulk-data") or spec.endswith("bulk-data.json"):
            return scryfall.ScryfallSource(spec, bulk_type, raw_dir, include_extras=include_extras)
        if spec.endswith("/"):
            return mtgjson.MtgjsonSource(spec, raw_dir, include_extras=include_extras)
        return FileSource(spec, raw_dir, include_extras=include_extras)
    path = Path(spec).expanduser()
    if path.is_dir():
        if (path / "bulk-data.json").is_file():
            index = str((path / "bulk-data.json").resolve())
            return scryfall.ScryfallSource(index, bulk_type, raw_dir, include_extras=include_extras)
        if (path / mtgjson.META).is_file():
            return mtgjson.MtgjsonSource(
                str(path.resolve()), raw_dir, include_extras=include_extras
            )
        raise SourceError(
            f"{path} holds neither a Scryfall bulk-data.json nor an MTGJSON Meta.json"
        )
    if path.name == "bulk-data.json" and path.is_file():
        return scryfall.ScryfallSource(
            str(path.resolve()), bulk_type, raw_dir, include_extras=include_extras
        )
    if not path.exists():
        raise SourceError(
            f"no such source: {spec!r} (use scryfall, mtgjson, sample, a URL or a path)"
        )
    regular_file(path)
    return FileSource(str(path.resolve()), raw_dir, include_extras=include_extras)


__all__ = ["Source", "open_source"]
