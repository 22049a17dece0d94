"""Forward hooks registered on a compiled module run inside its trace: dynamo inlines
``register_forward_pre_hook`` / ``register_forward_hook`` callables into the graph of the module
they are registered on, so a barrier in a hook breaks the compile. The hook is found where it is
registered on the compiled object itself (``net.register_forward_hook(h)``) and where the object
is handed to a function that registers it on its parameter (``stats.attach(net)``); a module no
hook is registered on stays clean. Each case is checked against dynamo."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clhooks/__init__.py": "",
    "clhooks/stats.py": """
        import time


        class Stats:
            def __init__(self):
                self.started = 0.0

            def before(self, module, args):
                self.started = time.perf_counter()

            def attach(self, module):
                module.register_forward_pre_hook(self.before)


        def log_output(module, args, output):
            print("output", output.shape)
        """,
    "clhooks/model.py": """
        import torch

        from clhooks.stats import Stats, log_output


        class Net(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.lin = torch.nn.Linear(2, 2)

            def forward(self, x):
                return self.lin(x)


        timed = Net()
        stats = Stats()
        stats.attach(timed)
        compiled_timed = torch.compile(timed, fullgraph=True)

        logged = Net()
        logged.register_forward_hook(log_output)
        compiled_logged = torch.compile(logged, fullgraph=True)

        plain = Net()
        compiled_plain = torch.compile(plain, fullgraph=True)
        """,
}


def test_hooks_registered_on_a_compiled_module_are_roots(tmp_path):
    make(tmp_path, FILES)
    r = scan([str(tmp_path / "clhooks")], no_cache=True)
    got = sorted((f.root.rsplit(".", 1)[-1], f.rule, f.line) for f in r.findings)
    assert got == [("before", "CL107", 10), ("log_output", "CL104", 17)]
    assert {x.kind for x in r.roots if x.fq.endswith(("before", "log_output"))} == {"hook"}


def test_dynamo_traces_the_hooks(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clhooks.model")
    assert _breaks(torch, m.timed, torch.randn(2, 2)) is True
    assert _breaks(torch, m.logged, torch.randn(2, 2)) is True
    assert _breaks(torch, m.plain, torch.randn(2, 2)) is False


# a quantizer that walks the model's tree and installs a hook *object* on every Linear
# (``module.register_forward_pre_hook(ActivationQuantizer())``), called inside the expression that
# builds the compiled model (blind21 r025); a walker over a module that is never compiled stays out
TREE = {
    "cltree/__init__.py": "",
    "cltree/quant.py": """
        import torch
        from torch import nn


        class ActivationQuantizer:
            def __call__(self, module, args):
                (x,) = args
                amax = x.abs().amax().item()
                if amax == 0.0:
                    return None
                return (torch.round(x / amax * 127) * amax / 127,)


        class Counter:
            def __init__(self):
                self.calls = 0

            def __call__(self, module, args):
                self.calls += 1


        def quantize_model(model):
            for name, module in model.named_modules():
                if isinstance(module, nn.Linear):
                    module.register_forward_pre_hook(ActivationQuantizer())
            return model


        def count_calls(model):
            for module in model.modules():
                module.register_forward_pre_hook(Counter())
            return model
        """,
    "cltree/model.py": """
        import torch
        from torch import nn

        from .quant import count_calls, quantize_model


        class Wrapper(nn.Module):
            def __init__(self, inner):
                super().__init__()
                self.inner = inner

            def forward(self, x):
                return self.inner(x)


        model = Wrapper(quantize_model(nn.Sequential(nn.Linear(4, 4))))
        compiled = torch.compile(model, fullgraph=True)
        side = count_calls(nn.Linear(4, 4))  # never compiled
        """,
}


def test_hook_objects_installed_over_a_compiled_models_tree_are_roots(tmp_path):
    make(tmp_path, TREE)
    res = scan([str(tmp_path / "cltree")], no_cache=True, jobs=1)
    got = sorted((f.root.rsplit(".", 2)[-2] + "." + f.root.rsplit(".", 1)[-1], f.rule, f.line)
                 for f in res.findings if f.severity == "error")
    assert got == [("ActivationQuantizer.__call__", "CL201", 10)], got


def test_dynamo_traces_the_tree_hooks(tmp_path):
    torch = pytest.importorskip("torch")
    make(tmp_path, TREE)
    m = _import_from(tmp_path, "cltree.model")
    assert _breaks(torch, m.compiled._orig_mod, torch.ones(2, 4))
    assert not _breaks(torch, m.Wrapper(torch.nn.Sequential(torch.nn.Linear(4, 4))), torch.ones(2, 4))
