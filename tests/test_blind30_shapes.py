"""Shapes found on the blind30 corpus that hid a real break from the scan, each with a clean twin
and dynamo's verdict where torch is installed:

* ``stages = []; stages.append(UpsampleStage(...)); self.stages = nn.ModuleList(stages)`` and ``for
  stage in self.stages: x = stage(x)``: a module list built from a local list holds that list's
  elements (v133: a logger in an upsampling stage of a vocoder was never reached);
* ``flags = (norms < t).float(); [i for i, f in enumerate(flags.tolist()) if f]``: a float cast of
  an expression is float evidence (v114, also one of CL202's own examples)."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb30/__init__.py": "",
    "clb30/stack.py": """
        import logging

        import torch
        from torch import nn

        logger = logging.getLogger(__name__)


        class Loud(nn.Module):
            def forward(self, x):
                logger.debug("stage %s", x.shape)
                return x + 1


        class Calm(nn.Module):
            def forward(self, x):
                return x * 2


        class LoudList(nn.Module):
            def __init__(self):
                super().__init__()
                stages = []
                stages.append(Loud())
                self.stages = nn.ModuleList(stages)

            def forward(self, x):
                for stage in self.stages:
                    x = stage(x)
                return x


        class CalmList(nn.Module):
            def __init__(self):
                super().__init__()
                stages = []
                stages.append(Calm())
                self.stages = nn.ModuleList(stages)

            def forward(self, x):
                for stage in self.stages:
                    x = stage(x)
                return x


        loud = torch.compile(LoudList(), fullgraph=True)
        calm = torch.compile(CalmList(), fullgraph=True)
        """,
}


def test_a_module_list_of_a_local_list_holds_its_elements(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb30")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 2)[-2], f.rule) for f in res.findings if f.severity == "error"})
    assert ("LoudList", "CL105") in got, got
    assert not [e for e in got if e[0] == "CalmList"], got


def test_dynamo_agrees_on_the_blind30_shapes(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb30.stack")
    x = torch.randn(2, 4)
    assert _breaks(torch, m.loud._orig_mod, x)
    assert not _breaks(torch, m.calm._orig_mod, x)


UNPACKED_TOLIST = {
    "clb30u/__init__.py": "",
    "clb30u/buckets.py": """
        import torch

        BUCKETS = [(0.5, 2), (1.0, 4), (2.0, 2)]


        def nearest_bucket(ratio: float) -> int:
            best, best_err = 0, float("inf")
            for i, (r, _) in enumerate(BUCKETS):
                err = abs(r - ratio)
                if err < best_err:
                    best, best_err = i, err
            return best


        @torch.compile(fullgraph=True)
        def bucket_from_sizes(x, image_size):
            h, w = image_size.tolist()
            return x + nearest_bucket(h / w)


        @torch.compile(fullgraph=True)
        def bucket_from_shape(x, image_size):
            h, w = x.shape
            return x + nearest_bucket(h / w)
        """,
}


def test_names_unpacked_from_tolist_feed_a_helpers_test(tmp_path):
    """blind30 v124: ``h, w = image_size.tolist()`` then ``nearest_bucket(h / w)``, whose loop tests
    ``err < best_err`` with ``err = abs(r - ratio)``: the unpacked names are numbers read from a
    tensor and the helper's local is computed from its parameter. The same helper given the
    input's static shape is not data-dependent."""
    from compilelint.scan import scan

    make(tmp_path, UNPACKED_TOLIST)
    res = scan([str(tmp_path / "clb30u")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings if f.severity == "error"})
    assert got == [("bucket_from_sizes", "CL201")], got


def test_dynamo_agrees_on_unpacked_tolist_names(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, UNPACKED_TOLIST)
    m = _import_from(tmp_path, "clb30u.buckets")
    x, size = torch.randn(3, 4), torch.tensor([480, 640])
    assert _breaks(torch, m.bucket_from_sizes._torchdynamo_orig_callable, x, size)
    assert not _breaks(torch, m.bucket_from_shape._torchdynamo_orig_callable, x, size)
