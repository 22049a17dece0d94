import torch
from torch import nn

from .jit import JitModuleCache, gen_jit_spec, load_module

_NORM_SPEC = gen_jit_spec(
    "norm",
    ["csrc/norm.cu", "csrc/flashinfer_norm_ops.cu"],
    extra_cuda_cflags=["-DFLASHINFER_ENABLE_BF16"],
)


def _rmsnorm_fallback(out, x, weight, eps):
    var = x.float().pow(2).mean(dim=-1, keepdim=True)
    out.copy_((x.float() * torch.rsqrt(var + eps)).to(x.dtype) * weight)


def _fused_add_rmsnorm_fallback(x, residual, weight, eps):
    residual.add_(x)
    var = residual.float().pow(2).mean(dim=-1, keepdim=True)
    x.copy_((residual.float() * torch.rsqrt(var + eps)).to(x.dtype) * weight)


JitModuleCache.get().register_fallback(
    "norm", rmsnorm=_rmsnorm_fallback, fused_add_rmsnorm=_fused_add_rmsnorm_fallback
)


def get_norm_module():
    return load_module(_NORM_SPEC)


def rmsnorm(x: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    out = torch.empty_like(x)
    get_norm_module().rmsnorm(out, x, weight, eps)
    return out


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return rmsnorm(x, self.weight, self.variance_epsilon)
