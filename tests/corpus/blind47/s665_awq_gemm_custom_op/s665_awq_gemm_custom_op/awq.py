from typing import Optional

import torch

from . import _custom_ops as ops


class AWQConfig:
    def __init__(self, weight_bits: int = 4, group_size: int = 4, zero_point: bool = True) -> None:
        if weight_bits != 4:
            raise ValueError(f"AWQ only supports 4-bit weights, got {weight_bits}")
        self.weight_bits = weight_bits
        self.group_size = group_size
        self.zero_point = zero_point
        self.pack_factor = 32 // weight_bits


def apply_awq_linear(
    x: torch.Tensor,
    qweight: torch.Tensor,
    scales: torch.Tensor,
    qzeros: torch.Tensor,
    config: AWQConfig,
    bias: Optional[torch.Tensor] = None,
) -> torch.Tensor:
    out_shape = x.shape[:-1] + (qweight.shape[-1] * config.pack_factor,)
    reshaped_x = x.reshape(-1, x.shape[-1])
    out = torch.ops.blind47_s665.awq_gemm(reshaped_x, qweight, scales, qzeros, config.group_size)
    if bias is not None:
        out.add_(bias)
    return out.reshape(out_shape)
