"""int8 quantization ops, registered with torch.library."""
from typing import Tuple

import torch

INT8_MIN, INT8_MAX = -128, 127


@torch.library.custom_op("corpus_g013::dynamic_scaled_int8_quant", mutates_args=())
def dynamic_scaled_int8_quant(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / INT8_MAX
    q = torch.round(x / scale).clamp(INT8_MIN, INT8_MAX).to(torch.int8)
    return q, scale


@dynamic_scaled_int8_quant.register_fake
def _(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    return torch.empty_like(x, dtype=torch.int8), x.new_empty(x.shape[:-1] + (1,))


@torch.library.custom_op("corpus_g013::static_scaled_int8_quant", mutates_args=())
def static_scaled_int8_quant(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    return torch.round(x / scale).clamp(INT8_MIN, INT8_MAX).to(torch.int8)


@torch.library.custom_op("corpus_g013::int8_scaled_mm", mutates_args=())
def int8_scaled_mm(a: torch.Tensor, b: torch.Tensor, a_scale: torch.Tensor, b_scale: torch.Tensor) -> torch.Tensor:
    acc = a.to(torch.int32) @ b.to(torch.int32).t()
    return acc.float() * a_scale * b_scale.t()


@int8_scaled_mm.register_fake
def _(a, b, a_scale, b_scale):
    return a.new_empty((a.shape[0], b.shape[0]), dtype=torch.float32)
