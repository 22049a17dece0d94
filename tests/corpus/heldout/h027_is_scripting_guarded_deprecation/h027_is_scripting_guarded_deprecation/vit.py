import torch
from torch import nn

from .functional import scaled_dot_attention


class PatchAttention(nn.Module):
    def __init__(self, dim: int = 8, heads: int = 2) -> None:
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(dim, dim * 3)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, n, c = x.shape
        qkv = self.qkv(x).reshape(b, n, 3, self.heads, c // self.heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv.unbind(0)
        x = scaled_dot_attention(q, k, v)
        return self.proj(x.transpose(1, 2).reshape(b, n, c))


patch_attn = PatchAttention()
patch_attn_compiled = torch.compile(patch_attn, fullgraph=True)
