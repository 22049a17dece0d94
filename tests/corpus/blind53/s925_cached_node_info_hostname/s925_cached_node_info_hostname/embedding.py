from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .dist_utils import get_tensor_model_parallel_rank, get_tensor_model_parallel_world_size


@dataclass
class VocabParallelEmbeddingShardIndices:
    org_vocab_start_index: int
    org_vocab_end_index: int

    @property
    def num_org_elements(self) -> int:
        return self.org_vocab_end_index - self.org_vocab_start_index


def pad_vocab_size(vocab_size: int, pad_to: int = 64) -> int:
    return ((vocab_size + pad_to - 1) // pad_to) * pad_to


def vocab_range_from_global_vocab_size(global_vocab_size: int, rank: int, world_size: int):
    per_partition = global_vocab_size // world_size
    start = rank * per_partition
    return start, start + per_partition


def get_masked_input_and_mask(input_: torch.Tensor, start: int, end: int):
    vocab_mask = (input_ >= start) & (input_ < end)
    masked_input = (input_ - start) * vocab_mask
    return masked_input, ~vocab_mask


class VocabParallelEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int, tp_size: int = 1):
        super().__init__()
        self.org_vocab_size = num_embeddings
        self.num_embeddings_padded = pad_vocab_size(num_embeddings)
        self.num_embeddings_per_partition = self.num_embeddings_padded // tp_size
        self.weight = nn.Parameter(torch.randn(self.num_embeddings_per_partition, embedding_dim))

    def _shard_indices(self) -> VocabParallelEmbeddingShardIndices:
        start, end = vocab_range_from_global_vocab_size(
            self.num_embeddings_padded,
            get_tensor_model_parallel_rank(),
            get_tensor_model_parallel_world_size(),
        )
        return VocabParallelEmbeddingShardIndices(start, min(end, self.org_vocab_size))

    def forward(self, input_: torch.Tensor) -> torch.Tensor:
        shard = self._shard_indices()
        if shard.num_org_elements < self.org_vocab_size:
            masked_input, input_mask = get_masked_input_and_mask(
                input_, shard.org_vocab_start_index, shard.org_vocab_end_index
            )
        else:
            masked_input, input_mask = input_, None
        output = F.embedding(masked_input, self.weight)
        if input_mask is not None:
            output = output.masked_fill(input_mask.unsqueeze(-1), 0)
        return output


_embedding = VocabParallelEmbedding(32, 8)


@torch.compile(fullgraph=True, dynamic=False)
def embed_tokens(input_ids: torch.Tensor) -> torch.Tensor:
    return _embedding(input_ids)
