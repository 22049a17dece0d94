"""Torch translations of the AWQ triton kernels (dequantize / pack)."""
from __future__ import annotations

import torch

# AWQ interleaves the eight nibbles of an int32 in this order
AWQ_PACK_ORDER = (0, 2, 4, 6, 1, 3, 5, 7)
AWQ_REVERSE_ORDER = (0, 4, 1, 5, 2, 6, 3, 7)


def pack_int4_awq(values: torch.Tensor) -> torch.Tensor:
    """[R, C] ints in [0, 15] -> [R, C // 8] int32."""
    rows, cols = values.shape
    grouped = values.to(torch.int32).view(rows, cols // 8, 8)[..., list(AWQ_PACK_ORDER)]
    packed = torch.zeros(rows, cols // 8, dtype=torch.int32)
    for i in range(8):
        packed |= grouped[..., i] << (4 * i)
    return packed


def unpack_int4_awq(packed: torch.Tensor) -> torch.Tensor:
    shifts = torch.arange(0, 32, 4, dtype=torch.int32, device=packed.device)
    nibbles = (packed.unsqueeze(-1) >> shifts) & 0xF
    nibbles = nibbles[..., list(AWQ_REVERSE_ORDER)]
    return nibbles.reshape(packed.shape[0], -1)


def awq_dequantize_torch(qweight: torch.Tensor, scales: torch.Tensor, qzeros: torch.Tensor, group_size: int) -> torch.Tensor:
    iweight = unpack_int4_awq(qweight)
    izeros = unpack_int4_awq(qzeros).repeat_interleave(group_size, dim=0)
    full_scales = scales.repeat_interleave(group_size, dim=0)
    return (iweight - izeros).to(scales.dtype) * full_scales
