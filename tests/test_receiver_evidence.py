"""A store on a function's parameter lands only on objects that can have what the function uses.

``def process_weights(self, layer): ... layer.moe_runner_config ...; layer.swiglu_limit = ...``
(sglang's mxfp4 MoE method) used to make ``swiglu_limit`` unknown on every class, so a dense MLP's
``if self.swiglu_limit is not None:`` - None for every checkpoint without the key - stayed live
and its JIT kernel was reported (issue 12's "checkpoint config fields" class). The receiver of
such a store can only be an object that can have every other name the function uses on it
(duck typing, as a call graph reads a receiver's type off its uses): a class that neither owns
``runner_config`` nor gets it from another such store never receives the store.

The breaking twin is a class that does own ``runner_config``: the store may land there, and
dynamo agrees it breaks (the store runs at import time and makes the limit a tensor)."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clrecv/__init__.py": "",
    "clrecv/m.py": """
        import warnings

        import torch
        from torch import nn


        class CheckpointConfig:
            hidden_size = 4


        class GateMLP(nn.Module):
            def __init__(self, limit=None):
                super().__init__()
                self.limit = limit

            def forward(self, x):
                if self.limit is not None:
                    warnings.warn("clamped activation")
                return x * 2


        class RoutedExperts(nn.Module):
            def __init__(self):
                super().__init__()
                self.runner_config = {"clamp": 7.0}
                self.limit = None

            def forward(self, x):
                return x + 1


        class TunedMLP(nn.Module):
            def __init__(self, limit=None):
                super().__init__()
                self.limit = limit
                self.runner_config = {"clamp": 3.0}

            def forward(self, x):
                if self.limit is not None:
                    warnings.warn("clamped activation")
                return x * 2


        class ClampMethod:
            def process_weights(self, layer):
                clamp = layer.runner_config.get("clamp", 7.0)

                def full(n):
                    return torch.full((n,), clamp)

                layer.limit = full(2)


        CONFIG = CheckpointConfig()
        gate = GateMLP(limit=getattr(CONFIG, "swiglu_limit", None))
        experts = RoutedExperts()
        tuned = TunedMLP(limit=getattr(CONFIG, "swiglu_limit", None))
        ClampMethod().process_weights(experts)
        ClampMethod().process_weights(tuned)


        def gated(x):
            return gate(x)


        def tuned_fn(x):
            return tuned(x)


        gated_c = torch.compile(gated, fullgraph=True)
        tuned_fn_c = torch.compile(tuned_fn, fullgraph=True)
        """,
}
NAMES = ("gated", "tuned_fn")
BREAKING = {"tuned_fn"}


def test_store_lands_only_where_the_receiver_fits(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clrecv")], no_cache=True, jobs=1)
    roots = {f.root.rsplit(".", 1)[-1] for f in res.findings if f.severity == "error"}
    assert roots == BREAKING, sorted((f.root, f.rule, f.line) for f in res.findings)


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clrecv.m")
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
