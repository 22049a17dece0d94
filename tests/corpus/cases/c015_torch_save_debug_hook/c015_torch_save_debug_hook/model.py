import torch
from torch import nn

from .tensor_dump import TensorDumper


class DecoderLayer(nn.Module):
    dumper: TensorDumper

    def __init__(self):
        super().__init__()
        self.input_norm = nn.RMSNorm(8)
        self.mlp = nn.Sequential(nn.Linear(8, 16), nn.SiLU(), nn.Linear(16, 8))
        self.dumper = TensorDumper()

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        residual = hidden
        hidden = self.mlp(self.input_norm(hidden))
        self.dumper.dump("mlp_out", hidden)
        return residual + hidden


compiled_model = torch.compile(DecoderLayer(), fullgraph=True)
