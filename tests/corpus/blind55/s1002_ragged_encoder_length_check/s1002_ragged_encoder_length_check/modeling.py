from __future__ import annotations

import torch
from torch import nn

from .config import RaggedEncoderConfig
from .ragged import flatten_padded, unflatten_packed


class RaggedEmbeddings(nn.Module):
    def __init__(self, config: RaggedEncoderConfig):
        super().__init__()
        self.config = config
        self.word_embeddings = nn.Embedding(
            config.vocab_size, config.hidden_size, padding_idx=config.pad_token_id
        )
        self.position_embeddings = nn.Embedding(config.max_position_embeddings, config.hidden_size)
        self.norm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    def forward(self, input_ids: torch.Tensor, lengths: torch.Tensor):
        embeds = self.word_embeddings(input_ids)
        packed = flatten_padded(embeds, lengths, clamp_empty=self.config.clamp_empty_sequences)
        hidden = packed.values + self.position_embeddings(packed.positions)
        return self.norm(hidden), packed


class PackedMLP(nn.Module):
    def __init__(self, config: RaggedEncoderConfig):
        super().__init__()
        self.up = nn.Linear(config.hidden_size, config.intermediate_size)
        self.down = nn.Linear(config.intermediate_size, config.hidden_size)
        self.act = nn.GELU(approximate="tanh")

    def forward(self, x):
        return x + self.down(self.act(self.up(x)))


class RaggedEncoder(nn.Module):
    def __init__(self, config: RaggedEncoderConfig):
        super().__init__()
        self.config = config
        self.embeddings = RaggedEmbeddings(config)
        self.mlp = PackedMLP(config)

    def forward(self, input_ids: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        hidden, packed = self.embeddings(input_ids, lengths)
        hidden = self.mlp(hidden)
        lengths = torch.diff(packed.cu_seqlens).to(lengths.dtype)
        return unflatten_packed(hidden, lengths, packed.max_seqlen)


encoder = torch.compile(RaggedEncoder(RaggedEncoderConfig()), fullgraph=True)
