from typing import Tuple

import torch
import torch.nn as nn


class MinMaxObserver(nn.Module):
    def __init__(self, quant_min: int = -128, quant_max: int = 127, averaging_constant: float = 0.01):
        super().__init__()
        self.quant_min = quant_min
        self.quant_max = quant_max
        self.averaging_constant = averaging_constant
        self.frozen = False
        self.register_buffer("min_val", torch.tensor(-1.0))
        self.register_buffer("max_val", torch.tensor(1.0))

    def freeze(self) -> None:
        self.frozen = True

    def unfreeze(self) -> None:
        self.frozen = False

    @torch.no_grad()
    def update(self, x: torch.Tensor) -> None:
        c = self.averaging_constant
        x = x.detach()
        self.min_val.copy_(self.min_val + c * (x.amin() - self.min_val))
        self.max_val.copy_(self.max_val + c * (x.amax() - self.max_val))

    def calculate_qparams(self) -> Tuple[torch.Tensor, torch.Tensor]:
        max_abs = torch.maximum(self.min_val.abs(), self.max_val.abs())
        scale = (max_abs / ((self.quant_max - self.quant_min) / 2)).clamp(min=1e-8)
        zero_point = torch.zeros_like(scale)
        return scale, zero_point

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not self.frozen:
            self.update(x)
        return x
