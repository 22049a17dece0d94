"""Learned frame-level VAD gate."""
import torch
import torch.nn as nn

from .stats import SpeechRatioTracker


class LearnedVAD(nn.Module):
    def __init__(self, dim: int, threshold: float = 0.5):
        super().__init__()
        self.score = nn.Linear(dim, 1)
        self.threshold = threshold
        self.tracker = SpeechRatioTracker()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        prob = torch.sigmoid(self.score(x)).squeeze(-1)
        mask = prob > self.threshold
        self.tracker.observe(mask)
        # hard gate in the forward pass, straight-through gradient
        hard = mask.to(x.dtype)
        gate = hard + prob - prob.detach()
        return x * gate.unsqueeze(-1)
