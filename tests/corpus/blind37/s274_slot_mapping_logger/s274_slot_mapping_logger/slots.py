import logging

import torch

logger = logging.getLogger(__name__)


class SlotMapper:
    """Maps (sequence, position) to physical slot = block_id * block_size + offset."""

    def __init__(self, block_size: int):
        self.block_size = block_size

    def slot_mapping(self, block_tables: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        block_idx = positions // self.block_size
        offsets = positions % self.block_size
        physical = torch.gather(block_tables, 1, block_idx.unsqueeze(1)).squeeze(1)
        slots = physical * self.block_size + offsets
        logger.debug("slot mapping for %d seqs, block_size=%d", block_tables.shape[0], self.block_size)
        return slots

    def context_slots(self, block_tables: torch.Tensor) -> torch.Tensor:
        base = block_tables.unsqueeze(-1) * self.block_size
        ar = torch.arange(self.block_size, device=block_tables.device)
        return (base + ar).flatten(1)
