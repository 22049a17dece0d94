from dataclasses import dataclass

import torch
from torch import nn

from .packing import PACK_FACTOR, pack_awq_int4

try:  # fused CUDA dequant shipped with the serving kernels wheel
    from sgl_kernel import awq_dequantize
except ImportError:  # CPU / dev installs
    from .packing import awq_dequantize_torch as awq_dequantize


@dataclass
class AWQConfig:
    weight_bits: int = 4
    group_size: int = 4
    zero_point: bool = True

    @property
    def pack_factor(self) -> int:
        return 32 // self.weight_bits


class AWQLinearMethod:
    def __init__(self, quant_config: AWQConfig):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        g = self.quant_config.group_size
        q = torch.randint(0, 16, (in_features, out_features), dtype=torch.int32)
        z = torch.full((in_features // g, out_features), 8, dtype=torch.int32)
        layer.register_buffer("qweight", pack_awq_int4(q))
        layer.register_buffer("qzeros", pack_awq_int4(z))
        layer.register_buffer("scales", torch.rand(in_features // g, out_features) * 0.02)

    def _dequantize(self, layer: nn.Module) -> torch.Tensor:
        return awq_dequantize(layer.qweight, layer.scales, layer.qzeros, self.quant_config.group_size)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor:
        out_shape = x.shape[:-1] + (layer.qweight.shape[-1] * PACK_FACTOR,)
        w = self._dequantize(layer)
        out = torch.matmul(x.reshape(-1, x.shape[-1]), w)
        if bias is not None:
            out = out + bias
        return out.reshape(out_shape)


class AWQLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config: AWQConfig, bias: bool = False):
        super().__init__()
        self.quant_method = AWQLinearMethod(quant_config)
        self.quant_method.create_weights(self, in_features, out_features)
        self.bias = nn.Parameter(torch.zeros(out_features)) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)
