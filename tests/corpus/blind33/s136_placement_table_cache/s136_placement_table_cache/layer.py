import torch
import torch.nn as nn

from .placement import logical_to_physical


class ReplicatedExperts(nn.Module):
    """Physical expert slots (some logical experts may be replicated)."""

    def __init__(self, num_slots, hidden, inter):
        super().__init__()
        self.w1 = nn.Parameter(torch.randn(num_slots, hidden, inter) * 0.02)
        self.w2 = nn.Parameter(torch.randn(num_slots, inter, hidden) * 0.02)

    def forward(self, x, slot_idx, weights):
        # x: [T, D], slot_idx/weights: [T, k]
        w1 = self.w1[slot_idx]                    # [T, k, D, I]
        w2 = self.w2[slot_idx]                    # [T, k, I, D]
        h = torch.einsum("td,tkdi->tki", x, w1).relu()
        y = torch.einsum("tki,tkid->tkd", h, w2)
        return (y * weights.unsqueeze(-1)).sum(1)


class EPMoELayer(nn.Module):
    def __init__(self, hidden=16, inter=32, num_experts=4, top_k=2):
        super().__init__()
        self.num_experts = num_experts
        self.top_k = top_k
        self.router = nn.Linear(hidden, num_experts, bias=False)
        self.slots = ReplicatedExperts(num_experts, hidden, inter)

    def forward(self, x):
        w, idx = self.router(x).softmax(-1).topk(self.top_k, -1)
        phys = logical_to_physical(idx, self.num_experts)
        return self.slots(x, phys, w)


_layer = EPMoELayer()


@torch.compile(fullgraph=True)
def moe_decode(x):
    return _layer(x)
