"""FP8 block-quantized linear method."""
from __future__ import annotations

import torch
from torch import nn

from .fp8_utils import per_token_group_quant_fp8, quant_weight_block_fp8, w8a8_block_fp8_matmul_ref


class LinearMethodBase:
    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        raise NotImplementedError

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
        raise NotImplementedError


class Fp8BlockLinearMethod(LinearMethodBase):
    def __init__(self, quant_config):
        self.quant_config = quant_config
        self.block_size = quant_config.weight_block_size

    def create_weights(self, layer, in_features, out_features):
        master = torch.randn(out_features, in_features) * 0.05
        w_q, w_scale = quant_weight_block_fp8(master, self.block_size)
        layer.weight = nn.Parameter(w_q, requires_grad=False)
        layer.weight_scale_inv = nn.Parameter(w_scale, requires_grad=False)

    def apply(self, layer, x, bias=None):
        x_q, x_scale = per_token_group_quant_fp8(x, group_size=self.block_size[1])
        out = w8a8_block_fp8_matmul_ref(x_q, layer.weight, x_scale, layer.weight_scale_inv, self.block_size)
        if bias is not None:
            out = out + bias
        return out
