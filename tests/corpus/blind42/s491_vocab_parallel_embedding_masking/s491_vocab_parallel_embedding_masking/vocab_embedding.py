from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .parallel_state import (
    get_tensor_model_parallel_rank,
    get_tensor_model_parallel_world_size,
    initialize_model_parallel,
    tensor_model_parallel_all_reduce,
)
from .utils import (
    VocabParallelEmbeddingShardIndices,
    check_token_ids_in_range,
    get_masked_input_and_mask,
    pad_vocab_size,
    vocab_range_from_global_vocab_size,
)


@dataclass(frozen=True)
class EmbeddingConfig:
    vocab_size: int = 100
    hidden_size: int = 8
    tp_size: int = 2
    tp_rank: int = 1
    validate_token_ids: bool = True
    rms_norm_eps: float = 1e-6


class VocabParallelEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int, validate_token_ids: bool = False):
        super().__init__()
        self.tp_size = get_tensor_model_parallel_world_size()
        tp_rank = get_tensor_model_parallel_rank()
        self.org_vocab_size = num_embeddings
        self.num_embeddings_padded = pad_vocab_size(num_embeddings)
        padded_start, padded_end = vocab_range_from_global_vocab_size(
            self.num_embeddings_padded, tp_rank, self.tp_size
        )
        self.shard_indices = VocabParallelEmbeddingShardIndices(
            org_vocab_start_index=min(padded_start, num_embeddings),
            org_vocab_end_index=min(padded_end, num_embeddings),
            padded_org_vocab_start_index=padded_start,
            padded_org_vocab_end_index=padded_end,
        )
        self.num_embeddings_per_partition = padded_end - padded_start
        self.validate_token_ids = validate_token_ids
        self.weight = nn.Parameter(torch.randn(self.num_embeddings_per_partition, embedding_dim) * 0.02)

    def forward(self, input_: torch.Tensor) -> torch.Tensor:
        if self.tp_size > 1:
            masked_input, input_mask = get_masked_input_and_mask(
                input_,
                self.shard_indices.org_vocab_start_index,
                self.shard_indices.org_vocab_end_index,
            )
        else:
            masked_input, input_mask = input_, None
        if self.validate_token_ids:
            check_token_ids_in_range(masked_input, self.num_embeddings_per_partition)
        output_parallel = F.embedding(masked_input.long(), self.weight)
        if input_mask is not None:
            output_parallel = output_parallel.masked_fill(input_mask.unsqueeze(-1), 0)
        return tensor_model_parallel_all_reduce(output_parallel)


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        variance = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(variance + self.eps) * self.weight


class DecoderInputEmbeddings(nn.Module):
    """Token embedding + pre-norm used as the first stage of the decoder."""

    def __init__(self, config: EmbeddingConfig):
        super().__init__()
        initialize_model_parallel(config.tp_size, config.tp_rank)
        self.embed_tokens = VocabParallelEmbedding(
            config.vocab_size, config.hidden_size, validate_token_ids=config.validate_token_ids
        )
        self.input_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        hidden_states = self.embed_tokens(input_ids)
        return self.input_layernorm(hidden_states)


compiled = torch.compile(DecoderInputEmbeddings(EmbeddingConfig()), fullgraph=True)
