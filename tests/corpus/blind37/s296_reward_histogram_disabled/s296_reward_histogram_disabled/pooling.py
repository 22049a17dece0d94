from __future__ import annotations

import torch


class WeightedMeanPooler(torch.nn.Module):
    """Mean pooling with a learned per-position weight (later tokens count more)."""

    def __init__(self, max_len: int = 64):
        super().__init__()
        self.pos_weight = torch.nn.Parameter(torch.linspace(0.5, 1.5, max_len))

    def forward(self, hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        seq = hidden.shape[1]
        w = self.pos_weight[:seq].unsqueeze(0) * mask
        w = w / w.sum(dim=1, keepdim=True).clamp_min(1e-6)
        return torch.einsum("bs,bsh->bh", w, hidden)
