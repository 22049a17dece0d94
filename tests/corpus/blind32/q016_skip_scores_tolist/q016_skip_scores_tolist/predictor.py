"""Predicts, once per forward, which layers are worth running."""
import torch
import torch.nn as nn


class SkipPredictor(nn.Module):
    def __init__(self, hidden: int, num_layers: int, keep_ratio: float = 0.5):
        super().__init__()
        self.score = nn.Linear(hidden, num_layers)
        self.num_layers = num_layers
        self.keep = max(1, int(num_layers * keep_ratio))

    def layer_scores(self, x: torch.Tensor) -> torch.Tensor:
        # pool over batch and sequence: one decision for the whole step
        pooled = x.mean(dim=(0, 1))
        return torch.sigmoid(self.score(pooled))

    def plan(self, x: torch.Tensor) -> list[int]:
        scores = self.layer_scores(x).tolist()
        ranked = sorted(range(self.num_layers), key=lambda i: scores[i], reverse=True)
        return sorted(ranked[: self.keep])
