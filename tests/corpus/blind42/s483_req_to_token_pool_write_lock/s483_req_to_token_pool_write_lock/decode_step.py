from __future__ import annotations

import torch

from .forward_batch import DecodeForwardBatch

MAX_CONTEXT_LEN = 16


@torch.compile(fullgraph=True)
def decode_step(hidden_states: torch.Tensor, kv_buffer: torch.Tensor, forward_batch: DecodeForwardBatch) -> torch.Tensor:
    kv_buffer[forward_batch.out_cache_loc] = hidden_states
    forward_batch.commit_out_cache_loc()
    slots = forward_batch.kv_slots(MAX_CONTEXT_LEN)
    keys = kv_buffer[slots]
    scores = torch.einsum("bd,btd->bt", hidden_states, keys)
    valid = torch.arange(MAX_CONTEXT_LEN)[None, :] < forward_batch.seq_lens[:, None]
    scores = scores.masked_fill(~valid, float("-inf"))
    return torch.einsum("bt,btd->bd", torch.softmax(scores, dim=-1), keys)
