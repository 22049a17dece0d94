"""Two run-time facts the index has to get right, each checked against dynamo on CPU.

1. **A registration does not make the registered function opaque.** ``op =
   torch.library.custom_op("ns::x")(impl)``, ``direct_register_custom_op("x", impl)`` and
   ``lib.impl("aten::linear", impl, key)`` make a new object (reached through ``op`` or
   ``torch.ops``); ``impl`` itself stays a plain function, and a call of it by name is traced.
   Only ``impl = register(impl)``, which rebinds the name to the op, makes calls by that name
   opaque (sglang's ``fused_inplace_qknorm = register_custom_op(fused_inplace_qknorm, ...)``).
2. **Module attributes computed on access.** vLLM's ``envs`` module declares its flags under
   ``TYPE_CHECKING`` and computes them in ``__getattr__`` from a dict of lambdas
   (``"VLLM_BATCH_INVARIANT": lambda: bool(int(os.getenv("VLLM_BATCH_INVARIANT", "0")))``): a
   branch on ``envs.VLLM_X`` is decided by the lambda under the profile's environment.
"""
from __future__ import annotations

import importlib
import sys
import textwrap

import pytest

from compilelint import profile as prof
from compilelint.scan import scan

OPS = """
    import threading

    import torch

    _LOCK = threading.Lock()
    CALLS = {"n": 0}


    def count() -> None:
        with _LOCK:
            CALLS["n"] += 1


    def impl(x: torch.Tensor) -> torch.Tensor:
        count()
        return x * 2


    op = torch.library.custom_op("cltest_ops::double", mutates_args=())(impl)


    @op.register_fake
    def _fake(x):
        return torch.empty_like(x)


    def rebound_impl(x: torch.Tensor) -> torch.Tensor:
        count()
        return x * 3


    rebound_impl = torch.library.custom_op("cltest_ops::triple", mutates_args=())(rebound_impl)


    @rebound_impl.register_fake
    def _fake3(x):
        return torch.empty_like(x)


    def direct(x):
        return impl(x) + 1


    def through_op(x):
        return op(x) + 1


    def through_rebound(x):
        return rebound_impl(x) + 1


    direct_c = torch.compile(direct, fullgraph=True)
    op_c = torch.compile(through_op, fullgraph=True)
    rebound_c = torch.compile(through_rebound, fullgraph=True)
"""


def _pkg(tmp_path, name, files):
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    for fname, src in files.items():
        (pkg / fname).write_text(textwrap.dedent(src))
    return pkg


def _roots_with_findings(result):
    return sorted({f.root.rsplit(".", 1)[-1] for f in result.findings})


def test_a_registered_function_called_by_its_own_name_is_traced(tmp_path):
    pkg = _pkg(tmp_path, "cltest_ops", {"m.py": OPS})
    got = scan([str(pkg)], no_cache=True)
    assert _roots_with_findings(got) == ["direct"], [(f.rule, f.root, f.chain) for f in got.findings]
    (f,) = [f for f in got.findings]
    assert f.rule == "CL108" and f.chain[-2].endswith(".count"), f.chain


def test_registration_cases_against_dynamo(tmp_path):
    torch = pytest.importorskip("torch")
    _pkg(tmp_path, "cltest_ops", {"m.py": OPS})
    sys.path.insert(0, str(tmp_path))
    try:
        m = importlib.import_module("cltest_ops.m")
    finally:
        sys.path.remove(str(tmp_path))
    x = torch.randn(3)
    torch._dynamo.reset()
    with pytest.raises(Exception):
        m.direct_c(x)  # the lock in impl's callee: dynamo traces impl
    torch._dynamo.reset()
    assert torch.equal(m.op_c(x), x * 2 + 1)  # through the op: opaque
    torch._dynamo.reset()
    assert torch.equal(m.rebound_c(x), x * 3 + 1)  # the name now holds the op


ENVS = {
    "envs.py": """
        import os
        from typing import TYPE_CHECKING, Any, Callable

        if TYPE_CHECKING:
            CLT_FAST_PATH: bool = False
            CLT_MODE: str = "off"

        environment_variables: dict[str, Callable[[], Any]] = {
            "CLT_FAST_PATH": lambda: bool(int(os.getenv("CLT_FAST_PATH", "0"))),
            "CLT_MODE": lambda: os.getenv("CLT_MODE", "Off").strip().lower(),
        }


        def __getattr__(name: str):
            if name in environment_variables:
                return environment_variables[name]()
            raise AttributeError(name)
    """,
    "layer.py": """
        import subprocess

        import torch

        from cltest_envs import envs


        def probe() -> int:
            return int(subprocess.check_output(["echo", "1"]))


        def fast(x):
            if envs.CLT_FAST_PATH:
                return x * probe()
            return x * 2


        def mode(x):
            if envs.CLT_MODE == "debug":
                return x * probe()
            return x + 1


        fast_c = torch.compile(fast, fullgraph=True)
        mode_c = torch.compile(mode, fullgraph=True)
    """,
}


@pytest.mark.parametrize("env, expect", [
    ({}, []),
    ({"CLT_FAST_PATH": "1"}, ["fast"]),
    ({"CLT_MODE": " DEBUG "}, ["mode"]),
    ({"CLT_FAST_PATH": "0", "CLT_MODE": "off"}, []),
])
def test_module_attribute_computed_by_getattr_is_folded_under_the_profile(tmp_path, env, expect):
    pkg = _pkg(tmp_path, "cltest_envs", ENVS)
    got = scan([str(pkg)], no_cache=True, profile=prof.make(env=env) if env else None)
    assert _roots_with_findings(got) == expect, [(f.rule, f.root) for f in got.findings]


def test_module_attribute_against_dynamo(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch")
    _pkg(tmp_path, "cltest_envs", ENVS)
    sys.path.insert(0, str(tmp_path))
    try:
        layer = importlib.import_module("cltest_envs.layer")
    finally:
        sys.path.remove(str(tmp_path))
    x = torch.randn(3)
    monkeypatch.delenv("CLT_FAST_PATH", raising=False)
    torch._dynamo.reset()
    assert torch.equal(layer.fast_c(x), x * 2)  # the flag's default: the probe is never traced
    monkeypatch.setenv("CLT_FAST_PATH", "1")
    torch._dynamo.reset()
    with pytest.raises(Exception):
        layer.fast_c(x)  # set: the subprocess probe is traced and breaks fullgraph


IMPORT_FLAG = {
    "envs.py": """
        import os


        def _get_bool(name: str, default: bool = False) -> bool:
            value = os.environ.get(name)
            if value is None:
                return default
            return value.strip().lower() in ("1", "true", "yes", "on")


        # read once, at import
        DEBUG_DUMP = _get_bool("CLT_DEBUG_DUMP", False)
    """,
    "layer.py": """
        import os

        import torch

        from cltest_flag import envs


        def step(x):
            if envs.DEBUG_DUMP:
                os.getcwd()  # stands for a debug dump to a file
            return x + 1


        step_c = torch.compile(step, fullgraph=True)
    """,
}


@pytest.mark.parametrize("env, expect", [({}, []), ({"CLT_DEBUG_DUMP": "True "}, ["step"])])
def test_a_module_flag_read_from_the_environment_at_import_is_folded(tmp_path, env, expect):
    pkg = _pkg(tmp_path, "cltest_flag", IMPORT_FLAG)
    got = scan([str(pkg)], no_cache=True, profile=prof.make(env=env) if env else None)
    assert _roots_with_findings(got) == expect, [(f.rule, f.root) for f in got.findings]


def test_the_import_time_flag_against_dynamo(tmp_path, monkeypatch):
    torch = pytest.importorskip("torch")
    _pkg(tmp_path, "cltest_flag", IMPORT_FLAG)
    monkeypatch.delenv("CLT_DEBUG_DUMP", raising=False)
    sys.path.insert(0, str(tmp_path))
    try:
        layer = importlib.import_module("cltest_flag.layer")
    finally:
        sys.path.remove(str(tmp_path))
    x = torch.randn(3)
    torch._dynamo.reset()
    assert torch.equal(layer.step_c(x), x + 1)
    layer.envs.DEBUG_DUMP = True  # as if imported with the variable set
    torch._dynamo.reset()
    with pytest.raises(Exception):
        layer.step_c(x)
