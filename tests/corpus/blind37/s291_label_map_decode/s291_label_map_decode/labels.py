from __future__ import annotations

import torch

from .config import ClassifierConfig


class LabelMapper:
    """Turns classifier logits into the label strings the API returns."""

    def __init__(self, cfg: ClassifierConfig):
        self.id2label = dict(cfg.id2label)
        self.unknown = "unknown"

    def probabilities(self, logits: torch.Tensor) -> torch.Tensor:
        return torch.softmax(logits.float(), dim=-1)

    def decode(self, logits: torch.Tensor) -> list[str]:
        preds = logits.argmax(dim=-1)
        labels = []
        for idx in preds.tolist():
            labels.append(self.id2label[idx])
        return labels

    def decode_with_scores(self, logits: torch.Tensor):
        probs = self.probabilities(logits)
        return self.decode(logits), probs.max(dim=-1).values
