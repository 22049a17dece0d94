import torch
from torch import nn

from .gptq import GPTQLinear


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x):
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class QuantMLP(nn.Module):
    def __init__(self, hidden: int, inter: int, group_size: int):
        super().__init__()
        self.gate_up = GPTQLinear(hidden, 2 * inter, group_size)
        self.down = GPTQLinear(inter, hidden, group_size)

    def forward(self, x):
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(torch.nn.functional.silu(gate) * up)


class QuantDecoderBlock(nn.Module):
    def __init__(self, hidden: int, group_size: int):
        super().__init__()
        self.norm = RMSNorm(hidden)
        self.mlp = QuantMLP(hidden, 2 * group_size, group_size)

    @torch.compile(fullgraph=True)
    def forward(self, x):
        return x + self.mlp(self.norm(x))


def build_decoder(hidden: int = 12, group_size: int = 8) -> QuantDecoderBlock:
    return QuantDecoderBlock(hidden, group_size)
