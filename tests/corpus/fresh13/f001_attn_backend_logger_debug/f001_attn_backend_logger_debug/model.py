import torch
from torch import nn

from .backend import SDPABackendImpl


class SelfAttention(nn.Module):
    def __init__(self, hidden: int = 16, num_heads: int = 2):
        super().__init__()
        self.qkv_proj = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.impl = SDPABackendImpl(num_heads, hidden // num_heads)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(x).chunk(3, dim=-1)
        return self.o_proj(self.impl.forward(q, k, v))


compiled_attn = torch.compile(SelfAttention(), fullgraph=True)
