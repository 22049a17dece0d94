from dataclasses import dataclass
from enum import IntEnum, auto
from typing import Optional

import torch


class ForwardMode(IntEnum):
    EXTEND = auto()
    DECODE = auto()
    IDLE = auto()

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE

    def is_extend(self) -> bool:
        return self == ForwardMode.EXTEND


@dataclass
class ForwardBatch:
    forward_mode: ForwardMode
    batch_size: int
    input_ids: torch.Tensor
    req_pool_indices: torch.Tensor
    seq_lens: torch.Tensor
    positions: Optional[torch.Tensor] = None
    seq_lens_cpu: Optional[torch.Tensor] = None
    seq_lens_sum: int = 0

    @classmethod
    def for_decode(cls, input_ids, req_pool_indices, seq_lens) -> "ForwardBatch":
        batch = cls(
            forward_mode=ForwardMode.DECODE,
            batch_size=input_ids.shape[0],
            input_ids=input_ids,
            req_pool_indices=req_pool_indices,
            seq_lens=seq_lens,
        )
        batch.positions = clamp_position(seq_lens)
        return batch


def clamp_position(seq_lens: torch.Tensor) -> torch.Tensor:
    return torch.clamp(seq_lens - 1, min=0).to(torch.int64)


@torch.compiler.disable
def sync_seq_lens_to_host(forward_batch: ForwardBatch) -> None:
    forward_batch.seq_lens_cpu = forward_batch.seq_lens.cpu()
    forward_batch.seq_lens_sum = int(forward_batch.seq_lens_cpu.sum())
