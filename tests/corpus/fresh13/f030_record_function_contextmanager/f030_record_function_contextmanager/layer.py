import torch
from torch import nn

from .profiler import maybe_record_function


class QKVParallelLinear(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2):
        super().__init__()
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.num_heads = num_heads

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        with maybe_record_function("qkv_proj"):
            q, k, v = self.qkv(x).chunk(3, dim=-1)
        with maybe_record_function("attn"):
            attn = torch.softmax(q @ k.transpose(-1, -2), dim=-1)
            out = attn @ v
        return out


compiled_layer = torch.compile(QKVParallelLinear(), fullgraph=True)
