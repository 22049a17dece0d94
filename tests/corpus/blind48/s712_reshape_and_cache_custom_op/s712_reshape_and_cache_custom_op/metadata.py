from dataclasses import dataclass

import torch


@dataclass
class PagedAttentionMetadata:
    slot_mapping: torch.Tensor  # [num_tokens]
    block_tables: torch.Tensor  # [num_seqs, max_blocks_per_seq]
    seq_lens: torch.Tensor  # [num_seqs]

    @property
    def num_decode_tokens(self) -> int:
        return self.slot_mapping.shape[0]
