from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, auto
from typing import Optional

import torch


class ForwardMode(IntEnum):
    EXTEND = auto()
    DECODE = auto()
    MIXED = auto()
    IDLE = auto()

    def is_extend(self) -> bool:
        return self in (ForwardMode.EXTEND, ForwardMode.MIXED)

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE


@dataclass
class ForwardBatch:
    """Batch bookkeeping shared by every layer of one forward pass."""

    forward_mode: ForwardMode
    batch_size: int
    seq_lens: torch.Tensor
    extend_seq_lens: torch.Tensor
    extend_prefix_lens: torch.Tensor
    # MLA chunked prefix cache: the cached prefix is attended in chunks of
    # at most ``prefix_chunk_capacity`` tokens per request.
    prefix_chunk_capacity: int = 4
    num_prefix_chunks: Optional[int] = None
    prefix_chunk_starts: Optional[torch.Tensor] = None
    prefix_chunk_seq_lens: Optional[torch.Tensor] = None

    @property
    def extend_start_loc(self) -> torch.Tensor:
        return torch.cumsum(self.extend_seq_lens, dim=0) - self.extend_seq_lens

    def get_max_chunk_capacity(self) -> int:
        return self.prefix_chunk_capacity

    def prepare_chunked_prefix_cache_info(self, device: torch.device) -> None:
        if self.num_prefix_chunks is not None:
            return
        chunk_capacity = self.get_max_chunk_capacity()
        max_prefix_len = int(self.extend_prefix_lens.max().item())
        if max_prefix_len == 0:
            self.num_prefix_chunks = 0
            return
        self.num_prefix_chunks = (max_prefix_len + chunk_capacity - 1) // chunk_capacity
        chunk_ids = torch.arange(self.num_prefix_chunks, device=device)
        self.prefix_chunk_starts = (chunk_ids * chunk_capacity)[:, None].expand(-1, self.batch_size)
        remaining = self.extend_prefix_lens[None, :] - self.prefix_chunk_starts
        self.prefix_chunk_seq_lens = remaining.clamp(min=0, max=chunk_capacity)

    def get_prefix_chunk_seq_lens(self, chunk_idx: int) -> torch.Tensor:
        assert self.prefix_chunk_seq_lens is not None
        return self.prefix_chunk_seq_lens[chunk_idx]
