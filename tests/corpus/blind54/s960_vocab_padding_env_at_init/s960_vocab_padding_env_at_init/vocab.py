import functools
import logging

import torch
from torch import nn

from .envs import get_vocab_padding_size, logits_debug_enabled

logger = logging.getLogger(__name__)


@functools.lru_cache(maxsize=None)
def pad_vocab_size(vocab_size: int, pad_to: int) -> int:
    return ((vocab_size + pad_to - 1) // pad_to) * pad_to


class VocabParallelEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int):
        super().__init__()
        self.org_vocab_size = num_embeddings
        self.padding_size = get_vocab_padding_size()
        self.num_embeddings_padded = pad_vocab_size(num_embeddings, self.padding_size)
        logger.info(
            "VocabParallelEmbedding: vocab %d padded to %d",
            num_embeddings,
            self.num_embeddings_padded,
        )
        self.weight = nn.Parameter(torch.randn(self.num_embeddings_padded, embedding_dim) * 0.02)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        return nn.functional.embedding(input_ids, self.weight)


class ParallelLMHead(VocabParallelEmbedding):
    def __init__(self, num_embeddings: int, embedding_dim: int):
        super().__init__(num_embeddings, embedding_dim)
        self.debug = logits_debug_enabled()

    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = nn.functional.linear(hidden_states, self.weight)
        if not torch.compiler.is_compiling():
            logger.debug("lm_head logits shape %s", tuple(logits.shape))
        padded = pad_vocab_size(self.org_vocab_size, self.padding_size)
        if logits.shape[-1] == padded:
            logits = logits[..., : self.org_vocab_size]
        return logits
