import warnings
from dataclasses import dataclass
from typing import Optional

import torch


def _default_chunk_layout(seq_idx: torch.Tensor, chunk_size: int):
    num_tokens = seq_idx.shape[-1]
    num_chunks = (num_tokens + chunk_size - 1) // chunk_size
    chunk_indices = torch.arange(num_chunks, device=seq_idx.device)
    chunk_offsets = torch.zeros(num_chunks, dtype=torch.long, device=seq_idx.device)
    return chunk_indices, chunk_offsets


@dataclass
class Mamba2ChunkMetadata:
    chunk_size: int
    seq_idx: torch.Tensor                       # [num_tokens] request id of every token
    chunk_indices: Optional[torch.Tensor] = None
    chunk_offsets: Optional[torch.Tensor] = None

    def __post_init__(self):
        if self.chunk_indices is None or self.chunk_offsets is None:
            warnings.warn(
                "Mamba2ChunkMetadata built without chunk_indices/chunk_offsets is deprecated; "
                "falling back to a layout that assumes no chunk straddles two requests",
                DeprecationWarning,
                stacklevel=3,
            )
            self.chunk_indices, self.chunk_offsets = _default_chunk_layout(
                self.seq_idx, self.chunk_size
            )

    @property
    def seq_start(self) -> torch.Tensor:
        first = torch.ones_like(self.seq_idx[:1], dtype=torch.bool)
        return torch.cat([first, self.seq_idx[1:] != self.seq_idx[:-1]])


class Mamba2MetadataBuilder:
    def __init__(self, chunk_size: int):
        self.chunk_size = chunk_size

    def build(self, seq_idx: torch.Tensor, chunk_indices=None, chunk_offsets=None) -> Mamba2ChunkMetadata:
        return Mamba2ChunkMetadata(self.chunk_size, seq_idx, chunk_indices, chunk_offsets)
