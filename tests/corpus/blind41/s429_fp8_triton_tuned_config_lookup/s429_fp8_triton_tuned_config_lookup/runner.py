import torch
from torch import nn

from .block_fp8 import BlockFp8Linear


class DenseBlock(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.fc1 = BlockFp8Linear(hidden, 4 * hidden)
        self.fc2 = BlockFp8Linear(4 * hidden, hidden)

    def forward(self, x):
        return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.norm(x)), approximate="tanh"))


class PrefillRunner:
    def __init__(self):
        torch.manual_seed(0)
        self.blocks = nn.ModuleList([DenseBlock() for _ in range(2)])

    @torch.inference_mode()
    def run_prefill(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for blk in self.blocks:
            hidden_states = blk(hidden_states)
        return hidden_states


_runner = PrefillRunner()
prefill = torch.compile(_runner.run_prefill, fullgraph=True)
