"""The command line: parses options, calls the engine, picks a reporter."""
from __future__ import annotations

import sys
from typing import List, Optional

import typer
from rich.console import Console

app = typer.Typer(add_completion=False, no_args_is_help=True,
                  help="torch.compile(fullgraph=True) compatibility linter and auto-fixer.")
err = Console(stderr=True, highlight=False)


@app.callback()
def _root() -> None:
    """torch.compile(fullgraph=True) compatibility linter and auto-fixer."""


def fail(msg: str, code: int = 2) -> "typer.Exit":
    err.print(f"compilelint: {msg}", markup=False)
    return typer.Exit(code)


@app.command("scan")
def scan_command(
    targets: List[str] = typer.Argument(None, help="files, directories or installed package names (default: .)"),
    root: List[str] = typer.Option([], "--root", help="extra compiled root, module.path:qualname (repeatable)"),
    roots: str = typer.Option("auto", "--roots", help="auto | compiled | forwards"),
    fmt: str = typer.Option("text", "--format", help="text | json"),
    search_path: List[str] = typer.Option([], "--search-path", help="extra folder to find installed packages in"),
    no_cache: bool = typer.Option(False, "--no-cache", help="do not read or write the index cache"),
    no_follow: bool = typer.Option(False, "--no-follow", help="do not follow calls into other installed packages"),
    jobs: int = typer.Option(0, "--jobs", "-j", help="worker processes for indexing (default: all cores)"),
    select: List[str] = typer.Option([], "--select", help="only these rule codes"),
    ignore: List[str] = typer.Option([], "--ignore", help="skip these rule codes"),
    verbose: bool = typer.Option(False, "--verbose", "-v", help="show unresolved calls and internal errors"),
) -> None:
    """Statically find graph-break barriers reachable from compiled roots."""
    from compilelint.scan import RootError, TargetError, scan

    if roots not in ("auto", "compiled", "forwards"):
        raise fail(f"--roots must be auto, compiled or forwards, not {roots!r}")
    if fmt not in ("text", "json"):
        raise fail(f"--format must be text or json, not {fmt!r}")
    try:
        result = scan(targets or ["."], roots=root, roots_mode=roots, search_path=search_path,
                      no_cache=no_cache, jobs=jobs, follow=not no_follow, select=select or None, ignore=ignore)
    except (TargetError, RootError) as e:
        raise fail(str(e))
    except Exception as e:  # an internal error: one line unless --verbose
        if verbose:
            raise
        raise fail(f"internal error: {type(e).__name__}: {e} (rerun with --verbose for the traceback)", 3)
    if fmt == "json":
        from compilelint.report import json_report
        sys.stdout.write(json_report.render(result) + "\n")
    else:
        from compilelint.report import text
        text.render(result, Console(highlight=False), verbose=verbose)
    raise typer.Exit(1 if result.findings else 0)


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
