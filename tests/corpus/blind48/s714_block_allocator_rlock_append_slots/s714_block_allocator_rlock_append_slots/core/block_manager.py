from typing import Dict, List

import torch

from .block_allocator import NaiveBlockAllocator


class BlockSpaceManager:
    def __init__(self, num_gpu_blocks: int, block_size: int):
        self.block_size = block_size
        self._allocators: Dict[str, NaiveBlockAllocator] = {
            "gpu": NaiveBlockAllocator(num_gpu_blocks, block_size),
        }
        self.block_tables: Dict[int, List[int]] = {}
        self.num_tokens: Dict[int, int] = {}

    @property
    def allocator(self) -> NaiveBlockAllocator:
        return self._allocators["gpu"]

    def allocate(self, seq_id: int, num_prompt_tokens: int) -> None:
        num_blocks = -(-num_prompt_tokens // self.block_size)
        self.block_tables[seq_id] = [self.allocator.allocate_mutable_block() for _ in range(num_blocks)]
        self.num_tokens[seq_id] = num_prompt_tokens

    def append_slots(self, seq_id: int) -> int:
        """Reserve the slot for one new decode token and return its flat slot id."""
        pos = self.num_tokens[seq_id]
        table = self.block_tables[seq_id]
        if pos // self.block_size >= len(table):
            table.append(self.allocator.allocate_mutable_block())
        self.num_tokens[seq_id] = pos + 1
        return table[pos // self.block_size] * self.block_size + pos % self.block_size

    def get_block_table_tensor(self, seq_ids: List[int]) -> torch.Tensor:
        width = max(len(self.block_tables[s]) for s in seq_ids)
        rows = [self.block_tables[s] + [0] * (width - len(self.block_tables[s])) for s in seq_ids]
        return torch.tensor(rows, dtype=torch.int64)
