import torch
from torch import nn

from . import kernels  # noqa: F401  (populates the registry)
from .kernel_registry import get_kernel


class _FusedActivationBase(nn.Module):
    op_name: str = ""

    def __init__(self, backend: str = "triton"):
        super().__init__()
        self.backend = backend

    def _run(self, x: torch.Tensor) -> torch.Tensor:
        out = x.new_empty(x.shape[:-1] + (x.shape[-1] // 2,))
        kernel = get_kernel(self.op_name, self.backend)
        return kernel(x, out)


class GeluTanhAndMul(_FusedActivationBase):
    op_name = "gelu_tanh_and_mul"

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self._run(x)


class GemmaMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden, 2 * inter, bias=False)
        self.down_proj = nn.Linear(inter, hidden, bias=False)
        self.act_fn = GeluTanhAndMul()

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(self.act_fn(self.gate_up_proj(x)))
