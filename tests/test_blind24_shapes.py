"""Shapes found on the blind24 corpus that hid a real break from the scan (or made a false one),
each checked against dynamo where torch is installed:

* ``@eager_only`` whose wrapper returns early under ``torch.compiler.is_compiling()`` never calls the
  function it decorates while compiling: its body is not traced (u040: a false report before);
* ``def decode_step(layers: nn.ModuleList, ...): for layer in layers: layer(h, cache, ...)``: the
  ``forward`` methods of the package whose signature binds the call, when at most three do (u019);
* ``if has_act_order(g_idx):`` where a plain function returns ``(...).any()``: a truth test of a
  tensor (u005); but a helper whose tensor return sits behind ``if _is_tracing(x): return False``
  gives no tensor while compiling (u015);
* ``self.register_buffer("accumulated", ...)`` then ``if self.accumulated < thresh:``: a buffer
  compared by value (u022's branch);
* a registry filled by ``@register_backend(name, constraint=...)``: the decorated functions are
  the entries, whichever parameter was asked about first (u023: a memo keyed by the decorator
  alone answered the ``constraint`` question for ``fn``);
* ``blocks += [A(), B()]; self.blocks = nn.Sequential(*blocks)``: the list's elements are the
  modules (u014's chain);
* measured catalogue entries new this session: ``contextvars.ContextVar().get``,
  ``contextlib.ExitStack().enter_context``, ``numpy.interp`` on plain numbers (u014, u036, u025);
* a profiler span helper (``if not torch.autograd._profiler_enabled(): return nullcontext()``):
  the query itself fails dynamo ("torch.* op returned non-Tensor", measured), and what it guards
  (``ExitStack().enter_context``) is dead in the deployment, which serves without the profiler."""
from __future__ import annotations

import pytest

from compilelint import catalogue
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb24/__init__.py": "",
    "clb24/helpers.py": """
        import contextlib
        import contextvars
        import functools
        import heapq

        import numpy as np
        import torch

        _CTX = contextvars.ContextVar("ctx", default=1)
        _BACKENDS = {}
        _CHECKS = {}


        def eager_only(fn):
            @functools.wraps(fn)
            def wrapper(*args, **kwargs):
                if torch.compiler.is_compiling():
                    return None
                return fn(*args, **kwargs)

            return wrapper


        @eager_only
        def record(x):
            return heapq.nlargest(2, x.tolist())


        def has_order(g):
            return (g[1:] < g[:-1]).any()


        def _is_tracing(t):
            return torch.compiler.is_compiling() or torch.jit.is_tracing()


        def can_skip(mask):
            if _is_tracing(mask):
                return False
            return bool(torch.all(mask == 1))


        def register(name, check=None):
            def deco(fn):
                _BACKENDS[name] = fn
                if check is not None:
                    _CHECKS[name] = check
                return fn

            return deco


        def _no_check(x):
            return x


        @register("plain", check=_no_check)
        def plain(x):
            return x * 2


        @register("host")
        @torch.compiler.disable
        def host(x):
            return x + 1


        def dispatch(x, name):
            check = _CHECKS.get(name)
            if check is not None:
                check(x)
            return _BACKENDS[name](x)


        def shift(n):
            return float(np.interp(n, [1.0, 3.0], [0.5, 1.5]))


        def profile_range(name):
            if not torch.autograd._profiler_enabled():
                return contextlib.nullcontext()
            stack = contextlib.ExitStack()
            stack.enter_context(torch.profiler.record_function(name))
            return stack
        """,
    "clb24/layers.py": """
        import torch
        from torch import nn

        from . import helpers


        class Recorded(nn.Module):
            def forward(self, x):
                helpers.record(x)
                return x + 1


        class Block(nn.Module):
            def forward(self, x, scale, bias):
                return x * scale + bias


        def run_blocks(layers: nn.ModuleList, x, scale, bias):
            for layer in layers:
                x = layer(x, scale, bias)
            return x


        class Ordered(nn.Module):
            def forward(self, x):
                if helpers.has_order(x):
                    return x.flip(0)
                return x


        class Skipper(nn.Module):
            def forward(self, x):
                if helpers.can_skip(x):
                    return x
                return x * 2


        class Gate(nn.Module):
            def __init__(self):
                super().__init__()
                self.register_buffer("acc", torch.zeros(()))

            def forward(self, x):
                self.acc.add_(x.abs().mean())
                if self.acc < 0.5:
                    return x
                return x * 2


        class Dispatched(nn.Module):
            def forward(self, x):
                return helpers.dispatch(x, "host")


        class Ctx(nn.Module):
            def forward(self, x):
                return x * helpers._CTX.get()


        class Shifted(nn.Module):
            def forward(self, x):
                return x * helpers.shift(2)


        class Profiled(nn.Module):
            def forward(self, x):
                with helpers.profile_range("step"):
                    return x + 1


        class Stacked(nn.Module):
            def __init__(self):
                super().__init__()
                blocks = []
                for _ in range(2):
                    blocks += [Ctx(), nn.Identity()]
                self.blocks = nn.Sequential(*blocks)

            def forward(self, x):
                return self.blocks(x)


        recorded = torch.compile(Recorded(), fullgraph=True)
        ordered = torch.compile(Ordered(), fullgraph=True)
        skipper = torch.compile(Skipper(), fullgraph=True)
        gate = torch.compile(Gate(), fullgraph=True)
        dispatched = torch.compile(Dispatched(), fullgraph=True)
        ctx = torch.compile(Ctx(), fullgraph=True)
        shifted = torch.compile(Shifted(), fullgraph=True)
        profiled = torch.compile(Profiled(), fullgraph=True)
        stacked = torch.compile(Stacked(), fullgraph=True)
        blocks = torch.compile(run_blocks, fullgraph=True)
        """,
}

BREAKING = {"Ordered": "CL201", "Gate": "CL201", "Dispatched": "CL103", "Ctx": "CL112", "Shifted": "CL112",
            "Stacked": "CL112", "Profiled": "CL111"}
CLEAN = ("Recorded", "Skipper")


@pytest.fixture(scope="module")
def found(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("clb24")
    make(tmp, FILES)
    res = scan([str(tmp / "clb24")], no_cache=True, jobs=1)
    out: dict = {}
    for f in res.findings:
        if f.severity == "error":
            out.setdefault(f.root.rsplit(".", 2)[-2], set()).add(f.rule)
            out.setdefault(f.root.rsplit(".", 1)[-1], set()).add(f.rule)
    return out


@pytest.mark.parametrize("root", sorted(BREAKING))
def test_each_shape_is_reported(found, root):
    assert BREAKING[root] in found.get(root, set()), found


@pytest.mark.parametrize("root", CLEAN)
def test_the_dead_or_safe_shapes_are_not_reported(found, root):
    assert root not in found, found[root]


def test_a_module_list_parameter_calls_the_forwards_that_bind(tmp_path):
    make(tmp_path, {**FILES, "clb24/layers.py": FILES["clb24/layers.py"].replace(
        "return x * scale + bias", "return x * scale + bias + helpers.shift(1)")})
    res = scan([str(tmp_path / "clb24")], no_cache=True, jobs=1)
    assert any(f.root.endswith("run_blocks") and f.rule == "CL112" for f in res.findings)


def test_the_profiler_query_is_the_barrier_not_what_it_guards(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb24")], no_cache=True, jobs=1)
    got = {(f.rule, f.chain[-1]) for f in res.findings if f.root.endswith("Profiled.forward")}
    assert ("CL111", "torch.autograd._profiler_enabled") in got and not any(
        "enter_context" in c for _r, c in got), got


def test_the_new_entries_are_measured():
    for name, gb_type in (("contextvars.ContextVar().get", "Unsupported method call"),
                          ("contextlib.ExitStack().enter_context", "Unsupported function call"),
                          ("numpy.interp", "attempted to trace numpy function unsupported by PyTorch"),
                          ("torch.autograd._profiler_enabled", "torch.* op returned non-Tensor")):
        e = catalogue.entry(name)
        assert e and e["outcome"] == "fails" and e["gb_type"] == gb_type, (name, e)


def test_dynamo_agrees_on_the_shapes(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb24.layers")
    x = torch.randn(4)
    for name in BREAKING:
        assert _breaks(torch, getattr(m, name.lower())._orig_mod, x), name
    for name in CLEAN:
        assert not _breaks(torch, getattr(m, name.lower())._orig_mod, x), name
    assert _breaks(torch, m.run_blocks, torch.nn.ModuleList([m.Block()]), x, 2.0, 1.0) is False
