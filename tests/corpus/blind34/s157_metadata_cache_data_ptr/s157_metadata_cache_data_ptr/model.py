import torch
import torch.nn as nn

from .metadata import CachedMetadataBuilder, PrefillMetadata

_METADATA = CachedMetadataBuilder()


class RotaryPackedAttention(nn.Module):
    def __init__(self, hidden: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        inv_freq = 1.0 / (10000 ** (torch.arange(0, self.head_dim, 2).float() / self.head_dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def _rope(self, x, positions):
        freqs = positions[:, None].float() * self.inv_freq[None, :]
        cos, sin = freqs.cos()[:, None, :], freqs.sin()[:, None, :]
        x1, x2 = x[..., ::2], x[..., 1::2]
        return torch.cat([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1)

    def forward(self, x, meta: PrefillMetadata):
        q, k, v = self.qkv(x).view(x.shape[0], 3, self.num_heads, self.head_dim).unbind(1)
        q, k = self._rope(q, meta.positions), self._rope(k, meta.positions)
        same = meta.segment_ids[:, None] == meta.segment_ids[None, :]
        scores = torch.einsum("thd,shd->hts", q, k) * self.head_dim**-0.5
        scores = scores.masked_fill(~same, float("-inf"))
        return torch.einsum("hts,shd->thd", scores.softmax(-1), v).flatten(1)


class PackedModel(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(RotaryPackedAttention(hidden, num_heads) for _ in range(num_layers))

    def forward(self, x, seq_lens):
        for layer in self.layers:
            meta = _METADATA.get(seq_lens, x.shape[0])
            x = x + layer(x, meta)
        return x


packed_model = torch.compile(PackedModel(), fullgraph=True)
