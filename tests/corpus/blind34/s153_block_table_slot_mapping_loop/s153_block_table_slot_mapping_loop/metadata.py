from dataclasses import dataclass

import torch


@dataclass
class PagedPrefillMetadata:
    slot_mapping: torch.Tensor
    seq_lens: torch.Tensor
    block_size: int


def compute_slot_mapping(block_tables: torch.Tensor, seq_lens: torch.Tensor, block_size: int) -> torch.Tensor:
    """Flat cache slot for every prompt token, sequence by sequence."""
    slots = []
    for seq_idx, seq_len in enumerate(seq_lens.tolist()):
        for pos in range(seq_len):
            block = block_tables[seq_idx, pos // block_size]
            slots.append(block * block_size + pos % block_size)
    return torch.stack(slots).to(torch.long)


class PrefillMetadataBuilder:
    def __init__(self, block_size: int):
        self.block_size = block_size

    def build(self, block_tables: torch.Tensor, seq_lens: torch.Tensor) -> PagedPrefillMetadata:
        slot_mapping = compute_slot_mapping(block_tables, seq_lens, self.block_size)
        return PagedPrefillMetadata(slot_mapping, seq_lens, self.block_size)
