from __future__ import annotations

from types import SimpleNamespace

import torch
from torch import nn

from .topk import select_experts
from .topk_config import TopKConfig


class ExpertMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.w13 = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.w2 = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.w13(x).chunk(2, dim=-1)
        return self.w2(nn.functional.silu(gate) * up)


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, num_experts: int = 4, top_k: int = 2,
                 scoring_func: str = "softmax", use_grouped_topk: bool = False):
        super().__init__()
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)
        self.experts = nn.ModuleList(ExpertMLP(hidden_size, 16) for _ in range(num_experts))
        self.top_k = top_k
        self.scoring_func = scoring_func
        self.use_grouped_topk = use_grouped_topk
        self.parallel = SimpleNamespace(ep_size=1, ep_rank=0, tp_size=1)

    def _local_experts(self):
        per_rank = len(self.experts) // self.parallel.ep_size
        start = self.parallel.ep_rank * per_rank
        return range(start, start + per_rank)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        topk_config = TopKConfig(
            top_k=self.top_k,
            renormalize=True,
            use_grouped_topk=self.use_grouped_topk,
            scoring_func=self.scoring_func,
        )
        topk_output = select_experts(router_logits, topk_config)
        weights, ids, _ = topk_output
        out = torch.zeros_like(hidden_states)
        for e in self._local_experts():
            w = (weights * (ids == e)).sum(dim=-1, keepdim=True)
            out = out + w.to(hidden_states.dtype) * self.experts[e](hidden_states)
        if getattr(self.parallel, "moe_a2a_backend", None) is not None:
            raise NotImplementedError("all-to-all dispatch is not available in this build")
        return out


moe_block = torch.compile(SparseMoeBlock(), fullgraph=True)
