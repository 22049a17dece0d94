"""A helper that returns a value dynamo traces from numpy or ``random`` (transformers' Reformer:
``return np.lcm(config.lsh_attn_chunk_length, config.local_attn_chunk_length)``) makes its
caller's branches on that value data-dependent: ``pad = x.shape[-1] % chunk != 0 and ...`` then
``if pad:``. The scan joins the two across the call (the helper's summary says what it returns, the
caller's which tests read the call's result); a helper returning a plain int leaves the branch
alone, and a bare truth test of a call's result (``if flag:``) is never such a test. Dynamo agrees."""
from __future__ import annotations

import pytest

from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "cltraced/__init__.py": "",
    "cltraced/chunks.py": """
        import numpy as np


        def lcm_chunk(a, b):
            if a == b:
                return a
            return np.lcm(a, b)


        def plain_chunk(a, b):
            return a * b
        """,
    "cltraced/model.py": """
        import torch

        from cltraced.chunks import lcm_chunk, plain_chunk


        def pad_numpy(x):
            chunk = lcm_chunk(4, 6)
            pad = x.shape[-1] % chunk != 0 and x.shape[-1] > 2
            if pad:
                x = torch.nn.functional.pad(x, (0, 1))
            return x + 1


        def pad_plain(x):
            chunk = plain_chunk(4, 6)
            if x.shape[-1] % chunk != 0:
                x = torch.nn.functional.pad(x, (0, 1))
            return x + 1


        compiled_numpy = torch.compile(pad_numpy, fullgraph=True)
        compiled_plain = torch.compile(pad_plain, fullgraph=True)
        """,
}


def test_a_branch_on_a_helpers_numpy_result_is_data_dependent(tmp_path):
    make(tmp_path, FILES)
    r = scan([str(tmp_path / "cltraced")], no_cache=True)
    assert [(f.rule, f.root.rsplit(".", 1)[-1], f.line) for f in r.findings] == [("CL201", "pad_numpy", 10)]


def test_dynamo_breaks_on_the_numpy_result_only(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "cltraced.model")
    assert _breaks(torch, m.pad_numpy, torch.randn(2, 7)) is True
    assert _breaks(torch, m.pad_plain, torch.randn(2, 7)) is False


# A number read from a tensor (``int(mask.sum().item())``) returned by a helper and handed to
# another function whose loop bound or test reads that parameter (blind16's g032, speculative
# decoding's accepted length): the callee's loop needs a concrete trip count. The scan joins the
# helper's summary (returns a tensor-read value), the call (passes it on) and the callee's summary
# (a range bound on that parameter); a shape passed the same way is static.
ITEM_FILES = {
    "clitem/__init__.py": "",
    "clitem/accept.py": """
        import torch


        def count_accepted(mask: torch.Tensor) -> int:
            return int(mask.sum().item())


        def count_columns(mask: torch.Tensor) -> int:
            return mask.shape[-1]
        """,
    "clitem/verify.py": """
        import torch

        from clitem import accept


        class Verifier:
            def _emit(self, tokens, num_accepted):
                out = tokens.new_full((tokens.shape[0], 8), -1)
                for pos in range(num_accepted + 1):
                    out[:, pos] = tokens[:, pos]
                return out

            def verify_item(self, tokens):
                n = accept.count_accepted(tokens > 0)
                return self._emit(tokens, n)

            def verify_shape(self, tokens):
                n = accept.count_columns(tokens > 0)
                return self._emit(tokens, n - 1)


        def local_bound(x):
            n = int((x > 0).sum().item())
            out = x.clone()
            for _ in range(n):
                out = out + 1
            return out


        v = Verifier()
        compiled_item = torch.compile(v.verify_item, fullgraph=True)
        compiled_shape = torch.compile(v.verify_shape, fullgraph=True)
        compiled_local = torch.compile(local_bound, fullgraph=True)
        """,
}


def test_a_tensor_read_number_passed_to_a_loop_bound_is_data_dependent(tmp_path):
    make(tmp_path, ITEM_FILES)
    r = scan([str(tmp_path / "clitem")], no_cache=True)
    got = sorted((f.rule, f.root.rsplit(".", 1)[-1], f.path.rsplit("/", 1)[-1], f.line) for f in r.findings)
    assert got == [("CL201", "local_bound", "verify.py", 26), ("CL201", "verify_item", "verify.py", 10)], got
    item = next(f for f in r.findings if f.root.endswith("verify_item"))
    assert "count_accepted" in item.message and "_emit" in item.message


def test_dynamo_breaks_on_the_tensor_read_loop_bound_only(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, ITEM_FILES)
    m = _import_from(tmp_path, "clitem.verify")
    tokens = torch.arange(12).reshape(2, 6) % 3
    assert _breaks(torch, m.Verifier().verify_item, tokens) is True
    assert _breaks(torch, m.Verifier().verify_shape, tokens) is False
    assert _breaks(torch, m.local_bound, torch.randn(4)) is True


def test_a_loop_bound_on_a_helpers_tensor_read_result_in_the_same_function(tmp_path):
    make(tmp_path, {"clitem2/__init__.py": "", "clitem2/m.py": """
        import torch


        def count(mask):
            return int(mask.sum().item())


        def width(mask):
            return mask.shape[-1]


        def emit(x):
            n = count(x > 0)
            out = x.clone()
            for _ in range(n + 1):
                out = out + 1
            return out


        def emit_static(x):
            n = width(x > 0)
            out = x.clone()
            for _ in range(n + 1):
                out = out + 1
            return out


        compiled = torch.compile(emit, fullgraph=True)
        compiled_static = torch.compile(emit_static, fullgraph=True)
        """})
    r = scan([str(tmp_path / "clitem2")], no_cache=True)
    assert [(f.rule, f.root.rsplit(".", 1)[-1], f.line) for f in r.findings] == [("CL201", "emit", 16)]
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    m = _import_from(tmp_path, "clitem2.m")
    assert _breaks(torch, m.emit, torch.randn(4)) is True
    assert _breaks(torch, m.emit_static, torch.randn(4)) is False
