import torch
from torch import nn

from .thresholds import CATEGORIES, threshold_vector


class MultiAttributeHead(nn.Module):
    def __init__(self, hidden: int = 16):
        super().__init__()
        self.trunk = nn.Linear(hidden, hidden)
        self.heads = nn.Linear(hidden, len(CATEGORIES))

    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(self.heads(torch.tanh(self.trunk(pooled))))


_head = MultiAttributeHead().eval()


def _apply_thresholds(probs: torch.Tensor) -> torch.Tensor:
    th = probs.new_tensor(threshold_vector())
    return (probs - th).clamp_min(0.0)


@torch.compile(fullgraph=True)
def classify(pooled: torch.Tensor) -> torch.Tensor:
    probs = _head(pooled)
    return _apply_thresholds(probs)
