from typing import Sequence

import torch
import torch.nn as nn

# polynomial fitted offline: maps the raw relative L1 of the modulated input to
# the expected relative L1 of the transformer output (Wan2.1-T2V-1.3B numbers)
DEFAULT_COEFFS = (-5.21862437e04, 9.23041404e03, -5.28275948e02, 1.36987616e01, -4.99875664e-02)


def _polyval(coeffs: Sequence[float], x: torch.Tensor) -> torch.Tensor:
    out = torch.zeros_like(x)
    for c in coeffs:
        out = out * x + c
    return out


class TeaCacheState(nn.Module):
    """Decides, per denoising step, whether the transformer body can be skipped."""

    def __init__(self, hidden: int, rel_l1_thresh: float = 0.08, coeffs=DEFAULT_COEFFS, eps: float = 1e-6):
        super().__init__()
        self.rel_l1_thresh = rel_l1_thresh
        self.coeffs = tuple(coeffs)
        self.eps = eps
        self.register_buffer("prev_modulated", torch.zeros(1, 1, hidden), persistent=False)
        self.register_buffer("residual", torch.zeros(1, 1, hidden), persistent=False)
        self.register_buffer("accumulated", torch.zeros(()), persistent=False)

    def relative_l1(self, modulated: torch.Tensor) -> torch.Tensor:
        prev = self.prev_modulated
        num = (modulated - prev).abs().mean()
        den = prev.abs().mean() + self.eps
        return _polyval(self.coeffs, num / den).abs()

    def should_reuse(self, modulated: torch.Tensor) -> bool:
        self.accumulated.add_(self.relative_l1(modulated))
        self.prev_modulated = modulated.detach()
        if self.accumulated < self.rel_l1_thresh:
            return True
        self.accumulated.zero_()
        return False

    def store(self, hidden_in: torch.Tensor, hidden_out: torch.Tensor) -> None:
        self.residual = (hidden_out - hidden_in).detach()


def enable_teacache(model: nn.Module, rel_l1_thresh: float = 0.08) -> nn.Module:
    model.teacache = TeaCacheState(model.cfg.hidden, rel_l1_thresh)
    return model
