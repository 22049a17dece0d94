from collections import defaultdict

import torch
from torch import nn

from .shard_plan import build_qkv_plan


class GQAProjection(nn.Module):
    def __init__(self, hidden: int = 16, num_heads: int = 4, num_kv_heads: int = 2, head_dim: int = 4):
        super().__init__()
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim
        self.qkv = nn.Linear(hidden, (num_heads + 2 * num_kv_heads) * head_dim, bias=False)

    def forward(self, x: torch.Tensor):
        plan = build_qkv_plan(self.num_heads, self.num_kv_heads, self.head_dim)
        qkv = self.qkv(x)
        parts = defaultdict(list)
        for spec in plan.values():
            parts[spec.name].append(qkv.narrow(-1, spec.offset, spec.size))
        q, k, v = [torch.cat(parts[n], dim=-1) for n in ("q", "k", "v")]
        return q.sum(-1) + k.sum(-1) * v.mean(-1)


compiled_split = torch.compile(GQAProjection(), fullgraph=True)
