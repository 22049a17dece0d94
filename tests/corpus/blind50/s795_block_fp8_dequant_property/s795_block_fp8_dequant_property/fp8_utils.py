from dataclasses import dataclass
from typing import List

import torch

FP8_E4M3_MAX = 448.0


def _broadcast_block_scale(scale_inv: torch.Tensor, block_size: List[int], shape) -> torch.Tensor:
    bn, bk = block_size
    s = scale_inv.repeat_interleave(bn, dim=0).repeat_interleave(bk, dim=1)
    return s[: shape[0], : shape[1]]


def _sanitize_scale(scale_inv: torch.Tensor) -> torch.Tensor:
    if scale_inv.abs().amax() > FP8_E4M3_MAX:
        scale_inv = scale_inv / scale_inv.abs().amax() * FP8_E4M3_MAX
    return scale_inv


@dataclass
class BlockFp8Weight:
    qweight: torch.Tensor
    weight_scale_inv: torch.Tensor
    block_size: List[int]

    @property
    def shape(self):
        return self.qweight.shape

    @property
    def dequantized(self) -> torch.Tensor:
        scale = _sanitize_scale(self.weight_scale_inv)
        full = _broadcast_block_scale(scale, self.block_size, self.qweight.shape)
        return self.qweight.to(full.dtype) * full
