"""``compilelint fix``: scan (``engine.run``, the same scan as ``compilelint scan``), plan fixes,
print a unified diff (default) or apply them.

Exit codes: 0 nothing left to fix; 1 fixes pending (diff mode) or findings that could not be fixed
remain; 2 usage or input error (one line on stderr, no traceback).
"""
from __future__ import annotations

import json
import sys
from typing import List, Optional

import typer

from compilelint.clikit import fail


def _loose_key(f) -> tuple:
    """A finding's identity that survives line shifts made by the fixes."""
    return (f.rule, f.root, f.function, (f.chain or [""])[-1])


def fix_command(
    targets: List[str] = typer.Argument(None, help="files, directories or installed package names to fix (default: .)"),
    apply: bool = typer.Option(False, "--apply", help="write the fixes (default: print a unified diff)"),
    unsafe_fixes: bool = typer.Option(False, "--unsafe-fixes", help="also apply fixes marked unsafe"),
    select: List[str] = typer.Option([], "--select", help="only fix findings of these rule codes (prefixes)"),
    ignore: List[str] = typer.Option([], "--ignore", help="leave findings of these rule codes alone"),
    root: List[str] = typer.Option([], "--root", help="extra compiled root, module.path:qualname (repeatable)"),
    fmt: str = typer.Option("text", "--format", help="text | json"),
    search_path: List[str] = typer.Option([], "--search-path", help="extra folder to find installed packages in"),
    no_cache: bool = typer.Option(False, "--no-cache", help="do not read or write the scan cache"),
    jobs: int = typer.Option(0, "--jobs", "-j", help="worker processes for indexing (default: all cores)"),
    config_path: Optional[str] = typer.Option(None, "--config", help="read settings from this TOML file "
                                                                     "(default: the nearest pyproject.toml)"),
    isolated: bool = typer.Option(False, "--isolated", help="ignore every configuration file"),
    verbose: bool = typer.Option(False, "--verbose", "-v", help="show why each unfixed finding was left alone"),
    verify: bool = typer.Option(False, "--verify", help="run each fixed root before and after its fixes (needs "
                                                        "torch and --inputs); keep only fixes that compile "
                                                        "with fullgraph=True and give the eager outputs"),
    inputs: Optional[str] = typer.Option(None, "--inputs", help="module:function returning the fixed roots' "
                                                                "arguments (a tuple, or a dict root -> tuple)"),
) -> None:
    """Rewrite graph-break barriers into forms that compile under fullgraph=True."""
    if fmt not in ("text", "json"):
        raise fail(f"--format must be text or json, not {fmt!r}")
    if verify and not inputs:
        raise fail("--verify needs --inputs module:function (the arguments to run the fixed roots on)")
    if inputs and not verify:
        raise fail("--inputs is only used with --verify")
    from compilelint import config as cfgmod
    from compilelint import engine
    from compilelint import fix as fixmod
    from compilelint import writer

    select, ignore = cfgmod.split_codes(select), cfgmod.split_codes(ignore)  # ``--select CL101,CL103``
    targets = list(targets or ["."])
    # the same scan as ``compilelint scan`` (roots from compile wrappers, per-file ignores and
    # suppressions included): a suppressed finding is left alone
    options = engine.Options(targets=targets, roots=root, select=select, ignore=ignore,
                             search_path=search_path, no_cache=no_cache, jobs=jobs, config_path=config_path,
                             isolated=isolated)
    try:
        try:
            report = engine.run(options)
        except engine.UsageError as e:
            raise fail(str(e))
        result = report.result
        index = fixmod.TargetIndex.from_target_set(report.target_set, list(search_path) or None)
        plan = fixmod.plan(list(result.findings), targets, unsafe=unsafe_fixes, select=select or None,
                           ignore=ignore or None, search_path=list(search_path) or None, index=index)
        # files the scan could not read or parse: said once, in one line each, like `scan` does
        unreadable = [f"{pr.path}: {pr.message}" for pr in result.problems]
        plan.problems = unreadable + [x for x in plan.problems if x not in unreadable]
        checked = None
        if verify and plan.edits:
            from compilelint import fix_verify

            try:
                checked = fix_verify.verify(plan, inputs, list(search_path) or None)
            except fix_verify.VerifyError as e:
                raise fail(str(e))
            _drop_unverified(plan, checked, fixmod)
        written: list[str] = []
        remaining = plan.unfixed
        if apply and plan.edits:
            def rescan():  # what is left: the fixed tree scanned again
                try:
                    return engine.run(options)
                except engine.UsageError as e:
                    raise fail(str(e))

            def replan(report):  # (unverified rounds only without --verify)
                if verify:
                    return fixmod.FixPlan()
                idx = fixmod.TargetIndex.from_target_set(report.target_set, list(search_path) or None)
                return fixmod.plan(list(report.findings), targets, unsafe=unsafe_fixes, select=select or None,
                                   ignore=ignore or None, search_path=list(search_path) or None, index=idx)

            try:
                written, after = fixmod.apply_in_rounds(plan, rescan, replan)
            except writer.WriteError as e:
                raise fail(str(e))
            earlier = {_loose_key(u.finding): u for u in plan.unfixed}
            remaining = []
            for f in after.findings:
                u = earlier.get(_loose_key(f))
                remaining.append(fixmod.Unfixed(f, u.reason if u else "still reported after the fixes",
                                                u.unsafe_fix if u else None))
    except typer.Exit:
        raise
    except Exception as e:  # internal error: one line unless --verbose
        if verbose:
            raise
        raise fail(f"internal error: {type(e).__name__}: {e} (rerun with --verbose for the traceback)", 3)

    pending = bool(plan.edits) and not apply
    if fmt == "json":
        doc = {
            "applied": apply,
            "edits": [{"path": e.display or e.path, "diff": e.diff,
                       "fixes": [{"strategy": x.strategy, "function": x.function, "safety": x.safety,
                                  "message": x.message, "findings": [f.to_json() for f in x.findings]}
                                 for x in e.fixes]} for e in plan.edits],
            "written": written,
            "unfixed": [{"finding": u.finding.to_json(), "reason": u.reason, "unsafe_fix": u.unsafe_fix}
                        for u in remaining],
            "problems": plan.problems,
        }
        if checked is not None:
            doc["verify"] = [c.to_json() for c in checked.checks]
        sys.stdout.write(json.dumps(doc, indent=2) + "\n")
    else:
        if not apply:
            for e in plan.edits:
                sys.stdout.write(e.diff)
        if checked is not None:
            from compilelint import fix_verify

            sys.stderr.write("compilelint fix --verify (fullgraph=True, backend eager):\n")
            sys.stderr.write("".join("  " + line for line in fix_verify.table(checked.checks).splitlines(True)))
        _summary(plan, remaining, apply, written, verbose)
    if pending or remaining:
        raise typer.Exit(1)
    # nothing to fix, but some inputs could not be read: say so in the status too (as `scan` does)
    raise typer.Exit(2 if unreadable else 0)


def _drop_unverified(plan, checked, fixmod) -> None:
    """Edits whose roots did not verify leave the plan; their findings become unfixed with the
    reason."""
    if not checked.dropped:
        return
    gone = {id(e): why for e, why in checked.dropped}
    plan.edits = [e for e in plan.edits if id(e) not in gone]
    for e, why in checked.dropped:
        ids = {id(f) for x in e.fixes for f in x.findings}
        plan.unfixed.extend(fixmod.Unfixed(f, why) for f, _ in plan.fixed if id(f) in ids)
        plan.fixed = [p for p in plan.fixed if id(p[0]) not in ids]


def _summary(plan, remaining, apply, written, verbose) -> None:
    out = sys.stderr
    nfix = sum(len(e.fixes) for e in plan.edits)
    nfind = len({id(f) for f, _ in plan.fixed})  # a finding may take two fixes (a predicate helper and its caller)
    if apply and plan.edits:
        out.write(f"compilelint fix: applied {nfix} fix(es) for {nfind} finding(s) in {len(written)} file(s)\n")
    elif plan.edits:
        out.write(f"compilelint fix: {nfix} fix(es) for {nfind} finding(s) in {len(plan.edits)} file(s) "
                  "would be applied (rerun with --apply)\n")
    elif remaining:
        out.write(f"compilelint fix: no fix to apply; {len(remaining)} finding(s) remain\n")
    else:
        out.write("compilelint fix: nothing to fix\n")
    unsafe = [u for u in remaining if u.unsafe_fix]
    if unsafe:
        out.write(f"  {len(unsafe)} finding(s) have an unsafe fix; rerun with --unsafe-fixes\n")
    rest = [u for u in remaining if not u.unsafe_fix]
    if rest:
        out.write(f"  {len(rest)} finding(s) cannot be fixed automatically:\n")
        for u in rest[: None if verbose else 20]:
            f = u.finding
            out.write(f"    {f.path}:{f.line}: {f.rule} {f.message}\n")
            if verbose:
                out.write(f"      why: {u.reason}\n")
        if not verbose and len(rest) > 20:
            out.write(f"    ... {len(rest) - 20} more (use --verbose)\n")
    for p in plan.problems:
        out.write(f"  problem: {p}\n")


__all__ = ["fix_command"]
