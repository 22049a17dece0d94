"""The command line: parses options, calls the engine (``compilelint.engine.run``: configuration,
targets, roots, scan, per-file ignores and suppressions), picks a reporter."""
from __future__ import annotations

import json
import os
import sys
import threading
from contextlib import contextmanager
from typing import List, Optional

import typer
from rich.console import Console

from compilelint.clikit import fail

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="torch.compile(fullgraph=True) compatibility linter and auto-fixer.")
err = Console(stderr=True, highlight=False)

FORMATS = ("text", "json", "sarif", "github")


@app.callback()
def _root() -> None:
    """torch.compile(fullgraph=True) compatibility linter and auto-fixer."""


# ---- progress ----------------------------------------------------------------------------------
def _progress_wanted() -> bool:
    if os.environ.get("CI") or os.environ.get("COMPILELINT_NO_PROGRESS") or os.environ.get("TERM") == "dumb":
        return False
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


def _progress_console() -> Console:
    return Console(stderr=True)


@contextmanager
def progress(label: str, delay: float = 1.0):
    """A transient spinner with elapsed time on stderr, shown only when the work takes longer than
    ``delay`` seconds and stderr is a terminal outside CI (scan() reports no intermediate steps)."""
    if not _progress_wanted():
        yield
        return
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    done = threading.Event()
    lock = threading.Lock()
    state: dict = {}

    def show() -> None:
        if done.wait(delay):
            return
        with lock:
            if done.is_set():
                return
            p = Progress(SpinnerColumn(), TextColumn("[progress.description]{task.description}"),
                         TimeElapsedColumn(), console=_progress_console(), transient=True)
            p.add_task(label, total=None)
            p.start()
            state["p"] = p

    t = threading.Thread(target=show, daemon=True)
    t.start()
    try:
        yield
    finally:
        with lock:
            done.set()
            p = state.get("p")
            if p is not None:
                p.stop()
        t.join(timeout=1)


# ---- scan --------------------------------------------------------------------------------------
@app.command("scan")
def scan_command(
    targets: List[str] = typer.Argument(None, help="files, directories or installed package names (default: .); "
                                                   "with --changed-files: the changed files"),
    root: List[str] = typer.Option([], "--root", help="extra compiled root, module.path:qualname (repeatable; "
                                                      "replaces `roots` from the config)"),
    roots: str = typer.Option("auto", "--roots", help="auto | compiled | forwards"),
    fmt: str = typer.Option("text", "--format", help="text | json | sarif | github"),
    output: Optional[str] = typer.Option(None, "--output", "-o", help="write the report to this file"),
    config_path: Optional[str] = typer.Option(None, "--config", help="read settings from this TOML file "
                                                                     "(default: the nearest pyproject.toml)"),
    isolated: bool = typer.Option(False, "--isolated", help="ignore every configuration file"),
    search_path: List[str] = typer.Option([], "--search-path", help="extra folder to find installed packages in"),
    no_cache: bool = typer.Option(False, "--no-cache", help="do not read or write the index cache"),
    no_follow: bool = typer.Option(False, "--no-follow", help="do not follow calls into other installed packages"),
    follow: List[str] = typer.Option([], "--follow", help="follow only these installed packages (repeatable)"),
    jobs: int = typer.Option(0, "--jobs", "-j", help="worker processes for indexing (default: all cores)"),
    select: List[str] = typer.Option([], "--select", help="only these rule codes or prefixes (CL1, ALL)"),
    ignore: List[str] = typer.Option([], "--ignore", help="skip these rule codes or prefixes"),
    exclude: List[str] = typer.Option([], "--exclude", help="glob of files not to scan (repeatable)"),
    compile_wrapper: List[str] = typer.Option([], "--compile-wrapper",
                                              help="dotted name of a function that compiles what it is given"),
    registrar: List[str] = typer.Option([], "--custom-op-registrar",
                                        help="dotted name of a function that registers custom ops"),
    show_unused: bool = typer.Option(False, "--show-unused-suppressions",
                                     help="report `# compilelint: ignore` comments that suppress nothing (exit 1)"),
    changed_files: bool = typer.Option(False, "--changed-files",
                                       help="the arguments are changed files (pre-commit): scan --project and report "
                                            "only findings whose chain touches one of them"),
    project: List[str] = typer.Option([], "--project", help="what --changed-files scans (default: .)"),
    verbose: bool = typer.Option(False, "--verbose", "-v", help="show unresolved calls and internal errors"),
    summary_only: bool = typer.Option(False, "--summary", help="text format: only the digest of barrier sites "
                                                                "(by rule, most reached, files), no chains"),
    profile: Optional[str] = typer.Option(None, "--profile", help="the deployment assumed: cuda (default), "
                                                                  "cuda-sm120, rocm, cpu, npu, xpu, any"),
    platform: Optional[str] = typer.Option(None, "--platform", help="override the profile's platform"),
    mode: Optional[str] = typer.Option(None, "--mode", help="how the compiled modules run: eval (inference, "
                                                            "self.training is False) or train"),
    value: List[str] = typer.Option([], "--value", help="a value the deployment fixes, over the profile's: "
                                                        "NAME=LITERAL (quant_config=None), ENUM=MEMBER "
                                                        "(ForwardMode=EXTEND) or NAME=? to unpin"),
    model_config: Optional[str] = typer.Option(None, "--model-config", help="the served checkpoint's config.json: "
                                                                             "its plain values are pinned (under "
                                                                             "--value) and only its architectures "
                                                                             "are an engine's compiled models"),
) -> None:
    """Statically find graph-break barriers reachable from compiled roots."""
    from compilelint import engine

    if roots not in engine.ROOTS_MODES:
        raise fail(f"--roots must be auto, compiled or forwards, not {roots!r}")
    if fmt not in FORMATS:
        raise fail(f"--format must be one of {', '.join(FORMATS)}, not {fmt!r}")
    targets = list(targets or [])
    changed: Optional[frozenset] = None
    if changed_files:
        changed = frozenset(os.path.abspath(t) for t in targets if t.endswith((".py", ".pyi")) and os.path.isfile(t))
        scan_targets = list(project) or ["."]
        if not changed:  # nothing staged that the scanner reads: nothing to report
            if fmt == "text" and verbose:
                err.print("compilelint: no changed Python files", highlight=False)
            _emit_empty(fmt, output)
            raise typer.Exit(0)
    else:
        scan_targets = targets or ["."]
    options = engine.Options(
        targets=scan_targets, roots=root, roots_mode=roots, select=select, ignore=ignore, exclude=exclude,
        compile_wrappers=compile_wrapper, registrars=registrar, follow=follow, no_follow=no_follow,
        profile=profile, platform=platform, mode=mode, values=tuple(value), model_config=model_config,
        search_path=search_path, no_cache=no_cache, jobs=jobs,
        config_path=config_path, isolated=isolated, changed=changed, show_unused=show_unused)
    try:
        with progress("compilelint: scanning"):
            report = engine.run(options)
    except engine.UsageError as e:
        raise fail(str(e))
    except Exception as e:  # an internal error: one line unless --verbose
        if verbose:
            raise
        raise fail(f"internal error: {type(e).__name__}: {e} (rerun with --verbose for the traceback)", 3)
    _report(report.result, fmt, output, verbose, report.suppressed, report.unused, report.locator, summary_only)
    if report.findings or (show_unused and report.unused):
        raise typer.Exit(1)
    # no findings, but some inputs could not be scanned: say so in the status too
    raise typer.Exit(2 if report.problems else 0)


def _emit_empty(fmt: str, output: Optional[str]) -> None:
    if fmt in ("text", "github"):
        return
    from compilelint.report import json_report
    from compilelint.scan import ScanResult

    empty = ScanResult()
    if fmt == "json":
        doc = json.loads(json_report.render(empty))
        doc["suppressed"] = 0
        text = json.dumps(doc, indent=2)
    else:
        from compilelint.report import sarif

        text = sarif.render(empty)
    _write(text + "\n", output)


def _write(text: str, output: Optional[str]) -> None:
    if output:
        with open(output, "w", encoding="utf-8") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)


def _report(result, fmt, output, verbose, suppressed, unused, locator, summary_only: bool = False) -> None:
    from compilelint import suppress

    unused_lines = [suppress.describe_unused(s, codes) for s, codes in unused]
    if fmt == "json":
        from compilelint.report import json_report

        doc = json_report.document(result)
        doc["suppressed"] = len(suppressed)
        if unused:
            doc["unused_suppressions"] = [{"path": s.display(), "line": s.line, "comment": s.text,
                                           "codes": codes} for s, codes in unused]
        _write(json_report.dump(doc) + "\n", output)
    elif fmt == "sarif":
        from compilelint.report import sarif

        _write(sarif.render(result, locator=locator, suppressed=suppressed) + "\n", output)
    elif fmt == "github":
        from compilelint.report import github

        text = github.render(result)
        for (s, codes), msg in zip(unused, unused_lines):
            text += (f"::warning file={github._prop(s.display())},line={s.line},title=unused-suppression::"
                     f"{github._data(msg)}\n")
        _write(text, output)
    else:
        from compilelint.report import text as text_report

        if output:
            with open(output, "w", encoding="utf-8") as fh:
                console = Console(file=fh, highlight=False, width=120, no_color=True)
                text_report.render(result, console, verbose=verbose, summary_only=summary_only)
                _text_tail(console, suppressed, unused_lines)
        else:
            console = Console(highlight=False)
            text_report.render(result, console, verbose=verbose, summary_only=summary_only)
            _text_tail(console, suppressed, unused_lines)


def _text_tail(console: Console, suppressed, unused_lines) -> None:
    if suppressed:
        console.print(f"{len(suppressed)} finding(s) suppressed by `# compilelint: ignore` comments",
                      highlight=False, soft_wrap=True, markup=False)
    for line in unused_lines:
        console.print(line, highlight=False, soft_wrap=True, markup=False, style="yellow")


# ---- rule docs ---------------------------------------------------------------------------------
@app.command("rules")
def rules_command(
    fmt: str = typer.Option("text", "--format", help="text | json | markdown"),
) -> None:
    """List every rule: code, name, severity, fix availability and the dynamo GB ids it predicts."""
    from compilelint import docs
    from compilelint.rules import all_rules

    if fmt not in ("text", "json", "markdown"):
        raise fail(f"--format must be text, json or markdown, not {fmt!r}")
    rules = list(all_rules())
    if fmt == "json":
        out = [{"code": r.code, "name": r.name, "severity": r.severity, "fix": r.fix,
                "fix_safety": docs.fix_safety_word(r), "gb_types": list(r.gb_types),
                "gb_ids": docs.gb_ids(r), "help_uri": docs.help_uri(r), "summary": r.what_it_does}
               for r in rules]
        sys.stdout.write(json.dumps(out, indent=2) + "\n")
        return
    if fmt == "markdown":
        sys.stdout.write(docs.rules_table_markdown(link_pages=False) + "\n")
        return
    rows = [("code", "name", "severity", "fix", "dynamo GB ids")]
    rows += [(r.code, r.name, r.severity, docs.fix_label(r), ", ".join(docs.gb_labels(r))) for r in rules]
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:  # plain aligned columns: never truncated, whatever the terminal width
        sys.stdout.write("  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() + "\n")


@app.command("rule")
def rule_command(
    code: str = typer.Argument(..., help="a rule code (CL101) or name (subprocess-call)"),
    fmt: str = typer.Option("text", "--format", help="text | json"),
) -> None:
    """Explain one rule: what it does, why it breaks compilation, an example, the fix, the dynamo page."""
    from compilelint import docs

    if fmt not in ("text", "json"):
        raise fail(f"--format must be text or json, not {fmt!r}")
    r = docs.find_rule(code)
    if r is None:
        raise fail(f"unknown rule {code!r} (see `compilelint rules`)")
    if fmt == "json":
        sys.stdout.write(json.dumps({
            "code": r.code, "name": r.name, "severity": r.severity, "fix": r.fix,
            "fix_safety": r.fix_safety, "what_it_does": r.what_it_does, "why_bad": r.why_bad,
            "example": r.example, "use_instead": r.use_instead, "gb_types": list(r.predicted_gb_types()),
            "gb_ids": docs.gb_ids(r), "help_uri": docs.help_uri(r), "markdown": docs.rule_markdown(r),
            "measured": docs.measured_json(r)}, indent=2) + "\n")
        return
    sys.stdout.write(docs.rule_text(r, measured=True))


def _register_optional() -> None:
    try:
        from compilelint.trace_cli import trace_command
        app.command("trace")(trace_command)
    except ImportError:
        pass
    try:
        from compilelint.fix_cli import fix_command
        app.command("fix")(fix_command)
    except ImportError:
        pass


_register_optional()


def main() -> None:
    app()


if __name__ == "__main__":
    main()
