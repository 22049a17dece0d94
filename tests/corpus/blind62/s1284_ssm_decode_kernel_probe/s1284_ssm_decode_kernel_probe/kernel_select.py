import functools
import os
from typing import Callable

import torch
import torch.nn.functional as F

from . import envs


def selective_state_update_ref(
    state: torch.Tensor,
    x: torch.Tensor,
    dt: torch.Tensor,
    A: torch.Tensor,
    B: torch.Tensor,
    C: torch.Tensor,
    D: torch.Tensor,
    dt_bias: torch.Tensor,
) -> torch.Tensor:
    """state: (batch, dim, dstate); x/dt: (batch, dim); B/C: (batch, dstate)."""
    dt = F.softplus(dt + dt_bias)
    dA = torch.exp(dt.unsqueeze(-1) * A)
    dB = dt.unsqueeze(-1) * B.unsqueeze(1)
    state.copy_(state * dA + dB * x.unsqueeze(-1))
    out = torch.einsum("bdn,bn->bd", state, C)
    return out + x * D


def selective_state_update_fused(state, x, dt, A, B, C, D, dt_bias):
    dt = F.softplus(dt + dt_bias).unsqueeze(-1)
    state.mul_(torch.exp(dt * A)).add_(dt * B.unsqueeze(1) * x.unsqueeze(-1))
    return (state * C.unsqueeze(1)).sum(-1) + x * D


@functools.lru_cache(maxsize=1)
def _fused_state_update_available() -> bool:
    if envs.get_bool_env("SGLANG_DISABLE_FUSED_SSM_UPDATE"):
        return False
    lib_path = os.path.join(envs.kernel_cache_dir(), "selective_state_update.so")
    return os.path.exists(lib_path)


def get_state_update_fn(is_decode: bool) -> Callable:
    if is_decode and _fused_state_update_available():
        return selective_state_update_fused
    return selective_state_update_ref
