import torch
import torch.nn as nn
import torch.nn.functional as F

from .stats import ExpertUsageTracker


class SwiGLUExpert(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.w1 = nn.Linear(hidden, inter, bias=False)
        self.w3 = nn.Linear(hidden, inter, bias=False)
        self.w2 = nn.Linear(inter, hidden, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class TopKRouter(nn.Module):
    def __init__(self, hidden: int, num_experts: int, top_k: int, tracker: ExpertUsageTracker):
        super().__init__()
        self.proj = nn.Linear(hidden, num_experts, bias=False)
        self.top_k = top_k
        self.tracker = tracker

    def forward(self, h):
        scores = self.proj(h).float()
        weights, idx = torch.topk(scores.softmax(-1), self.top_k, dim=-1)
        self.tracker.record(idx)
        return weights.to(h.dtype), idx


class MoEBlock(nn.Module):
    def __init__(self, hidden=16, inter=32, num_experts=4, top_k=2):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.tracker = ExpertUsageTracker(num_experts)
        self.router = TopKRouter(hidden, num_experts, top_k, self.tracker)
        self.experts = nn.ModuleList(SwiGLUExpert(hidden, inter) for _ in range(num_experts))

    def forward(self, x):
        b, s, d = x.shape
        h = self.norm(x).reshape(b * s, d)
        weights, idx = self.router(h)
        out = torch.zeros_like(h)
        for e, expert in enumerate(self.experts):
            gate = (weights * (idx == e)).sum(-1, keepdim=True)
            out = out + gate * expert(h)
        return x + out.reshape(b, s, d)


compiled_block = torch.compile(MoEBlock(), fullgraph=True)
