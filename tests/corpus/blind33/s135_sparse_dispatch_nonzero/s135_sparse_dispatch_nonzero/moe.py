import torch
import torch.nn as nn
import torch.nn.functional as F

from .routing import softmax_topk


class ExpertMLP(nn.Module):
    def __init__(self, hidden, inter):
        super().__init__()
        self.gate_up = nn.Linear(hidden, 2 * inter, bias=False)
        self.down = nn.Linear(inter, hidden, bias=False)

    def forward(self, x):
        g, u = self.gate_up(x).chunk(2, dim=-1)
        return self.down(F.silu(g) * u)


class TokenChoiceMoE(nn.Module):
    def __init__(self, hidden=16, inter=24, num_experts=4, top_k=2):
        super().__init__()
        self.top_k = top_k
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.experts = nn.ModuleList(ExpertMLP(hidden, inter) for _ in range(num_experts))

    def forward(self, x):
        routing = softmax_topk(self.gate(x), self.top_k)
        out = torch.zeros_like(x)
        for e, expert in enumerate(self.experts):
            tok, slot = routing.tokens_for(e)
            y = expert(x[tok]) * routing.weights[tok, slot, None]
            out.index_add_(0, tok, y)
        return out


compiled_moe = torch.compile(TokenChoiceMoE(), fullgraph=True)
