import math

import torch
import torch.nn as nn

from .bert_padding import pad_input, unpad_input


def packed_attention(q, k, v, cu_seqlens, scale):
    # reference path: block-diagonal mask built from cu_seqlens
    total = q.shape[0]
    pos = torch.arange(total, device=q.device)
    seg = torch.searchsorted(cu_seqlens[1:].to(pos.dtype), pos, right=True)
    mask = seg[:, None] == seg[None, :]
    scores = torch.einsum("thd,shd->hts", q, k) * scale
    scores = scores.masked_fill(~mask, float("-inf"))
    return torch.einsum("hts,shd->thd", scores.softmax(-1), v)


class UnpaddedEncoderLayer(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.scale = 1.0 / math.sqrt(self.head_dim)
        self.wqkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        batch, seqlen, _ = hidden_states.shape
        unpadded = unpad_input(hidden_states, attention_mask)
        qkv = self.wqkv(unpadded.hidden).view(-1, 3, self.num_heads, self.head_dim)
        q, k, v = qkv.unbind(1)
        ctx = packed_attention(q, k, v, unpadded.cu_seqlens, self.scale)
        ctx = self.out(ctx.reshape(ctx.shape[0], -1))
        return pad_input(ctx, unpadded.indices, batch, seqlen)


class Encoder(nn.Module):
    def __init__(self, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(UnpaddedEncoderLayer() for _ in range(num_layers))

    def forward(self, hidden_states, attention_mask):
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, attention_mask)
        return hidden_states


encoder = torch.compile(Encoder(), fullgraph=True)
