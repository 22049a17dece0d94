import torch
from torch import nn
from torch.profiler import record_function


class ProfiledDecoderLayer(nn.Module):
    def __init__(self, d: int = 8) -> None:
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.up = nn.Linear(d, 4 * d)
        self.down = nn.Linear(4 * d, d)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        with record_function("decoder_layer.mlp"):
            h = self.down(torch.relu(self.up(self.ln(x))))
        return x + h


layer = ProfiledDecoderLayer()
layer_fn = torch.compile(layer, fullgraph=True)
