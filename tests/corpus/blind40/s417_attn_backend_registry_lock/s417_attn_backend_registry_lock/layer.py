import torch
from torch import nn

from .registry import get_backend_instance


class GQAAttention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, num_kv_heads: int, backend: str = "torch_sdpa"):
        super().__init__()
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = hidden_size // num_heads
        self.backend_name = backend
        self.q_proj = nn.Linear(hidden_size, num_heads * self.head_dim, bias=False)
        self.kv_proj = nn.Linear(hidden_size, 2 * num_kv_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(num_heads * self.head_dim, hidden_size, bias=False)

    @property
    def attn_backend(self):
        return get_backend_instance(self.backend_name, self.num_heads, self.num_kv_heads, self.head_dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq, _ = x.shape
        q = self.q_proj(x).view(bsz, seq, self.num_heads, self.head_dim).transpose(1, 2)
        k, v = self.kv_proj(x).view(bsz, seq, 2, self.num_kv_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        out = self.attn_backend.forward(q, k, v, causal=True)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, seq, -1))


_layer = GQAAttention(hidden_size=8, num_heads=4, num_kv_heads=2)


@torch.compile(fullgraph=True)
def attention_block(x: torch.Tensor) -> torch.Tensor:
    return x + _layer(x)
