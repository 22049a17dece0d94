from dataclasses import dataclass, field
from typing import List, Tuple

import torch


@dataclass
class ChunkedLocalMetadata:
    """Virtual-batch view of a prefill batch: every (seq, chunk) pair is attended independently."""

    chunk_size: int
    # (batch index, chunk start, chunk end) per virtual sequence
    virtual_spans: List[Tuple[int, int, int]] = field(default_factory=list)

    @property
    def num_virtual_seqs(self) -> int:
        return len(self.virtual_spans)

    @classmethod
    def from_seq_lens(cls, seq_lens: torch.Tensor, chunk_size: int) -> "ChunkedLocalMetadata":
        spans = []
        for b, seq_len in enumerate(seq_lens.tolist()):
            for start in range(0, seq_len, chunk_size):
                spans.append((b, start, min(start + chunk_size, seq_len)))
        return cls(chunk_size=chunk_size, virtual_spans=spans)

    def dense_mask(self, batch: int, max_len: int, device) -> torch.Tensor:
        mask = torch.zeros(batch, max_len, max_len, dtype=torch.bool, device=device)
        for b, start, end in self.virtual_spans:
            mask[b, start:end, start:end] = True
        causal = torch.ones(max_len, max_len, dtype=torch.bool, device=device).tril()
        return mask & causal
