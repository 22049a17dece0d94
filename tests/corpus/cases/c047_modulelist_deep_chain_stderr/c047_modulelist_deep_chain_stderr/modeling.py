import torch
from torch import nn

from .attention import Attention


class DecoderLayer(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(hidden)
        self.self_attn = Attention(hidden)

    def forward(self, positions, x):
        return x + self.self_attn(positions, self.input_layernorm(x))


class Model(nn.Module):
    def __init__(self, hidden: int = 8, layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(hidden) for _ in range(layers))
        self.norm = nn.LayerNorm(hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        positions = torch.arange(x.shape[0])
        for layer in self.layers:
            x = layer(positions, x)
        return self.norm(x)


compiled_model = torch.compile(Model(), fullgraph=True)
