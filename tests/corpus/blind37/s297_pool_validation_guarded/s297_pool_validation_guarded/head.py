from __future__ import annotations

import torch
import torch.nn as nn

from .checks import report_pooled, validate_mask


class AttentionPool(nn.Module):
    """Learned-query attention pooling that respects the padding mask."""

    def __init__(self, hidden: int):
        super().__init__()
        self.query = nn.Parameter(torch.randn(hidden) / hidden**0.5)

    def forward(self, hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        validate_mask(mask, hidden)
        logits = hidden @ self.query
        logits = logits.masked_fill(mask == 0, torch.finfo(logits.dtype).min)
        weights = torch.softmax(logits, dim=-1)
        return torch.einsum("bs,bsh->bh", weights, hidden)


class PoolingHead(nn.Module):
    def __init__(self, hidden: int = 8, num_labels: int = 3):
        super().__init__()
        self.pool = AttentionPool(hidden)
        self.classifier = nn.Sequential(nn.Dropout(0.1), nn.Linear(hidden, num_labels))

    def forward(self, hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        pooled = self.pool(hidden, mask)
        report_pooled(pooled)
        return self.classifier(pooled)


compiled_pool = torch.compile(PoolingHead().eval(), fullgraph=True)
