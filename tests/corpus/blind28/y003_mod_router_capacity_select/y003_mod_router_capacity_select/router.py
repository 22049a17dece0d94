"""Mixture-of-Depths token router: only tokens whose router score clears the
learned threshold are processed by the expensive block; the rest ride the residual."""
import torch
import torch.nn as nn


class TokenRouter(nn.Module):
    def __init__(self, hidden: int, threshold: float = 0.0):
        super().__init__()
        self.score = nn.Linear(hidden, 1)
        self.threshold = threshold

    def forward(self, x: torch.Tensor):
        scores = self.score(x).squeeze(-1)          # [tokens]
        return scores, torch.sigmoid(scores)


def select_routed_tokens(scores: torch.Tensor, threshold: float):
    """Indices of tokens that go through the block."""
    keep = scores > threshold
    idx = keep.nonzero(as_tuple=True)[0]
    return idx


def router_aux_loss(probs: torch.Tensor, target_capacity: float) -> torch.Tensor:
    """Keeps the fraction of routed tokens close to the target capacity (training only)."""
    return (probs.mean() - target_capacity).pow(2)
