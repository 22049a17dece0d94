from __future__ import annotations

import torch
import torch.nn.functional as F

from .router import RoutingResult


def _expert_mlp(x: torch.Tensor, w13: torch.Tensor, w2: torch.Tensor) -> torch.Tensor:
    gate, up = F.linear(x, w13).chunk(2, dim=-1)
    return F.linear(F.silu(gate) * up, w2)


class GroupedGemm:
    """Reference grouped GEMM over experts (the CUTLASS path handles CUDA)."""

    def __init__(self, num_experts: int, top_k: int) -> None:
        self.num_experts = num_experts
        self.top_k = top_k

    def __call__(self, x, w13, w2, routing: RoutingResult) -> torch.Tensor:
        T, H = x.shape
        flat_ids = routing.topk_ids.reshape(-1)
        flat_w = routing.topk_weights.reshape(-1, 1)
        token_idx = torch.arange(T, device=x.device).repeat_interleave(self.top_k)
        out = torch.zeros_like(x)
        for e in range(self.num_experts):
            # most experts are idle at small batch sizes: skip their GEMMs
            if routing.tokens_per_expert[e] == 0:
                continue
            sel = flat_ids == e
            rows = token_idx[sel]
            y = _expert_mlp(x[rows], w13[e], w2[e]) * flat_w[sel]
            out.index_add_(0, rows, y)
        return out
