"""A local assigned once from a call or a boolean expression decides the branches that test it
(sglang's ``needs_dp_allgather = should_use_flashinfer_cutlass_moe_fp4_allgather()`` then
``elif needs_dp_allgather:``); a helper's return reads pinned values as a branch does
(``return get_flags().moe.quantization == "modelopt_fp4" and ...`` with no ``--quantization``);
a local set to None and to something else only under a dead branch is None;
a switch-like attribute (``logits_metadata.extend_return_logprob``) is the profile's pin; the
default profile is one GPU (``tp_size=1``: a tensor-parallel all-reduce is dead unless the
deployment says ``--value tp_size=8``). Dynamo, on this CPU machine with those values, traces none
of the dead branches."""
from __future__ import annotations

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "cllocal/__init__.py": "",
    "cllocal/utils.py": """
        import torch


        class MoeFlags:
            def __init__(self, quantization=None):
                self.quantization = quantization


        class Parallel:
            def __init__(self, tp_size=1):
                self.tp_size = tp_size


        _STATE = {}


        def get_flags():
            return _STATE["flags"]


        def get_parallel():
            return _STATE["parallel"]


        def is_cpu():
            return not torch.cuda.is_available()


        def on_device():
            return not is_cpu()


        def use_fp4_gather():
            return get_flags().quantization == "modelopt_fp4" and is_cpu()
        """,
    "cllocal/model.py": """
        import torch

        from cllocal.utils import get_parallel, on_device, use_fp4_gather


        def f(x):
            needs = on_device()
            if needs:
                print("device only")
            gather = use_fp4_gather()
            if gather:
                print("fp4 gather")
            if get_parallel().tp_size > 1:
                print("all-reduce")
            return x + 1


        compiled = torch.compile(f, fullgraph=True)
        """,
    # ``backend = None`` then ``backend = make()`` only under a dead branch: ``backend`` is None
    "cllocal/born.py": """
        import torch

        from cllocal.utils import on_device


        def loud(x):
            print("born")
            return x


        def f(x):
            backend = None
            if on_device():
                backend = loud
            if backend is not None:
                x = backend(x)
            return x + 1


        compiled = torch.compile(f, fullgraph=True)
        """,
    # the program's own value of ``self.tp_size`` (a constructor default no construction
    # overrides) wins over the one-GPU pin; a size read from the runtime takes the pin
    "cllocal/runner.py": """
        import torch

        from cllocal.utils import get_parallel


        class Runner:
            def __init__(self, tp_size=2):
                self.tp_size = tp_size

            def step(self, x):
                if self.tp_size > 1:
                    print("all-reduce")
                return x + 1


        class RuntimeRunner:
            def __init__(self):
                self.tp_size = get_parallel().tp_size

            def step(self, x):
                if self.tp_size > 1:
                    print("runtime all-reduce")
                return x + 1


        compiled = torch.compile(Runner().step, fullgraph=True)
        compiled_rt = torch.compile(RuntimeRunner().step, fullgraph=True)
        """,
    # a switch-like attribute the profile pins (decode batches return no extend logprobs)
    "cllocal/logits.py": """
        import torch


        class Meta:
            def __init__(self, extend_return_logprob=False):
                self.extend_return_logprob = extend_return_logprob


        def logits(x, meta):
            if meta.extend_return_logprob:
                print("prompt logprobs")
            return x.softmax(-1)


        compiled = torch.compile(logits, fullgraph=True)
        """,
    # ``getattr(self, "_use_layout", False)`` reads the flag ``self._use_layout``
    "cllocal/layer.py": """
        import torch

        from cllocal.utils import on_device


        class Layer(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self._use_layout = on_device()

            def prepare(self):
                if not getattr(self, "_use_layout", False):
                    return
                print("layout")

            def forward(self, x):
                self.prepare()
                return x * 2


        compiled = torch.compile(Layer(), fullgraph=True)
        """,
}


def _found(tmp_path, name, **values):
    r = scan([str(tmp_path / "cllocal")], no_cache=True, profile=prof.make(name=name, values=values or None))
    return sorted(f.line for f in r.findings)


def test_a_local_flag_a_pinned_helper_and_one_gpu_decide_branches(tmp_path):
    make(tmp_path, FILES)
    assert _found(tmp_path, "cpu") == [13]  # Runner's own tp_size=2
    assert _found(tmp_path, "cuda") == [8, 10, 13, 15]  # the device branches live on a GPU
    assert _found(tmp_path, "cpu", quantization="'modelopt_fp4'") == [13, 13]
    assert _found(tmp_path, "cpu", tp_size="8") == [13, 15, 23]
    assert _found(tmp_path, "cpu", tp_size="?", quantization="?") == [13, 13, 15, 23]
    assert _found(tmp_path, "cpu", extend_return_logprob="?") == [12, 13]


def test_the_decided_branches_are_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    utils = _import_from(tmp_path, "cllocal.utils")
    model = _import_from(tmp_path, "cllocal.model")
    utils._STATE.update(flags=utils.MoeFlags(), parallel=utils.Parallel())
    assert _breaks(torch, model.f) is False  # cpu, unquantized, one GPU
    born = _import_from(tmp_path, "cllocal.born")
    assert _breaks(torch, born.f) is False
    assert _breaks(torch, born.loud) is True
    runner = _import_from(tmp_path, "cllocal.runner")
    assert _breaks(torch, runner.Runner().step) is True
    assert _breaks(torch, runner.RuntimeRunner().step) is False
    lg = _import_from(tmp_path, "cllocal.logits")
    assert _breaks(torch, lg.logits, torch.randn(2), lg.Meta()) is False
    assert _breaks(torch, lg.logits, torch.randn(2), lg.Meta(True)) is True
    layer = _import_from(tmp_path, "cllocal.layer")
    assert _breaks(torch, layer.Layer()) is False
    flagged = layer.Layer()
    flagged._use_layout = True
    assert _breaks(torch, flagged) is True
    utils._STATE.update(flags=utils.MoeFlags("modelopt_fp4"))
    assert _breaks(torch, model.f) is True
    utils._STATE.update(flags=utils.MoeFlags(), parallel=utils.Parallel(8))
    assert _breaks(torch, model.f) is True
