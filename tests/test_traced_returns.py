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
