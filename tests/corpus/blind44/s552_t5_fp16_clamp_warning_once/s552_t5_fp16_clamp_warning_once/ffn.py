import torch
import torch.nn.functional as F

from .numerics import clamp_fp16_overflow

COMPUTE_DTYPE = torch.float16


def _layer_norm_t5(x: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    variance = x.to(torch.float32).pow(2).mean(-1, keepdim=True)
    x = x * torch.rsqrt(variance + eps)
    return weight * x.to(weight.dtype)


@torch.compile(fullgraph=True)
def t5_gated_ffn(hidden_states, ln_weight, wi_0, wi_1, wo):
    """T5 v1.1 ``T5LayerFF`` forward (gated-gelu) with half-precision compute."""
    residual = hidden_states
    x = _layer_norm_t5(hidden_states, ln_weight).to(COMPUTE_DTYPE)
    hidden_gelu = F.gelu(F.linear(x, wi_0.to(COMPUTE_DTYPE)), approximate="tanh")
    hidden_linear = F.linear(x, wi_1.to(COMPUTE_DTYPE))
    x = hidden_gelu * hidden_linear
    x = F.linear(x, wo.to(COMPUTE_DTYPE))
    x = clamp_fp16_overflow(x, "encoder.block.0.layer.1.DenseReluDense")
    return residual + x.to(residual.dtype)
