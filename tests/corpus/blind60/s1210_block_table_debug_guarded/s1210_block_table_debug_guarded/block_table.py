from __future__ import annotations

import logging

import torch

logger = logging.getLogger(__name__)


class BlockTable:
    def __init__(self, max_num_reqs: int, max_num_blocks_per_req: int, block_size: int, num_blocks: int):
        self.max_num_reqs = max_num_reqs
        self.max_num_blocks_per_req = max_num_blocks_per_req
        self.block_size = block_size
        self.num_blocks = num_blocks
        self.block_table = torch.zeros((max_num_reqs, max_num_blocks_per_req), dtype=torch.int64)
        self.num_blocks_per_row = [0] * max_num_reqs

    def append_row(self, block_ids: list, row_idx: int) -> None:
        start = self.num_blocks_per_row[row_idx]
        self.num_blocks_per_row[row_idx] += len(block_ids)
        self.block_table[row_idx, start : start + len(block_ids)] = torch.tensor(block_ids)

    def compute_slot_mapping(self, req_indices: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        block_table_indices = req_indices * self.max_num_blocks_per_req + positions // self.block_size
        block_numbers = self.block_table.flatten()[block_table_indices]
        block_offsets = positions % self.block_size
        return block_numbers * self.block_size + block_offsets

    def validate(self, req_indices: torch.Tensor, slot_mapping: torch.Tensor) -> None:
        max_slot = self.num_blocks * self.block_size
        if (slot_mapping >= max_slot).any():
            bad = slot_mapping[slot_mapping >= max_slot].tolist()
            raise RuntimeError(f"slot mapping out of range: {bad}")
        used = {int(r): self.num_blocks_per_row[int(r)] for r in req_indices.unique()}
        logger.warning("block table check ok, rows in use: %s", used)
