from typing import List, Tuple

import torch

from .jit_loader import load_block_gemm_module
from .quant_config import FP8_DTYPE, FP8_MAX

_DTYPE_NAMES = {torch.float32: "fp32", torch.bfloat16: "bf16", torch.float16: "fp16"}


def per_token_group_quant_fp8(x: torch.Tensor, group_size: int, eps: float = 1e-10) -> Tuple[torch.Tensor, torch.Tensor]:
    m, k = x.shape
    x_g = x.view(m, k // group_size, group_size)
    amax = x_g.abs().amax(dim=-1, keepdim=True).clamp(min=eps)
    scale = amax / FP8_MAX
    x_q = (x_g / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return x_q.view(m, k), scale.squeeze(-1)


def w8a8_block_fp8_matmul(
    a_q: torch.Tensor,
    a_s: torch.Tensor,
    b_q: torch.Tensor,
    b_s: torch.Tensor,
    block_size: List[int],
    out_dtype: torch.dtype = torch.float32,
) -> torch.Tensor:
    block_n, block_k = block_size
    assert a_q.shape[-1] == b_q.shape[-1], "K mismatch"
    module = load_block_gemm_module(block_n, block_k, _DTYPE_NAMES[out_dtype])
    return module.gemm(a_q, a_s, b_q, b_s, out_dtype)
