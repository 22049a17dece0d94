import torch
from torch import nn

from . import settings


class LongRopeEmbedding(nn.Module):
    def __init__(self, dim=8, base=10000.0, short_factor=None, long_factor=None):
        super().__init__()
        half = dim // 2
        short_factor = short_factor or [1.0] * half
        long_factor = long_factor or [1.0 + 0.5 * i for i in range(half)]
        base_inv = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim))
        self.register_buffer("short_inv_freq", base_inv / torch.tensor(short_factor), persistent=False)
        self.register_buffer("long_inv_freq", base_inv / torch.tensor(long_factor), persistent=False)

    def _select(self, seq_len: int):
        is_long = seq_len > settings.long_context_threshold()
        inv = self.long_inv_freq if is_long else self.short_inv_freq
        return inv, settings.mscale_for(is_long)

    def forward(self, position_ids: torch.Tensor, seq_len: int):
        inv_freq, mscale = self._select(seq_len)
        freqs = position_ids[..., None].float() * inv_freq
        emb = torch.cat((freqs, freqs), dim=-1)
        return emb.cos() * mscale, emb.sin() * mscale
