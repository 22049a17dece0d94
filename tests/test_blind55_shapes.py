"""Batch metadata, hooks and Python-level dispatch the way blind55's packages write them:

* ``metadata.max_seq_len_k = int(seq_lens.max().item()); if metadata.max_seq_len_k > w:`` - a field
  of a local object holding a number read from a tensor (s1001); the twin stores a shape;
* ``sorted(range(len(lens)), key=lambda i: lens[i])`` in a helper that a list parameter reaches
  through another method, given ``seq_lens.tolist()`` (s1005; measured "sort with non-constant
  keys"); the twin sorts a Python list literal;
* a backend built as ``backend_cls = BACKENDS[name]; backend_cls(..., window=8)``: its
  ``__init__`` parameter is not read at its default ``None`` (s1001); the twin's class is only
  built directly with the default, and ``self.window is not None and ...`` stays folded;
* ``plan, valid = build_plan(x)`` then ``plan.as_kwargs()`` - ``dataclasses.asdict`` of a plan that
  holds tensors (s1006); the twin's plan holds numbers only;
* ``self.config.hidden_activation`` on a config whose ``__getattr__`` warns on a deprecated alias
  (s1012); the twin reads the owned name;
* ``self.kernel_configs`` of a class-level descriptor whose ``__get__`` checks a file (s1015); the
  twin's descriptor returns a constant;
* ``if info.need_min_p:`` on a parameter whose class's property returns ``bool(torch.any(...))``
  (s1016); the twin's property returns a stored Python bool;
* ``BUILDERS[args.builder_kind]`` where the property folds to the key (s1008: the graph builder is
  pure, the eager one logs); the twin's args pick the eager one;
* ``if not envs.TIME_IT: return fn(x)`` on a module-level ``envs`` object whose property reads an
  unset variable (s1010); the twin's property defaults to on;
* hooks registered in a profiler's ``__enter__`` and removed in its ``__exit__`` (s998); the twin
  registers them for good;
* ``@run_eagerly("meta")`` - a class decorator doing ``setattr(cls, name,
  torch.compiler.disable(getattr(cls, name)))`` (s1014); the twin's class keeps ``meta`` traced.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb55/__init__.py": "",
    "clb55/envs.py": """
        import os


        def get_bool_env_var(name, default="false"):
            return os.getenv(name, default).strip().lower() in ("1", "true")


        class _Envs:
            @property
            def CLB55_TIME_IT(self):
                return get_bool_env_var("CLB55_TIME_IT")

            @property
            def CLB55_TIME_ALWAYS(self):
                return get_bool_env_var("CLB55_TIME_ALWAYS", "true")


        envs = _Envs()
        """,
    "clb55/m.py": """
        import dataclasses
        import logging
        import os
        import time
        import warnings
        from dataclasses import dataclass

        import torch
        from torch import nn

        from .envs import envs

        logger = logging.getLogger(__name__)


        @dataclass
        class Metadata:
            max_len: int = 0


        def attr_item(x):
            md = Metadata()
            md.max_len = int(x.max().item())
            if md.max_len > 8:
                return x + 1
            return x


        def attr_shape(x):
            md = Metadata()
            md.max_len = x.shape[0]
            if md.max_len > 8:
                return x + 1
            return x


        def length_order(lengths):
            return sorted(range(len(lengths)), key=lambda i: lengths[i])


        class Packer:
            def reorder(self, lens):
                return length_order(lens)

            def build(self, x):
                lens = x.long().tolist()
                return self.reorder(lens)


        PACKER = Packer()


        def sort_lens(x):
            order = PACKER.build(x)
            return x[order[0]]


        def sort_literal(x):
            order = length_order([3, 1, 2])
            return x[order[0]]


        class Backend:
            def __init__(self, window=None):
                self.window = window

            def meta(self, x):
                n = int(x.max().item())
                if self.window is not None and n > self.window:
                    return x + 1
                return x


        class PlainBackend:
            def __init__(self, window=None):
                self.window = window

            def meta(self, x):
                n = int(x.max().item())
                if self.window is not None and n > self.window:
                    return x + 1
                return x


        BACKENDS = {"fa": Backend}
        backend_cls = BACKENDS["fa"]
        REG_BACKEND = backend_cls(window=8)
        PLAIN_BACKEND = PlainBackend()


        def registry_window(x):
            return REG_BACKEND.meta(x)


        def default_window(x):
            return PLAIN_BACKEND.meta(x)


        @dataclass
        class Plan:
            indptr: torch.Tensor
            n: int

            def as_kwargs(self):
                return dataclasses.asdict(self)


        @dataclass
        class SizePlan:
            rows: int
            n: int

            def as_kwargs(self):
                return dataclasses.asdict(self)


        def build_plan(x):
            return Plan(indptr=x + 1, n=3), x > 0


        def build_size_plan(x):
            return SizePlan(rows=x.shape[0], n=3), x > 0


        def plan_tensor(x):
            plan, valid = build_plan(x)
            return x + len(plan.as_kwargs())


        def plan_sizes(x):
            plan, valid = build_size_plan(x)
            return x + len(plan.as_kwargs())


        class Config:
            _deprecated = {"hidden_activation": "hidden_act"}

            def __init__(self):
                self.hidden_act = "gelu"

            def __getattr__(self, name):
                if name in type(self)._deprecated:
                    warnings.warn(f"{name} is deprecated")
                    return getattr(self, type(self)._deprecated[name])
                raise AttributeError(name)


        class AliasMlp(nn.Module):
            def __init__(self, config):
                super().__init__()
                self.config = config

            def forward(self, x):
                return torch.tanh(x) if self.config.hidden_activation == "gelu" else x


        class OwnedMlp(nn.Module):
            def __init__(self, config):
                super().__init__()
                self.config = config

            def forward(self, x):
                return torch.tanh(x) if self.config.hidden_act == "gelu" else x


        class TunedConfigs:
            def __get__(self, obj, owner=None):
                if obj is None:
                    return self
                if os.path.exists("/nonexistent/clb55.json"):
                    return {1: 2}
                return {}


        class ConstConfigs:
            def __get__(self, obj, owner=None):
                return {1: 2}


        class Moe(nn.Module):
            kernel_configs = TunedConfigs()

            def forward(self, x):
                return x * len(self.kernel_configs)


        class ConstMoe(nn.Module):
            kernel_configs = ConstConfigs()

            def forward(self, x):
                return x * len(self.kernel_configs)


        class SamplingInfo:
            def __init__(self, min_ps, flag):
                self.min_ps = min_ps
                self.flag = flag

            @property
            def need_min_p(self):
                return bool(torch.any(self.min_ps > 0))

            @property
            def need_flag(self):
                return self.flag


        def pick_min_p(x, info):
            if info.need_min_p:
                return x * 2
            return x


        def pick_flag(x, info):
            if info.need_flag:
                return x * 2
            return x


        def sample_min_p(x):
            info = SamplingInfo(x, True)
            return pick_min_p(x, info)


        def sample_flag(x):
            info = SamplingInfo(x, True)
            return pick_flag(x, info)


        class EagerBuilder:
            def build(self, x):
                logger.warning("eager metadata for %d rows", x.shape[0])
                return x + 1


        class GraphBuilder:
            def build(self, x):
                return x + 1


        BUILDERS = {"eager": EagerBuilder, "graph": GraphBuilder}


        @dataclass
        class ServerArgs:
            disable_graphs: bool = False

            @property
            def builder_kind(self):
                return "eager" if self.disable_graphs else "graph"


        class Runner:
            def __init__(self, args: ServerArgs):
                builder_cls = BUILDERS[args.builder_kind]
                self.builder = builder_cls()

            def replay(self, x):
                return self.builder.build(x)


        GRAPH_RUNNER = Runner(ServerArgs())


        def graph_replay(x):
            return GRAPH_RUNNER.replay(x)


        def eager_build(x):
            return BUILDERS["eager"]().build(x)


        def timed(x):
            if not envs.CLB55_TIME_IT:
                return x + 1
            start = time.perf_counter()
            return x + start


        def timed_always(x):
            if not envs.CLB55_TIME_ALWAYS:
                return x + 1
            start = time.perf_counter()
            return x + start


        class Profiler:
            def __init__(self, model):
                self.model = model
                self._handles = []

            def _hook(self, module, args, output):
                logger.info("layer done")

            def __enter__(self):
                for _name, module in self.model.named_modules():
                    self._handles.append(module.register_forward_hook(self._hook))
                return self

            def __exit__(self, *exc):
                for h in self._handles:
                    h.remove()
                self._handles.clear()


        class Net(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = nn.Linear(4, 4)

            def forward(self, x):
                return self.proj(x)


        class LoggedNet(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = nn.Linear(4, 4)

            def forward(self, x):
                return self.proj(x)


        def _log_hook(module, args, output):
            logger.info("layer done")


        PROFILED = Net()
        with Profiler(PROFILED):
            PROFILED(torch.ones(1, 4))
        LOGGED = LoggedNet()
        LOGGED.register_forward_hook(_log_hook)


        def run_eagerly(*names):
            def wrap(cls):
                for name in names:
                    fn = getattr(cls, name)
                    setattr(cls, name, torch.compiler.disable(fn, recursive=True))
                return cls
            return wrap


        @run_eagerly("meta")
        class HostBackend:
            def meta(self, x):
                return x + 1

            def forward(self, x):
                return self.meta(x) * 2


        @run_eagerly("other")
        class TracedBackend:
            def other(self, x):
                return x

            def meta(self, x):
                return x + 1

            def forward(self, x):
                return self.meta(x) * 2


        HOST, TRACED = HostBackend(), TracedBackend()


        def host_meta(x):
            return HOST.forward(x)


        def traced_meta(x):
            return TRACED.forward(x)


        mlp_alias_c = torch.compile(AliasMlp(Config()), fullgraph=True)
        mlp_owned_c = torch.compile(OwnedMlp(Config()), fullgraph=True)
        moe_c = torch.compile(Moe(), fullgraph=True)
        const_moe_c = torch.compile(ConstMoe(), fullgraph=True)
        profiled_c = torch.compile(PROFILED, fullgraph=True)
        logged_c = torch.compile(LOGGED, fullgraph=True)
        attr_item_c = torch.compile(attr_item, fullgraph=True)
        attr_shape_c = torch.compile(attr_shape, fullgraph=True)
        sort_lens_c = torch.compile(sort_lens, fullgraph=True)
        sort_literal_c = torch.compile(sort_literal, fullgraph=True)
        registry_window_c = torch.compile(registry_window, fullgraph=True)
        default_window_c = torch.compile(default_window, fullgraph=True)
        plan_tensor_c = torch.compile(plan_tensor, fullgraph=True)
        plan_sizes_c = torch.compile(plan_sizes, fullgraph=True)
        sample_min_p_c = torch.compile(sample_min_p, fullgraph=True)
        sample_flag_c = torch.compile(sample_flag, fullgraph=True)
        graph_replay_c = torch.compile(graph_replay, fullgraph=True)
        eager_build_c = torch.compile(eager_build, fullgraph=True)
        timed_c = torch.compile(timed, fullgraph=True)
        timed_always_c = torch.compile(timed_always, fullgraph=True)
        host_meta_c = torch.compile(host_meta, fullgraph=True)
        traced_meta_c = torch.compile(traced_meta, fullgraph=True)
        """,
}
FUNCS = ("attr_item", "attr_shape", "sort_lens", "sort_literal", "registry_window", "default_window",
         "plan_tensor", "plan_sizes", "sample_min_p", "sample_flag", "graph_replay", "eager_build", "timed",
         "timed_always", "host_meta", "traced_meta")
MODULES = ("mlp_alias", "mlp_owned", "moe", "const_moe", "profiled", "logged")
BREAKING = {"attr_item", "sort_lens", "registry_window", "plan_tensor", "sample_min_p", "eager_build",
            "timed_always", "host_meta", "mlp_alias", "moe", "logged"}
# the scan's roots for the compiled functions and modules above
ROOT_OF = {**{n: f"clb55.m.{n}" for n in FUNCS}, "mlp_alias": "clb55.m.AliasMlp.forward",
           "mlp_owned": "clb55.m.OwnedMlp.forward", "moe": "clb55.m.Moe.forward",
           "const_moe": "clb55.m.ConstMoe.forward", "profiled": "clb55.m.Net.forward",
           "logged": "clb55.m.LoggedNet.forward"}


def test_metadata_hooks_and_dynamic_dispatch(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb55")], no_cache=True, jobs=1)
    errors = [f for f in res.findings if f.severity == "error"]
    got = {f.root for f in errors}
    # (a hook registered on a compiled module is also a root of its own)
    want = {ROOT_OF[n] for n in BREAKING} | {"clb55.m._log_hook"}
    assert got == want, sorted((f.root, f.rule, f.line, tuple(f.chain)) for f in res.findings)
    by_root = {}
    for f in errors:
        by_root.setdefault(f.root, set()).add((f.rule, f.line))
    # the sort is reported in the helper the list reaches, with dynamo's gb_type
    sorts = [f for f in errors if f.root == "clb55.m.sort_lens"]
    assert sorts and all(f.gb_type == "sort with non-constant keys" for f in sorts), sorts
    # the disabled method is reported where it is called
    assert any(f.rule == "CL103" for f in errors if f.root == "clb55.m.host_meta"), by_root


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb55.m")
    x = torch.tensor([3.0, 1.0, 2.0, 9.0])
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in FUNCS}
    xm = torch.ones(2, 4)
    for name in MODULES:
        verdicts[name] = _breaks(torch, getattr(m, name + "_c")._orig_mod, xm)
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
