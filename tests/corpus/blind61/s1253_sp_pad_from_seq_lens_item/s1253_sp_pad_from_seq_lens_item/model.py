import torch
import torch.nn as nn

from .forward_batch_info import ForwardBatch
from .sp_utils import pad_for_sequence_parallel, scatter_for_sequence_parallel


class LayerNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-5):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size, eps=eps)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(x)


class SequenceParallelBlock(nn.Module):
    def __init__(self, hidden_size: int = 8):
        super().__init__()
        self.input_layernorm = LayerNorm(hidden_size)
        self.fc1 = nn.Linear(hidden_size, 4 * hidden_size)
        self.fc2 = nn.Linear(4 * hidden_size, hidden_size)

    @torch.compile(fullgraph=True)
    def forward_sp(self, hidden_states: torch.Tensor, forward_batch: ForwardBatch) -> torch.Tensor:
        hidden_states = pad_for_sequence_parallel(hidden_states, forward_batch)
        local = scatter_for_sequence_parallel(hidden_states)
        local = self.input_layernorm(local)
        return local + self.fc2(torch.nn.functional.gelu(self.fc1(local)))
