"""Weight-only int4 (group-wise, symmetric) quant method."""
from __future__ import annotations

import torch
from torch import nn

from .weight_utils import default_weight_loader, set_weight_attrs


def pack_int4(q: torch.Tensor) -> torch.Tensor:
    """[N, K] int8 in [-8, 7] -> [N, K // 2] uint8, low nibble first."""
    u = (q + 8).to(torch.uint8)
    return u[:, 0::2] | (u[:, 1::2] << 4)


def unpack_int4(packed: torch.Tensor) -> torch.Tensor:
    lo = (packed & 0xF).to(torch.int8) - 8
    hi = (packed >> 4).to(torch.int8) - 8
    return torch.stack((lo, hi), dim=-1).flatten(-2)


class Int4WeightOnlyMethod:
    def __init__(self, group_size: int = 4) -> None:
        self.group_size = group_size

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        qweight = nn.Parameter(torch.zeros(out_features, in_features, dtype=torch.int8), requires_grad=False)
        scales = nn.Parameter(torch.ones(out_features, in_features // self.group_size), requires_grad=False)
        set_weight_attrs(qweight, {"weight_loader": default_weight_loader, "packed": False})
        set_weight_attrs(scales, {"weight_loader": default_weight_loader})
        layer.register_parameter("qweight", qweight)
        layer.register_parameter("scales", scales)
        layer._int4_repacked = False

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        packed = pack_int4(layer.qweight.data)
        layer.qweight = nn.Parameter(packed, requires_grad=False)
        layer._int4_repacked = True

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        # Checkpoints restored through load_state_dict() skip the model
        # loader's post-load pass; repack on first use instead.
        if not layer._int4_repacked:
            self.process_weights_after_loading(layer)
        w = unpack_int4(layer.qweight).float()
        w = w * layer.scales.repeat_interleave(self.group_size, dim=1)
        return x @ w.t()
