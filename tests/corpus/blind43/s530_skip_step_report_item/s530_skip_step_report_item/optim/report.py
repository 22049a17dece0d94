from dataclasses import dataclass
from typing import Optional

import torch


@dataclass
class StepReport:
    """What happened in one optimizer step; logged by the trainer loop."""

    found_inf: torch.Tensor
    grad_norm: torch.Tensor
    loss_scale: float = 1.0
    note: Optional[str] = None

    @property
    def should_skip(self) -> bool:
        return bool(self.found_inf.item())

    def as_dict(self) -> dict:
        return {
            "found_inf": self.found_inf,
            "grad_norm": self.grad_norm,
            "loss_scale": self.loss_scale,
        }
