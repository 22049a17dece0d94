from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, auto
from typing import Optional

import torch


class ForwardMode(IntEnum):
    EXTEND = auto()
    DECODE = auto()
    IDLE = auto()

    def is_extend(self) -> bool:
        return self == ForwardMode.EXTEND

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE


@dataclass
class ForwardBatch:
    forward_mode: ForwardMode
    batch_size: int
    input_ids: torch.Tensor
    positions: torch.Tensor
    req_pool_indices: torch.Tensor
    seq_lens: torch.Tensor
    out_cache_loc: torch.Tensor
    extend_prefix_lens: Optional[torch.Tensor] = None
    extend_seq_lens: Optional[torch.Tensor] = None

    @property
    def num_tokens(self) -> int:
        return self.input_ids.shape[0]

    @classmethod
    def for_extend(
        cls,
        input_ids: torch.Tensor,
        req_pool_indices: torch.Tensor,
        prefix_lens: torch.Tensor,
        extend_lens: torch.Tensor,
        out_cache_loc: torch.Tensor,
    ) -> "ForwardBatch":
        seq_lens = prefix_lens + extend_lens
        positions = torch.cat(
            [torch.arange(int(p), int(s)) for p, s in zip(prefix_lens, seq_lens)]
        )
        return cls(
            forward_mode=ForwardMode.EXTEND,
            batch_size=req_pool_indices.shape[0],
            input_ids=input_ids,
            positions=positions,
            req_pool_indices=req_pool_indices,
            seq_lens=seq_lens,
            out_cache_loc=out_cache_loc,
            extend_prefix_lens=prefix_lens,
            extend_seq_lens=extend_lens,
        )
