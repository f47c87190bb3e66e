"""The HTML reports: render the prepared data (data.py) with Jinja and write the site.

The site is self-contained: one local plotly.min.js (plotly.offline.get_plotlyjs) and the CSS/JS
in reports/templates/static are copied into assets/, and every page links them relatively, so it
opens from disk with no network. Pages show the data version and build time recorded in the
database, never the clock: two builds of one database are byte-identical. The site is rendered
into a staging folder inside the site's folder and each page renamed into place, so a report
that fails while writing leaves the old site; only the files the previous report wrote (listed
in its marker) are replaced or removed.
With `lang` (report --lang it), cards are named as printed in that language (the English name
beside it) and the history page leads with the seed in that language; without it the site is
English only.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import json
import os
import re
import shutil
import tempfile
import time
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

import jinja2
import plotly.graph_objects as go
from plotly.offline import get_plotlyjs

from pipeline.errors import BuildError, UsageError
from pipeline.lookup.languages import normalize_lang, require_lang
from pipeline.paths import inside
from pipeline.progress import ProgressHook
from pipeline.report import claims as report_claims
from pipeline.report import common as report_common
from pipeline.report import data as report_data
from pipeline.report import names as report_names
from pipeline.report.cards import Card, DebtScope
from pipeline.report.changes import LIST_LABELS
from pipeline.report.common import QUALITY_KINDS, EraRow
from pipeline.report.data import SiteData
from pipeline.report.rows import NewByYearRow, QualityMixRow, RuleRow
from pipeline.resources import resource_dir
from pipeline.store.connect import connect_readonly
from pipeline.vocabulary import FORMATS

# Marks a directory as a site this module wrote, so `report --out` never replaces anything else.
SITE_MARKER = ".mtg-protection-site"
ASSETS = "assets"
CHANGES_FEED = "changes.atom"  # the Atom 1.0 feed of built refreshes, at the site's root
VERDICT_COLORS = {
    "prevented": "#2f7d6d",
    "conditional": "#d9a21b",
    "allowed": "#c8553d",
    "not_applicable": "#9a9a9a",
}
SCOPE_COLORS = {"self": "#3b5ba9", "granted": "#8a5fb8", "player": "#d9822b"}
KIND_COLORS = (
    "#3b5ba9",
    "#8a5fb8",
    "#2f7d6d",
    "#6aa84f",
    "#a0a0a0",
    "#d9a21b",
    "#c8553d",
    "#e377c2",
    "#17becf",
    "#7f6b4f",
    "#bcbd22",
    "#555555",
    "#b00020",
)


@dataclass(frozen=True)
class Site:
    out_dir: Path
    n_pages: int
    duration_s: float


def build_site(
    database: Path,
    out_dir: Path,
    *,
    progress: ProgressHook | None = None,
    lang: str | None = None,
    fmt: str | None = None,
) -> Site:
    """Write the whole report site for `database` into `out_dir`, replacing it atomically.
    `lang` (a card_names code: it, ru, de, ...) names cards as printed in that language;
    None or 'en' is the English site. A language with no printed name loaded is a UsageError.
    `fmt` (a format name) keeps only the cards and answers legal in that format."""
    progress = progress or ProgressHook()
    clock = time.monotonic()
    out_dir = Path(out_dir)
    normalize_lang(lang)  # a malformed code fails before the database is opened
    check_site_dir(out_dir)
    with connect_readonly(database) as con:
        code = require_lang(con, lang)
        progress.step("run the report queries")
        data = report_data.load(con, progress.items("report queries"), lang=code, fmt=fmt)
    progress.step("render the pages")
    try:
        pages = render_pages(data)
    except jinja2.TemplateError as exc:
        raise BuildError(f"rendering the report failed: {type(exc).__name__}: {exc}") from exc
    progress.step(f"write {out_dir}")
    write_site(out_dir, pages, static_files(), progress.items("pages written"))
    n_pages = sum(1 for name in pages if name.endswith(".html"))
    return Site(out_dir, n_pages, time.monotonic() - clock)


# --------------------------------------------------------------------------- charts


def _layout(**extra: Any) -> dict[str, Any]:
    layout: dict[str, Any] = {
        "template": "none",
        "font": {"family": "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", "size": 13},
        "margin": {"l": 56, "r": 16, "t": 36, "b": 48},
        "height": 340,
        "paper_bgcolor": "rgba(0,0,0,0)",
        "plot_bgcolor": "rgba(0,0,0,0)",
        "legend": {"orientation": "h", "y": 1.12, "x": 0},
        "xaxis": {"gridcolor": "#e5e5e5", "automargin": True},
        "yaxis": {"gridcolor": "#e5e5e5", "automargin": True, "rangemode": "tozero"},
    }
    layout.update(extra)
    return layout


@dataclass(frozen=True)
class Chart:
    """A Plotly figure embedded as JSON and drawn by assets/site.js with Plotly.newPlot."""

    id: str
    title: str
    figure_json: str  # already escaped for a <script> element: the template marks it safe


def chart(chart_id: str, title: str, figure: go.Figure | str) -> Chart:
    """A chart from a figure (or its JSON). Inside <script type="application/json"> the JSON
    must not be able to close the element, so <, > and & are escaped."""
    text = figure if isinstance(figure, str) else figure.to_json()
    text = text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return Chart(chart_id, title, text)


def years_chart(years: list[NewByYearRow]) -> Chart:
    figure = go.Figure(
        go.Bar(
            x=[r.year for r in years],
            y=[r.n_self for r in years],
            marker_color=SCOPE_COLORS["self"],
            customdata=[r.n_new_cards for r in years],
            hovertemplate="%{x}: %{y} protected of %{customdata} new cards<extra></extra>",
        ),
        layout=_layout(yaxis_title="new protected cards"),
    )
    return chart("chart-years", "Protected cards introduced per year", figure)


def era_share_chart(eras: list[EraRow]) -> Chart:
    figure = go.Figure(
        go.Bar(
            x=[e.era for e in eras],
            y=[round(100 * (e.share or 0.0), 3) for e in eras],
            text=[e.share_text for e in eras],
            textposition="outside",
            marker_color=SCOPE_COLORS["self"],
            customdata=[[e.n_new_protected, e.n_new_cards] for e in eras],
            hovertemplate="%{x}: %{customdata[0]} of %{customdata[1]} new cards<extra></extra>",
        ),
        layout=_layout(yaxis_title="% of new cards with protection"),
    )
    return chart("chart-era-share", "Share of new cards with protection, per era", figure)


def quality_mix_chart(mix: list[QualityMixRow], eras: list[EraRow]) -> Chart:
    names = [e.era for e in eras]
    counts: dict[str, dict[str, int]] = {}
    for r in mix:
        kind = str(report_common.KIND_GROUP.get(r.quality_kind, r.quality_kind))
        counts.setdefault(kind, dict.fromkeys(names, 0))
        if r.era is not None and r.era in counts[kind]:
            counts[kind][r.era] += r.n_cards
    order = [k for k in QUALITY_KINDS if k in counts] + sorted(set(counts) - set(QUALITY_KINDS))
    figure = go.Figure(layout=_layout(barmode="stack", yaxis_title="cards", height=380))
    for i, kind in enumerate(order):
        figure.add_trace(
            go.Bar(
                name=QUALITY_KINDS.get(kind, kind),
                x=names,
                y=[counts[kind][e] for e in names],
                marker_color=KIND_COLORS[i % len(KIND_COLORS)],
            )
        )
    figure.update_layout(
        legend={
            "orientation": "h",
            "y": -0.16,
            "x": 0,
            "yanchor": "top",
            "traceorder": "normal",
            "entrywidth": 0.5,
            "entrywidthmode": "fraction",
        },
        margin={"b": 40},
        height=520,
    )
    return chart("chart-quality-mix", "What protection is from, per era (cards, any scope)", figure)


def scopes_chart(years: list[NewByYearRow]) -> Chart:
    figure = go.Figure(layout=_layout(yaxis_title="new cards"))
    for scope, column, label in (
        ("self", "n_self", "protected (self)"),
        ("granted", "n_granted", "grants protection"),
        ("player", "n_player", "protects a player"),
    ):
        figure.add_trace(
            go.Scatter(
                name=label,
                x=[r.year for r in years],
                y=[getattr(r, column) for r in years],
                mode="lines+markers",
                line={"color": SCOPE_COLORS[scope], "width": 2},
                marker={"size": 5},
            )
        )
    return chart("chart-scopes", "Self vs granted vs player protection over time", figure)


def era_quality_chart(mix: list[QualityMixRow], era: EraRow) -> Chart:
    counts: dict[str, int] = {}
    for r in mix:
        if r.era == era.era:
            kind = str(report_common.KIND_GROUP.get(r.quality_kind, r.quality_kind))
            counts[kind] = counts.get(kind, 0) + r.n_cards
    order = [k for k in QUALITY_KINDS if k in counts] + sorted(set(counts) - set(QUALITY_KINDS))
    figure = go.Figure(
        go.Bar(
            y=[QUALITY_KINDS.get(k, k) for k in order],
            x=[counts[k] for k in order],
            orientation="h",
            marker_color=SCOPE_COLORS["self"],
        ),
        layout=_layout(
            xaxis_title="cards",
            yaxis={"autorange": "reversed", "automargin": True},
            height=max(220, 60 + 34 * len(order)),
            margin={"l": 16, "r": 16, "t": 16, "b": 48},
        ),
    )
    return chart(f"chart-era-{era.slug}", "What protection is from (cards, any scope)", figure)


class DebtCharts:
    """The per-card DEBT chart: one validated Plotly figure, refilled with each card's counts
    (building ~330 graph_objects figures costs seconds; copying a dict costs nothing)."""

    def __init__(self) -> None:
        labels = [f"{letter.letter} · {letter.label}" for letter in report_common.DEBT]
        figure = go.Figure(
            layout=_layout(
                barmode="stack",
                xaxis_title="distinct source cards",
                yaxis={"autorange": "reversed", "automargin": True},
                height=260,
                margin={"l": 16, "r": 16, "t": 40, "b": 48},
                legend={"orientation": "h", "y": 1.18, "x": 0, "traceorder": "normal"},
            )
        )
        for verdict, label in report_common.VERDICT_LABELS.items():
            figure.add_trace(
                go.Bar(
                    name=label,
                    y=labels,
                    x=[0] * len(labels),
                    orientation="h",
                    marker_color=VERDICT_COLORS[verdict],
                )
            )
        self.figure: dict[str, Any] = figure.to_plotly_json()

    def __call__(self, debt: DebtScope) -> Chart:
        spec = copy.deepcopy(self.figure)
        for trace, verdict in zip(spec["data"], report_common.VERDICT_LABELS, strict=True):
            trace["x"] = [letter.count(verdict) for letter in debt.letters]
        return chart(
            f"chart-debt-{debt.scope}", "Distinct source cards per DEBT letter", json.dumps(spec)
        )


# --------------------------------------------------------------------------- pages


@functools.cache
def environment(lang: str | None = None) -> jinja2.Environment:
    """The Jinja environment; `lang` (report --lang) is a global every template and macro sees:
    None renders the English site exactly as without the option. One per language for the
    process: it keeps the templates it has compiled (a site's pages compile 38 of them), for
    every later site a process builds, such as a test run's."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(resource_dir("templates"))),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["num"] = lambda value: f"{value:,}" if isinstance(value, int | float) else value
    env.globals.update(
        debt_letters=report_common.DEBT,
        list_labels=LIST_LABELS,
        verdict_labels=report_common.VERDICT_LABELS,
        rarity_letter=report_common.RARITY_LETTER,
        scope_labels=report_common.SCOPE_LABELS,
        color_names=report_common.COLOR_NAMES,
        era_href=lambda era: f"eras/{report_common.era_slug(era)}.html",
        claims_thresholds={
            "dropped": report_claims.DROPPED_SHARE_RATIO,
            "much_rarer": report_claims.MUCH_RARER_RATIO,
            "rarer": report_claims.RARER_RATIO,
        },
        lang=lang,
        lang_tag=report_names.html_lang(lang) if lang else None,
        lang_name=report_names.language_name(lang) if lang else None,
    )
    return env


def render_pages(data: SiteData) -> dict[str, str]:
    """Every page of the site: relative path -> HTML."""
    env = environment(data.lang)
    present = {rarity for s in data.sets for rarity in s.protected_by_rarity}
    rarities = sorted(present, key=report_common.rarity_rank)
    common = {"build": data.build, "eras": data.eras, "rules": data.rules, "rarities": rarities}

    def render(template: str, root: str, page: str, **context: Any) -> str:
        charts = context.pop("charts", [])
        return env.get_template(template).render(
            root=root, page=page, charts=charts, **common, **context
        )

    pages: dict[str, str] = {}
    pages["index.html"] = render(
        "index.html",
        "",
        "index",
        headline=data.headline,
        claims=data.claims,
        charts=[
            years_chart(data.years),
            era_share_chart(data.eras),
            quality_mix_chart(data.quality_mix, data.eras),
            scopes_chart(data.years),
        ],
    )
    pages["history.html"] = render(
        "history.html",
        "",
        "history",
        claims=data.claims,
        seed_intro=report_claims.SEED_INTRO.get(data.lang or ""),
        seed_rules=report_claims.SEED_RULES_RU,
    )
    pages["sets.html"] = render(
        "sets.html",
        "",
        "sets",
        sets=data.sets,
        set_types=sorted({s.set_type for s in data.sets}),
    )
    pages["cards.html"] = render("cards.html", "", "cards", cards=data.cards, **_card_filters(data))
    pages["formats.html"] = render("formats.html", "", "formats", formats=data.formats)
    for format_page in data.formats:
        pages[format_page.path] = render("format.html", "../", "formats", format_page=format_page)
    for set_row in data.sets:
        if set_row.cards:
            pages[set_row.path] = render("set.html", "../", "sets", set=set_row)
    pages["unparsed.html"] = render(
        "unparsed.html",
        "",
        "unparsed",
        unparsed=data.unparsed,
        losses=data.losses,
        hrefs=data.hrefs,
    )
    pages["changes.html"] = render(
        "changes.html", "", "changes", changes=data.changes, hrefs=data.hrefs
    )
    pages[CHANGES_FEED] = render(
        "changes.atom", "", "changes", changes=data.changes, hrefs=data.hrefs, feed_id=data.feed_id
    )
    pages["translations.html"] = render(
        "translations.html", "", "translations", translations=data.translations
    )
    for era in data.eras:
        pages[f"eras/{era.slug}.html"] = render(
            "era.html",
            "../",
            "eras",
            era=era,
            sets=[s for s in data.sets_of_era(era.era) if s.cards],
            n_sets=len(data.sets_of_era(era.era)),
            cards=data.cards_of_era(era.era),
            era_rarity=[r for r in data.era_rarity if r.era == era.era],
            charts=[era_quality_chart(data.quality_mix, era)],
        )
    rules_by_number = _rules_by_number(data.rules)
    debt_chart = DebtCharts()
    for card in data.cards:
        pages[card.path] = render(
            "card.html",
            "../",
            "cards",
            card=card,
            cited=_cited_rules(card, rules_by_number),
            charts=[debt_chart(d) for d in card.debt],
        )
    return pages


def _card_filters(data: SiteData) -> dict[str, Any]:
    """The choices of the cards page's filters: only values some card has."""
    formats = {f for c in data.cards for f in c.legal_formats}
    kinds = {q.kind: q for c in data.cards for q in c.qualities}
    return {
        "card_formats": [f for f in FORMATS if f in formats] + sorted(formats - set(FORMATS)),
        "card_rarities": sorted(
            {r for c in data.cards for r in c.rarities}, key=report_common.rarity_rank
        ),
        "card_kinds": [(kind, str(QUALITY_KINDS.get(kind, kind))) for kind in sorted(kinds)],
    }


def _rules_by_number(rules: list[RuleRow]) -> dict[str, RuleRow]:
    by_number: dict[str, RuleRow] = {}
    for r in rules:
        by_number.setdefault(r.rule, r)
    return by_number


def _cited_rules(card: Card, rules_by_number: dict[str, RuleRow]) -> list[RuleRow]:
    """The rules the card page cites, in rule order, for its legend."""
    numbers = {"702.16"}
    for debt in card.debt:
        for letter in debt.letters:
            numbers.update(n.strip() for n in letter.letter.rule.split(","))
            for group in letter.groups:
                numbers.update(n.rule for n in group.notable)
        for answer in debt.answers:
            numbers.update(n.rule for n in answer.notable)
    return [rules_by_number[n] for n in sorted(numbers) if n in rules_by_number]


# --------------------------------------------------------------------------- writing


def static_files() -> dict[str, bytes]:
    """The assets every page links: the stylesheet, the site script, and Plotly's bundle."""
    static = resource_dir("templates") / "static"
    files = {
        f"{ASSETS}/{path.name}": path.read_bytes()
        for path in sorted(static.iterdir())
        if path.is_file()
    }
    files[f"{ASSETS}/plotly.min.js"] = get_plotlyjs().encode("utf-8")
    return files


MARKER_HEADER = "written by mtg-protection report\n"
# The staging folder inside --out (on the same filesystem, so each page is renamed into place
# without copying, and --out itself may be a mount point that can't be renamed).
STAGING_PREFIX = ".mtg-protection-building-"
# What earlier versions left beside --out when killed: .site.<token>.building / .old.
_OLD_STAGING = r"^\.{name}\.[0-9a-f]{{12}}\.(?:building|old)$"
# A marker without a file list (written before the list was kept): the names its site had.
_LEGACY_PAGE = re.compile(r"^(?:[a-z]+/)?[^/]+\.(?:html|atom)$|^assets/[^/]+$")


def _site_files(out_dir: Path) -> set[str]:
    """The files under out_dir, relative, POSIX-style (the marker and staging folders apart)."""
    found = set()
    for path in out_dir.rglob("*"):
        relative = path.relative_to(out_dir).as_posix()
        if relative == SITE_MARKER or relative.startswith(STAGING_PREFIX):
            continue
        if path.is_symlink() or not path.is_dir():
            found.add(relative)
    return found


def _owned_files(out_dir: Path) -> set[str] | None:
    """The files the previous report wrote into out_dir (its marker lists them); None if the
    folder holds anything else, so `report --out` never deletes or overwrites a user's file."""
    if not out_dir.exists():
        return set()
    if not out_dir.is_dir():
        return None
    present = _site_files(out_dir)
    marker = out_dir / SITE_MARKER
    if not marker.is_file():
        return set() if not present else None
    lines = marker.read_text(encoding="utf-8", errors="replace").splitlines()
    if lines[1:]:
        owned = set(lines[1:])
        return present if present <= owned else None
    return present if all(_LEGACY_PAGE.match(name) for name in present) else None


def check_site_dir(out_dir: Path) -> None:
    """A UsageError unless the site can be written to `out_dir`: a folder this tool wrote, an
    empty one, or a missing one (made with its missing parents) in a folder that can be
    written. Checked before any query runs, so a bad --out fails at once."""
    if _owned_files(out_dir) is None:
        _refuse_foreign(out_dir)
    existing = out_dir
    while not existing.exists():
        existing = existing.parent
    if not existing.is_dir():
        raise UsageError(f"cannot write the site to {out_dir}: {existing} is not a folder")
    try:  # the staging folder is made inside out_dir: try the nearest folder that exists
        tempfile.TemporaryDirectory(dir=existing, prefix=".mtg-protection-probe.").cleanup()
    except OSError as exc:
        raise UsageError(
            f"cannot write the site to {out_dir}: {existing}: {exc.strerror or exc}"
        ) from exc


def write_site(
    out_dir: Path,
    pages: dict[str, str],
    assets: dict[str, bytes],
    tick: Callable[[int], None] | None = None,
) -> None:
    """Write the pages into a staging folder inside out_dir, then rename each into place and
    remove the pages of the previous report that this one no longer has. Only files the marker
    lists as ours are ever replaced or removed: a folder holding anything else is refused."""
    _remove_leftovers(out_dir)
    owned = _owned_files(out_dir)
    if owned is None:
        _refuse_foreign(out_dir)
    names = [*pages, *assets]
    try:
        targets = {name: inside(out_dir, name).relative_to(out_dir.resolve()) for name in names}
    except ValueError as exc:
        raise BuildError(f"refusing to write outside {out_dir}: {exc}") from exc
    staging = out_dir / f"{STAGING_PREFIX}{uuid.uuid4().hex[:12]}"
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        staging.mkdir()
        _write_files(staging, pages.items(), assets.items(), tick)
        for name, relative in targets.items():
            (out_dir / relative).parent.mkdir(parents=True, exist_ok=True)
            os.replace(staging / name, out_dir / relative)
        written = {relative.as_posix() for relative in targets.values()}
        marker_tmp = staging / SITE_MARKER
        marker_tmp.write_text(MARKER_HEADER + "".join(f"{n}\n" for n in sorted(written)), "utf-8")
        os.replace(marker_tmp, out_dir / SITE_MARKER)
        for stale in sorted(owned - written):
            with contextlib.suppress(FileNotFoundError):
                (out_dir / stale).unlink()
        _remove_empty_folders(out_dir)
    except OSError as exc:
        raise BuildError(f"cannot write the site to {out_dir}: {exc.strerror or exc}") from exc
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _refuse_foreign(out_dir: Path) -> NoReturn:
    """The usage error for an --out that holds files the report didn't write (or is no folder)."""
    foreign = sorted(_site_files(out_dir) - _listed(out_dir))[:1] if out_dir.is_dir() else []
    what = f" (it holds {foreign[0]})" if foreign else ""
    raise UsageError(
        f"refusing to write the site into {out_dir}: it holds files the report didn't write{what}"
    )


def _listed(out_dir: Path) -> set[str]:
    marker = out_dir / SITE_MARKER
    if not marker.is_file():
        return set()
    return set(marker.read_text(encoding="utf-8", errors="replace").splitlines()[1:])


def _remove_leftovers(out_dir: Path) -> None:
    """What a killed report left: its staging folder inside out_dir, or (older versions) the
    .<name>.<token>.building/.old folders beside it."""
    if out_dir.is_dir():
        for leftover in out_dir.glob(f"{STAGING_PREFIX}*"):
            shutil.rmtree(leftover, ignore_errors=True)
    pattern = re.compile(_OLD_STAGING.format(name=re.escape(out_dir.name)))
    with contextlib.suppress(OSError):
        for leftover in out_dir.parent.iterdir():
            if pattern.match(leftover.name) and leftover.is_dir() and not leftover.is_symlink():
                shutil.rmtree(leftover, ignore_errors=True)


def _remove_empty_folders(out_dir: Path) -> None:
    for folder in sorted((p for p in out_dir.rglob("*") if p.is_dir()), reverse=True):
        with contextlib.suppress(OSError):
            folder.rmdir()  # only succeeds when empty


def _write_files(
    root: Path,
    pages: Iterable[tuple[str, str]],
    assets: Iterable[tuple[str, bytes]],
    tick: Callable[[int], None] | None,
) -> None:
    made: set[Path] = set()
    files = [*((n, c.encode("utf-8")) for n, c in pages), *assets]
    for count, (name, content) in enumerate(files, start=1):
        path = root / name
        if path.parent not in made:
            path.parent.mkdir(parents=True, exist_ok=True)
            made.add(path.parent)
        path.write_bytes(content)
        if tick:
            tick(count)
