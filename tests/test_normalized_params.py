"""A parameter the body replaces once at its top level, before any other read, is from there on
that local: ``disabled = not POOL_ENABLED or disabled or group.world_size == 1`` is True on one GPU
(``world_size`` pinned 1) whatever the caller passed, so ``Ctx(group) if not disabled else
nullcontext()`` never builds the context (sglang's ``use_symmetric_memory``); on two GPUs it
may. A parameter read before it is replaced, or replaced inside a branch, keeps its callers'
values. Dynamo, on one GPU, builds no context."""
from __future__ import annotations

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clnorm/__init__.py": "",
    "clnorm/alloc.py": """
        import contextlib

        import torch


        class Group:
            def __init__(self, world_size=1):
                self.world_size = world_size


        POOL_ENABLED = True


        class Ctx:
            def __init__(self, group):
                print("allocate a pool")

            def __enter__(self):
                return self

            def __exit__(self, *a):
                return False


        def use_pool(group, disabled=False):
            disabled = not POOL_ENABLED or disabled or group.world_size == 1
            return Ctx(group) if not disabled else contextlib.nullcontext()


        def f(x, group):
            with use_pool(group, disabled=False):
                return x + 1


        compiled = torch.compile(f, fullgraph=True)
        """,
}


def test_a_parameter_replaced_at_the_top_is_that_local(tmp_path):
    make(tmp_path, FILES)
    r = scan([str(tmp_path / "clnorm")], no_cache=True, profile=prof.make(name="cpu"))
    assert r.findings == []
    multi = scan([str(tmp_path / "clnorm")], no_cache=True, profile=prof.make(name="cpu", values={"world_size": "?"}))
    assert [f.root.rsplit(".", 1)[-1] for f in multi.findings] == ["f"]


def test_dynamo_on_one_gpu_builds_no_context(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clnorm.alloc")
    assert _breaks(torch, m.f, torch.randn(2), m.Group()) is False
    assert _breaks(torch, m.f, torch.randn(2), m.Group(world_size=2)) is True
