import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .validation import check_token_ids


class ScaledEmbedding(nn.Embedding):
    """Gemma-style embedding: output scaled by sqrt(hidden)."""

    def __init__(self, num_embeddings: int, embedding_dim: int, padding_idx: int = 0):
        super().__init__(num_embeddings, embedding_dim, padding_idx=padding_idx)
        self.normalizer = math.sqrt(embedding_dim)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        check_token_ids(input_ids, self.num_embeddings)
        out = F.embedding(input_ids, self.weight, self.padding_idx)
        return out * torch.tensor(self.normalizer, dtype=out.dtype)


class Embedder(nn.Module):
    def __init__(self, vocab: int = 40, dim: int = 8):
        super().__init__()
        self.tok = ScaledEmbedding(vocab, dim)
        self.dropout = nn.Dropout(0.0)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        return self.dropout(self.tok(input_ids))


embedder = torch.compile(Embedder(), fullgraph=True)
