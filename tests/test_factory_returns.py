"""A factory annotated with a base class returns what its live ``return`` statements construct
(sglang's ``create_moe_dispatcher() -> BaseDispatcher`` gives a StandardDispatcher without an a2a
backend, not every dispatcher); the annotation stays the answer when a live return cannot be read
or is no narrower (``return moe.a2a_backend`` under ``-> MoeA2ABackend``). Dynamo, on this CPU
machine, traces only what the factory builds here."""
from __future__ import annotations

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clfac/__init__.py": "",
    "clfac/disp.py": """
        import importlib

        import torch


        def is_cpu():
            return not torch.cuda.is_available()


        class Base:
            def dispatch(self, x):
                raise NotImplementedError


        class Plain(Base):
            def dispatch(self, x):
                return x + 1


        class Loud(Base):
            def dispatch(self, x):
                print("loud")
                return x


        def make() -> Base:
            if is_cpu():
                return Plain()
            return Loud()


        def make_opaque(name) -> Base:
            return getattr(importlib.import_module("clfac.disp"), name)()


        class Layer(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.d = make()

            def forward(self, x):
                return self.d.dispatch(x)


        class OpaqueLayer(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.d = make_opaque("Plain")

            def forward(self, x):
                return self.d.dispatch(x)


        compiled = torch.compile(Layer(), fullgraph=True)
        compiled_opaque = torch.compile(OpaqueLayer(), fullgraph=True)
        """,
}


def _found(tmp_path, name):
    r = scan([str(tmp_path / "clfac")], no_cache=True, profile=prof.make(name=name))
    return sorted({(f.line, f.chain[0].rsplit(".", 2)[-2]) for f in r.findings})


def test_a_factory_returns_its_live_constructions_not_its_annotation(tmp_path):
    make(tmp_path, FILES)
    # cpu: make() builds Plain only; the opaque factory keeps its annotation (every subclass)
    assert _found(tmp_path, "cpu") == [(23, "OpaqueLayer")]
    # cuda: make() builds Loud
    assert _found(tmp_path, "cuda") == [(23, "Layer"), (23, "OpaqueLayer")]


def test_the_factory_builds_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    disp = _import_from(tmp_path, "clfac.disp")
    assert isinstance(disp.make(), disp.Plain)  # this machine is the cpu profile's deployment
    assert _breaks(torch, disp.Layer()) is False
    assert _breaks(torch, disp.Layer.forward.__get__(type("L", (), {"d": disp.Loud()})())) is True


# ``for module in root.modules(): if not isinstance(module, OtherBase): continue; module.method =
# Loud()`` (sglang's multimodal runtime wrapping its own LinearBase layers): the store reaches only
# instances of OtherBase, not every class with a ``method`` attribute
ISA = {
    "clisa/__init__.py": "",
    "clisa/m.py": """
        import torch


        class Plain:
            def apply(self, x):
                return x + 1


        class Loud:
            def apply(self, x):
                print("loud")
                return x


        class OtherBase(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.method = Plain()


        class Linear(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.method = Plain()

            def forward(self, x):
                return self.method.apply(x)


        def wrap(root):
            for module in root.modules():
                if not isinstance(module, OtherBase):
                    continue
                module.method = Loud()


        def wrap_any(root):
            for module in root.modules():
                module.method = Loud()


        compiled = torch.compile(Linear(), fullgraph=True)
        """,
}


def test_a_store_under_isinstance_reaches_only_that_class(tmp_path):
    make(tmp_path, ISA)
    r = scan([str(tmp_path / "clisa")], no_cache=True)
    assert [f.line for f in r.findings] == [12]  # through wrap_any only
    src = (tmp_path / "clisa" / "m.py").read_text().replace("        module.method = Loud()\n\n\ncompiled", "        pass\n\n\ncompiled")
    (tmp_path / "clisa" / "m.py").write_text(src)
    assert [f.line for f in scan([str(tmp_path / "clisa")], no_cache=True).findings] == []
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    m = _import_from(tmp_path, "clisa.m")
    lin = m.Linear()
    m.wrap(lin)  # the guarded store leaves a Linear alone
    assert _breaks(torch, lin) is False


# ``for base, wrapper in WRAPPERS.items(): if isinstance(layer, base): return wrapper(layer)``
# (sglang's get_lora_layer): the wrapper classes are built through the loop variable, so they are
# parts another model wraps, not top-level models to guess as roots
WRAP = {
    "clwrap/__init__.py": "",
    "clwrap/layers.py": """
        import torch


        class Linear(torch.nn.Module):
            def forward(self, x):
                return x * 2


        class LinearWithLoRA(torch.nn.Module):
            def __init__(self, base):
                super().__init__()
                self.base = base

            def forward(self, x):
                print("lora")
                return self.base(x)


        WRAPPERS = {Linear: LinearWithLoRA}


        def wrap(layer):
            for base, wrapper in WRAPPERS.items():
                if isinstance(layer, base):
                    return wrapper(layer)
            return layer


        class Model(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = Linear()

            def forward(self, x):
                return self.proj(x)
        """,
    "clwrap/runner.py": """
        import torch


        def capture(model):
            return torch.compile(model.forward, fullgraph=True)


        class Runner:
            def run(self):
                return capture(self.model_runner.model)
        """,
}


def test_classes_built_through_a_registry_loop_are_no_guessed_models(tmp_path):
    make(tmp_path, WRAP)
    r = scan([str(tmp_path / "clwrap")], no_cache=True)
    roots = sorted(x.fq.rsplit(".", 2)[-2] for x in r.roots)
    assert "Model" in roots and "LinearWithLoRA" not in roots
    assert r.findings == []
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    m = _import_from(tmp_path, "clwrap.layers")
    assert _breaks(torch, m.Model()) is False
    assert _breaks(torch, m.wrap(m.Linear())) is True  # what the wrapper does once a feature wraps
