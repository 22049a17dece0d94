import torch

from .profiling import named, trace_range

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max
MIN_SCALING_FACTOR = 1.0 / (FP8_MAX * 512.0)


@named("static_scaled_fp8_quant")
def static_scaled_fp8_quant(x: torch.Tensor, scale: float) -> torch.Tensor:
    return (x * (1.0 / scale)).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)


@trace_range("dynamic_scaled_fp8_quant")
@named("dynamic_scaled_fp8_quant")
def dynamic_scaled_fp8_quant(x: torch.Tensor):
    amax = x.abs().max().item()
    scale = amax / FP8_MAX
    if scale < MIN_SCALING_FACTOR:
        scale = MIN_SCALING_FACTOR
    return static_scaled_fp8_quant(x, scale), scale


def make_input_quantizer(activation_scheme: str, static_scale: float = 1.0):
    if activation_scheme == "static":
        def quant_static(x):
            return static_scaled_fp8_quant(x, static_scale), static_scale

        return quant_static

    def quant_dynamic(x):
        return dynamic_scaled_fp8_quant(x)

    return quant_dynamic
