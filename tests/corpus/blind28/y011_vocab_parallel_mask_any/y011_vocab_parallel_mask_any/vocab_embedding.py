from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .parallel_state import get_tp_rank, get_tp_world_size, tensor_model_parallel_all_reduce


def pad_vocab_size(vocab_size: int, pad_to: int = 64) -> int:
    return ((vocab_size + pad_to - 1) // pad_to) * pad_to


@dataclass
class VocabShard:
    start: int
    end: int

    @classmethod
    def for_rank(cls, padded_vocab: int, rank: int, world_size: int) -> "VocabShard":
        per_rank = padded_vocab // world_size
        return cls(start=rank * per_rank, end=(rank + 1) * per_rank)


def get_masked_input_and_mask(input_ids: torch.Tensor, shard: VocabShard):
    in_range = (input_ids >= shard.start) & (input_ids < shard.end)
    masked = (input_ids - shard.start) * in_range
    return masked, ~in_range


class VocabParallelEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int):
        super().__init__()
        self.org_vocab_size = num_embeddings
        self.padded_vocab = pad_vocab_size(num_embeddings)
        self.tp_size = get_tp_world_size()
        self.shard = VocabShard.for_rank(self.padded_vocab, get_tp_rank(), self.tp_size)
        rows = self.shard.end - self.shard.start
        self.weight = nn.Parameter(torch.randn(rows, embedding_dim) * 0.02)

    def _lookup(self, input_ids: torch.Tensor) -> torch.Tensor:
        masked, oob = get_masked_input_and_mask(input_ids, self.shard)
        out = F.embedding(masked, self.weight)
        # Only pay for the masked fill when some ids belong to another shard.
        if oob.any():
            out = out.masked_fill(oob.unsqueeze(-1), 0.0)
        return out

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        out = self._lookup(input_ids)
        if self.tp_size > 1:
            out = tensor_model_parallel_all_reduce(out)
        return out


_EMBED = VocabParallelEmbedding(100, 8)


@torch.compile(fullgraph=True)
def embed_tokens(input_ids: torch.Tensor) -> torch.Tensor:
    hidden = _EMBED(input_ids)
    return hidden * (hidden.shape[-1] ** 0.5)
