from __future__ import annotations

import torch
from torch import nn

from .fused_moe import fused_experts, fused_topk


class MixtralSparseMoeBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16,
                 num_local_experts: int = 4, num_experts_per_tok: int = 2):
        super().__init__()
        self.top_k = num_experts_per_tok
        self.gate = nn.Linear(hidden_size, num_local_experts, bias=False)
        self.w13 = nn.Parameter(torch.randn(num_local_experts, 2 * intermediate_size, hidden_size) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_local_experts, hidden_size, intermediate_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        orig_shape = hidden_states.shape
        hidden_states = hidden_states.view(-1, orig_shape[-1])
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = fused_topk(router_logits, self.top_k, renormalize=True)
        out = fused_experts(hidden_states, self.w13, self.w2, topk_weights, topk_ids)
        return out.view(orig_shape)


@torch.compile(fullgraph=True)
def moe_forward(block: MixtralSparseMoeBlock, hidden_states: torch.Tensor) -> torch.Tensor:
    return block(hidden_states)
