"""A ``@torch.compiler.disable``d helper whose body the scan walks as if compiled and finds clean
(``detail["disabled_body"] == "traces"``): the fix drops the decorator, dynamo inlines the body,
the graph is whole and the eager outputs are kept - also for a fallback reached through a registry
(``dict.get(key, fallback)``), a method that updates buffers in place, and a body returning a
tensor list built in a loop (no fake needed). A disabled helper with a barrier in its body (a
``subprocess`` probe) is not "traces" and keeps the other forms. Dynamo checks every outcome."""
from __future__ import annotations

import textwrap
import warnings

import pytest
from typer.testing import CliRunner

from compilelint.cli import app
from compilelint.scan import scan
from test_deployment_values import _import_from

runner = CliRunner()

SRC = '''
import subprocess
from typing import Callable, Dict

import torch


@torch.compiler.disable
def chunked(q, chunk: int = 2):
    outs = []
    for start in range(0, q.shape[0], chunk):
        outs.append(q[start:start + chunk].softmax(-1))
    return torch.cat(outs)


@torch.compiler.disable
def probed(q):
    n = int(subprocess.check_output(["echo", "2"]).decode())
    return q * n


class Table:
    def __init__(self):
        self._by: Dict[int, Callable] = {}

    def lookup(self, k: int) -> Callable:
        return self._by.get(k, chunked)


class Rope(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("inv", torch.ones(4))
        self.cached = 4

    @torch.compiler.disable
    def _refresh(self, n: int) -> None:
        self.inv.copy_(torch.arange(4.0) / n)
        self.cached = n

    def forward(self, x, n: int):
        if n > self.cached:
            self._refresh(n)
        return x * self.inv


def _fill(dst, src):
    n = src.shape[0]
    dst[:n].copy_(src)
    dst[n:].zero_()


fill = torch.compiler.disable(_fill)
BUF = torch.zeros(6)
TABLE = Table()
ROPE = Rope()


@torch.compile(fullgraph=True)
def with_alias(x):
    fill(BUF, x)
    return BUF * 2


@torch.compile(fullgraph=True)
def with_table(q):
    return TABLE.lookup(q.shape[-1])(q)


@torch.compile(fullgraph=True)
def with_rope(x):
    return ROPE(x, 8)


@torch.compile(fullgraph=True)
def with_probe(q):
    return probed(q)
'''


def _make(tmp_path, name):
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(SRC))
    return pkg


def test_the_scan_says_which_disabled_bodies_trace(tmp_path):
    pkg = _make(tmp_path, "clundis_a")
    res = scan([str(pkg)], no_cache=True, jobs=1)
    got = sorted((f.root.rsplit(".", 1)[-1], f.rule, str(f.detail.get("disabled_body"))) for f in res.findings
                 if f.rule == "CL103")
    assert got == [("with_alias", "CL103", "traces"), ("with_probe", "CL103", "['CL101']"),
                   ("with_rope", "CL103", "traces"), ("with_table", "CL103", "traces")], got
    alias = next(f for f in res.findings if f.root.endswith("with_alias"))
    assert alias.chain[-1].endswith("._fill")  # the function the module-level disable() wraps


def test_fix_drops_the_decorator_of_bodies_that_trace(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    pkg = _make(tmp_path, "clundis_b")
    before = _import_from(tmp_path, "clundis_b.m", fresh=True)
    q = torch.randn(5, 3)
    x = torch.randn(4)
    eager_table = before.with_table._torchdynamo_orig_callable(q)
    eager_rope = before.with_rope._torchdynamo_orig_callable(x)
    eager_alias = before.with_alias._torchdynamo_orig_callable(x).clone()
    r = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r.exit_code in (0, 1), r.output
    text = (pkg / "m.py").read_text()
    assert "def chunked" in text and "@torch.compiler.disable\ndef chunked" not in text
    assert "@torch.compiler.disable\n    def _refresh" not in text
    assert "fill = _fill\n" in text
    after = _import_from(tmp_path, "clundis_b.m", fresh=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for fn, arg, want in ((after.with_table, q, eager_table), (after.with_rope, x, eager_rope),
                              (after.with_alias, x, eager_alias)):
            torch._dynamo.reset()
            got = torch.compile(fn._torchdynamo_orig_callable, fullgraph=True, backend="eager")(arg)
            assert torch.allclose(got, want)
    # a second fix changes nothing the first one did
    r2 = runner.invoke(app, ["fix", str(pkg), "--apply", "--unsafe-fixes"])
    assert r2.exit_code in (0, 1), r2.output
    assert "@torch.compiler.disable\ndef chunked" not in (pkg / "m.py").read_text()
