"""Fused gate_up + SiLU-and-mul, tiled along M and K like the kernel."""
from __future__ import annotations

from typing import Dict

import torch
import torch.nn.functional as F


def fused_gate_up_silu(x: torch.Tensor, w_gate_up: torch.Tensor, config: Dict[str, int]) -> torch.Tensor:
    block_m = config["BLOCK_SIZE_M"]
    block_k = config["BLOCK_SIZE_K"]
    m, k = x.shape
    rows = []
    for m0 in range(0, m, block_m):
        xm = x[m0 : m0 + block_m]
        acc = xm.new_zeros(xm.shape[0], w_gate_up.shape[0])
        for k0 in range(0, k, block_k):
            acc = acc + xm[:, k0 : k0 + block_k] @ w_gate_up[:, k0 : k0 + block_k].t()
        rows.append(acc)
    gate, up = torch.cat(rows).chunk(2, dim=-1)
    return F.silu(gate) * up
