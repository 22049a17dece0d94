"""Model-runner side: one wrapper per layer group, planned per forward batch."""
from __future__ import annotations

import torch
from torch import nn

from .wrapper import BatchPrefillRaggedWrapper


class ExtendRunner:
    def __init__(self, hidden: int, num_heads: int):
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv_proj = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.prefill_wrapper = BatchPrefillRaggedWrapper(num_heads, self.head_dim)

    def forward_extend(self, hidden_states: torch.Tensor, qo_indptr: torch.Tensor) -> torch.Tensor:
        tokens = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        shape = (tokens, self.num_heads, self.head_dim)
        self.prefill_wrapper.plan(qo_indptr)
        out = self.prefill_wrapper.run(q.reshape(shape), k.reshape(shape), v.reshape(shape))
        return self.o_proj(out.reshape(tokens, -1))


runner = ExtendRunner(hidden=8, num_heads=2)
forward_extend = torch.compile(runner.forward_extend, fullgraph=True)
