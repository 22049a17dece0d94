import torch
from torch import nn

from . import ops


def _pack_codes(codes: torch.Tensor) -> torch.Tensor:
    codes = codes.to(torch.uint8)
    return (codes[:, 0::2] << 4) | codes[:, 1::2]


class NF4Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, block: int = 4):
        super().__init__()
        self.block = block
        codes = torch.randint(0, 16, (out_features, in_features))
        self.register_buffer("packed", _pack_codes(codes))
        self.register_buffer("absmax", torch.rand(out_features, in_features // block) * 0.1)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        w = ops.nf4_dequant(self.packed, self.absmax, self.block)
        return torch.nn.functional.linear(x, w, self.bias)


class QLoRAMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, rank: int = 2):
        super().__init__()
        self.base_up = NF4Linear(hidden, inter)
        self.base_down = NF4Linear(inter, hidden)
        self.lora_a = nn.Parameter(torch.randn(rank, hidden) * 0.01)
        self.lora_b = nn.Parameter(torch.zeros(inter, rank))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.base_up(x) + (x @ self.lora_a.t()) @ self.lora_b.t()
        return self.base_down(torch.nn.functional.silu(h))


qlora = QLoRAMLP()


@torch.compile(fullgraph=True)
def train_step_forward(x: torch.Tensor) -> torch.Tensor:
    return qlora(x).pow(2).mean()
