import torch
from torch import nn

from .experts import ExpertMLP, dispatch_experts
from .router import topk_route


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden: int, inter: int, num_experts: int, top_k: int):
        super().__init__()
        self.top_k = top_k
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.experts = nn.ModuleList(ExpertMLP(hidden, inter) for _ in range(num_experts))

    def _combine(self, hidden, topk_weights, topk_ids):
        return dispatch_experts(self.experts, hidden, topk_weights, topk_ids)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        topk_weights, topk_ids = topk_route(router_logits, self.top_k)
        return self._combine(hidden_states, topk_weights, topk_ids)


moe_block = torch.compile(SparseMoeBlock(hidden=8, inter=16, num_experts=4, top_k=2), fullgraph=True)
