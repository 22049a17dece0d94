from dataclasses import dataclass
from typing import Tuple

import torch
import torch.nn.functional as F
from torch import nn

from . import envs

DEFAULT_VOCAB_PADDING_SIZE = 16


def pad_vocab_size(vocab_size: int, pad_to: int = DEFAULT_VOCAB_PADDING_SIZE) -> int:
    return ((vocab_size + pad_to - 1) // pad_to) * pad_to


@dataclass
class VocabParallelEmbeddingShardIndices:
    padded_org_vocab_start_index: int
    padded_org_vocab_end_index: int
    org_vocab_start_index: int
    org_vocab_end_index: int

    @property
    def num_org_elements(self) -> int:
        return self.org_vocab_end_index - self.org_vocab_start_index

    @property
    def num_org_elements_padded(self) -> int:
        return self.padded_org_vocab_end_index - self.padded_org_vocab_start_index


def get_masked_input_and_mask(
    input_: torch.Tensor, org_vocab_start_index: int, org_vocab_end_index: int
) -> Tuple[torch.Tensor, torch.Tensor]:
    vocab_mask = (input_ >= org_vocab_start_index) & (input_ < org_vocab_end_index)
    masked_input = vocab_mask * (input_ - org_vocab_start_index)
    return masked_input, ~vocab_mask


def _validate_token_ids(input_: torch.Tensor, vocab_size: int) -> None:
    if (input_ < 0).any() or (input_ >= vocab_size).any():
        raise ValueError(f"token id out of range for vocab of size {vocab_size}")


class VocabParallelEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int):
        super().__init__()
        self.tp_rank = envs.get_tensor_model_parallel_rank()
        self.tp_size = envs.get_tensor_model_parallel_world_size()
        self.org_vocab_size = num_embeddings
        self.num_embeddings_padded = pad_vocab_size(num_embeddings, DEFAULT_VOCAB_PADDING_SIZE * self.tp_size)
        per_partition = self.num_embeddings_padded // self.tp_size
        start = self.tp_rank * per_partition
        self.shard_indices = VocabParallelEmbeddingShardIndices(
            start, start + per_partition, min(start, num_embeddings), min(start + per_partition, num_embeddings)
        )
        self.validate_ids = envs.get_bool_env_var("SGLANG_VALIDATE_TOKEN_IDS", "true")
        self.weight = nn.Parameter(torch.randn(per_partition, embedding_dim) * 0.02)

    def forward(self, input_: torch.Tensor) -> torch.Tensor:
        if self.validate_ids:
            _validate_token_ids(input_, self.org_vocab_size)
        if self.tp_size > 1:
            masked_input, input_mask = get_masked_input_and_mask(
                input_,
                self.shard_indices.org_vocab_start_index,
                self.shard_indices.org_vocab_end_index,
            )
        else:
            masked_input, input_mask = input_, None
        output_parallel = F.embedding(masked_input.long(), self.weight)
        if input_mask is not None:
            output_parallel = output_parallel.masked_fill(input_mask.unsqueeze(-1), 0)
        return output_parallel
