import torch
from torch import nn

from .parallel_state import get_tensor_model_parallel_world_size, get_tp_state


class VocabParallelEmbeddingHead(nn.Module):
    """Output head split along vocab; logits are gathered on the last dim."""

    def __init__(self, hidden=16, vocab=64):
        super().__init__()
        tp = get_tp_state().tp_size
        self.weight = nn.Parameter(torch.randn(vocab // tp, hidden) * 0.02)

    def _gather_logits(self, logits):
        if get_tensor_model_parallel_world_size() == 1:
            return logits
        raise NotImplementedError


class ParallelHead(VocabParallelEmbeddingHead):
    def forward(self, hidden):
        logits = hidden @ self.weight.t()
        return self._gather_logits(logits)


_norm = nn.LayerNorm(16)
_head = ParallelHead()


@torch.compile(fullgraph=True, dynamic=False)
def tp_layer_forward(hidden: torch.Tensor) -> torch.Tensor:
    logits = _head(_norm(hidden))
    return torch.log_softmax(logits.float(), dim=-1)
