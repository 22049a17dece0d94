from dataclasses import dataclass
from typing import Optional

import torch

from .config import AttentionConfig


@dataclass
class DecodeMetadata:
    seq_lens: torch.Tensor
    block_tables: torch.Tensor
    window_start: Optional[torch.Tensor]
    max_blocks: int


class DecodeMetadataBuilder:
    def __init__(self, config: AttentionConfig):
        self.config = config

    def _window_start(self, seq_lens: torch.Tensor) -> Optional[torch.Tensor]:
        window = self.config.sliding_window
        if window is None:
            return None
        # skip the window bookkeeping when every sequence still fits in it
        if (seq_lens > window).any():
            return (seq_lens - window).clamp(min=0)
        return None

    def build(self, seq_lens: torch.Tensor, block_tables: torch.Tensor) -> DecodeMetadata:
        return DecodeMetadata(
            seq_lens=seq_lens,
            block_tables=block_tables,
            window_start=self._window_start(seq_lens),
            max_blocks=block_tables.shape[1],
        )
