"""Locating the project's own files (SQL, templates, the sample) in a checkout or an installed wheel."""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
# In a checkout the folders sit beside the package; a wheel carries them in pipeline/_bundled.
_CANDIDATES: dict[str, tuple[Path, ...]] = {
    "sql": (_PACKAGE_DIR.parent / "sql", _PACKAGE_DIR / "_bundled" / "sql"),
    "templates": (
        _PACKAGE_DIR.parent / "reports" / "templates",
        _PACKAGE_DIR / "_bundled" / "templates",
    ),
    "sample": (_PACKAGE_DIR.parent / "data" / "sample", _PACKAGE_DIR / "_bundled" / "sample"),
}


@cache
def resource_dir(name: str) -> Path:
    """The directory holding the project's `name` resources ('sql', 'templates', 'sample')."""
    for candidate in _CANDIDATES[name]:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        f"the project's {name} files are missing (looked in {_CANDIDATES[name]})"
    )


def sql_text(relative: str) -> str:
    """The text of one file under sql/, e.g. 'schema.sql' or 'checks/unparsed_protections.sql'."""
    return (resource_dir("sql") / relative).read_text(encoding="utf-8")
