import torch
from torch import nn

from .rotary import VideoMRope


class Qwen3VLStyleAttention(nn.Module):
    def __init__(self, hidden=16, heads=2):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.qkv_proj = nn.Linear(hidden, 3 * hidden, bias=True)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.rotary_emb = VideoMRope(self.head_dim)

    @torch.compile(fullgraph=True)
    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).view(n, 3, self.heads, self.head_dim).unbind(1)
        q, k = self.rotary_emb(positions, q, k)
        attn = torch.einsum("qhd,khd->hqk", q, k).mul(self.head_dim ** -0.5).softmax(-1)
        out = torch.einsum("hqk,khd->qhd", attn, v).reshape(n, -1)
        return self.o_proj(out)
