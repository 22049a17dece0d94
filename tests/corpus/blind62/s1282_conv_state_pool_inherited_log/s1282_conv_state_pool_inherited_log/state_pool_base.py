import logging
from typing import List, Optional

import torch

logger = logging.getLogger(__name__)


class StatePoolBase:
    """Fixed-size pool of per-request recurrent states, indexed by slot id."""

    def __init__(self, size: int, num_layers: int, device: str = "cpu"):
        self.size = size
        self.num_layers = num_layers
        self.device = device
        self.free_slots: List[int] = list(range(size))
        self._num_writes = 0

    def available_size(self) -> int:
        return len(self.free_slots)

    def alloc(self, need_size: int) -> Optional[List[int]]:
        if need_size > len(self.free_slots):
            return None
        select = self.free_slots[:need_size]
        self.free_slots = self.free_slots[need_size:]
        return select

    def free(self, slots: List[int]) -> None:
        self.free_slots.extend(slots)

    def get_layer_state(self, layer_id: int) -> torch.Tensor:
        raise NotImplementedError

    def _record_write(self, layer_id: int, num_slots: int) -> None:
        self._num_writes += 1
        logger.debug(
            "state pool write: layer=%d slots=%d total_writes=%d",
            layer_id,
            num_slots,
            self._num_writes,
        )

    def write_states(
        self, layer_id: int, slot_indices: torch.Tensor, new_states: torch.Tensor
    ) -> None:
        buf = self.get_layer_state(layer_id)
        buf.index_copy_(0, slot_indices, new_states.to(buf.dtype))
        self._record_write(layer_id, slot_indices.shape[0])
