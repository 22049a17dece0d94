import torch
import torch.nn as nn

from .config import AttentionConfig
from .metadata import DecodeMetadata, DecodeMetadataBuilder


def paged_decode_attention(q, k_cache, v_cache, meta: DecodeMetadata, block_size: int):
    # q: [B, H, D]; caches: [num_blocks, block_size, H, D]
    b = q.shape[0]
    k = k_cache[meta.block_tables].reshape(b, -1, *k_cache.shape[2:])
    v = v_cache[meta.block_tables].reshape(b, -1, *v_cache.shape[2:])
    pos = torch.arange(k.shape[1], device=q.device)
    valid = pos[None, :] < meta.seq_lens[:, None]
    if meta.window_start is not None:
        valid = valid & (pos[None, :] >= meta.window_start[:, None])
    scores = torch.einsum("bhd,bthd->bht", q, k) * q.shape[-1] ** -0.5
    scores = scores.masked_fill(~valid[:, None, :], float("-inf"))
    return torch.einsum("bht,bthd->bhd", scores.softmax(-1), v)


class DecodeAttention(nn.Module):
    def __init__(self, config: AttentionConfig, num_blocks: int = 8):
        super().__init__()
        self.config = config
        hidden = config.num_heads * config.head_dim
        self.q_proj = nn.Linear(hidden, hidden)
        self.register_buffer("k_cache", torch.randn(num_blocks, config.block_size, config.num_heads, config.head_dim))
        self.register_buffer("v_cache", torch.randn(num_blocks, config.block_size, config.num_heads, config.head_dim))
        self.builder = DecodeMetadataBuilder(config)

    def forward(self, x, seq_lens, block_tables):
        meta = self.builder.build(seq_lens, block_tables)
        q = self.q_proj(x).view(x.shape[0], self.config.num_heads, self.config.head_dim)
        out = paged_decode_attention(q, self.k_cache, self.v_cache, meta, self.config.block_size)
        return out.flatten(1)


decode_step = torch.compile(DecodeAttention(AttentionConfig()), fullgraph=True)
