import torch
import torch.nn as nn

from .profiles import DepthProfileStore


class ResidualMLP(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.fc1 = nn.Linear(hidden, hidden * 2)
        self.fc2 = nn.Linear(hidden * 2, hidden)

    def forward(self, x):
        return x + self.fc2(torch.relu(self.fc1(x)))


class AdaptiveDepthRunner(nn.Module):
    """Runs a prefix of the layer stack chosen by the serving tier."""

    def __init__(self, hidden=8, max_layers=4, tier="balanced", store=None):
        super().__init__()
        self.layers = nn.ModuleList([ResidualMLP(hidden) for _ in range(max_layers)])
        self.tier = tier
        self.store = store or DepthProfileStore()

    def active_depth(self) -> int:
        return min(self.store.depth_for(self.tier), len(self.layers))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        depth = self.active_depth()
        for layer in self.layers[:depth]:
            x = layer(x)
        return x


runner = AdaptiveDepthRunner()
run_tier = torch.compile(runner.forward, fullgraph=True)
