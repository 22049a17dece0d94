import torch
import torch.nn as nn

from .attention import SelfAttention


class EncoderLayer(nn.Module):
    def __init__(self, hidden: int, num_heads: int):
        super().__init__()
        self.norm1 = nn.LayerNorm(hidden)
        self.attn = SelfAttention(hidden, num_heads)
        self.norm2 = nn.LayerNorm(hidden)
        self.ffn = nn.Sequential(nn.Linear(hidden, 2 * hidden), nn.GELU(), nn.Linear(2 * hidden, hidden))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.norm1(x))
        return x + self.ffn(self.norm2(x))


class Encoder(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList([EncoderLayer(hidden, num_heads) for _ in range(num_layers)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x


encoder = Encoder().eval()
encode = torch.compile(encoder.forward, fullgraph=True)
