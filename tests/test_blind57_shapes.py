"""Python numerics, iteration, context managers and quant-method plumbing the way blind57's
packages write them:

* ``num = int(cdiv(seq_lens.max(), chunk))`` returned by a helper and used as a ``range`` bound
  (s1071; the conversion reads the value whatever helper computed it); the twin counts by shape;
* ``divmod(n, page)`` in a helper handed ``int(seq_lens.sum())`` (s1095; measured: an observed
  exception), ``min(64, next_power_of_2(max_len))`` handed to a helper that branches on it (s1096;
  a module helper's result of a number read from a tensor); the twins hand shapes;
* ``with recorder.with_layer(i):`` where the method returns ``self._scope.bind(i)`` and ``bind``
  returns its own ``self`` (s1062; entering an object made before the region); the twin builds
  the scope in the statement;
* ``sorted(self.adapters.items())`` over a ModuleDict (s1074; measured "sort with non-constant
  keys"); the twin sorts by name with ``key=``;
* ``filter(lambda e: hit[e] > 0, range(n))`` and ``[i for i in range(n) if hit[i] > 0]`` (s1072;
  a predicate on tensor values); the twin filters on Python numbers;
* ``quant_config`` built by the package itself (``build(quantization="fp8")``) and handed through
  two constructors to the layer that asks it for its method (s1091): the profile's
  ``quant_config=None`` no longer hides the quantized path the program builds (the scan is not
  context-sensitive: a second model of the same classes built with ``None`` is taken to hold the
  same methods, so the twin is a model whose layer takes no config);
* ``max(hyps, key=lambda h: penalized(h, lp))`` where the helper returns ``h.score / ...`` of a
  dataclass parameter declaring ``score: torch.Tensor`` (s1076; measured "invalid call to builtin
  op handler"); the twin sorts by the ``int`` field (``max`` with a ``key`` over program objects
  fails whatever the key returns, measured ``construct:max-key-objects``, reported as such:
  ``longest_max``; ``sorted`` with that key compiles);
* ``try: from marlin_kernels import gemm`` / ``except ImportError:`` in a forward for a package
  the deployment lacks (s1082; measured ``construct:import-missing``, "Import failure"; with no
  distribution metadata beside the package, what this machine cannot find); the twin imports an
  installed module;
* ``with torch.device(q.device):`` (blind56 s1055; probed now that torch objects entered as
  context managers are) and ``torch.backends.mkldnn.is_available()`` (s1084; the functions of
  torch's ``PropModule`` backends are enumerated); the twins pass ``device=`` and read nothing;
* a profiler handed to each layer as a local the constructing function leaves at None (its other
  store behind an environment flag that is off), and a module flag computed at import from a
  ``float(...)`` of an ``envs`` lambda (s1069, s1067): both clean.

Each breaking root has a clean twin; dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb57/__init__.py": "",
    "clb57/envs.py": """
        import os

        environment_variables = {
            "CLB57_LOG_INTERVAL": lambda: float(os.environ.get("CLB57_LOG_INTERVAL", "-1")),
        }


        def __getattr__(name):
            if name in environment_variables:
                return environment_variables[name]()
            raise AttributeError(name)
        """,
    "clb57/util.py": """
        import time

        import torch

        from . import envs

        track_time = envs.CLB57_LOG_INTERVAL >= 0


        def cdiv(a, b):
            return -(a // -b)


        def num_chunks(seq_lens: torch.Tensor, chunk: int) -> int:
            longest = seq_lens.max()
            return int(cdiv(longest, chunk))


        def pages(n: int, page: int) -> int:
            q, r = divmod(n, page)
            return q + (1 if r else 0)


        def next_power_of_2(n: int) -> int:
            n -= 1
            n |= n >> 1
            n |= n >> 2
            n += 1
            return n


        def warps_for(block: int) -> int:
            if block >= 32:
                return 8
            return 4


        def stamp():
            if track_time:
                return time.perf_counter()
            return 0.0


        class _Scope:
            def __init__(self):
                self.layer = None

            def bind(self, layer):
                self.layer = layer
                return self

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                return None


        class Recorder:
            def __init__(self):
                self._scope = _Scope()

            def with_layer(self, layer):
                return self._scope.bind(layer)


        RECORDER = Recorder()
        """,
    "clb57/quant.py": """
        import torch


        def per_tensor_scale(x):
            amax = float(x.abs().amax())
            if amax == 0.0:
                return 1.0
            return amax / 448.0


        class Unquantized:
            def apply(self, layer, x):
                return x @ layer.weight.t()


        class Fp8Method:
            def apply(self, layer, x):
                return (x / per_tensor_scale(x)) @ layer.weight.t()


        class Fp8Config:
            def get_quant_method(self, layer):
                return Fp8Method()


        def get_quant_config(name):
            return Fp8Config() if name == "fp8" else None


        class Linear(torch.nn.Module):
            def __init__(self, n, quant_config):
                super().__init__()
                self.weight = torch.nn.Parameter(torch.ones(n, n))
                if quant_config is None:
                    self.quant_method = Unquantized()
                else:
                    self.quant_method = quant_config.get_quant_method(self)

            def forward(self, x):
                return self.quant_method.apply(self, x)


        class Block(torch.nn.Module):
            def __init__(self, n, quant_config):
                super().__init__()
                self.proj = Linear(n, quant_config)

            def forward(self, x):
                return self.proj(x)


        def build_fp8():
            cfg = get_quant_config("fp8")
            return Block(4, cfg)


        class PlainBlock(torch.nn.Module):
            def __init__(self, n):
                super().__init__()
                self.weight = torch.nn.Parameter(torch.ones(n, n))
                self.quant_method = Unquantized()

            def forward(self, x):
                return self.quant_method.apply(self, x)


        def build_plain():
            return PlainBlock(4)
        """,
    "clb57/m.py": """
        import dataclasses
        import time

        import torch

        from .quant import build_fp8, build_plain
        from .util import RECORDER, _Scope, cdiv, next_power_of_2, num_chunks, pages, stamp, warps_for


        def chunked(x):
            out = x
            for _ in range(num_chunks((x[:, 0] * 3).long(), 2)):
                out = out + 1
            return out


        def chunked_shape(x):
            out = x
            for _ in range(cdiv(x.shape[0], 2)):
                out = out + 1
            return out


        def paged(x):
            return x + pages(int((x[:, 0] * 3).long().sum()), 4)


        def paged_shape(x):
            return x + pages(x.shape[1], 4)


        def warps(x):
            longest = int((x[:, 0] * 3).long().max())
            block = min(64, next_power_of_2(longest))
            return x * warps_for(block)


        def warps_shape(x):
            block = min(64, next_power_of_2(x.shape[1]))
            return x * warps_for(block)


        def scoped(x):
            with RECORDER.with_layer(1):
                return x + 1


        def scoped_inline(x):
            with _Scope().bind(1):
                return x + 1


        class Adapters(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.adapters = torch.nn.ModuleDict({"b": torch.nn.Identity(), "a": torch.nn.Identity()})

            def forward(self, x):
                for _, mod in sorted(self.adapters.items()):
                    x = mod(x) + 1
                return x

            def by_name(self, x):
                for _, mod in sorted(self.adapters.items(), key=lambda kv: kv[0]):
                    x = mod(x) + 1
                return x


        ADAPTERS = Adapters()


        def sorted_adapters(x):
            return ADAPTERS(x)


        def sorted_by_name(x):
            return ADAPTERS.by_name(x)


        def active(x):
            hit = x.sum(0)
            ids = list(filter(lambda e: hit[e] > 0, range(x.shape[1])))
            return x + len(ids)


        def active_comprehension(x):
            hit = x.sum(0)
            ids = [e for e in range(x.shape[1]) if hit[e] > 0]
            return x + len(ids)


        def active_static(x):
            sizes = [1, 0, 2, 3]
            ids = [e for e in range(x.shape[1]) if sizes[e] > 0]
            return x + len(list(filter(lambda e: sizes[e] > 1, ids)))


        FP8 = build_fp8()
        PLAIN = build_plain()


        def quantized(x):
            return FP8(x)


        def unquantized(x):
            return PLAIN(x)


        def timed(x):
            return x + stamp()


        @dataclasses.dataclass
        class Hyp:
            length: int
            score: torch.Tensor = None


        def penalized(h: Hyp, lp: float):
            return h.score / (max(h.length, 1) ** lp)


        def by_length(h: Hyp, lp: float):
            return h.length / lp


        def best_hyp(x):
            hyps = [Hyp(1, x.sum()), Hyp(2, x.mean())]
            return max(hyps, key=lambda h: penalized(h, 1.0)).score + x


        def longest_hyp(x):
            hyps = [Hyp(1, x.sum()), Hyp(2, x.mean())]
            return sorted(hyps, key=lambda h: by_length(h, 1.0))[-1].score + x


        def longest_max(x):
            hyps = [Hyp(1, x.sum()), Hyp(2, x.mean())]
            return max(hyps, key=lambda h: by_length(h, 1.0)).score + x


        def lazy_kernel(x):
            try:
                from clb57_missing_kernels import fused_gemm
            except ImportError:
                fused_gemm = None
            return x * 2 if fused_gemm is None else fused_gemm(x)


        def lazy_stdlib(x):
            try:
                import json  # noqa: F401
                scale = 2
            except ImportError:
                scale = 1
            return x * scale


        def on_device(x):
            with torch.device(x.device):
                y = torch.zeros(4)
            return x + y


        def on_device_arg(x):
            return x + torch.zeros(4, device=x.device)


        def onednn(x):
            if torch.backends.mkldnn.is_available():
                return x * 2
            return x


        chunked_c = torch.compile(chunked, fullgraph=True)
        chunked_shape_c = torch.compile(chunked_shape, fullgraph=True)
        paged_c = torch.compile(paged, fullgraph=True)
        paged_shape_c = torch.compile(paged_shape, fullgraph=True)
        warps_c = torch.compile(warps, fullgraph=True)
        warps_shape_c = torch.compile(warps_shape, fullgraph=True)
        scoped_c = torch.compile(scoped, fullgraph=True)
        scoped_inline_c = torch.compile(scoped_inline, fullgraph=True)
        sorted_adapters_c = torch.compile(sorted_adapters, fullgraph=True)
        sorted_by_name_c = torch.compile(sorted_by_name, fullgraph=True)
        active_c = torch.compile(active, fullgraph=True)
        active_comprehension_c = torch.compile(active_comprehension, fullgraph=True)
        active_static_c = torch.compile(active_static, fullgraph=True)
        quantized_c = torch.compile(quantized, fullgraph=True)
        unquantized_c = torch.compile(unquantized, fullgraph=True)
        timed_c = torch.compile(timed, fullgraph=True)
        best_hyp_c = torch.compile(best_hyp, fullgraph=True)
        longest_hyp_c = torch.compile(longest_hyp, fullgraph=True)
        longest_max_c = torch.compile(longest_max, fullgraph=True)
        lazy_kernel_c = torch.compile(lazy_kernel, fullgraph=True)
        lazy_stdlib_c = torch.compile(lazy_stdlib, fullgraph=True)
        on_device_c = torch.compile(on_device, fullgraph=True)
        on_device_arg_c = torch.compile(on_device_arg, fullgraph=True)
        onednn_c = torch.compile(onednn, fullgraph=True)
        """,
}
FUNCS = ("chunked", "chunked_shape", "paged", "paged_shape", "warps", "warps_shape", "scoped", "scoped_inline",
         "sorted_adapters", "sorted_by_name", "active", "active_comprehension", "active_static", "quantized",
         "unquantized", "timed", "best_hyp", "longest_hyp", "longest_max", "lazy_kernel", "lazy_stdlib", "on_device", "on_device_arg",
         "onednn")
BREAKING = {"chunked", "paged", "warps", "scoped", "sorted_adapters", "active", "active_comprehension", "quantized",
            "best_hyp", "longest_max", "lazy_kernel", "on_device", "onednn"}


def test_numerics_iteration_scopes_and_quant_methods(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb57")], no_cache=True, jobs=1)
    errors = [f for f in res.findings if f.severity == "error"]
    assert {f.root for f in errors} == {f"clb57.m.{n}" for n in BREAKING}, sorted(
        (f.root, f.rule, f.line, f.message) for f in res.findings)
    by_root = {n: [f for f in errors if f.root == f"clb57.m.{n}"] for n in BREAKING}
    assert all(f.gb_type == "Observed exception" and "divmod" in f.message for f in by_root["paged"]), by_root["paged"]
    assert all(f.gb_type == "sort with non-constant keys" for f in by_root["sorted_adapters"])
    assert all(f.gb_type == "Unsupported context manager" for f in by_root["scoped"])
    assert any(f.path.endswith("quant.py") for f in by_root["quantized"]), by_root["quantized"]


def test_dynamo_agrees_on_the_twins(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb57.m")
    x = torch.ones(4, 4)
    verdicts = {n: _breaks(torch, getattr(m, n + "_c")._torchdynamo_orig_callable, x) for n in FUNCS}
    assert {n for n, b in verdicts.items() if b} == BREAKING, verdicts
