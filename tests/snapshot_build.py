"""Build the real snapshot's database and English site into a test run's shared folder (argv[1]),
as the snapshot_db and snapshot_site fixtures would: conftest.py starts it in a process of its
own as soon as a run selects real-data tests, so the build overlaps the sample tests."""

from __future__ import annotations

import sys
from pathlib import Path

from helpers import SNAPSHOT_DATA, SNAPSHOT_FILE, SNAPSHOT_SITE, build_snapshot_db, built_once

from pipeline.paths import DataPaths
from pipeline.report.site import build_site


def main(base: Path) -> None:
    data = built_once(base, SNAPSHOT_DATA, lambda root: build_snapshot_db(root, SNAPSHOT_FILE))
    built_once(base, SNAPSHOT_SITE, lambda out: build_site(DataPaths(data).database, out))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
