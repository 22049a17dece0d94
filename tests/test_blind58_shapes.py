"""Module introspection, names, output objects and registries the way blind58's packages write them:

* ``compiled = torch.compile(QuantizedMLP(8, Fp8Config()))`` at module level: the constructions'
  argument objects flow into the layers' ``quant_config`` (s1116), so the quantized method the
  config hands out is followed; the twin builds its MLP with ``None``;
* ``for _, p in self.trainable_parameters(): p.requires_grad_(False)`` where the generator yields
  from ``self.named_parameters()`` (s1105; measured ``construct:requires-grad-outside``); the twin
  only reads ``p.requires_grad``;
* ``_LAYER_RE.match(prefix).groupdict()`` on a precompiled pattern (s1112): the ``re.Match`` of
  ``re.compile(p).match(s)`` is the one ``re.match`` returns, whose ``groupdict`` was measured
  failing; the twin reads ``.group("index")``;
* ``output = self.logits_processor(h); output.to_dict()`` where ``to_dict`` is
  ``dataclasses.asdict(self)`` of a dataclass holding tensors (s1121): calling a program module
  gives what its ``forward`` returns; the twin reads the fields with ``dataclasses.fields``;
* ``f"{quant_config!r}|{dtype}"`` building a kernel-cache key from a dataclass config (s1124): the
  ``!r`` conversion calls ``repr``, and a dataclass's generated ``__repr__`` was measured failing
  (``builtins.repr`` of a dataclass instance); the twin formats a field;
* ``ROPE_BACKENDS[envs.ROPE_BACKEND]`` where the ``envs`` module's ``__getattr__`` folds the
  variable to ``"torch"`` (s1138): the other backend, whose cache probes a subprocess, is not
  constructed; clean.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb58/__init__.py": "",
    "clb58/envs.py": """
        import os

        environment_variables = {
            "CLB58_ROPE_BACKEND": lambda: os.getenv("CLB58_ROPE_BACKEND", "torch").lower(),
        }


        def __getattr__(name):
            if name in environment_variables:
                return environment_variables[name]()
            raise AttributeError(name)
        """,
    "clb58/quant.py": """
        import fnmatch

        import torch


        class Fp8Config:
            ignored = ("lm_head*",)

            def get_quant_method(self, prefix):
                return Fp8Method(self)


        class Fp8Method:
            def __init__(self, config):
                self.config = config

            def apply(self, layer, x, prefix):
                if any(fnmatch.fnmatch(prefix, p) for p in self.config.ignored):
                    return x @ layer.weight.t()
                return (x * 0.5) @ layer.weight.t()


        class Linear(torch.nn.Module):
            def __init__(self, n, quant_config=None, prefix=""):
                super().__init__()
                self.weight = torch.nn.Parameter(torch.ones(n, n))
                self.prefix = prefix
                self.quant_method = quant_config.get_quant_method(prefix) if quant_config else None

            def forward(self, x):
                if self.quant_method is None:
                    return x @ self.weight.t()
                return self.quant_method.apply(self, x, self.prefix)


        class QuantizedMLP(torch.nn.Module):
            def __init__(self, n, quant_config):
                super().__init__()
                self.up = Linear(n, quant_config=quant_config, prefix="mlp.up")

            def forward(self, x):
                return self.up(x)


        class PlainMLP(torch.nn.Module):
            def __init__(self, n):
                super().__init__()
                self.up = torch.nn.Linear(n, n, bias=False)

            def forward(self, x):
                return self.up(x)
        """,
    "clb58/outputs.py": """
        import dataclasses
        from typing import Optional

        import torch


        class OutputMixin:
            def to_dict(self):
                return dataclasses.asdict(self)

            def field_values(self):
                return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}


        @dataclasses.dataclass
        class LogitsOutput(OutputMixin):
            logits: torch.Tensor
            logprobs: Optional[torch.Tensor] = None


        class LogitsProcessor(torch.nn.Module):
            def forward(self, h):
                return LogitsOutput(logits=h * 2)
        """,
    "clb58/m.py": """
        import dataclasses
        import re
        from typing import Dict, Type

        import torch

        from . import envs
        from .outputs import LogitsProcessor
        from .quant import Fp8Config, PlainMLP, QuantizedMLP

        _LAYER_RE = re.compile(r"^model\\.layers\\.(?P<index>\\d+)\\.mlp$")


        def layer_index(prefix):
            return int(_LAYER_RE.match(prefix).groupdict()["index"])


        def layer_index_group(prefix):
            return int(_LAYER_RE.match(prefix).group("index"))


        class Tower(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = torch.nn.Linear(4, 4)
                self.head = LogitsProcessor()

            def trainable_parameters(self):
                for name, param in self.named_parameters():
                    if param.requires_grad:
                        yield name, param

            def freeze(self):
                for _, param in self.trainable_parameters():
                    param.requires_grad_(False)

            def count_trainable(self):
                return sum(1 for _, param in self.trainable_parameters())

            def frozen_forward(self, x):
                self.freeze()
                return self.proj(x)

            def counted_forward(self, x):
                return self.proj(x) + self.count_trainable()

            def dict_forward(self, x):
                out = self.head(x)
                return out.to_dict()["logits"]

            def fields_forward(self, x):
                out = self.head(x)
                return out.field_values()["logits"]


        class TorchRope:
            def __init__(self, dim):
                self.dim = dim

            def scale(self, x):
                return x * self.dim


        class ProbedRope:
            def __init__(self, dim):
                import subprocess

                self.version = subprocess.check_output(["true"])
                self.dim = dim

            def scale(self, x):
                return x * self.dim


        ROPE_BACKENDS: Dict[str, Type] = {"torch": TorchRope, "probed": ProbedRope}


        class Rotary(torch.nn.Module):
            def __init__(self):
                super().__init__()
                backend_cls = ROPE_BACKENDS[envs.CLB58_ROPE_BACKEND]
                self.backend = backend_cls(2)

            def forward(self, x):
                return self.backend.scale(x)


        TOWER = Tower()
        ROTARY = Rotary()


        def parsed(x):
            return x * layer_index("model.layers.3.mlp")


        def parsed_group(x):
            return x * layer_index_group("model.layers.3.mlp")


        def frozen(x):
            return TOWER.frozen_forward(x)


        def counted(x):
            return TOWER.counted_forward(x)


        def as_dict(x):
            return TOWER.dict_forward(x)


        def as_fields(x):
            return TOWER.fields_forward(x)


        def rotary(x):
            return ROTARY(x)


        @dataclasses.dataclass(frozen=True)
        class KernelConfig:
            scheme: str = "dynamic"
            group: int = 128


        KCFG = KernelConfig()
        _KERNELS = {}


        def keyed_repr(x):
            key = f"{KCFG!r}|{x.dtype}"
            _KERNELS.setdefault(key, 2)
            return x * 2


        def keyed_field(x):
            key = f"{KCFG.scheme}|{x.dtype}"
            _KERNELS.setdefault(key, 2)
            return x * 2


        quantized_c = torch.compile(QuantizedMLP(4, Fp8Config()), fullgraph=True)
        plain_c = torch.compile(PlainMLP(4), fullgraph=True)
        parsed_c = torch.compile(parsed, fullgraph=True)
        parsed_group_c = torch.compile(parsed_group, fullgraph=True)
        frozen_c = torch.compile(frozen, fullgraph=True)
        counted_c = torch.compile(counted, fullgraph=True)
        as_dict_c = torch.compile(as_dict, fullgraph=True)
        as_fields_c = torch.compile(as_fields, fullgraph=True)
        rotary_c = torch.compile(rotary, fullgraph=True)
        keyed_repr_c = torch.compile(keyed_repr, fullgraph=True)
        keyed_field_c = torch.compile(keyed_field, fullgraph=True)
        """,
}
FUNCS = ("parsed", "parsed_group", "frozen", "counted", "as_dict", "as_fields", "rotary", "keyed_repr", "keyed_field")
BREAKING = {"parsed", "frozen", "as_dict", "keyed_repr"}


def test_introspection_names_outputs_and_registries(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb58")], no_cache=True, jobs=1)
    errors = [f for f in res.findings if f.severity == "error"]
    roots = {f.root for f in errors}
    assert roots == {f"clb58.m.{n}" for n in BREAKING} | {"clb58.quant.QuantizedMLP.forward"}, sorted(
        (f.root, f.rule, f.line, f.message) for f in res.findings)
    quant = [f for f in errors if f.root == "clb58.quant.QuantizedMLP.forward"]
    assert all("fnmatch" in f.message for f in quant), quant


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb58.m")
    x = torch.ones(2, 4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in FUNCS}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
    # the two MLPs: compiled modules (their forward, as the scan's roots)
    assert _breaks(torch, m.quantized_c._orig_mod, x)
    assert not _breaks(torch, m.plain_c._orig_mod, x)


# ``functools.singledispatch`` (s1133, s1139): the overloads registered with ``@f.register`` (all
# named ``_``) are what a call of ``f`` runs; the one the argument's type picks where the call
# shows it (an input of the root, a dict display), else any of them
DISPATCH = {
    "cld58/__init__.py": "",
    "cld58/m.py": """
        from functools import singledispatch

        import torch


        @singledispatch
        def to_batch(inputs, n):
            raise TypeError(type(inputs).__name__)


        @to_batch.register
        def _(inputs: torch.Tensor, n):
            return inputs.reshape(-1, n)


        @to_batch.register(dict)
        def _(inputs, n):
            print("flattening", sorted(inputs))
            return torch.cat([to_batch(v, n) for v in inputs.values()])


        @singledispatch
        def checked(positions, limit):
            raise TypeError(type(positions).__name__)


        @checked.register
        def _(positions: torch.Tensor, limit):
            if (positions >= limit).any():
                raise ValueError("position out of range")
            return positions


        @checked.register(list)
        @checked.register(tuple)
        def _(positions, limit):
            for p in positions:
                if p >= limit:
                    raise ValueError("position out of range")
            return torch.tensor(list(positions))


        class Head(torch.nn.Module):
            def forward(self, positions, x):
                return x * checked(positions, 8).sum()


        HEAD = Head()


        def batch_tensor(x):
            return to_batch(x, 2) * 2


        def batch_dict(x):
            return to_batch({"a": x}, 2) * 2


        def check_tensor(x):
            return HEAD(x.long(), x)


        def check_list(x):
            return x * checked([1, 2], 8).sum()


        batch_tensor_c = torch.compile(batch_tensor, fullgraph=True)
        batch_dict_c = torch.compile(batch_dict, fullgraph=True)
        check_tensor_c = torch.compile(check_tensor, fullgraph=True)
        check_list_c = torch.compile(check_list, fullgraph=True)
        """,
}
DISPATCH_FUNCS = ("batch_tensor", "batch_dict", "check_tensor", "check_list")
DISPATCH_BREAKING = {"batch_dict", "check_tensor"}


def test_singledispatch_overloads(tmp_path):
    make(tmp_path, DISPATCH)
    res = scan([str(tmp_path / "cld58")], no_cache=True, jobs=1)
    roots = {f.root for f in res.findings if f.severity == "error"}
    assert roots == {f"cld58.m.{n}" for n in DISPATCH_BREAKING}, sorted(
        (f.root, f.rule, f.line, f.message) for f in res.findings)
    chains = {f.root: f.chain for f in res.findings}
    assert any("register@" in c for c in chains["cld58.m.check_tensor"]), chains


def test_dynamo_agrees_on_the_dispatch_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, DISPATCH)
    m = _import_from(tmp_path, "cld58.m")
    x = torch.ones(2, 4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in DISPATCH_FUNCS}
    assert {n for n, b in verdicts.items() if b} == DISPATCH_BREAKING, verdicts
