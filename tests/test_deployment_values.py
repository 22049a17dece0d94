"""What the deployment decides, on small packages: platform predicates and module flags, per-platform
class families (vLLM's ``current_platform``), environment flag objects, open-self dispatch, and
which modules a compile that can be handed any model guesses as roots. Each test fails without its
mechanism; the dynamo side of each construct (a branch the scan prunes is never traced; a barrier
reached is a break) is measured in test_guards_memo.py and test_precision_features.py."""
import importlib
import sys
import textwrap

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_scan_features import make


def _sites(r):
    return sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in r.findings)


PLATFORM_PKG = {
    "pkg/__init__.py": "",
    "pkg/utils.py": """
        import torch

        def is_hip():
            return torch.version.hip is not None

        def is_cuda():
            return torch.version.cuda is not None
        """,
    "pkg/m.py": """
        import torch
        from pkg.utils import is_cuda, is_hip

        _is_hip = is_hip()
        _is_cuda_alike = is_cuda() or _is_hip

        @torch.compile(fullgraph=True)
        def f(x):
            if _is_hip:
                print("rocm only")
            if not _is_cuda_alike:
                print("neither")
            if is_cuda():
                x = x + 1
            else:
                print("not cuda")
            return x
        """,
}


# flashinfer/sglang's ``elif q is not None: assert _is_hip, "only the ROCm launch ropes q"``: what
# follows an assertion runs only where it holds
ASSERT_PKG = {
    "pkg/__init__.py": "",
    "pkg/utils.py": PLATFORM_PKG["pkg/utils.py"],
    "pkg/m.py": """
        import torch
        from pkg.utils import is_hip

        _is_hip = is_hip()

        def rope(x, q=None):
            if q is not None:
                assert _is_hip, "only the ROCm launch ropes q"
                print("rocm q launch")
            return x

        @torch.compile(fullgraph=True)
        def f(x):
            return rope(x, x)
        """,
}


def test_statements_after_an_assertion_run_only_where_it_holds(tmp_path):
    make(tmp_path, ASSERT_PKG)
    assert _sites(scan([str(tmp_path / "pkg")], no_cache=True)) == []
    assert _sites(scan([str(tmp_path / "pkg")], no_cache=True, profile=prof.make("rocm"))) == [("CL104", "m.py", 10)]
    assert _sites(scan([str(tmp_path / "pkg")], no_cache=True, profile=prof.make("any"))) == [("CL104", "m.py", 10)]


def test_platform_predicates_and_module_flags_follow_the_profile(tmp_path):
    make(tmp_path, PLATFORM_PKG)
    cuda = scan([str(tmp_path / "pkg")], no_cache=True)
    assert _sites(cuda) == []
    rocm = scan([str(tmp_path / "pkg")], no_cache=True, profile=prof.make("rocm"))
    assert _sites(rocm) == [("CL104", "m.py", 11), ("CL104", "m.py", 17)]
    anyp = scan([str(tmp_path / "pkg")], no_cache=True, profile=prof.make("any"))
    assert len(_sites(anyp)) == 3  # no deployment assumed: every print can run


FAMILY_PKG = {
    "pkg/__init__.py": "",
    "pkg/platforms/__init__.py": """
        from pkg.platforms.interface import Platform
        current_platform: Platform = None
        """,
    "pkg/platforms/interface.py": """
        class Platform:
            def use_custom_op_collectives(self) -> bool:
                return False

            def is_tpu(self) -> bool:
                return False
        """,
    "pkg/platforms/cuda.py": """
        from pkg.platforms.interface import Platform

        class CudaPlatform(Platform):
            def use_custom_op_collectives(self) -> bool:
                return True
        """,
    "pkg/platforms/cpu.py": """
        from pkg.platforms.interface import Platform

        class CpuPlatform(Platform):
            pass
        """,
    "pkg/platforms/unspecified.py": """
        from pkg.platforms.interface import Platform

        class UnspecifiedPlatform(Platform):
            pass
        """,
    "pkg/comm.py": """
        import subprocess
        import torch
        from pkg.platforms import current_platform

        class Group:
            def __init__(self):
                self.use_custom_op = current_platform.is_tpu() or current_platform.use_custom_op_collectives()

            def all_reduce(self, x):
                if self.use_custom_op:
                    return torch.ops.pkg.all_reduce(x)
                return self._out_of_place(x)

            def _out_of_place(self, x):
                subprocess.run(["nvidia-smi"])
                return x

        GROUP = Group()

        @torch.compile(fullgraph=True)
        def f(x):
            return GROUP.all_reduce(x)
        """,
}


def test_per_platform_family_is_read_from_the_platforms_class(tmp_path):
    # on CUDA the platform object is CudaPlatform (platforms/cuda.py): its override decides the
    # attribute, so the Python fallback after the custom op is dead
    make(tmp_path, FAMILY_PKG)
    cuda = scan([str(tmp_path / "pkg")], no_cache=True)
    assert _sites(cuda) == []
    cpu = scan([str(tmp_path / "pkg")], no_cache=True, profile=prof.make("cpu"))
    assert _sites(cpu) == [("CL101", "comm.py", 16)]


ENV_PKG = {
    "pkg/__init__.py": "",
    "pkg/environ.py": """
        import os

        class EnvBool:
            def __init__(self, default):
                self.default = default
                self.name = None

            def __set_name__(self, owner, name):
                self.name = name

            def get(self):
                v = os.getenv(self.name)
                return self.default if v is None else v.lower() in ("1", "true")

        class Envs:
            PKG_VERBOSE = EnvBool(False)
            PKG_FAST = EnvBool(True)

        envs = Envs()
        """,
    "pkg/m.py": """
        import torch
        from pkg.environ import envs

        @torch.compile(fullgraph=True)
        def f(x):
            if envs.PKG_VERBOSE.get():
                print("verbose")
            if not envs.PKG_FAST.get():
                print("slow path")
            return x
        """,
}


def test_environment_flag_objects_take_their_default_or_the_profiles_value(tmp_path):
    make(tmp_path, ENV_PKG)
    assert _sites(scan([str(tmp_path / "pkg")], no_cache=True)) == []
    env = prof.make("cuda", env={"PKG_VERBOSE": "1", "PKG_FAST": "0"})
    got = _sites(scan([str(tmp_path / "pkg")], no_cache=True, profile=env))
    assert got == [("CL104", "m.py", 8), ("CL104", "m.py", 10)]


# sglang's ``_ENABLE_X = envs.SGLANG_ENABLE_X.get()`` at module level, then ``if _ENABLE_X and ...``:
# the module name is the flag's truth (default, or the profile's value)
ENV_PKG_GLOBAL = dict(ENV_PKG, **{"pkg/m.py": """
        import torch
        from pkg.environ import envs

        _VERBOSE = envs.PKG_VERBOSE.get()
        _FAST = envs.PKG_FAST.get()

        @torch.compile(fullgraph=True)
        def f(x):
            if _VERBOSE and x.dim() > 0:
                print("verbose")
            if not _FAST:
                print("slow path")
            return x
        """})


def test_a_module_name_set_from_an_environment_flag_is_its_truth(tmp_path):
    make(tmp_path, ENV_PKG_GLOBAL)
    assert _sites(scan([str(tmp_path / "pkg")], no_cache=True)) == []
    env = prof.make("cuda", env={"PKG_VERBOSE": "1", "PKG_FAST": "0"})
    got = _sites(scan([str(tmp_path / "pkg")], no_cache=True, profile=env))
    assert got == [("CL104", "m.py", 11), ("CL104", "m.py", 13)]


def test_the_module_environment_flags_are_what_dynamo_traces(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, ENV_PKG_GLOBAL)
    for env, breaks in (({}, False), ({"PKG_VERBOSE": "1"}, True)):
        for k in ("PKG_VERBOSE", "PKG_FAST"):
            monkeypatch.delenv(k, raising=False)
        for k, v in env.items():
            monkeypatch.setenv(k, v)
        for name in ("pkg.m", "pkg.environ", "pkg"):
            sys.modules.pop(name, None)
        m = _import_from(tmp_path, "pkg.m")
        assert _breaks(torch, m.f._torchdynamo_orig_callable, torch.randn(2)) is breaks
    for name in ("pkg.m", "pkg.environ", "pkg"):
        sys.modules.pop(name, None)


def _backends(n):
    files = {"pkg/__init__.py": "", "pkg/base.py": """
        class Backend:
            def forward(self, x):
                return self.forward_extend(x)

            def forward_extend(self, x):
                raise NotImplementedError
        """}
    for i in range(n):
        files[f"pkg/b{i}.py"] = f"""
        from pkg.base import Backend

        class Backend{i}(Backend):
            def forward_extend(self, x):
                print("backend {i}")
                return x
        """
    files["pkg/m.py"] = """
        import torch
        from pkg.base import Backend

        def get_backend() -> Backend:
            ...

        @torch.compile(fullgraph=True)
        def f(x):
            return get_backend().forward(x)
        """
    return files


def test_open_self_dispatch_with_many_overrides_is_not_guessed(tmp_path):
    # ``self.forward_extend()`` in a base method reached through an annotation: with a few
    # implementations each is a possible receiver; with many, which one runs is a deployment choice
    few = make(tmp_path / "few", _backends(3))
    assert len(_sites(scan([str(few / "pkg")], no_cache=True))) == 3
    many = make(tmp_path / "many", _backends(12))
    assert _sites(scan([str(many / "pkg")], no_cache=True)) == []


def test_explicit_call_on_a_typed_receiver_still_dispatches(tmp_path):
    # the NVFP4 incident's shape: ``quant_config.get_quant_method()`` on an annotated config, many
    # configs; an explicit call on the typed receiver reaches every implementation
    files = {"pkg/__init__.py": "", "pkg/base.py": """
        class QuantConfig:
            def get_quant_method(self):
                raise NotImplementedError
        """}
    for i in range(12):
        files[f"pkg/q{i}.py"] = f"""
        from pkg.base import QuantConfig

        class Q{i}(QuantConfig):
            def get_quant_method(self):
                print("q{i}")
        """
    files["pkg/m.py"] = """
        import torch
        from pkg.base import QuantConfig

        def cfg() -> QuantConfig:
            ...

        @torch.compile(fullgraph=True)
        def f(x):
            cfg().get_quant_method()
            return x
        """
    make(tmp_path, files)
    assert len(_sites(scan([str(tmp_path / "pkg")], no_cache=True))) == 12


GUESS_PKG = {
    "eng/__init__.py": "",
    "eng/srt/__init__.py": "",
    "eng/srt/runner/__init__.py": "",
    "eng/srt/runner/graph.py": """
        import torch

        def patch_model(model):
            return torch.compile(model.forward)

        class Runner:
            def capture(self):
                return patch_model(self.model_runner.model)
        """,
    "eng/srt/models/__init__.py": "",
    "eng/srt/models/llama.py": """
        import torch
        from torch import nn

        class Attention(nn.Module):
            def forward(self, x):
                print("attn")
                return x

        class Llama(nn.Module):
            def __init__(self):
                super().__init__()
                self.attn = Attention()

            def forward(self, x):
                return self.attn(x)

        class Base(nn.Module):
            def forward(self, x):
                print("base")
                return x

        class Child(Base):
            pass
        """,
    "eng/diffusion/__init__.py": "",
    "eng/diffusion/apps/__init__.py": "",
    "eng/diffusion/apps/comfy.py": """
        import torch
        from torch import nn
        from torch.nn.attention.flex_attention import flex_attention
        from transformers import AutoModel

        flex_attention = torch.compile(flex_attention)

        class Executor(nn.Module):
            def forward(self, x):
                print("comfy proxy")
                return x

        def encoder(path):
            lm = AutoModel.from_pretrained(path)
            lm.forward = torch.compile(lm.forward)
            return lm
        """,
}


def test_guessed_forwards_are_the_subsystems_top_level_models(tmp_path):
    make(tmp_path, GUESS_PKG)
    r = scan([str(tmp_path / "eng")], no_cache=True)
    guessed = sorted((x.fq.rsplit(".", 2)[-2] + "." + x.fq.rsplit(".", 1)[-1], (x.self_cls or "").rsplit(".", 1)[-1])
                     for x in r.roots if x.kind == "forwards")
    # Attention is built by Llama (a submodule, reached through it); Base is traced as Child;
    # the diffusion app's modules are no model of the LLM runner, and its compiles of torch's and
    # transformers' objects guess nothing
    assert guessed == [("Base.forward", "Child"), ("Llama.forward", "Llama")]
    sites = {(f.path.rsplit("/", 1)[-1], f.line, f.root.rsplit(".", 2)[-2]) for f in r.findings}
    assert ("llama.py", 7, "Llama") in sites
    assert not any(s[0] == "comfy.py" for s in sites)


CAP_PKG = {
    "pkg/__init__.py": "",
    "pkg/utils.py": """
        import functools
        import torch

        def _check(majors):
            return torch.cuda.get_device_capability()[0] in majors

        is_sm100_supported = functools.lru_cache(maxsize=1)(functools.partial(_check, majors=[10]))
        is_sm90_supported = functools.lru_cache(maxsize=1)(functools.partial(_check, majors=[9]))

        class Platform:
            @classmethod
            def has_device_capability(cls, cap):
                return torch.cuda.get_device_capability()[0] * 10 >= cap

        current_platform = Platform()
        """,
    "pkg/m.py": """
        import torch
        from pkg.utils import current_platform, is_sm100_supported, is_sm90_supported

        _blackwell = is_sm100_supported()

        @torch.compile(fullgraph=True)
        def f(x):
            if _blackwell:
                print("sm100 kernel")
            if is_sm90_supported():
                x = x + 1
            else:
                print("not hopper")
            if current_platform.has_device_capability(100):
                print("needs sm100")
            return x
        """,
}


def test_device_capability_predicates_follow_the_profile(tmp_path):
    make(tmp_path, CAP_PKG)
    assert _sites(scan([str(tmp_path / "pkg")], no_cache=True)) == []  # cuda: sm90
    b200 = scan([str(tmp_path / "pkg")], no_cache=True, profile=prof.make("cuda", capability="sm100"))
    assert _sites(b200) == [("CL104", "m.py", 10), ("CL104", "m.py", 14), ("CL104", "m.py", 16)]


# sglang's ``_fused_wo_a_arch_supported(): return _is_cuda and torch.cuda.get_device_capability()[0]
# == 10`` and a capability unpacked into locals: the profile's device decides the helper
CAP_QUERY_PKG = {
    "pkg/__init__.py": "",
    "pkg/m.py": """
        import torch

        def _blackwell():
            return torch.cuda.get_device_capability()[0] == 10

        def _arch():
            major, minor = torch.cuda.get_device_capability()
            return major >= 10 and minor == 0

        class Layer(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.fused = _blackwell()

            def forward(self, x):
                if self.fused:
                    print("sm100 kernel")
                if _arch():
                    print("sm100 again")
                _probe()
                return x

        def _probe():
            try:
                major, minor = torch.cuda.get_device_capability()
            except RuntimeError:
                major, minor = 0, 0
            if (major, minor) == (10, 7):
                print("sm107")
            capability = _capability(0)
            return _enabled("0", capability)

        def _capability(device):
            props = torch.cuda.get_device_properties(device)
            return props.major, props.minor

        def _enabled(disabled, capability):
            if disabled == "1":
                return False
            if capability == (10, 7) and not _new_toolkit():
                return False
            return True

        def _new_toolkit():
            print("probe the toolkit")
            return True

        compiled = torch.compile(Layer())
        """,
}


def test_the_device_capability_query_follows_the_profile(tmp_path):
    make(tmp_path, CAP_QUERY_PKG)
    assert _sites(scan([str(tmp_path / "pkg")], no_cache=True)) == []  # cuda: sm90 -> (9, 0)
    b200 = scan([str(tmp_path / "pkg")], no_cache=True, profile=prof.make("cuda", capability="sm100"))
    assert _sites(b200) == [("CL104", "m.py", 18), ("CL104", "m.py", 20)]
    sm107 = scan([str(tmp_path / "pkg")], no_cache=True, profile=prof.make("cuda", capability="sm107"))
    assert _sites(sm107) == [("CL104", "m.py", 18), ("CL104", "m.py", 30), ("CL104", "m.py", 46)]
    anyp = scan([str(tmp_path / "pkg")], no_cache=True, profile=prof.make("any"))
    assert _sites(anyp) == [("CL104", "m.py", 18), ("CL104", "m.py", 20), ("CL104", "m.py", 30), ("CL104", "m.py", 46)]


FACTORY_PKG = {
    "pkg/__init__.py": "",
    "pkg/runner.py": """
        class Runner:
            def forward(self, x):
                return x

        class LoudRunner(Runner):
            def forward(self, x):
                print("loud")
                return x

        class QuietRunner(Runner):
            pass

        def make_runner(n, runner_cls: type[Runner] | None = None) -> Runner:
            if runner_cls is None:
                runner_cls = Runner
            runner = runner_cls()
            return runner
        """,
    "pkg/m.py": """
        import torch
        from torch import nn
        from pkg.runner import QuietRunner, make_runner

        class MoE(nn.Module):
            runner_cls = QuietRunner

            def __init__(self):
                super().__init__()
                self.experts = make_runner(4, runner_cls=self.runner_cls)

            def forward(self, x):
                return self.experts.forward(x)

        model = torch.compile(MoE(), fullgraph=True)
        """,
}


def test_factory_constructs_the_class_its_argument_passes(tmp_path):
    # ``runner_cls=self.runner_cls``: the factory builds QuietRunner, never LoudRunner (which only
    # the annotation ``-> Runner`` would admit)
    make(tmp_path, FACTORY_PKG)
    assert _sites(scan([str(tmp_path / "pkg")], no_cache=True)) == []


FLAG_PKG = {
    "pkg/__init__.py": "",
    "pkg/norm.py": """
        import logging
        import torch
        from torch import nn

        logger = logging.getLogger(__name__)

        class Norm(nn.Module):
            use_kernel = True

            def forward(self, x):
                if self.use_kernel:
                    logger.info("custom kernel")
                return x

        class GemmaNorm(Norm):
            use_kernel = False

        class Processor(nn.Module):
            chunked = False

            def forward(self, x):
                if self.chunked:
                    logger.debug("chunks")
                return x

        class ChunkedProcessor(Processor):
            chunked = True

        def build(n) -> Processor:
            return ChunkedProcessor() if n > 4 else Processor()
        """,
    "pkg/m.py": """
        import torch
        from torch import nn
        from pkg.norm import GemmaNorm, build

        class Block(nn.Module):
            def __init__(self):
                super().__init__()
                self.norm = GemmaNorm()
                self.proc = build(8)

            def forward(self, x):
                return self.proc(self.norm(x))

        block = torch.compile(Block(), fullgraph=True)
        """,
}


def test_class_flags_are_read_from_the_receivers_class(tmp_path):
    # GemmaNorm turns the base's flag off: its inherited forward never logs; the processor can be
    # the chunked subclass (an annotation admits either), whose inherited forward logs
    make(tmp_path, FLAG_PKG)
    assert _sites(scan([str(tmp_path / "pkg")], no_cache=True)) == [("CL105", "norm.py", 24)]


# ``if backend == "cute-dsl":`` in a callee every call leaves at ``backend="auto"`` (flashinfer's
# trtllm entry points under sglang), ``block_quant=False`` passed on through a caller's own
# parameter, ``repeat=None`` that one caller sets: the parameter's one constant decides the branch
PARAM_VALUES = """
    import subprocess
    import torch

    def decode(q, backend="auto", repeat=None, block_quant=False):
        if backend == "cute-dsl":
            subprocess.run(["nvcc", "--version"])
        if repeat is not None:
            print("repeat", repeat)
        if block_quant:
            open(__file__).read()
        return q + 1

    def middle(x, block_quant=False):
        return decode(x, block_quant=block_quant)

    def f(x):
        return middle(x) + decode(x, "auto", None)

    def g(x):
        return decode(x, repeat=3)

    compiled = torch.compile(f, fullgraph=True)
    compiled_g = torch.compile(g, fullgraph=True)
"""


def _breaks(torch, fn, *args, **kwargs) -> bool:
    """Whether dynamo (fullgraph, eager backend) fails on ``fn`` called with ``args`` (default: one
    float tensor)."""
    torch._dynamo.reset()
    try:
        torch.compile(fn, fullgraph=True, backend="eager")(*(args or (torch.randn(2),)), **kwargs)
    except Exception:  # noqa: BLE001 - any failure is a break
        return True
    finally:
        torch._dynamo.reset()
    return False


def _import_from(tmp_path, name: str, fresh: bool = False):
    """Import ``name`` from ``tmp_path``; ``fresh``: drop its package's cached modules first (a
    package imported before a fix and again after it)."""
    sys.path.insert(0, str(tmp_path))
    try:
        if fresh:
            pkg = name.split(".")[0]
            for k in [k for k in sys.modules if k == pkg or k.startswith(pkg + ".")]:
                del sys.modules[k]
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(tmp_path))


def test_a_parameter_every_call_gives_one_constant_decides_branches(tmp_path):
    pkg = tmp_path / "cldv_params"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(PARAM_VALUES))
    got = scan([str(pkg)], no_cache=True)
    # backend is "auto" and block_quant False on every call; repeat differs (g passes 3): the
    # print stays, for both roots (the scan keeps one value per parameter, not one per call chain)
    assert sorted({(f.rule, f.line) for f in got.findings}) == [("CL104", 9)]
    assert "g" in {f.root.rsplit(".", 1)[1] for f in got.findings}
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    sys.path.insert(0, str(tmp_path))
    try:
        m = importlib.import_module("cldv_params.m")
    finally:
        sys.path.remove(str(tmp_path))
    for fn, breaks in ((m.f, False), (m.g, True)):
        assert _breaks(torch, fn) is breaks, fn.__name__


# vLLM's MuseSpark MoE: ``tep_default = replicated and current_platform.has_device_capability(100)``,
# ``self.fused = getattr(config, "opt_in", tep_default)`` in ``__init__``, and a method returning
# ``self.fused and ...`` guarding the sm100-only path: the local's formula flows into the attribute,
# a config key the model's config does not carry takes the default, and the method's result is
# read from the receiver's flags
TEP = """
    import subprocess
    import torch

    class Platform:
        def has_device_capability(self, capability):
            return CAPABILITY >= capability

    CAPABILITY = 90
    current_platform = Platform()

    class MoE(torch.nn.Module):
        def __init__(self, config=None, tp_size=2):
            super().__init__()
            replicated = tp_size > 1
            tep_default = replicated and current_platform.has_device_capability(100)
            self.fused = getattr(config, "tep_fused_input_quant", tep_default)

        def _prepares(self, n):
            return self.fused and n <= 128

        def forward(self, x):
            if self._prepares(x.shape[0]):
                subprocess.run(["nvidia-smi"])
            return x + 1

    compiled = torch.compile(MoE(), fullgraph=True)
"""


@pytest.mark.parametrize("profile, reported", [("cuda", False), ("cuda-sm120", True)])
def test_a_capability_default_flows_through_locals_config_getattr_and_methods(tmp_path, profile, reported):
    pkg = tmp_path / "cldv_tep"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(TEP))
    got = scan([str(pkg)], no_cache=True, profile=prof.PROFILES[profile])
    assert bool([f for f in got.findings if f.rule == "CL101"]) is reported
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    sys.path.insert(0, str(tmp_path))
    try:
        m = importlib.import_module("cldv_tep.m")
    finally:
        sys.path.remove(str(tmp_path))
    m.CAPABILITY = 120 if reported else 90
    broke = _breaks(torch, m.MoE())
    sys.modules.pop("cldv_tep.m", None)
    sys.modules.pop("cldv_tep", None)
    assert broke is reported


# sglang's ``if envs.SGLANG_USE_SAGE_ATTENTION_IMPL.get().lower() in {"trtllm_gen", ...}:`` on an
# ``EnvStr("")`` flag: the default (or the profile's value) decides the branch
ENV_STR = """
    import os
    import subprocess
    import torch

    class EnvStr:
        def __init__(self, default):
            self.default = default
            self.name = None

        def __set_name__(self, owner, name):
            self.name = name

        def get(self):
            return os.environ.get(self.name, self.default)

    class Envs:
        CLDV_ATTN_IMPL = EnvStr("")

    envs = Envs()

    def attend(x):
        if envs.CLDV_ATTN_IMPL.get().lower() in {"trtllm_gen", "trtllm-gen"}:
            subprocess.run(["nvidia-smi"])
        if envs.CLDV_ATTN_IMPL.get() != "fa3":
            print("not fa3")
        return x + 1

    compiled = torch.compile(attend, fullgraph=True)
"""


@pytest.mark.parametrize("env, expected", [((), ["CL104"]), ((("CLDV_ATTN_IMPL", "TRTLLM_GEN"),), ["CL101", "CL104"]),
                                           ((("CLDV_ATTN_IMPL", "fa3"),), [])])
def test_an_env_string_compared_with_literals_decides_branches(tmp_path, env, expected):
    pkg = tmp_path / "cldv_envstr"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(ENV_STR))
    profile = prof.Profile("t", "cuda", "sm90", "12.8", env=env)
    got = scan([str(pkg)], no_cache=True, profile=profile)
    assert sorted(f.rule for f in got.findings) == expected


# sglang's ``_linear_bf16_fp32_algo = envs.SGLANG_OPT_BF16_FP32_GEMM_ALGO.get()`` at module level,
# then ``elif _linear_bf16_fp32_algo == "deep_gemm":`` in a function: the name is the flag's string
ENV_GLOBAL = ENV_STR.replace("""    def attend(x):
        if envs.CLDV_ATTN_IMPL.get().lower() in {"trtllm_gen", "trtllm-gen"}:""", """    _impl = envs.CLDV_ATTN_IMPL.get()

    def attend(x):
        if _impl.lower() in {"trtllm_gen", "trtllm-gen"}:""").replace(
    'if envs.CLDV_ATTN_IMPL.get() != "fa3":', 'if _impl != "fa3":')


@pytest.mark.parametrize("env, expected", [((), ["CL104"]), ((("CLDV_ATTN_IMPL", "TRTLLM_GEN"),), ["CL101", "CL104"]),
                                           ((("CLDV_ATTN_IMPL", "fa3"),), [])])
def test_a_module_name_set_from_an_env_string_decides_branches(tmp_path, env, expected):
    assert "_impl = envs.CLDV_ATTN_IMPL.get()" in ENV_GLOBAL and "if _impl != " in ENV_GLOBAL
    pkg = tmp_path / "cldv_envglobal"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(ENV_GLOBAL))
    profile = prof.Profile("t", "cuda", "sm90", "12.8", env=env)
    got = scan([str(pkg)], no_cache=True, profile=profile)
    assert sorted(f.rule for f in got.findings) == expected


def test_the_env_global_branches_are_what_dynamo_traces(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    pkg = tmp_path / "cldv_envglobal_dyn"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(ENV_GLOBAL))
    monkeypatch.setenv("CLDV_ATTN_IMPL", "fa3")
    m = _import_from(tmp_path, "cldv_envglobal_dyn.m")
    assert _breaks(torch, m.attend) is False  # neither branch under fa3
    sys.modules.pop("cldv_envglobal_dyn.m", None)
    sys.modules.pop("cldv_envglobal_dyn", None)


# vLLM's ``self.use_direct_call = not current_platform.opaque_attention_op()``: an attribute whose
# only assignment is a formula (no type to record) is still the class's own flag
DIRECT = """
    import subprocess
    import torch

    class Platform:
        def has_device_capability(self, capability):
            return True

    current_platform = Platform()

    class Attn(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.direct = not current_platform.has_device_capability(80)

        def forward(self, x):
            if self.direct:
                subprocess.run(["nvidia-smi"])
            return x + 1

    compiled = torch.compile(Attn(), fullgraph=True)
"""


def test_a_flag_assigned_only_from_a_formula_is_the_class_flag(tmp_path):
    pkg = tmp_path / "cldv_direct"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(DIRECT))
    assert scan([str(pkg)], no_cache=True).findings == []  # sm90 has capability 80
    old = scan([str(pkg)], no_cache=True, profile=prof.Profile("sm75", "cuda", "sm75", "12.8"))
    assert [f.rule for f in old.findings] == ["CL101"]


def test_a_def_nested_in_init_keeps_the_locals_the_flags_read(tmp_path):
    """``def hook(): ...`` between ``tep_default = ...`` and ``self.fused = ...`` in ``__init__``."""
    src = textwrap.dedent(TEP).replace(
        "        self.fused = getattr(config,",
        "        def hook():\n            return None\n        self.fused = getattr(config,")
    assert "def hook" in src
    pkg = tmp_path / "cldv_tep_nested"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(src)
    assert [f.rule for f in scan([str(pkg)], no_cache=True).findings] == []
    got = scan([str(pkg)], no_cache=True, profile=prof.PROFILES["cuda-sm120"])
    assert [f.rule for f in got.findings] == ["CL101"]


INSTALL_PKG = {
    "cldv_install/__init__.py": "",
    "cldv_install/linear.py": """
        import subprocess
        import torch
        from torch import nn

        class PlainMethod:
            def apply(self, layer, x):
                return x @ layer.weight

        class Linear(nn.Module):
            def __init__(self, n):
                super().__init__()
                self.weight = nn.Parameter(torch.ones(n, n))
                self.quant_method = PlainMethod()

            def forward(self, x):
                return self.quant_method.apply(self, x)
        """,
    "cldv_install/fast.py": """
        import subprocess
        from cldv_install.linear import Linear, PlainMethod

        class FastMethod(PlainMethod):
            def apply(self, layer, x):
                subprocess.check_output(["nvidia-smi"])
                return x @ layer.weight

        def install_fast(model):
            for module in model.modules():
                if isinstance(module, Linear):
                    module.quant_method = FastMethod()
        """,
    "cldv_install/models.py": """
        import torch
        from torch import nn
        from cldv_install.linear import Linear
        from cldv_install.fast import install_fast

        class FastInner(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = Linear(4)

            def forward(self, x):
                return self.proj(x)

        class FastModel(nn.Module):
            def __init__(self):
                super().__init__()
                self.model = FastInner()
                install_fast(self.model)

            def forward(self, x):
                return self.model(x)

        class OtherModel(nn.Module):
            def __init__(self):
                super().__init__()
                self.proj = Linear(4)

            def forward(self, x):
                return self.proj(x)

        other = torch.compile(OtherModel(), fullgraph=True)
        fast = torch.compile(FastModel(), fullgraph=True)
        inner = torch.compile(FastModel().model, fullgraph=True)  # the installed instance
        """,
}


def test_a_method_installed_into_one_models_submodules_is_reached_only_from_that_model(tmp_path):
    # FastMethod is only ever stored into Linear layers of FastInner's tree (install_fast(self.model)):
    # OtherModel's Linear keeps PlainMethod, so its root must not reach the subprocess call; the
    # installing model and a root inside its tree (FastInner) still do
    make(tmp_path, INSTALL_PKG)
    r = scan([str(tmp_path / "cldv_install")], no_cache=True)
    roots = sorted({f.root.rsplit(".", 1)[0].rsplit(".", 1)[-1] for f in r.findings if f.rule == "CL101"})
    assert roots == ["FastInner", "FastModel"]
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    m = _import_from(tmp_path, "cldv_install.models")
    for make_model, breaks in ((m.OtherModel, False), (m.FastModel, True), (lambda: m.FastModel().model, True)):
        model = make_model()
        assert _breaks(torch, model, torch.randn(2, 4)) is breaks, type(model).__name__


MODE_PKG = {
    "cldv_mode/__init__.py": "",
    "cldv_mode/m.py": """
        import random
        import torch
        from torch import nn

        class Dropper(nn.Module):
            def forward(self, x):
                if not self.training:
                    return x
                return x * random.random()
        """,
}


@pytest.mark.parametrize("mode, reported", [(None, True), ("eval", False), ("train", True)])
def test_the_deployments_module_mode_decides_self_training(tmp_path, mode, reported):
    # a declared root is called however the deployment runs it: in eval mode (inference,
    # ``model.eval()``) the random branch is dead; unknown or train mode keeps it
    make(tmp_path, MODE_PKG)
    r = scan([str(tmp_path / "cldv_mode")], roots=["cldv_mode.m:Dropper.forward"], roots_mode="compiled",
             no_cache=True, profile=prof.make(mode=mode))
    assert bool([f for f in r.findings if f.rule == "CL110"]) is reported
    assert (mode or "") in r.profile.describe()
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    m = _import_from(tmp_path, "cldv_mode.m")
    for train, breaks in ((False, False), (True, True)):
        assert _breaks(torch, m.Dropper().train(train)) is breaks


MODULE_CALL_PKG = """
    import functools
    import torch
    from torch import nn

    def returns_tuple(func):
        @functools.wraps(func)
        def wrapper(self, *args, **kwargs):
            return func(self, *args, **kwargs)
        return wrapper

    class Embed(nn.Module):
        def forward(self, ids, pixels=None):
            if pixels is not None and (ids == 3).any():
                ids = ids + 1
            return ids

    class Model(nn.Module):
        def __init__(self):
            super().__init__()
            self.embed = Embed()

        @returns_tuple
        def forward(self, ids, pixels=None):
            return self.embed(ids, pixels=pixels)
"""
OTHER_CALLER = """
    class Captioner(nn.Module):
        def __init__(self):
            super().__init__()
            self.embed = Embed()

        def forward(self, ids):
            return self.embed(ids, pixels=ids)
"""


@pytest.mark.parametrize("extra, reported", [("", []), (OTHER_CALLER, ["Captioner"])])
def test_a_module_call_passes_the_roots_default_through_a_plain_decorator(tmp_path, extra, reported):
    # ``self.embed(ids, pixels=pixels)`` is a call of Embed.forward: the root's default None reaches
    # the ``pixels is not None and <data-dependent>`` test, whose second operand never runs; a
    # decorator that hands its arguments on unchanged does not hide the default. Another compiled
    # module passing a tensor reaches the test on its own chain.
    pkg = tmp_path / "cldv_modcall"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(MODULE_CALL_PKG) + textwrap.dedent(extra))
    roots = ["cldv_modcall.m:Model.forward"] + (["cldv_modcall.m:Captioner.forward"] if extra else [])
    r = scan([str(pkg)], roots=roots, roots_mode="compiled", no_cache=True)
    assert sorted({f.root.rsplit(".", 2)[-2] for f in r.findings if f.rule == "CL201"}) == reported
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    m = _import_from(tmp_path, "cldv_modcall.m")
    ids = torch.tensor([1, 3])
    assert _breaks(torch, m.Model(), ids) is False
    assert _breaks(torch, m.Model(), ids, pixels=ids) is True


CHAIN_ARGS = """
    import torch
    from torch import nn

    def fused_norm(x, residual_stream=None):
        if residual_stream is not None:
            residual_stream = residual_stream.reshape(-1)
        if residual_stream is not None and residual_stream.sum() > 0:
            return x + 1
        return x

    class Norm(nn.Module):
        def forward(self, x):
            return fused_norm(x)

    class Draft(nn.Module):
        def __init__(self):
            super().__init__()
            self.norm = Norm()

        def forward(self, x):
            return self.norm(x)

    class Target(nn.Module):
        def forward(self, x):
            return fused_norm(x, residual_stream=x)
"""


def test_a_chain_whose_own_arguments_rule_out_the_next_call_is_not_reported(tmp_path):
    # fused_norm's residual_stream is a tensor for Target and None on Draft's chain (Norm.forward
    # leaves it at its default): the data-dependent test sits behind ``residual_stream is not None``
    # on that chain only. Every call together does not fix the parameter; the chain's own calls do.
    # ``residual_stream = residual_stream.reshape(-1)`` keeps its None-ness.
    pkg = tmp_path / "cldv_chain"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(CHAIN_ARGS))
    r = scan([str(pkg)], roots=["cldv_chain.m:Draft.forward", "cldv_chain.m:Target.forward"],
             roots_mode="compiled", no_cache=True)
    assert sorted({f.root.rsplit(".", 2)[-2] for f in r.findings if f.rule == "CL201"}) == ["Target"]
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    m = _import_from(tmp_path, "cldv_chain.m")
    for cls, breaks in ((m.Draft, False), (m.Target, True)):
        assert _breaks(torch, cls(), torch.randn(3)) is breaks, cls.__name__
