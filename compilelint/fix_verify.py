"""``compilelint fix --verify``: check each planned fix by running it (needs torch).

For every root whose findings the plan fixes, the root is called on the user's inputs twice, each
time in a fresh interpreter: on the original tree (the eager output, and whether
``torch.compile(fullgraph=True)`` compiles it: *before*) and on a copy of the tree with the edits
written (compiled with ``fullgraph=True``: *after*, and whether its output equals the original
eager output). Only fixes whose roots compile after and agree are kept.

Inputs: ``--inputs module:function``; the function (imported in each interpreter, after
``torch.manual_seed(0)``) returns the positional arguments for every fixed root, or a dict from
root name (``pkg.mod.qualname``, as the report prints it, or ``pkg.mod:qualname``) to them. A
method's arguments start with the instance.
"""
from __future__ import annotations

import os
import pickle
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from typing import Optional

RUNNER = r'''
import importlib, os, pickle, sys, traceback, warnings
warnings.filterwarnings("ignore")
paths, roots, spec, backend, out = pickle.load(open(sys.argv[1], "rb"))
sys.path[:0] = paths
res = {}
try:
    import torch
except Exception as e:  # noqa: BLE001
    pickle.dump({"fatal": f"torch cannot be imported: {e}"}, open(out, "wb")); sys.exit(0)

def resolve(fq):
    fq = fq.replace(":", ".")
    parts = fq.split(".")
    for i in range(len(parts) - 1, 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        try:
            for p in parts[i:]:
                obj = getattr(obj, p)
            return obj
        except AttributeError:
            continue
    raise LookupError(f"cannot import {fq}")

def one_line(e):
    text = str(e).strip().splitlines()
    return f"{type(e).__name__}: {text[0][:200]}" if text else type(e).__name__

try:
    mod, _, fn = spec.partition(":")
    torch.manual_seed(0)
    inputs = getattr(importlib.import_module(mod), fn)()
except Exception as e:  # noqa: BLE001
    pickle.dump({"fatal": f"--inputs {spec}: {one_line(e)}"}, open(out, "wb")); sys.exit(0)
for root in roots:
    r = {}
    res[root] = r
    if isinstance(inputs, dict):
        args = inputs.get(root)
        if args is None:
            args = next((v for k, v in inputs.items() if k.replace(":", ".") == root), None)
        if args is None:
            r["error"] = "no inputs for this root"
            continue
    else:
        args = inputs
    args = tuple(args) if isinstance(args, (list, tuple)) else (args,)
    try:
        f = resolve(root)
    except Exception as e:  # noqa: BLE001
        r["error"] = one_line(e)
        continue
    try:
        torch.manual_seed(0)
        r["eager"] = f(*args)
    except Exception as e:  # noqa: BLE001
        r["eager_error"] = one_line(e)
    torch._dynamo.reset()
    try:
        torch.manual_seed(0)
        r["compiled"] = torch.compile(f, fullgraph=True, backend=backend)(*args)
        r["status"] = "compiles"
    except Exception as e:  # noqa: BLE001
        gb = getattr(e, "gb_type", None)
        r["status"] = "breaks (" + (gb or one_line(e)) + ")"
    finally:
        torch._dynamo.reset()
    for k in ("eager", "compiled"):
        if k in r:
            try:
                pickle.dumps(r[k])
            except Exception:  # noqa: BLE001
                r[k] = ("<unpicklable>", repr(r[k])[:200])
pickle.dump(res, open(out, "wb"))
'''


class VerifyError(Exception):
    """A usage problem of ``--verify`` (no torch, bad ``--inputs``): one line for the CLI."""


@dataclass
class RootCheck:
    root: str
    before: str
    after: str
    equal: Optional[bool]  # None: not compared (no output on one side)
    why: str = ""

    @property
    def ok(self) -> bool:
        return self.after == "compiles" and self.equal is True

    def to_json(self) -> dict:
        return {"root": self.root, "before": self.before, "after": self.after, "outputs_equal": self.equal,
                "verified": self.ok, "why": self.why}


@dataclass
class Verification:
    checks: list[RootCheck] = field(default_factory=list)
    dropped: list = field(default_factory=list)  # (FileEdit, reason)


def _package_top(path: str) -> tuple[str, str]:
    """(what to copy: the top package directory or the lone module, the sys.path entry above it)."""
    from compilelint.targets import module_base

    d = os.path.dirname(os.path.abspath(path))
    base = module_base(d)
    if base == d:
        return os.path.abspath(path), d
    return os.path.join(base, os.path.relpath(d, base).split(os.sep)[0]), base


def _run(paths: list[str], roots: list[str], spec: str, backend: str, timeout: float) -> dict:
    with tempfile.TemporaryDirectory(prefix="compilelint-verify-") as tmp:
        job, out = os.path.join(tmp, "job.pkl"), os.path.join(tmp, "out.pkl")
        with open(job, "wb") as fh:
            pickle.dump((paths, roots, spec, backend, out), fh)
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        try:
            proc = subprocess.run([sys.executable, "-c", RUNNER, job], capture_output=True, text=True,
                                  timeout=timeout, env=env, cwd=os.getcwd())
        except subprocess.TimeoutExpired:
            return {"fatal": f"the verification run took over {timeout:.0f} s"}
        if not os.path.exists(out):
            tail = (proc.stderr or proc.stdout or "").strip().splitlines()
            return {"fatal": f"the verification run died: {tail[-1] if tail else proc.returncode}"}
        with open(out, "rb") as fh:
            return pickle.load(fh)


def _equal(a, b) -> bool:
    import torch

    if isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor):
        if not (isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor)):
            return False
        if a.shape != b.shape or a.dtype != b.dtype:
            return False
        if a.is_floating_point() or a.is_complex():
            return bool(torch.allclose(a, b, rtol=1e-5, atol=1e-6, equal_nan=True))
        return bool(torch.equal(a, b))
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_equal(a[k], b[k]) for k in a)
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001
        return False


def _fixed_run(edits, base_paths, roots, spec, backend, timeout) -> dict:
    with tempfile.TemporaryDirectory(prefix="compilelint-fixed-") as tmp:
        copied: dict[str, str] = {}
        for e in edits:
            top, base = _package_top(e.path)
            if top not in copied:
                dest = os.path.join(tmp, os.path.basename(top))
                if os.path.isdir(top):
                    shutil.copytree(top, dest, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
                else:
                    shutil.copy2(top, dest)
                copied[top] = dest
            rel = os.path.relpath(os.path.abspath(e.path), top) if os.path.isdir(top) else ""
            target = os.path.join(copied[top], rel) if rel else copied[top]
            with open(target, "w", encoding="utf-8", newline="") as fh:
                fh.write(e.new_text)
        return _run([tmp] + base_paths, roots, spec, backend, timeout)


def _check(root: str, before: dict, after: dict) -> RootCheck:
    """One root's row: its status before and after the fixes, and whether the fixed compiled
    output equals the original eager output."""
    b, a = before.get(root, {}), after.get(root, {})
    why = b.get("error") or a.get("error") or b.get("eager_error") or ""
    eq = _equal(b["eager"], a["compiled"]) if "eager" in b and "compiled" in a else None
    return RootCheck(root, b.get("status", "not run"), a.get("status", "not run"), eq, why)


def verify(plan, inputs: str, search_path: Optional[list[str]] = None, backend: str = "eager",
           timeout: float = 600.0) -> Verification:
    """Run every fixed root before and after the plan's edits; drop the edits of roots that do
    not compile afterwards or whose outputs differ (the kept ones are checked once more alone)."""
    if ":" not in inputs or not all(inputs.partition(":")[::2]):
        raise VerifyError(f"--inputs must be module:function, not {inputs!r}")
    import importlib.util

    if importlib.util.find_spec("torch") is None:
        raise VerifyError("fix --verify needs torch installed (it compiles the fixed roots)")
    roots = sorted({f.root for f, _ in plan.fixed if f.root})
    bases: list[str] = []
    for e in plan.edits:
        _, base = _package_top(e.path)
        if base not in bases:
            bases.append(base)
    base_paths = bases + [os.path.abspath(p) for p in (search_path or [])] + [os.getcwd()]
    before = _run(base_paths, roots, inputs, backend, timeout)
    if "fatal" in before:
        raise VerifyError(before["fatal"])
    edits = [e for e in plan.edits if e.changed]
    after = _fixed_run(edits, base_paths, roots, inputs, backend, timeout) if edits else before
    if "fatal" in after:
        raise VerifyError(after["fatal"])
    out = Verification()
    out.checks = [_check(root, before, after) for root in roots]
    bad = {c.root: c for c in out.checks if not c.ok}
    if not bad:
        return out
    keep = []
    for e in edits:
        hit = sorted({f.root for x in e.fixes for f in x.findings if f.root in bad})
        if hit:
            c = bad[hit[0]]
            out.dropped.append((e, f"fix not verified for {c.root}: after {c.after}, "
                                   f"outputs equal {c.equal}" + (f" ({c.why})" if c.why else "")))
        else:
            keep.append(e)
    if keep and out.dropped:
        # the kept edits were checked together with the dropped ones: check them once alone
        again = _fixed_run(keep, base_paths, roots, inputs, backend, timeout)
        for e in keep:
            for root in sorted({f.root for x in e.fixes for f in x.findings}):
                if "fatal" in again or not _check(root, before, again).ok:
                    out.dropped.append((e, f"fix not verified for {root} without the dropped fixes"))
                    break
    return out


def table(checks: list[RootCheck]) -> str:
    rows = [("root", "before", "after", "outputs equal")]
    for c in checks:
        eq = "yes" if c.equal else ("no" if c.equal is False else "-")
        rows.append((c.root, c.before, c.after, eq + (f"  ({c.why})" if c.why else "")))
    widths = [max(len(r[i]) for r in rows) for i in range(3)]
    return "".join(f"{r[0]:<{widths[0]}}  {r[1]:<{widths[1]}}  {r[2]:<{widths[2]}}  {r[3]}\n" for r in rows)


__all__ = ["verify", "table", "Verification", "RootCheck", "VerifyError"]
