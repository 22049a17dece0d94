import torch
from torch import nn

from . import sp_ops


class SequenceParallelMLP(nn.Module):
    """Megatron-style MLP: gather along sequence -> column/row linear -> reduce-scatter."""

    def __init__(self, hidden=16, ffn=48):
        super().__init__()
        self.fc1 = nn.Linear(hidden, ffn, bias=False)
        self.fc2 = nn.Linear(ffn, hidden, bias=False)

    def forward(self, x):
        full = sp_ops.gather_from_sequence_parallel_region(x)
        h = self.fc2(nn.functional.gelu(self.fc1(full), approximate="tanh"))
        return sp_ops.reduce_scatter_to_sequence_parallel_region(h)


class SPBlock(nn.Module):
    def __init__(self, hidden=16):
        super().__init__()
        self.ln = nn.LayerNorm(hidden)
        self.mlp = SequenceParallelMLP(hidden)

    def forward(self, x):
        return x + self.mlp(self.ln(x))


compiled_block = torch.compile(SPBlock(), fullgraph=True)
