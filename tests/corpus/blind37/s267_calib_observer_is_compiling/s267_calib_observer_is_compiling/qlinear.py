import torch
from torch import nn

from .observers import MinMaxObserver


def fake_quant(x: torch.Tensor, scale: torch.Tensor, qmax: int = 127) -> torch.Tensor:
    return torch.clamp(torch.round(x / scale), -qmax, qmax) * scale


class StaticQuantLinear(nn.Module):
    def __init__(self, name: str, in_features: int, out_features: int):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.act_observer = MinMaxObserver(f"{name}.input")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scale = self.act_observer(x)
        return self.linear(fake_quant(x, scale))


class StaticQuantMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.fc1 = StaticQuantLinear("mlp.fc1", hidden, inter)
        self.fc2 = StaticQuantLinear("mlp.fc2", inter, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(torch.relu(self.fc1(x)))


model = StaticQuantMLP()
serve_forward = torch.compile(model.forward, fullgraph=True)
