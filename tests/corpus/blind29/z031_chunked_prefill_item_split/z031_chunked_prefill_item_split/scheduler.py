"""Splits a batch of prompts into prefill chunks."""
import math

import torch

from .config import ChunkedPrefillConfig


class ChunkPlanner:
    def __init__(self, cfg: ChunkedPrefillConfig):
        self.cfg = cfg

    def _longest(self, seq_lens: torch.Tensor) -> int:
        # Longest prompt in the batch decides how many chunks we need.
        return int(seq_lens.max().item())

    def num_chunks(self, seq_lens: torch.Tensor) -> int:
        longest = self.cfg.round_up(self._longest(seq_lens))
        n = math.ceil(longest / self.cfg.max_chunk_tokens)
        return min(n, self.cfg.max_num_chunks)

    def chunk_bounds(self, seq_lens: torch.Tensor):
        step = self.cfg.max_chunk_tokens
        return [(i * step, (i + 1) * step) for i in range(self.num_chunks(seq_lens))]
