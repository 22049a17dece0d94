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
