"""Streaming encoder with a learned VAD gate in front of the attention stack."""
import torch
import torch.nn as nn

from .vad import LearnedVAD


class StreamingVADEncoder(nn.Module):
    def __init__(self, dim: int = 8, heads: int = 2):
        super().__init__()
        self.vad = LearnedVAD(dim)
        self.attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.norm = nn.LayerNorm(dim)

    @torch.compile(fullgraph=True)
    def forward(self, chunk: torch.Tensor) -> torch.Tensor:
        x = self.vad(chunk)
        t = x.shape[1]
        causal = torch.triu(torch.ones(t, t, dtype=torch.bool), diagonal=1)
        y, _ = self.attn(x, x, x, attn_mask=causal, need_weights=False)
        return self.norm(x + y)
