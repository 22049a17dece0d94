from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass
class PrefillChunk:
    chunk_seq_lens: torch.Tensor  # tokens of each request in this chunk
    chunk_prefix_lens: torch.Tensor  # tokens already in the KV cache
    extend_start_loc: torch.Tensor  # offset of each request in the packed chunk

    @classmethod
    def from_plan(cls, chunk_lens, prefix_lens: torch.Tensor) -> "PrefillChunk":
        chunk_seq_lens = torch.tensor(chunk_lens, dtype=prefix_lens.dtype)
        start = torch.cumsum(chunk_seq_lens, dim=0) - chunk_seq_lens
        return cls(chunk_seq_lens, prefix_lens, start)

    def positions(self, num_tokens: int) -> torch.Tensor:
        req = torch.repeat_interleave(
            torch.arange(self.chunk_seq_lens.numel()), self.chunk_seq_lens, output_size=num_tokens
        )
        offset_in_req = torch.arange(num_tokens) - self.extend_start_loc[req]
        return self.chunk_prefix_lens[req] + offset_in_req
