from dataclasses import dataclass

import torch


@dataclass
class PrefillMetadata:
    seq_lens: torch.Tensor          # int64 [num_seqs]
    num_seqs: int

    @classmethod
    def build(cls, seq_lens: torch.Tensor) -> "PrefillMetadata":
        return cls(seq_lens=seq_lens.to(torch.int64), num_seqs=seq_lens.shape[0])

    def split_sizes(self) -> list:
        return self.seq_lens.tolist()
