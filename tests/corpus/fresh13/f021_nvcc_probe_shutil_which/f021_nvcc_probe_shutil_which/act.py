import torch
import torch.nn.functional as F
from torch import nn

from .build_env import TOOLKIT


class GeluAndMul(nn.Module):
    def __init__(self, approximate: str = "tanh"):
        super().__init__()
        self.approximate = approximate
        self._jit_ok = None

    def _use_jit_kernel(self) -> bool:
        if self._jit_ok is None:
            self._jit_ok = TOOLKIT.can_jit()
        return self._jit_ok

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        if self._use_jit_kernel() and x.is_cuda:
            return torch.ops.fresh_act.gelu_and_mul(x)
        return F.gelu(x[..., :d], approximate=self.approximate) * x[..., d:]


compiled_act = torch.compile(GeluAndMul(), fullgraph=True)
