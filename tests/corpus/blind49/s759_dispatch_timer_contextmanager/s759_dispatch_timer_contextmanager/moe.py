import torch
import torch.nn as nn
import torch.nn.functional as F

from .dispatcher import AllToAllTokenDispatcher


class EPMoE(nn.Module):
    def __init__(self, hidden_size: int = 8, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.router = nn.Linear(hidden_size, num_experts, bias=False)
        self.w = nn.Parameter(torch.randn(num_experts, hidden_size, hidden_size) * 0.02)
        self.dispatcher = AllToAllTokenDispatcher(num_experts, top_k)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = torch.topk(F.softmax(self.router(hidden_states), dim=-1), self.dispatcher.top_k)
        permuted, meta, tokens_per_expert = self.dispatcher.dispatch(hidden_states, topk_ids)
        expert_out = torch.bmm(permuted.unsqueeze(1), self.w[meta[0]]).squeeze(1)
        return self.dispatcher.combine(expert_out, meta, topk_weights, hidden_states.shape[0])


_moe = EPMoE()


def moe_step(hidden_states: torch.Tensor) -> torch.Tensor:
    return hidden_states + _moe(hidden_states)


step = torch.compile(moe_step, fullgraph=True)
