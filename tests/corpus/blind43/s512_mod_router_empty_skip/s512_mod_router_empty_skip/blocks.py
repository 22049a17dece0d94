import torch
import torch.nn as nn
import torch.nn.functional as F

from .router import ThresholdTokenRouter


class MLPBlock(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.ln = nn.LayerNorm(hidden_size)
        self.fc1 = nn.Linear(hidden_size, intermediate_size)
        self.fc2 = nn.Linear(intermediate_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(F.gelu(self.fc1(self.ln(x)), approximate="tanh"))


class MoDBlock(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, threshold: float):
        super().__init__()
        self.router = ThresholdTokenRouter(hidden_size, threshold)
        self.block = MLPBlock(hidden_size, intermediate_size)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        routed = self.router.select(hidden)
        if routed is None:
            return hidden
        sub = hidden.index_select(0, routed.indices)
        update = self.block(sub) * routed.weights
        return hidden.index_add(0, routed.indices, update)
