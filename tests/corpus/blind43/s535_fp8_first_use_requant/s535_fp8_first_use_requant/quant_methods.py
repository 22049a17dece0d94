import torch
import torch.nn.functional as F

from .fp8_utils import dequantize_block_fp8, requantize_layer_on_first_use
from .registry import register_quant_method


class LinearMethodBase:
    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


@register_quant_method("unquantized")
class UnquantizedLinearMethod(LinearMethodBase):
    def apply(self, layer, x):
        return F.linear(x, layer.weight, layer.bias)


@register_quant_method("fp8_online")
class Fp8OnlineLinearMethod(LinearMethodBase):
    def apply(self, layer, x):
        if not layer.fp8_ready:
            requantize_layer_on_first_use(layer)
        w = dequantize_block_fp8(layer.weight_fp8, layer.weight_scale_inv, layer.block_size)
        return F.linear(x, w.to(x.dtype), layer.bias)
