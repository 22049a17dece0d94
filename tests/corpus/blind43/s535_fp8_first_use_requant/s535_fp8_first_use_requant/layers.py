import torch
from torch import nn

from . import quant_methods  # noqa: F401  (registers the methods)
from .registry import get_quant_method


class QKVParallelLinear(nn.Module):
    def __init__(self, hidden_size: int, head_dim: int, num_heads: int, num_kv_heads: int,
                 quant_method: str = "unquantized", block_size: int = 4):
        super().__init__()
        self.q_size = num_heads * head_dim
        self.kv_size = num_kv_heads * head_dim
        out = self.q_size + 2 * self.kv_size
        self.weight = nn.Parameter(torch.randn(out, hidden_size) * 0.05, requires_grad=False)
        self.bias = None
        self.block_size = block_size
        self.fp8_ready = False
        self.quant_method = get_quant_method(quant_method)()

    def forward(self, x: torch.Tensor):
        qkv = self.quant_method.apply(self, x)
        return qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)


qkv_proj = QKVParallelLinear(hidden_size=8, head_dim=4, num_heads=2, num_kv_heads=1,
                             quant_method="fp8_online")


def attention_prologue(hidden_states: torch.Tensor) -> torch.Tensor:
    q, k, v = qkv_proj(hidden_states)
    scores = (q.view(-1, 2, 4) * k.view(-1, 1, 4)).sum(-1) * 0.5
    return torch.cat([scores, v], dim=-1)


step = torch.compile(attention_prologue, fullgraph=True)
