from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch

from .config import CacheConfig

PAD_SLOT_ID = -1


@dataclass
class PrefillMetadata:
    num_prefill_tokens: int
    seq_lens: torch.Tensor
    query_start_loc: torch.Tensor
    slot_mapping: torch.Tensor
    block_tables: Optional[torch.Tensor] = None


class PrefillMetadataBuilder:
    """Turns per-request sequence lengths into the flat slot mapping used by
    the cache-write kernel.  Requests own contiguous runs of blocks taken from
    the block table."""

    def __init__(self, cache_config: CacheConfig, max_num_seqs: int = 8):
        self.cache_config = cache_config
        self.max_num_seqs = max_num_seqs
        blocks_per_seq = cache_config.num_blocks // max_num_seqs
        self.block_tables = torch.arange(cache_config.num_blocks, dtype=torch.int64).view(
            max_num_seqs, blocks_per_seq
        )

    def _query_start_loc(self, seq_lens: torch.Tensor) -> torch.Tensor:
        zero = seq_lens.new_zeros(1)
        return torch.cat([zero, torch.cumsum(seq_lens, dim=0)])

    def _slots_for_request(self, req_idx: int, seq_len: int) -> list[int]:
        bs = self.cache_config.block_size
        table = self.block_tables[req_idx]
        slots = []
        for pos in range(seq_len):
            block = table[pos // bs]
            slots.append(block * bs + pos % bs)
        return slots

    def _build_slot_mapping(self, seq_lens: torch.Tensor, num_tokens: int) -> torch.Tensor:
        slots: list = []
        for req_idx, n in enumerate(seq_lens.tolist()):
            if n == 0:
                # padded request slot in a cuda-graph batch: nothing to write
                continue
            slots.extend(self._slots_for_request(req_idx, n))
        slots.extend([PAD_SLOT_ID] * (num_tokens - len(slots)))
        return torch.tensor(slots, dtype=torch.int64)

    def build(self, seq_lens: torch.Tensor, num_tokens: int) -> PrefillMetadata:
        return PrefillMetadata(
            num_prefill_tokens=num_tokens,
            seq_lens=seq_lens,
            query_start_loc=self._query_start_loc(seq_lens),
            slot_mapping=self._build_slot_mapping(seq_lens, num_tokens),
            block_tables=self.block_tables[: seq_lens.shape[0]],
        )
