"""Lookup results on a terminal. Query results (`sql`): a table when it fits the width, else one
record per block (as psql's expanded display), so headers and dates are never cut at 80
columns. The other read-only commands' results (`check`, `answers`, `deck`, `status`,
`changes`): the text their --json option gives as a document."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text


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


def print_check(out: Console, result: dict[str, Any]) -> None:
    """`check`: the pair, the protections, the four DEBT verdicts, then the rulings."""
    out.print(
        f"{_both_names(result['source'])} vs {_both_names(result['protected'])}", highlight=False
    )
    for text in result["protections"]:
        out.print(f"  protection: {text}", highlight=False)
    table = Table("", "verdict", "rule", "reason")
    for interaction, verdict in result["interactions"].items():
        table.add_row(interaction, verdict["verdict"], verdict["rule"], verdict["reason"])
    out.print(table)
    names = {card["oracle_id"]: card["name"] for card in (result["source"], result["protected"])}
    _print_rulings(out, result["rulings"], names)


def print_answers(
    out: Console,
    result: dict[str, Any],
    names: dict[str, str],
    *,
    fmt: str | None,
    perspective: str,
    limit: int,
) -> None:
    """`answers`: each kind's answers with its total, then the rulings (`names` names their
    cards)."""
    where = f" in {fmt}" if fmt else ""
    side = "from the opponent's side" if perspective == "opponent" else "from any controller"
    out.print(f"Answers to {_both_names(result['protected'])}{where}, {side}", highlight=False)
    table = Table("interaction", "source", "verdict", "rule", "reason")
    for kind, group in result["answers"].items():
        for i, source in enumerate(group["sources"]):
            label = f"{kind}\n{len(group['sources'])} of {group['total']:,}" if i == 0 else ""
            table.add_row(
                label,
                _both_names(source, bold=False),
                source["verdict"],
                source["rule"],
                source["reason"],
            )
    out.print(table)
    totals = ", ".join(f"{k} {g['total']:,}" for k, g in result["answers"].items())
    out.print(f"totals: {totals}", highlight=False)
    if any(len(g["sources"]) < g["total"] for g in result["answers"].values()):
        out.print(f"(at most {limit} per kind; --limit 0 shows all)", highlight=False)
    _print_rulings(out, result["rulings"], names)


def print_deck(out: Console, result: dict[str, Any], fmt: str | None) -> None:
    """`deck`: how many protected cards the deck answers, the unanswered ones first."""
    protected = result["protected"]
    where = f" legal in {fmt}" if fmt else ""
    out.print(
        f"{result['deck']['n_cards']} known cards answer "
        f"{len(protected) - len(result['unanswered'])} of {len(protected)} protected cards{where}",
        highlight=False,
    )
    table = Table("protected card", "answered", "answered by")
    for card in sorted(protected, key=lambda p: (p["answered"], p["name"])):
        table.add_row(
            card["name"],
            "yes" if card["answered"] else "[bold]no[/]",
            "; ".join(
                f"{kind}: {_first_names(names)}" for kind, names in card["answers"].items() if names
            ),
        )
    out.print(table)


def _print_rulings(out: Console, rulings: list[dict[str, Any]], names: dict[str, str]) -> None:
    """The official rulings that bear on the question, after the verdicts."""
    if rulings:
        out.print("Official rulings:", highlight=False)
    for ruling in rulings:
        out.print(
            f"  {ruling['published_at']}  [bold]{names[ruling['oracle_id']]}[/]: {ruling['text']}",
            highlight=False,
        )


def _first_names(names: list[str], n: int = 3) -> str:
    shown = ", ".join(names[:n])
    return f"{shown} +{len(names) - n}" if len(names) > n else shown


def _both_names(card: dict[str, str], *, bold: bool = True) -> str:
    """'English name' or 'Printed name (English name)' when a language was asked for."""
    printed = card.get("printed_name")
    name = f"[bold]{printed or card['name']}[/]" if bold else (printed or card["name"])
    return f"{name} ({card['name']})" if printed else name
