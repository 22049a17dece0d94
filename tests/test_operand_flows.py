"""Shapes found on the blind22 corpus that hid a real break from the scan:

* ``self.quant_method = quant_method or Unquantized()``: the object handed in is one of the values
  (the store kept only the default; s015);
* ``if cfg.stop and stopping.all_finished(done): break`` where the helper returns ``done.all()``:
  each operand of a test's and/or/not chain is a truth test of what it returns (s005);
* ``p = random.uniform(0, 1); skip = self.training and p < layerdrop; if not skip:``: a local
  computed from a traced value is one too (s036);
* a ``functools.cached_property`` first read inside the compiled region takes a lock on Python 3.11
  (measured as the catalogue's ``@functools.cached_property`` entry; s014): a memo, reported since
  session 32 on the first call of a ``fullgraph=True`` root (``tests/test_blind48_shapes.py`` has
  the ``fullgraph=False`` side, where it is not reported).

Each scan test fails without its mechanism; dynamo's verdict on the same package is measured where
torch is installed."""
from __future__ import annotations

import pytest

from compilelint import catalogue
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clflows/__init__.py": "",
    "clflows/quant.py": """
        import torch


        class Unquantized:
            def apply(self, x):
                return x * 2


        class ZeroGuarded:
            def apply(self, x):
                amax = x.abs().amax()
                if (amax == 0).any():
                    amax = amax.clamp(min=1e-6)
                return x / amax
        """,
    "clflows/layers.py": """
        import functools
        import random

        import torch
        from torch import nn

        from .quant import Unquantized, ZeroGuarded


        class Linear(nn.Module):
            def __init__(self, quant_method=None):
                super().__init__()
                self.quant_method = quant_method or Unquantized()

            def forward(self, x):
                return self.quant_method.apply(x)


        class Stopping:
            def all_finished(self, done):
                return done.all()


        class Decoder(nn.Module):
            def __init__(self, stop=True):
                super().__init__()
                self.stop = stop
                self.stopping = Stopping()

            def forward(self, x):
                done = torch.zeros_like(x, dtype=torch.bool)
                for _ in range(3):
                    x = x + 1
                    done = done | (x > 2)
                    if self.stop and self.stopping.all_finished(done):
                        break
                return x


        class Dropper(nn.Module):
            def __init__(self, layerdrop=0.5):
                super().__init__()
                self.layerdrop = layerdrop
                self.proj = nn.Linear(4, 4)

            def forward(self, x):
                p = random.uniform(0, 1)
                skip = self.training and p < self.layerdrop
                if not skip:
                    x = self.proj(x)
                return x


        class Router(nn.Module):
            def __init__(self, scoring="softmax"):
                super().__init__()
                self.scoring = scoring

            @functools.cached_property
            def route_fn(self):
                return torch.softmax if self.scoring == "softmax" else torch.sigmoid

            def forward(self, x):
                return self.route_fn(x, dim=-1)


        guarded = torch.compile(Linear(ZeroGuarded()), fullgraph=True)
        decoder = torch.compile(Decoder(), fullgraph=True)
        dropper = torch.compile(Dropper(), fullgraph=True)
        router = torch.compile(Router(), fullgraph=True)
        """,
}


def _errors(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clflows")], no_cache=True, jobs=1)
    return sorted((f.root.rsplit(".", 2)[-2], f.rule, f.path.rsplit("/", 1)[-1], f.line)
                  for f in res.findings if f.severity == "error")


def test_an_object_handed_in_through_or_is_a_value_of_the_store(tmp_path):
    assert ("Linear", "CL201", "quant.py", 13) in _errors(tmp_path)


def test_a_helper_call_inside_an_and_chain_is_a_truth_test_of_its_result(tmp_path):
    assert ("Decoder", "CL201", "layers.py", 36) in _errors(tmp_path)


def test_a_local_computed_from_a_random_value_decides_a_branch(tmp_path):
    assert ("Dropper", "CL201", "layers.py", 50) in _errors(tmp_path)


def test_a_cached_property_first_read_is_a_memo_of_the_first_call(tmp_path):
    # measured: a cold read fails on Python 3.11 (the lock), a property compiles; the lock is taken
    # only while the object holds no value, and the Router's first compiled call is its first read
    # (no constructor or eager code reads it first): an error, named as the first call's
    assert catalogue.decorated("functools.cached_property") is not None
    assert catalogue.decorated("builtins.property") is None
    assert [e for e in _errors(tmp_path) if e[0] == "Router"] == [("Router", "CL112", "layers.py", 65)]
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clflows")], no_cache=True, jobs=1)
    cold = [f for f in res.findings if f.root.rsplit(".", 2)[-2] == "Router"]
    assert all("on the first call, on a cold cache" in f.message for f in cold), [f.message for f in cold]


def test_dynamo_agrees_on_the_operand_flows(tmp_path):
    torch = pytest.importorskip("torch")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clflows.layers")
    x = torch.randn(2, 4)
    for compiled in (m.guarded, m.decoder, m.dropper, m.router):
        assert _breaks(torch, compiled._orig_mod, x), compiled
    warm = m.Router()
    warm(x)  # the property now holds its value: the compiled read does not take the lock
    assert not _breaks(torch, warm, x)
    assert not _breaks(torch, m.Linear(m.Unquantized()), x)
