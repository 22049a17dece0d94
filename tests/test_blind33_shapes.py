"""Four shapes from blind33, each with a clean twin and dynamo's verdict on the same package:

* calling an object whose ``__call__`` is ``@torch.compiler.disable``d (s115: an all-reduce
  fallback held as ``self._all_reduce``) is the disabled call, as calling the function is;
* ``for fn, w in self.terms`` over a list of (registry function, weight) tuples (s134): each name
  holds the members of the tuples, so a disabled function from the registry is reached;
* ``.tolist()`` of a parameter whose caller passes a float tensor (s125:
  ``summarize_topk(vals.squeeze(1), idx)`` with ``vals, idx = logits.topk(k)``, the callee doing
  ``values[0].tolist()``); the same call with the indices is an integer list;
* a helper's tensor compared by value in the test itself (s124: ``if layout_density(layout) >
  self.threshold:`` where the helper returns ``layout.float().mean()``), as a local holding it is.
"""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb33/__init__.py": "",
    "clb33/shapes.py": """
        import torch


        class Fallback:
            @torch.compiler.disable
            def __call__(self, x):
                return x.clone()


        class Plain:
            def __call__(self, x):
                return x * 1


        def _scale(x, n):
            return x * n


        @torch.compiler.disable
        def _noisy(x, n):
            return x + n


        REGISTRY = {"scale": _scale, "noisy": _noisy}


        class Mixer:
            def __init__(self, names):
                self.terms = [(REGISTRY[n], 0.5) for n in names]

            def __call__(self, x):
                total = x.new_zeros(())
                for fn, w in self.terms:
                    total = total + w * fn(x, 2).sum()
                return total


        QUIET_REGISTRY = {"scale": _scale}


        class QuietMixer:
            def __init__(self, names):
                self.terms = [(QUIET_REGISTRY[n], 0.5) for n in names]

            def __call__(self, x):
                total = x.new_zeros(())
                for fn, w in self.terms:
                    total = total + w * fn(x, 2).sum()
                return total


        def summarize(values, indices):
            return {"scores": values[0].tolist(), "positions": indices[0].tolist()}


        def density(layout):
            return layout.float().mean()


        def positions(values):
            return values[0].tolist()


        FALLBACK = Fallback()
        PLAIN = Plain()
        NOISY = Mixer(["scale", "noisy"])
        QUIET = QuietMixer(["scale"])


        @torch.compile(fullgraph=True)
        def reduce_fallback(x):
            return FALLBACK(x)


        @torch.compile(fullgraph=True)
        def reduce_plain(x):
            return PLAIN(x)


        @torch.compile(fullgraph=True)
        def mix_noisy(x):
            return NOISY(x)


        @torch.compile(fullgraph=True)
        def mix_quiet(x):
            return QUIET(x)


        @torch.compile(fullgraph=True)
        def topk_scores(logits):
            vals, idx = logits.topk(2, dim=-1)
            return len(positions(vals)) + logits


        @torch.compile(fullgraph=True)
        def topk_ids(logits):
            vals, idx = logits.topk(2, dim=-1)
            return len(positions(idx)) + logits


        @torch.compile(fullgraph=True)
        def dispatch(x):
            if density(x > 0) > 0.5:
                return x * 2
            return x


        @torch.compile(fullgraph=True)
        def dispatch_static(x):
            if x.shape[0] > 1:
                return x * 2
            return x
        """,
}


def test_the_four_shapes_are_reported_and_their_twins_are_not(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb33")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings if f.severity == "error"})
    assert got == [("dispatch", "CL201"), ("mix_noisy", "CL103"), ("reduce_fallback", "CL103"),
                   ("topk_scores", "CL202")], got


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb33.shapes")
    x = torch.randn(3, 4)
    for name, breaks in (("reduce_fallback", True), ("reduce_plain", False), ("mix_noisy", True),
                         ("mix_quiet", False), ("topk_scores", True), ("topk_ids", False),
                         ("dispatch", True), ("dispatch_static", False)):
        assert _breaks(torch, getattr(m, name)._torchdynamo_orig_callable, x) is breaks, name
