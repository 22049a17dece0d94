import torch
from torch import nn
from torch.nn import Parameter

from .base import LinearMethodBase

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


def per_tensor_quantize(w: torch.Tensor):
    scale = w.abs().amax().clamp(min=1e-12) / FP8_MAX
    q = (w / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return q, scale.reshape(1)


class Fp8Config:
    activation_scheme = "dynamic"
    is_checkpoint_fp8_serialized = True

    def get_quant_method(self, layer: nn.Module, prefix: str):
        return Fp8LinearMethod(self)


class Fp8LinearMethod(LinearMethodBase):
    def __init__(self, quant_config: Fp8Config):
        self.quant_config = quant_config

    def create_weights(self, layer, input_size, output_size, params_dtype=torch.float32):
        w = torch.randn(output_size, input_size, dtype=params_dtype)
        qweight, scale = per_tensor_quantize(w)
        layer.weight = Parameter(qweight, requires_grad=False)
        layer.weight_scale = Parameter(scale, requires_grad=False)
        layer.input_scale = None

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        weight = layer.weight.data
        layer.weight = Parameter(weight.t(), requires_grad=False)
        layer.weight_scale = Parameter(layer.weight_scale.data.max().reshape(1), requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor:
        self.maybe_process_weights(layer)
        w = layer.weight.to(x.dtype) * layer.weight_scale
        out = torch.mm(x, w)
        if bias is not None:
            out = out + bias
        return out
