"""The HTML reports, built from the sample database (and, marked realdata, the shared snapshot)."""

from __future__ import annotations

import shutil
import time
from datetime import date
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import duckdb
import pytest
from helpers import EVIL, SEEDS, Node, card_path, html_files, parse, query, scalar, site_bytes

from pipeline.errors import BuildError, NoDatabaseError, UsageError
from pipeline.report import claims as history
from pipeline.report import common as report_common
from pipeline.report.common import EraRow, card_slug, mana_symbols
from pipeline.report.rows import CoreSetRarityRow
from pipeline.report.site import build_site

ERAS = ("alpha-to-5ed", "6ed-to-8ed", "9ed-to-m15", "origins-on")
PAGES = (
    "index.html",
    "history.html",
    "sets.html",
    "cards.html",
    "unparsed.html",
    "translations.html",
    "changes.html",
)
EVIL_SOURCE = "<img src=x onerror=alert(2)>"


def expected_pages(db: Path) -> int:
    """The fixed pages, one per era, per card with protection, per format with a protected
    card (and the formats index), per set with a protection card."""
    n_cards = scalar(db, "SELECT count(*) FROM card_protection_flags")
    n_formats = scalar(
        db,
        "SELECT count(DISTINCT f) FROM (SELECT unnest(legal_formats) AS f FROM cards "
        "WHERE oracle_id IN (SELECT oracle_id FROM protections WHERE scope = 'self'))",
    )
    n_sets = scalar(
        db,
        "SELECT count(DISTINCT set_code) FROM printings JOIN card_protection_flags USING (oracle_id)",
    )
    return len(PAGES) + len(ERAS) + n_cards + n_formats + 1 + n_sets


# --------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="module")
def site(sample_site: Path) -> Path:
    """The sample's English site, built once for the run (read-only: copy it to change it);
    test_build_site_reports_pages_and_time checks what a build returns."""
    return sample_site


@pytest.fixture(scope="module")
def site_pages(site: Path) -> list[tuple[Path, Node]]:
    """Every page of `site` with its parsed DOM, parsed once for the tests that read them all
    (the site is read-only, and nothing changes the DOMs)."""
    return [(page, parse(page)) for page in html_files(site)]


@pytest.fixture(scope="module")
def modern_site(sample_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample's site built with --format modern (read-only: copy it to change it)."""
    out = tmp_path_factory.mktemp("report-modern") / "site"
    build_site(sample_db, out, fmt="modern")
    return out


# --------------------------------------------------------------------------- pages and numbers


def test_every_page_is_written(sample_db: Path, site: Path) -> None:
    n_cards = scalar(sample_db, "SELECT count(*) FROM card_protection_flags")
    for name in PAGES:
        assert (site / name).is_file(), name
    assert sorted(p.stem for p in (site / "eras").glob("*.html")) == sorted(ERAS)
    assert len(list((site / "cards").glob("*.html"))) == n_cards
    assert (site / "assets" / "plotly.min.js").stat().st_size > 1_000_000
    assert {"site.css", "site.js"} <= {p.name for p in (site / "assets").iterdir()}


def test_build_site_reports_pages_and_time(sample_db: Path, tmp_path: Path) -> None:
    result = build_site(sample_db, tmp_path / "out")
    assert result.out_dir == tmp_path / "out"
    assert result.n_pages == expected_pages(sample_db)
    assert result.n_pages == len(html_files(tmp_path / "out"))
    assert result.duration_s > 0


@pytest.mark.parametrize(
    ("css", "sql"),
    [
        ("headline-cards", "SELECT count(*) FROM cards"),
        ("headline-protected", "SELECT count(*) FROM card_protection_flags WHERE has_self"),
        ("headline-granting", "SELECT count(*) FROM card_protection_flags WHERE has_granted"),
        ("headline-player", "SELECT count(*) FROM card_protection_flags WHERE has_player"),
        ("headline-unparsed", "SELECT count(*) FROM protections WHERE quality_kind = 'unparsed'"),
    ],
)
def test_headline_numbers(sample_db: Path, site: Path, css: str, sql: str) -> None:
    expected = scalar(sample_db, sql)
    node = parse(site / "index.html").one(cls=css)
    assert expected == int(node.attrs["data-value"] or "")
    assert f"{expected:,}" == node.text()


def test_era_shares_come_from_the_view(sample_db: Path, site: Path) -> None:
    rows = query(
        sample_db,
        "SELECT era, n_new_cards, n_new_protected_cards, share FROM protection_by_era",
    )
    assert sorted(r[0] for r in rows) == sorted(ERAS)
    index = parse(site / "index.html")
    for era, n_new, n_protected, share in rows:
        node = index.one("li", "era-share", data_era=era)
        assert f"{share:.4f}" == node.attrs["data-share"]
        assert f"{100 * n_protected / n_new:.2f} %" == node.one(cls="era-share-value").text()
        era_page = parse(site / "eras" / f"{era}.html")
        assert f"{n_protected:,}" == era_page.one(cls="era-new-protected").text()


def test_build_meta_comes_from_the_database(
    sample_db: Path, site_pages: list[tuple[Path, Node]]
) -> None:
    """The header names the data as Scryfall does (the bulk entry's updated_at), its kind and
    file name, and never a local path."""
    finished = query(
        sample_db,
        "SELECT strftime(timezone('UTC', finished_at), '%Y-%m-%d %H:%M:%S UTC') "
        "FROM refresh_log WHERE outcome = 'built' ORDER BY finished_at DESC LIMIT 1",
    )[0][0]
    for page, dom in site_pages:
        assert dom.one(cls="data-version").text() == "2026-11-01T09:00:00.000+00:00", page
        assert (
            dom.one(cls="data-source").text()
        ) == "Scryfall default_cards, file default-cards.jsonl", page
        assert finished == dom.one(cls="generated-at").text(), page
        assert "/" not in dom.one(cls="build-meta").text(), page


def test_sets_page_pivots_protection_by_set(sample_db: Path, site: Path) -> None:
    dom = parse(site / "sets.html")
    rows = query(
        sample_db,
        "SELECT set_code, rarity, n_protected_cards FROM protection_by_set WHERE n_protected_cards > 0",
    )
    assert rows
    for set_code, rarity, n in rows:
        row = dom.one("tr", "set-row", data_set=set_code)
        assert str(n) == row.one("td", f"rarity-{rarity}").text()
    n_sets = scalar(sample_db, "SELECT count(DISTINCT set_code) FROM printings")
    assert n_sets == len(dom.select("tr", "set-row"))
    lea = dom.one("tr", "set-row", data_set="LEA")
    assert lea.attrs["data-era"] == "alpha-to-5ed" and lea.attrs["data-set-type"] == "core"
    assert {"Black Knight", "White Knight"} <= {a.text() for a in lea.select("a", "card-link")}


def test_card_page_counts_match_interactions(sample_db: Path, site: Path) -> None:
    oracle_id = scalar(sample_db, "SELECT oracle_id FROM cards WHERE name = 'White Knight'")
    dom = parse(card_path(sample_db, site, "White Knight"))
    expected = dict(
        ((interaction, verdict), n)
        for interaction, verdict, n in query(
            sample_db,
            # the card page reads the opponent's side (702.16k)
            "SELECT interaction, verdict_vs_opponent, count(DISTINCT source_oracle_id) "
            "FROM interactions WHERE protected_oracle_id = ? AND scope = 'self' GROUP BY ALL",
            [oracle_id],
        )
    )
    assert expected[("damage", "prevented")] > 0
    for letter in report_common.DEBT:
        box = dom.one("div", "debt", data_scope="self", data_letter=letter.letter)
        for verdict in ("prevented", "allowed", "conditional"):
            shown = box.one(cls=f"n-{verdict}").attrs["data-value"]
            assert expected.get((letter.interaction, verdict), 0) == int(shown or "")
    # the 8 most played sources are listed, each with the rule it cites
    names = [
        li.one(cls="notable-name").text() for li in dom.select("ol", "notable")[0].select("li")
    ]
    assert 0 < len(names) <= 8
    assert all(li.one(cls="rule").text() for li in dom.select("li") if li.select(cls="rule"))
    scryfall = [a.attrs["href"] for a in dom.select("a", "scryfall")]
    assert scryfall == [f"https://scryfall.com/search?q=oracleid:{oracle_id}"]
    assert "Protection from black" in dom.one("table", "protections-table").text()


def test_card_page_says_how_to_ask_why(sample_db: Path, site: Path) -> None:
    """The first source it lists, with the explain command and the SQL that trace it, which
    run as written."""
    dom = parse(card_path(sample_db, site, "White Knight"))
    first = dom.select("ol", "notable")[0].select("li")[0].one(cls="notable-name").text()
    command, sql = [c.text() for c in dom.one("p", "why-hint").select("code")]
    assert command == f'mtg-protection explain "{first}" "White Knight"'
    assert sql.startswith("SELECT * FROM verdict_trace(")
    assert scalar(sample_db, f"SELECT count(*) FROM ({sql}) WHERE deciding") > 0


def test_card_page_lists_its_answers_by_how(sample_db: Path, site: Path) -> None:
    """The Answers section: the cards that deal with White Knight on their own, grouped by how,
    each counted once by its best way, as `internal.sure_answers` and answer_paths say."""
    dom = parse(card_path(sample_db, site, "White Knight"))
    oracle_id = scalar(sample_db, "SELECT oracle_id FROM cards WHERE name = 'White Knight'")
    by_how = dict(
        query(
            sample_db,
            """
            SELECT how, count(*) FROM (
                SELECT source_oracle_id, arg_min(how_vs_opponent, h.rank) AS how
                FROM answer_paths JOIN vocabulary AS h
                  ON h.vocabulary = 'answer_how' AND h.value = how_vs_opponent
                WHERE protected_oracle_id = ? AND scope = 'self'
                  AND verdict_vs_opponent = 'allowed'
                  AND outcome_vs_opponent IN (SELECT value FROM vocabulary WHERE vocabulary = 'real_answer')
                GROUP BY source_oracle_id
            ) GROUP BY how
            """,
            [oracle_id],
        )
    )
    assert by_how["destroy"] > 0
    shown = {
        d.attrs["data-kind"]: int(d.one(cls="n-answers").attrs["data-value"])
        for d in dom.select("details", "answer")
    }
    assert by_how == shown
    assert "Wrath of God" in dom.one("details", "answer", data_kind="destroy").text()


def test_granting_cards_get_pages_with_their_scope(sample_db: Path, site: Path) -> None:
    dom = parse(card_path(sample_db, site, "Sword of Fire and Ice"))
    assert dom.select("section", "debt-scope", data_scope="granted")
    assert not dom.select("section", "debt-scope", data_scope="self")


def test_unparsed_page_lists_clauses_and_losses(sample_db: Path, site: Path) -> None:
    dom = parse(site / "unparsed.html")
    expected = query(
        sample_db,
        "SELECT c.name, c.is_funny FROM protections p JOIN cards c USING (oracle_id) "
        "WHERE quality_kind = 'unparsed'",
    )
    rows = dom.select("tr", "unparsed-row")
    assert len(expected) == len(rows)
    shown = {(r.select("td")[0].text(), r.one(cls="is-funny").text()) for r in rows}
    assert {(name, "yes" if funny else "no") for name, funny in expected} == shown
    assert "Cephalid Snitch" in dom.one("tr", "loss-row").text()


# --------------------------------------------------------------------------- the history check


def test_history_quotes_the_seed_and_gives_a_verdict_per_claim(site: Path) -> None:
    dom = parse(site / "history.html")
    for claim in history.CLAIMS:
        article = dom.one("article", "claim", id=f"claim-{claim.key}")
        quote = article.one("blockquote", lang="it")
        assert claim.quote in quote.text()
        assert claim.translation in article.one(cls="translation").text()
        verdict = article.one(cls="claim-verdict")
        assert verdict.attrs["data-verdict"] in ("agrees", "partly", "disagrees", "unknown")
        assert verdict.text().startswith("The data ")


def test_history_verdicts_follow_the_sample_numbers(site: Path) -> None:
    verdicts = {
        n.attrs["data-claim"]: n.attrs["data-verdict"]
        for n in parse(site / "history.html").select(cls="claim-verdict")
    }
    # The sample is hand-picked around protection: its shares say nothing about rarity
    # after Origins (41 % vs 36 % of new cards), while LEA's knights and 9ED's rare
    # Paladin en-Vec are really there.
    assert verdicts == {"a": "agrees", "b": "partly", "c": "partly", "d": "disagrees"}


@pytest.mark.skipif(not SEEDS.is_dir(), reason=f"the seeds are absent ({SEEDS})")
def test_claims_quote_the_seeds_verbatim() -> None:
    for claim in history.CLAIMS:
        text = (SEEDS.parent / claim.seed).read_text(encoding="utf-8")
        assert claim.quote in text, claim.key


def era(name: str, protected: int, new: int) -> EraRow:
    return EraRow(name, name, date(2000, 1, 1), "X", "", new, protected, 0, 0)


@pytest.mark.parametrize(
    ("before", "after", "expected"),
    [
        ((100, 1000), (50, 1000), "agrees"),  # exactly half: "much rarer"
        ((100, 1000), (51, 1000), "partly"),
        ((100, 1000), (89, 1000), "partly"),
        ((100, 1000), (90, 1000), "disagrees"),  # 90 % of the share: not rarer enough
        ((100, 1000), (120, 1000), "disagrees"),
        ((0, 1000), (10, 1000), "unknown"),
        ((10, 1000), (0, 0), "unknown"),
    ],
)
def test_rarer_verdict_thresholds(
    before: tuple[int, int], after: tuple[int, int], expected: str
) -> None:
    eras = [era("x", *before), era("y", *after)]
    assert expected == history.verdict_rarer(eras, "y", "x").outcome


def core_row(code: str, era_name: str, rarity: str, names: list[str], day: int) -> CoreSetRarityRow:
    return CoreSetRarityRow(
        set_code=code,
        era=era_name,
        rarity=rarity,
        protected_names=names,
        released_at=date(2000, 1, day),
        set_name=code,
        n_cards=10,
        n_protected=len(names),
        n_new_cards=5,
        n_new_protected=0,
    )


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        ([core_row("9ED", "e", "rare", ["A"], 1)], "partly"),
        (
            [
                core_row("9ED", "e", "rare", ["A"], 1),
                core_row("M10", "e", "uncommon", ["B"], 2),
                core_row("M11", "e", "common", ["C"], 3),
            ],
            "agrees",
        ),
        ([core_row("9ED", "e", "common", ["A"], 1)], "disagrees"),
        ([core_row("9ED", "e", "rare", [], 1)], "disagrees"),
        ([core_row("10E", "e", "rare", ["A"], 1)], "unknown"),
    ],
)
def test_reintroduced_verdict(rows: list[dict[str, Any]], expected: str) -> None:
    assert expected == history.verdict_reintroduced(rows, "9ED").outcome


@pytest.mark.parametrize(
    ("core_names", "shares", "expected"),
    [
        ([], ((10, 100), (4, 100)), "agrees"),
        ([], ((10, 100), (6, 100)), "partly"),
        (["A"], ((10, 100), (1, 100)), "disagrees"),
    ],
)
def test_dropped_verdict(
    core_names: list[str], shares: tuple[tuple[int, int], tuple[int, int]], expected: str
) -> None:
    rows = [core_row("6ED", "later", "common", core_names, 1)]
    eras = [era("earlier", *shares[0]), era("later", *shares[1])]
    assert expected == history.verdict_dropped(rows, eras, "later", "earlier").outcome


# --------------------------------------------------------------------------- self-contained site


def test_every_relative_link_resolves(site: Path, site_pages: list[tuple[Path, Node]]) -> None:
    checked = 0
    for page, dom in site_pages:
        for node in dom.iter():
            for attr in ("href", "src"):
                value = node.attrs.get(attr)
                if not value or value.startswith("#"):
                    continue
                parts = urlsplit(value)
                if parts.scheme or value.startswith("//"):
                    continue
                target = (page.parent / parts.path).resolve()
                assert target.is_file(), f"{page.relative_to(site)}: {value}"
                checked += 1
    assert checked > 1000


def test_no_page_loads_anything_remote(site: Path, site_pages: list[tuple[Path, Node]]) -> None:
    for page, dom in site_pages:
        for node in dom.iter():
            for attr in ("src", "href"):
                value = (node.attrs.get(attr) or "").strip().lower()
                remote = value.startswith(("http:", "https:", "//"))
                if node.tag in ("script", "link", "img", "iframe", "source") and remote:
                    pytest.fail(f"{page.name}: <{node.tag} {attr}={value}>")
                if node.tag == "a" and remote:
                    assert value.startswith("https://scryfall.com/search?q=oracleid:"), value
        assert "@import" not in page.read_text(encoding="utf-8")
    css = (site / "assets" / "site.css").read_text(encoding="utf-8")
    assert "url(" not in css and "@import" not in css


def test_pages_with_charts_embed_a_figure_and_load_local_plotly(site: Path) -> None:
    for page in (site / "index.html", card_path_any(site)):
        dom = parse(page)
        charts = dom.select("div", "chart")
        assert charts
        for chart in charts:
            data = dom.one("script", id=chart.attrs["data-figure"] or "")
            assert data.attrs["type"] == "application/json"
            assert '"data"' in data.text()
        scripts = [s.attrs.get("src") for s in dom.select("script") if s.attrs.get("src")]
        assert any(s and s.endswith("assets/plotly.min.js") for s in scripts)


def card_path_any(site: Path) -> Path:
    return sorted((site / "cards").glob("white-knight-*.html"))[0]


def test_two_builds_are_byte_identical(sample_db: Path, site: Path, tmp_path: Path) -> None:
    again = tmp_path / "again"
    build_site(sample_db, again)
    first, second = site_bytes(site), site_bytes(again)
    assert sorted(first) == sorted(second)
    assert [name for name in first if first[name] != second[name]] == []


# --------------------------------------------------------------------------- safety


NAME_COLUMNS = ("name", "card_name", "face_name", "source_name", "protected_name")
ID_COLUMNS = ("oracle_id", "source_oracle_id", "protected_oracle_id")


def rename_card(db: Path, old: str, new: str) -> None:
    """Rename a card everywhere the database stores its name (cards, faces, derived tables)."""
    with duckdb.connect(str(db)) as con:
        oracle_id = con.execute("SELECT oracle_id FROM cards WHERE name = ?", [old]).fetchone()[0]  # type: ignore[index]
        columns = con.execute(
            "SELECT c.table_schema || '\".\"' || c.table_name, c.column_name "
            "FROM information_schema.columns AS c "
            "JOIN information_schema.tables AS t USING (table_schema, table_name) "
            "WHERE t.table_type = 'BASE TABLE'"
        ).fetchall()
        by_table: dict[str, set[str]] = {}
        for table, column in columns:
            by_table.setdefault(table, set()).add(column)
        for table, names in by_table.items():
            for id_column in ID_COLUMNS:
                for name_column in NAME_COLUMNS:
                    if id_column in names and name_column in names:
                        con.execute(
                            f'UPDATE "{table}" SET "{name_column}" = ? '
                            f'WHERE "{id_column}" = ? AND "{name_column}" = ?',
                            [new, oracle_id, old],
                        )


@pytest.fixture
def db_copy(sample_db: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "copy.duckdb"
    shutil.copyfile(sample_db, copy)
    return copy


def test_card_names_are_escaped(db_copy: Path, tmp_path: Path) -> None:
    rename_card(db_copy, "White Knight", EVIL)
    rename_card(db_copy, "Swords to Plowshares", EVIL_SOURCE)  # no page; a top source on many
    out = tmp_path / "site"
    build_site(db_copy, out)
    page = card_path(db_copy, out, EVIL)
    assert page.name.startswith("script-alert-1-script-")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page.read_text(encoding="utf-8")
    for path in html_files(out):
        raw = path.read_text(encoding="utf-8")
        assert EVIL not in raw and EVIL_SOURCE not in raw, path.name
    black_knight = card_path(db_copy, out, "Black Knight").read_text(encoding="utf-8")
    assert "&lt;img src=x onerror=alert(2)&gt;" in black_knight
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in (out / "sets.html").read_text(
        encoding="utf-8"
    )


def test_a_failing_query_leaves_the_previous_site(
    db_copy: Path, site: Path, tmp_path: Path
) -> None:
    out = tmp_path / "site"
    shutil.copytree(site, out)
    before = site_bytes(out)
    with duckdb.connect(str(db_copy)) as con:
        con.execute("DROP VIEW protection_by_era")
    with pytest.raises(BuildError, match=r"report query era_shares\.sql failed"):
        build_site(db_copy, out)
    assert before == site_bytes(out)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["copy.duckdb", "site"]


def test_a_failing_write_leaves_the_previous_site(
    sample_db: Path, site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "site"
    shutil.copytree(site, out)
    before = site_bytes(out)
    real_write = Path.write_bytes
    calls = {"n": 0}

    def failing_write(self: Path, data: bytes) -> int:
        calls["n"] += 1
        if calls["n"] > 20:
            raise OSError(28, "No space left on device")
        return real_write(self, data)

    monkeypatch.setattr(Path, "write_bytes", failing_write)
    with pytest.raises(BuildError, match="No space left on device"):
        build_site(sample_db, out)
    monkeypatch.undo()
    assert before == site_bytes(out)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_a_new_build_replaces_the_previous_site(
    sample_db: Path, modern_site: Path, tmp_path: Path
) -> None:
    """A full build over a modern-only site, then a modern build over the full one: the pages
    are the modern build's again. The first modern site is a copy of one built for the module
    (the same bytes as building it here)."""
    out = tmp_path / "site"
    shutil.copytree(modern_site, out)
    modern = {p.relative_to(modern_site) for p in modern_site.rglob("*.html")}
    build_site(sample_db, out)
    build_site(sample_db, out, fmt="modern")
    assert modern == {p.relative_to(out) for p in out.rglob("*.html")}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_refuses_to_replace_a_foreign_directory(sample_db: Path, tmp_path: Path) -> None:
    out = tmp_path / "mine"
    out.mkdir()
    (out / "thesis.tex").write_text("precious", encoding="utf-8")
    with pytest.raises(UsageError, match=r"refusing to write the site into .* thesis\.tex"):
        build_site(sample_db, out)
    assert (out / "thesis.tex").read_text(encoding="utf-8") == "precious"


def test_no_database(tmp_path: Path) -> None:
    with pytest.raises(NoDatabaseError):
        build_site(tmp_path / "missing.duckdb", tmp_path / "site")
    assert not (tmp_path / "site").exists()


# --------------------------------------------------------------------------- helpers


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("White Knight", "white-knight-ddb021df"),
        ("Æther Vial", "aether-vial-ddb021df"),
        ("Lim-Dûl's Vault", "lim-dul-s-vault-ddb021df"),
        ("Fire // Ice", "fire-ice-ddb021df"),
        (EVIL, "script-alert-1-script-ddb021df"),
        ("?!", "card-ddb021df"),
        ("../../etc/passwd", "etc-passwd-ddb021df"),
    ],
)
def test_card_slug(name: str, expected: str) -> None:
    assert expected == card_slug(name, "ddb021df-ae4a-4ac1-8353-d0b375761714")


def test_slugs_are_unique(site: Path, sample_db: Path) -> None:
    n_cards = scalar(sample_db, "SELECT count(*) FROM card_protection_flags")
    assert n_cards == len({p.name for p in (site / "cards").glob("*.html")})


@pytest.mark.parametrize(
    ("cost", "expected"),
    [
        ("{2}{W}{W}", [("2", "mana-C"), ("W", "mana-W"), ("W", "mana-W")]),
        ("{W/U}{B/P}{X}", [("W/U", "mana-multi"), ("B/P", "mana-B"), ("X", "mana-C")]),
        (None, []),
    ],
)
def test_mana_symbols(cost: str | None, expected: list[tuple[str, str]]) -> None:
    assert expected == [(s.text, s.css) for s in mana_symbols(cost)]


# --------------------------------------------------------------------------- the real snapshot


@pytest.mark.realdata
def test_real_snapshot_core_sets_and_eras(snapshot_db: Path) -> None:
    core = query(
        snapshot_db,
        "SELECT set_code, rarity, n_protected_cards FROM protection_by_set "
        "WHERE is_core ORDER BY released_at, set_code, rarity",
    )
    print("\ncore set  rarity    protected cards")
    for set_code, rarity, n in core:
        print(f"{set_code:<9} {rarity:<9} {n}")
    eras = query(
        snapshot_db, "SELECT era, n_new_cards, n_new_protected_cards, share FROM protection_by_era"
    )
    print("\nera            new cards  protected  share")
    for era_name, n_new, n_protected, share in eras:
        print(f"{era_name:<14} {n_new:>9,} {n_protected:>10,} {100 * share:>6.2f} %")
    by_set = {(s, r): n for s, r, n in core}
    assert [e[0] for e in eras] == list(ERAS)
    # the history the seeds tell, as far as the core sets go
    assert by_set[("LEA", "uncommon")] > 0
    assert all(n == 0 for (s, _), n in by_set.items() if s in ("6ED", "7ED", "8ED"))
    assert by_set[("9ED", "common")] == by_set[("9ED", "uncommon")] == 0 < by_set[("9ED", "rare")]


@pytest.mark.realdata
def test_real_snapshot_site(snapshot_db: Path, snapshot_site: Path) -> None:
    assert len(html_files(snapshot_site)) == expected_pages(snapshot_db)
    dom = parse(snapshot_site / "index.html")
    protected = scalar(snapshot_db, "SELECT count(*) FROM card_protection_flags WHERE has_self")
    assert str(protected) == dom.one(cls="headline-protected").attrs["data-value"]
    verdicts = {
        n.attrs["data-claim"]: n.attrs["data-verdict"]
        for n in parse(snapshot_site / "history.html").select(cls="claim-verdict")
    }
    print("verdicts:", verdicts)
    assert verdicts["a"] == "agrees" and verdicts["d"] == "agrees"


@pytest.mark.realdata
def test_real_snapshot_site_in_italian(snapshot_db: Path, tmp_path: Path) -> None:
    """report --lang it on the real snapshot: Italian names where printed, and the printed-vs-
    oracle page showing the view's counts for every language."""
    start = time.monotonic()
    result = build_site(snapshot_db, tmp_path / "site", lang="it")
    print(
        f"\nbuilt {result.n_pages} pages in Italian from the real snapshot in {time.monotonic() - start:.1f}s"
    )
    view = query(
        snapshot_db,
        """
        SELECT lang, count(*) FILTER (WHERE status = 'agree'),
               count(*) FILTER (WHERE status = 'disagree'),
               count(*) FILTER (WHERE status = 'not_comparable')
        FROM protection_translation_check GROUP BY lang ORDER BY lang
        """,
    )
    dom = parse(tmp_path / "site" / "translations.html")
    print("lang   agree  disagree  not comparable")
    for lang, agree, disagree, not_comparable in view:
        print(f"{lang:<5} {agree:>6} {disagree:>9} {not_comparable:>15}")
        row = dom.one("tr", "lang-row", data_lang=lang)
        shown = [
            row.one("td", f"n-{k}").attrs["data-value"]
            for k in ("agree", "disagree", "not-comparable")
        ]
        assert [str(agree), str(disagree), str(not_comparable)] == shown
    disagreements = dom.select("tr", "disagreement-row")
    print(
        "disagreements:",
        sorted((r.select("td")[0].text(), r.attrs["data-lang"]) for r in disagreements),
    )
    assert len(disagreements) == sum(d for _, _, d, _ in view)
    assert {"it", "ru"} <= {lang for lang, *_ in view}
    # every card page with an Italian printing leads with its Italian name
    printed = dict(
        query(
            snapshot_db,
            """
            SELECT f.oracle_id, count(n.name) FROM card_protection_flags AS f
            LEFT JOIN card_names AS n ON n.oracle_id = f.oracle_id AND n.lang = 'it'
            GROUP BY ALL
            """,
        )
    )
    cards = parse(tmp_path / "site" / "cards.html")
    italian = [
        r
        for r in cards.select("tr")
        if r.attrs.get("data-oracle-id") and r.select("span", "printed-name", lang="it")
    ]
    n_italian = sum(1 for n in printed.values() if n)
    print(
        f"{len(italian)} of {len(printed)} cards listed with an Italian name ({n_italian} printed in Italian)"
    )
    assert 0 < len(italian) <= n_italian
    assert parse(tmp_path / "site" / "index.html").one("html").attrs["lang"] == "it"


# --------------------------------------------------------------------------- players (issue 12)


def test_format_pages_list_protected_cards_and_their_best_answers(
    sample_db: Path, site: Path
) -> None:
    index = parse(site / "formats.html")
    formats = [r.attrs["data-format"] for r in index.select("tr", "format-row")]
    assert formats[:4] == ["standard", "future", "alchemy", "pioneer"]  # the vocabulary's order
    legacy = parse(site / "formats" / "legacy.html")
    rows = {r.one(cls="card-link").text(): r for r in legacy.select("tr", "format-card")}
    n_legal = scalar(
        sample_db,
        "SELECT count(DISTINCT oracle_id) FROM protections JOIN cards USING (oracle_id) "
        "WHERE scope = 'self' AND list_contains(legal_formats, 'legacy')",
    )
    assert n_legal == len(rows)
    # True-Name Nemesis from the opponent's side: only sweepers, edicts and counters deal with it
    tnn = rows["True-Name Nemesis"]
    n_answers = scalar(
        sample_db,
        "SELECT count(DISTINCT a.source_oracle_id) FROM answer_paths AS a JOIN cards AS c "
        "ON c.oracle_id = a.source_oracle_id WHERE a.protected_name = 'True-Name Nemesis' "
        "AND a.verdict_vs_opponent = 'allowed' AND a.outcome_vs_opponent IN "
        "(SELECT value FROM vocabulary WHERE vocabulary = 'real_answer') "
        "AND list_contains(c.legal_formats, 'legacy')",
    )
    assert n_answers > 0
    assert str(n_answers) == tnn.one(cls="n-answers").text()
    # the best first: Ugin's exile, then Pernicious Deed and Nevinyrral's Disk, which destroy at
    # instant speed (the cheaper first), then the sorcery wraths
    assert (
        tnn.one(cls="top-answers")
        .text()
        .startswith("Ugin, the Spirit Dragon, Pernicious Deed, Nevinyrral's Disk, Damnation")
    )
    assert "Abbey Gargoyles" not in {
        r.one(cls="card-link").text()
        for r in parse(site / "formats" / "modern.html").select("tr", "format-card")
    }


def test_set_pages_are_linked_from_the_sets_table(site: Path) -> None:
    sets = parse(site / "sets.html")
    link = sets.one("tr", "set-row", data_set="LEA").one("a", "set-link")
    assert link.attrs["href"] == "sets/lea.html"
    page = parse(site / "sets" / "lea.html")
    assert page.one(cls="set-name").text() == "Limited Edition Alpha"
    names = {r.one(cls="card-link").text() for r in page.select("tr", "set-card")}
    assert {"Black Knight", "White Knight", "Black Ward"} <= names
    # a set without a protection card has no page and no link
    for row in sets.select("tr", "set-row"):
        if row.attrs["data-protected"] == "0":
            assert row.select("a", "set-link") == []


def test_cards_page_has_offline_filters(site: Path, sample_db: Path) -> None:
    dom = parse(site / "cards.html")
    form = dom.one("form", id="card-filters")
    assert [s.attrs["data-filter"] for s in form.select("select")] == [
        "colors",
        "formats",
        "rarities",
        "kinds",
    ]
    assert form.one("input", id="filter-search").attrs["data-filter"] == "search"
    formats = [o.attrs["value"] for o in dom.one("select", id="filter-format").select("option")]
    assert {"", "legacy", "modern", "vintage"} <= set(formats)
    knight = next(
        r for r in dom.select("tr", "card-row") if r.one(cls="card-link").text() == "Black Knight"
    )
    assert knight.attrs["data-colors"] == " B "
    assert " legacy " in (knight.attrs["data-formats"] or "")
    assert " color " in (knight.attrs["data-kinds"] or "")
    assert "black knight" in (knight.attrs["data-search"] or "")


def test_report_format_keeps_only_that_formats_cards(sample_db: Path, modern_site: Path) -> None:
    dom = parse(modern_site / "cards.html")
    names = {r.one(cls="card-link").text() for r in dom.select("tr", "card-row")}
    n_modern = scalar(
        sample_db,
        "SELECT count(*) FROM card_protection_flags JOIN cards USING (oracle_id) "
        "WHERE list_contains(legal_formats, 'modern')",
    )
    assert len(names) == n_modern
    assert "Abbey Gargoyles" not in names and "Baneslayer Angel" in names
    assert [p.name for p in (modern_site / "formats").iterdir()] == ["modern.html"]
