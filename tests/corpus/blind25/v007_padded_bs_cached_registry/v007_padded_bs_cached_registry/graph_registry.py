import bisect
import logging
import time
from dataclasses import dataclass
from typing import Dict

import torch

from .capture_sizes import CAPTURE_SIZES

logger = logging.getLogger(__name__)


@dataclass
class GraphSlot:
    """The static inputs one captured graph reads from."""

    bs: int
    input_ids: torch.Tensor
    positions: torch.Tensor
    replays: int = 0


class GraphRegistry:
    def __init__(self, max_bs: int, warmup_fn=None):
        start = time.perf_counter()
        limit = bisect.bisect_right(CAPTURE_SIZES, max_bs)
        self.sizes = list(CAPTURE_SIZES[:limit])
        self.slots: Dict[int, GraphSlot] = {}
        for bs in self.sizes:
            slot = GraphSlot(
                bs=bs,
                input_ids=torch.zeros(bs, dtype=torch.long),
                positions=torch.zeros(bs, dtype=torch.long),
            )
            if warmup_fn is not None:
                with torch.no_grad():
                    warmup_fn(slot.input_ids, slot.positions)
            self.slots[bs] = slot
        logger.info("captured %d graphs in %.3fs", len(self.slots), time.perf_counter() - start)

    def __contains__(self, bs: int) -> bool:
        return bs in self.slots

    def get(self, bs: int) -> GraphSlot:
        return self.slots[bs]
