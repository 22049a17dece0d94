import warnings
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn


@dataclass(frozen=True)
class VocabShardInfo:
    org_vocab_start: int
    org_vocab_end: int
    added_vocab_start: int
    added_vocab_end: int
    padded_size: int

    @property
    def num_org_elements(self) -> int:
        return self.org_vocab_end - self.org_vocab_start

    @property
    def num_added_elements(self) -> int:
        return self.added_vocab_end - self.added_vocab_start


class VocabParallelEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int, org_num_embeddings: int, padding_size: int = 64):
        super().__init__()
        padded = (num_embeddings + padding_size - 1) // padding_size * padding_size
        self.shard_info = VocabShardInfo(0, org_num_embeddings, org_num_embeddings, num_embeddings, padded)
        self.num_embeddings_per_partition = padded
        self.weight = nn.Parameter(torch.randn(padded, embedding_dim) * 0.02)

    @property
    def org_vocab_size(self) -> int:
        return self.shard_info.num_org_elements

    @property
    def num_added_embeddings(self) -> int:
        return self.shard_info.num_added_elements

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        return F.embedding(input_ids, self.weight)


class ParallelLMHead(VocabParallelEmbedding):
    @property
    def num_embeddings_padded(self) -> int:
        warnings.warn(
            "`num_embeddings_padded` is deprecated, use `num_embeddings_per_partition` instead",
            FutureWarning,
            stacklevel=2,
        )
        return self.num_embeddings_per_partition

    def tie_weights(self, embed_tokens: VocabParallelEmbedding) -> "ParallelLMHead":
        self.weight = embed_tokens.weight
        return self
