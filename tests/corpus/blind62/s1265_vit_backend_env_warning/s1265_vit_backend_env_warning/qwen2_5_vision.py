from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .attn_selector import _Backend, get_vit_attn_backend


class Qwen2_5_VisionAttention(nn.Module):
    def __init__(self, embed_dim: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = embed_dim // num_heads
        self.qkv = nn.Linear(embed_dim, 3 * embed_dim)
        self.proj = nn.Linear(embed_dim, embed_dim)
        self._attn_backend: Optional[_Backend] = None

    @property
    def attn_backend(self) -> _Backend:
        if self._attn_backend is None:
            self._attn_backend = get_vit_attn_backend(self.head_dim, self.qkv.weight.dtype)
        return self._attn_backend

    def _sdpa(self, q, k, v, cu_seqlens: torch.Tensor) -> torch.Tensor:
        seq_len = q.shape[0]
        seg = torch.searchsorted(cu_seqlens[1:], torch.arange(seq_len, device=q.device), right=True)
        mask = seg[:, None] == seg[None, :]
        q, k, v = (t.transpose(0, 1) for t in (q, k, v))
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask).transpose(0, 1)

    def forward(self, x: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        seq_len = x.shape[0]
        q, k, v = self.qkv(x).view(seq_len, 3, self.num_heads, self.head_dim).unbind(1)
        if self.attn_backend == _Backend.TORCH_SDPA:
            out = self._sdpa(q, k, v, cu_seqlens)
        else:
            raise NotImplementedError(f"{self.attn_backend} is not wired up for this encoder")
        return self.proj(out.reshape(seq_len, -1))


class Qwen2_5_VisionBlock(nn.Module):
    def __init__(self, dim: int, num_heads: int, mlp_hidden_dim: int):
        super().__init__()
        self.norm1 = nn.RMSNorm(dim, eps=1e-6)
        self.norm2 = nn.RMSNorm(dim, eps=1e-6)
        self.attn = Qwen2_5_VisionAttention(dim, num_heads)
        self.gate_up_proj = nn.Linear(dim, 2 * mlp_hidden_dim)
        self.down_proj = nn.Linear(mlp_hidden_dim, dim)

    def forward(self, x: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.norm1(x), cu_seqlens)
        gate, up = self.gate_up_proj(self.norm2(x)).chunk(2, dim=-1)
        return x + self.down_proj(F.silu(gate) * up)


class Qwen2_5_VisionTransformer(nn.Module):
    def __init__(self, in_dim: int = 24, dim: int = 16, depth: int = 2, num_heads: int = 2):
        super().__init__()
        self.patch_embed = nn.Linear(in_dim, dim, bias=False)
        self.blocks = nn.ModuleList([Qwen2_5_VisionBlock(dim, num_heads, 2 * dim) for _ in range(depth)])
        self.merger_ln = nn.RMSNorm(dim, eps=1e-6)

    def forward(self, pixel_values: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        hidden_states = self.patch_embed(pixel_values)
        for blk in self.blocks:
            hidden_states = blk(hidden_states, cu_seqlens)
        return self.merger_ln(hidden_states)


visual = Qwen2_5_VisionTransformer()
visual_forward = torch.compile(visual.forward, fullgraph=True)
