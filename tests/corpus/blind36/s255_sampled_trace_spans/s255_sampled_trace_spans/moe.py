import torch
import torch.nn as nn
import torch.nn.functional as F

from .tracing import get_tracer


class Expert(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.w1 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)))


class SparseMoE(nn.Module):
    def __init__(self, dim=8, hidden=16, n_experts=4, top_k=2):
        super().__init__()
        self.top_k = top_k
        self.router = nn.Linear(dim, n_experts, bias=False)
        self.experts = nn.ModuleList(Expert(dim, hidden) for _ in range(n_experts))
        self.tracer = get_tracer()

    def route(self, x):
        logits = self.router(x)
        weights, idx = torch.topk(logits.softmax(-1), self.top_k, dim=-1)
        self.tracer.record("moe.route", top_k=self.top_k, n_tokens=x.shape[0])
        return weights / weights.sum(-1, keepdim=True), idx

    def forward(self, x):
        weights, idx = self.route(x)
        out = torch.zeros_like(x)
        for e, expert in enumerate(self.experts):
            mask = (idx == e).to(x.dtype)
            gate = (weights * mask).sum(-1, keepdim=True)
            out = out + gate * expert(x)
        return out


moe_forward = torch.compile(SparseMoE(), fullgraph=True)
