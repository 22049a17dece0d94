"""A weight's storage type under an unquantized checkpoint: with ``quantization`` and
``quant_config`` pinned None (the serving profiles' default) weights are stored in a float dtype,
so ``layer.weight.dtype == torch.uint8`` (or ``in (torch.float8_e4m3fn, torch.int8)``) is False
and the fp8 / packed-int fast paths behind it are dead; a comparison with a float dtype stays
undecided (bf16, fp16 and fp32 checkpoints all exist). Dynamo, on float weights, traces none of
the dead branches."""
from __future__ import annotations

import pytest

from compilelint import profile as prof
from compilelint.scan import scan
from test_deployment_values import _breaks, _import_from
from test_scan_features import make

FILES = {
    "clwd/__init__.py": "",
    "clwd/mlp.py": """
        import torch


        class MLP(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.down = torch.nn.Linear(2, 2)

            def forward(self, x):
                if self.down.weight.dtype == torch.uint8:
                    print("fp8 deep gemm")
                if self.down.weight.dtype in (torch.float8_e4m3fn, torch.int8):
                    print("quantized kernel")
                if self.down.weight.dtype != torch.bfloat16:
                    print("upcast")
                return self.down(x)


        compiled = torch.compile(MLP(), fullgraph=True)
        """,
}


def _lines(tmp_path, **values):
    r = scan([str(tmp_path / "clwd")], no_cache=True, profile=prof.make(name="cpu", values=values or None))
    return sorted(f.line for f in r.findings)


def test_quantized_weight_dtypes_are_dead_for_an_unquantized_checkpoint(tmp_path):
    make(tmp_path, FILES)
    assert _lines(tmp_path) == [16]  # only the float-dtype test stays open
    assert _lines(tmp_path, quantization="?") == [12, 14, 16]


def test_dynamo_on_float_weights_takes_no_quantized_branch(tmp_path):
    torch = pytest.importorskip("torch", reason="dynamo ground truth needs torch (pip install -e '.[dev]')")
    make(tmp_path, FILES)
    m = _import_from(tmp_path, "clwd.mlp")
    model = m.MLP().to(torch.bfloat16)
    assert _breaks(torch, model, torch.randn(2, 2, dtype=torch.bfloat16)) is False
    assert _breaks(torch, m.MLP(), torch.randn(2, 2)) is True  # fp32 weights take the upcast print
