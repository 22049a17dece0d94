import subprocess

import torch
import torch.nn.functional as F


def _torch_silu_mul(x: torch.Tensor) -> torch.Tensor:
    a, b = x.chunk(2, dim=-1)
    return F.silu(a) * b


def _aiter_silu_mul(x: torch.Tensor) -> torch.Tensor:
    # ROCm path: check the aiter build matches the runtime before dispatching
    arch = subprocess.check_output(["rocminfo"], text=True)
    if "gfx942" not in arch:
        raise RuntimeError("aiter kernels need MI300")
    return _torch_silu_mul(x)


def _gelu_mul(x: torch.Tensor) -> torch.Tensor:
    a, b = x.chunk(2, dim=-1)
    return F.gelu(a, approximate="tanh") * b


ACTIVATION_KERNELS = {
    "torch_silu_mul": _torch_silu_mul,
    "aiter_silu_mul": _aiter_silu_mul,
    "gelu_mul": _gelu_mul,
}


def get_kernel(name: str):
    try:
        return ACTIVATION_KERNELS[name]
    except KeyError:
        raise ValueError(f"unknown activation kernel {name!r}") from None
