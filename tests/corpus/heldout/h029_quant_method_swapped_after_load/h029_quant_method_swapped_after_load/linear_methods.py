import os

import torch
import torch.nn.functional as F


class UnquantizedLinearMethod:
    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, layer.weight)


class W8A8Int8LinearMethod:
    """Dynamic per-token int8 activations, per-channel int8 weights."""

    def __init__(self) -> None:
        self.max_splits = 4

    def _num_splits(self) -> int:
        return min(os.cpu_count() or 1, self.max_splits)

    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        x_scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / 127.0
        xq = torch.round(x / x_scale).clamp(-128, 127)
        outs = [F.linear(c, layer.weight_q.float()) for c in xq.chunk(self._num_splits(), dim=0)]
        return torch.cat(outs, dim=0) * x_scale * layer.weight_scale
