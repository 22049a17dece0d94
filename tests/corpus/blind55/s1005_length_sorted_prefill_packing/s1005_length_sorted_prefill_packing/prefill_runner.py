from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from .builder_factory import create_metadata_builder


@dataclass
class RunnerConfig:
    vocab_size: int = 64
    hidden_size: int = 8
    page_size: int = 1
    metadata_builder: str = "length_sorted"


class PrefillRunner(nn.Module):
    def __init__(self, config: RunnerConfig):
        super().__init__()
        self.config = config
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        self.proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.metadata_builder = create_metadata_builder(config.metadata_builder, config.page_size)

    @torch.compile(fullgraph=True)
    def forward_extend(self, input_ids: torch.Tensor, extend_seq_lens: torch.Tensor):
        metadata = self.metadata_builder.build(extend_seq_lens, input_ids.shape[0])
        hidden = self.proj(self.embed(input_ids))
        starts = metadata.cu_seqlens[:-1].to(torch.int64)
        ends = metadata.cu_seqlens[1:].to(torch.int64) - 1
        return hidden[ends], starts, metadata.order
