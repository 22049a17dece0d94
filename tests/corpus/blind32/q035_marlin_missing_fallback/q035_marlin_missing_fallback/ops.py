"""Optional fused int4 kernels; fall back to a reference path if the extension is absent."""
import importlib

import torch

try:
    _C = importlib.import_module("q035_marlin_ext._C")
    HAS_MARLIN = True
except ImportError:
    _C = None
    HAS_MARLIN = False


def _unpack(qweight: torch.Tensor) -> torch.Tensor:
    shifts = torch.arange(0, 32, 4, dtype=torch.int32)
    q = (qweight.unsqueeze(-1) >> shifts) & 0xF
    return q.flatten(-2)


@torch.compiler.disable
def reference_int4_gemm(x, qweight, scales, group_size):
    # debugging fallback: plain PyTorch, kept out of graphs on purpose
    w = _unpack(qweight).float() - 8.0
    n, k = w.shape
    w = (w.view(n, k // group_size, group_size) * scales.unsqueeze(-1)).view(n, k)
    return x @ w.t()


def marlin_gemm(x, qweight, scales, group_size):
    if HAS_MARLIN:
        return _C.marlin_gemm(x, qweight, scales, group_size)
    return reference_int4_gemm(x, qweight, scales, group_size)
