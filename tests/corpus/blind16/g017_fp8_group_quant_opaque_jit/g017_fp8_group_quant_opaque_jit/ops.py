from typing import Tuple

import torch

from .jit_loader import load_group_quant_module

FP8_MAX = torch.finfo(torch.float8_e4m3fn).max


@torch.library.custom_op("corpus_g017::per_token_group_quant_fp8", mutates_args=())
def _per_token_group_quant_fp8(x: torch.Tensor, group_size: int, eps: float) -> Tuple[torch.Tensor, torch.Tensor]:
    module = load_group_quant_module()
    return module.quant(x, group_size, eps, FP8_MAX)


@_per_token_group_quant_fp8.register_fake
def _(x, group_size, eps):
    q = torch.empty_like(x, dtype=torch.float8_e4m3fn)
    s = x.new_empty((x.shape[0], x.shape[1] // group_size), dtype=torch.float32)
    return q, s


def per_token_group_quant_fp8(x: torch.Tensor, group_size: int = 4, eps: float = 1e-10):
    assert x.shape[-1] % group_size == 0, "last dim must be divisible by group_size"
    return _per_token_group_quant_fp8(x.contiguous(), group_size, eps)
