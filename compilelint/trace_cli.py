"""``compilelint trace``: the command, its exit codes and its rendering.

Registered by ``compilelint/cli.py`` (``app.command("trace")(trace_command)``); also runnable alone
as ``python -m compilelint.trace_cli TARGET ...``.

Exit codes: 0 the target compiles with ``fullgraph=True``; 1 it breaks; 2 usage error (bad
TARGET or FACTORY, FACTORY raising, torch missing): one line on stderr, the traceback only with
``--verbose``.
"""
from __future__ import annotations

import contextlib
import json
import os
import sys
import traceback
from typing import Any, Optional

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.tree import Tree

try:  # Python >= 3.9
    from typing import Annotated
except ImportError:  # pragma: no cover
    from typing_extensions import Annotated

TARGET_HELP = ("module.path:attr.path -- a function, pkg.mod:Class.method, an nn.Module instance or "
               "class, or an object already wrapped by torch.compile")
INPUTS_HELP = ("module.path:callable returning the positional args (tuple), (args, kwargs), or "
               "{'args': ..., 'kwargs': ..., 'instance': ...} (instance for Class.method targets); "
               "default: one torch.randn(4, 8)")


def _err(msg: str) -> None:
    Console(stderr=True, highlight=False, soft_wrap=True).print(f"compilelint trace: {msg}", markup=False)


@contextlib.contextmanager
def _stdout_to_stderr():
    """The target's own output (prints, child processes) must not mix with our report."""
    saved = None
    try:
        sys.stdout.flush()
        saved = os.dup(1)
        os.dup2(2, 1)
    except (OSError, ValueError, AttributeError):
        saved = None
    try:
        with contextlib.redirect_stdout(sys.stderr):
            yield
    finally:
        if saved is not None:
            try:
                sys.stderr.flush()
                os.dup2(saved, 1)
                os.close(saved)
            except OSError:
                pass


def trace_command(
    target: Annotated[str, typer.Argument(metavar="TARGET", help=TARGET_HELP, show_default=False)],
    inputs: Annotated[Optional[str], typer.Option("--inputs", "-i", metavar="FACTORY", help=INPUTS_HELP)] = None,
    fmt: Annotated[str, typer.Option("--format", "-f", help="text | json")] = "text",
    verbose: Annotated[bool, typer.Option("--verbose", "-v",
                                          help="show dynamo's warnings, the target's output and tracebacks")] = False,
    scan: Annotated[bool, typer.Option("--scan", help="also run the static scanner on the target's "
                                                      "package and compare")] = False,
) -> None:
    """Run dynamo on TARGET (fullgraph=True, then explain) and report every graph break."""
    if fmt not in ("text", "json"):
        _err(f"--format must be text or json, not {fmt!r}")
        raise typer.Exit(2)
    try:
        from compilelint import trace as tr
    except ImportError as exc:  # pragma: no cover - our own module
        _err(f"cannot load the tracer: {exc}")
        raise typer.Exit(2)
    try:
        with _stdout_to_stderr():
            result = tr.run_trace(target, inputs, os.getcwd(), verbose=verbose)
    except tr.TraceUsageError as exc:
        if verbose:
            traceback.print_exc()
        _err(str(exc))
        raise typer.Exit(2)
    except KeyboardInterrupt:
        raise
    except Exception as exc:  # noqa: BLE001 - a bug in compilelint, not in the target
        if verbose:
            traceback.print_exc()
        _err(f"internal error: {type(exc).__name__}: {exc} (rerun with --verbose for the traceback)")
        raise typer.Exit(2)

    comparison = static_error = None
    if scan:
        findings, static_error = static_findings(result)
        if findings is not None:
            bases = [os.getcwd()]
            pkg = tr.package_dir(result.module_file)
            if pkg:
                bases += [os.path.dirname(pkg), pkg]
            comparison = tr.compare(result.breaks, findings, bases)
            if not result.explain_complete:
                comparison.caveat = ("tracing stopped early (see notes): findings past that point "
                                     "could not be checked by dynamo")

    if fmt == "json":
        out = result.to_json()
        if scan:
            out["static"] = comparison.to_json() if comparison is not None else {"error": static_error}
        sys.stdout.write(json.dumps(out, indent=2) + "\n")
    else:
        console = Console(highlight=False, soft_wrap=False)
        render_text(result, console, verbose=verbose)
        if scan:
            render_comparison(comparison, static_error, console)
    raise typer.Exit(result.exit_code)


def static_findings(result: Any) -> tuple[Optional[list], Optional[str]]:
    """(findings, None) of the static scan (``engine.run``) of the traced target's source package,
    with the traced function as the only root, or (None, why not). Never raises.

    The scan is the scanner's own view, to compare with dynamo's: no configuration file and no
    suppressions (a suppressed barrier still breaks the graph)."""
    from compilelint import engine
    from compilelint import trace as tr

    pkg = tr.package_dir(result.module_file)
    if pkg is None:
        return None, "cannot locate the target's source package"
    if not result.root_spec:
        return None, f"cannot name {result.traced} as a static root"
    search = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and os.path.isdir(p)]
    options = engine.Options(targets=(pkg,), roots=(result.root_spec,), roots_mode="compiled",
                             search_path=tuple(search), isolated=True, suppress=False)
    try:
        report = engine.run(options)
    except Exception as exc:  # noqa: BLE001 - the comparison is optional: say why it is missing
        return None, f"static scan failed ({type(exc).__name__}: {exc})"
    declared = {r.fq for r in report.result.roots if r.kind == "declared"}
    findings = list(report.findings)
    if declared:
        findings = [f for f in findings if f.root in declared]
    return findings, None


# --------------------------------------------------------------------------------------------
# text rendering
# --------------------------------------------------------------------------------------------
def _chain_tree(b: Any) -> Tree:
    frames = list(b.frames)
    if not frames:
        return Tree("[dim](no user frame)[/dim]")
    root = Tree(f"{escape(frames[0].function)}  [dim]{escape(frames[0].path)}:{frames[0].line}[/dim]")
    node = root
    for f in frames[1:]:
        node = node.add(f"{escape(f.function)}  [dim]{escape(f.path)}:{f.line}[/dim]")
    if b.callee:
        node.add(f"[bold red]{escape(b.callee)}[/bold red]")
    return root


def _break_header(b: Any) -> str:
    gid = f"[bold]{b.gb_id}[/bold]" if b.gb_id else "[dim]no GB id[/dim]"
    rule = f"[magenta]{b.rule}[/magenta]" if b.rule else "[dim]no rule[/dim]"
    what = escape(b.gb_type or b.exc_type)
    return f"{gid}  {rule}  [cyan]{escape(b.location())}[/cyan]  {what}"


def render_text(result: Any, console: Console, verbose: bool = False) -> None:
    console.print(f"[bold]compilelint trace[/bold] {escape(result.target)}")
    console.print(f"  traced: {escape(result.traced)}   inputs: {escape(result.inputs)}   "
                  f"[dim]torch {escape(result.torch_version)}[/dim]")
    if result.fullgraph_ok:
        console.print("[bold green]PASS[/bold green] torch.compile(fullgraph=True) compiles: no graph breaks")
    else:
        fe = result.fullgraph_error
        console.print(f"[bold red]FAIL[/bold red] torch.compile(fullgraph=True) breaks: "
                      f"{escape(fe.gb_type or fe.exc_type)}")
        console.print("  " + _break_header(fe))
        console.print(f"  {escape(fe.message)}")
        if fe.hint:
            console.print(f"  [green]hint:[/green] {escape(fe.hint)}")
        if fe.link:
            console.print(f"  docs: {escape(fe.link)}")
        console.print("  chain:")
        console.print(_chain_tree(fe), soft_wrap=True)

    if not result.fullgraph_ok:
        n = len(result.breaks)
        console.print()
        console.print(f"[bold]All graph breaks[/bold] with fullgraph off (torch._dynamo.explain): {n}"
                      + ("" if result.explain_complete else " [yellow](stopped early, see notes)[/yellow]"))
        table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
        for col in ("#", "GB id", "rule", "location", "break", "chain"):
            table.add_column(col, overflow="fold")
        for i, b in enumerate(result.breaks, 1):
            chain = " -> ".join(c.rsplit(".", 1)[-1] if not verbose else c for c in b.chain)
            table.add_row(str(i), b.gb_id or "-", b.rule or "-", escape(b.location()),
                          escape(b.gb_type or b.exc_type), escape(chain))
        console.print(table)
        if verbose:
            for i, b in enumerate(result.breaks, 1):
                console.print(f"\n[bold]{i}.[/bold] " + _break_header(b))
                console.print(f"   {escape(b.message)}")
                if b.link:
                    console.print(f"   docs: {escape(b.link)}")
                if b.context:
                    console.print(f"   [dim]dynamo: {escape(b.context)}[/dim]")
                console.print(_chain_tree(b), soft_wrap=True)
        else:
            links = sorted({(b.gb_id, b.link) for b in result.breaks if b.link})
            for gid, link in links:
                console.print(f"  {gid}: {escape(link)}")
    if result.notes:
        console.print()
        console.print("[bold]notes[/bold]")
        for note in result.notes:
            console.print(f"  - {escape(note)}")


def render_comparison(comparison: Any, error: Optional[str], console: Console) -> None:
    console.print()
    console.print("[bold]static scan vs dynamo[/bold]")
    if comparison is None:
        console.print(f"  [yellow]{escape(error or 'static scan unavailable')}[/yellow]")
        return
    if comparison.caveat:
        console.print(f"  [yellow]{escape(comparison.caveat)}[/yellow]")

    def g(o: Any, k: str) -> Any:
        return o.get(k) if isinstance(o, dict) else getattr(o, k, None)

    console.print(f"  [green]confirmed[/green] (static finding, dynamo break): {len(comparison.confirmed)}")
    for b, f in comparison.confirmed:
        console.print(f"    {escape(b.location())}  {g(f, 'rule')}  {escape(b.gb_id or b.gb_type or '')}")
    console.print(f"  [red]missed by static[/red] (dynamo break, no finding): {len(comparison.missed)}")
    for b in comparison.missed:
        console.print(f"    {escape(b.location())}  {escape(b.gb_type or b.exc_type)}  rule {b.rule or '-'}")
    console.print(f"  [yellow]predicted but not observed[/yellow] (finding, no dynamo break): "
                  f"{len(comparison.unobserved)}")
    for f in comparison.unobserved:
        console.print(f"    {escape(str(g(f, 'path')))}:{g(f, 'line')}  {g(f, 'rule')}  "
                      f"{escape(str(g(f, 'message') or ''))}")


def main() -> None:  # pragma: no cover - thin wrapper
    app = typer.Typer(add_completion=False)
    app.command()(trace_command)
    app()


if __name__ == "__main__":  # pragma: no cover
    main()
