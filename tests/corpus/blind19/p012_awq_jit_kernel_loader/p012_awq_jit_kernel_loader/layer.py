from __future__ import annotations

import torch
from torch import nn

from .dequant import dequantize_awq
from .jit import KernelSpec, load_extension

AWQ_GEMM = KernelSpec(name="awq_gemm_v2", sources=("awq/gemm_kernels.cu", "awq/pybind.cpp"))


class AWQLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, group_size: int = 128) -> None:
        super().__init__()
        assert in_features % group_size == 0 and out_features % 8 == 0
        self.in_features = in_features
        self.out_features = out_features
        self.group_size = group_size
        n_groups = in_features // group_size
        g = torch.Generator().manual_seed(0)
        self.register_buffer(
            "qweight",
            torch.randint(0, 2**31 - 1, (in_features, out_features // 8), dtype=torch.int32, generator=g),
        )
        self.register_buffer(
            "qzeros", torch.full((n_groups, out_features // 8), 0x88888888 - 2**32, dtype=torch.int32)
        )
        self.register_buffer("scales", torch.full((n_groups, out_features), 0.01))

    def extra_repr(self) -> str:
        return f"in={self.in_features}, out={self.out_features}, group_size={self.group_size}"


def _gemm(layer: AWQLinear, x: torch.Tensor) -> torch.Tensor:
    ext = load_extension(AWQ_GEMM)
    if ext is not None and x.is_cuda:
        return ext.awq_gemm(x, layer.qweight, layer.scales, layer.qzeros, 8)
    w = dequantize_awq(layer.qweight, layer.qzeros, layer.scales, layer.group_size)
    return x @ w


@torch.compile(fullgraph=True)
def awq_forward(layer: AWQLinear, x: torch.Tensor) -> torch.Tensor:
    out_shape = x.shape[:-1] + (layer.out_features,)
    y = _gemm(layer, x.reshape(-1, x.shape[-1]))
    return y.reshape(out_shape)
