import torch
from torch import nn

from . import packing


class Int4Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, group_size: int = 4):
        super().__init__()
        self.in_features = in_features
        self.group_size = group_size
        n_groups = in_features // group_size
        q = torch.randint(0, 16, (out_features, in_features))
        z = torch.full((out_features, n_groups), 8)
        self.register_buffer("qweight", packing.pack_int4(q))
        self.register_buffer("scales", torch.rand(out_features, n_groups) * 0.05)
        self.zeros = packing.ZeroPointTable(packing.pack_int4(z), group_size)

    def dequant_weight(self) -> torch.Tensor:
        q = packing.unpack_int4(self.qweight).float()
        zeros = self.zeros.expand(self.in_features)
        scales = self.scales.repeat_interleave(self.group_size, dim=1)
        return (q - zeros) * scales

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x @ self.dequant_weight().t()


class QuantMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.up = Int4Linear(hidden, inter)
        self.down = Int4Linear(inter, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(torch.relu(self.up(x)))


class Runner:
    def __init__(self, model: nn.Module):
        self.model = model

    def forward_decode(self, hidden: torch.Tensor) -> torch.Tensor:
        return self.model(hidden)


def build_runner() -> Runner:
    return Runner(QuantMLP())


runner = build_runner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
