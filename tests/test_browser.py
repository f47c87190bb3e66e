"""The report in a real browser: headless Chromium opens pages from disk (file://), the Plotly
charts draw, nothing logs to the console, and screenshots land in tests/artifacts/."""

from __future__ import annotations

import os
import re
import shutil
import urllib.parse
from collections.abc import Callable
from pathlib import Path

import duckdb
import pytest
from helpers import ARTIFACTS, CHROMIUM, Node, card_path, chromium, parse_html

from pipeline.paths import DataPaths

# The README's screenshot of a card page, committed; test_screenshot rewrites it when asked.
README_SCREENSHOT = Path(__file__).resolve().parents[1] / "reports" / "screenshot-card.png"
UPDATE_README_SCREENSHOT = "MTG_PROTECTION_UPDATE_SCREENSHOT"

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not CHROMIUM.exists(),
        reason=f"{CHROMIUM} is absent (Debian: apt-get install chromium; .ci/run installs it)",
    ),
]


@pytest.fixture(scope="module")
def site(sample_site: Path) -> Path:
    """The sample's English site (shared by the run: read-only)."""
    return sample_site


@pytest.fixture(scope="module")
def italian(all_cards: DataPaths, all_cards_site: Callable[[str], Path]) -> tuple[Path, Path]:
    """The all_cards sample's database and its site built with --lang it (shared: read-only)."""
    return all_cards.database, all_cards_site("it")


def console_messages(stderr: str) -> list[str]:
    """What the pages logged: Chromium writes every console message (and every uncaught
    error) as a CONSOLE line; the site logs nothing, so any such line is a failure."""
    return [
        line
        for line in stderr.splitlines()
        if ":CONSOLE" in line or "Uncaught" in line or "ERROR:CONSOLE" in line
    ]


def drawn_charts(dom: Node) -> list[Node]:
    """Plotly charts that drew an SVG with marks in it: a bar (<g class="point"><path d=...>)
    or a line (<path class="js-line" d=...>)."""
    drawn = []
    for plot in dom.select(cls="js-plotly-plot"):
        has_svg = bool(plot.select("svg", "main-svg"))
        marks = [
            p
            for p in plot.select("path")
            if ("js-line" in p.classes or (p.parent is not None and "point" in p.parent.classes))
            and len(p.attrs.get("d") or "") > 5
        ]
        if has_svg and marks:
            drawn.append(plot)
    return drawn


@pytest.mark.parametrize(
    ("page", "n_charts"),
    [("index.html", 4), ("card", 1), ("eras/origins-on.html", 1)],
)
def test_charts_render_without_console_errors(
    site: Path, sample_db: Path, tmp_path: Path, page: str, n_charts: int
) -> None:
    path = card_path(sample_db, site, "White Knight") if page == "card" else site / page
    result = chromium(path.as_uri(), tmp_path / "profile", "--dump-dom")
    assert result.returncode == 0, result.stderr[-2000:]
    assert console_messages(result.stderr) == []
    dom = parse_html(result.stdout)
    assert len(dom.select("div", "chart")) == n_charts
    assert len(drawn_charts(dom)) == n_charts


def test_sorting_and_filters_run(site: Path, tmp_path: Path) -> None:
    """site.js ran on the sets page: the filter counted the rows and headers became sortable."""
    result = chromium((site / "sets.html").as_uri(), tmp_path / "profile", "--dump-dom")
    assert console_messages(result.stderr) == []
    dom = parse_html(result.stdout)
    n_rows = len(dom.select("tr", "set-row"))
    assert f"{n_rows} sets" == dom.one(id="filter-count").text()
    assert all(th.attrs.get("tabindex") == "0" for th in dom.select("th"))


@pytest.mark.parametrize(
    ("page", "name", "size"),
    [
        ("index.html", "index.png", "1280,900"),
        ("index.html", "index-phone.png", "390,844"),
        ("card", "card.png", "1280,900"),
        ("translations.html", "translations.png", "1280,900"),
        ("card-it", "card-it.png", "1280,900"),
        ("translations-it", "translations-it.png", "1280,900"),
    ],
)
def test_screenshot(
    site: Path,
    sample_db: Path,
    italian: tuple[Path, Path],
    tmp_path: Path,
    page: str,
    name: str,
    size: str,
) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    target = ARTIFACTS / name
    target.unlink(missing_ok=True)
    if page == "card":
        path = card_path(sample_db, site, "White Knight")
    elif page == "card-it":
        path = card_path(italian[0], italian[1], "White Knight")
    elif page == "translations-it":
        path = italian[1] / "translations.html"
    else:
        path = site / page
    result = chromium(
        path.as_uri(),
        tmp_path / "profile",
        f"--screenshot={target}",
        f"--window-size={size}",
        "--hide-scrollbars",
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert console_messages(result.stderr) == []
    data = target.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == tuple(int(x) for x in size.split(","))
    assert len(data) > 20_000  # a blank page compresses to a few hundred bytes
    assert re.search(r"written to file", result.stdout + result.stderr)
    if page == "card" and os.environ.get(UPDATE_README_SCREENSHOT):
        shutil.copyfile(target, README_SCREENSHOT)


def test_the_readme_shows_a_screenshot_the_browser_test_wrote() -> None:
    """reports/screenshot-card.png is test_screenshot's card page (rewrite it with
    MTG_PROTECTION_UPDATE_SCREENSHOT=1), and the README shows it."""
    data = README_SCREENSHOT.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")) == (1280, 900)
    readme = (README_SCREENSHOT.parents[1] / "README.md").read_text(encoding="utf-8")
    assert f"]({README_SCREENSHOT.parent.name}/{README_SCREENSHOT.name})" in readme


def test_card_filters_and_csv_downloads_run(site: Path, sample_db: Path, tmp_path: Path) -> None:
    """site.js filters the cards page offline (a filtered view is a link: ?formats=...&search=)
    and offers every table as a CSV of its visible rows."""
    url = (site / "cards.html").as_uri() + "?formats=modern&search=knight"
    result = chromium(url, tmp_path / "profile", "--dump-dom")
    assert console_messages(result.stderr) == []
    dom = parse_html(result.stdout)
    shown = [r for r in dom.select("tr", "card-row") if "hidden" not in r.attrs]
    with duckdb.connect(str(sample_db), read_only=True) as con:
        expected = con.execute(
            "SELECT count(*) FROM card_protection_flags JOIN cards USING (oracle_id) "
            "WHERE list_contains(legal_formats, 'modern') AND (name ILIKE '%knight%' "
            "OR type_line ILIKE '%knight%')"
        ).fetchone()
    assert expected is not None and expected[0] == len(shown) > 0
    assert f"{len(shown)} cards" == dom.one(id="card-filter-count").text()
    links = dom.select("a", "csv-download")
    assert len(links) == len(dom.select("table")) == 1
    href = links[0].attrs["href"] or ""
    assert href.startswith("data:text/csv;charset=utf-8,")
    lines = urllib.parse.unquote(href.split(",", 1)[1]).splitlines()
    assert lines[0] == "card,cost,colors,type,first printed,era,scope,from,D,E,B,T"
    assert len(lines) == 1 + len(shown)
    assert links[0].attrs["download"] == "cards.csv"


@pytest.mark.parametrize("page", ["formats/legacy.html", "sets/lea.html", "formats.html"])
def test_new_pages_render_offline(site: Path, tmp_path: Path, page: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    target = ARTIFACTS / (page.replace("/", "-").removesuffix(".html") + ".png")
    target.unlink(missing_ok=True)
    result = chromium(
        (site / page).as_uri(),
        tmp_path / "profile",
        f"--screenshot={target}",
        "--window-size=1280,900",
        "--hide-scrollbars",
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert console_messages(result.stderr) == []
    assert len(target.read_bytes()) > 20_000
    dom = parse_html(chromium((site / page).as_uri(), tmp_path / "p2", "--dump-dom").stdout)
    assert dom.select("a", "csv-download")


def test_the_checks_above_can_fail(site: Path, tmp_path: Path) -> None:
    """Without its local plotly.min.js a page draws no chart and logs the missing file."""
    broken = tmp_path / "broken"
    shutil.copytree(site, broken)
    (broken / "assets" / "plotly.min.js").unlink()
    result = chromium((broken / "index.html").as_uri(), tmp_path / "profile", "--dump-dom")
    assert console_messages(result.stderr) != []
    assert drawn_charts(parse_html(result.stdout)) == []
