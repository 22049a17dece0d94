from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass
class QuantizedDelta:
    qweight: torch.Tensor  # int8, [out, in]
    scales: torch.Tensor   # fp32, [out, n_groups]
    group_size: int

    @classmethod
    def quantize(cls, delta: torch.Tensor, group_size: int = 4) -> "QuantizedDelta":
        out_f, in_f = delta.shape
        g = delta.reshape(out_f, in_f // group_size, group_size)
        scales = g.abs().amax(dim=-1).clamp_min(1e-8) / 127.0
        q = torch.round(g / scales.unsqueeze(-1)).clamp(-127, 127).to(torch.int8)
        return cls(q.reshape(out_f, in_f), scales, group_size)

    def dequantize(self) -> torch.Tensor:
        out_f, in_f = self.qweight.shape
        g = self.qweight.reshape(out_f, in_f // self.group_size, self.group_size)
        return (g.float() * self.scales.unsqueeze(-1)).reshape(out_f, in_f)


class DeltaApplier:
    """Decides whether a dequantized delta is worth applying."""

    def __init__(self, min_norm: float = 1e-4):
        self.min_norm = min_norm

    def maybe_apply(self, weight: torch.Tensor, qdelta: QuantizedDelta) -> torch.Tensor:
        delta = qdelta.dequantize()
        if delta.norm() < self.min_norm:
            return weight
        return weight + delta
