import random

import torch
from torch import nn


class LayerDropEncoder(nn.Module):
    """wav2vec2 / HuBERT style LayerDrop: skip whole layers at random while training."""

    def __init__(self, d: int = 8, n_layers: int = 3, layerdrop: float = 0.1) -> None:
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(d, d) for _ in range(n_layers))
        self.layerdrop = layerdrop

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            if self.training and random.random() < self.layerdrop:
                continue
            x = x + torch.tanh(layer(x))
        return x


encoder = LayerDropEncoder()
encode = torch.compile(encoder, fullgraph=True)
