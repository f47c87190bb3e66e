"""What the `mtg-protection` commands share: the Context the group's options make, and the
options several commands take, as reusable decorators (cli.py wires them to its commands).
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click
from rich.console import Console

from pipeline.paths import DATA_DIR_ENV, SITE_DIR_ENV, DataPaths
from pipeline.progress import ProgressHook, RichProgress
from pipeline.vocabulary import ANSWER_KINDS, FORMATS, PERSPECTIVES, SCRYFALL_BULK_TYPES

F = TypeVar("F", bound=Callable[..., Any])


class Context:
    def __init__(self, data_dir: str | None, quiet: bool, debug: bool):
        self.paths = DataPaths.resolve(data_dir)
        self.quiet = quiet
        self.debug = debug
        width = console_width()
        self.err = Console(stderr=True, quiet=quiet, width=width)
        self.out = Console(width=width)

    def progress(self) -> RichProgress | ProgressHook:
        return ProgressHook() if self.quiet else RichProgress(self.err)


# The narrowest the output is laid out for: a narrower terminal wraps the lines, rather than
# every column being cut to one character ("a…").
MIN_COLUMNS = 60
FALLBACK_COLUMNS = 80


def console_width() -> int | None:
    """The width to lay output out for: None lets rich read the terminal and $COLUMNS as usual;
    a $COLUMNS below MIN_COLUMNS (0 made rich print nothing at all) or not a number is
    replaced by the terminal's real width, else FALLBACK_COLUMNS, never below MIN_COLUMNS."""
    value = os.environ.get("COLUMNS")
    if value is None:
        return None
    try:
        columns = int(value)
    except ValueError:
        columns = 0
    if columns >= MIN_COLUMNS:
        return None
    try:
        real = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
    except (AttributeError, OSError, ValueError):
        real = FALLBACK_COLUMNS
    return max(MIN_COLUMNS, real if columns < 1 else columns)


DATA_DIR_HELP = f"Where downloads and the database live (default ./data, or ${DATA_DIR_ENV})."


def _late_data_dir(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    """--data-dir given after the command name overrides the one before it (or the default)."""
    context = ctx.find_object(Context)
    if value is not None and context is not None:
        context.paths = DataPaths.resolve(value)


def data_dir_option() -> click.Option:
    """--data-dir after a command's name: it overrides the group's (or the default)."""
    return click.Option(
        ["--data-dir"],
        type=click.Path(file_okay=False),
        expose_value=False,
        callback=_late_data_dir,
        help=DATA_DIR_HELP,
    )


class DataDirGroup(click.Group):
    """A group whose every command takes --data-dir too, as sqlite-utils and the DuckDB CLI
    take their database wherever it is written (`mtg-protection sql --data-dir d "..."`): the
    option is attached when a command is added to the group, so no command can lack it."""

    def add_command(self, cmd: click.Command, name: str | None = None) -> None:
        if not any("--data-dir" in p.opts for p in cmd.params):
            cmd.params.append(data_dir_option())
        super().add_command(cmd, name)


def existing_folder(ctx: click.Context, param: click.Parameter, value: Path | None) -> Path | None:
    """--out FILE: its folder must exist (a typo must not become a traceback or a new tree)."""
    if value is not None and not value.resolve().parent.is_dir():
        raise click.BadParameter(f"the folder {value.parent} does not exist", ctx, param)
    return value


def _seconds(ctx: click.Context, param: click.Parameter, value: float) -> float:
    """--wait: a finite number of seconds, 0 or more (the lock reads a negative timeout as
    "forever", and NaN breaks every comparison)."""
    if not math.isfinite(value) or value < 0:
        raise click.BadParameter(f"{value} is not a number of seconds, 0 or more", ctx, param)
    return value


def source_options(func: F) -> F:
    """The options that choose and configure a data source (refresh and run)."""
    decorators = [
        click.option(
            "--source",
            default="scryfall",
            show_default=True,
            help="scryfall, mtgjson, sample, a URL, or a path to a file or mirror folder.",
        ),
        click.option(
            "--bulk-type",
            type=click.Choice(SCRYFALL_BULK_TYPES),
            default="default_cards",
            show_default=True,
            help="Which Scryfall bulk file to use.",
        ),
        click.option("--force", is_flag=True, help="Rebuild even when upstream is unchanged."),
        click.option(
            "--wait",
            type=float,
            callback=_seconds,
            default=0.0,
            show_default=True,
            help="Seconds to wait for another refresh to finish before giving up (exit 6).",
        ),
        click.option(
            "--include-extras",
            is_flag=True,
            help="Also load planes, schemes and vanguards (tokens and art cards never load).",
        ),
        click.option("--scryfall-url", default="https://api.scryfall.com", hidden=True),
        click.option("--mtgjson-url", default="https://mtgjson.com/api/v5/", hidden=True),
    ]
    for decorator in reversed(decorators):
        func = decorator(func)
    return func


def lang_option(func: F) -> F:
    """--lang: show card names in a printed language as well (Scryfall codes: it, ru, de, ...)."""
    return click.option(
        "--lang",
        default=None,
        metavar="CODE",
        help="Also show card names in this printed language (it, ru, de, fr, es, pt, ja, ...).",
    )(func)


def format_option(func: F) -> F:
    """--format NAME: only cards legal (or restricted) in that format count; an unknown name
    is a usage error (exit 2) that lists the known ones."""
    return click.option(
        "--format",
        "fmt",
        type=click.Choice(FORMATS, case_sensitive=False),
        default=None,
        metavar="FORMAT",
        help=f"Only cards legal or restricted in this format ({', '.join(FORMATS)}).",
    )(func)


def interaction_option(help_text: str) -> Callable[[F], F]:
    """--interaction X: one of the seven interactions (the DEBT four, sweep, edict, counter)."""
    return click.option(
        "--interaction", type=click.Choice(ANSWER_KINDS), default=None, help=help_text
    )


def perspective_option(func: F) -> F:
    """--perspective: whose sources count (two players by default, 702.16k)."""
    return click.option(
        "--perspective",
        type=click.Choice(PERSPECTIVES),
        default="opponent",
        show_default=True,
        help="opponent: the sources are the protected card's opponent's (decides protection "
        "from the chosen player or each opponent); any: any controller, the general reading.",
    )(func)


def report_options(func: F) -> F:
    """--out: the folder the site is written to."""
    return click.option(
        "--out",
        type=click.Path(file_okay=False, path_type=Path),
        default=None,
        help=f"Where to write the site, made if missing (default ./reports/site, or ${SITE_DIR_ENV}).",
    )(func)
