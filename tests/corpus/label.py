#!/usr/bin/env python
"""Measure the real ``torch.compile(fullgraph=True)`` outcome of corpus cases.

Usage::

    python tests/corpus/label.py [CASE_DIR ...] [--json]

Without CASE_DIR arguments every directory under ``tests/corpus/cases`` is
labelled.  All cases run in one process (importing torch is slow);
``torch._dynamo.reset()`` is called between cases.

For each case the labeller

1. puts the case directory on ``sys.path`` and loads ``case.py`` under a
   unique module name;
2. resolves ``ENTRY = "<pkg>.<module>:<attr.path>"``;
3. unwraps the compiled object to the user's callable
   (``OptimizedModule._orig_mod`` -> the module itself is compiled;
   ``_torchdynamo_orig_callable`` for functions / bound methods compiled by
   ``torch.compile``; anything else is used as is);
4. runs ``torch.compile(orig, fullgraph=True, backend="eager")(*inputs())``.

The label is a dict::

    {"case": str, "breaks": bool, "gb_type": str | None, "exc": str | None,
     "path": str | None, "line": int | None}

``breaks`` is True when the compiled call raised.  ``gb_type`` is the
``gb_type`` attribute of the dynamo exception (``Unsupported``); UserError
(data-dependent guards such as ``if t.item() > c``) has none.

``path``/``line`` locate the barrier: the innermost frame of the exception's
*user* stack that lies inside the case package, ``path`` relative to the case
directory (``"c001_x/util.py"``).  Frame sources, in order of preference:

* ``exc.real_stack`` (list of FrameSummary; set on Unsupported and on
  UserError raised while tracing);
* the Python traceback of the exception and of its ``__cause__`` /
  ``__context__`` chain (covers errors raised by user code itself);
* ``File "...", line N`` references in the exception message (dynamo prints a
  "from user code:" section).

The line is normalised: if it lies inside a multi-line call, the first line of
the innermost ``ast.Call`` whose span contains it is reported; otherwise, if it
lies inside a multi-line simple statement (or the header of a compound
statement), the first line of that statement.  Single-line calls/statements
are unchanged by this.

``label_cases(case_dirs)`` is the API the comparison tests import.
"""
from __future__ import annotations

import argparse
import ast
import contextlib
import importlib
import importlib.util
import json
import os
import re
import sys
import time
import traceback
import warnings
from pathlib import Path

CORPUS_DIR = Path(__file__).resolve().parent
CASES_DIR = CORPUS_DIR / "cases"

_FILE_LINE_RE = re.compile(r'File "([^"]+)", line (\d+)')


def all_case_dirs(cases_dir: Path | str = CASES_DIR) -> list[Path]:
    """Every case directory (one holding a case.py), sorted by name."""
    cases_dir = Path(cases_dir)
    return sorted(p for p in cases_dir.iterdir() if p.is_dir() and (p / "case.py").is_file())


# --------------------------------------------------------------------------- #
# line normalisation
# --------------------------------------------------------------------------- #
_AST_CACHE: dict[str, ast.AST | None] = {}


def _parse(path: str):
    if path not in _AST_CACHE:
        try:
            _AST_CACHE[path] = ast.parse(Path(path).read_text(), filename=path)
        except (OSError, SyntaxError, ValueError):
            _AST_CACHE[path] = None
    return _AST_CACHE[path]


def _header_end(stmt: ast.stmt) -> int:
    """Last line of a statement that is not part of a nested body."""
    body_starts = []
    for field in ("body", "orelse", "finalbody", "handlers", "cases"):
        block = getattr(stmt, field, None)
        if isinstance(block, list) and block and hasattr(block[0], "lineno"):
            body_starts.append(block[0].lineno)
    if body_starts:
        # decorators / header may span several lines; the body starts later
        return max(stmt.lineno, min(body_starts) - 1)
    return stmt.end_lineno or stmt.lineno


def normalize_line(path: str, line: int) -> int:
    tree = _parse(path)
    if tree is None:
        return line
    best_call = None
    best_stmt = None
    for node in ast.walk(tree):
        lo = getattr(node, "lineno", None)
        hi = getattr(node, "end_lineno", None)
        if lo is None or hi is None:
            continue
        if isinstance(node, ast.Call):
            if lo <= line <= hi:
                span = (hi - lo, -lo)
                if best_call is None or span < best_call[0]:
                    best_call = (span, node)
        elif isinstance(node, ast.stmt):
            if lo <= line <= _header_end(node):
                span = (_header_end(node) - lo, -lo)
                if best_stmt is None or span < best_stmt[0]:
                    best_stmt = (span, node)
    if best_call is not None:
        return best_call[1].lineno
    if best_stmt is not None:
        return best_stmt[1].lineno
    return line


# --------------------------------------------------------------------------- #
# locating the barrier
# --------------------------------------------------------------------------- #
def _candidate_frames(exc: BaseException) -> list[tuple[str, int]]:
    """(filename, lineno) pairs, outermost first, from the best source available."""
    real_stack = getattr(exc, "real_stack", None)
    if real_stack:
        frames = [(fs.filename, fs.lineno) for fs in real_stack if fs.lineno]
        if frames:
            return frames
    frames: list[tuple[str, int]] = []
    seen = set()
    e: BaseException | None = exc
    chain = []
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        chain.append(e)
        e = e.__cause__ or e.__context__
    # innermost exception last so that its frames come last
    for e in reversed(chain):
        for fs in traceback.extract_tb(e.__traceback__):
            if fs.lineno:
                frames.append((fs.filename, fs.lineno))
    for m in _FILE_LINE_RE.finditer(str(exc)):
        frames.append((m.group(1), int(m.group(2))))
    return frames


def locate(exc: BaseException, case_dir: Path, pkg_name: str) -> tuple[str | None, int | None]:
    pkg_dir = (case_dir / pkg_name).resolve()
    for filename, lineno in reversed(_candidate_frames(exc)):
        try:
            p = Path(filename).resolve()
        except (OSError, ValueError):
            continue
        if p == pkg_dir or pkg_dir in p.parents:
            rel = p.relative_to(case_dir.resolve()).as_posix()
            return rel, normalize_line(str(p), lineno)
    # real_stack may stop short of the package; fall back to the traceback/message
    if getattr(exc, "real_stack", None):
        saved = exc.real_stack
        try:
            exc.real_stack = None
            return locate(exc, case_dir, pkg_name)
        finally:
            exc.real_stack = saved
    return None, None


# --------------------------------------------------------------------------- #
# running one case
# --------------------------------------------------------------------------- #
def _resolve_entry(entry: str):
    mod_name, _, attr_path = entry.partition(":")
    obj = importlib.import_module(mod_name)
    for part in attr_path.split("."):
        obj = getattr(obj, part)
    return obj


def _unwrap(obj):
    import torch

    if isinstance(obj, torch._dynamo.eval_frame.OptimizedModule):
        return obj._orig_mod
    orig = getattr(obj, "_torchdynamo_orig_callable", None)
    while orig is not None:
        obj = orig
        orig = getattr(obj, "_torchdynamo_orig_callable", None)
    return obj


def label_case(case_dir: Path | str) -> dict:
    """Measure one case; see the module docstring for the result format."""
    import torch
    import torch._dynamo

    case_dir = Path(case_dir).resolve()
    case_id = case_dir.name
    result = {"case": case_id, "breaks": False, "gb_type": None, "exc": None, "path": None, "line": None}
    torch._dynamo.reset()
    sys.path.insert(0, str(case_dir))
    try:
        # case code may print (at import time, in __init__): keep stdout clean for --json
        with contextlib.redirect_stdout(sys.stderr), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            spec = importlib.util.spec_from_file_location(f"_corpus_case_{case_id}", case_dir / "case.py")
            case_mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(case_mod)
            pkg_name = case_mod.ENTRY.partition(":")[0].split(".")[0]
            target = _unwrap(_resolve_entry(case_mod.ENTRY))
            args = case_mod.inputs()
            compiled = torch.compile(target, fullgraph=True, backend="eager")
            try:
                compiled(*args)
            except Exception as exc:  # noqa: BLE001 - any failure of the compiled call is a break
                result["breaks"] = True
                result["gb_type"] = getattr(exc, "gb_type", None)
                result["exc"] = type(exc).__name__
                result["path"], result["line"] = locate(exc, case_dir, pkg_name)
    finally:
        try:
            sys.path.remove(str(case_dir))
        except ValueError:
            pass
        torch._dynamo.reset()
    return result


def label_cases(case_dirs=None) -> list[dict]:
    """Label the given case directories (default: all); returns a list of dicts."""
    import torch  # noqa: F401  (import once, up front)

    dirs = [Path(d) for d in case_dirs] if case_dirs else all_case_dirs()
    return [label_case(d) for d in dirs]


def _dynamo_exc_names() -> set[str]:
    import torch._dynamo.exc as dexc

    names = set()
    todo = [dexc.TorchDynamoException]
    while todo:
        cls = todo.pop()
        names.add(cls.__name__)
        todo.extend(cls.__subclasses__())
    return names


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("case_dirs", nargs="*", help="case directories (default: all under tests/corpus/cases)")
    ap.add_argument("--json", action="store_true", help="print a JSON list instead of a table")
    ns = ap.parse_args(argv)
    t0 = time.perf_counter()
    labels = label_cases(ns.case_dirs or None)
    dt = time.perf_counter() - t0
    if ns.json:
        json.dump(labels, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        for r in labels:
            verdict = "BREAK" if r["breaks"] else "clean"
            where = f"{r['path']}:{r['line']}" if r["path"] else ""
            detail = f"{r['exc']} gb={r['gb_type']!r}" if r["breaks"] else ""
            if r["breaks"] and r["exc"] not in _dynamo_exc_names():
                detail += "  [!] not a dynamo exception: is the case itself broken?"
            print(f"{r['case']:<44} {verdict:<6} {where:<40} {detail}")
        n_break = sum(r["breaks"] for r in labels)
        print(f"# {len(labels)} cases: {n_break} break, {len(labels) - n_break} clean; {dt:.1f}s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
