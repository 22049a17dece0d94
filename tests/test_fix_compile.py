"""The fixes are measured, not assumed: fixed code compiles under ``fullgraph=True`` (backend
eager, torch 2.13 CPU) and gives the eager outputs of the original code."""
from __future__ import annotations

import importlib
import os
import sys
import textwrap
import uuid
import warnings
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from compilelint.fixers import Target, run_codemod  # noqa: E402

pytestmark = pytest.mark.torch


def _load(tmp_path: Path, source: str, name: str = "m"):
    mod_name = f"_clfix_{name}_{uuid.uuid4().hex[:8]}"
    p = tmp_path / f"{mod_name}.py"
    p.write_text(source)
    sys.path.insert(0, str(tmp_path))
    try:
        return importlib.import_module(mod_name)
    finally:
        sys.path.remove(str(tmp_path))


def _compile(fn, *args):
    torch._dynamo.reset()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return torch.compile(fn, fullgraph=True, backend="eager")(*args)


def _breaks(fn, *args) -> bool:
    try:
        _compile(fn, *args)
    except Exception:
        return True
    return False


PROBE = '''
import functools
import subprocess

import torch


{decorators}
def nproc() -> int:
    return int(subprocess.check_output(["echo", "3"]).decode().strip())


def f(x):
    return x * nproc()
'''


def test_assume_constant_result_must_sit_under_functools_cache(tmp_path):
    """Measured: cache over assume_constant_result compiles; the reverse order still breaks."""
    x = torch.randn(4)
    inner = _load(tmp_path, PROBE.format(decorators="@functools.cache\n@torch.compiler.assume_constant_result"))
    outer = _load(tmp_path, PROBE.format(decorators="@torch.compiler.assume_constant_result\n@functools.cache"))
    plain = _load(tmp_path, PROBE.format(decorators="@functools.cache"))
    assert _breaks(plain.f, x)
    assert _breaks(outer.f, x)
    assert torch.equal(_compile(inner.f, x), x * 3)
    # and the codemod puts it there
    fixed, outs = run_codemod("constant_probe", PROBE.format(decorators="@functools.cache"), [Target("nproc")])
    assert "@functools.cache\n@torch.compiler.assume_constant_result\ndef nproc" in fixed
    assert torch.equal(_compile(_load(tmp_path, fixed).f, x), x * 3)


def test_guard_side_effect_compiles(tmp_path):
    src = textwrap.dedent('''
        import logging
        import time
        import warnings

        import torch

        logger = logging.getLogger(__name__)
        LAT = []


        def f(x):
            t0 = time.perf_counter()
            print("x", x.shape)
            logger.info("x %s", x.dtype)
            warnings.warn("slow")
            y = torch.relu(x) + 1
            LAT.append(time.perf_counter() - t0)
            return y
    ''')
    x = torch.randn(4, 8)
    assert _breaks(_load(tmp_path, src).f, x)
    fixed, outs = run_codemod("guard_side_effect", src, [Target("f", line=n) for n in (13, 14, 15, 16, 18)])
    assert all(o.applied for o in outs), [o.message for o in outs]
    mod = _load(tmp_path, fixed)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        eager = mod.f(x)
    assert len(mod.LAT) == 1  # eager still records the metric
    assert torch.equal(_compile(mod.f, x), eager)


def test_constant_probe_call_form_compiles(tmp_path):
    src = textwrap.dedent('''
        import os

        import torch
        from torch import nn

        ADAPTER_DIR = "/nonexistent-compilelint"


        class LoRA(nn.Module):
            def __init__(self):
                super().__init__()
                self.base = nn.Linear(8, 8)
                self.adapter = "default"

            def forward(self, x: torch.Tensor) -> torch.Tensor:
                y = self.base(x)
                if os.path.exists(os.path.join(ADAPTER_DIR, self.adapter)):
                    y = y * 2
                return y
    ''')
    x = torch.randn(4, 8)
    torch.manual_seed(0)
    m0 = _load(tmp_path, src).LoRA()
    assert _breaks(m0, x)
    fixed, outs = run_codemod("constant_probe", src, [Target("LoRA.forward", line=18,
                                                             options={"call": True, "callee": "os.path.exists"})])
    assert outs[0].applied, outs[0].message
    torch.manual_seed(0)
    m1 = _load(tmp_path, fixed).LoRA()
    assert torch.equal(_compile(m1, x), m0(x))


def test_version_probe_compiles_with_and_without_torch_cuda(tmp_path, monkeypatch):
    src = textwrap.dedent('''
        import functools
        import subprocess

        import torch


        @functools.cache
        def get_cuda_version():
            out = subprocess.check_output(["echo", "Cuda compilation tools, release 12.4, V12.4.99"]).decode()
            major, minor = out.split("release ")[-1].split(",")[0].split(".")
            return int(major), int(minor)


        def f(x):
            return x * 2 if get_cuda_version() >= (12, 8) else x
    ''')
    x = torch.randn(4)
    assert _breaks(_load(tmp_path, src).f, x)
    fixed, outs = run_codemod("version_probe", src, [Target("get_cuda_version")])
    assert outs[0].applied, outs[0].message
    # torch.version.cuda is None on the CPU wheel: the old probe answers, outside the trace
    mod = _load(tmp_path, fixed)
    assert torch.equal(_compile(mod.f, x), x)
    # with a CUDA build reporting 12.8, torch.version.cuda wins
    monkeypatch.setattr(torch.version, "cuda", "12.8")
    mod = _load(tmp_path, fixed)
    assert mod.get_cuda_version() == (12, 8)
    assert torch.equal(_compile(mod.f, x), x * 2)


def test_compiler_disable_fixes_compile(tmp_path):
    src = textwrap.dedent('''
        import subprocess

        import torch

        STATS = []


        @torch.compiler.disable
        def scaled(x: torch.Tensor, n: int = 3) -> torch.Tensor:
            subprocess.run(["true"])
            out = torch.empty_like(x)
            out.copy_(x * n)
            return out


        @torch.compiler.disable
        def record(x):
            STATS.append(float(x.abs().max()))


        def f(x):
            record(x)
            return scaled(x) + 1
    ''').replace("mymod", "m")
    x = torch.randn(4, 8)
    assert _breaks(_load(tmp_path, src).f, x)
    ns = f"clfix{uuid.uuid4().hex[:6]}"
    fixed, outs = run_codemod("compiler_disable", src, [Target("scaled"), Target("record")], module_name=f"{ns}.m")
    assert all(o.applied for o in outs), [o.message for o in outs]
    mod = _load(tmp_path, fixed)
    eager = mod.f(x)
    assert len(mod.STATS) == 1
    assert torch.allclose(_compile(mod.f, x), eager)
    assert torch.allclose(eager, x * 3 + 1)


def test_a_disabled_function_writing_into_its_argument_becomes_a_mutating_op(tmp_path):
    """Guarding the body of a disabled launcher that accumulates into ``out`` made compiled code
    skip the writes (blind26 w006: wrong output). Now it is an op declaring ``mutates_args``: the
    fixed root compiles under fullgraph and gives the original's eager output."""
    src = textwrap.dedent('''
        import torch


        @torch.compiler.disable
        def launch(x: torch.Tensor, a: torch.Tensor, ids: torch.Tensor, out: torch.Tensor) -> torch.Tensor:
            for t in range(x.shape[0]):
                s = int(ids[t])
                out[t] += x[t] @ a[s]
            return out


        def f(x, a, ids):
            out = torch.zeros(x.shape[0], a.shape[-1])
            return launch(x, a, ids, out) * 2
    ''')
    x, a, ids = torch.randn(4, 8), torch.randn(3, 8, 5), torch.tensor([0, 2, 1, 2])
    orig = _load(tmp_path, src, "orig")
    want = orig.f(x, a, ids)
    assert _breaks(orig.f, x, a, ids)
    ns = f"clfix{uuid.uuid4().hex[:6]}"
    fixed, outs = run_codemod("compiler_disable", src, [Target("launch")], module_name=f"{ns}.m")
    assert all(o.applied for o in outs) and "mutates_args" in fixed, [o.message for o in outs]
    mod = _load(tmp_path, fixed, "fixed")
    assert torch.allclose(mod.f(x, a, ids), want)
    assert torch.allclose(_compile(mod.f, x, a, ids), want)


# --------------------------------------------------------------------------------------------
# a hand-written package with a barrier-laden tensor function, fixed by opaque_op
# --------------------------------------------------------------------------------------------
PKG_KERNELS = '''
"""A JIT-kernel style module: building and loading the "kernel" is host-side work."""
import functools
import json
import logging
import os
import subprocess
import tempfile
import time

import torch

logger = logging.getLogger(__name__)


@functools.cache
def _build_module(name: str):
    subprocess.run(["true"], check=True)                   # "nvcc"
    path = os.path.join(tempfile.gettempdir(), f"{name}.json")
    with open(path, "w") as fh:                            # build metadata
        json.dump({"built": time.time()}, fh)
    logger.info("built %s", name)

    class _Mod:
        @staticmethod
        def quantize(x, scale, out_q, out_s, block):
            amax = x.reshape(x.shape[0], -1, block).abs().amax(-1).clamp(min=1e-6)
            s = amax / 7.0
            q = torch.round(x.reshape(x.shape[0], -1, block) / s.unsqueeze(-1)).clamp(-8, 7)
            out_q.copy_(q.reshape(out_q.shape).to(torch.int8))
            out_s.copy_(s * scale)
    return _Mod()


def int4_quantize(x: torch.Tensor, scale: torch.Tensor, block: int = 4,
                  layout: str = "rowwise") -> tuple[torch.Tensor, torch.Tensor]:
    """Blockwise int4 (stored in int8) quantization with one fp32 scale per block."""
    mod = _build_module(f"int4_{layout}")
    m, k = x.shape
    out_q = torch.empty((m, k), dtype=torch.int8, device=x.device)
    out_s = torch.empty((m, k // block), dtype=torch.float32, device=x.device)
    mod.quantize(x, scale, out_q, out_s, block)
    return out_q, out_s
'''

PKG_MODEL = '''
import torch

from .kernels import int4_quantize

W = torch.randn(8, 8, generator=torch.Generator().manual_seed(0))


def qlinear(x: torch.Tensor) -> torch.Tensor:
    q, s = int4_quantize(x, torch.tensor(1.0))
    xd = (q.float().reshape(x.shape[0], -1, 4) * s.unsqueeze(-1)).reshape_as(x)
    return xd @ W.t()
'''


def _make_pkg(tmp_path: Path, kernels: str = PKG_KERNELS) -> str:
    name = f"clfixpkg{uuid.uuid4().hex[:8]}"
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "kernels.py").write_text(kernels)
    (pkg / "model.py").write_text(PKG_MODEL)
    return name


def test_fullgraph_after_opaque_op_fix(tmp_path):
    before = _make_pkg(tmp_path)
    sys.path.insert(0, str(tmp_path))
    try:
        model = importlib.import_module(f"{before}.model")
        x = torch.randn(6, 8)
        eager = model.qlinear(x)
        assert _breaks(model.qlinear, x)  # subprocess / open / logging inside the trace

        after = f"clfixpkg{uuid.uuid4().hex[:8]}"
        fixed, outs = run_codemod("opaque_op", PKG_KERNELS, [Target("int4_quantize")], module_name=f"{after}.kernels")
        assert outs[0].applied, outs[0].message
        assert "register_fake" in fixed
        (tmp_path / after).mkdir()
        for f, text in (("__init__.py", ""), ("kernels.py", fixed), ("model.py", PKG_MODEL)):
            (tmp_path / after / f).write_text(text)
        model = importlib.import_module(f"{after}.model")
        graphs = []

        def backend(gm, example_inputs):
            graphs.append(gm)
            return gm

        torch._dynamo.reset()
        out = torch.compile(model.qlinear, fullgraph=True, backend=backend)(x)
        assert torch.allclose(out, eager)
        ops = [n.target for n in graphs[0].graph.nodes if n.op == "call_function"]
        ours = [o for o in ops if getattr(o, "namespace", None) == after]
        assert len(ours) == 1, ops
        # dynamic shapes too: the fake's shapes are symbolic
        torch._dynamo.reset()
        for rows in (3, 10):
            xx = torch.randn(rows, 8)
            got = torch.compile(model.qlinear, fullgraph=True, backend="eager", dynamic=True)(xx)
            assert torch.allclose(got, model.qlinear(xx))
    finally:
        sys.path.remove(str(tmp_path))


def test_frozen_probe_exception_does_not_reach_the_handler_around_it(tmp_path):
    """Why ``constant_probe`` refuses a call inside a ``try`` body: measured, an exception raised
    by an ``assume_constant_result`` function while dynamo traces surfaces as
    ``InternalTorchDynamoError``, past the ``except`` that caught it eagerly."""
    mod = _load(tmp_path, textwrap.dedent('''
        import torch


        @torch.compiler.assume_constant_result
        def probe() -> str:
            return open("/nonexistent/compilelint-probe").read()


        def f(x):
            try:
                v = probe()
            except OSError:
                return x + 1
            return x + len(v)
    '''), "frozen_exc")
    x = torch.zeros(2)
    assert torch.equal(mod.f(x), x + 1)  # eager: the handler runs
    with pytest.raises(Exception) as info:
        _compile(mod.f, x)
    assert type(info.value).__name__ == "InternalTorchDynamoError"


def test_torch_cond_draws_no_random_numbers_for_the_branch_not_taken():
    """What ``early_exit`` relies on (README): called eagerly or compiled, ``torch.cond`` runs
    only the chosen branch, so a random op in the rest of the body draws nothing when the early
    exit is taken (later random ops see the generator state the original left)."""
    def f(x):
        def exit_():
            return x.clone()

        def rest():
            return x + torch.rand_like(x)

        return torch.cond(x.sum() > 0, exit_, rest, ())

    x = torch.ones(3)
    for fn in (f, lambda x: _compile(f, x)):
        torch.manual_seed(0)
        fn(x)
        after = torch.rand(1)
        torch.manual_seed(0)
        assert torch.equal(after, torch.rand(1))


def test_constant_probe_local_reductions_compile(tmp_path):
    """``sizes = load(); block = sizes.get("BLOCK_N", 4); warps = sizes["num_warps"]``: a dict
    cannot be an assume_constant_result constant, each entry read from it can (measured)."""
    cfg = tmp_path / "tuning.json"
    cfg.write_text('{"BLOCK_N": 2, "num_warps": 3}')
    src = textwrap.dedent(f'''
        import json

        import torch


        def load_block_sizes(name: str) -> dict:
            with open({str(cfg)!r}) as fh:
                return json.load(fh)


        def chunked_scale(x: torch.Tensor) -> torch.Tensor:
            sizes = load_block_sizes("cpu_default")
            block = sizes.get("BLOCK_N", 4)
            warps = sizes["num_warps"]
            chunks = x.split(block, dim=-1)
            return torch.cat([c * warps for c in chunks], dim=-1)
    ''')
    x = torch.randn(4, 8)
    m0 = _load(tmp_path, src)
    assert _breaks(m0.chunked_scale, x)
    fixed, outs = run_codemod("constant_probe", src, [Target("chunked_scale", line=13, options={
        "call": True, "callee": "load_block_sizes"})])
    assert outs[0].applied, outs[0].message
    m1 = _load(tmp_path, fixed)
    assert torch.equal(_compile(m1.chunked_scale, x), m0.chunked_scale(x))


CACHED_PROBE = '''
import functools
import os

import torch


class DeviceInfo:
    def __init__(self, kind: str):
        self.kind = kind

    @functools.cached_property
    def units(self) -> int:
        if self.kind == "cuda":
            return torch.cuda.get_device_properties(0).multi_processor_count
        return min(os.cpu_count() or 1, 4)


INFO = DeviceInfo("cpu")


def f(x):
    return x * INFO.units
'''


def test_a_cached_property_probe_becomes_a_constant_property(tmp_path):
    """Measured (torch 2.13, this Python): the cold ``cached_property`` probe breaks; marking the
    method alone under ``cached_property`` still breaks where its ``__get__`` takes a lock, so the
    fix turns it into ``property`` over the marked method, which compiles with the eager value."""
    x = torch.randn(4)
    base = _load(tmp_path, CACHED_PROBE)
    assert _breaks(base.f, x)
    fixed, outs = run_codemod("constant_probe", CACHED_PROBE, [Target("DeviceInfo.units")])
    assert outs[0].applied, outs[0].message
    assert "@property\n    @torch.compiler.assume_constant_result\n    def units" in fixed
    assert "cached_property" not in fixed
    want = x * min(os.cpu_count() or 1, 4)
    assert torch.equal(_compile(_load(tmp_path, fixed).f, x), want)
    again, _ = run_codemod("constant_probe", fixed, [Target("DeviceInfo.units")])
    assert again == fixed


FIXTURES = Path(__file__).parent / "fixtures" / "fixers"


@pytest.mark.parametrize("x", [torch.zeros(2, 3), torch.full((2, 3), 1e-9), torch.randn(2, 3)],
                         ids=["zeros", "tiny", "randn"])
def test_scalar_clamp_fixture_compiles_and_agrees(tmp_path, x):
    """``if scale < MIN: scale = MIN`` on an ``.item()`` value breaks (data-dependent guard); the
    fixture's ``max`` form compiles and gives the original's eager values, on both sides of the
    bound."""
    src = (FIXTURES / "scalar_clamp" / "item_floor.in.py").read_text()
    fixed = (FIXTURES / "scalar_clamp" / "item_floor.out.py").read_text()
    orig = _load(tmp_path, src, "clamp_in").dynamic_scale
    new = _load(tmp_path, fixed, "clamp_out").dynamic_scale
    assert _breaks(orig, x)
    want = orig(x)
    got = _compile(new, x)
    assert torch.equal(got[0], want[0]) and float(got[1]) == want[1]


def test_scalar_clamp_min_form_compiles_and_agrees(tmp_path):
    src = (FIXTURES / "scalar_clamp" / "count_cap_reversed.in.py").read_text()
    fixed = (FIXTURES / "scalar_clamp" / "count_cap_reversed.out.py").read_text()
    routing = torch.zeros(100, 4, dtype=torch.bool)
    routing[:, 1] = True  # 100 tokens on one expert: over the cap of 64
    for r in (routing, routing[:10]):
        orig = _load(tmp_path, src, "cap_in").Dispatcher()
        new = _load(tmp_path, fixed, "cap_out").Dispatcher()
        assert _breaks(orig.capacity, r)
        assert int(_compile(new.capacity, r)) == orig.capacity(r)


def test_warm_property_fixture_compiles_and_agrees(tmp_path):
    """A ``functools.cached_property`` read first inside the compiled forward breaks on Python 3.11
    (its lock); computed at the end of ``__init__`` (the fixture's output) the compiled read finds
    the value, and the outputs equal the original's eager ones."""
    src = (FIXTURES / "warm_property" / "vision_config.in.py").read_text()
    fixed = (FIXTURES / "warm_property" / "vision_config.out.py").read_text()
    torch.manual_seed(0)
    orig = _load(tmp_path, src, "warm_in").VisionTower("/nonexistent")
    torch.manual_seed(0)
    new = _load(tmp_path, fixed, "warm_out").VisionTower("/nonexistent")
    x = torch.randn(2, 3, 4, 4)
    if sys.version_info < (3, 12):
        assert _breaks(orig.forward, x)
    assert torch.equal(_compile(new.forward, x), orig.forward(x))
