"""A module flag imported from another module decides branches as it does where it is set:
``from .utils import _is_cuda`` (sglang's ``deepseek_common/utils.py`` sets ``_is_cuda = is_cuda()``
and ``forward_mha.py`` imports it) is the platform predicate's value under the profile, through
re-exports; an imported constant is its literal. Dynamo, on this CPU machine, traces only the
branch the flag picks."""
from __future__ import annotations

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clflag/__init__.py": "",
    "clflag/utils.py": """
        import torch

        def is_cpu():
            return not torch.cuda.is_available()

        _is_cpu = is_cpu()
        SLOW_PATH = False
        """,
    # a re-export: the flag is set in utils, imported here, imported again by the model
    "clflag/common.py": """
        from clflag.utils import _is_cpu, SLOW_PATH
        """,
    "clflag/model.py": """
        import torch

        from clflag.common import _is_cpu
        from clflag.utils import SLOW_PATH

        def device_copy(x):
            print("device path")
            return x

        def f(x):
            if _is_cpu:
                y = x * 2
            else:
                y = device_copy(x)
            if SLOW_PATH:
                print("slow path")
            return y

        compiled = torch.compile(f, fullgraph=True)
        """,
    # an import with a fallback binding (``except ImportError: _is_cpu = False``) is undecided
    "clflag/fallback.py": """
        import torch

        try:
            from clflag.utils import _is_cpu
        except ImportError:
            _is_cpu = False

        def h(x):
            if _is_cpu:
                print("fallback")
            return x

        compiled = torch.compile(h, fullgraph=True)
        """,
    # a module that rebinds the imported name is not read through the import
    "clflag/rebound.py": """
        import torch

        from clflag.utils import _is_cpu

        _is_cpu = not _is_cpu

        def g(x):
            if _is_cpu:
                print("rebound")
            return x

        compiled = torch.compile(g, fullgraph=True)
        """,
}


def _found(tmp_path, name):
    r = scan([str(tmp_path / "clflag")], no_cache=True, profile=prof.make(name=name))
    return sorted((f.path.rsplit("/", 1)[-1], f.line) for f in r.findings)


def test_an_imported_platform_flag_decides_branches_under_the_profile(tmp_path):
    make(tmp_path, FILES)
    cpu = _found(tmp_path, "cpu")
    cuda = _found(tmp_path, "cuda")
    anyp = _found(tmp_path, "any")
    # on cpu the device branch is dead; the imported constant SLOW_PATH is False everywhere
    assert [x for x in cpu if x[0] == "model.py"] == []
    assert [x for x in cuda if x[0] == "model.py"] == [("model.py", 8)]
    assert [x for x in anyp if x[0] == "model.py"] == [("model.py", 8)]
    # the module-level rebinding keeps rebound.py's branch undecided under every profile
    assert ("rebound.py", 10) in cpu and ("rebound.py", 10) in cuda
    assert ("fallback.py", 11) in cpu and ("fallback.py", 11) in cuda


def test_the_imported_flag_branch_is_what_dynamo_traces(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    model = _import_from(tmp_path, "clflag.model")
    assert model._is_cpu is True  # this machine is the cpu profile's deployment
    assert _breaks(torch, model.f) is False
    assert _breaks(torch, model.device_copy) is True  # the branch the flag rules out does break
