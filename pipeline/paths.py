"""Every path the pipeline reads or writes.

The data directory is `--data-dir`, else $MTG_PROTECTION_DATA_DIR, else ./data; the site is
`--out`, else $MTG_PROTECTION_SITE_DIR, else ./reports/site. Nothing is computed at import time.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from pipeline.errors import UsageError

DATA_DIR_ENV = "MTG_PROTECTION_DATA_DIR"
SITE_DIR_ENV = "MTG_PROTECTION_SITE_DIR"
DATABASE_NAME = "protection.duckdb"


def site_dir(out: str | os.PathLike[str] | None = None) -> Path:
    """Where `report` writes: --out, else $MTG_PROTECTION_SITE_DIR, else ./reports/site."""
    return Path(out or os.environ.get(SITE_DIR_ENV) or "reports/site").expanduser().resolve()


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
