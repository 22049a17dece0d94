import torch
from torch import nn

from ._warnings import warn_dtype_upcast


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6, dtype: torch.dtype = torch.float32) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size, dtype=dtype))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.dtype != self.weight.dtype:
            warn_dtype_upcast()
        orig_dtype = x.dtype
        x = x.float()
        x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return (x * self.weight.float()).to(orig_dtype)


final_norm = RMSNorm(8, dtype=torch.bfloat16)
final_norm_compiled = torch.compile(final_norm, fullgraph=True)
