import torch
import torch.nn as nn

from .capacity import apply_capacity
from .config import MoEConfig


class Expert(nn.Module):
    def __init__(self, cfg: MoEConfig):
        super().__init__()
        self.up = nn.Linear(cfg.hidden_size, cfg.ffn_size)
        self.down = nn.Linear(cfg.ffn_size, cfg.hidden_size)

    def forward(self, x):
        return self.down(torch.nn.functional.gelu(self.up(x)))


class MoELayer(nn.Module):
    def __init__(self, cfg: MoEConfig):
        super().__init__()
        self.cfg = cfg
        self.gate = nn.Linear(cfg.hidden_size, cfg.num_experts, bias=False)
        self.experts = nn.ModuleList(Expert(cfg) for _ in range(cfg.num_experts))

    def route(self, x):
        logits = self.gate(x)
        probs = logits.softmax(dim=-1)
        weights, idx = probs.topk(self.cfg.top_k, dim=-1)
        weights = weights / weights.sum(dim=-1, keepdim=True)
        if self.cfg.drop_tokens:
            keep = apply_capacity(idx, self.cfg.num_experts, self.cfg.capacity(x.shape[0]))
            weights = weights * keep.to(weights.dtype)
        return weights, idx

    def forward(self, x):
        weights, idx = self.route(x)
        out = torch.zeros_like(x)
        for e, expert in enumerate(self.experts):
            w = (weights * (idx == e).to(weights.dtype)).sum(dim=-1, keepdim=True)
            out = out + w * expert(x)
        return out


_layer = MoELayer(MoEConfig())


@torch.compile(fullgraph=True)
def moe_forward(x):
    return _layer(x)
