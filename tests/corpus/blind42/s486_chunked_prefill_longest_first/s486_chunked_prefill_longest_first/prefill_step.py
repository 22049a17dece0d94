from __future__ import annotations

import torch

from .prefill_batch import PrefillChunk
from .schedule_policy import ChunkedPrefillPacker

CHUNKED_PREFILL_SIZE = 6
packer = ChunkedPrefillPacker(CHUNKED_PREFILL_SIZE, policy="longest_first")
rotary_inv_freq = 1.0 / (10000 ** (torch.arange(0, 8, 2).float() / 8))


@torch.compile(fullgraph=True, dynamic=False)
def prefill_chunk_positions(hidden_states: torch.Tensor, extend_seq_lens: torch.Tensor, prefix_lens: torch.Tensor) -> torch.Tensor:
    chunk_lens = packer.plan(extend_seq_lens.tolist())
    chunk = PrefillChunk.from_plan(chunk_lens, prefix_lens)
    positions = chunk.positions(hidden_states.shape[0])
    freqs = positions[:, None].float() * rotary_inv_freq[None, :]
    cos, sin = freqs.cos(), freqs.sin()
    x1, x2 = hidden_states[:, 0::2], hidden_states[:, 1::2]
    return torch.cat([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1)
