from __future__ import annotations

import torch
from torch import nn

from .balancer import CapacityBalancer
from .config import MoEConfig


class TopKRouter(nn.Module):
    def __init__(self, cfg: MoEConfig):
        super().__init__()
        self.cfg = cfg
        self.gate = nn.Linear(cfg.hidden_size, cfg.num_experts, bias=False)
        self.balancer = CapacityBalancer(cfg)

    def forward(self, hidden: torch.Tensor):
        logits = self.gate(hidden)
        probs = torch.softmax(logits, dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(probs, self.cfg.top_k, dim=-1)
        if self.cfg.renormalize:
            topk_weights = topk_weights / topk_weights.sum(-1, keepdim=True)
        return self.balancer.apply(topk_weights, topk_ids)


class GroupedExperts(nn.Module):
    def __init__(self, cfg: MoEConfig):
        super().__init__()
        e, h, i = cfg.num_experts, cfg.hidden_size, cfg.intermediate_size
        self.w13 = nn.Parameter(torch.randn(e, 2 * i, h) * 0.02)
        self.w2 = nn.Parameter(torch.randn(e, h, i) * 0.02)

    def forward(self, hidden, topk_weights, topk_ids):
        # dense fallback: evaluate every expert, mask by routing weight
        gate_up = torch.einsum("th,eoh->teo", hidden, self.w13)
        gate, up = gate_up.chunk(2, dim=-1)
        act = torch.nn.functional.silu(gate) * up
        out = torch.einsum("tei,ehi->teh", act, self.w2)
        dense_w = torch.zeros(hidden.shape[0], self.w13.shape[0], dtype=out.dtype)
        dense_w.scatter_add_(1, topk_ids, topk_weights.to(out.dtype))
        return (out * dense_w.unsqueeze(-1)).sum(1)


class SparseMoEBlock(nn.Module):
    def __init__(self, cfg: MoEConfig | None = None):
        super().__init__()
        self.cfg = cfg or MoEConfig()
        self.router = TopKRouter(self.cfg)
        self.experts = GroupedExperts(self.cfg)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        shape = hidden_states.shape
        hidden = hidden_states.reshape(-1, shape[-1])
        topk_weights, topk_ids = self.router(hidden)
        out = self.experts(hidden, topk_weights, topk_ids)
        return out.reshape(shape)


moe_block = torch.compile(SparseMoEBlock(), fullgraph=True)
