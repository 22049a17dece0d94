"""Fixes for the session-21 constructs, each applied by the planner to a scanned package and then
compiled under ``fullgraph=True`` against its eager output (torch installed):

* ``with self.span:`` on a context manager made outside the region is entered as a null context
  while compiling (the lock guard's form);
* a function a project decorator marks disabled (``@host_side`` returning
  ``torch.compiler.disable(fn)``) has no decorator of its own to rewrite: compiler_disable refuses
  and its side-effect-only call is guarded instead (it used to report "no longer marked" and
  change nothing);
* a ``torch.Generator`` handed to a random op is refused (guarding the draw changed outputs);
* a method returning ``dataclasses.astuple(self)`` is never frozen as a constant, nor a call on a
  local of ``forward`` hoisted into ``__init__`` (blind23 t021: the fix made eager fail)."""
from __future__ import annotations

import importlib
import sys
import textwrap

import pytest

from compilelint import fix as fixmod
from compilelint.scan import scan
from compilelint.targets import resolve_targets

PKG = {
    "__init__.py": "",
    "tracing.py": """
        class Span:
            def __init__(self, name):
                self.name = name
                self.entered = 0

            def __enter__(self):
                self.entered += 1
                return self

            def __exit__(self, *exc):
                return False
        """,
    "compat.py": """
        import functools

        import torch


        def host_side(fn):
            wrapped = torch.compiler.disable(fn, recursive=True)
            return functools.wraps(fn)(wrapped)
        """,
    "outputs.py": """
        import dataclasses
        from dataclasses import dataclass
        from typing import Optional, Tuple

        import torch


        @dataclass
        class Output:
            hidden: Optional[torch.Tensor] = None

            def to_tuple(self) -> Tuple:
                return tuple(v for v in dataclasses.astuple(self) if v is not None)
        """,
    "layers.py": """
        import torch
        from torch import nn

        from .compat import host_side
        from .outputs import Output
        from .tracing import Span


        class Stats:
            def __init__(self):
                self.seen = 0

            @host_side
            def observe(self, x):
                self.seen += int(x.sum())


        class Traced(nn.Module):
            def __init__(self):
                super().__init__()
                self.span = Span("qkv")
                self.stats = Stats()

            def forward(self, x):
                with self.span:
                    y = x * 2
                self.stats.observe(y)
                return y + 1


        class Seeded(nn.Module):
            def __init__(self):
                super().__init__()
                self.generator = torch.Generator().manual_seed(0)

            def forward(self, x):
                return x + torch.rand(x.shape, generator=self.generator)


        class Tupled(nn.Module):
            def forward(self, x):
                out = Output(hidden=x * 2)
                return out.to_tuple()[0]


        traced = torch.compile(Traced(), fullgraph=True)
        seeded = torch.compile(Seeded(), fullgraph=True)
        tupled = torch.compile(Tupled(), fullgraph=True)
        """,
}


def _make(tmp_path, name):
    pkg = tmp_path / name
    pkg.mkdir()
    for rel, src in PKG.items():
        (pkg / rel).write_text(textwrap.dedent(src).replace("from .", f"from {name}."))
    return pkg


def _plan(pkg):
    res = scan([str(pkg)], no_cache=True, jobs=1)
    index = fixmod.TargetIndex.from_target_set(resolve_targets([str(pkg)]), None)
    return res, fixmod.plan(list(res.findings), [str(pkg)], unsafe=True, index=index)


def test_the_planner_guards_the_span_and_the_decorated_call_and_refuses_the_rest(tmp_path):
    pkg = _make(tmp_path, "clfxc_plan")
    res, plan = _plan(pkg)
    strategies = {x.strategy for e in plan.edits for x in e.fixes}
    assert "guard_side_effect" in strategies
    assert not any(x.strategy == "constant_probe" for e in plan.edits for x in e.fixes)
    reasons = " | ".join(u.reason for u in plan.unfixed)
    assert "torch.Generator" in reasons, reasons
    assert "built from the whole object" in reasons or "astuple" in reasons, reasons
    diffs = "".join(e.diff for e in plan.edits)
    assert "with (self.span if not torch.compiler.is_compiling() else contextlib.nullcontext()):" in diffs
    assert "if not torch.compiler.is_compiling():\n" in diffs and "self.stats.observe(y)" in diffs


def test_the_fixed_traced_module_compiles_and_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="compiling the fixed module needs torch (pip install -e '.[dev]')")
    pkg = _make(tmp_path, "clfxc_run")
    _res, plan = _plan(pkg)
    fixmod.apply_edits(plan.edits)
    sys.path.insert(0, str(tmp_path))
    try:
        m = importlib.import_module("clfxc_run.layers")
    finally:
        sys.path.remove(str(tmp_path))
    x = torch.randn(4)
    eager = m.Traced()(x)
    torch._dynamo.reset()
    try:
        got = torch.compile(m.Traced(), fullgraph=True, backend="eager")(x)
    finally:
        torch._dynamo.reset()
    assert torch.equal(eager, got)
