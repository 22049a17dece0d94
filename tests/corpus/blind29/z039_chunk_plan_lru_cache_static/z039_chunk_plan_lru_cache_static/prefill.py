import torch
import torch.nn as nn
import torch.nn.functional as F

from .planning import chunk_plan


class ChunkedPrefill(nn.Module):
    def __init__(self, dim: int = 8, chunk_size: int = 4):
        super().__init__()
        self.chunk_size = chunk_size
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)

    def _chunk_attn(self, q, k, v, end: int):
        # causal attention of this chunk's queries over everything so far
        k_ctx, v_ctx = k[:, :end], v[:, :end]
        start = end - q.shape[1]
        mask = torch.ones(q.shape[1], end, dtype=torch.bool).tril(diagonal=start)
        return F.scaled_dot_product_attention(q, k_ctx, v_ctx, attn_mask=mask)

    def plan_for(self, seq_len: int):
        plan = chunk_plan(seq_len, self.chunk_size)
        assert plan[-1][1] == seq_len, "chunk plan must cover the prompt"
        return plan

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        outs = []
        for start, end in self.plan_for(x.shape[1]):
            outs.append(self._chunk_attn(q[:, start:end], k, v, end))
        return self.out(torch.cat(outs, dim=1))


prefill_step = torch.compile(ChunkedPrefill(), fullgraph=True, dynamic=False)
