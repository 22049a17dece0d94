import torch
import torch.nn as nn
import torch.nn.functional as F

from . import envs
from .parallel_state import (
    get_tensor_model_parallel_rank,
    get_tensor_model_parallel_world_size,
    tensor_model_parallel_all_gather,
    tensor_model_parallel_all_reduce,
    tensor_model_parallel_reduce_scatter,
)


def pad_vocab_size(vocab_size: int, pad_to: int = 64) -> int:
    return ((vocab_size + pad_to - 1) // pad_to) * pad_to


def get_masked_input_and_mask(input_: torch.Tensor, start: int, end: int):
    vocab_mask = (input_ >= start) & (input_ < end)
    masked_input = (input_ - start) * vocab_mask
    return masked_input, ~vocab_mask


class VocabParallelEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int):
        super().__init__()
        self.tp_size = get_tensor_model_parallel_world_size()
        self.tp_rank = get_tensor_model_parallel_rank()
        self.org_vocab_size = num_embeddings
        self.num_embeddings_padded = pad_vocab_size(num_embeddings)
        self.per_partition = self.num_embeddings_padded // self.tp_size
        self.start_index = self.tp_rank * self.per_partition
        self.end_index = self.start_index + self.per_partition
        self.weight = nn.Parameter(torch.randn(self.per_partition, embedding_dim) * 0.02)

    def forward(self, input_: torch.Tensor) -> torch.Tensor:
        if self.tp_size > 1:
            masked_input, input_mask = get_masked_input_and_mask(
                input_, self.start_index, self.end_index)
        else:
            masked_input, input_mask = input_, None
        output_parallel = F.embedding(masked_input.long(), self.weight)
        if input_mask is not None:
            output_parallel.masked_fill_(input_mask.unsqueeze(-1), 0)
        return tensor_model_parallel_all_reduce(output_parallel)


class ParallelLMHead(VocabParallelEmbedding):
    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = F.linear(hidden_states, self.weight)
        if envs.SGL_LOGITS_GATHER_BACKEND == "all_gather":
            logits = tensor_model_parallel_all_gather(logits)
        return logits[..., : self.org_vocab_size]


def pad_and_reduce_scatter(hidden_states: torch.Tensor) -> torch.Tensor:
    tp_size = get_tensor_model_parallel_world_size()
    if not envs.SGL_ENABLE_SP_PADDING:
        return tensor_model_parallel_reduce_scatter(hidden_states)
    pad = (-hidden_states.shape[0]) % tp_size
    if pad:
        hidden_states = F.pad(hidden_states, (0, 0, 0, pad))
    return tensor_model_parallel_reduce_scatter(hidden_states)
