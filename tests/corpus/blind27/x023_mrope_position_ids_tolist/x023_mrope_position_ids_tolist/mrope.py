import torch
from torch import nn


class MRotaryEmbedding(nn.Module):
    """Rope whose frequency bands are split between temporal, height and width axes."""

    def __init__(self, head_dim: int, sections=(2, 1, 1), base: float = 10000.0):
        super().__init__()
        assert sum(sections) * 2 == head_dim
        self.sections = list(sections)
        inv_freq = 1.0 / (base ** (torch.arange(0, head_dim, 2).float() / head_dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def forward(self, positions: torch.Tensor):
        # positions: [3, n_tok]
        freqs = positions[..., None].float() * self.inv_freq  # [3, n, d/2]
        parts = freqs.split(self.sections, dim=-1)
        merged = torch.cat([p[i] for i, p in enumerate(parts)], dim=-1)
        emb = torch.cat((merged, merged), dim=-1)
        return emb.cos(), emb.sin()
