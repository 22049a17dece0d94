import torch
import torch.nn as nn

from .attention import TorchNativeAttention


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class TinyDecoderLayer(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 1):
        super().__init__()
        head_dim = hidden_size // num_heads
        self.input_layernorm = RMSNorm(hidden_size)
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.attn = TorchNativeAttention(num_heads, head_dim)
        self.hidden_size = hidden_size

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        q, k, v = self.qkv_proj(hidden_states).split(self.hidden_size, dim=-1)
        attn_out = self.attn(q, k, v)
        return residual + self.o_proj(attn_out)


compiled_layer = torch.compile(TinyDecoderLayer(), fullgraph=True)
