"""Real-engine precision mechanisms on small packages: compile flags, signatures, factories, the
deployment profile. Each test fails without its mechanism."""
import json

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from conftest import run_cli
from test_scan_features import make


def test_fullgraph_flag_decides_severity(tmp_path):
    make(tmp_path, {"pkg/__init__.py": "", "pkg/m.py": """
        import torch

        @torch.compile
        def loose(x):
            print("a")
            return x + 1

        @torch.compile(fullgraph=True)
        def strict(x):
            print("b")
            return x + 1
        """})
    r = scan([str(tmp_path / "pkg")], no_cache=True)
    by_root = {f.root.rsplit(".", 1)[-1]: f for f in r.findings}
    assert by_root["strict"].severity == "error" and by_root["strict"].fullgraph is True
    assert by_root["loose"].severity == "warning" and by_root["loose"].fullgraph is False
    assert "fullgraph=False" in by_root["loose"].message
    assert {x.fq.rsplit(".", 1)[-1]: x.fullgraph for x in r.roots} == {"loose": False, "strict": True}


def test_wrapper_flag_from_parameter_default_and_callers(tmp_path):
    # a package's own compile helper: what its callers hand it is compiled, with the helper's flag;
    # the flag passed through a parameter is the caller's keyword or the parameter's default
    make(tmp_path, {"pkg/__init__.py": "", "pkg/m.py": """
        import torch

        def compile_exact(fn, fullgraph=True):
            return torch.compile(fn, fullgraph=fullgraph)

        def probe(x):
            print("p")
            return x

        def quiet(x):
            print("q")
            return x

        A = None
        def build():
            global A
            A = compile_exact(probe)
            return compile_exact(quiet, fullgraph=False)
        """})
    r = scan([str(tmp_path / "pkg")], no_cache=True)
    flags = {x.fq.rsplit(".", 1)[-1]: x.fullgraph for x in r.roots}
    assert flags == {"probe": True, "quiet": False}
    assert r.roots_mode == "compiled"  # nothing unnamed: no guessed forwards
    sev = {f.root.rsplit(".", 1)[-1]: f.severity for f in r.findings}
    assert sev == {"probe": "error", "quiet": "warning"}


def test_unnamed_model_compile_guesses_forwards_with_its_flag(tmp_path):
    make(tmp_path, {"pkg/__init__.py": "", "pkg/runner.py": """
        import torch

        def patch_model(model):
            return torch.compile(model.forward)

        class Runner:
            def __init__(self, model):
                self.model = model
            def capture(self):
                return patch_model(self.model)
        """, "pkg/layers.py": """
        import torch
        from torch import nn

        class Block(nn.Module):
            def forward(self, x):
                print("x")
                return x
        """})
    r = scan([str(tmp_path / "pkg")], no_cache=True)
    assert r.roots_mode == "forwards"
    assert [(f.rule, f.severity, f.fullgraph) for f in r.findings] == [("CL104", "warning", False)]


def test_torch_function_compile_is_not_unresolved(tmp_path):
    make(tmp_path, {"pkg/__init__.py": "", "pkg/attn.py": """
        import torch
        from torch import nn
        from torch.nn.attention.flex_attention import flex_attention

        compiled_flex = torch.compile(flex_attention, fullgraph=True)

        class Block(nn.Module):
            def forward(self, x):
                print("never compiled")
                return x
        """})
    r = scan([str(tmp_path / "pkg")], no_cache=True)
    assert r.roots_mode == "compiled" and r.findings == []


def test_call_edge_needs_a_binding_signature(tmp_path):
    make(tmp_path, {"pkg/__init__.py": "", "pkg/m.py": """
        import torch
        import subprocess
        from torch import nn

        class Backend:
            def forward(self, q, k, v, layer, batch, save=True, **kw):
                subprocess.run(["true"])
                return q

        class Mamba(Backend):
            def forward(self, mixer, h, out, layer_id, batch):
                return h

        _BACKENDS = []

        def get_backend() -> Backend:
            return _BACKENDS[0]  # opaque: the annotation says what it returns

        class Layer(nn.Module):
            def forward(self, x):
                backend = get_backend()
                return backend.forward(None, x, x, layer_id=0, batch=None)

        step = torch.compile(Layer(), fullgraph=True)
        """})
    r = scan([str(tmp_path / "pkg")], no_cache=True)
    # Backend.forward needs `layer`: only Mamba.forward binds the call
    assert r.findings == []


def test_factory_default_argument_picks_the_class(tmp_path):
    make(tmp_path, {"pkg/__init__.py": "", "pkg/runners.py": """
        import time
        from typing import Optional

        class Runner:
            def run(self, x):
                return x

        class TimedRunner(Runner):
            def run(self, x):
                t = time.perf_counter()
                return x

        def make_runner(n: int, runner_cls: Optional[type[Runner]] = None) -> Runner:
            if runner_cls is None:
                runner_cls = Runner
            return runner_cls()
        """, "pkg/model.py": """
        import torch
        from torch import nn
        from .runners import make_runner, TimedRunner

        class Moe(nn.Module):
            def __init__(self):
                super().__init__()
                self.runner = make_runner(4)
            def forward(self, x):
                return self.runner.run(x)

        class BenchMoe(nn.Module):
            def __init__(self):
                super().__init__()
                self.runner = make_runner(4, runner_cls=TimedRunner)
            def forward(self, x):
                return self.runner.run(x)

        step = torch.compile(Moe(), fullgraph=True)
        """})
    assert scan([str(tmp_path / "pkg")], no_cache=True).findings == []
    # compiling the class that passes TimedRunner reaches its clock
    (tmp_path / "pkg" / "model.py").write_text((tmp_path / "pkg" / "model.py").read_text()
                                               .replace("torch.compile(Moe()", "torch.compile(BenchMoe()"))
    r = scan([str(tmp_path / "pkg")], no_cache=True)
    assert [f.rule for f in r.findings] == ["CL107"]


def test_profile_prunes_other_platforms_modules(tmp_path):
    make(tmp_path, {"pkg/__init__.py": "", "pkg/backends/__init__.py": "", "pkg/backends/base.py": """
        class AttnBackend:
            def forward(self, x):
                return x
        """, "pkg/backends/ascend_backend.py": """
        from .base import AttnBackend
        class AscendBackend(AttnBackend):
            def forward(self, x):
                print("npu")
                return x
        """, "pkg/model.py": """
        import torch
        from torch import nn
        from .backends.base import AttnBackend

        class Attn(nn.Module):
            def __init__(self, backend: AttnBackend):
                super().__init__()
                self.backend = backend
            def forward(self, x):
                return self.backend.forward(x)

        def make_backend() -> AttnBackend:
            ...

        # the backend comes from a factory the scan cannot read: the annotation stands
        step = torch.compile(Attn(make_backend()), fullgraph=True)
        """})
    assert scan([str(tmp_path / "pkg")], no_cache=True).findings == []
    npu = scan([str(tmp_path / "pkg")], no_cache=True, profile=prof.make("npu"))
    assert [f.rule for f in npu.findings] == ["CL104"]
    assert prof.module_platform("sglang.srt.hardware_backend.npu.graph_runner") == "npu"
    assert prof.module_platform("vllm.models.kimi_k3.amd.mtp") == "rocm"
    assert prof.module_platform("sglang.srt.layers.cpu_offload") is None


def test_profile_cli_and_config(tmp_path):
    make(tmp_path, {"pkg/__init__.py": "", "pkg/m.py": """
        import torch
        @torch.compile(fullgraph=True)
        def f(x):
            print(x)
            return x
        """})
    proc = run_cli("scan", str(tmp_path / "pkg"), "--format", "json", "--profile", "cuda-sm120", "--isolated")
    doc = json.loads(proc.stdout)
    assert doc["profile"]["capability"] == "sm120" and "sm120" in doc["summary"]["profile"]
    bad = run_cli("scan", str(tmp_path / "pkg"), "--profile", "tpu9", "--isolated")
    assert bad.returncode == 2 and "unknown profile" in bad.stderr and bad.stderr.count("\n") == 1
    (tmp_path / "pyproject.toml").write_text('[tool.compilelint]\nprofile = { name = "cuda", platform = "rocm" }\n')
    proc = run_cli("scan", str(tmp_path / "pkg"), "--format", "json", "--config", str(tmp_path / "pyproject.toml"))
    assert json.loads(proc.stdout)["profile"]["platform"] == "rocm"
    (tmp_path / "pyproject.toml").write_text('[tool.compilelint]\nprofile = 3\n')
    bad = run_cli("scan", str(tmp_path / "pkg"), "--config", str(tmp_path / "pyproject.toml"))
    assert bad.returncode == 2 and "profile" in bad.stderr


@pytest.mark.torch
def test_binding_and_flags_agree_with_dynamo(tmp_path):
    """The two facts the mechanisms rest on, measured: a non-fullgraph compile survives a barrier
    (graph break), and a fullgraph one fails."""
    import torch

    def f(x):
        print("barrier")
        return x + 1

    torch._dynamo.reset()
    assert torch.equal(torch.compile(f, backend="eager")(torch.ones(2)), torch.ones(2) + 1)
    torch._dynamo.reset()
    with pytest.raises(torch._dynamo.exc.Unsupported):
        torch.compile(f, backend="eager", fullgraph=True)(torch.ones(2))


# transformers' model shapes: decoder layers iterated through a slice or ``enumerate`` of a
# ModuleList, and MoE experts whose class decorator (``@use_experts_implementation``) replaces
# ``forward`` with a dispatcher to a compile-friendly implementation
LAYERS = """
    import torch

    def use_impl(experts_class=None):
        def wrapper(cls):
            original_forward = cls.forward

            def forward(self, x):
                return x * 2
            cls.forward = forward
            return cls
        if experts_class is not None:
            return wrapper(experts_class)
        return wrapper

    @use_impl
    class Experts(torch.nn.Module):
        def forward(self, x):
            out = x.clone()
            for e in (x > 0).nonzero():
                out = out + e.sum()
            return out

    class Layer(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.experts = Experts()

        def forward(self, x):
            n = (x > 0).nonzero().shape[0]
            if n == 0:
                return x
            return self.experts(x)

    class Model(torch.nn.Module):
        def __init__(self, n=2):
            super().__init__()
            self.n = n
            self.layers = torch.nn.ModuleList([Layer() for _ in range(n)])

        def forward(self, x):
            for layer in self.layers[: self.n]:
                x = layer(x)
            return x

    class Model2(Model):
        def forward(self, x):
            for i, layer in enumerate(self.layers):
                x = layer(x)
            return x

    compiled = torch.compile(Model(), fullgraph=True)
    compiled2 = torch.compile(Model2(), fullgraph=True)
"""


def test_layers_through_slices_and_enumerate_and_patched_forwards(tmp_path):
    make(tmp_path, {"clpf_layers/__init__.py": "", "clpf_layers/m.py": LAYERS})
    got = scan([str(tmp_path / "clpf_layers")], no_cache=True)
    found = sorted({(f.rule, f.line, f.root.rsplit(".", 2)[-2]) for f in got.findings})
    # the branch on a nonzero() size is reached from both models; the loop in the replaced
    # Experts.forward is not (the decorator put another forward on the class)
    assert found == [("CL201", 31, "Model"), ("CL201", 31, "Model2")], found
    import importlib
    import sys

    import torch

    sys.path.insert(0, str(tmp_path))
    try:
        m = importlib.import_module("clpf_layers.m")
    finally:
        sys.path.remove(str(tmp_path))
    for cls in (m.Model, m.Model2):
        torch._dynamo.reset()
        with pytest.raises(Exception, match="data-dependent"):
            torch.compile(cls(), fullgraph=True, backend="eager")(torch.randn(6))
    # with the branch gone, the patched forward compiles where the original loop would not
    torch._dynamo.reset()
    assert torch.compile(m.Experts(), fullgraph=True, backend="eager")(torch.ones(3)).tolist() == [2.0] * 3

    def original(x):
        out = x.clone()
        for e in (x > 0).nonzero():
            out = out + e.sum()
        return out

    torch._dynamo.reset()
    with pytest.raises(Exception):
        torch.compile(original, fullgraph=True, backend="eager")(torch.randn(6))


# vLLM's ``drafter.model = BreakableCUDAGraphWrapper(drafter.model, ...)``: a store on another
# object's attribute belongs to what that object can be, not to every class with an attribute of
# that name (the MTP model's own ``self.model`` stays its predictor)
FOREIGN = """
    import torch

    class Wrapper(torch.nn.Module):
        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        def forward(self, x):
            print("capturing")
            return self.inner(x)

    class Predictor(torch.nn.Module):
        def forward(self, x):
            return x + 1

    class MTP(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = Predictor()

        def forward(self, x):
            return self.model(x)

    class Runner:
        def __init__(self):
            self.model = MTP()

    def install(runner: Runner):
        runner.model = Wrapper(runner.model)

    def swap(m: MTP):
        m.model = Wrapper(m.model)

    compiled = torch.compile(MTP(), fullgraph=True)
"""


def test_a_foreign_store_belongs_to_what_its_receiver_can_be(tmp_path):
    make(tmp_path, {"clpf_foreign/__init__.py": "", "clpf_foreign/m.py": FOREIGN})
    got = scan([str(tmp_path / "clpf_foreign")], no_cache=True)
    # ``swap`` may put a Wrapper into an MTP's ``model``; ``install`` only into a Runner's
    assert sorted({(f.rule, f.line) for f in got.findings}) == [("CL104", 10)]
    src = FOREIGN.replace("    def swap(m: MTP):\n        m.model = Wrapper(m.model)\n", "")
    make(tmp_path, {"clpf_foreign2/__init__.py": "", "clpf_foreign2/m.py": src})
    assert scan([str(tmp_path / "clpf_foreign2")], no_cache=True).findings == []
    import importlib
    import sys

    import torch

    sys.path.insert(0, str(tmp_path))
    try:
        m = importlib.import_module("clpf_foreign2.m")
    finally:
        sys.path.remove(str(tmp_path))
    torch._dynamo.reset()
    assert torch.equal(torch.compile(m.MTP(), fullgraph=True, backend="eager")(torch.ones(2)), torch.ones(2) + 1)
