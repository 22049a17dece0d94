from __future__ import annotations

import torch
import torch.nn.functional as F

from .configuration import EncoderConfig
from .modeling import AudioClassifier


class Trainer:
    def __init__(self, config: EncoderConfig | None = None, label_smoothing: float = 0.1):
        self.config = config or EncoderConfig()
        self.model = AudioClassifier(self.config)
        self.model.train()
        self.label_smoothing = label_smoothing

    def compute_loss(self, feats: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
        logits = self.model(feats)
        return F.cross_entropy(logits, labels, label_smoothing=self.label_smoothing)


trainer = Trainer()
loss_step = torch.compile(trainer.compute_loss, fullgraph=True)
