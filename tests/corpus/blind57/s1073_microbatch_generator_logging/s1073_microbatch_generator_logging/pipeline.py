from typing import List

import torch
from torch import nn

from .micro_batch import MicroBatch, gather_micro_batches, iter_micro_batches


class FeedForward(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 4 * hidden_size, bias=False)
        self.down_proj = nn.Linear(2 * hidden_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(torch.nn.functional.silu(gate) * up)


class TwoBatchOverlapRunner(nn.Module):
    def __init__(self, hidden_size: int = 8, num_layers: int = 2, num_micro_batches: int = 2):
        super().__init__()
        self.num_micro_batches = num_micro_batches
        self.layers = nn.ModuleList(FeedForward(hidden_size) for _ in range(num_layers))

    def _forward_micro_batch(self, mb: MicroBatch) -> MicroBatch:
        h = mb.hidden_states
        for layer in self.layers:
            h = h + layer(h)
        return MicroBatch(mb.index, mb.start, mb.end, h)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        outputs: List[MicroBatch] = list(
            map(self._forward_micro_batch, iter_micro_batches(hidden_states, self.num_micro_batches))
        )
        return gather_micro_batches(outputs)


def build_runner() -> TwoBatchOverlapRunner:
    return TwoBatchOverlapRunner()


tbo_forward = torch.compile(build_runner().forward, fullgraph=True)
