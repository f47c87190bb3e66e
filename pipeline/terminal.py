"""Lookup results on a terminal. Query results (`sql`): a table when it fits the width, else one
record per block (as psql's expanded display), so headers and dates are never cut at 80
columns. The other read-only commands' results (`check`, `answers`, `deck`, `status`,
`changes`): the text their --json option gives as a document."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from pipeline.lookup.contracts import (
    AnswersResult,
    CheckResult,
    DeckResult,
    ExplainResult,
    TracePath,
    TraceProtection,
)
from pipeline.vocabulary import DEBT_KINDS, AnswerHow

HOW_LABELS: dict[str, str] = AnswerHow.labels()


def cell(value: Any) -> str:
    """A value as the table shows it: NULL blank, a whole number without '.0' (mana value 5)."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _table_width(columns: Sequence[str], rows: Sequence[Sequence[str]]) -> int:
    """The width rich needs to show every cell on one line: the widest cell of each column,
    plus a border and one space of padding on each side per column."""
    widths = [
        max([len(name), *(max(map(len, row[i].splitlines() or [""])) for row in rows)])
        for i, name in enumerate(columns)
    ]
    return sum(widths) + 3 * len(columns) + 1


def print_rows(console: Console, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
    texts = [[cell(v) for v in row] for row in rows]
    if _table_width(columns, texts) <= console.width:
        table = Table(*columns)
        for row in texts:
            table.add_row(*row)
        console.print(table)
        return
    label = max(map(len, columns), default=0)
    for number, row in enumerate(texts, 1):
        console.print(Text(f"-[ row {number} ]".ljust(label + 3, "-")), highlight=False)
        for name, value in zip(columns, row, strict=True):
            console.print(Text(f"{name.ljust(label)} | {value}"), highlight=False)
    if not texts:
        console.print(Text(f"(no rows; columns: {', '.join(columns)})"), highlight=False)


# --- the lookups' results (check, answers, deck, status, changes) ---------------------------

CHANGES_SHOWN_MOVES = 5  # `changes` lists the largest DEBT count moves of each refresh


def print_status(out: Console, info: dict[str, Any]) -> None:
    """`status`: one line per fact, then the recent refreshes as a table."""
    for key, value in info.items():
        if key != "recent_refreshes":
            out.print(f"[bold]{key}[/]: {value}", highlight=False)
    table = Table(
        "finished_at", "source", "version", "outcome", "message", title="recent refreshes"
    )
    for row in info["recent_refreshes"]:
        table.add_row(
            *(
                str(row.get(k) or "")
                for k in ("finished_at", "source", "upstream_version", "outcome", "message")
            )
        )
    out.print(table)


def print_changes(out: Console, rows: list[dict[str, Any]]) -> None:
    """`changes`: what each built refresh changed, newest first."""
    for row in rows:
        version = f" (version {row['upstream_version']})" if row["upstream_version"] else ""
        out.print(f"[bold]{row['finished_at']}[/] {row['source']}{version}", highlight=False)
        if row["is_first_build"]:
            out.print(
                f"  first build: {row['n_cards']:,} cards, {row['n_protections']:,} protection "
                "rows (nothing to compare with)",
                highlight=False,
            )
            continue
        for key, label in (
            ("cards_added", "cards added"),
            ("cards_removed", "cards removed"),
            ("text_changed", "oracle text changed"),
        ):
            out.print(f"  {label} ({len(row[key])}): {', '.join(row[key])}", highlight=False)
        for key, label in (
            ("protection_added", "protection added"),
            ("protection_removed", "protection removed"),
        ):
            items = ", ".join(f"{p['name']} ({p['quality']})" for p in row[key])
            out.print(f"  {label} ({len(row[key])}): {items}", highlight=False)
        moves = row["debt_moves"]
        if row["n_debt_moves"] is None:
            out.print("  DEBT counts: not compared (the build replaced kept none)")
        else:
            cards = len({m["oracle_id"] for m in moves})
            out.print(
                f"  DEBT counts moved: {len(moves):,} (card, scope, interaction, verdict) counts "
                f"of {cards:,} protected cards",
                highlight=False,
            )
            for m in moves[:CHANGES_SHOWN_MOVES]:
                out.print(
                    f"    {m['name']}: {m['interaction']} {m['verdict']} ({m['scope']}) "
                    f"{m['n_before']:,} -> {m['n_after']:,}",
                    highlight=False,
                )


def print_check(out: Console, result: CheckResult) -> None:
    """`check`: the pair, the protections, every interaction in both readings with what the
    source then does to the card, then the rulings."""
    source = msgspec.structs.asdict(result.source)
    protected = msgspec.structs.asdict(result.protected)
    out.print(f"{_both_names(source)} vs {_both_names(protected)}", highlight=False)
    for text in result.protections:
        out.print(f"  protection: {text}", highlight=False)
    side = "the opponent's" if result.perspective == "opponent" else "any controller's"
    table = _wrapping_table(
        "", "verdict", "vs opponent", "outcome", "rule", f"reason ({side} reading)"
    )
    for interaction, verdict in result.interactions.items():
        table.add_row(
            interaction,
            verdict.verdict,
            verdict.verdict_vs_opponent,
            verdict.outcome or "",
            verdict.rule,
            verdict.reason,
        )
    out.print(table)
    names = {source["oracle_id"]: source["name"], protected["oracle_id"]: protected["name"]}
    _print_rulings(out, [msgspec.structs.asdict(r) for r in result.rulings], names)


def print_explain(out: Console, result: ExplainResult) -> None:
    """`explain`: per interaction, `check`'s verdict, then every path of the source the engine
    judged, the one that decided marked with >."""
    opponent = result.perspective == "opponent"
    out.print(
        f"{_both_names(msgspec.structs.asdict(result.source))} vs "
        f"{_both_names(msgspec.structs.asdict(result.protected))}",
        highlight=False,
    )
    for text in result.protections:
        out.print(f"  protection: {escape(text)}", highlight=False)
    side = "the opponent's" if opponent else "any controller's"
    for interaction, trace in result.interactions.items():
        verdict = trace.verdict
        out.print(
            f"\n[bold]{interaction}[/]: {verdict.verdict} (any controller), "
            f"{verdict.verdict_vs_opponent} (the opponent's); rule {verdict.rule}",
            highlight=False,
        )
        outcome = f"; outcome: {verdict.outcome}" if verdict.outcome else ""
        out.print(f"  why ({side} reading): {escape(verdict.reason)}{outcome}", highlight=False)
        if not trace.paths:
            continue
        table = _wrapping_table(
            "", "path", "capability", "acts as", "rank: any -> opponent", "protection"
        )
        for path in trace.paths:
            deciding = path.deciding_vs_opponent if opponent else path.deciding
            protection = path.protection_vs_opponent if opponent else path.protection
            table.add_row(
                ">" if deciding else "",
                path.path,
                escape(path.text),
                _acts_as(path),
                _ranks(path),
                _quality(protection),
            )
        out.print(table)


def _quality(protection: TraceProtection | None) -> str:
    """The quality that ranked a path, 'color: W' (the clause is printed above the tables)."""
    if protection is None:
        return ""
    value = f": {protection.quality_value}" if protection.quality_value else ""
    return escape(f"{protection.quality_kind}{value}")


def _acts_as(path: TracePath) -> str:
    """What acts and the characteristics the verdict compares: 'card: R Instant MV 1'."""
    parts = [
        "".join(path.colors) or "colorless",
        *path.supertypes,
        *path.types,
        *path.subtypes,
    ]
    if path.mana_value is not None:
        parts.append(f"MV {cell(path.mana_value)}")
    return f"{path.source_object}: {' '.join(parts)}"


def _ranks(path: TracePath) -> str:
    """'conditional -> prevented', 'not_applicable (flying)' or "doesn't reach it"."""
    if not path.reaches:
        return "doesn't reach it"
    ranks = f"{path.verdict} -> {path.verdict_vs_opponent or 'not_applicable (own only)'}"
    return f"{ranks} ({path.evasion})" if path.evasion else ranks


def print_answers(
    out: Console,
    result: AnswersResult,
    names: dict[str, str],
    *,
    limit: int | None,
) -> None:
    """`answers`: a one-line summary, the top answers ranked (how, mana value, speed, why), the
    ones that depend on play marked, then the rulings (`names` names their cards)."""
    protected = result.protected
    where = f" in {result.format}" if result.format else ""
    side = "from the opponent's side" if result.perspective == "opponent" else "from any controller"
    named = _both_names(msgspec.structs.asdict(protected))
    if result.scope != "self":  # what the card protects: "the creature Sword of ... protects"
        named = result.answers_to.replace(protected.name, named)
    out.print(f"Answers to {named}{where}, {side}", highlight=False)
    out.print(answers_summary(result), highlight=False)
    if result.scope == "player":
        out.print(
            "A player is no permanent: no card removes, neutralises or counters one.",
            highlight=False,
        )
    table = _wrapping_table("#", "answer", "how", "MV", "speed", "why")
    for n, answer in enumerate(result.answers, 1):
        how = HOW_LABELS[answer.how] + ("" if answer.sure else " [italic](depends)[/]")
        mana_value = "" if answer.mana_value is None else f"{answer.mana_value:g}"
        table.add_row(
            str(n),
            _both_names(msgspec.structs.asdict(answer), bold=False),
            how,
            mana_value,
            answer.speed,
            answer.reason,
        )
    out.print(table)
    n_all = result.totals.all + result.totals.depends
    if limit is not None and n_all > len(result.answers):
        out.print(f"(the top {limit} of {n_all:,}; --all shows every one)", highlight=False)
    out.print(
        "Ranked by how, then speed, the mana it takes (MV plus the cost of the ability that does"
        " it) and EDHREC rank (Commander popularity) to break ties.",
        highlight=False,
    )
    _print_rulings(out, [msgspec.structs.asdict(r) for r in result.rulings], names)


def answers_summary(result: AnswersResult) -> str:
    """ "41 answers in modern: 23 removal, 9 sweepers, 5 edicts, 4 counters; 7,392 other cards
    get past its protection without dealing with it"."""
    totals = result.totals
    kinds = {
        ("removal", "removal"): sum(n for via, n in totals.via.items() if via in DEBT_KINDS)
        - totals.how.get("combat", 0),
        ("in combat", "in combat"): totals.how.get("combat", 0),
        ("sweeper", "sweepers"): totals.via.get("sweep", 0),
        ("edict", "edicts"): totals.via.get("edict", 0),
        ("counter", "counters"): totals.via.get("counter", 0),
    }
    parts = ", ".join(_counted(n, *kind) for kind, n in kinds.items() if n)
    where = f" in {result.format}" if result.format else ""
    through = totals.through_only
    line = _counted(totals.all, "answer", "answers") + where + (f": {parts}" if parts else "")
    if totals.depends:
        line += f"; {_counted(totals.depends, 'more depends', 'more depend')} on play"
    return line + (
        f"; {_counted(through, 'other card gets', 'other cards get')} past its protection"
        " without dealing with it"
        if through
        else ""
    )


def _counted(n: int, one: str, many: str) -> str:
    """ "1 answer", "2,318 answers"."""
    return f"{n:,} {one if n == 1 else many}"


def print_deck(out: Console, result: DeckResult) -> None:
    """`deck`: how many protected cards the deck answers, the unanswered ones first, each
    answered one with its answers and how ("Swords to Plowshares: exiles it")."""
    protected = result.protected
    where = f" legal in {result.format}" if result.format else ""
    out.print(
        f"{result.deck.n_cards} known cards answer "
        f"{len(protected) - len(result.unanswered)} of {len(protected)} protected cards{where}",
        highlight=False,
    )
    table = _wrapping_table("protected card", "answered", "answered by")
    for card in sorted(protected, key=lambda p: (p.answered, p.name)):
        shown = [f"{a.name}: {HOW_LABELS[a.how]}" for a in card.answers[:3]]
        if len(card.answers) > 3:
            shown.append(f"+{len(card.answers) - 3} more")
        table.add_row(card.name, "yes" if card.answered else "[bold]no[/]", "; ".join(shown))
    out.print(table)


def _wrapping_table(*headers: str) -> Table:
    """A table whose cells wrap, long words folded, never cut short with an ellipsis."""
    table = Table()
    for header in headers:
        table.add_column(header, overflow="fold")
    return table


def _print_rulings(out: Console, rulings: list[dict[str, Any]], names: dict[str, str]) -> None:
    """The official rulings that bear on the question, after the verdicts."""
    if rulings:
        out.print("Official rulings:", highlight=False)
    for ruling in rulings:
        out.print(
            f"  {ruling['published_at']}  [bold]{names[ruling['oracle_id']]}[/]: {ruling['text']}",
            highlight=False,
        )


def _both_names(card: dict[str, str], *, bold: bool = True) -> str:
    """'English name' or 'Printed name (English name)' when a language was asked for."""
    printed = card.get("printed_name")
    name = f"[bold]{printed or card['name']}[/]" if bold else (printed or card["name"])
    return f"{name} ({card['name']})" if printed else name
