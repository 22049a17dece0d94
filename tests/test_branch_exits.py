"""A branch that exits through an inner ``if``/``else`` whose arms both return ends the function
for the deployment that takes it, just as a bare ``return`` does (sglang's
``GroupCoordinator.all_gather``: ``if world_size == 1: if output_tensor_list is not None: ...;
return None / else: return input_``, so on one GPU nothing after it runs - the shared-memory
probe the scan reported through it, labelled FALSE, s15 of tests/realcode). An inner ``if``
without an ``else`` may fall through, and the rest stays live. Dynamo agrees on the same code
with one rank and with two."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clexits/__init__.py": "",
    "clexits/comm.py": """
        import subprocess

        import torch


        class Group:
            def __init__(self, world_size):
                self.world_size = world_size

            def gather(self, x, out=None):
                world_size = self.world_size
                if world_size == 1:
                    if out is not None:
                        out.copy_(x)
                        return None
                    else:
                        return x
                subprocess.run(["true"])
                return x

            def gather_open(self, x, out=None):
                world_size = self.world_size
                if world_size == 1:
                    if out is not None:
                        return None
                subprocess.run(["true"])
                return x


        GROUP = Group(1)


        @torch.compile(fullgraph=True)
        def closed(x):
            return GROUP.gather(x) * 2


        @torch.compile(fullgraph=True)
        def open_(x):
            return GROUP.gather_open(x) * 2
        """,
}


def test_an_if_else_that_returns_on_both_arms_ends_the_function(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clexits")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule) for f in res.findings})
    assert got == [("open_", "CL101")], got


def test_dynamo_agrees_on_one_rank_and_on_two(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clexits.comm")
    x = torch.randn(3)
    assert not _breaks(torch, m.closed._torchdynamo_orig_callable, x)
    assert _breaks(torch, m.open_._torchdynamo_orig_callable, x)
    m.GROUP.world_size = 2
    assert _breaks(torch, m.closed._torchdynamo_orig_callable, x)
