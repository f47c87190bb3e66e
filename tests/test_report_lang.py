"""The report in other languages (issue #8): `report --lang it|ru` names cards as printed and
leads the history page with the seed's own words; translations.html shows the printed-text-vs-
oracle-text check. Built from the sample's all_cards file (English, Italian, Russian printings)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import duckdb
import pytest
from click.testing import CliRunner
from helpers import (
    EVIL,
    SEEDS,
    Node,
    card_path,
    html_files,
    parse,
    query,
    scalar,
    site_bytes,
)

from pipeline.cli import cli
from pipeline.errors import UsageError
from pipeline.paths import DataPaths
from pipeline.report import claims as history
from pipeline.report.common import quality
from pipeline.report.site import build_site

STATUSES = ("agree", "disagree", "not-comparable")


@pytest.fixture(scope="module")
def sites(all_cards_site: Callable[[str], Path]) -> dict[str, Path]:
    """The all_cards sample's site in English (no --lang), Italian and Russian (read-only)."""
    return {lang: all_cards_site(lang) for lang in ("en", "it", "ru")}


def view_counts(db: Path) -> dict[str, dict[str, int]]:
    """protection_translation_check's statuses per language, keyed as the page's CSS classes."""
    counts: dict[str, dict[str, int]] = {}
    for lang, status, n in query(
        db, "SELECT lang, status, count(*) FROM protection_translation_check GROUP BY ALL"
    ):
        counts.setdefault(lang, dict.fromkeys(STATUSES, 0))[status.replace("_", "-")] = n
    return counts


def lang_row(dom: Node, lang: str) -> dict[str, int]:
    row = dom.one("tr", "lang-row", data_lang=lang)
    return {s: int(row.one("td", f"n-{s}").attrs["data-value"] or "") for s in STATUSES}


# --------------------------------------------------------------------------- translations.html


def test_translations_page_shows_the_view_counts(
    all_cards: DataPaths, sites: dict[str, Path]
) -> None:
    expected = view_counts(all_cards.database)
    assert set(expected) == {"it", "ru"} and expected["it"]["agree"] > 0
    dom = parse(sites["en"] / "translations.html")
    for lang, counts in expected.items():
        assert counts == lang_row(dom, lang)
        assert dom.one("tr", "lang-row", data_lang=lang).attrs["data-checked"] == "1"
    for status in STATUSES:
        total = sum(c[status] for c in expected.values())
        assert str(total) == dom.one(cls=f"translations-{status}").attrs["data-value"]
    # English is the reference, listed first and not compared with itself
    rows = dom.select("tr", "lang-row")
    assert [r.attrs["data-lang"] for r in rows] == ["en", "it", "ru"]
    assert "lang-reference" in rows[0].classes and "reference" in rows[0].text()
    # the sample's printings all agree with the oracle text
    assert dom.select("tr", "disagreement-row") == []
    assert dom.one("tr", "no-disagreements").text().startswith("None")
    assert "the parser is wrong" in dom.one("section", "explain").text()


def test_translations_page_without_printed_texts(sample_db: Path, tmp_path: Path) -> None:
    """The default sample has English only: the page says so and shows the English baseline."""
    build_site(sample_db, tmp_path / "site")
    dom = parse(tmp_path / "site" / "translations.html")
    rows = dom.select("tr", "lang-row")
    assert [r.attrs["data-lang"] for r in rows] == ["en"]
    n_cards = scalar(sample_db, "SELECT count(*) FROM cards")
    assert str(n_cards) == rows[0].one("td", "n-cards").attrs["data-value"]
    assert dom.select(cls="no-translations")
    assert all(dom.one(cls=f"translations-{s}").attrs["data-value"] == "0" for s in STATUSES)
    nav = [a.attrs["href"] for a in parse(tmp_path / "site" / "index.html").select("a")]
    assert "translations.html" in nav


def test_translations_page_lists_a_disagreement(all_cards: DataPaths, tmp_path: Path) -> None:
    """Make the Italian White Knight's printed text say red where the oracle says black: the
    view calls it a disagreement and the page lists it with both texts, escaped."""
    db = tmp_path / "copy.duckdb"
    shutil.copyfile(all_cards.database, db)
    with duckdb.connect(str(db)) as con:
        oracle_id = con.execute(
            "SELECT oracle_id FROM cards WHERE name = 'White Knight'"
        ).fetchone()[0]  # type: ignore[index]
        con.execute(
            "UPDATE localized_protections SET quality_value = 'R' WHERE oracle_id = ? AND lang = 'it'",
            [oracle_id],
        )
        con.execute(
            "UPDATE card_names SET printed_text = printed_text || ? WHERE oracle_id = ? AND lang = 'it'",
            [EVIL, oracle_id],
        )
        con.execute(
            "UPDATE localized_protections SET printed_text = printed_text || ? "
            "WHERE oracle_id = ? AND lang = 'it'",
            [EVIL, oracle_id],
        )
    expected = view_counts(db)
    assert expected["it"]["disagree"] == 1
    build_site(db, tmp_path / "site")
    page = tmp_path / "site" / "translations.html"
    dom = parse(page)
    assert expected["it"] == lang_row(dom, "it")
    row = dom.one("tr", "disagreement-row", data_lang="it")
    assert row.attrs["data-oracle-id"] == oracle_id
    assert "White Knight" in row.select("td")[0].text()
    assert row.one("td", "printed-name").text() == "Cavaliere Bianco"
    assert row.one("td", "printed-name").attrs["lang"] == "it"
    assert "Protezione dal nero" in row.one("td", "printed-text").text()
    assert "Protection from black" in row.one("td", "oracle-text").text()
    assert row.one("td", "printed-qualities").one(cls="quality").text() == "red"
    assert row.one("td", "oracle-qualities").one(cls="quality").text() == "black"
    raw = page.read_text(encoding="utf-8")
    assert EVIL not in raw and "&lt;script&gt;alert(1)&lt;/script&gt;" in raw


# --------------------------------------------------------------------------- --lang it / ru


def test_lang_it_names_cards_in_italian(all_cards: DataPaths, sites: dict[str, Path]) -> None:
    site = sites["it"]
    page = parse(card_path(all_cards.database, site, "White Knight"))
    assert page.one("html").attrs["lang"] == "it"
    h1 = page.one("h1", "card-name")
    printed = h1.one("span", "printed-name")
    assert printed.text() == "Cavaliere Bianco" and printed.attrs["lang"] == "it"
    assert h1.one("span", "english-name").text() == "(White Knight)"
    assert page.one("title").text().startswith("Cavaliere Bianco (White Knight)")
    assert page.one("div", "printed-text", lang="it").text().startswith("Attacco improvviso")
    oracle_id = page.one("article", "card-page").attrs["data-oracle-id"] or ""
    listed = parse(site / "cards.html").one("tr", data_oracle_id=oracle_id)
    assert listed.one("a", "card-link").text() == "Cavaliere Bianco (White Knight)"
    assert listed.select("td")[0].attrs["data-sort"] == "Cavaliere Bianco"
    # answers are named as printed too: Wrath of God destroys the White Knight
    destroys = page.one("details", "answer", data_kind="destroy")
    assert "Ira di Dio (Wrath of God)" in destroys.text()


def test_lang_falls_back_to_english(all_cards: DataPaths, sites: dict[str, Path]) -> None:
    name = scalar(
        all_cards.database,
        """
        SELECT c.name FROM card_protection_flags AS f JOIN cards AS c USING (oracle_id)
        WHERE NOT EXISTS (SELECT 1 FROM card_names AS n WHERE n.oracle_id = c.oracle_id AND n.lang = 'it')
        ORDER BY c.name LIMIT 1
        """,
    )
    h1 = parse(card_path(all_cards.database, sites["it"], name)).one("h1", "card-name")
    assert h1.select("span", "printed-name") == [] and h1.text().startswith(name)


def test_lang_ru_names_cards_in_russian(all_cards: DataPaths, sites: dict[str, Path]) -> None:
    page = parse(card_path(all_cards.database, sites["ru"], "White Knight"))
    assert page.one("html").attrs["lang"] == "ru"
    assert (
        page.one("h1", "card-name").one("span", "printed-name", lang="ru").text() == "Белый Рыцарь"
    )
    oracle_id = scalar(
        all_cards.database, "SELECT oracle_id FROM cards WHERE name = 'White Knight'"
    )
    listed = parse(sites["ru"] / "cards.html").one("tr", data_oracle_id=oracle_id)
    assert listed.one("a", "card-link").text() == "Белый Рыцарь (White Knight)"


def test_history_in_italian_leads_with_the_seed(sites: dict[str, Path]) -> None:
    dom = parse(sites["it"] / "history.html")
    assert dom.one("p", "seed-lede", lang="it").text().startswith("L'articolo italiano")
    for claim in history.CLAIMS:
        article = dom.one("article", "claim", id=f"claim-{claim.key}")
        assert article.one("h2").one("span", lang="it").text() == claim.seed_title
        order = [n for n in article.iter() if n.tag in ("blockquote", "p")]
        quote = order[0]  # the Italian quote is the main text, before anything else
        assert quote.tag == "blockquote" and quote.attrs["lang"] == "it"
        assert "seed-quote-main" in quote.classes and claim.quote in quote.text()
        translation = article.one(cls="translation")
        assert order.index(translation) > 0 and claim.translation in translation.text()
    # every history page quotes the Russian article's rules in Russian too (issue 14)
    assert dom.one("section", "seed-rules").select("blockquote", lang="ru")


def test_history_in_russian_quotes_the_russian_seed(sites: dict[str, Path]) -> None:
    dom = parse(sites["ru"] / "history.html")
    intro = dom.one("p", "seed-lede", lang="ru")
    assert "не содержит утверждений об истории" in intro.text()
    rules = dom.one("section", "seed-rules")
    quoted = rules.select("article", "seed-rule")
    assert [a.attrs["data-rule"] for a in quoted] == [r.rule for r in history.SEED_RULES_RU]
    first = quoted[0].one("blockquote", lang="ru")
    assert first.text().startswith("Защита - это статическая способность")
    # the claims stay the Italian seed's, quoted as on the English page
    assert dom.one("article", "claim", id="claim-a").one("blockquote", lang="it")


@pytest.mark.skipif(not SEEDS.is_dir(), reason=f"the seeds are absent ({SEEDS})")
def test_russian_rules_quote_the_seed_verbatim() -> None:
    for rule in history.SEED_RULES_RU:
        text = " ".join((SEEDS.parent / rule.seed).read_text(encoding="utf-8").split())
        assert f"{rule.rule} {rule.quote}" in text, rule.rule
        assert f"{rule.rule} {rule.english}" in text, rule.rule


def test_printed_names_are_escaped(all_cards: DataPaths, tmp_path: Path) -> None:
    db = tmp_path / "copy.duckdb"
    shutil.copyfile(all_cards.database, db)
    with duckdb.connect(str(db)) as con:
        con.execute(
            "UPDATE card_names SET name = ? WHERE lang = 'it' AND oracle_id = "
            "(SELECT oracle_id FROM cards WHERE name = 'White Knight')",
            [EVIL],
        )
    build_site(db, tmp_path / "site", lang="it")
    for path in html_files(tmp_path / "site"):
        assert EVIL not in path.read_text(encoding="utf-8"), path.name
    page = card_path(db, tmp_path / "site", "White Knight").read_text(encoding="utf-8")
    assert (
        '<span class="printed-name" lang="it">&lt;script&gt;alert(1)&lt;/script&gt;</span>' in page
    )


def test_localised_sites_load_nothing_remote(sites: dict[str, Path]) -> None:
    for lang in ("it", "ru"):
        for page in html_files(sites[lang]):
            for node in parse(page).iter():
                for attr in ("src", "href"):
                    value = (node.attrs.get(attr) or "").strip().lower()
                    if value.startswith(("http:", "https:", "//")):
                        assert node.tag == "a", (page.name, node.tag, value)
                        assert value.startswith("https://scryfall.com/search?q=oracleid:"), value


# --------------------------------------------------------------------------- the default site


def test_without_lang_the_site_is_english_only(
    all_cards: DataPaths, sites: dict[str, Path], tmp_path: Path
) -> None:
    """No --lang (None, or 'en') is the English site, byte for byte, even with printed names
    loaded; --lang changes names, not which pages exist. sites["en"] is itself the build with
    lang=None (and the CLI below passes no --lang), so the loop builds only the spellings of
    'en'; that a second build gives the same bytes is test_report's byte-identical test."""
    english = site_bytes(sites["en"])
    for i, lang in enumerate(("en", " EN ")):
        out = tmp_path / f"site-{i}"
        build_site(all_cards.database, out, lang=lang)
        assert site_bytes(out) == english, lang
    result = CliRunner().invoke(
        cli,
        ["--quiet", "--data-dir", str(all_cards.root), "report", "--out", str(tmp_path / "cli")],
    )
    assert result.exit_code == 0, result.output
    assert site_bytes(tmp_path / "cli") == english
    for path in html_files(sites["en"]):
        raw = path.read_text(encoding="utf-8")
        assert "Cavaliere Bianco" not in raw and "Белый Рыцарь" not in raw, path.name
        assert "printed-name" not in raw, path.name
        # Russian appears only where the history page quotes the Russian article's rules
        assert (' lang="ru"' in raw) == (path.name == "history.html"), path.name
        assert raw.startswith('<!doctype html>\n<html lang="en">\n'), path.name
    assert sorted(site_bytes(sites["it"])) == sorted(english)


def test_an_unloaded_language_is_an_error(
    all_cards: DataPaths, sample_db: Path, tmp_path: Path
) -> None:
    with pytest.raises(
        UsageError, match=r"no card names printed in 'de'.*languages loaded: en, it, ru"
    ):
        build_site(all_cards.database, tmp_path / "de", lang="de")
    with pytest.raises(UsageError, match="no card names printed in 'it'"):
        build_site(sample_db, tmp_path / "it", lang="it")
    with pytest.raises(UsageError, match="not a language code"):
        build_site(all_cards.database, tmp_path / "bad", lang="it'; DROP")
    assert sorted(tmp_path.iterdir()) == []


def test_cli_report_and_run_take_lang(all_cards: DataPaths, tmp_path: Path) -> None:
    out = tmp_path / "site"
    result = CliRunner().invoke(
        cli,
        ["--quiet", "--data-dir", str(all_cards.root), "report", "--lang", "it", "--out", str(out)],
    )
    assert result.exit_code == 0, result.output
    assert "Cavaliere Bianco" in card_path(all_cards.database, out, "White Knight").read_text(
        encoding="utf-8"
    )
    result = CliRunner().invoke(
        cli,
        ["--quiet", "--data-dir", str(all_cards.root), "report", "--lang", "ja", "--out", str(out)],
    )
    assert result.exit_code == 2 and "no card names printed in 'ja'" in result.output
    data = tmp_path / "data"
    run = [
        "--quiet",
        "--data-dir",
        str(data),
        "run",
        "--source",
        "sample",
        "--bulk-type",
        "all_cards",
        "--lang",
        "ru",
        "--out",
        str(tmp_path / "run"),
    ]
    result = CliRunner().invoke(cli, run)
    assert result.exit_code == 0, result.output
    assert "Белый Рыцарь" in (tmp_path / "run" / "cards.html").read_text(encoding="utf-8")
    result = CliRunner().invoke(
        cli, [*run[:-4], "--lang", "not a code", "--out", str(tmp_path / "x")]
    )
    assert result.exit_code == 2 and not (tmp_path / "x").exists()


@pytest.mark.parametrize(
    ("value", "label"),
    [("Sorcery", "sorceries"), ("Artifact", "artifacts"), ("Instant", "instants")],
)
def test_card_type_labels_are_plural(value: str, label: str) -> None:
    assert label == quality("card_type", value).label
