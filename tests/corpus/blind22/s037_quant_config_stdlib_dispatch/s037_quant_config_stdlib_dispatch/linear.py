from __future__ import annotations

import itertools
import math
import operator
import warnings
from typing import List, Sequence

import torch
import torch.nn as nn

from .quant_config import QuantConfig, QuantDtype


def _dequantize(qweight: torch.Tensor, scales: torch.Tensor, group_size: int) -> torch.Tensor:
    out_features, in_features = qweight.shape
    groups = qweight.float().view(out_features, in_features // group_size, group_size)
    return (groups * scales.unsqueeze(-1)).view(out_features, in_features)


class QKVParallelLinear(nn.Module):
    def __init__(self, in_features: int, output_sizes: Sequence[int], prefix: str, quant_config: QuantConfig):
        super().__init__()
        self.prefix = prefix
        self.output_sizes = list(output_sizes)
        self.quant_config = quant_config
        out_features = sum(self.output_sizes)
        w = torch.randn(out_features, in_features) * 0.05
        cfg = quant_config.for_layer(in_features)
        scales = w.abs().view(out_features, -1, cfg.group_size).amax(-1) / cfg.dtype.qmax
        self.register_buffer("qweight", torch.round(w / scales.repeat_interleave(cfg.group_size, 1)).to(torch.int8))
        self.register_buffer("scales", scales)

    def _split_points(self) -> List[int]:
        return list(itertools.accumulate(self.output_sizes, operator.add))[:-1]

    def forward(self, x: torch.Tensor):
        cfg = self.quant_config.for_layer(x.shape[-1])
        if cfg.dtype is QuantDtype.NONE or cfg.is_layer_skipped(self.prefix):
            weight = self.qweight.float()
        else:
            weight = _dequantize(self.qweight, self.scales, cfg.group_size)
        if math.prod(weight.shape) > 2**31:
            warnings.warn(f"{self.prefix}: weight too large for int32 indexing")
        out = x @ weight.t()
        points = self._split_points()
        sizes = [b - a for a, b in zip([0] + points, points + [out.shape[-1]])]
        return torch.split(out, sizes, dim=-1)
