from __future__ import annotations

import torch
import torch.nn as nn

from .config import DEFAULT_CONFIG, ClassifierConfig
from .labels import LabelMapper


def masked_mean(hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    m = mask.unsqueeze(-1).to(hidden.dtype)
    summed = (hidden * m).sum(dim=1)
    denom = m.sum(dim=1).clamp(min=1.0)
    return summed / denom


class SequenceClassifier(nn.Module):
    def __init__(self, cfg: ClassifierConfig):
        super().__init__()
        self.cfg = cfg
        self.dense = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.out_proj = nn.Linear(cfg.hidden_size, cfg.num_labels)
        self.mapper = LabelMapper(cfg)

    def pool(self, hidden, mask):
        if self.cfg.pooling == "cls":
            return hidden[:, 0]
        return masked_mean(hidden, mask)

    def forward(self, hidden, mask):
        pooled = self.pool(hidden, mask)
        logits = self.out_proj(torch.tanh(self.dense(pooled)))
        labels, scores = self.mapper.decode_with_scores(logits)
        return {"labels": labels, "scores": scores, "logits": logits}


_classifier = SequenceClassifier(DEFAULT_CONFIG).eval()


@torch.compile(fullgraph=True)
def classify_step(hidden: torch.Tensor, mask: torch.Tensor):
    with torch.no_grad():
        return _classifier(hidden, mask)
