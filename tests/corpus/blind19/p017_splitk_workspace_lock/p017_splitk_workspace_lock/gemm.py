from __future__ import annotations

import torch
from torch import nn

from .workspace import get_workspace_manager

SPLIT_K = 2


class Int4SplitKLinear(nn.Module):
    """Symmetric int4 weights stored two per byte along K, group-wise scales."""

    def __init__(self, in_features: int, out_features: int, group_size: int = 128) -> None:
        super().__init__()
        g = torch.Generator().manual_seed(1)
        w_int = torch.randint(-8, 8, (out_features, in_features), generator=g, dtype=torch.int8)
        lo = (w_int[:, 0::2] & 0xF).to(torch.uint8)
        hi = (w_int[:, 1::2] & 0xF).to(torch.uint8)
        self.register_buffer("packed", lo | (hi << 4))
        self.register_buffer("scales", torch.full((out_features, in_features // group_size), 0.05))
        self.group_size = group_size
        self.in_features = in_features
        self.out_features = out_features


def unpack_int4(packed: torch.Tensor) -> torch.Tensor:
    lo = (packed & 0xF).to(torch.int8)
    hi = (packed >> 4).to(torch.int8)
    lo = torch.where(lo > 7, lo - 16, lo)
    hi = torch.where(hi > 7, hi - 16, hi)
    return torch.stack([lo, hi], dim=-1).flatten(-2)


def dequant_weight(layer: Int4SplitKLinear) -> torch.Tensor:
    w = unpack_int4(layer.packed).float()
    scales = layer.scales.repeat_interleave(layer.group_size, dim=1)
    return w * scales


def splitk_gemm(x: torch.Tensor, w: torch.Tensor, split_k: int) -> torch.Tensor:
    M, K = x.shape
    N = w.shape[0]
    partials = get_workspace_manager().get("splitk_partials", (split_k, M, N), torch.float32, x.device)
    chunk = K // split_k
    for s in range(split_k):
        torch.matmul(x[:, s * chunk : (s + 1) * chunk], w[:, s * chunk : (s + 1) * chunk].T, out=partials[s])
    return partials.sum(dim=0)


@torch.compile(fullgraph=True, dynamic=False)
def int4_linear_forward(x: torch.Tensor, layer: Int4SplitKLinear) -> torch.Tensor:
    w = dequant_weight(layer)
    return splitk_gemm(x.float(), w, SPLIT_K).to(x.dtype)
