import logging
from dataclasses import dataclass

import torch

logger = logging.getLogger(__name__)

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


@dataclass
class Fp8Config:
    activation_scheme: str = "dynamic"
    weight_block_size: tuple | None = None
    check_overflow: bool = True

    def get_quant_method(self, layer):
        return Fp8LinearMethod(self)


def scaled_fp8_quant(x: torch.Tensor, scale: torch.Tensor | None = None):
    if scale is None:
        amax = x.abs().amax().clamp(min=1e-12)
        scale = (amax / FP8_MAX).to(torch.float32)
    q = (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return q, scale


class Fp8LinearMethod:
    def __init__(self, quant_config: Fp8Config):
        self.quant_config = quant_config
        self._overflow_events = 0

    def create_weights(self, layer: torch.nn.Module, in_features: int, out_features: int):
        w = torch.randn(out_features, in_features) * 0.05
        qweight, wscale = scaled_fp8_quant(w)
        layer.register_buffer("weight", qweight)
        layer.register_buffer("weight_scale", wscale)

    def _report_saturation(self, x: torch.Tensor, x_scale: torch.Tensor) -> None:
        saturated = int(((x / x_scale).abs() >= FP8_MAX).sum().item())
        if saturated:
            self._overflow_events += 1
            logger.warning("fp8 activation saturation: %d elements", saturated)

    def apply(self, layer: torch.nn.Module, x: torch.Tensor, bias: torch.Tensor | None = None):
        if self.quant_config.activation_scheme == "static":
            x_q, x_scale = scaled_fp8_quant(x, layer.input_scale)
        else:
            x_q, x_scale = scaled_fp8_quant(x)
        if self.quant_config.check_overflow and not torch.compiler.is_compiling():
            self._report_saturation(x, x_scale)
        out = (x_q.to(torch.float32) * x_scale) @ (layer.weight.to(torch.float32) * layer.weight_scale).t()
        if bias is not None:
            out = out + bias
        return out.to(x.dtype)
