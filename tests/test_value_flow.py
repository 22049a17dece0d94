"""Values the deployment fixes, carried through the code that computes a branch test.

Serving engines rarely test the deployment directly: they store a query in a local and test the
local two assignments later (sglang's ``is_extend = forward_batch.forward_mode.is_extend()`` ->
``should_trim = is_extend and ...`` -> ``real = n if should_trim else None`` -> ``if real is not
None:``), ask an untyped receiver (``getattr(batch, "forward_mode", None).is_cp_extend()``), hand
a device query to a cached helper (flashinfer's ``_enabled(os.environ.get(...), capability)``),
fold the capability into a number (``major * 10 + minor``), or read an environment variable
(``"X_ARCH_LIST" in os.environ``). Each of these is folded here under the profile; the dead
branches' barriers are not reported, and they are under a deployment that makes them live.
Checked against dynamo where the construct runs on CPU.
"""
from __future__ import annotations

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_deployment_values import _import_from
from test_scan_features import make

MODE = """
    import enum
    import os

    import torch
    from torch import nn


    class ForwardMode(enum.IntEnum):
        EXTEND = enum.auto()
        DECODE = enum.auto()

        def is_extend(self, include_draft=False):
            return self == ForwardMode.EXTEND or (include_draft and self == ForwardMode.DECODE)

        def is_cp_extend(self):
            return self == ForwardMode.EXTEND


    class Batch:
        def __init__(self, forward_mode: ForwardMode, n: int):
            self.forward_mode = forward_mode
            self.n = n


    def cp_active(batch):
        mode = getattr(batch, "forward_mode", None)
        if mode is None or not mode.is_cp_extend():
            return False
        return True


    class Layer(nn.Module):
        def forward(self, x, batch: Batch):
            is_extend = batch.forward_mode.is_extend()
            trim = is_extend and batch.n > 0
            real = batch.n if trim else None
            if real is not None:
                os.getcwd()
            use_cp = cp_active(batch)
            if use_cp:
                os.getpid()
            return x + 1


    compiled = torch.compile(Layer(), fullgraph=True)
"""


def _found(tmp_path, name, src, profile=None):
    make(tmp_path, {f"{name}/__init__.py": "", f"{name}/m.py": src})
    r = scan([str(tmp_path / name)], no_cache=True, profile=profile)
    return sorted({(f.rule, f.line) for f in r.findings})


def test_a_pinned_enum_flows_through_locals_and_untyped_receivers(tmp_path):
    # decode (the default profile's ForwardMode=DECODE): neither the trimmed-extend path nor the
    # context-parallel path is traced
    assert _found(tmp_path, "clvf_mode", MODE) == []
    # unpinned: both barriers are reachable
    both = [("CL110", 39), ("CL110", 42)]  # os.getcwd(), os.getpid()
    assert _found(tmp_path, "clvf_mode_open", MODE, prof.make(values={"ForwardMode": "?"})) == both
    # extend: both are traced
    assert _found(tmp_path, "clvf_mode_ext", MODE, prof.make(values={"ForwardMode": "EXTEND"})) == both


def test_dynamo_agrees_on_the_forward_mode(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {"clvf_mode_dyn/__init__.py": "", "clvf_mode_dyn/m.py": MODE})
    m = _import_from(tmp_path, "clvf_mode_dyn.m")
    x = torch.randn(3)
    torch._dynamo.reset()
    out = torch.compile(m.Layer(), fullgraph=True, backend="eager")(x, m.Batch(m.ForwardMode.DECODE, 3))
    assert torch.equal(out, x + 1)
    torch._dynamo.reset()
    with pytest.raises(Exception, match="getcwd"):
        torch.compile(m.Layer(), fullgraph=True, backend="eager")(x, m.Batch(m.ForwardMode.EXTEND, 3))
    torch._dynamo.reset()


DEVICE = """
    import functools
    import logging
    import os
    import subprocess

    import torch
    from torch import nn

    logger = logging.getLogger(__name__)
    SUPPORTED = ((10, 0), (10, 3))


    def is_musa():
        return hasattr(torch, "musa")


    def _via_nvml():
        logger.debug("probing NVML")
        return None


    def get_device_sm():
        if torch.cuda.is_available() or is_musa():
            if not is_musa() and not torch.cuda.is_initialized():
                sm = _via_nvml()
                if sm is not None:
                    return sm
            major, minor = torch.cuda.get_device_capability()
            return major * 10 + minor
        return 0


    def get_compute_capability(device):
        props = torch.cuda.get_device_properties(device)
        return props.major, props.minor


    @functools.cache
    def _fast_enabled(disabled: str, capability) -> bool:
        if disabled == "1":
            return False
        if capability not in SUPPORTED:
            return False
        return True


    def use_fast(device) -> bool:
        return _fast_enabled(os.environ.get("CLVF_DISABLE_FAST", "0"), get_compute_capability(device))


    def fast_kernel(x):
        subprocess.check_output(["nvcc", "--version"])
        return x


    class Layer(nn.Module):
        def forward(self, x):
            if get_device_sm() in (100, 103):
                logger.info("fused all-reduce")
            if use_fast(x.device):
                x = fast_kernel(x)
            return x + 1


    compiled = torch.compile(Layer(), fullgraph=True)
"""


def test_device_queries_fold_through_helpers_constants_and_arguments(tmp_path):
    # sm90 (the default): get_device_sm() is 90 and (9, 0) is not in SUPPORTED, so neither the log
    # nor the nvcc probe is traced
    assert _found(tmp_path, "clvf_dev", DEVICE) == []
    # sm100: both are
    assert [r for r, _ in _found(tmp_path, "clvf_dev100", DEVICE, prof.make(capability="sm100"))] == \
        ["CL101", "CL105"]
    # a deployment that names no platform: CUDA may not be initialized yet, so the NVML probe's
    # log may be traced
    assert ("CL105", 19) in _found(tmp_path, "clvf_dev_any", DEVICE, prof.make(platform="any"))
    # sm100 with the escape hatch set in the environment: the probe is off again
    assert [r for r, _ in _found(tmp_path, "clvf_dev_off", DEVICE,
                                 prof.make(capability="sm100", env={"CLVF_DISABLE_FAST": "1"}))] == ["CL105"]


ARCHS = """
    import os
    import subprocess

    import torch
    from torch import nn


    def cuda_version_at_least(v):
        out = subprocess.check_output(["nvcc", "--version"])
        return v in str(out)


    class Context:
        def __init__(self):
            self.archs = set()
            if "CLVF_ARCH_LIST" in os.environ:
                for arch in os.environ["CLVF_ARCH_LIST"].split(" "):
                    major, minor = arch.split(".")
                    major = int(major)
                    self.archs.add(self._normalize(major, int(minor)))
            else:
                for device in range(torch.cuda.device_count()):
                    major, minor = torch.cuda.get_device_capability(device)
                    self.archs.add(self._normalize(major, minor))

        @staticmethod
        def _normalize(major: int, minor: int):
            if major == 9:
                return (major, str(minor) + "a")
            if cuda_version_at_least("12.9"):
                return (major, str(minor) + "f")
            return (major, str(minor))


    class Layer(nn.Module):
        def forward(self, x):
            ctx = Context()
            return x + len(ctx.archs)


    compiled = torch.compile(Layer(), fullgraph=True)
"""


def test_environment_tests_and_dead_call_sites_decide_a_parameter(tmp_path):
    def probe(name, profile=None):  # the nvcc probe (``torch.cuda.device_count()`` is a barrier too)
        return [r for r, _ in _found(tmp_path, name, ARCHS, profile) if r == "CL101"]
    # no CLVF_ARCH_LIST in the deployment: the only live call passes the device's major, 9 on
    # sm90, so the nvcc probe behind ``major == 9`` is dead (the store in the other arm of the
    # ``if`` does not reach that call)
    assert probe("clvf_arch") == []
    # sm120: major is 12, the probe runs
    assert probe("clvf_arch120", prof.make(capability="sm120")) == ["CL101"]
    # the variable set: the list's majors are unknown, the probe may run
    assert probe("clvf_arch_env", prof.make(env={"CLVF_ARCH_LIST": "9.0"})) == ["CL101"]


CAPTURE = """
    import torch
    from torch import nn

    is_capture_mode = False


    def get_is_capture_mode():
        return is_capture_mode


    class Model(nn.Module):
        def forward(self, x, encoder_lens):
            if get_is_capture_mode():
                skip = False
            else:
                skip = encoder_lens.max() == 0
            if not skip:
                x = x * 2
            return x + 1


    compiled = torch.compile(Model(), fullgraph=True)
"""


def test_a_branch_on_a_local_is_data_dependent_only_through_live_stores(tmp_path):
    # while sglang captures (is_capture_mode pinned True) ``skip`` is the constant False: the
    # tensor comparison that would make it data-dependent sits in the dead arm
    assert _found(tmp_path, "clvf_cap", CAPTURE) == []
    assert _found(tmp_path, "clvf_cap_off", CAPTURE, prof.make(values={"is_capture_mode": "False"})) == \
        [("CL201", 18)]


def test_dynamo_agrees_on_the_capture_local(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {"clvf_cap_dyn/__init__.py": "", "clvf_cap_dyn/m.py": CAPTURE})
    m = _import_from(tmp_path, "clvf_cap_dyn.m")
    x, lens = torch.randn(3), torch.tensor([1, 0])
    m.is_capture_mode = True
    torch._dynamo.reset()
    assert torch.equal(torch.compile(m.Model(), fullgraph=True, backend="eager")(x, lens), x * 2 + 1)
    m.is_capture_mode = False
    torch._dynamo.reset()
    with pytest.raises(Exception, match="[Dd]ata-dependent|[Dd]ynamic control flow|generic_jump"):
        torch.compile(m.Model(), fullgraph=True, backend="eager")(x, lens)
    torch._dynamo.reset()


IDLE = """
    import logging
    import os

    import torch
    from torch import nn

    logger = logging.getLogger(__name__)


    def nvcc_threads():
        name = "CLVF_NVCC_THREADS"
        default = 1
        value = os.environ.get(name, str(default))
        try:
            threads = int(value)
        except ValueError:
            threads = default
        if threads < 1:
            logger.warning("ignoring %s", value)
            threads = default
        return threads


    class Moe(nn.Module):
        def forward(self, hidden_states: torch.Tensor):
            if hidden_states.shape[0] == 0:
                os.getcwd()  # an idle data-parallel rank's empty batch
                return hidden_states
            return hidden_states * nvcc_threads()


    compiled = torch.compile(Moe(), fullgraph=True)
"""


def test_an_idle_rank_guard_and_an_environment_default_through_locals(tmp_path):
    # the serving profile's batches are never empty, and the variable is unset: its default "1"
    # flows through str() and int() into ``threads < 1``
    assert _found(tmp_path, "clvf_idle", IDLE) == []
    assert _found(tmp_path, "clvf_idle_dp", IDLE, prof.make(values={"nonempty_batch": "?"})) == [("CL110", 28)]
    assert _found(tmp_path, "clvf_idle_env", IDLE, prof.make(env={"CLVF_NVCC_THREADS": "0"})) == [("CL105", 20)]


def test_dynamo_agrees_on_the_idle_guard(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {"clvf_idle_dyn/__init__.py": "", "clvf_idle_dyn/m.py": IDLE})
    m = _import_from(tmp_path, "clvf_idle_dyn.m")
    x = torch.randn(3, 2)
    torch._dynamo.reset()
    assert torch.equal(torch.compile(m.Moe(), fullgraph=True, backend="eager")(x), x)
    torch._dynamo.reset()
    with pytest.raises(Exception, match="getcwd"):
        torch.compile(m.Moe(), fullgraph=True, backend="eager")(torch.randn(0, 2))
    torch._dynamo.reset()


ENVFLAG = """
    import os

    import torch
    from torch import nn


    class EnvBool:
        def __init__(self, default):
            self.default = default
            self.name = None

        def get(self):
            value = os.environ.get(self.name)
            return self.default if value is None else value == "1"


    class Envs:
        CLVF_EXPERIMENTAL = EnvBool(False)
        CLVF_FAST_GATE = EnvBool(True)


    envs = Envs()
    _CLVF_EXPERIMENTAL = envs.CLVF_EXPERIMENTAL.get()


    class Gate(nn.Module):
        def forward(self, x):
            _use_fast_gate = False
            if _CLVF_EXPERIMENTAL:
                _use_fast_gate = envs.CLVF_FAST_GATE.get() and x.shape[0] > 0
            if _use_fast_gate:
                os.getcwd()
            return x + 1


    compiled = torch.compile(Gate(), fullgraph=True)
"""


def test_a_store_under_an_environment_flag_that_is_off_never_runs(tmp_path):
    # the experimental flag defaults to False (read once at import): the store that could turn the
    # gate on sits in a dead arm, so ``_use_fast_gate`` is False where it is tested
    assert _found(tmp_path, "clvf_env", ENVFLAG) == []
    assert _found(tmp_path, "clvf_env_on", ENVFLAG, prof.make(env={"CLVF_EXPERIMENTAL": "1"})) == [("CL110", 33)]


DERIVED = """
    import os

    import torch
    from torch import nn


    class Attention(nn.Module):
        def __init__(self):
            super().__init__()
            self.kv_b_proj = nn.Linear(4, 4, bias=False)
            self.w_kc = None

        def load_weights(self):
            self.w_kc = self.kv_b_proj.weight.detach().t().contiguous()

        def forward(self, q):
            if self.w_kc.dtype == torch.float8_e4m3fn:
                os.getcwd()  # the fp8 kernel's lazy import
            return q @ self.w_kc


    compiled = torch.compile(Attention(), fullgraph=True)
"""


def test_a_module_tensor_is_float8_only_in_a_quantized_checkpoint(tmp_path):
    assert _found(tmp_path, "clvf_wkc", DERIVED) == []  # unquantized: w_kc is bf16/fp32
    assert _found(tmp_path, "clvf_wkc_q", DERIVED, prof.make(values={"quantization": "'fp8'", "quant_config": "?"})) \
        == [("CL110", 19)]


def test_dynamo_agrees_on_the_derived_weight(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {"clvf_wkc_dyn/__init__.py": "", "clvf_wkc_dyn/m.py": DERIVED})
    m = _import_from(tmp_path, "clvf_wkc_dyn.m")
    a = m.Attention()
    a.load_weights()
    q = torch.randn(2, 4)
    torch._dynamo.reset()
    assert torch.allclose(torch.compile(a, fullgraph=True, backend="eager")(q), q @ a.w_kc)
    torch._dynamo.reset()


TRACE_ONLY = """
    import os

    import torch
    from torch import nn


    def fused_reduce(comm, x):
        os.getcwd()
        return x * 2


    class Layer(nn.Module):
        def _limits(self, x):
            # a fast path for eager CUDA only: never while dynamo traces
            if not x.is_cuda or torch.compiler.is_compiling():
                return None
            return (64, 32)

        def _boundary(self, x, comm):
            if comm is not None:
                return fused_reduce(comm, x)
            return x + 1

        def forward(self, x):
            attn_comm = mlp_comm = None
            limits = self._limits(x)
            if limits is not None:
                attn_comm = object()
                mlp_comm = attn_comm
            return self._boundary(x, attn_comm) + self._boundary(x, mlp_comm)


    compiled = torch.compile(Layer(), fullgraph=True)
"""


def test_a_helper_that_returns_none_while_compiling_leaves_a_chained_local_none(tmp_path):
    # ``limits`` is None while dynamo traces, so the stores in ``if limits is not None:`` never
    # run, ``attn_comm = mlp_comm = None`` is all the locals hold, and ``_boundary`` gets None
    assert _found(tmp_path, "clvf_trace_only", TRACE_ONLY) == []


def test_dynamo_agrees_on_the_trace_only_helper(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, {"clvf_trace_only_dyn/__init__.py": "", "clvf_trace_only_dyn/m.py": TRACE_ONLY})
    m = _import_from(tmp_path, "clvf_trace_only_dyn.m")
    x = torch.randn(3)
    torch._dynamo.reset()
    assert torch.equal(torch.compile(m.Layer(), fullgraph=True, backend="eager")(x), (x + 1) * 2)
    torch._dynamo.reset()
    with pytest.raises(Exception, match="getcwd"):
        torch.compile(m.Layer()._boundary, fullgraph=True, backend="eager")(x, object())
    torch._dynamo.reset()
