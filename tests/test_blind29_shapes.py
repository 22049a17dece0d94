"""Shapes found on the blind29 corpus that hid a real break from the scan, each with a clean twin
and dynamo's verdict where torch is installed:

* ``[(i * step, ...) for i in range(self.num_chunks(lens))]`` where ``num_chunks`` returns
  ``min(math.ceil(self.round_up(self._longest(lens)) / c), cap)`` and ``_longest`` returns
  ``int(lens.max().item())``: every ``range()`` needs a concrete count (a comprehension's too), and
  a number computed through locals from a helper's tensor read is one (z031);
* ``levels = rms_dbfs(wave).tolist()`` where the helper returns ``20.0 * torch.log10(rms)``: the
  ``.tolist()`` of a float tensor a helper returns (z016);
* ``Compose(*steps: Transform)`` storing ``self.steps = list(steps)`` and calling ``for step in
  self.steps: x = step(x)``: each element is what the ``*steps`` annotation names (z015: a
  ``torch.compiler.disable``d resize among the transforms)."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb29/__init__.py": "",
    "clb29/steps.py": """
        import math

        import torch


        def rms_dbfs(wave):
            rms = wave.pow(2).mean(dim=-1).clamp_min(1e-8).sqrt()
            return 20.0 * torch.log10(rms)


        def signs(wave):
            return (wave > 0).long().sum(dim=-1)


        class Planner:
            def __init__(self, chunk=2, cap=4):
                self.chunk = chunk
                self.cap = cap

            def round_up(self, n):
                return (n + self.chunk - 1) // self.chunk * self.chunk

            def _longest(self, lens):
                return int(lens.max().item())

            def _width(self, lens):
                return lens.shape[0]

            def num_chunks(self, lens):
                longest = self.round_up(self._longest(lens))
                n = math.ceil(longest / self.chunk)
                return min(n, self.cap)

            def num_static(self, lens):
                n = math.ceil(self.round_up(self._width(lens)) / self.chunk)
                return min(n, self.cap)


        class Chunked(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.planner = Planner()

            def forward(self, x):
                lens = (x > 0).sum(dim=-1)
                bounds = [(i, i + 1) for i in range(self.planner.num_chunks(lens))]
                return x * len(bounds)


        class Static(Chunked):
            def forward(self, x):
                lens = (x > 0).sum(dim=-1)
                bounds = [(i, i + 1) for i in range(self.planner.num_static(lens))]
                return x * len(bounds)


        LOG = []


        class Gains(torch.nn.Module):
            def forward(self, x):
                LOG.append(rms_dbfs(x).tolist())
                return x * 2


        class Counts(torch.nn.Module):
            def forward(self, x):
                LOG.append(signs(x).tolist())
                return x * 2


        class Transform:
            def __call__(self, x):
                raise NotImplementedError


        class Scale(Transform):
            def __call__(self, x):
                return x * 2


        @torch.compiler.disable
        def host_resize(x):
            return x.clone()


        class Resize(Transform):
            def __call__(self, x):
                return host_resize(x)


        class Op:
            def __call__(self, x):
                return x


        class Shift(Op):
            def __call__(self, x):
                return x + 1


        class Compose:
            def __init__(self, *steps: Transform):
                self.steps = list(steps)

            def __call__(self, x):
                for step in self.steps:
                    x = step(x)
                return x


        class Chain:
            def __init__(self, *ops: Op):
                self.ops = list(ops)

            def __call__(self, x):
                for op in self.ops:
                    x = op(x)
                return x


        PIPE = Compose(Scale(), Resize())
        CHAIN = Chain(Shift(), Op())


        @torch.compile(fullgraph=True)
        def preprocess(x):
            return PIPE(x)


        @torch.compile(fullgraph=True)
        def shifted(x):
            return CHAIN(x)


        chunked = torch.compile(Chunked(), fullgraph=True)
        static = torch.compile(Static(), fullgraph=True)
        gains = torch.compile(Gains(), fullgraph=True)
        counts = torch.compile(Counts(), fullgraph=True)
        """,
}


def _errors(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb29")], no_cache=True, jobs=1)
    return sorted({(f.root.rsplit(".", 2)[-2], f.rule) for f in res.findings if f.severity == "error"})


def test_a_range_count_a_helper_computes_from_a_tensor_read(tmp_path):
    got = _errors(tmp_path)
    assert ("Chunked", "CL201") in got, got
    assert not [e for e in got if e[0] == "Static"], got


def test_tolist_of_a_float_tensor_a_helper_returns(tmp_path):
    got = _errors(tmp_path)
    assert ("Gains", "CL202") in got, got
    assert not [e for e in got if e[0] == "Counts"], got


def test_elements_of_a_star_parameter_are_what_its_annotation_names(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb29")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings if f.severity == "error"})
    assert ("preprocess", "CL103") in got, got
    assert not [e for e in got if e[0] == "shifted"], got


def test_dynamo_agrees_on_the_blind29_shapes(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb29.steps")
    x = torch.randn(3, 4)
    assert _breaks(torch, m.chunked._orig_mod, x)
    assert not _breaks(torch, m.static._orig_mod, x)
    assert _breaks(torch, m.gains._orig_mod, x)
    assert not _breaks(torch, m.counts._orig_mod, x)
    assert _breaks(torch, m.preprocess._torchdynamo_orig_callable, x)
    assert not _breaks(torch, m.shifted._torchdynamo_orig_callable, x)
