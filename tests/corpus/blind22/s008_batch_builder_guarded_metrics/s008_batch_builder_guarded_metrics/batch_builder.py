"""Builds padded model inputs for one decode step."""
from __future__ import annotations

import bisect

import torch

from .kv_layout import block_size_for, compute_slot_mapping
from .metrics import StepStats

PAD_SLOT_ID = -1


class InputBatchBuilder:
    def __init__(self, capture_sizes: list[int], max_num_reqs: int, kv_dtype: str = "float16"):
        self.capture_sizes = sorted(capture_sizes)
        self.kv_dtype = kv_dtype
        # num_tokens -> padded size, precomputed once so the hot path is a list index
        self._pad_lookup = [0] * (max_num_reqs + 1)
        for n in range(1, max_num_reqs + 1):
            i = bisect.bisect_left(self.capture_sizes, n)
            self._pad_lookup[n] = self.capture_sizes[i] if i < len(self.capture_sizes) else n
        self.stats = StepStats()

    def padded_size(self, num_tokens: int) -> int:
        return self._pad_lookup[num_tokens]

    @torch.compile(fullgraph=True)
    def prepare_decode(
        self, input_ids: torch.Tensor, positions: torch.Tensor, block_table: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        num_tokens = input_ids.shape[0]
        padded = self.padded_size(num_tokens)
        block_size = block_size_for(self.kv_dtype)
        slots = compute_slot_mapping(block_table, positions, block_size)
        pad = padded - num_tokens
        if pad > 0:
            input_ids = torch.cat([input_ids, input_ids.new_zeros(pad)])
            positions = torch.cat([positions, positions.new_zeros(pad)])
            slots = torch.cat([slots, slots.new_full((pad,), PAD_SLOT_ID)])
        self.stats.observe_batch(num_tokens, padded)
        return input_ids, positions, slots


BUILDER = InputBatchBuilder(capture_sizes=[1, 2, 4, 8, 16], max_num_reqs=16)
