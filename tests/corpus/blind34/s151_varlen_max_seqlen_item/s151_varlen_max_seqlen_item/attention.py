import math

import torch
import torch.nn as nn

from .metadata import VarlenAttentionMetadata


def varlen_reference_attention(q, k, v, meta: VarlenAttentionMetadata, scale: float):
    """Pads packed tokens to [num_seqs, max_seqlen] and runs dense attention."""
    total, heads, dim = q.shape
    q_pad = q.new_zeros(meta.num_seqs, meta.max_seqlen_q, heads, dim)
    k_pad = k.new_zeros(meta.num_seqs, meta.max_seqlen_k, heads, dim)
    v_pad = v.new_zeros(meta.num_seqs, meta.max_seqlen_k, heads, dim)
    scores = torch.einsum("bqhd,bkhd->bhqk", q_pad, k_pad) * scale
    probs = scores.softmax(dim=-1)
    out = torch.einsum("bhqk,bkhd->bqhd", probs, v_pad)
    return out.reshape(-1, heads, dim)[:total]


class VarlenSelfAttention(nn.Module):
    def __init__(self, hidden: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.scale = 1.0 / math.sqrt(self.head_dim)
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)

    def forward(self, x: torch.Tensor, meta: VarlenAttentionMetadata) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = q.view(-1, self.num_heads, self.head_dim)
        k = k.view(-1, self.num_heads, self.head_dim)
        v = v.view(-1, self.num_heads, self.head_dim)
        out = varlen_reference_attention(q, k, v, meta, self.scale)
        return self.o_proj(out.reshape(x.shape[0], -1))
