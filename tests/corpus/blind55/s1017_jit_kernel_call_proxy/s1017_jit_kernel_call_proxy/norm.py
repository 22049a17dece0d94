from typing import Optional, Tuple

import torch

from .jit import KernelOp, gen_norm_module

_norm_spec = gen_norm_module()
_rmsnorm = KernelOp(_norm_spec, "rmsnorm")
_fused_add_rmsnorm = KernelOp(_norm_spec, "fused_add_rmsnorm")


def rmsnorm(input: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6, out: Optional[torch.Tensor] = None):
    result = _rmsnorm(input, weight, eps)
    if out is not None:
        out.copy_(result)
        return out
    return result


def fused_add_rmsnorm(input: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6) -> None:
    _fused_add_rmsnorm(input, residual, weight, eps)


def post_attention_norm(
    hidden_states: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor
) -> Tuple[torch.Tensor, torch.Tensor]:
    hidden_states = hidden_states.clone()
    residual = residual.clone()
    fused_add_rmsnorm(hidden_states, residual, weight, eps=1e-5)
    return hidden_states, residual


post_attention_norm_compiled = torch.compile(post_attention_norm, fullgraph=True)
