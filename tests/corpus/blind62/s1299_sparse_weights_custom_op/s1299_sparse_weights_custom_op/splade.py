from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .ops import lexical_max_pool


@dataclass
class SparseEmbeddingConfig:
    vocab_size: int = 32
    hidden_size: int = 8
    top_k: int = 4
    normalize_dense: bool = True


class SparseHead(nn.Module):
    def __init__(self, config: SparseEmbeddingConfig):
        super().__init__()
        self.vocab_size = config.vocab_size
        self.top_k = config.top_k
        self.weight_proj = nn.Linear(config.hidden_size, 1)

    def forward(self, hidden_states: torch.Tensor, input_ids: torch.Tensor) -> torch.Tensor:
        token_weights = torch.relu(self.weight_proj(hidden_states)).squeeze(-1)
        token_weights = torch.log1p(token_weights)
        sparse = lexical_max_pool(token_weights, input_ids, self.vocab_size)
        vals, idx = sparse.topk(self.top_k, dim=-1)
        return torch.zeros_like(sparse).scatter_(-1, idx, vals)


class SpladeEncoder(nn.Module):
    def __init__(self, config: SparseEmbeddingConfig = SparseEmbeddingConfig()):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 2 * config.hidden_size),
            nn.GELU(),
            nn.Linear(2 * config.hidden_size, config.hidden_size),
        )
        self.sparse_head = SparseHead(config)

    def forward(self, input_ids: torch.Tensor):
        hidden_states = self.embed_tokens(input_ids)
        hidden_states = hidden_states + self.mlp(hidden_states)
        dense = hidden_states[:, 0]
        if self.config.normalize_dense:
            dense = F.normalize(dense, dim=-1)
        return dense, self.sparse_head(hidden_states, input_ids)


encoder = SpladeEncoder().eval()
encode = torch.compile(encoder, fullgraph=True)
