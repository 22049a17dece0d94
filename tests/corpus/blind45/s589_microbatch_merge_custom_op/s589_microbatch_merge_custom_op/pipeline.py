import torch
import torch.nn.functional as F

from .micro_batching import split_microbatches
from .ops import pack_microbatches

HIDDEN = 8
torch.manual_seed(0)
_W1 = torch.randn(HIDDEN, 2 * HIDDEN) * 0.1
_W2 = torch.randn(2 * HIDDEN, HIDDEN) * 0.1


def _stage(x: torch.Tensor) -> torch.Tensor:
    return x + F.gelu(x @ _W1) @ _W2


def _forward_microbatched(
    hidden_states: torch.Tensor, microbatch_sizes: torch.Tensor, valid_lens: torch.Tensor
) -> torch.Tensor:
    chunks = split_microbatches(hidden_states, microbatch_sizes)
    outputs = [_stage(c) for c in chunks]
    return pack_microbatches(outputs, valid_lens)


forward_microbatched = torch.compile(_forward_microbatched, fullgraph=True)
