import torch
import torch.nn as nn
import torch.nn.functional as F


class ExitHead(nn.Module):
    """Small classifier attached after a block; returns logits and confidence."""

    def __init__(self, hidden: int, num_classes: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.proj = nn.Linear(hidden, num_classes)

    def forward(self, h: torch.Tensor):
        logits = self.proj(self.norm(h))
        probs = F.softmax(logits, dim=-1)
        confidence = probs.max(dim=-1).values
        return logits, confidence
