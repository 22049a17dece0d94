"""``if TYPE_CHECKING: _DISABLE = lambda f: f  else: _DISABLE = torch.compiler.disable`` (sglang's
JIT loader): at run time the ``else`` binding is the one that exists, so ``@_DISABLE`` disables the
function; dynamo stops at the call (a disabled-function break) and never traces the loader's body.
The typing block's imports stay bound for annotations; its assignments never run."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _import_from
from test_scan_features import make

FILES = {
    "cltc/__init__.py": "",
    "cltc/loader.py": """
        import os
        from typing import TYPE_CHECKING

        import torch

        if TYPE_CHECKING:
            from os import PathLike

            _DISABLE = lambda f: f
        else:
            _DISABLE = torch.compiler.disable


        @_DISABLE
        def load(path: "PathLike"):
            return os.stat(path).st_size


        def f(x):
            return x + load(".")


        compiled = torch.compile(f, fullgraph=True)
        """,
}


def test_the_runtime_binding_of_a_type_checking_alias_decides_the_decorator(tmp_path):
    make(tmp_path, FILES)
    r = scan([str(tmp_path / "cltc")], no_cache=True)
    got = sorted((f.rule, f.line) for f in r.findings)
    # the call of the disabled function, not os.stat inside it
    assert got == [("CL103", 21)]


def test_dynamo_stops_at_the_disabled_function(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "cltc.loader")
    torch._dynamo.reset()
    with pytest.raises(Exception) as e:
        torch.compile(m.f, fullgraph=True, backend="eager")(torch.randn(2))
    torch._dynamo.reset()
    assert "disable" in str(e.value)
