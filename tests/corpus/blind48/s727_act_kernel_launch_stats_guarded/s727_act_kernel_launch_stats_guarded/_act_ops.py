"""Activation kernels registered under torch.ops.blind48_s727 (CPU reference build)."""
import math

import torch


@torch.library.custom_op("blind48_s727::gelu_tanh_and_mul", mutates_args=("out",))
def gelu_tanh_and_mul_kernel(out: torch.Tensor, input: torch.Tensor) -> None:
    d = input.shape[-1] // 2
    x, y = input[..., :d], input[..., d:]
    inner = math.sqrt(2.0 / math.pi) * (x + 0.044715 * x.pow(3))
    out.copy_(0.5 * x * (1.0 + torch.tanh(inner)) * y)
