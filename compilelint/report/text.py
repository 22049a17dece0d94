"""Rich terminal report: findings grouped by root, each chain drawn as a tree."""
from __future__ import annotations

from collections import defaultdict

from rich.console import Console
from rich.tree import Tree

from compilelint import gb


def render(result, console: Console, verbose: bool = False) -> None:
    by_root: dict[str, list] = defaultdict(list)
    for f in result.findings:
        by_root[f.root].append(f)
    for root, items in by_root.items():
        tree = Tree(f"[bold]{root}[/bold] [dim](compiled root)[/dim]")
        for f in items:
            node = tree
            for step in f.chain[1:-1]:
                node = node.add(f"[cyan]{step}[/cyan]")
            sev = "red" if f.severity == "error" else "yellow"
            link = gb.doc_url(f.gb_id)
            label = (f"[{sev}]{f.rule}[/{sev}] {f.path}:{f.line}:{f.column} [bold]{f.chain[-1]}[/bold]\n"
                     f"{f.message}\n[dim]dynamo: {f.gb_type or 'n/a'}"
                     + (f" ({f.gb_id}, {link})" if f.gb_id else "") + f"\nhint: {f.hint}[/dim]")
            node.add(label)
        console.print(tree)
    for p in result.problems:
        console.print(f"[yellow]{p.path}: {p.message}[/yellow]", highlight=False)
    if verbose:
        for path, line, expr, fn in result.unresolved_calls[:500]:
            console.print(f"[dim]unresolved call {path}:{line} {expr} (in {fn})[/dim]", highlight=False)
        for path, line, name in result.unresolved_compiles:
            console.print(f"[dim]unresolved compile target {path}:{line} ({name}): using --roots forwards[/dim]",
                          highlight=False)
    s = result.summary()
    console.print(f"{s['findings']} finding(s) from {s['roots']} root(s) [{s['roots_mode']}] in {s['files']} file(s)"
                  f" (+{s['followed_modules']} followed module(s)), {len(result.problems)} problem(s),"
                  f" {s['seconds']:.2f}s", highlight=False)
