"""Values the scan lost on the blind21 corpus, each a general Python shape:

* ``super().forward(x)`` in an override calls the next class's method in the receiver's MRO, bound
  to the receiver (r019: a Qwen-style block calling its base's routed-expert loop);
* a factory annotated with a ``typing.Protocol`` (``-> QuantMethod``) returns the classes its body
  builds - a Protocol is structural, they need not derive from it (r033);
* ``-> List[StageHook]`` returns a list of StageHook objects, whose methods dispatch over the
  subclasses (r004: a hook that puts activations on a ``queue.Queue``).

Each scan test fails without its mechanism; dynamo's verdict is measured where torch is installed."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

SUPER = {
    "clsuper/__init__.py": "",
    "clsuper/base.py": """
        import torch
        from torch import nn


        class Block(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = nn.Linear(4, 4)

            def forward(self, x):
                return self.mix(self.proj(x))

            def mix(self, h):
                if h.sum() > 0:  # data-dependent branch
                    return h * 2
                return h


        class Quiet(nn.Module):
            def forward(self, x):
                return x + 1
        """,
    "clsuper/model.py": """
        import torch

        from .base import Block, Quiet


        class Derived(Block):
            def forward(self, x):
                return super().forward(x) + 1


        class Calm(Quiet):
            def forward(self, x):
                return super().forward(x) * 3


        compiled = torch.compile(Derived(), fullgraph=True)
        calm = torch.compile(Calm(), fullgraph=True)
        """,
}


def test_super_calls_the_next_method_in_the_receivers_mro(tmp_path):
    root = make(tmp_path, SUPER)
    res = scan([str(root / "clsuper")], no_cache=True, jobs=1)
    got = sorted((f.chain[0].rsplit(".", 2)[-2], f.rule, f.line) for f in res.findings if f.severity == "error")
    assert got == [("Derived", "CL201", 15)], got


def test_dynamo_agrees_on_super_calls(tmp_path):
    torch = pytest.importorskip("torch")
    m = _import_from(make(tmp_path, SUPER), "clsuper.model")
    assert _breaks(torch, m.compiled._orig_mod, torch.ones(2, 4))
    assert not _breaks(torch, m.calm._orig_mod, torch.ones(2, 4))


PROTOCOL = {
    "clproto/__init__.py": "",
    "clproto/quant.py": """
        import statistics
        from typing import Protocol

        import torch
        from torch import nn


        class QuantMethod(Protocol):
            def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor: ...


        class GroupScaled:
            def apply(self, layer, x):
                return x * statistics.mean(layer.scales)


        METHODS: dict[str, type] = {"group": GroupScaled}


        def get_quant_method(name: str, **kwargs) -> QuantMethod:
            return METHODS[name](**kwargs)
        """,
    "clproto/layer.py": """
        import torch
        from torch import nn

        from .quant import get_quant_method


        class QLinear(nn.Module):
            def __init__(self):
                super().__init__()
                self.scales = [0.5, 1.5]
                self.quant_method = get_quant_method("group")

            def forward(self, x):
                return self.quant_method.apply(self, x)


        compiled = torch.compile(QLinear(), fullgraph=True)
        """,
}


def test_a_protocol_return_annotation_yields_to_the_classes_the_body_builds(tmp_path):
    root = make(tmp_path, PROTOCOL)
    res = scan([str(root / "clproto")], no_cache=True, jobs=1)
    got = sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in res.findings if f.severity == "error")
    assert got == [("CL112", "quant.py", 15)], got


HOOKS = {
    "clstagehooks/__init__.py": "",
    "clstagehooks/hooks.py": """
        import queue
        from typing import List


        class StageHook:
            def on_output(self, h):
                return h


        class SendHook(StageHook):
            def __init__(self):
                self.q = queue.Queue()

            def on_output(self, h):
                self.q.put_nowait(h)
                return h


        _FACTORIES = []


        def register(factory):
            _FACTORIES.append(factory)
            return factory


        register(SendHook)


        def build_hooks() -> List[StageHook]:
            return [f() for f in _FACTORIES]
        """,
    "clstagehooks/stage.py": """
        import torch
        from torch import nn

        from .hooks import build_hooks


        class Stage(nn.Module):
            def __init__(self):
                super().__init__()
                self.hooks = build_hooks()

            def forward(self, h):
                for hook in self.hooks:
                    h = hook.on_output(h)
                return h * 2


        compiled = torch.compile(Stage(), fullgraph=True)
        """,
}


def test_a_list_return_annotation_holds_objects_of_its_element_class(tmp_path):
    root = make(tmp_path, HOOKS)
    res = scan([str(root / "clstagehooks")], no_cache=True, jobs=1)
    got = sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in res.findings if f.severity == "error")
    assert got == [("CL108", "hooks.py", 16)], got


def test_dynamo_agrees_on_the_protocol_and_hook_packages(tmp_path):
    torch = pytest.importorskip("torch")
    p = _import_from(make(tmp_path / "p", PROTOCOL), "clproto.layer")
    assert _breaks(torch, p.compiled._orig_mod, torch.ones(2))
    h = _import_from(make(tmp_path / "h", HOOKS), "clstagehooks.stage")
    assert _breaks(torch, h.compiled._orig_mod, torch.ones(2))
