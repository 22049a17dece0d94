"""Transfer descriptors exchanged between the prefill and decode instances."""
from __future__ import annotations

import dataclasses
import enum
import uuid
from typing import Optional


class TransferState(enum.Enum):
    PENDING = 0
    STAGED = 1
    SENT = 2


def _new_transfer_id() -> str:
    # Short ids keep the side-channel messages small.
    return uuid.uuid4().hex[:16]


@dataclasses.dataclass
class KVTransferDescriptor:
    layer_idx: int
    num_blocks: int
    block_size: int
    remote_engine: Optional[str] = None
    state: TransferState = TransferState.PENDING
    transfer_id: str = dataclasses.field(default_factory=_new_transfer_id)

    @property
    def num_tokens(self) -> int:
        return self.num_blocks * self.block_size

    def mark_staged(self) -> "KVTransferDescriptor":
        self.state = TransferState.STAGED
        return self
