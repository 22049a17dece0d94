import torch
import torch.nn as nn

from .layers import DecoderLayer, RMSNorm
from .naming import add_prefix


class MiniCPMStyleModel(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16,
                 num_hidden_layers: int = 2, scale_depth: float = 1.4, prefix: str = "model"):
        super().__init__()
        self.layers = nn.ModuleList(
            DecoderLayer(
                hidden_size,
                intermediate_size,
                scale_depth,
                num_hidden_layers,
                prefix=add_prefix(f"layers.{i}", prefix),
            )
            for i in range(num_hidden_layers)
        )
        self.norm = RMSNorm(hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)


_model = MiniCPMStyleModel()


@torch.compile(fullgraph=True)
def model_forward(hidden_states: torch.Tensor) -> torch.Tensor:
    return _model(hidden_states)
