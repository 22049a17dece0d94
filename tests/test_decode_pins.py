"""The decode step a serving engine compiles (sglang's ``--enable-torch-compile`` captures decode
batches) is no prefill-only scoring batch: ``is_prefill_only=False`` is pinned with the other
decode facts, so the scoring path behind ``token_indices is not None and meta.is_prefill_only``
(sglang's ``compute_logprobs_at_positions``, which probes the host with pynvml) is dead unless the
deployment unpins it. Dynamo, on a decode batch, traces none of it."""
from __future__ import annotations

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "cldecode/__init__.py": "",
    "cldecode/logits.py": """
        import torch


        class Meta:
            def __init__(self, is_prefill_only=False):
                self.is_prefill_only = is_prefill_only


        def scoring_meta():
            return Meta(is_prefill_only=True)  # a scoring request's batch


        def scoring(x):
            print("probe the host")
            return x


        def logits(x, meta, token_indices=None):
            if token_indices is not None and meta.is_prefill_only:
                return scoring(x)
            return x.softmax(-1)


        def step(x, meta, token_indices):
            return logits(x, meta, token_indices)


        compiled = torch.compile(step, fullgraph=True)
        """,
}


def test_decode_batches_are_not_prefill_only(tmp_path):
    make(tmp_path, FILES)
    default = scan([str(tmp_path / "cldecode")], no_cache=True, profile=prof.make(name="cpu"))
    assert default.findings == []
    unpinned = scan([str(tmp_path / "cldecode")], no_cache=True,
                    profile=prof.make(name="cpu", values={"is_prefill_only": "?"}))
    assert [f.line for f in unpinned.findings] == [15]


def test_dynamo_on_a_decode_batch_skips_the_scoring_path(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "cldecode.logits")
    assert _breaks(torch, m.step, torch.randn(2), m.Meta(), torch.tensor([0])) is False
    assert _breaks(torch, m.step, torch.randn(2), m.Meta(is_prefill_only=True), torch.tensor([0])) is True
