"""Router layer of a sparse MoE block."""
from __future__ import annotations

import torch
from torch import nn

from .topk_ops import topk_softmax


class TopKRouter(nn.Module):
    def __init__(self, hidden_size: int, num_experts: int, top_k: int, renormalize: bool = True):
        super().__init__()
        self.top_k = top_k
        self.renormalize = renormalize
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)

    def forward(self, hidden_states: torch.Tensor):
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = topk_softmax(router_logits, self.top_k, self.renormalize)
        return topk_weights.to(hidden_states.dtype), topk_ids


compiled_router = torch.compile(TopKRouter(hidden_size=8, num_experts=4, top_k=2), fullgraph=True)
