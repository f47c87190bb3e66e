"""Every path the pipeline reads or writes.

The data directory is `--data-dir`, else $MTG_PROTECTION_DATA_DIR, else ./data; the site is
`--out`, else $MTG_PROTECTION_SITE_DIR, else ./reports/site. Nothing is computed at import time.
"""

from __future__ import annotations

import hashlib
import os
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from pipeline.errors import UsageError

DATA_DIR_ENV = "MTG_PROTECTION_DATA_DIR"
SITE_DIR_ENV = "MTG_PROTECTION_SITE_DIR"
DATABASE_NAME = "protection.duckdb"


SLUG_MAX = 60  # a file name's stem, well under every filesystem's 255 bytes


def slug(text: str, *, fallback: str = "page", max_len: int = SLUG_MAX, exact: bool = True) -> str:
    """The only way a name taken from data (a set code, a format, a card name) becomes a file
    name: lower-case ASCII letters, digits and single hyphens, at most `max_len` of them.
    With `exact`, a name that had to change (anything but [a-z0-9-] in it, or cut) gets a
    digest of the original, so two hostile names never share a page ("../x" and "x" differ);
    without it the caller makes the name unique itself (a card's page adds its oracle id)."""
    text = text.replace("Æ", "Ae").replace("æ", "ae")
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    base = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")[:max_len].rstrip("-")
    if not exact or base == text.lower():
        return base or fallback
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{base or fallback}-{digest}"


def inside(folder: Path, relative: str) -> Path:
    """`folder / relative`, refused (ValueError) unless it stays inside `folder`: no absolute
    path, no '..', no symlink out of it."""
    root = folder.resolve()
    target = (root / relative).resolve()
    if not relative or target == root or not target.is_relative_to(root):
        raise ValueError(f"{relative!r} is not a path inside {folder}")
    return target


def site_dir(out: str | os.PathLike[str] | None = None) -> Path:
    """Where `report` writes: --out, else $MTG_PROTECTION_SITE_DIR, else ./reports/site."""
    chosen = Path(out or os.environ.get(SITE_DIR_ENV) or "reports/site").expanduser()
    if chosen.is_symlink() and not chosen.exists():
        raise UsageError(f"{chosen} is a symlink to a folder that does not exist")
    return chosen.resolve()


@dataclass(frozen=True)
class DataPaths:
    """The layout of one data directory."""

    root: Path

    @classmethod
    def resolve(cls, data_dir: str | os.PathLike[str] | None = None) -> DataPaths:
        chosen = data_dir or os.environ.get(DATA_DIR_ENV) or "data"
        return cls(Path(chosen).expanduser().resolve())

    @property
    def database(self) -> Path:
        """The current database; replaced atomically by each successful refresh."""
        return self.root / DATABASE_NAME

    @property
    def raw(self) -> Path:
        """Downloaded upstream files (and their change-detection state)."""
        return self.root / "raw"

    @property
    def lock(self) -> Path:
        """Held by the refresh that is running, so two never build at once."""
        return self.root / ".refresh.lock"

    def staging_database(self, token: str) -> Path:
        """Where a refresh builds the next database, beside the current one (same filesystem)."""
        return self.root / f".{DATABASE_NAME}.{token}.building"

    def ensure(self) -> None:
        """Make the data folder and raw/ where missing; a UsageError (exit 2) where the system
        won't: a path through a file, a read-only or missing mount, no permission."""
        try:
            self.raw.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(
                f"cannot create the data folder {self.root}: {exc.strerror or exc}"
            ) from exc
