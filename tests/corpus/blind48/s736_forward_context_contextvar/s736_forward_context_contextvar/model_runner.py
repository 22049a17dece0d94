import torch
from torch import nn

from .attention import Attention


class TinyDecoder(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, num_layers: int = 2):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv = nn.ModuleList(nn.Linear(hidden_size, 3 * hidden_size) for _ in range(num_layers))
        self.attn = nn.ModuleList(Attention(num_heads, self.head_dim, i) for i in range(num_layers))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        t = x.shape[0]
        for qkv, attn in zip(self.qkv, self.attn):
            q, k, v = (y.view(t, self.num_heads, self.head_dim) for y in qkv(x).chunk(3, dim=-1))
            x = x + attn(q, k, v).reshape(t, -1)
        return x


class ModelRunner:
    def __init__(self):
        self.model = TinyDecoder()
        self.decode_step = 0

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
