import warnings

import torch
from torch import nn

from .utils import _under_trace


class Int8WeightOnlyLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int) -> None:
        super().__init__()
        w = torch.randn(out_features, in_features) * 0.05
        scale = w.abs().amax(dim=1) / 127.0
        self.register_buffer("weight", torch.round(w / scale[:, None]).to(torch.int8))
        self.register_buffer("weight_scale", scale)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not _under_trace(self.weight_scale) and (self.weight_scale == 0).all():
            warnings.warn("weight_scale is all zeros: the checkpoint probably lacks *.weight_scale tensors")
        w = self.weight.to(x.dtype) * self.weight_scale[:, None]
        return x @ w.t()


proj = Int8WeightOnlyLinear(16, 8)
proj_compiled = torch.compile(proj, fullgraph=True)
