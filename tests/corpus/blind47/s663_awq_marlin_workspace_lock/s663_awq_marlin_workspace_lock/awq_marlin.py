from dataclasses import dataclass

import torch
from torch import nn

from .marlin_utils import apply_awq_marlin_linear, pack_cols_awq


@dataclass(frozen=True)
class AWQMarlinConfig:
    weight_bits: int = 4
    group_size: int = 4
    zero_point: bool = True

    @property
    def pack_factor(self) -> int:
        return 32 // self.weight_bits


class AWQMarlinLinearMethod:
    def __init__(self, quant_config: AWQMarlinConfig):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        cfg = self.quant_config
        g = torch.Generator().manual_seed(1)
        q = torch.randint(0, 16, (input_size, output_size), generator=g, dtype=torch.int32)
        zp = torch.randint(6, 10, (input_size // cfg.group_size, output_size), generator=g, dtype=torch.int32)
        layer.qweight = nn.Parameter(pack_cols_awq(q), requires_grad=False)
        layer.qzeros = nn.Parameter(pack_cols_awq(zp), requires_grad=False)
        layer.scales = nn.Parameter(
            torch.rand(input_size // cfg.group_size, output_size, generator=g) * 0.02, requires_grad=False
        )
        layer.input_size_per_partition = input_size
        layer.output_size_per_partition = output_size

    def apply(self, layer: nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor:
        return apply_awq_marlin_linear(
            input=x,
            weight=layer.qweight,
            weight_scale=layer.scales,
            weight_zp=layer.qzeros,
            group_size=self.quant_config.group_size,
            output_size_per_partition=layer.output_size_per_partition,
            input_size_per_partition=layer.input_size_per_partition,
            bias=bias,
        )


class QKVParallelLinear(nn.Module):
    def __init__(self, hidden_size: int, head_dim: int, num_heads: int, num_kv_heads: int, quant_config):
        super().__init__()
        self.q_size = num_heads * head_dim
        self.kv_size = num_kv_heads * head_dim
        self.quant_method = AWQMarlinLinearMethod(quant_config)
        self.quant_method.create_weights(self, hidden_size, self.q_size + 2 * self.kv_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)
