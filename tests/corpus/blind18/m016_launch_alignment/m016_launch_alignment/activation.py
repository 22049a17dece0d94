import os

import torch
from torch import nn

from . import kernels  # noqa: F401
from .launch import launch

_USE_NATIVE = os.environ.get("CORPUS_NATIVE_ACT", "0") == "1"


class SiluAndMul(nn.Module):
    kernel_name = "silu_and_mul"

    def __init__(self):
        super().__init__()
        self._forward_method = self.forward_native if _USE_NATIVE else self.forward_kernel

    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return torch.nn.functional.silu(x[..., :d]) * x[..., d:]

    def forward_kernel(self, x: torch.Tensor) -> torch.Tensor:
        out = torch.empty(x.shape[:-1] + (x.shape[-1] // 2,), dtype=x.dtype, device=x.device)
        return launch(self.kernel_name, out, x)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self._forward_method(x)


class GeluAndMul(SiluAndMul):
    kernel_name = "gelu_and_mul"

    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return torch.nn.functional.gelu(x[..., :d], approximate="tanh") * x[..., d:]


_act = SiluAndMul()


@torch.compile(fullgraph=True, dynamic=False)
def act_step(gate_up: torch.Tensor) -> torch.Tensor:
    return _act(gate_up)
