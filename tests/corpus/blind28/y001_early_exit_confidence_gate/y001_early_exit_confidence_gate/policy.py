from dataclasses import dataclass

import torch


@dataclass
class ExitPolicyConfig:
    threshold: float = 0.9
    min_layers: int = 1
    reduction: str = "mean"


class ConfidenceExitPolicy:
    """Decides whether the whole batch may leave the network at this layer."""

    def __init__(self, cfg: ExitPolicyConfig):
        self.cfg = cfg

    def _batch_confidence(self, confidence: torch.Tensor) -> torch.Tensor:
        if self.cfg.reduction == "min":
            return confidence.min()
        return confidence.mean()

    def should_exit(self, layer_idx: int, confidence: torch.Tensor) -> bool:
        if layer_idx + 1 < self.cfg.min_layers:
            return False
        score = self._batch_confidence(confidence)
        if score > self.cfg.threshold:
            return True
        return False
