import torch
import torch.nn as nn

from .ops import moe_grouped_ffn


class RouterConfig:
    def __init__(self, num_experts=4, top_k=2, norm_topk_prob=True):
        self.num_experts = num_experts
        self.top_k = top_k
        self.norm_topk_prob = norm_topk_prob


class FusedMoE(nn.Module):
    def __init__(self, hidden=16, inter=32, cfg=None):
        super().__init__()
        self.cfg = cfg or RouterConfig()
        e = self.cfg.num_experts
        self.gate = nn.Linear(hidden, e, bias=False)
        self.w1 = nn.Parameter(torch.randn(e, hidden, inter) * 0.02)
        self.w2 = nn.Parameter(torch.randn(e, inter, hidden) * 0.02)

    def select_experts(self, x):
        probs = self.gate(x).softmax(-1)
        w, idx = probs.topk(self.cfg.top_k, -1)
        if self.cfg.norm_topk_prob:
            w = w / w.sum(-1, keepdim=True)
        return w, idx

    def forward(self, x):
        w, idx = self.select_experts(x)
        return moe_grouped_ffn(x, idx, w, self.w1, self.w2)


_moe = FusedMoE()


@torch.compile(fullgraph=True)
def fused_moe_forward(x):
    return _moe(x) + x
