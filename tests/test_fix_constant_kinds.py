"""Issue 15, constant-result safety: ``assume_constant_result`` only freezes values dynamo can hold.

Measured on torch 2.13 (CPU, fullgraph=True, backend eager): the kinds the fixer freezes compile in
every use tried; a set, frozenset or dict result fails in some uses (``in``, ``len``, ``==``) with
InternalTorchDynamoError. A probe returning one is refused, and the caller's expression that reduces
it to a plain value (``"avx512_vnni" in cpu_flags()``, a bool) is frozen instead."""
from __future__ import annotations

import importlib
import sys
import textwrap
import warnings

import pytest

from conftest import run_cli

torch = pytest.importorskip("torch", reason="the measured kinds need dynamo (pip install -e '.[dev]')")

from compilelint.fixers.constant_probe import UNHELD_KINDS  # noqa: E402

USES = {"truth": lambda r: bool(r), "eq": lambda r: r == r, "in": lambda r: "a" in r, "len": lambda r: len(r) > 1,
        "iter": lambda r: any(True for _ in r), "index": lambda r: r[0] is not None, "get": lambda r: r.get("a") == 1,
        "call": lambda r: r(4) == 8}
HELD = {"bool": True, "int": 3, "float": 1.5, "str": "a b", "None": None, "bytes": b"ab", "tuple": ("a", 2),
        "list": ["a", 2], "dtype": torch.float16, "device": torch.device("cpu"), "Size": torch.Size([2, 3])}
def _double(v):
    return v * 2


# a function (``def get(self, name) -> Callable`` of an op registry, blind21 r013): called, it fails
UNHELD = {"set": {"a", 2}, "frozenset": frozenset({"a", 2}), "dict": {"a": 1}, "function": _double}


def _uses_failing(value) -> list[str]:
    failing = []
    for name, use in USES.items():
        try:
            use(value)
        except Exception:  # noqa: BLE001 - this use does not apply to the kind
            continue

        @torch.compiler.assume_constant_result
        def probe(v=value):
            return v

        def f(x, use=use, probe=probe):
            return x + (1 if use(probe()) else 0)

        torch._dynamo.reset()
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                torch.compile(f, fullgraph=True, backend="eager")(torch.randn(2))
        except Exception:  # noqa: BLE001 - any failure counts
            failing.append(name)
    torch._dynamo.reset()
    return failing


@pytest.mark.parametrize("kind", sorted(HELD))
def test_kinds_the_fixer_freezes_compile_in_every_use(kind):
    assert _uses_failing(HELD[kind]) == []
    assert kind not in UNHELD_KINDS


@pytest.mark.parametrize("kind", sorted(UNHELD))
def test_set_and_dict_results_fail_in_some_use_and_are_refused(kind):
    assert _uses_failing(UNHELD[kind]), f"{kind} compiled in every use: it need not be refused"
    assert kind in UNHELD_KINDS.values()


PROBE = """
    import functools

    import torch


    @functools.cache
    def cpu_flags() -> frozenset:
        with open(__file__) as fh:
            return frozenset(fh.read().split())


    def scale(x):
        if "avx512_vnni" in cpu_flags():
            return x * 2
        return x + 1


    compiled = torch.compile(scale, fullgraph=True)
"""


def test_a_frozenset_probe_freezes_its_plain_value_use(tmp_path):
    pkg = tmp_path / "clfz_pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(textwrap.dedent(PROBE))
    diff = run_cli("fix", pkg, "--unsafe-fixes", "--no-cache", "--isolated")
    assert diff.returncode in (0, 1), diff.stderr
    # not the function form (which would fail inside dynamo), the membership test
    assert "+@torch.compiler.assume_constant_result\n+def _scale_cpu_flags_probe():" in diff.stdout
    assert '+    return "avx512_vnni" in cpu_flags()' in diff.stdout
    assert " def cpu_flags() -> frozenset:" in diff.stdout or "def cpu_flags" not in diff.stdout.split("@@")[-1]
    applied = run_cli("fix", pkg, "--unsafe-fixes", "--no-cache", "--isolated", "--apply")
    assert applied.returncode == 0, applied.stderr
    sys.path.insert(0, str(tmp_path))
    try:
        m = importlib.import_module("clfz_pkg.m")
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("clfz_pkg", None)
    x = torch.randn(4)
    torch._dynamo.reset()
    got = torch.compile(m.scale, fullgraph=True, backend="eager")(x)
    assert torch.equal(got, m.scale(x))
    again = run_cli("fix", pkg, "--unsafe-fixes", "--no-cache", "--isolated")
    assert "+" not in "".join(l[0] for l in again.stdout.splitlines() if l[:1] in "+-" and not l.startswith("+++")), \
        again.stdout


def test_the_function_form_is_refused_with_the_measured_reason(tmp_path):
    from compilelint.fixers import Target, run_codemod

    src = textwrap.dedent(PROBE)
    code, outs = run_codemod("constant_probe", src, [Target("cpu_flags")], module_name="m")
    assert code == src
    assert [o.applied for o in outs] == [False]
    assert "frozenset" in outs[0].message and "cannot hold" in outs[0].message, outs[0].message


# ---- arguments: what an assume_constant_result function may be handed ---------------------------
def _arg_fails(make_arg) -> bool:
    @torch.compiler.assume_constant_result
    def probe(p):
        return str(p).endswith("x")

    torch._dynamo.reset()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.compile(lambda x: x + probe(make_arg(x)), fullgraph=True, backend="eager")(torch.ones(2))
    except Exception:  # noqa: BLE001 - any failure is the measured outcome
        return True
    finally:
        torch._dynamo.reset()
    return False


def test_a_torch_generator_result_is_not_held():
    @torch.compiler.assume_constant_result
    def make():
        return torch.Generator().manual_seed(0)

    torch._dynamo.reset()
    with pytest.raises(Exception):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.compile(lambda x: x + torch.rand(2, generator=make()), fullgraph=True, backend="eager")(torch.ones(2))
    torch._dynamo.reset()


def test_arguments_dynamo_hands_over_and_those_it_cannot():
    import pathlib
    # plain values and a static shape: held
    assert not _arg_fails(lambda x: "/tmp/ax")
    assert not _arg_fails(lambda x: (1, 2))
    assert not _arg_fails(lambda x: x.shape[0])
    # a Path object (InternalTorchDynamoError) and values read from the input's data ("argument
    # conversion failed"): the fixer refuses both
    assert _arg_fails(lambda x: pathlib.Path("/tmp") / "a")
    assert _arg_fails(lambda x: tuple(x.long().tolist()))


FED = {
    "clfed/__init__.py": "",
    "clfed/hashing.py": """
        import hashlib
        from typing import Sequence


        def block_hash(parent: bytes, tokens: Sequence[int]) -> bytes:
            h = hashlib.sha256()
            h.update(parent)
            h.update(bytes(tokens))
            return h.digest()


        def kernel_key(n: int, k: int) -> str:
            return hashlib.sha256(f"{n}x{k}".encode()).hexdigest()[:8]
        """,
    "clfed/cache.py": """
        import torch

        from .hashing import block_hash, kernel_key


        @torch.compile(fullgraph=True)
        def lookup(input_ids):
            tokens = input_ids.tolist()
            return input_ids + len(block_hash(b"", tuple(tokens[:4])))


        @torch.compile(fullgraph=True)
        def keyed(w):
            n, k = w.shape
            return w + len(kernel_key(n, k))
        """,
}


FED_MODULE = {
    "clfedm/__init__.py": "",
    "clfedm/buckets.py": """
        import bisect

        import torch
        from torch import nn

        BUCKETS = [4, 8, 16]


        def bucket_of(length: int) -> int:
            return BUCKETS[min(bisect.bisect_left(BUCKETS, length), len(BUCKETS) - 1)]


        class Efficiency(nn.Module):
            def forward(self, seq_lens):
                total = 0
                for length in seq_lens.tolist():
                    total += bucket_of(length)
                return seq_lens.sum().float() / total


        _eff = Efficiency()


        @torch.compile(fullgraph=True)
        def prefill(seq_lens):
            return _eff(seq_lens)
        """,
}


def test_a_module_called_as_an_object_hands_its_forward_the_inputs(tmp_path):
    """blind28 y034: the root calls ``_eff(seq_lens)`` (a module, so its ``forward``), whose loop
    hands ``bucket_of`` elements of ``seq_lens.tolist()``. The chain's step into ``forward`` is the
    call of the object; freezing ``bucket_of`` failed while compiling ("argument conversion
    failed"), so it is refused."""
    from compilelint.fix import plan
    from compilelint.scan import scan
    from test_scan_features import make

    root = make(tmp_path, FED_MODULE)
    res = scan([str(root / "clfedm")], no_cache=True, jobs=1)
    assert res.findings
    p = plan(res.findings, [str(root / "clfedm")], unsafe=True)
    text = "".join(e.new_text for e in p.edits if e.changed)
    assert "assume_constant_result" not in text, text
    why = " ".join(u.reason for u in p.unfixed)
    assert "computed from the compiled function's inputs" in why, why


def test_a_probe_handed_the_inputs_data_is_not_frozen(tmp_path):
    """The chain hands ``block_hash`` values read from the compiled function's input
    (``input_ids.tolist()``): freezing it would fail while compiling, so no constant_probe is
    planned for it (nor for the object built from them); ``kernel_key`` is handed the input's
    static shape, which dynamo hands over as constants, and is frozen."""
    from compilelint.fix import plan
    from compilelint.scan import scan
    from test_scan_features import make

    root = make(tmp_path, FED)
    res = scan([str(root / "clfed")], no_cache=True, jobs=1)
    p = plan(res.findings, [str(root / "clfed")], unsafe=True)
    text = "".join(e.new_text for e in p.edits if e.changed)
    assert "assume_constant_result\ndef kernel_key" in text, text
    assert "def block_hash" in text and "assume_constant_result\ndef block_hash" not in text, text
    assert "_probe(h)" not in text, text
    why = " ".join(u.reason for u in p.unfixed)
    assert "computed from the compiled function's inputs" in why, why
