from __future__ import annotations

import torch
from torch import nn

from .layer_context import current_layer_id


class KVCacheFakeQuant(nn.Module):
    """Simulated fp8 KV-cache quantisation with one scale per layer."""

    def __init__(self, num_layers: int, fp8_max: float = 448.0) -> None:
        super().__init__()
        self.fp8_max = fp8_max
        self.register_buffer("k_scale", torch.full((num_layers,), 0.05))
        self.register_buffer("v_scale", torch.full((num_layers,), 0.05))

    def _fake_quant(self, x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
        q = torch.clamp(torch.round(x / scale), -self.fp8_max, self.fp8_max)
        return q * scale

    def forward(self, k: torch.Tensor, v: torch.Tensor):
        layer_id = current_layer_id()
        return (
            self._fake_quant(k, self.k_scale[layer_id]),
            self._fake_quant(v, self.v_scale[layer_id]),
        )
