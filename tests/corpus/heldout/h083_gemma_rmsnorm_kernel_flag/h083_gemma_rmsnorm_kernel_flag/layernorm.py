import torch
from torch import nn

from ._ext import fused_rmsnorm


class RMSNorm(nn.Module):
    use_custom_kernel = True

    def __init__(self, hidden_size: int, eps: float = 1e-6) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def _norm_weight(self) -> torch.Tensor:
        return self.weight

    def forward_native(self, x: torch.Tensor) -> torch.Tensor:
        orig_dtype = x.dtype
        x = x.float()
        x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.variance_epsilon)
        return (x * self._norm_weight().float()).to(orig_dtype)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.use_custom_kernel:
            return fused_rmsnorm(x.contiguous(), self._norm_weight(), self.variance_epsilon)
        return self.forward_native(x)


class GemmaRMSNorm(RMSNorm):
    # Gemma stores weight - 1; the fused kernel expects the plain weight.
    use_custom_kernel = False

    def __init__(self, hidden_size: int, eps: float = 1e-6) -> None:
        super().__init__(hidden_size, eps)
        nn.init.zeros_(self.weight)

    def _norm_weight(self) -> torch.Tensor:
        return self.weight + 1.0
