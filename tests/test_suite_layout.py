"""The test suite's own layout: fixtures live in conftest.py, plain helpers in helpers.py and
fixture_server.py, and no test module imports another (or conftest) for its helpers."""

from __future__ import annotations

import re
from pathlib import Path

_IMPORT_OF_A_TEST_MODULE = re.compile(r"^\s*(?:from|import)\s+(?:conftest|test_\w+)\b", re.M)


def test_no_test_module_imports_another() -> None:
    offenders = [
        path.name
        for path in sorted(Path(__file__).parent.glob("*.py"))
        if _IMPORT_OF_A_TEST_MODULE.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
