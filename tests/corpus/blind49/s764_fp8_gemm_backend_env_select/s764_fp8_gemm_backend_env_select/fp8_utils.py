from typing import Optional

import torch

from . import envs

FP8 = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8).max


def scaled_fp8_quant(x: torch.Tensor, scale: Optional[torch.Tensor] = None, use_per_token_if_dynamic: bool = False):
    if scale is None:
        if use_per_token_if_dynamic:
            scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12) / FP8_MAX
        else:
            scale = (x.abs().amax() / FP8_MAX).clamp(min=1e-12).reshape(1, 1)
    return (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8), scale


def _torch_scaled_mm_per_tensor(a, b, a_scale, b_scale, out_dtype):
    return (a.to(out_dtype) @ b.to(out_dtype)) * a_scale * b_scale


@torch.compiler.disable
def _dequant_matmul_reference(a, b, a_scale, b_scale, out_dtype):
    a_f = a.to(torch.float32) * a_scale
    b_f = b.to(torch.float32) * b_scale
    return (a_f @ b_f).to(out_dtype)


def _resolve_backend(per_token: bool) -> str:
    backend = envs.CORPUS_FP8_GEMM_BACKEND
    if backend != "auto":
        return backend
    if torch.cuda.is_available() and torch.cuda.get_device_capability() >= (8, 9):
        return "scaled_mm"
    return "reference" if per_token else "torch"


class Fp8LinearOp:
    def __init__(self, act_quant_static: bool = False):
        self.act_quant_static = act_quant_static
        self.per_token = envs.CORPUS_FP8_PER_TOKEN_ACT and not act_quant_static
        self.backend = _resolve_backend(self.per_token)

    def apply(self, x: torch.Tensor, weight: torch.Tensor, weight_scale: torch.Tensor,
              input_scale: Optional[torch.Tensor] = None) -> torch.Tensor:
        out_dtype = x.dtype
        x_q, x_scale = scaled_fp8_quant(x, input_scale, use_per_token_if_dynamic=self.per_token)
        if self.backend == "torch":
            return _torch_scaled_mm_per_tensor(x_q, weight, x_scale, weight_scale, out_dtype)
        if self.backend == "scaled_mm":
            return torch._scaled_mm(x_q, weight, scale_a=x_scale, scale_b=weight_scale, out_dtype=out_dtype)
        return _dequant_matmul_reference(x_q, weight, x_scale, weight_scale, out_dtype)
