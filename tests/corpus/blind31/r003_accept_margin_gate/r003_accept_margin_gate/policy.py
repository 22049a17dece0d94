from dataclasses import dataclass, field

import torch


@dataclass(frozen=True)
class GateConfig:
    accept_margin: float = 0.25
    tie_band: float = 0.05
    temperature: float = 1.0
    reject_value: float = -1.0
    tags: tuple = field(default_factory=lambda: ("prod", "rm-v3"))


class AcceptancePolicy:
    """Turns preference logits into accept/tie/reject probabilities."""

    def __init__(self, cfg: GateConfig):
        self.cfg = cfg

    def _probs(self, margin: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(margin / self.cfg.temperature)

    def decide(self, margin: torch.Tensor) -> torch.Tensor:
        probs = self._probs(margin)
        # fast path: the whole batch is a clear win for the chosen responses
        if (margin > self.cfg.accept_margin).all():
            return probs
        ties = margin.abs() < self.cfg.tie_band
        return torch.where(ties, torch.full_like(probs, 0.5), probs)


def build_policy(name: str = "default") -> AcceptancePolicy:
    presets = {
        "default": GateConfig(),
        "strict": GateConfig(accept_margin=0.5, tie_band=0.1),
    }
    return AcceptancePolicy(presets[name])
