import torch
from torch import nn

from .guards import safe_l2_normalize


class NormalizedProjection(nn.Module):
    """Cosine-similarity head: normalises both inputs and weights."""

    def __init__(self, dim: int, n_classes: int = 4, temperature: float = 0.07):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(n_classes, dim))
        self.logit_scale = 1.0 / temperature

    def normalized_weight(self) -> torch.Tensor:
        return safe_l2_normalize(self.weight)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        xn = safe_l2_normalize(x)
        return self.logit_scale * xn @ self.normalized_weight().t()
