import torch
from torch import nn

from .comm import P2PCommunicator


class MLPBlock(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(hidden, 4 * hidden)
        self.fc2 = nn.Linear(4 * hidden, hidden)

    def forward(self, x):
        return x + self.fc2(torch.nn.functional.gelu(self.fc1(x), approximate="tanh"))


class PPModelRunner:
    """Drives one pipeline stage: receive activations, run local layers, send them on."""

    def __init__(self, rank: int, world_size: int, hidden: int = 8, layers_per_stage: int = 2):
        self.comm = P2PCommunicator(rank, world_size)
        self.is_first = rank == 0
        self.is_last = rank == world_size - 1
        self.layers = nn.ModuleList(MLPBlock(hidden) for _ in range(layers_per_stage))

    def execute_stage(self, input_embeds: torch.Tensor) -> torch.Tensor:
        if self.is_first:
            hidden = input_embeds
        else:
            hidden = self.comm.recv(torch.empty_like(input_embeds))
        for layer in self.layers:
            hidden = layer(hidden)
        if not self.is_last:
            self.comm.send(hidden)
        return hidden


runner = PPModelRunner(rank=1, world_size=2)
execute = torch.compile(runner.execute_stage, fullgraph=True)
