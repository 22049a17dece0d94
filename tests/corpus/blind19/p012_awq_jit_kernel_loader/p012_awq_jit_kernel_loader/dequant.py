from __future__ import annotations

import torch

# AWQ packs eight 4-bit values per int32 in this interleaved order
AWQ_ORDER = (0, 4, 1, 5, 2, 6, 3, 7)
_SHIFTS = torch.tensor([4 * i for i in AWQ_ORDER], dtype=torch.int32)


def unpack_int4(packed: torch.Tensor) -> torch.Tensor:
    """[rows, cols/8] int32 -> [rows, cols] int32 in 0..15."""
    shifts = _SHIFTS.to(packed.device)
    vals = (packed.unsqueeze(-1) >> shifts) & 0xF
    return vals.reshape(packed.shape[0], -1)


def dequantize_awq(qweight, qzeros, scales, group_size: int) -> torch.Tensor:
    w = unpack_int4(qweight)
    z = unpack_int4(qzeros)
    z = z.repeat_interleave(group_size, dim=0)
    s = scales.repeat_interleave(group_size, dim=0)
    return (w - z).to(scales.dtype) * s
