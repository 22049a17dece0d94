from __future__ import annotations

import torch
from torch import nn

from .forward_batch import ForwardBatch


class TinyLM(nn.Module):
    def __init__(self, vocab_size: int = 32, hidden_size: int = 8):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, hidden_size)
        self.norm = nn.LayerNorm(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        h = self.embed(input_ids) + torch.sin(positions.float())[:, None]
        return self.lm_head(self.norm(h))


class ModelRunner:
    def __init__(self, model: nn.Module, max_context_len: int = 16):
        self.model = model
        self.max_context_len = max_context_len
        self.kv_cache = torch.zeros(64, 8)

    @torch.compile(fullgraph=True)
    def forward_decode(self, forward_batch: ForwardBatch) -> torch.Tensor:
        forward_batch.check_consistency(self.max_context_len)
        positions = (forward_batch.seq_lens - 1).clamp(min=0)
        logits = self.model(forward_batch.input_ids, positions)
        self.kv_cache[forward_batch.out_cache_loc] = logits[:, :8]
        forward_batch.record_step()
        return logits
