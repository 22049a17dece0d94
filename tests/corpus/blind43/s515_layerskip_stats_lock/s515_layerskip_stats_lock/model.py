import torch
import torch.nn as nn
import torch.nn.functional as F

from .base import SkippableLayerBase


class GatedSkipLayer(SkippableLayerBase):
    def __init__(self, layer_idx: int, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.skip_gate = nn.Linear(hidden_size, 1)
        self.norm = nn.LayerNorm(hidden_size)
        self.fc_in = nn.Linear(hidden_size, intermediate_size)
        self.fc_out = nn.Linear(intermediate_size, hidden_size)

    def compute_skip_mask(self, hidden: torch.Tensor) -> torch.Tensor:
        p_skip = torch.sigmoid(self.skip_gate(hidden)).squeeze(-1)
        return p_skip > self.skip_threshold

    def layer_body(self, hidden: torch.Tensor) -> torch.Tensor:
        return hidden + self.fc_out(F.gelu(self.fc_in(self.norm(hidden))))


class SkipGatedModel(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, num_layers: int = 4):
        super().__init__()
        self.layers = nn.ModuleList(
            GatedSkipLayer(i, hidden_size, intermediate_size) for i in range(num_layers)
        )
        self.final_norm = nn.LayerNorm(hidden_size)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden = layer(hidden)
        return self.final_norm(hidden)


compiled = torch.compile(SkipGatedModel(), fullgraph=True)
