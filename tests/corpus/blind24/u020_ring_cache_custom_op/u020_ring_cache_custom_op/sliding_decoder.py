import torch
import torch.nn.functional as F
from torch import nn

from . import ops


class RingKVCache:
    def __init__(self, num_layers, batch, heads, window, head_dim):
        self.window = window
        self.k = [torch.zeros(batch, heads, window, head_dim) for _ in range(num_layers)]
        self.v = [torch.zeros(batch, heads, window, head_dim) for _ in range(num_layers)]

    def valid_slots(self, positions: torch.Tensor) -> torch.Tensor:
        slots = torch.arange(self.window, device=positions.device)
        return (slots[None, :] <= positions[:, None])[:, None, None, :]


class WindowAttention(nn.Module):
    def __init__(self, hidden, heads, layer_idx):
        super().__init__()
        self.heads = heads
        self.layer_idx = layer_idx
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)

    def forward(self, x, cache: RingKVCache, positions):
        b, t, d = x.shape
        q, k, v = self.qkv(x).view(b, t, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        ops.write_kv(cache.k[self.layer_idx], cache.v[self.layer_idx], k, v, positions)
        mask = cache.valid_slots(positions)
        o = F.scaled_dot_product_attention(q, cache.k[self.layer_idx], cache.v[self.layer_idx], attn_mask=mask)
        return self.out(o.transpose(1, 2).reshape(b, t, d))


class SlidingWindowDecoder(nn.Module):
    def __init__(self, vocab=40, hidden=32, heads=4, layers=2, batch=2, window=6):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.attn = nn.ModuleList(WindowAttention(hidden, heads, i) for i in range(layers))
        self.norm = nn.LayerNorm(hidden)
        self.head = nn.Linear(hidden, vocab)
        self.cache = RingKVCache(layers, batch, heads, window, hidden // heads)

    @torch.compile(fullgraph=True)
    def decode(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        h = self.embed(input_ids)
        for attn in self.attn:
            h = h + attn(self.norm(h), self.cache, positions)
        return self.head(h[:, -1])
