"""Two more ways a data-dependent value reaches a branch across a boundary (blind19 p013, p031):
a field its class declares a tensor, compared by value (``if routing.tokens_per_expert[e] == 0``
where ``tokens_per_expert: torch.Tensor`` is a dataclass field), and the size of a tensor a helper
returns when the helper returns one of data-dependent size (``idx, slot = gather(ids, e); if
idx.numel() == 0`` where ``gather`` returns ``torch.where(ids == e)``). Each test fails without
its mechanism; dynamo's verdict on the same package is measured where torch is installed."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FIELD = {
    "cldf/__init__.py": "",
    "cldf/routing.py": """
        from dataclasses import dataclass
        from typing import Optional

        import torch


        @dataclass
        class Routing:
            counts: torch.Tensor
            num_experts: int
            bias: Optional[torch.Tensor] = None
        """,
    "cldf/moe.py": """
        import torch

        from .routing import Routing


        def run(x, routing: Routing):
            out = torch.zeros_like(x)
            for e in range(routing.num_experts):
                if routing.counts[e] == 0:
                    continue
                out = out + x * e
            return out


        def run_static(x, routing: Routing):
            out = torch.zeros_like(x)
            for e in range(routing.num_experts):
                if routing.num_experts > 2 and routing.bias is None:
                    out = out + x * e
            return out


        @torch.compile(fullgraph=True)
        def step(x, counts):
            return run(x, Routing(counts, 2))


        @torch.compile(fullgraph=True)
        def step_static(x, counts):
            return run_static(x, Routing(counts, 2))
        """,
}

SIZE = {
    "clds/__init__.py": "",
    "clds/experts.py": """
        import torch


        def gather(ids, e):
            idx, slot = torch.where(ids == e)
            return idx, slot


        def gather_static(ids, e):
            return ids[:, 0], ids[:, 1]


        def run(x, ids):
            out = torch.zeros_like(x)
            for e in range(2):
                idx, slot = gather(ids, e)
                if idx.numel() == 0:
                    continue
                out = out + x * e
            return out


        def run_static(x, ids):
            out = torch.zeros_like(x)
            for e in range(2):
                idx, slot = gather_static(ids, e)
                if idx.numel() == 0:
                    continue
                out = out + x * e
            return out


        @torch.compile(fullgraph=True)
        def step(x, ids):
            return run(x, ids)


        @torch.compile(fullgraph=True)
        def step_static(x, ids):
            return run_static(x, ids)
        """,
}


SPLIT = {
    "clsp/__init__.py": "",
    "clsp/gemm.py": """
        import torch


        class Runner:
            def sizes(self, counts):
                return counts.tolist()

            def run_static(self, x, counts):
                outs = []
                for e, chunk in enumerate(torch.split(x, [2, 2])):
                    if chunk.shape[0] == 0:
                        continue
                    outs.append(chunk * e)
                return torch.cat(outs)

            def run_local(self, x, counts):
                seg = self.sizes(counts)
                outs = []
                for e, chunk in enumerate(torch.split(x, seg, dim=0)):
                    if chunk.shape[0] == 0:
                        continue
                    outs.append(chunk * e)
                return torch.cat(outs)


        _r = Runner()


        @torch.compile(fullgraph=True)
        def step(x, counts):
            return _r.run_local(x, counts)


        @torch.compile(fullgraph=True)
        def step_static(x, counts):
            return _r.run_static(x, counts)
        """,
}


def _found(tmp_path, files, pkg):
    root = make(tmp_path, files)
    res = scan([str(root / pkg)], no_cache=True, jobs=1)
    return sorted({(f.rule, f.path.rsplit("/", 1)[-1], f.line, f.root.rsplit(".", 1)[-1]) for f in res.findings})


def test_a_field_declared_a_tensor_compared_by_value(tmp_path):
    # the int field and ``is None`` on the Optional tensor are no data-dependent tests
    assert _found(tmp_path, FIELD, "cldf") == [("CL201", "moe.py", 10, "step")]


def test_the_size_of_what_a_helper_returns(tmp_path):
    assert _found(tmp_path, SIZE, "clds") == [("CL201", "experts.py", 18, "step")]


def test_a_piece_split_by_sizes_a_helper_reads_from_a_tensor(tmp_path):
    # ``seg = self.sizes(counts)`` returns ``counts.tolist()``; the pieces of ``torch.split(x, seg)``
    # have data-dependent sizes, so ``chunk.shape[0] == 0`` is a data-dependent test (blind18 m018)
    assert _found(tmp_path, SPLIT, "clsp") == [("CL201", "gemm.py", 21, "step")]


def test_dynamo_agrees(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    root = make(tmp_path, {**FIELD, **SIZE})
    m = _import_from(root, "cldf.moe")
    x, counts = torch.randn(3), torch.tensor([0, 2])
    assert _breaks(torch, m.step.__wrapped__, x, counts)
    assert not _breaks(torch, m.step_static.__wrapped__, x, counts)
    s = _import_from(root, "clds.experts")
    ids = torch.tensor([[0, 1], [1, 1]])
    assert _breaks(torch, s.step.__wrapped__, x, ids)
    assert not _breaks(torch, s.step_static.__wrapped__, x, ids)
    root2 = make(tmp_path / "split", SPLIT)
    g = _import_from(root2, "clsp.gemm")
    xs, counts = torch.randn(4, 2), torch.tensor([1, 3])
    assert _breaks(torch, g.step.__wrapped__, xs, counts)
    assert not _breaks(torch, g.step_static.__wrapped__, xs, counts)


PASSED = {
    "clpa/__init__.py": "",
    "clpa/paged.py": """
        import torch

        _TABLE = {16: 1, 64: 2, 256: 4}


        def pick(max_m: int) -> int:
            for bound in sorted(_TABLE):
                if max_m <= bound:
                    return _TABLE[bound]
            return 8


        def num_blocks(seq_lens, block_size: int) -> int:
            longest = int(seq_lens.max())
            return (longest + block_size - 1) // block_size


        @torch.compile(fullgraph=True)
        def by_config(x, counts):
            max_m = int(counts.max())
            return x * pick(max_m)


        @torch.compile(fullgraph=True)
        def by_blocks(x, seq_lens):
            out = x
            for j in range(num_blocks(seq_lens, 4)):
                out = out + j
            return out


        @torch.compile(fullgraph=True)
        def by_shape(x, counts):
            return x * pick(x.shape[0]) + num_blocks.__name__.count("_")
        """,
}


def test_a_number_read_here_and_passed_on_or_computed_before_the_return(tmp_path):
    # ``max_m = int(counts.max()); pick(max_m)``: pick's test reads it (blind20 q013);
    # ``longest = int(seq_lens.max()); return (longest + b - 1) // b``: the caller's loop bound
    # (blind20 q035); a shape handed to ``pick`` is no value read from a tensor
    assert _found(tmp_path, PASSED, "clpa") == [("CL201", "paged.py", 9, "by_config"),
                                               ("CL201", "paged.py", 28, "by_blocks")]


def test_dynamo_agrees_on_passed_numbers(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    root = make(tmp_path, PASSED)
    m = _import_from(root, "clpa.paged")
    x = torch.randn(3)
    assert _breaks(torch, m.by_config.__wrapped__, x, torch.tensor([3, 40]))
    assert _breaks(torch, m.by_blocks.__wrapped__, x, torch.tensor([3, 9]))
    assert not _breaks(torch, m.by_shape.__wrapped__, x, torch.tensor([3, 40]))
