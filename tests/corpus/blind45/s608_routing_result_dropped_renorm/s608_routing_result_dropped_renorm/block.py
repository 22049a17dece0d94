import torch
import torch.nn.functional as F
from torch import nn

from .dispatcher import DroppingTokenDispatcher
from .routing import TopKCapacityRouter


class ExpertFFN(nn.Module):
    def __init__(self, hidden: int, ffn: int):
        super().__init__()
        self.w1 = nn.Linear(hidden, ffn, bias=False)
        self.w3 = nn.Linear(hidden, ffn, bias=False)
        self.w2 = nn.Linear(ffn, hidden, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class SparseMoeBlockBase(nn.Module):
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        routing = self.router(hidden_states)
        combine = self.dispatcher.combine_weights(routing)
        out = torch.zeros_like(hidden_states)
        for e, expert in enumerate(self.experts):
            out = out + combine[:, e:e + 1] * expert(hidden_states)
        return out


class MixtralSparseMoeBlock(SparseMoeBlockBase):
    def __init__(self, hidden=8, ffn=16, num_experts=4, top_k=2, capacity=2):
        super().__init__()
        self.router = TopKCapacityRouter(hidden, num_experts, top_k, capacity)
        self.dispatcher = DroppingTokenDispatcher(num_experts)
        self.experts = nn.ModuleList(ExpertFFN(hidden, ffn) for _ in range(num_experts))


compiled = torch.compile(MixtralSparseMoeBlock(), fullgraph=True)
