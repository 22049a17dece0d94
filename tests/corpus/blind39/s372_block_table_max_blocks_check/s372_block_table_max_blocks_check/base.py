"""Backend-agnostic pieces of attention metadata construction."""
from dataclasses import dataclass

import torch


@dataclass
class PagedAttentionMetadata:
    seq_lens: torch.Tensor
    block_tables: torch.Tensor
    slot_mapping: torch.Tensor
    num_decode_tokens: int


class AttentionMetadataBuilder:
    """Common logic shared by the FlashInfer / Triton / torch-native builders."""

    def __init__(self, block_size: int, max_blocks_per_seq: int):
        self.block_size = block_size
        self.max_blocks_per_seq = max_blocks_per_seq

    def _num_blocks_for(self, seq_lens: torch.Tensor) -> int:
        max_len = int(seq_lens.max())
        num_blocks = (max_len + self.block_size - 1) // self.block_size
        if num_blocks > self.max_blocks_per_seq:
            raise ValueError(
                f"sequence needs {num_blocks} KV blocks but the block table only has "
                f"{self.max_blocks_per_seq} columns"
            )
        return num_blocks

    def _slot_mapping(self, seq_lens: torch.Tensor, block_tables: torch.Tensor) -> torch.Tensor:
        last_pos = (seq_lens - 1).long()
        block_idx = last_pos // self.block_size
        block_off = last_pos % self.block_size
        block_ids = block_tables.gather(1, block_idx.unsqueeze(1)).squeeze(1).long()
        return block_ids * self.block_size + block_off

    def build(self, seq_lens: torch.Tensor, block_tables: torch.Tensor) -> PagedAttentionMetadata:
        raise NotImplementedError
