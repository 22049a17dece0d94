from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

DEFAULT_VOCAB_PADDING_SIZE = 64


def pad_vocab_size(vocab_size: int, pad_to: int = DEFAULT_VOCAB_PADDING_SIZE) -> int:
    return ((vocab_size + pad_to - 1) // pad_to) * pad_to


class UnquantizedEmbeddingMethod:
    def create_weights(self, layer: nn.Module, num_embeddings: int, embedding_dim: int) -> None:
        layer.weight = nn.Parameter(torch.randn(num_embeddings, embedding_dim) * 0.02)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        return F.linear(x, layer.weight, bias)

    def embedding(self, layer: nn.Module, input_: torch.Tensor) -> torch.Tensor:
        return F.embedding(input_, layer.weight)


class VocabParallelEmbedding(nn.Module):
    def __init__(self, num_embeddings: int, embedding_dim: int, padding_size: int = DEFAULT_VOCAB_PADDING_SIZE):
        super().__init__()
        self.org_vocab_size = num_embeddings
        self.num_embeddings_padded = pad_vocab_size(num_embeddings, padding_size)
        self.embedding_dim = embedding_dim
        self.quant_method = UnquantizedEmbeddingMethod()
        self.quant_method.create_weights(self, self.num_embeddings_padded, embedding_dim)

    def forward(self, input_: torch.Tensor) -> torch.Tensor:
        return self.quant_method.embedding(self, input_.long())


class ParallelLMHead(VocabParallelEmbedding):
    def __init__(self, num_embeddings: int, embedding_dim: int, bias: bool = False):
        super().__init__(num_embeddings, embedding_dim)
        self.bias = nn.Parameter(torch.zeros(self.num_embeddings_padded)) if bias else None

    def tie_weights(self, embed_tokens: VocabParallelEmbedding) -> "VocabParallelEmbedding":
        return embed_tokens

    def forward(self, input_):
        raise RuntimeError("LMHead's weights should be used in the sampler.")
