import torch
import torch.nn as nn
import torch.nn.functional as F

from .kernels import NORM_IMPLS


class ModulatedNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6, impl: str = "fused"):
        super().__init__()
        self.eps = eps
        self.impl = NORM_IMPLS[impl]

    def forward(self, x, scale, shift):
        return self.impl(x, scale, shift, self.eps)


class SingleStreamBlock(nn.Module):
    """Flux-style single-stream block: parallel attention + MLP from one projection."""

    def __init__(self, dim: int = 32, heads: int = 4, mlp_ratio: float = 2.0, impl: str = "fused"):
        super().__init__()
        self.heads = heads
        self.mlp_hidden = int(dim * mlp_ratio)
        self.mod = nn.Linear(dim, 3 * dim)
        self.pre_norm = ModulatedNorm(dim, impl=impl)
        self.linear1 = nn.Linear(dim, 3 * dim + self.mlp_hidden)
        self.linear2 = nn.Linear(dim + self.mlp_hidden, dim)

    def forward(self, x: torch.Tensor, vec: torch.Tensor) -> torch.Tensor:
        shift, scale, gate = self.mod(F.silu(vec))[:, None].chunk(3, dim=-1)
        h = self.pre_norm(x, scale, shift)
        qkv, mlp = torch.split(self.linear1(h), [3 * x.shape[-1], self.mlp_hidden], dim=-1)
        B, N, _ = qkv.shape
        q, k, v = qkv.view(B, N, 3, self.heads, -1).permute(2, 0, 3, 1, 4)
        attn = F.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(B, N, -1)
        out = self.linear2(torch.cat([attn, F.gelu(mlp, approximate="tanh")], dim=-1))
        return x + gate * out
