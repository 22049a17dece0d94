import math

import torch
import torch.nn.functional as F
from torch import nn

from .cache_utils import BucketedStaticCache


class CachedSelfAttention(nn.Module):
    def __init__(self, hidden, heads, layer_idx):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.layer_idx = layer_idx
        self.q = nn.Linear(hidden, hidden)
        self.kv = nn.Linear(hidden, 2 * hidden)
        self.o = nn.Linear(hidden, hidden)

    def forward(self, x, cache, cache_position, attn_bias):
        b, t, _ = x.shape
        q = self.q(x).view(b, t, self.heads, self.head_dim).transpose(1, 2)
        k, v = self.kv(x).view(b, t, 2, self.heads, self.head_dim).permute(2, 0, 3, 1, 4)
        k, v = cache.update(k, v, self.layer_idx, cache_position)
        bias = attn_bias[..., : k.shape[-2]]
        scores = (q @ k.transpose(-1, -2)) / math.sqrt(self.head_dim) + bias
        out = F.softmax(scores, dim=-1) @ v
        return self.o(out.transpose(1, 2).reshape(b, t, -1))


class DecodeRunner(nn.Module):
    def __init__(self, vocab=50, hidden=32, heads=4, layers=2, batch=2, max_cache_len=32):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.blocks = nn.ModuleList(CachedSelfAttention(hidden, heads, i) for i in range(layers))
        self.lm_head = nn.Linear(hidden, vocab, bias=False)
        self.cache = BucketedStaticCache(layers, batch, heads, hidden // heads, max_cache_len)

    def _decode_bias(self, cache_position):
        slots = torch.arange(self.cache.max_cache_len, device=cache_position.device)
        allowed = slots[None, :] <= cache_position[:, None]
        bias = torch.zeros(allowed.shape, dtype=torch.float32, device=cache_position.device)
        return bias.masked_fill(~allowed, torch.finfo(torch.float32).min)[None, None]

    def forward_decode(self, input_ids, cache_position):
        h = self.embed(input_ids)
        bias = self._decode_bias(cache_position)
        for block in self.blocks:
            h = h + block(h, self.cache, cache_position, bias)
        return self.lm_head(h[:, -1])


torch.manual_seed(0)
runner = DecodeRunner().eval()
decode = torch.compile(runner.forward_decode, fullgraph=True)
