"""A call through a parameter reaches only the classes of the objects the chain hands down:
``ModelA`` passes a plain ``Embedding`` as ``head`` to ``Processor``, which calls ``head(h)``; the
annotation ``head: Embedding`` admits ``PinnedEmbedding`` (which reads a file), but no chain from
``ModelA`` passes one, so only ``ModelB`` (which does) gets the finding. An object the parameter
holds (``head.proj(h)``, ``head.quant_method.apply(...)``) is not narrowed by the parameter's
classes. Checked against dynamo (sglang 0.5.23: afmoe's ``lm_head`` never reaches qwen4_exp's
pinned-host embedding, a label of seed 16)."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

SRC = """
    import torch
    from torch import nn


    class Embedding(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.weight = nn.Parameter(torch.ones(4))
            self.proj = Logged()

        def forward(self, x):
            return x * self.weight


    class PinnedEmbedding(Embedding):
        def forward(self, x):
            with open(__file__) as fh:
                fh.read(1)
            return x * self.weight


    class Logged(nn.Module):
        def forward(self, x):
            print("proj")
            return x


    class Processor(nn.Module):
        def forward(self, h, head: Embedding, project: bool = False):
            if project:
                return head.proj(h)
            return self._compute(h, head)

        def _compute(self, h, head: Embedding):
            return head(h)


    class ModelA(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.head = Embedding()
            self.proc = Processor()

        def forward(self, h):
            return self.proc(h, self.head)


    class ModelB(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.head = PinnedEmbedding()
            self.proc = Processor()

        def forward(self, h):
            return self.proc(h, self.head)


    class ModelC(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.head = Embedding()
            self.proc = Processor()

        def forward(self, h):
            return self.proc(h, self.head, project=True)


    a = torch.compile(ModelA(), fullgraph=True)
    b = torch.compile(ModelB(), fullgraph=True)
    c = torch.compile(ModelC(), fullgraph=True)
"""


def test_a_parameter_call_reaches_only_the_classes_passed_down(tmp_path):
    make(tmp_path, {"clargs/__init__.py": "", "clargs/m.py": SRC})
    r = scan([str(tmp_path / "clargs")], no_cache=True)
    got = sorted({(f.root.rsplit(".", 2)[-2], f.chain[-1]) for f in r.findings})
    assert got == [("ModelB", "builtins.open"), ("ModelC", "builtins.print")], got


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {"clargs2/__init__.py": "", "clargs2/m.py": SRC})
    m = _import_from(tmp_path, "clargs2.m")
    x = torch.randn(4)
    assert not _breaks(torch, m.ModelA(), x)
    assert _breaks(torch, m.ModelB(), x)
    assert _breaks(torch, m.ModelC(), x)


CACHE_PARAM = """
    import torch
    from torch import nn


    class Cache:
        def __init__(self):
            self.usage = {}

        @torch.compiler.disable
        def _record(self, layer_idx):
            self.usage[layer_idx] = self.usage.get(layer_idx, 0) + 1

        def update(self, k, layer_idx):
            self._record(layer_idx)
            return k


    class Attention(nn.Module):
        def __init__(self, i):
            super().__init__()
            self.i = i

        def forward(self, h, cache=None):
            if cache is not None:
                h = cache.update(h, self.i)
            return h * 2


    class Layer(nn.Module):
        def __init__(self, i):
            super().__init__()
            self.attn = Attention(i)

        def forward(self, h, cache=None):
            return self.attn(h, cache)


    class Model(nn.Module):
        def __init__(self):
            super().__init__()
            self.layers = nn.ModuleList(Layer(i) for i in range(2))

        def forward(self, h, use_cache: bool = True):
            cache = Cache() if use_cache else None
            for layer in self.layers:
                h = layer(h, cache)
            return h


    compiled = torch.compile(Model(), fullgraph=True)
"""


def test_an_object_handed_down_unannotated_parameters_reaches_its_methods(tmp_path):
    # ``cache = Cache()`` -> ``layer(h, cache)`` (an element of a ModuleList) -> ``self.attn(h,
    # cache)`` -> ``cache.update(...)``: the parameter holds a Cache, whose update calls a
    # disabled method; the instance call's arguments start after ``self`` (the default None is
    # not what the calls give)
    make(tmp_path, {"clcache/__init__.py": "", "clcache/m.py": CACHE_PARAM})
    got = scan([str(tmp_path / "clcache")], no_cache=True)
    assert [(f.rule, f.line) for f in got.findings] == [("CL103", 15)], [(f.rule, f.chain) for f in got.findings]
    assert got.findings[0].chain[-2].endswith("Cache.update")


def test_the_handed_down_cache_is_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {"clcache_dyn/__init__.py": "", "clcache_dyn/m.py": CACHE_PARAM})
    m = _import_from(tmp_path, "clcache_dyn.m")
    assert _breaks(torch, m.Model(), torch.randn(2))
    assert not _breaks(torch, m.Model(), torch.randn(2), use_cache=False)
