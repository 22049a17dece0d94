from typing import List, Optional, Tuple

import torch

from .platform_utils import cpu_has_amx_support

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


def per_token_group_quant_fp8(
    x: torch.Tensor, group_size: int, eps: float = 1e-10
) -> Tuple[torch.Tensor, torch.Tensor]:
    assert x.shape[-1] % group_size == 0, "hidden size must be divisible by group_size"
    x_grouped = x.reshape(*x.shape[:-1], x.shape[-1] // group_size, group_size)
    amax = x_grouped.abs().amax(dim=-1, keepdim=True).clamp(min=eps)
    x_s = amax / FP8_MAX
    x_q = (x_grouped / x_s).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return x_q.reshape(x.shape), x_s.squeeze(-1)


def _expand_block_scale(scale: torch.Tensor, block_n: int, block_k: int) -> torch.Tensor:
    # [N/bn, K/bk] -> [N, K]
    return scale.repeat_interleave(block_n, dim=0).repeat_interleave(block_k, dim=1)


def w8a8_block_fp8_matmul_torch(
    a_q: torch.Tensor,
    a_s: torch.Tensor,
    w_q: torch.Tensor,
    w_s: torch.Tensor,
    block_size: List[int],
    output_dtype: torch.dtype,
) -> torch.Tensor:
    block_n, block_k = block_size
    a = a_q.to(torch.float32) * a_s.repeat_interleave(block_k, dim=-1)
    w = w_q.to(torch.float32) * _expand_block_scale(w_s, block_n, block_k)
    return torch.matmul(a, w.t()).to(output_dtype)


def _dispatch_cpu_block_gemm(x: torch.Tensor) -> bool:
    return x.device.type == "cpu" and cpu_has_amx_support()


def apply_w8a8_block_fp8_linear(
    input: torch.Tensor,
    weight: torch.Tensor,
    block_size: List[int],
    weight_scale: torch.Tensor,
    input_scale: Optional[torch.Tensor] = None,
    bias: Optional[torch.Tensor] = None,
) -> torch.Tensor:
    assert input_scale is None, "block fp8 only supports dynamic activation scales"
    input_2d = input.reshape(-1, input.shape[-1])
    output_shape = [*input.shape[:-1], weight.shape[0]]

    if _dispatch_cpu_block_gemm(input_2d):
        output = torch.ops.sgl_kernel.fp8_scaled_mm_cpu(
            input_2d, weight, weight_scale, block_size, bias, input.dtype, True
        )
        return output.reshape(output_shape)

    q_input, x_scale = per_token_group_quant_fp8(input_2d, block_size[1])
    output = w8a8_block_fp8_matmul_torch(
        q_input, x_scale, weight, weight_scale, block_size, input.dtype
    )
    if bias is not None:
        output = output + bias
    return output.reshape(output_shape)
