from dataclasses import dataclass

import torch

from .debug_utils import validate_slot_mapping


@dataclass
class PagedAttentionMetadata:
    block_table: torch.Tensor
    seq_ids: torch.Tensor
    positions: torch.Tensor
    block_size: int

    def slot_mapping(self) -> torch.Tensor:
        logical_block = self.positions // self.block_size
        physical_block = self.block_table[self.seq_ids, logical_block]
        return physical_block * self.block_size + self.positions % self.block_size


class PagedKVCache:
    def __init__(self, num_blocks: int, block_size: int, num_kv_heads: int, head_size: int):
        self.num_blocks = num_blocks
        self.block_size = block_size
        self.kv = torch.zeros(2, num_blocks * block_size, num_kv_heads, head_size)

    @property
    def num_slots(self) -> int:
        return self.num_blocks * self.block_size

    def write(self, key: torch.Tensor, value: torch.Tensor, metadata: PagedAttentionMetadata) -> torch.Tensor:
        slot_mapping = metadata.slot_mapping()
        validate_slot_mapping(slot_mapping, self.num_slots, metadata.block_table)
        self.kv[0].index_copy_(0, slot_mapping, key)
        self.kv[1].index_copy_(0, slot_mapping, value)
        return slot_mapping

    def read(self, slot_mapping: torch.Tensor):
        return self.kv[0, slot_mapping], self.kv[1, slot_mapping]
