from __future__ import annotations

import torch


def unpack_cols(packed: torch.Tensor, bits: int) -> torch.Tensor:
    """[rows, cols // pack] int32 -> [rows, cols] in plain (GPTQ) order."""
    pack = 32 // bits
    shifts = torch.arange(0, 32, bits, dtype=torch.int32, device=packed.device)
    vals = (packed.unsqueeze(-1) >> shifts) & ((1 << bits) - 1)
    return vals.reshape(packed.shape[0], packed.shape[1] * pack)


def unpack_rows(packed: torch.Tensor, bits: int) -> torch.Tensor:
    """[rows // pack, cols] int32 -> [rows, cols]."""
    pack = 32 // bits
    shifts = torch.arange(0, 32, bits, dtype=torch.int32, device=packed.device)
    vals = (packed.unsqueeze(1) >> shifts[None, :, None]) & ((1 << bits) - 1)
    return vals.reshape(packed.shape[0] * pack, packed.shape[1])


def has_act_order(g_idx: torch.Tensor) -> torch.Tensor:
    """desc_act checkpoints store a permuted group index."""
    return (g_idx[1:] < g_idx[:-1]).any()
