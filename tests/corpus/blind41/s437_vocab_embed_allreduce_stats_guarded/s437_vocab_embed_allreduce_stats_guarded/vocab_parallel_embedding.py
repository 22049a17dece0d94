import torch
import torch.nn.functional as F
from torch import nn

from .parallel_state import (
    get_tensor_model_parallel_rank,
    get_tensor_model_parallel_world_size,
    tensor_model_parallel_all_reduce,
)

DEFAULT_VOCAB_PADDING_SIZE = 16


def pad_vocab_size(vocab_size: int, pad_to: int = DEFAULT_VOCAB_PADDING_SIZE) -> int:
    return ((vocab_size + pad_to - 1) // pad_to) * pad_to


class VocabParallelEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int):
        super().__init__()
        self.tp_size = get_tensor_model_parallel_world_size()
        self.tp_rank = get_tensor_model_parallel_rank()
        self.num_embeddings_padded = pad_vocab_size(num_embeddings)
        per_partition = self.num_embeddings_padded // self.tp_size
        self.vocab_start_index = self.tp_rank * per_partition
        self.vocab_end_index = min(self.vocab_start_index + per_partition, num_embeddings)
        self.weight = nn.Parameter(torch.randn(per_partition, embedding_dim) * 0.02)

    def forward(self, input_: torch.Tensor) -> torch.Tensor:
        if self.tp_size > 1:
            mask = (input_ < self.vocab_start_index) | (input_ >= self.vocab_end_index)
            masked_input = (input_ - self.vocab_start_index).masked_fill(mask, 0)
        else:
            mask = None
            masked_input = input_
        output_parallel = F.embedding(masked_input, self.weight)
        if mask is not None:
            output_parallel = output_parallel.masked_fill(mask.unsqueeze(-1), 0)
        return tensor_model_parallel_all_reduce(output_parallel)


embed_tokens = torch.compile(VocabParallelEmbedding(30, 8), fullgraph=True)
