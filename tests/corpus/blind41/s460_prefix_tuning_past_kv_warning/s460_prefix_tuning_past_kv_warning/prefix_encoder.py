import torch
from torch import nn


class PrefixEncoder(nn.Module):
    """P-tuning v2 style: virtual tokens -> per-layer past key/values."""

    def __init__(self, num_virtual_tokens: int, num_layers: int, num_heads: int, head_dim: int) -> None:
        super().__init__()
        self.num_layers = num_layers
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.embedding = nn.Embedding(num_virtual_tokens, num_layers * 2 * num_heads * head_dim)
        self.register_buffer("prefix_tokens", torch.arange(num_virtual_tokens), persistent=False)
        self._cached_past = None

    def compute(self, batch_size: int):
        kv = self.embedding(self.prefix_tokens)
        kv = kv.view(1, -1, self.num_layers * 2, self.num_heads, self.head_dim)
        kv = kv.expand(batch_size, -1, -1, -1, -1).permute(2, 0, 3, 1, 4)
        return kv.split(2)

    def cached(self, batch_size: int):
        if self._cached_past is None:
            self._cached_past = self.compute(1)
        return [p.expand(-1, batch_size, -1, -1, -1) for p in self._cached_past]
