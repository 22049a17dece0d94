from typing import Any, Dict

import torch
from torch import nn

from .fused_moe_native import grouped_gemm_wna16


class MoeWNA16Config:
    def __init__(self, weight_bits: int = 4, group_size: int = 4, linear_quant_method: str = "gptq") -> None:
        self.weight_bits = weight_bits
        self.group_size = group_size
        self.linear_quant_method = linear_quant_method

    @classmethod
    def from_config(cls, config: Dict[str, Any]) -> "MoeWNA16Config":
        return cls(config.get("bits", 4), config.get("group_size", 128), config.get("quant_method", "gptq"))


class MoeWNA16Method:
    def __init__(self, quant_config: MoeWNA16Config) -> None:
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, num_experts: int, hidden_size: int, intermediate_size: int) -> None:
        gs = self.quant_config.group_size
        g = torch.Generator().manual_seed(11)
        layer.w13_qweight = nn.Parameter(
            torch.randint(0, 16, (num_experts, 2 * intermediate_size, hidden_size), generator=g, dtype=torch.int8),
            requires_grad=False,
        )
        layer.w2_qweight = nn.Parameter(
            torch.randint(0, 16, (num_experts, hidden_size, intermediate_size), generator=g, dtype=torch.int8),
            requires_grad=False,
        )
        layer.w13_scales = nn.Parameter(
            torch.full((num_experts, 2 * intermediate_size, hidden_size // gs), 0.01), requires_grad=False
        )
        layer.w2_scales = nn.Parameter(
            torch.full((num_experts, hidden_size, intermediate_size // gs), 0.01), requires_grad=False
        )

    def apply(self, layer: nn.Module, x: torch.Tensor, topk_weights: torch.Tensor, topk_ids: torch.Tensor) -> torch.Tensor:
        return grouped_gemm_wna16(
            x,
            layer.w13_qweight,
            layer.w13_scales,
            layer.w2_qweight,
            layer.w2_scales,
            topk_weights,
            topk_ids,
            group_size=self.quant_config.group_size,
        )
