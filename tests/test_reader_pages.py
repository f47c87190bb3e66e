"""The pages speak to readers: no internal file names or placeholders, each sentence once, the
Italian and Russian articles quoted in their language; in headless Chromium at 1366 px the cards
table needs no horizontal scroll and no quality chip leaves its box (screenshots in artifacts/)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from helpers import ARTIFACTS, CHROMIUM, chromium

PRISTINE_ANGEL_CLAUSE = (
    "As long as Pristine Angel is untapped, it has protection from artifacts and from all colors."
)


@pytest.fixture(scope="module")
def site(snapshot_site: Path) -> Path:
    return snapshot_site


def visible_text(page: Path) -> str:
    raw = page.read_text(encoding="utf-8")
    raw = re.sub(r"<(script|style)\b.*?</\1>", " ", raw, flags=re.S)
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", raw)))


def pages(site: Path) -> list[Path]:
    """The site's pages, without the probes `measure` writes beside them for a moment."""
    return sorted(p for p in site.rglob("*.html") if ".measure-" not in p.name)


def test_no_placeholder_or_file_name_on_any_page(site: Path) -> None:
    offending = [
        (page.name, word)
        for page in pages(site)
        for word in ("CARDNAME", "seeds/", ".txt", "seed's", "seeds'")
        if word in visible_text(page)
    ]
    assert offending == []


def test_the_history_page_quotes_both_articles_in_their_languages(site: Path) -> None:
    page = (site / "history.html").read_text(encoding="utf-8")
    text = visible_text(site / "history.html")
    assert "the claims of the Italian and Russian articles on protection" in text
    assert 'lang="it" class="seed-quote"' in page and "Venne introdotta in Limited Edition" in text
    assert 'lang="ru"' in page and "Защита - это статическая способность" in text
    assert "— the Italian article on protection" in text


def _card_page(site: Path, prefix: str) -> Path:
    [page] = (site / "cards").glob(f"{prefix}-*.html")
    return page


def test_pristine_angels_page_says_its_clause_once_and_its_conditions_by_name(site: Path) -> None:
    text = visible_text(_card_page(site, "pristine-angel"))
    # once in its oracle text, once as the one row of its protections table (six qualities)
    assert text.count(PRISTINE_ANGEL_CLAUSE) == 2
    assert "as long as Pristine Angel is untapped" in text
    # one reason for a whole list says so once; each says which of its qualities decides
    assert (
        "For each: 702.16b depends on play: as long as Pristine Angel is untapped "
        "(protection from all colors) Swords to Plowshares" in text
    )
    assert re.search(
        r"Solemn Simulacrum ×\d+ 702\.16e depends on play: as long as Pristine Angel is "
        r"untapped \(protection from artifacts\)",
        text,
    )


def test_an_answer_names_the_mana_its_ability_adds(site: Path) -> None:
    """Answers rank by the mana they take to use; where an ability adds to the mana value, the
    page says how much: Brittle Effigy's "{4}, {T}, Exile Brittle Effigy" takes 5 in all."""
    text = visible_text(_card_page(site, "etched-champion"))
    assert re.search(r"Brittle Effigy ×\d+ instant speed, mana value 1, 5 to use", text)
    assert re.search(r"Debt to the Kami ×\d+ instant speed, mana value 3 ", text)


# --------------------------------------------------------------------------- in a browser

MEASURE = """<script>
window.addEventListener('load', () => setTimeout(() => {
  const wraps = [...document.querySelectorAll('.table-wrap')].map(w => [w.scrollWidth, w.clientWidth]);
  const chips = [...document.querySelectorAll('.quality')].filter(q => {
    const box = q.parentElement.closest('li, td, article, div');
    return box && q.getBoundingClientRect().right > box.getBoundingClientRect().right + 1;
  }).map(q => q.textContent);
  const root = document.documentElement;
  document.body.setAttribute('data-measure', JSON.stringify(
    {wraps: wraps, chips: chips, page: [root.scrollWidth, root.clientWidth]}));
}, 50));
</script></body>"""


def measure(page: Path, width: int, profile: Path) -> dict[str, list[object]]:
    """Widths as laid out at `width` px: each table wrapper's scroll and client width, the
    chips that stick out of their box, the page's own scroll and client width."""
    probe = page.with_name(f"{page.stem}.measure-{width}.html")  # the site is shared
    probe.write_text(page.read_text(encoding="utf-8").replace("</body>", MEASURE), "utf-8")
    try:
        result = chromium(
            probe.as_uri(), profile, "--hide-scrollbars", f"--window-size={width},900", "--dump-dom"
        )
    finally:
        probe.unlink()
    found = re.search(r'data-measure="([^"]*)"', result.stdout)
    assert found, result.stderr[-2000:]
    measured: dict[str, list[object]] = json.loads(html.unescape(found.group(1)))
    return measured


browser = pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is absent")


@pytest.mark.browser
@browser
@pytest.mark.parametrize("width", [1366, 1280])
def test_the_cards_table_fits_without_a_horizontal_scroll(
    site: Path, tmp_path: Path, width: int
) -> None:
    measured = measure(site / "cards.html", width, tmp_path / "profile")
    assert measured["page"] == [width, width]
    assert [scroll <= client for scroll, client in measured["wraps"]] == [True]  # type: ignore[misc]


@pytest.mark.browser
@browser
@pytest.mark.parametrize("era", ["alpha-to-5ed", "6ed-to-8ed", "9ed-to-m15", "origins-on"])
def test_era_chips_stay_in_their_cards(site: Path, tmp_path: Path, era: str) -> None:
    measured = measure(site / "eras" / f"{era}.html", 1366, tmp_path / "profile")
    assert measured["chips"] == []
    assert measured["page"] == [1366, 1366]


@pytest.mark.browser
@browser
@pytest.mark.parametrize(
    ("page", "name"),
    [("cards.html", "cards-1366.png"), ("eras/9ed-to-m15.html", "era-9ed-to-m15-1366.png")],
)
def test_screenshot_at_1366(site: Path, tmp_path: Path, page: str, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    target = ARTIFACTS / name
    target.unlink(missing_ok=True)
    result = chromium(
        (site / page).as_uri(),
        tmp_path / "profile",
        "--hide-scrollbars",
        f"--screenshot={target}",
        "--window-size=1366,1400",
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
