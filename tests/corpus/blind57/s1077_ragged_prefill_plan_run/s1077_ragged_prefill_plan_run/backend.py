import math

import torch
from torch import nn

from .wrapper import BatchRaggedPrefillWrapper


class RaggedAttentionBackend(nn.Module):
    def __init__(self, head_dim: int = 8, seq_lens=(3, 1)):
        super().__init__()
        self.head_dim = head_dim
        self.qkv_proj = nn.Linear(head_dim, 3 * head_dim, bias=False)
        self.o_proj = nn.Linear(head_dim, head_dim, bias=False)
        self.prefill_wrapper = BatchRaggedPrefillWrapper(tile_size=2)
        self.prefill_wrapper.plan(torch.tensor(seq_lens, dtype=torch.int32))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).split(self.head_dim, dim=-1)
        attn = self.prefill_wrapper.run(q, k, v, 1.0 / math.sqrt(self.head_dim))
        return self.o_proj(attn)


backend = RaggedAttentionBackend()


@torch.compile(fullgraph=True)
def forward_extend(hidden_states: torch.Tensor) -> torch.Tensor:
    return backend(hidden_states)
