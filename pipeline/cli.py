"""The `mtg-protection` command line: thin commands over the library, one-line errors, exit codes.

Exit codes: 0 success (also "unchanged"), 1 unexpected internal error, 2 usage error,
3 source/network error, 4 bad input data, 5 database build error, 6 another refresh holds
the lock, 7 query refused or failed / unknown card, 8 no database yet.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import signal
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

from pipeline import __version__, interrupts
from pipeline.cli_options import (
    DATA_DIR_HELP,
    Context,
    DataDirGroup,
    F,
    existing_folder,
    format_option,
    interaction_option,
    lang_option,
    perspective_option,
    report_options,
    source_options,
)
from pipeline.errors import PipelineError, Terminated
from pipeline.lookup import query
from pipeline.lookup.schemas import CONTRACTS
from pipeline.outfile import DISK_ERRNOS, disk_error
from pipeline.paths import site_dir
from pipeline.progress import RichProgress, log_line
from pipeline.terminal import (
    print_answers,
    print_changes,
    print_check,
    print_deck,
    print_explain,
    print_rows,
    print_status,
)

if TYPE_CHECKING:
    from pipeline.store.refresh import RefreshResult


def env_flag(name: str) -> bool:
    """An environment flag: unset, '', '0', 'false', 'no' and 'off' mean false."""
    return os.environ.get(name, "").strip().lower() not in ("", "0", "false", "no", "off")


def handle_errors(func: F) -> F:
    """Turn PipelineErrors into one-line messages and their exit codes; never exit 0 on a crash."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        ctx = click.get_current_context().find_object(Context)
        try:
            try:
                return func(*args, **kwargs)
            except Exception as exc:
                _stopped_by_signal(exc)  # DuckDB's "Query interrupted" after SIGTERM/SIGINT
                raise
        except PipelineError as exc:
            if ctx and ctx.debug:
                raise
            click.echo(f"error: {exc}", err=True)
            sys.exit(exc.exit_code)
        except Terminated:
            click.echo("error: terminated", err=True)
            sys.exit(143)  # 128 + SIGTERM, as shells report it
        except KeyboardInterrupt:
            click.echo("error: interrupted", err=True)
            sys.exit(130)
        except click.ClickException:  # a usage error found by the command: OneLineErrors says it
            raise
        except BrokenPipeError:
            _reader_went_away()
        except OSError as exc:
            if exc.errno not in DISK_ERRNOS or (ctx and ctx.debug):
                _crash(exc, ctx)
            # a read-only or full filesystem (EROFS, ENOSPC) is the disk's fault, not a bug
            click.echo(f"error: {disk_error(exc, exc.filename or 'a file')}", err=True)
            sys.exit(5)
        except Exception as exc:
            _crash(exc, ctx)

    return wrapper  # type: ignore[return-value]


def _stopped_by_signal(exc: Exception) -> None:
    """A statement interrupted by SIGTERM or SIGINT fails as a DuckDB error (or the error
    a library wraps it in): it ends the program as the signal does, not as a bug."""
    code = interrupts.exit_code()
    if code is None:
        return
    if code == 128 + signal.SIGTERM:
        raise Terminated() from exc
    raise KeyboardInterrupt() from exc


def _crash(exc: Exception, ctx: Context | None) -> NoReturn:
    """An unexpected error: a bug, exit 1 (its traceback with --debug)."""
    if ctx and ctx.debug:
        raise exc
    click.echo(f"error: internal error: {type(exc).__name__}: {exc} (rerun with --debug)", err=True)
    sys.exit(1)


def _reader_went_away() -> None:
    """stdout's reader closed it (`... | head`): stop quietly, with the exit code of a process
    that SIGPIPE ended (128 + 13), and let nothing else try to write to the pipe."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    sys.exit(141)


class OneLineErrors(DataDirGroup):
    """Usage errors as one line on stderr ("error: ...", exit 2), like every other error,
    instead of click's usage block; scripts and cron logs read one line per failure."""

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, **extra)
        try:
            code = super().main(args, prog_name, complete_var, False, **extra)
        except click.UsageError as exc:
            where = f" (see `{exc.ctx.command_path} --help`)" if exc.ctx else ""
            click.echo(f"error: {exc.format_message()}{where}", err=True)
            sys.exit(exc.exit_code)
        except click.ClickException as exc:
            click.echo(f"error: {exc.format_message()}", err=True)
            sys.exit(exc.exit_code)
        except click.Abort:  # Ctrl-C while click itself was running (a prompt, parsing)
            click.echo("error: interrupted", err=True)
            sys.exit(130)
        sys.exit(code if isinstance(code, int) else 0)


@click.group(cls=OneLineErrors, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--data-dir",
    type=click.Path(file_okay=False),
    default=None,
    help=DATA_DIR_HELP,
)
@click.option(
    "-q",
    "--quiet",
    is_flag=True,
    default=None,
    help="Only errors (for cron); also MTG_PROTECTION_QUIET=1.",
)
@click.option("--debug", is_flag=True, help="Show tracebacks instead of one-line errors.")
@click.version_option(__version__, prog_name="mtg-protection")
@click.pass_context
def cli(ctx: click.Context, data_dir: str | None, quiet: bool | None, debug: bool) -> None:
    """Protection (CR 702.16) analysis of Magic: The Gathering card data.

    \b
    Example:
      mtg-protection run --source sample     # offline, on the bundled sample
      mtg-protection refresh                 # Scryfall bulk data, rebuild if changed
      mtg-protection sql "SELECT * FROM protection_by_era"
    """
    # The environment is read when the command runs, not when the module is imported.
    ctx.obj = Context(data_dir, env_flag("MTG_PROTECTION_QUIET") if quiet is None else quiet, debug)


def _do_refresh(ctx: Context, source: str, **options: Any) -> RefreshResult:
    from pipeline.sources import open_source
    from pipeline.store.refresh import record_failure, refresh

    force = options.pop("force")
    wait = options.pop("wait")
    now = datetime.now(UTC)
    try:
        provider = open_source(source, ctx.paths.raw, **options)
    except PipelineError as exc:  # e.g. a missing path: still a failed refresh, so log it
        record_failure(ctx.paths, now, source, str(exc))
        raise
    progress = ctx.progress()
    if isinstance(progress, RichProgress):
        with progress:
            result = refresh(
                ctx.paths, provider, now=now, force=force, wait=wait, progress=progress
            )
    else:
        result = refresh(ctx.paths, provider, now=now, force=force, wait=wait, progress=progress)
    _say_refresh(ctx, result)
    return result


def _say_refresh(ctx: Context, result: RefreshResult) -> None:
    if result.outcome == "unchanged":
        log_line(
            ctx.err,
            f"unchanged: {result.source} is still at {result.version or 'the same version'}",
        )
        return
    counts = ", ".join(f"{v:,} {k}" for k, v in result.counts.items())
    log_line(
        ctx.err,
        f"built {ctx.paths.database} from {result.source} in {result.duration_s:.1f}s: {counts}",
    )
    for reason, count in result.skipped.items():
        log_line(ctx.err, f"left out {count:,} records: {reason}")
    for warning in result.warnings:
        log_line(ctx.err, f"warning: {warning}")


@cli.command("refresh")
@source_options
@click.pass_obj
@handle_errors
def refresh_command(ctx: Context, source: str, **options: Any) -> None:
    """Fetch card data if it changed upstream and rebuild the database atomically.

    \b
    Example:
      mtg-protection refresh --source sample
      mtg-protection refresh --source mtgjson --force
      mtg-protection --quiet refresh --wait 600     # from cron
    """
    _do_refresh(ctx, source, **options)


def _do_report(
    ctx: Context, out: Path | None, lang: str | None = None, fmt: str | None = None
) -> None:
    from pipeline.report.site import build_site

    site = build_site(
        ctx.paths.database, site_dir(out), progress=ctx.progress(), lang=lang, fmt=fmt
    )
    log_line(ctx.err, f"wrote {site.n_pages:,} pages to {site.out_dir} in {site.duration_s:.1f}s")


@cli.command("report")
@report_options
@lang_option
@format_option
@click.pass_obj
@handle_errors
def report_command(ctx: Context, out: Path | None, lang: str | None, fmt: str | None) -> None:
    """Write the HTML reports (overview, history check, sets, eras, one page per protected card).

    With --lang, cards are named as printed in that language (the English name beside it) and
    the history page leads with the seed in that language. With --format, the cards, their
    pages and their answer lists keep only cards legal in that format (the history and era
    figures still count every card).

    \b
    Example:
      mtg-protection report
      mtg-protection report --out /var/www/protection
      mtg-protection report --lang it
      mtg-protection report --format modern --out modern-site
    """
    _do_report(ctx, out, lang, fmt)


@cli.command("run")
@source_options
@report_options
@lang_option
@format_option
@click.pass_obj
@handle_errors
def run_command(
    ctx: Context,
    source: str,
    out: Path | None,
    lang: str | None,
    fmt: str | None,
    **options: Any,
) -> None:
    """The main job: refresh (if upstream changed) and then write the reports.

    --lang and --format shape the reports as they do on `report`.

    \b
    Example:
      mtg-protection run --source sample      # offline, on the bundled sample
      mtg-protection --quiet run              # Scryfall, from a scheduler
      mtg-protection run --source mtgjson --lang it
      mtg-protection run --format modern --out modern-site
    """
    from pipeline.lookup.languages import normalize_lang
    from pipeline.report.site import check_site_dir

    normalize_lang(lang)  # a malformed --lang or a bad --out fails before the refresh
    check_site_dir(site_dir(out))
    _do_refresh(ctx, source, **options)
    _do_report(ctx, out, lang, fmt)


def _output_format(
    flags: dict[str, bool], parquet: Path | None, fmt: str | None, out: Path | None
) -> tuple[str, Path | None]:
    """The one output format the flags choose (table by default) and where it goes; --format
    is the deprecated spelling of the flags."""
    chosen = [name for name, given in flags.items() if given]
    if parquet is not None:
        chosen.append("parquet")
    if fmt is not None:
        chosen.append(fmt)
    if len(chosen) > 1:
        raise click.UsageError(
            "choose one output format of --table, --csv, --json, --jsonl, --parquet FILE"
        )
    if parquet is not None:
        if out is not None:
            raise click.UsageError("--parquet FILE is the output file: leave out --out")
        return "parquet", parquet
    if fmt == "parquet" and out is None:
        raise click.UsageError("--format parquet needs --out FILE (or use --parquet FILE)")
    return (chosen[0] if chosen else "table"), out


@cli.command("sql")
@click.argument("sql_query", metavar="QUERY", required=False)
@click.option(
    "-f",
    "--file",
    "sql_file",
    type=click.File("r", encoding="utf-8"),
    help="Read the query from a file ('-' for stdin), e.g. one of sql/checks/.",
)
@click.option("--table", "as_table", is_flag=True, help="A table on the terminal (the default).")
@click.option("--csv", "as_csv", is_flag=True, help="CSV with a header row.")
@click.option("--json", "as_json", is_flag=True, help="One JSON array of objects.")
@click.option("--jsonl", "as_jsonl", is_flag=True, help="JSON Lines: one object per line.")
@click.option(
    "--parquet",
    type=click.Path(dir_okay=False, path_type=Path),
    callback=existing_folder,
    metavar="FILE",
    help="Write a Parquet file (its folder must exist).",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(query.FORMATS),
    default=None,
    help="Deprecated: the same as --table, --csv, --json, --jsonl, or --parquet with --out.",
)
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    callback=existing_folder,
    help="Write to a file instead of stdout (its folder must exist).",
)
@click.option(
    "--limit",
    type=click.IntRange(min=0),
    default=50,
    show_default=True,
    help="Rows shown in table format (0 = all).",
)
@click.pass_obj
@handle_errors
def sql_command(
    ctx: Context,
    sql_query: str | None,
    sql_file: Any,
    as_table: bool,
    as_csv: bool,
    as_json: bool,
    as_jsonl: bool,
    parquet: Path | None,
    fmt: str | None,
    out: Path | None,
    limit: int,
) -> None:
    """Run a read-only SQL query on the database (writes are refused, exit 7).

    Output is a table (the first --limit rows), or every row as --csv, --json, --jsonl or
    --parquet FILE, to stdout or --out FILE.

    \b
    Example:
      mtg-protection sql "SELECT name, quality_kind, quality_value FROM protections JOIN cards USING (oracle_id) LIMIT 10"
      mtg-protection sql "SELECT * FROM can_target" --parquet can_target.parquet
      mtg-protection sql "SELECT * FROM protection_by_era" --json
      mtg-protection sql --file sql/checks/unparsed_protections.sql --csv --out unparsed.csv
    """
    if (sql_query is None) == (sql_file is None):
        raise click.UsageError("give either QUERY or --file, not both and not neither")
    flags = {"table": as_table, "csv": as_csv, "json": as_json, "jsonl": as_jsonl}
    out_format, out = _output_format(flags, parquet, fmt, out)
    if fmt is not None:
        log_line(ctx.err, f"warning: --format is deprecated; use --{fmt}")
    text: str = sql_query if sql_query is not None else sql_file.read()
    if out_format != "table":
        count = query.export(ctx.paths.database, text, fmt=out_format, out=out)
        if out:
            log_line(ctx.err, f"wrote {count:,} rows to {out}")
        return
    columns, rows, truncated = query.fetch_table(ctx.paths.database, text, limit=limit or None)
    print_rows(ctx.out, columns, rows)
    if truncated:
        ctx.err.print(f"(first {limit} rows; use --limit 0 or --csv for all)")


@cli.command("status")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_obj
@handle_errors
def status_command(ctx: Context, as_json: bool) -> None:
    """Show the database's source, upstream version, last refreshes and counts.

    \b
    Example:
      mtg-protection status
      mtg-protection status --json
    """
    from pipeline.lookup.status import database_status

    info = database_status(ctx.paths.database)
    if as_json:
        click.echo(json.dumps(info, default=str, indent=2))
        return
    print_status(ctx.out, info)


@cli.command("changes")
@click.option(
    "--since",
    type=click.DateTime(formats=["%Y-%m-%d", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S"]),
    default=None,
    help="Only refreshes that finished on or after this date (UTC).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the documented JSON list.")
@click.pass_obj
@handle_errors
def changes_command(ctx: Context, since: datetime | None, as_json: bool) -> None:
    """What each built refresh changed, newest first: cards added and removed, oracle texts
    changed (errata), protection qualities gained and lost, DEBT counts that moved.

    \b
    Example:
      mtg-protection changes
      mtg-protection changes --since 2026-11-01 --json
    """
    from pipeline.lookup.changes import as_json as json_row
    from pipeline.lookup.changes import recent_changes
    from pipeline.lookup.contracts import to_json

    rows = recent_changes(ctx.paths.database, since=since)
    if as_json:
        click.echo(to_json([json_row(r) for r in rows]))
        return
    if not rows:
        ctx.err.print("no built refresh recorded" + (f" since {since:%Y-%m-%d}" if since else ""))
    print_changes(ctx.out, rows)


@cli.command("schema")
@click.argument("name", required=False, type=click.Choice(list(CONTRACTS)))
@click.option(
    "--shape", is_flag=True, help="The shape as the README shows it, not the JSON Schema."
)
@click.pass_obj
@handle_errors
def schema_command(ctx: Context, name: str | None, shape: bool) -> None:
    """The JSON Schema of what `NAME --json` prints (check, explain, answers, deck, changes), to
    validate a script's input against; without NAME, the names and their commands. Needs no
    database.

    \b
    Example:
      mtg-protection schema answers > answers.schema.json
      mtg-protection schema check --shape
    """
    from pipeline.lookup import schemas

    if name is None:
        for each, (_, command) in schemas.CONTRACTS.items():
            click.echo(f"{each:8} mtg-protection {command}")
    elif shape:
        click.echo(schemas.shape(name))
    else:
        click.echo(json.dumps(schemas.json_schema(name), indent=2))


@cli.command("check")
@click.argument("source")
@click.argument("protected")
@click.option("--json", "as_json", is_flag=True, help="Print the documented JSON object.")
@lang_option
@format_option
@perspective_option
@click.pass_obj
@handle_errors
def check_command(
    ctx: Context,
    source: str,
    protected: str,
    as_json: bool,
    lang: str | None,
    fmt: str | None,
    perspective: str,
) -> None:
    """Can SOURCE still Damage, Enchant/Equip, Block or Target PROTECTED, or sweep, edict or
    counter it? Each verdict cites its rule, in both readings (any controller, and the protected
    card's opponent); where it gets through, the outcome says whether it removes, neutralises,
    counters or kills the card in combat, or does nothing to it.

    The rule, reason and outcome follow --perspective (the opponent's by default, as `answers`
    and `deck`). The official rulings of both cards that bear on it follow (on protection, on
    what SOURCE can do to PROTECTED, or naming the other card); --json lists them as "rulings".

    Card names may be given in any loaded language (e.g. Italian or Russian printed names);
    the answer names each card in English and, when found or asked with --lang, as printed.

    \b
    Example:
      mtg-protection check "Lightning Bolt" "White Knight"
      mtg-protection check "Counterspell" "Goblin Piledriver" --json
      mtg-protection check "Day of Judgment" "Progenitus"
      mtg-protection check "Fulmine" "Cavaliere Bianco"
      mtg-protection check "Lightning Bolt" "Black Knight" --lang ru
      mtg-protection check "Swords to Plowshares" "Kor Firewalker" --format modern
    """
    from pipeline.lookup.contracts import to_json
    from pipeline.lookup.verdicts import check_pair

    result = check_pair(
        ctx.paths.database, source, protected, lang=lang, fmt=fmt, perspective=perspective
    )
    if as_json:
        click.echo(to_json(result))
        return
    print_check(ctx.out, result)


@cli.command("explain")
@click.argument("source")
@click.argument("protected")
@interaction_option("Explain this interaction only (default: all of them).")
@click.option("--json", "as_json", is_flag=True, help="Print the documented JSON object.")
@perspective_option
@click.pass_obj
@handle_errors
def explain_command(
    ctx: Context,
    source: str,
    protected: str,
    interaction: str | None,
    as_json: bool,
    perspective: str,
) -> None:
    """Why each verdict of `check SOURCE PROTECTED` is what it is: for every interaction, every
    path of SOURCE the engine judged (spell, ability, combat, static, token, attached), its
    capability text, the characteristics it acts with, the protection that ranked it, its rank
    before and after the opponent's reading (702.16k), the evasion, and the path that decided
    (marked >, in the --perspective reading).

    The same rows come from SQL: SELECT * FROM verdict_trace('SOURCE', 'PROTECTED').

    \b
    Example:
      mtg-protection explain "Lightning Bolt" "Black Knight"
      mtg-protection explain "Serra Angel" "True-Name Nemesis" --interaction block
      mtg-protection explain "Wrath of God" "Progenitus" --perspective any --json
    """
    from pipeline.lookup.contracts import to_json
    from pipeline.lookup.explain import explain_pair

    result = explain_pair(
        ctx.paths.database, source, protected, interaction=interaction, perspective=perspective
    )
    if as_json:
        click.echo(to_json(result))
        return
    print_explain(ctx.out, result)


@cli.command("answers")
@click.argument("protected")
@interaction_option(
    "Only answers by this interaction (damage, attach, block, target, sweep, edict, counter)."
)
@click.option(
    "--limit",
    type=click.IntRange(min=0),
    default=20,
    show_default=True,
    help="Answers shown, best first (0 = all).",
)
@click.option("--all", "show_all", is_flag=True, help="Show every answer (as --limit 0).")
@click.option("--json", "as_json", is_flag=True, help="Print the documented JSON object.")
@format_option
@perspective_option
@lang_option
@click.pass_obj
@handle_errors
def answers_command(
    ctx: Context,
    protected: str,
    interaction: str | None,
    limit: int,
    show_all: bool,
    as_json: bool,
    fmt: str | None,
    perspective: str,
    lang: str | None,
) -> None:
    """What deals with PROTECTED: the cards that get past its protection and remove, neutralise,
    counter or kill it in combat on their own, read from the opponent's side by default.

    Each answer appears once, with its best way, ranked as players rank removal: how (exile,
    destroy, sacrifice, bounce, damage or -N/-N, neutralise, counter, combat), then speed, the
    mana it takes (mana value, plus the cost of the ability that does it), and EDHREC rank
    (Commander popularity) to break ties; answers that depend on play
    (X, a choice, a condition of the protection) follow, marked. The first line counts them, and
    the cards that only get past the protection. Then the official rulings.

    \b
    Example:
      mtg-protection answers "Kor Firewalker" --format modern
      mtg-protection answers "Progenitus" --interaction sweep --all
      mtg-protection answers "True-Name Nemesis" --perspective any --json
      mtg-protection answers "Cavaliere Bianco" --lang it
    """
    from pipeline.lookup.answers import find_answers
    from pipeline.lookup.contracts import to_json

    shown = None if show_all or limit == 0 else limit
    result = find_answers(
        ctx.paths.database,
        protected,
        interaction=interaction,
        limit=shown,
        lang=lang,
        fmt=fmt,
        perspective=perspective,
    )
    if as_json:
        click.echo(to_json(result))
        return
    # the rulings are the card's own and its shown answers': their names are in the result
    names = {a.oracle_id: a.name for a in result.answers}
    names[result.protected.oracle_id] = result.protected.name
    print_answers(ctx.out, result, names, limit=shown)


@cli.command("deck")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the documented JSON object.")
@format_option
@perspective_option
@click.pass_obj
@handle_errors
def deck_command(
    ctx: Context, file: Path, as_json: bool, fmt: str | None, perspective: str
) -> None:
    """Which protected cards does the decklist FILE answer (main deck and sideboard)?

    FILE is a decklist as players export it: plain lines ("4 Lightning Bolt", "4x Lightning
    Bolt"), an MTG Arena export (sections Deck, Sideboard, Commander, Companion) or MTGO text
    ("SB:" lines); names in any loaded language. A protected card is answered when a card of
    the deck gets past its protection from the opponent's side and removes, neutralises,
    counters or kills it in combat (not when it only gets through); the unanswered ones are
    listed first, each answered one with how. An empty, binary or unknown decklist exits 4.

    \b
    Example:
      mtg-protection deck my-deck.txt --format modern
      mtg-protection deck arena-export.txt --format legacy --json
    """
    from pipeline.lookup.deck import deck_answers, did_you_mean

    result, suggestions = deck_answers(ctx.paths.database, file, fmt=fmt, perspective=perspective)
    if as_json:
        from pipeline.lookup.contracts import to_json

        click.echo(to_json(result))
        return
    for name, suggestion in suggestions.items():
        ctx.err.print(f"unknown card {did_you_mean(name, suggestion)}", highlight=False)
    print_deck(ctx.out, result)


def main() -> None:
    # Python's default for SIGTERM is to die on the spot, leaving a staging database or a
    # partial download behind; raising instead unwinds through every cleanup, as Ctrl-C does.
    interrupts.install()
    # A terminal or pipe whose encoding can't show a card name (ASCII, Latin-1) gets '?' in
    # its place rather than an internal error.
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(AttributeError, ValueError):
            stream.reconfigure(errors="replace")  # type: ignore[union-attr]
    cli(prog_name="mtg-protection")
