import torch
import torch.nn as nn
import torch.nn.functional as F

from . import envs
from .logger import init_logger

logger = init_logger(__name__)


class WanRMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.float().pow(2).mean(-1, keepdim=True)
        return (x.float() * torch.rsqrt(var + self.eps)).type_as(x) * self.weight


class WanSelfAttention(nn.Module):
    def __init__(self, dim: int, num_heads: int, eps: float):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.to_q = nn.Linear(dim, dim)
        self.to_k = nn.Linear(dim, dim)
        self.to_v = nn.Linear(dim, dim)
        self.to_out = nn.Linear(dim, dim)
        self.norm_q = WanRMSNorm(dim, eps)
        self.norm_k = WanRMSNorm(dim, eps)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, d = x.shape
        q = self.norm_q(self.to_q(x)).view(b, s, self.num_heads, self.head_dim).transpose(1, 2)
        k = self.norm_k(self.to_k(x)).view(b, s, self.num_heads, self.head_dim).transpose(1, 2)
        v = self.to_v(x).view(b, s, self.num_heads, self.head_dim).transpose(1, 2)
        out = F.scaled_dot_product_attention(q, k, v)
        return self.to_out(out.transpose(1, 2).reshape(b, s, d))


class WanTransformerBlock(nn.Module):
    def __init__(self, dim: int = 8, ffn_dim: int = 16, num_heads: int = 2):
        super().__init__()
        eps = envs.SGLANG_DIFFUSION_NORM_EPS
        self.norm1 = nn.LayerNorm(dim, eps, elementwise_affine=False)
        self.norm2 = nn.LayerNorm(dim, eps, elementwise_affine=False)
        self.attn1 = WanSelfAttention(dim, num_heads, eps)
        self.ffn = nn.Sequential(
            nn.Linear(dim, ffn_dim), nn.GELU(approximate="tanh"), nn.Linear(ffn_dim, dim)
        )
        self.scale_shift_table = nn.Parameter(torch.randn(1, 6, dim) / dim**0.5)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor, temb: torch.Tensor) -> torch.Tensor:
        orig_dtype = hidden_states.dtype
        e = (self.scale_shift_table + temb.float()).chunk(6, dim=1)
        shift_msa, scale_msa, gate_msa, c_shift_msa, c_scale_msa, c_gate_msa = e

        if envs.SGLANG_DIFFUSION_DEBUG_MODULATION:
            logger.info(
                "modulation: |shift|=%.4f |scale|=%.4f |gate|=%.4f",
                shift_msa.abs().max().item(),
                scale_msa.abs().max().item(),
                gate_msa.abs().max().item(),
            )

        norm_hs = (self.norm1(hidden_states.float()) * (1 + scale_msa) + shift_msa).to(orig_dtype)
        attn_out = self.attn1(norm_hs)
        hidden_states = (hidden_states.float() + attn_out * gate_msa).to(orig_dtype)

        norm_hs = (self.norm2(hidden_states.float()) * (1 + c_scale_msa) + c_shift_msa).to(orig_dtype)
        ff_out = self.ffn(norm_hs)
        return (hidden_states.float() + ff_out.float() * c_gate_msa).to(orig_dtype)
