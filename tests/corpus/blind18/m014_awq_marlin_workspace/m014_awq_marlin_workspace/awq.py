from dataclasses import dataclass

import torch
from torch import nn

from . import marlin_utils


@dataclass
class AWQConfig:
    weight_bits: int = 4
    group_size: int = 4
    zero_point: bool = True

    @property
    def pack_factor(self) -> int:
        return 32 // self.weight_bits


def apply_awq_linear(
    x: torch.Tensor,
    qweight: torch.Tensor,
    qzeros: torch.Tensor,
    scales: torch.Tensor,
    group_size: int,
    out_features: int,
) -> torch.Tensor:
    workspace = marlin_utils.marlin_make_workspace(out_features, x.device)
    w = marlin_utils.unpack_awq_int4(qweight).to(x.dtype)
    z = marlin_utils.unpack_awq_int4(qzeros).to(x.dtype)
    z = z.repeat_interleave(group_size, dim=0)
    s = scales.repeat_interleave(group_size, dim=0)
    w = (w - z) * s
    del workspace
    return x @ w


class AWQLinearMethod:
    def __init__(self, quant_config: AWQConfig):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        pf = self.quant_config.pack_factor
        groups = in_features // self.quant_config.group_size
        layer.qweight = nn.Parameter(
            torch.randint(0, 2**31 - 1, (in_features, out_features // pf), dtype=torch.int32), requires_grad=False
        )
        layer.qzeros = nn.Parameter(
            torch.randint(0, 2**31 - 1, (groups, out_features // pf), dtype=torch.int32), requires_grad=False
        )
        layer.scales = nn.Parameter(torch.rand(groups, out_features) * 0.01, requires_grad=False)
        layer.out_features = out_features

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
        out = apply_awq_linear(
            x, layer.qweight, layer.qzeros, layer.scales, self.quant_config.group_size, layer.out_features
        )
        return out if bias is None else out + bias
