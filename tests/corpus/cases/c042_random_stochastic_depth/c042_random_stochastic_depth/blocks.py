import torch
from torch import nn

from .regularize import drop_path


class ResidualBlock(nn.Module):
    def __init__(self, drop: float = 0.1):
        super().__init__()
        self.fc = nn.Linear(8, 8)
        self.drop = drop

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + drop_path(torch.relu(self.fc(x)), self.drop, self.training)


compiled = torch.compile(ResidualBlock(), fullgraph=True)
