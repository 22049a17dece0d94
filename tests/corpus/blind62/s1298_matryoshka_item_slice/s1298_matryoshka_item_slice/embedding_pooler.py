from typing import List

import torch
import torch.nn as nn
import torch.nn.functional as F

from .metadata import PoolingMetadata


class MeanPool(nn.Module):
    def forward(self, chunks: List[torch.Tensor]) -> torch.Tensor:
        return torch.stack([c.mean(dim=0) for c in chunks])


class EmbeddingPoolerHead(nn.Module):
    def __init__(self, hidden_size: int, max_dim_cap: int):
        super().__init__()
        self.hidden_size = hidden_size
        self.max_dim_cap = max_dim_cap

    def truncate(self, pooled: torch.Tensor, dimensions: torch.Tensor) -> torch.Tensor:
        dim = int(dimensions.max().item())
        torch._check(dim >= 1)
        torch._check(dim <= pooled.shape[-1])
        return pooled[..., :dim]

    def forward(self, pooled: torch.Tensor, meta: PoolingMetadata) -> torch.Tensor:
        pooled = self.truncate(pooled, meta.dimensions)
        return F.normalize(pooled.float(), p=2, dim=-1).to(pooled.dtype)


class DispatchPooler(nn.Module):
    def __init__(self, hidden_size: int = 8):
        super().__init__()
        self.pool = MeanPool()
        self.head = EmbeddingPoolerHead(hidden_size, max_dim_cap=hidden_size)
        self.proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, prompt_lens: torch.Tensor, dimensions: torch.Tensor):
        meta = PoolingMetadata(prompt_lens=prompt_lens, dimensions=dimensions)
        hidden_states = self.proj(hidden_states)
        chunks = meta.split_hidden_states(hidden_states)
        pooled = self.pool(chunks)
        return self.head(pooled, meta)


pooler = DispatchPooler().eval()
pool_step = torch.compile(pooler, fullgraph=True)
