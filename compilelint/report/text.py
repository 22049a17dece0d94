"""Rich terminal report: findings grouped by root, each chain drawn as a tree."""
from __future__ import annotations

from collections import defaultdict

from rich.console import Console
from rich.markup import escape
from rich.tree import Tree

from compilelint import gb


# past this many findings the report ends with a digest of the barrier sites
DIGEST_AFTER = 20


def render(result, console: Console, verbose: bool = False, summary_only: bool = False) -> None:
    by_root: dict[str, list] = defaultdict(list)
    for f in result.findings:
        by_root[f.root].append(f)
    for root, items in ([] if summary_only else by_root.items()):
        tree = Tree(f"[bold]{escape(root)}[/bold] [dim](compiled root)[/dim]")
        children: dict[tuple, Tree] = {}
        for f in items:
            node = tree
            for depth, step in enumerate(f.chain[1:-1], start=1):
                key = tuple(f.chain[1:depth + 1])
                if key not in children:
                    children[key] = node.add(f"[cyan]{escape(step)}[/cyan]")
                node = children[key]
            sev = "red" if f.severity == "error" else "yellow"
            link = gb.doc_url(f.gb_id)
            label = (f"[{sev}]{f.rule}[/{sev}] {escape(f.path)}:{f.line}:{f.column} [bold]{escape(f.chain[-1])}[/bold]\n"
                     f"{escape(f.message)}\n[dim]dynamo: {escape(f.gb_type or 'n/a')}"
                     + (f" ({f.gb_id}, {link})" if f.gb_id else "") + f"\nhint: {escape(f.hint)}[/dim]")
            und = (f.detail or {}).get("undecided")
            if und:
                shown = "; ".join(f"`{u['test']}` {'true' if u['needs'] else 'false'} ({u['path']}:{u['line']})"
                                  for u in und[:3])
                label += f"\n[dim]only if: {escape(shown)}" + (f" and {len(und) - 3} more" if len(und) > 3 else "") + "[/dim]"
            node.add(label)
        console.print(tree)
    for p in result.problems:
        # one line per problem whatever the terminal width; paths are text, never markup
        console.print(f"[yellow]{escape(_one_line(p.path))}: {escape(_one_line(p.message))}[/yellow]",
                      highlight=False, soft_wrap=True, emoji=False)
    if verbose:
        for path, line, expr, fn in result.unresolved_calls[:500]:
            console.print(f"[dim]unresolved call {path}:{line} {expr} (in {fn})[/dim]", highlight=False)
        for path, line, name in result.unresolved_compiles:
            console.print(f"[dim]unresolved compile target {path}:{line} ({name})"
                          f"{': using --roots forwards' if result.roots_mode == 'forwards' else ''}[/dim]",
                          highlight=False)
    if result.findings and (summary_only or len(result.findings) > DIGEST_AFTER):
        for line in digest(result.findings):
            console.print(escape(line), highlight=False, soft_wrap=True, emoji=False)
    s = result.summary()
    console.print(f"{s['findings']} finding(s) from {s['roots']} root(s) ({s['roots_mode']} roots) in {s['files']} file(s)"
                  f" (+{s['followed_modules']} followed module(s)), {len(result.problems)} problem(s),"
                  f" {s['seconds']:.2f}s; deployment {s['profile']}"
                  + "".join(f"; {n} declared model(s) of other architectures left out (--model-config)"
                            if k == "other architectures" else
                            f"; {n} declared model(s) whose forward the runner's call does not fit left out"
                            if k == "models the runner does not call" else
                            f"; {n} compiled model(s) or helper(s) of {k} left out ({k} is off)"
                            for k, n in sorted(s["roots_left_out"].items())),
                  highlight=False, soft_wrap=True)


def _one_line(text: str) -> str:
    """Printable on one line: line breaks as \\n / \\r, undecodable bytes (surrogate escapes) as \\xNN."""
    text = str(text).replace("\r", "\\r").replace("\n", "\\n")
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def digest(findings, top: int = 10) -> list[str]:
    """A few lines that say where to start: the barrier sites (one per rule and source
    position, however many roots reach it), by rule, the sites most roots reach, and the files
    holding most sites."""
    sites: dict[tuple, dict] = {}
    for f in findings:
        key = (f.path, f.line, f.column, f.rule)
        got = sites.setdefault(key, {"roots": set(), "more": 0, "what": f.chain[-1], "fn": f.function})
        got["roots"].add(f.root)
        got["more"] += (f.detail or {}).get("also_roots", 0)
    by_rule: dict[str, int] = defaultdict(int)
    by_file: dict[str, int] = defaultdict(int)
    for (path, _, _, rule) in sites:
        by_rule[rule] += 1
        by_file[path] += 1
    lines = [f"{len(sites)} barrier site(s) (a site reached from several roots counts once); by rule: "
             + ", ".join(f"{r} {n}" for r, n in sorted(by_rule.items(), key=lambda x: (-x[1], x[0])))]
    ranked = sorted(sites.items(), key=lambda kv: (-(len(kv[1]["roots"]) + kv[1]["more"]), kv[0]))
    lines.append("sites reached from most roots:")
    for (path, line, col, rule), info in ranked[:top]:
        n = len(info["roots"]) + info["more"]
        lines.append(f"  {path}:{line}:{col} {rule} {info['what']} (in {info['fn'] or '?'}): {n} root(s)")
    files = sorted(by_file.items(), key=lambda x: (-x[1], x[0]))
    lines.append("files with most sites: " + ", ".join(f"{p} ({n})" for p, n in files[:top]))
    from compilelint.scan.pipeline import undecided_tests
    tests = undecided_tests(findings, top=5)
    if tests:
        lines.append("branch tests the scan could not decide, by the findings that need them:")
        for u in tests:
            lines.append(f"  {u['path']}:{u['line']} `{u['test']}` {'true' if u['needs'] else 'false'}: "
                         f"{u['findings']} finding(s)")
    return lines
