import torch
from torch import nn

from .selector import get_attn_backend


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Linear(8, 24)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        attn_fn = get_attn_backend()
        return attn_fn(q, k, v)


compiled = torch.compile(Attention(), fullgraph=True)
