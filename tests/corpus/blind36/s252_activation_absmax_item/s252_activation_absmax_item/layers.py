import torch
import torch.nn as nn

from .observers import ObserverRegistry

_REGISTRY = ObserverRegistry()


class ObservedLinear(nn.Linear):
    def __init__(self, name, in_features, out_features):
        super().__init__(in_features, out_features)
        self.observer = _REGISTRY.get(name)

    def forward(self, x):
        self.observer.observe(x)
        return super().forward(x)


class CalibratedMLP(nn.Module):
    def __init__(self, dim=8, hidden=16):
        super().__init__()
        self.gate = ObservedLinear("mlp.gate", dim, hidden)
        self.up = ObservedLinear("mlp.up", dim, hidden)
        self.down = ObservedLinear("mlp.down", hidden, dim)

    def forward(self, x):
        return self.down(torch.nn.functional.silu(self.gate(x)) * self.up(x))


_mlp = CalibratedMLP()


@torch.compile(fullgraph=True)
def calibrated_forward(x):
    return _mlp(x)
