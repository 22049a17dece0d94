import torch
from torch import nn

from .int8_gemm import per_token_quant_int8, w8a8_int8_scaled_mm


class W8A8Int8LinearMethod:
    """Quantised linear method: weights are stored as int8 with per-channel scales."""

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        w = torch.randn(output_size, input_size) * 0.1
        w_q, w_scale = per_token_quant_int8(w)
        layer.register_buffer("weight", w_q)
        layer.register_buffer("weight_scale", w_scale.view(-1))
        layer.bias = None

    @torch.compile(fullgraph=True)
    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        return w8a8_int8_scaled_mm(x, layer.weight, layer.weight_scale, layer.bias)


def make_layer(input_size: int = 8, output_size: int = 16):
    method = W8A8Int8LinearMethod()
    layer = nn.Module()
    method.create_weights(layer, input_size, output_size)
    return method, layer
