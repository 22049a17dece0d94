"""Focused checks of the scanner's resolution and boundaries (each would fail without the feature)."""
import json
import textwrap

import pytest

from compilelint.scan import RootError, TargetError, scan
from conftest import run_cli


def make(tmp_path, files):
    for name, src in files.items():
        p = tmp_path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(textwrap.dedent(src))
    return tmp_path


def lines(result):
    return sorted((f.rule, f.path.rsplit("/", 1)[-1], f.line) for f in result.findings)


LAYER = """
import torch
from torch import nn

class Layer(nn.Module):
    def __init__(self, n, debug=False):
        super().__init__()
        self.debug = debug
    def forward(self, x):
        if self.debug:
            print("debug", x.shape)
        return x + 1

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Layer(3, debug=False)
        self.b = Layer(4{extra})
    def forward(self, x):
        return self.b(self.a(x))

net = torch.compile(Net(), fullgraph=True)
"""


def test_constructor_literal_makes_branch_dead(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": LAYER.format(extra="")})
    assert scan([str(tmp_path / "p")], no_cache=True).findings == []


def test_constructor_literal_true_keeps_branch(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": LAYER.format(extra=", True")})
    assert lines(scan([str(tmp_path / "p")], no_cache=True)) == [("CL104", "m.py", 11)]


def test_is_compiling_alias_and_flag_are_guards(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import torch
        from torch.compiler import is_compiling as in_compile

        @torch.compile(fullgraph=True)
        def f(x):
            if not in_compile():
                print("a")
            compiling = torch.compiler.is_compiling()
            if not compiling:
                print("b")
            if torch.compiler.is_compiling():
                return x + 1
            print("c")
            return x
    """})
    assert scan([str(tmp_path / "p")], no_cache=True).findings == []


def test_property_getter_runs_on_access(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import os
        import torch
        from torch import nn

        class M(nn.Module):
            @property
            def tuned(self):
                return os.path.exists("/tmp/x")
            def forward(self, x):
                return x * 2 if self.tuned else x

        g = torch.compile(M(), fullgraph=True)
    """})
    assert lines(scan([str(tmp_path / "p")], no_cache=True)) == [("CL102", "m.py", 9)]


def test_getattr_prefix_dispatch_and_return_values(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import time
        import torch
        from torch import nn

        def pick():
            return _slow

        def _slow(x):
            time.sleep(0)
            return x

        class M(nn.Module):
            def __init__(self, backend="ref"):
                super().__init__()
                self.backend = backend
            def _impl_ref(self, x):
                print("ref")
                return x
            def forward(self, x):
                fn = getattr(self, f"_impl_{self.backend}")
                return pick()(fn(x))

        g = torch.compile(M(), fullgraph=True)
    """})
    assert lines(scan([str(tmp_path / "p")], no_cache=True)) == [("CL104", "m.py", 18), ("CL107", "m.py", 10)]


def test_try_import_prefers_the_module_that_exists(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/fast.py": "def op(x):\n    return x\n", "p/m.py": """
        import torch
        try:
            from .fast import op
        except ImportError:
            def op(x):
                print("slow")
                return x

        @torch.compile(fullgraph=True)
        def f(x):
            return op(x)
    """})
    assert scan([str(tmp_path / "p")], no_cache=True).findings == []


def test_custom_op_body_and_import_time_code_are_opaque(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": """
        import subprocess
        import torch

        VERSION = subprocess.check_output(["echo", "1"])

        @torch.library.custom_op("t::g", mutates_args=())
        def g(x: torch.Tensor) -> torch.Tensor:
            subprocess.run(["true"])
            return x * 2

        @torch.compile(fullgraph=True)
        def f(x):
            return g(x)
    """})
    assert scan([str(tmp_path / "p")], no_cache=True).findings == []


def test_chain_names_every_step_and_call_lines(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/util.py": """
        import subprocess

        def probe():
            return subprocess.check_output(["nvcc", "--version"])
    """, "p/m.py": """
        import torch
        from . import util

        @torch.compile(fullgraph=True)
        def f(x):
            util.probe()
            return x
    """})
    [f] = scan([str(tmp_path / "p")], no_cache=True).findings
    assert f.chain == ["p.m.f", "p.util.probe", "subprocess.check_output"]
    assert f.root == "p.m.f" and f.line == 5 and f.gb_type == "Attempted to call function marked as skipped"
    assert [s[1] for s in f.detail["steps"]] == [7, 5]


def test_warm_run_reuses_result_and_sees_edits(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPILELINT_CACHE_DIR", str(tmp_path / "cache"))
    make(tmp_path, {"p/__init__.py": "", "p/m.py": "import torch\n@torch.compile\ndef f(x):\n    print(1)\n    return x\n"})
    first = scan([str(tmp_path / "p")])
    second = scan([str(tmp_path / "p")])
    assert lines(first) == lines(second) == [("CL104", "m.py", 4)]
    assert second.cache_misses == 0
    (tmp_path / "p/m.py").write_text("import torch\n@torch.compile\ndef f(x):\n    return x\n")
    assert scan([str(tmp_path / "p")]).findings == []


def test_usage_errors(tmp_path):
    with pytest.raises(TargetError):
        scan([str(tmp_path / "missing")])
    make(tmp_path, {"p/__init__.py": "", "p/m.py": "def f(x):\n    return x\n"})
    with pytest.raises(RootError):
        scan([str(tmp_path / "p")], roots=["p.m:nope"], no_cache=True)
    proc = run_cli("scan", str(tmp_path / "p"), "--root", "p.m:nope")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr and proc.stderr.count("\n") == 1


def test_json_shape(tmp_path):
    make(tmp_path, {"p/__init__.py": "", "p/m.py": "import torch\n@torch.compile(fullgraph=True)\ndef f(x):\n    print(1)\n    return x\n"})
    proc = run_cli("scan", str(tmp_path / "p"), "--format", "json", "--no-cache")
    assert proc.returncode == 1
    data = json.loads(proc.stdout)
    f = data["findings"][0]
    for key in ("rule", "severity", "path", "line", "column", "message", "root", "chain"):
        assert key in f
    assert f["rule"] == "CL104" and f["severity"] == "error" and f["line"] == 4 and f["root"] == "p.m.f"
    assert f["chain"] == ["p.m.f", "builtins.print"]
    assert data["summary"]["findings"] == 1
