import torch
from torch import nn

from . import collectives


class RowParallelLinear(nn.Module):
    def __init__(self, in_features, out_features, tp_size=1):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features // tp_size) * 0.02)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x):
        out = collectives.all_reduce(x @ self.weight.t())
        return out + self.bias


class ColumnParallelLinear(nn.Module):
    def __init__(self, in_features, out_features, tp_size=1):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features // tp_size, in_features) * 0.02)

    def forward(self, x):
        return x @ self.weight.t()


class GatedMLP(nn.Module):
    def __init__(self, hidden=16, ffn=32):
        super().__init__()
        self.gate_up = ColumnParallelLinear(hidden, 2 * ffn)
        self.down = RowParallelLinear(ffn, hidden)

    def forward(self, x):
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(nn.functional.silu(gate) * up)


class DecoderLayer(nn.Module):
    def __init__(self, hidden=16):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.mlp = GatedMLP(hidden)

    def forward(self, hidden_states):
        return hidden_states + self.mlp(self.norm(hidden_states))


compiled_layer = torch.compile(DecoderLayer(), fullgraph=True)
