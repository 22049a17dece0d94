import torch
from torch import nn

from .kv_cache import DraftKVCache


class DraftLayer(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.k_proj = nn.Linear(hidden, hidden, bias=False)
        self.v_proj = nn.Linear(hidden, hidden, bias=False)
        self.q_proj = nn.Linear(hidden, hidden, bias=False)

    def forward(self, x):
        return self.q_proj(x), self.k_proj(x), self.v_proj(x)


class DraftRunner:
    def __init__(self, hidden: int = 8, num_spec: int = 4):
        self.layer = DraftLayer(hidden)
        self.cache = DraftKVCache(num_spec, hidden)
        self.scale = hidden ** -0.5

    def step(self, hidden, accepted):
        q, k, v = self.layer(hidden)
        kept_k, kept_v = self.cache.commit(k, v, accepted)
        attn = torch.softmax(q @ kept_k.T * self.scale, dim=-1)
        return attn @ kept_v


_runner = DraftRunner()
draft_step = torch.compile(_runner.step, fullgraph=True)
