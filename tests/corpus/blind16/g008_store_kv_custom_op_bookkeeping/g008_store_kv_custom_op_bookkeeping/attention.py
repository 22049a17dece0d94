import torch
from torch import nn

from .kv_cache import PagedKVCache


class Attention(nn.Module):
    def __init__(self, hidden: int = 8, num_slots: int = 12):
        super().__init__()
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.kv_cache = PagedKVCache(num_slots, hidden)
        self.scale = hidden ** -0.5
        self.register_buffer("slot_mapping", torch.tensor([0, 3, 5, 7]), persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        self.kv_cache.write(k, v, self.slot_mapping)
        k_all, v_all = self.kv_cache.read()
        probs = torch.softmax((q @ k_all.T) * self.scale, dim=-1)
        return probs @ v_all


_attn = Attention()


@torch.compile(fullgraph=True)
def forward_decode(x: torch.Tensor) -> torch.Tensor:
    return _attn(x)
