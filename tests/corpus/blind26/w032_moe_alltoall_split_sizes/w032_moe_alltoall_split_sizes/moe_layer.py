import torch
import torch.nn as nn
import torch.nn.functional as F

from .dispatch import AllToAllDispatcher
from .placement import ExpertPlacement


class ExpertParallelMoE(nn.Module):
    def __init__(self, hidden=8, num_experts=4, ep_size=1):
        super().__init__()
        self.placement = ExpertPlacement(num_experts, ep_size=ep_size)
        self.dispatcher = AllToAllDispatcher(self.placement)
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.w = nn.Parameter(torch.randn(num_experts, hidden, hidden) * 0.02)

    @torch.compile(fullgraph=True)
    def forward(self, hidden):
        logits = self.gate(hidden)
        expert_ids = logits.argmax(dim=-1)
        tokens, order = self.dispatcher.dispatch(hidden, expert_ids)
        sorted_ids = expert_ids[order]
        out = torch.bmm(tokens.unsqueeze(1), self.w[sorted_ids]).squeeze(1)
        out = self.dispatcher.combine(out, order)
        return F.silu(out) * torch.softmax(logits, -1).amax(-1, keepdim=True)
