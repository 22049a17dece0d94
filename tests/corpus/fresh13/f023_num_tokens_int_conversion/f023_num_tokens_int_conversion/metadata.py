from dataclasses import dataclass

import torch


@dataclass
class AttnMetadata:
    seq_lens: torch.Tensor
    max_seq_len: int

    @property
    def num_actual_tokens(self) -> int:
        return int(self.seq_lens.sum())
