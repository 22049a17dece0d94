import torch
from torch import nn

from . import envs


class RMSNorm(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden))

    def forward_native(self, x: torch.Tensor, residual: torch.Tensor | None = None):
        orig_dtype = x.dtype
        if envs.get_env("FRESH_RMSNORM_FP32_ACC"):
            x = x.float()
        if residual is not None:
            x = x + residual.to(x.dtype)
            residual = x.to(orig_dtype)
        var = x.pow(2).mean(dim=-1, keepdim=True)
        x = x * torch.rsqrt(var + envs.get_env("FRESH_RMSNORM_EPS"))
        out = (x * self.weight).to(orig_dtype)
        return out if residual is None else (out, residual)

    def forward(self, x, residual=None):
        return self.forward_native(x, residual)


compiled_norm = torch.compile(RMSNorm(16), fullgraph=True)
