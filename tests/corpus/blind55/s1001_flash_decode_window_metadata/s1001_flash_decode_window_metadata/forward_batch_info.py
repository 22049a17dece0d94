from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Optional

import torch


class ForwardMode(enum.IntEnum):
    EXTEND = enum.auto()
    DECODE = enum.auto()
    MIXED = enum.auto()
    IDLE = enum.auto()

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE

    def is_extend(self) -> bool:
        return self in (ForwardMode.EXTEND, ForwardMode.MIXED)


@dataclass
class ForwardBatch:
    """Per-step batch description handed from the scheduler to the model runner."""

    forward_mode: ForwardMode
    batch_size: int
    input_ids: torch.Tensor
    req_pool_indices: torch.Tensor
    seq_lens: torch.Tensor
    positions: torch.Tensor
    seq_lens_sum: Optional[int] = None
    seq_lens_cpu: Optional[torch.Tensor] = None
    attn_backend: Optional[object] = None

    @classmethod
    def init_decode(
        cls,
        input_ids: torch.Tensor,
        req_pool_indices: torch.Tensor,
        seq_lens: torch.Tensor,
        attn_backend=None,
    ) -> "ForwardBatch":
        positions = (seq_lens - 1).to(torch.int64)
        return cls(
            forward_mode=ForwardMode.DECODE,
            batch_size=input_ids.shape[0],
            input_ids=input_ids,
            req_pool_indices=req_pool_indices,
            seq_lens=seq_lens,
            positions=positions,
            attn_backend=attn_backend,
        )
