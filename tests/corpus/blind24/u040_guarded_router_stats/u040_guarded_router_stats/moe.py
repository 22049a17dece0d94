from __future__ import annotations

import torch
import torch.nn.functional as F

from .capacity import CapacityTable
from .stats import record_routing

_DEBUG_ROUTING = False


class MoEBlock(torch.nn.Module):
    def __init__(self, hidden: int = 16, inter: int = 32, num_experts: int = 4, top_k: int = 2) -> None:
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.router = torch.nn.Linear(hidden, num_experts, bias=False)
        self.w_in = torch.nn.Parameter(torch.randn(num_experts, hidden, inter) * hidden ** -0.5)
        self.w_out = torch.nn.Parameter(torch.randn(num_experts, inter, hidden) * inter ** -0.5)
        self.capacity = CapacityTable(num_experts, top_k, factor=1.25)

    def _dispatch(self, x: torch.Tensor, topk_ids: torch.Tensor, topk_w: torch.Tensor) -> torch.Tensor:
        cap = self.capacity[x.shape[0]]
        out = torch.zeros_like(x)
        for e in range(self.num_experts):
            sel = (topk_ids == e).to(x.dtype) * topk_w           # [tokens, k]
            weight = sel.sum(-1, keepdim=True)                    # [tokens, 1]
            # keep only the first `cap` tokens routed to this expert
            rank = torch.cumsum((weight > 0).to(torch.int64), dim=0)
            weight = weight * (rank <= cap).to(x.dtype)
            h = F.silu(x @ self.w_in[e]) @ self.w_out[e]
            out = out + weight * h
        return out

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        logits = self.router(x)
        topk_w, topk_ids = torch.topk(logits.softmax(-1), self.top_k, dim=-1)
        topk_w = topk_w / topk_w.sum(-1, keepdim=True)
        record_routing("moe.0", topk_ids, self.num_experts)
        if _DEBUG_ROUTING:
            print("routing", topk_ids.tolist(), "cap", self.capacity[x.shape[0]])
        return x + self._dispatch(x, topk_ids, topk_w)


_block = MoEBlock()
moe_forward = torch.compile(_block.forward, fullgraph=True)
