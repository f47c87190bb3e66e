"""The seeds' history claims, checked against the data: each claim quoted in its seed's
language with a translation, the numbers that test it, and a verdict computed from them
with the thresholds the history page states. With `report --lang it` the page leads with the
Italian seed's words; with `--lang ru` it quotes the Russian seed's wording of the rules.
"""

from __future__ import annotations

import tomllib
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from pipeline.report.common import (
    RARITIES,
    Cell,
    EraRow,
    Row,
    Table,
    num,
    percent,
    ratio_cell,
    share,
)
from pipeline.report.names import Names
from pipeline.report.rows import (
    CoreSetRarityRow,
    EarliestProtectedRow,
    EraRarityRow,
    typed_rows,
)
from pipeline.vocabulary import Rarity

# --------------------------------------------------------------------------- the seeds' claims

# Thresholds the history page states; the verdicts follow from them and the numbers.
# "Dropped" (claim b): no protected card in the era's core sets. The game as a whole dropped it
# too only if the share of new cards with protection fell to at most this fraction of the
# previous era's share.
DROPPED_SHARE_RATIO = 0.5
# "Much rarer" (claim d): the share of new cards with protection after Magic Origins is at most
# MUCH_RARER_RATIO of the share before; between that and RARER_RATIO it is rarer, not much rarer.
MUCH_RARER_RATIO = 0.5
RARER_RATIO = 0.9
# "Higher rarities" (claim c): rare and mythic; "the other rarities": common and uncommon.
HIGHER_RARITIES = (Rarity.RARE, Rarity.MYTHIC)
LOWER_RARITIES = (Rarity.COMMON, Rarity.UNCOMMON)

# The claims' quotations, the seeds' introductions and rules (the words, not the code).
_TEXTS = tomllib.loads(Path(__file__).with_name("claims.toml").read_text(encoding="utf-8"))
SEED_IT: str = _TEXTS["seeds"]["it"]
SEED_RU: str = _TEXTS["seeds"]["ru"]
CITATIONS: dict[str, str] = {
    _TEXTS["seeds"][seed]: citation for seed, citation in _TEXTS["citations"].items()
}


@dataclass(frozen=True)
class Claim:
    """One history claim of the seeds, quoted in the seed's language, and what tests it."""

    key: str
    title: str
    quote: str
    language: str
    seed: str
    translation: str
    eras: tuple[str, ...]
    sets: tuple[str, ...]
    test: str
    seed_title: str = ""  # the title in the seed's language, for the page in that language

    @property
    def citation(self) -> str:
        return CITATIONS[self.seed]


_THRESHOLDS = {
    "dropped_share_ratio": DROPPED_SHARE_RATIO,
    "much_rarer_ratio": MUCH_RARER_RATIO,
    "rarer_ratio": RARER_RATIO,
}
CLAIMS: tuple[Claim, ...] = tuple(
    Claim(
        key=c["key"],
        title=c["title"],
        quote=c["quote"],
        language=c["language"],
        seed=_TEXTS["seeds"][c["seed"]],
        translation=c["translation"],
        eras=tuple(c["eras"]),
        sets=tuple(c["sets"]),
        test=c["test"].format(**_THRESHOLDS),
        seed_title=c["seed_title"],
    )
    for c in _TEXTS["claim"]
)


# The history page in the seeds' languages (report --lang it / ru): an introduction in that
# language, and for Russian, the Russian seed's own words. The Russian seed explains the rules
# and makes no claim about history, so the claims checked stay the Italian seed's.
SEED_INTRO: dict[str, tuple[str, str]] = {
    # (the introduction in the seed's language, an English note the page's English lede lacks)
    lang: (intro["text"], intro["note"])
    for lang, intro in _TEXTS["intro"].items()
}


@dataclass(frozen=True)
class SeedRule:
    """A rule as a seed quotes it: its own language and the seed's English text of it."""

    rule: str  # the seed's number (702.14x; 702.16x today)
    quote: str
    language: str
    seed: str
    english: str

    @property
    def citation(self) -> str:
        return CITATIONS[self.seed]

    @property
    def today(self) -> str:
        return self.rule.replace("702.14", "702.16")


# The Russian seed's rules 702.14, each quoted as the seed prints it (its line breaks joined),
# with the English text the seed gives beside it.
SEED_RULES_RU: tuple[SeedRule, ...] = tuple(
    SeedRule(r["rule"], r["quote"], "ru", SEED_RU, r["english"]) for r in _TEXTS["seed_rule"]
)


@dataclass(frozen=True)
class Verdict:
    outcome: str  # agrees | partly | disagrees | unknown
    because: str

    @property
    def sentence(self) -> str:
        lead = {
            "agrees": "The data agrees",
            "partly": "The data partly agrees",
            "disagrees": "The data disagrees",
        }.get(self.outcome, "The data cannot tell")
        return f"{lead}, because {self.because}."


@dataclass(frozen=True)
class ClaimResult:
    claim: Claim
    verdict: Verdict
    facts: list[tuple[str, str]]
    tables: list[Table]


def _names(names: Iterable[str], limit: int = 4) -> str:
    names = sorted(set(names))
    shown = ", ".join(names[:limit])
    return shown + (f" and {len(names) - limit} more" if len(names) > limit else "")


def verdict_introduced(earliest: list[EarliestProtectedRow]) -> Verdict:
    """Claim a: the earliest protected cards are first printed in the first era's first set."""
    if not earliest:
        return Verdict("unknown", "no card in the database has protection")
    first = earliest[0]
    alpha = first.era_first_set
    if not first.era_first_set_loaded:
        return Verdict("unknown", f"the database has no {alpha} set to compare with")
    if first.first_released_at is not None and first.first_released_at < first.era_starts_on:
        return Verdict(
            "disagrees",
            f"{first.name} ({first.first_set_code}, {first.first_released_at}) "
            f"has protection and is older than {alpha}",
        )
    in_alpha = [r.name for r in earliest if r.first_set_code == alpha]
    if in_alpha:
        return Verdict(
            "agrees",
            f"the first cards with protection ({_names(in_alpha)}) were first printed in "
            f"{alpha}, the first set, and none is older",
        )
    return Verdict(
        "disagrees",
        f"no protected card comes from {alpha}; the first is {first.name} "
        f"({first.first_set_code}, {first.first_released_at})",
    )


def _core_protected(core: list[CoreSetRarityRow], eras: Iterable[str]) -> list[str]:
    wanted = set(eras)
    return [name for r in core if r.era in wanted for name in r.protected_names]


def _era(eras: list[EraRow], name: str) -> EraRow | None:
    return next((e for e in eras if e.era == name), None)


def _ratio(now: EraRow, prev: EraRow) -> Fraction:
    """now's share of new protected cards over prev's, exactly (no float rounding at a threshold)."""
    return Fraction(now.n_new_protected * prev.n_new_cards, now.n_new_cards * prev.n_new_protected)


def _at_most(ratio: Fraction, threshold: float) -> bool:
    return ratio <= Fraction(str(threshold))


def verdict_dropped(
    core: list[CoreSetRarityRow], eras: list[EraRow], era: str, before: str
) -> Verdict:
    """Claim b: no protected card in the era's core sets; did the whole game drop it too?"""
    now, prev = _era(eras, era), _era(eras, before)
    core_sets = sorted({r.set_code for r in core if r.era == era})
    if not core_sets or now is None or prev is None:
        return Verdict("unknown", f"the database has no core set of the {era} era")
    names = _core_protected(core, [era])
    sets_text = ", ".join(core_sets)
    if names:
        return Verdict(
            "disagrees",
            f"the core sets of the era ({sets_text}) still print {len(set(names))} protected "
            f"card(s): {_names(names)}",
        )
    if now.share is None or prev.share is None or prev.share == 0:
        return Verdict("partly", f"no core set of the era ({sets_text}) prints a protected card")
    ratio = _ratio(now, prev)
    if _at_most(ratio, DROPPED_SHARE_RATIO):
        return Verdict(
            "agrees",
            f"no core set of the era ({sets_text}) prints a protected card, and the share of "
            f"new cards with protection fell from {prev.share_text} to {now.share_text}",
        )
    return Verdict(
        "partly",
        f"no core set of the era ({sets_text}) prints a protected card, but protection stayed "
        f"in the game: {now.share_text} of the era's new cards have it ({prev.share_text} "
        f"before; {float(ratio):.2f} times the earlier share, above the {DROPPED_SHARE_RATIO:.0%} "
        "threshold)",
    )


def verdict_reintroduced(core: list[CoreSetRarityRow], first_set: str) -> Verdict:
    """Claim c: the era's first core set prints protection only at rare/mythic; later core
    sets print it at common and uncommon again."""
    at_first = [r for r in core if r.set_code == first_set]
    if not at_first:
        return Verdict("unknown", f"the database has no {first_set} set")
    released = at_first[0].released_at
    high = [n for r in at_first if r.rarity in HIGHER_RARITIES for n in r.protected_names]
    low = [n for r in at_first if r.rarity not in HIGHER_RARITIES for n in r.protected_names]
    if not high and not low:
        return Verdict("disagrees", f"{first_set} prints no card with protection")
    if low:
        return Verdict(
            "disagrees",
            f"{first_set} also prints protected cards below rare ({_names(low)})",
        )
    later: dict[str, list[str]] = {}
    for r in core:
        newer = r.released_at is not None and released is not None and r.released_at > released
        if newer and r.rarity in LOWER_RARITIES and r.protected_names:
            later.setdefault(r.rarity, []).append(r.set_code)
    first_text = f"{first_set} prints protection only at rare or mythic ({_names(high)})"
    if all(rarity in later for rarity in LOWER_RARITIES):
        back = "; ".join(f"{rarity}s from {later[rarity][0]}" for rarity in LOWER_RARITIES)
        return Verdict("agrees", f"{first_text}, and later core sets bring it back: {back}")
    if later:
        found = "; ".join(f"{rarity}s from {sets[0]}" for rarity, sets in later.items())
        missing = ", ".join(f"{r}s" for r in LOWER_RARITIES if r not in later)
        return Verdict(
            "partly",
            f"{first_text}; later core sets bring back {found}, but no later core set prints "
            f"protected {missing}",
        )
    return Verdict(
        "partly",
        f"{first_text}, but no later core set prints a protected common or uncommon",
    )


def verdict_rarer(eras: list[EraRow], era: str, before: str) -> Verdict:
    """Claim d: the share of new protected cards from the era on, against the era before."""
    now, prev = _era(eras, era), _era(eras, before)
    if now is None or prev is None or now.share is None or prev.share is None:
        return Verdict("unknown", f"the database has no new cards in the {before} or {era} era")
    if prev.share == 0:
        return Verdict("unknown", f"no new card of the {before} era has protection")
    ratio = _ratio(now, prev)
    change = (
        f"the share of new cards with protection went from {prev.share_text} ({before}) to "
        f"{now.share_text} ({era}), {float(ratio):.2f} times the earlier share"
    )
    if _at_most(ratio, MUCH_RARER_RATIO):
        return Verdict("agrees", f"{change}, at most {MUCH_RARER_RATIO:.0%}")
    if ratio < Fraction(str(RARER_RATIO)):
        return Verdict(
            "partly", f"{change}: rarer, but not below the {MUCH_RARER_RATIO:.0%} threshold"
        )
    return Verdict("disagrees", f"{change}, not below {RARER_RATIO:.0%}")


def core_rarity_table(
    core: list[CoreSetRarityRow], eras: Iterable[str], *, new: bool, caption: str
) -> Table:
    """Core sets of the eras by rarity: protected / all cards, printed there or new there."""
    wanted = set(eras)
    by_set: dict[str, dict[str, CoreSetRarityRow]] = defaultdict(dict)
    meta: dict[str, CoreSetRarityRow] = {}
    for r in core:
        if r.era in wanted:
            by_set[r.set_code][r.rarity] = r
            meta.setdefault(r.set_code, r)
    rarities = [x for x in RARITIES if any(x in rows for rows in by_set.values())]
    part, whole = ("n_new_protected", "n_new_cards") if new else ("n_protected", "n_cards")
    rows = []
    for code, per_rarity in by_set.items():
        if new and not any(r.n_new_cards for r in per_rarity.values()):
            continue  # a reprint-only core set has no new cards to count
        m = meta[code]
        row = [
            Cell(code, code),
            Cell(m.set_name),
            Cell(str(m.released_at), str(m.released_at)),
        ]
        for rarity in rarities:
            cell = per_rarity.get(rarity)
            cells = (getattr(cell, part), getattr(cell, whole)) if cell else None
            row.append(ratio_cell(*cells) if cells else Cell("–", -1, css="num"))
        rows.append(row)
    return Table(caption, ("set", "name", "released", *rarities), rows, "core-sets")


def era_rarity_table(
    era_rarity: list[EraRarityRow], eras: Sequence[str], *, caption: str, by_rarity: bool = True
) -> Table:
    """New cards per era (core sets vs other sets), protected / all, optionally by rarity."""
    totals: dict[tuple[str, bool, str], list[int]] = defaultdict(lambda: [0, 0])
    for r in era_rarity:
        if r.era in eras:
            rarity = r.rarity if by_rarity else "all"
            cell = totals[(r.era, r.is_core, rarity)]
            cell[0] += r.n_new_protected
            cell[1] += r.n_new_cards
    rarities = [x for x in RARITIES if any(k[2] == x for k in totals)] if by_rarity else ["all"]
    rows = []
    for era in eras:
        for is_core in (True, False):
            row = [Cell(era, list(eras).index(era)), Cell("core sets" if is_core else "other sets")]
            for rarity in rarities:
                p, n = totals.get((era, is_core, rarity), [0, 0])
                row.append(ratio_cell(p, n))
                row.append(Cell(percent(p, n), share(p, n) or 0.0, css="num"))
            rows.append(row)
    headers = ["era", "sets"]
    for rarity in rarities:
        headers += [f"{rarity}: protected / new", f"{rarity} share"]
    return Table(caption, tuple(headers), rows, "era-rarity")


@dataclass(frozen=True)
class Evidence:
    """The report rows the claims are judged on, typed (report/rows.py)."""

    earliest: list[EarliestProtectedRow]
    core: list[CoreSetRarityRow]
    era_rarity: list[EraRarityRow]
    eras: list[EraRow]
    name_cell: Callable[[EarliestProtectedRow], Cell]

    @property
    def era_names(self) -> list[str]:
        return [e.era for e in self.eras]


Judged = tuple[Verdict, list[tuple[str, str]], list[Table]]


def judge_introduced(claim: Claim, ev: Evidence) -> Judged:
    """Claim a: introduced in Limited Edition Alpha."""
    earliest = Table(
        "The first cards with protection (self scope, Un-cards left out)",
        ("card", "first set", "first printed"),
        [
            [
                ev.name_cell(r),
                Cell(f"{r.first_set_code} ({r.first_set_name})"),
                Cell(str(r.first_released_at), str(r.first_released_at)),
            ]
            for r in ev.earliest
        ],
        "earliest",
    )
    core = core_rarity_table(
        ev.core,
        claim.eras,
        new=True,
        caption="Core sets of the first era: new cards with protection / new cards",
    )
    return verdict_introduced(ev.earliest), [], [earliest, core]


def judge_dropped(claim: Claim, ev: Evidence) -> Judged:
    """Claim b: dropped from the core game with Sixth Edition."""
    era, before = claim.eras[1], claim.eras[0]
    n_protected = len(set(_core_protected(ev.core, [era])))
    facts = [("protected cards printed in the era's core sets", str(n_protected))]
    tables = [
        core_rarity_table(
            ev.core,
            claim.eras,
            new=False,
            caption="Core sets: cards with protection / cards printed, by rarity",
        ),
        era_rarity_table(
            ev.era_rarity,
            claim.eras,
            by_rarity=False,
            caption="New cards with protection: core sets vs other sets",
        ),
    ]
    return verdict_dropped(ev.core, ev.eras, era, before), facts, tables


def judge_reintroduced(claim: Claim, ev: Evidence) -> Judged:
    """Claim c: back with Ninth Edition at the higher rarities, later at all of them."""
    era, era_names = claim.eras[0], ev.era_names
    first_set = next((e.first_set for e in ev.eras if e.era == era), claim.sets[0])
    later_eras = era_names[era_names.index(era) :] if era in era_names else [era]
    earlier = era_names[era_names.index(era) - 1 : era_names.index(era)] if era in era_names else []
    tables = [
        core_rarity_table(
            ev.core,
            [*earlier, *later_eras],
            new=False,
            caption="Core sets: cards with protection / cards printed, by rarity",
        ),
        core_rarity_table(
            ev.core,
            [*earlier, *later_eras],
            new=True,
            caption="Core sets: NEW cards with protection / new cards, by rarity",
        ),
        era_rarity_table(
            ev.era_rarity,
            [*earlier, era],
            caption="New cards by rarity of their first printing",
        ),
    ]
    return verdict_reintroduced(ev.core, first_set), [], tables


def judge_rarer(claim: Claim, ev: Evidence) -> Judged:
    """Claim d: much rarer after Magic Origins."""
    era, before = claim.eras[1], claim.eras[0]
    era_table = Table(
        "New cards with protection, per era",
        ("era", "from", "first set", "new cards", "protected", "share"),
        [
            [
                Cell(e.era, i),
                Cell(str(e.starts_on)),
                Cell(e.first_set),
                num(e.n_new_cards),
                num(e.n_new_protected),
                Cell(e.share_text, e.share or 0.0, css="num"),
            ]
            for i, e in enumerate(ev.eras)
        ],
        "era-shares",
    )
    tables = [
        era_table,
        era_rarity_table(
            ev.era_rarity,
            ev.era_names,
            by_rarity=False,
            caption="New cards with protection per era: core sets vs other sets",
        ),
        era_rarity_table(
            ev.era_rarity,
            claim.eras,
            caption="New cards with protection by rarity of their first printing",
        ),
    ]
    return verdict_rarer(ev.eras, era, before), [], tables


# Each claim's judge, by the claim's key.
JUDGES: dict[str, Callable[[Claim, Evidence], Judged]] = {
    "a": judge_introduced,
    "b": judge_dropped,
    "c": judge_reintroduced,
    "d": judge_rarer,
}


def judge_claims(
    q: dict[str, list[Row]],
    eras: list[EraRow],
    hrefs: dict[str, str],
    names: Names | None = None,
) -> list[ClaimResult]:
    """Each claim with its verdict, the numbers behind it, and the tables that show them; with
    `names` (report --lang) the tables name cards as printed too (the verdicts stay English)."""

    def name_cell(r: EarliestProtectedRow) -> Cell:
        printed = names.of(r.oracle_id, r.name) if names else None
        return Cell(r.name, printed or r.name, hrefs.get(r.oracle_id), printed=printed)

    evidence = Evidence(
        earliest=typed_rows(q["earliest_protected"], EarliestProtectedRow),
        core=typed_rows(q["core_set_rarity"], CoreSetRarityRow),
        era_rarity=typed_rows(q["era_rarity"], EraRarityRow),
        eras=eras,
        name_cell=name_cell,
    )
    results = []
    for claim in CLAIMS:
        verdict, facts, tables = JUDGES[claim.key](claim, evidence)
        facts += [
            (
                f"share of new cards with protection, {e.era}",
                f"{e.share_text} ({e.n_new_protected:,} of {e.n_new_cards:,})",
            )
            for e in eras
            if e.era in claim.eras
        ]
        results.append(ClaimResult(claim, verdict, facts, tables))
    return results
