"""Query results on a terminal: a table when it fits the width, else one record per block (as
psql's expanded display), so headers and dates are never cut at 80 columns."""

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
