import torch
from torch import nn

from .fused_moe import fused_experts


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden=8, inter=16, num_experts=4, top_k=2):
        super().__init__()
        self.top_k = top_k
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.w13 = nn.Parameter(torch.randn(num_experts, 2 * inter, hidden) * 0.1)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden, inter) * 0.1)

    def forward(self, hidden_states):
        logits = self.gate(hidden_states)
        weights, ids = torch.topk(logits.softmax(dim=-1), self.top_k, dim=-1)
        weights = weights / weights.sum(dim=-1, keepdim=True)
        return fused_experts(hidden_states, self.w13, self.w2, weights, ids)


moe = SparseMoeBlock()
compiled_moe = torch.compile(moe, fullgraph=True)
