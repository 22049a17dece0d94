"""Values read the way blind42's packages write them (s463, s467, s476, s486, s489, s490, s499):

* ``forward = forward_native`` in a class body: calling the module runs the aliased method;
* ``self.scaling = scaling`` of an annotated ``__init__`` parameter, on a class the package never
  builds (the caller of the compiled method does): the annotation says what it holds;
* ``_KERNELS.setdefault(op, {})[backend] = fn`` in a registering decorator, read back as
  ``_KERNELS[op].get(backend, ...)``: a two-level registry holds the decorated functions (read as
  one container: every op's entries, the limit the clean twin's registry of its own shows);
* ``getattr(self, f"_order_{self.policy}")(...)`` where every construction fixes ``policy``: the
  one method so named (not every ``_order_*``);
* ``BACKENDS: Dict[str, Type] = {...}`` indexed by a config field: the entry under the field's
  default (the typing annotation is not a value);
* ``if FLAGS["debug"]:`` on a module-level dict literal nobody changes: its literal decides;
* ``if self.config.dump_path is not None:`` on a configuration dataclass (``*Config``, ``*Args``)
  the package never builds: the default deployment keeps the field's literal default; a
  per-request object's field (``params.seed``) stays unknown.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb42/__init__.py": "",
    "clb42/rope.py": """
        import torch
        from torch import nn


        class Rope(nn.Module):
            def forward_native(self, x):
                return x * 2

            def grow(self, x):
                return x

            forward = forward_native


        class GrowingRope(nn.Module):
            @torch.compiler.disable
            def _grow(self, x):
                return x

            def forward_native(self, x):
                return self._grow(x) + 1

            forward = forward_native
        """,
    "clb42/config.py": """
        import warnings
        from dataclasses import dataclass
        from typing import Optional


        @dataclass
        class Scaling:
            factor: float = 2.0
            attention_factor: Optional[float] = None

            @property
            def scale(self) -> float:
                if self.attention_factor is not None:
                    return self.attention_factor
                warnings.warn("no attention factor")
                return 1.0


        @dataclass
        class HeadConfig:
            dump_path: Optional[str] = None


        @dataclass
        class LoudHeadConfig:
            dump_path: Optional[str] = "logits.txt"


        @dataclass
        class RequestParams:
            seed: Optional[int] = None
        """,
    "clb42/heads.py": """
        import torch

        from .config import HeadConfig, LoudHeadConfig, RequestParams, Scaling


        class Yarn:
            def __init__(self, scaling: Scaling):
                self.scaling = scaling

            @torch.compile(fullgraph=True)
            def run(self, x):
                return x * self.scaling.scale


        class Plain:
            def __init__(self, factor: float):
                self.factor = factor

            @torch.compile(fullgraph=True)
            def run(self, x):
                return x * self.factor


        class Head:
            def __init__(self, config: HeadConfig):
                self.config = config

            @torch.compile(fullgraph=True)
            def run(self, x):
                if self.config.dump_path is not None:
                    print("dumping to", self.config.dump_path)
                return x + 1


        class Seeded:
            def __init__(self, params: RequestParams):
                self.params = params

            @torch.compile(fullgraph=True)
            def run(self, x):
                if self.params.seed is not None:
                    print("seeded with", self.params.seed)
                return x + 1


        class LoudHead:
            def __init__(self, config: LoudHeadConfig):
                self.config = config

            @torch.compile(fullgraph=True)
            def run(self, x):
                if self.config.dump_path is not None:
                    print("dumping to", self.config.dump_path)
                return x + 1
        """,
    "clb42/kernels.py": """
        from typing import Callable, Dict

        import torch

        _KERNELS: Dict[str, Dict[str, Callable]] = {}


        def register(op, backend):
            def deco(fn):
                _KERNELS.setdefault(op, {})[backend] = fn
                return fn
            return deco


        def get_kernel(op, backend):
            table = _KERNELS[op]
            return table.get(backend, table["native"])


        @register("gelu", "native")
        def gelu_native(x):
            return x * 0.5


        @register("gelu", "triton")
        @torch.compiler.disable
        def gelu_triton(x):
            return x * 0.5


        _PLAIN: Dict[str, Dict[str, Callable]] = {}


        def register_plain(op, backend):
            def deco(fn):
                _PLAIN.setdefault(op, {})[backend] = fn
                return fn
            return deco


        def get_plain_kernel(op, backend):
            table = _PLAIN[op]
            return table.get(backend, table["native"])


        @register_plain("relu", "native")
        def relu_native(x):
            return x.relu()


        @register_plain("relu", "triton")
        def relu_triton(x):
            return x.clamp(min=0)
        """,
    "clb42/policy.py": """
        import time


        class Packer:
            def __init__(self, policy):
                self.policy = policy

            def _order_plain(self, x):
                return x + 1

            def _order_timed(self, x):
                time.sleep(0)
                return x + 1

            def order(self, x):
                return getattr(self, f"_order_{self.policy}")(x)


        PLAIN = Packer("plain")


        class TimedPacker:
            def __init__(self, policy):
                self.policy = policy

            def _order_plain(self, x):
                return x + 1

            def _order_timed(self, x):
                time.sleep(0)
                return x + 1

            def order(self, x):
                return getattr(self, f"_order_{self.policy}")(x)


        TIMED = TimedPacker("timed")
        """,
    "clb42/backends.py": """
        import threading
        from dataclasses import dataclass
        from typing import Dict, Type


        @dataclass(frozen=True)
        class Cfg:
            backend: str = "native"


        @dataclass(frozen=True)
        class LockedCfg:
            backend: str = "locked"


        class Native:
            def __init__(self, cfg):
                self.cfg = cfg

            def run(self, x):
                return x + 1


        class Locked:
            def __init__(self, cfg):
                self.cfg = cfg
                self.lock = threading.Lock()

            def run(self, x):
                with self.lock:
                    return x + 1


        BACKENDS: Dict[str, Type] = {"native": Native, "locked": Locked}


        def make_backend(cfg: Cfg):
            return BACKENDS[cfg.backend](cfg)


        def make_locked_backend(cfg: LockedCfg):
            return BACKENDS[cfg.backend](cfg)


        class Model:
            def __init__(self, cfg: Cfg):
                self.backend = make_backend(cfg)


        class LockedModel:
            def __init__(self, cfg: LockedCfg):
                self.backend = make_locked_backend(cfg)


        MODEL = Model(Cfg())
        LOCKED_MODEL = LockedModel(LockedCfg())
        """,
    "clb42/flags.py": """
        FLAGS = {"debug": False, "trace": True}
        """,
    "clb42/m.py": """
        import torch

        from .backends import LOCKED_MODEL, MODEL
        from .flags import FLAGS
        from .kernels import get_kernel, get_plain_kernel
        from .policy import PLAIN, TIMED
        from .rope import GrowingRope, Rope

        ROPE = Rope()
        GROWING = GrowingRope()


        def rope_plain(x):
            return ROPE(x)


        def rope_growing(x):
            return GROWING(x)


        def kernel_relu(x):
            return get_plain_kernel("relu", "triton")(x)


        def kernel_gelu(x):
            return get_kernel("gelu", "triton")(x)


        def order_plain(x):
            return PLAIN.order(x)


        def order_timed(x):
            return TIMED.order(x)


        def backend_native(x):
            return MODEL.backend.run(x)


        def backend_locked(x):
            return LOCKED_MODEL.backend.run(x)


        def flag_off(x):
            if FLAGS["debug"]:
                print("debug", x)
            return x + 1


        def flag_on(x):
            if FLAGS["trace"]:
                print("trace", x)
            return x + 1


        rope_plain_c = torch.compile(rope_plain, fullgraph=True)
        rope_growing_c = torch.compile(rope_growing, fullgraph=True)
        kernel_relu_c = torch.compile(kernel_relu, fullgraph=True)
        kernel_gelu_c = torch.compile(kernel_gelu, fullgraph=True)
        order_plain_c = torch.compile(order_plain, fullgraph=True)
        order_timed_c = torch.compile(order_timed, fullgraph=True)
        backend_native_c = torch.compile(backend_native, fullgraph=True)
        backend_locked_c = torch.compile(backend_locked, fullgraph=True)
        flag_off_c = torch.compile(flag_off, fullgraph=True)
        flag_on_c = torch.compile(flag_on, fullgraph=True)
        """,
}
NAMES = ("rope_plain", "rope_growing", "kernel_relu", "kernel_gelu", "order_plain", "order_timed",
         "backend_native", "backend_locked", "flag_off", "flag_on")
BREAKING = {"rope_growing", "kernel_gelu", "order_timed", "backend_locked", "flag_on"}
# methods compiled on classes the package never builds: (class, breaks)
METHODS = {"Yarn": True, "Plain": False, "Head": False, "LoudHead": True, "Seeded": True}


def _roots(res) -> set:
    return {f.root.split(".", 1)[1] for f in res.findings if f.severity == "error"}


def test_values_read_where_they_are_written(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb42")], no_cache=True, jobs=1)
    want = {f"m.{n}" for n in BREAKING} | {f"heads.{c}.run" for c, b in METHODS.items() if b}
    assert _roots(res) == want, sorted((f.root, f.rule, f.line) for f in res.findings)


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb42.m")
    x = torch.ones(4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in NAMES}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
    heads = _import_from(tmp_path, "clb42.heads")
    config = _import_from(tmp_path, "clb42.config")
    objs = {"Yarn": heads.Yarn(config.Scaling()), "Plain": heads.Plain(2.0),
            "Head": heads.Head(config.HeadConfig()), "LoudHead": heads.LoudHead(config.LoudHeadConfig()),
            "Seeded": heads.Seeded(config.RequestParams(seed=7))}
    got = {}
    for name, obj in objs.items():
        fn = type(obj).run._torchdynamo_orig_callable
        got[name] = _breaks(torch, lambda t, fn=fn, obj=obj: fn(obj, t), x)
    assert got == METHODS, got
