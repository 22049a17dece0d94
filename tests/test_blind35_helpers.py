"""Numbers read from a tensor and tested in a helper (blind35 s182, s197, s203):

* ``return BYTE_OFFSET <= tok < BYTE_OFFSET + 256`` - a chained comparison (or an operand of a
  short-circuit ``and``) branches where it stands, given a ``.tolist()`` element; a plain
  ``return tok >= lo`` hands the comparison back and breaks at the caller's ``if helper(tok):``, not
  where the caller only collects it;
* ``h, w = size.tolist(); return -(-h // p), -(-w // p)`` and the caller's ``rows, cols = grid(...)``
  then ``if rows < side:``;
* ``longest = int(seq_lens.max()); return cdiv(longest, chunk)`` handed to a helper that tests
  ``pad = n_chunks * chunk - x.shape[1]``.

Each with a clean twin, and dynamo's verdict on the same package."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clb35h/__init__.py": "",
    "clb35h/m.py": """
        import torch

        OFFSET = 3


        def chained(tok: int) -> bool:
            return OFFSET <= tok < OFFSET + 256


        def anded(tok: int) -> bool:
            return tok >= OFFSET and tok < OFFSET + 256


        def single(tok: int) -> bool:
            return tok >= OFFSET


        def grid(size, patch):
            h, w = size.tolist()
            return -(-h // patch), -(-w // patch)


        def static_grid(size, patch):
            h, w = size.shape
            return -(-h // patch), -(-w // patch)


        def cdiv(a: int, b: int) -> int:
            return (a + b - 1) // b


        def plan(lens, chunk: int) -> int:
            longest = int(lens.max())
            return cdiv(longest, chunk)


        def plan_static(lens, chunk: int) -> int:
            return cdiv(lens.shape[0], chunk)


        def pad_to(x, n_chunks: int, chunk: int):
            total = n_chunks * chunk
            pad = total - x.shape[0]
            if pad > 0:
                x = torch.nn.functional.pad(x, (0, pad))
            return x


        @torch.compile(fullgraph=True)
        def with_chained(x):
            flags = []
            for tok in x.long().tolist():
                if chained(tok):
                    flags.append(1.0)
                else:
                    flags.append(0.0)
            return x + torch.tensor(flags)


        @torch.compile(fullgraph=True)
        def with_anded(x):
            return x + torch.tensor([anded(t) for t in x.long().tolist()])


        @torch.compile(fullgraph=True)
        def with_single_tested(x):
            out = x
            for tok in x.long().tolist():
                if single(tok):
                    out = out + 1
            return out


        @torch.compile(fullgraph=True)
        def with_single_collected(x):
            return x + torch.tensor([single(t) for t in x.long().tolist()])


        @torch.compile(fullgraph=True)
        def with_static_tokens(x):
            out = x
            for tok in range(x.shape[0]):
                if chained(tok):
                    out = out + 1
            return out


        @torch.compile(fullgraph=True)
        def with_grid(x, size):
            rows, cols = grid(size, 2)
            if rows < 4:
                x = x + 1
            return x


        @torch.compile(fullgraph=True)
        def with_static_grid(x, size):
            rows, cols = static_grid(size, 2)
            if rows < 4:
                x = x + 1
            return x


        @torch.compile(fullgraph=True)
        def with_plan(x, lens):
            return pad_to(x, plan(lens, 4), 4)


        @torch.compile(fullgraph=True)
        def with_plan_static(x, lens):
            return pad_to(x, plan_static(lens, 4), 4)
        """,
}


def test_helpers_testing_numbers_read_from_a_tensor(tmp_path):
    make(tmp_path, FILES)
    res = scan([str(tmp_path / "clb35h")], no_cache=True, jobs=1)
    got = sorted({(f.root.rsplit(".", 1)[-1], f.rule, f.line) for f in res.findings if f.severity == "error"})
    # chained / and-ed comparisons break in the helper (lines 8, 12); a plain one at the caller's
    # test (line 70); the grid's unpacked result at its test (line 92); the planned chunk count in
    # the helper that pads by it (line 45)
    assert got == [("with_anded", "CL201", 12), ("with_chained", "CL201", 8), ("with_grid", "CL201", 92),
                   ("with_plan", "CL201", 45), ("with_single_tested", "CL201", 70)], got


def test_dynamo_agrees_on_the_helpers(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clb35h.m")
    x = torch.arange(5.0)
    size = torch.tensor([5, 3])
    lens = torch.tensor([3, 7])

    def breaks(fn, *args):
        return _breaks(torch, fn._torchdynamo_orig_callable, *args)

    assert breaks(m.with_chained, x)
    assert breaks(m.with_anded, x)
    assert breaks(m.with_single_tested, x)
    assert not breaks(m.with_single_collected, x)
    assert not breaks(m.with_static_tokens, x)
    assert breaks(m.with_grid, x, size)
    assert not breaks(m.with_static_grid, x, torch.zeros(5, 3))
    assert breaks(m.with_plan, x, lens)
    assert not breaks(m.with_plan_static, x, lens)
