import torch
import torch.nn as nn
import torch.nn.functional as F

from .pooling_params import PoolingMetadata


def _check_matryoshka_dims(dimensions: torch.Tensor, hidden_size: int) -> None:
    if dimensions.max().item() > hidden_size:
        raise ValueError(f"requested dimensions exceed hidden size {hidden_size}")


class MatryoshkaHead(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.hidden_size = hidden_size

    def forward(self, pooled: torch.Tensor, meta: PoolingMetadata) -> torch.Tensor:
        _check_matryoshka_dims(meta.dimensions, self.hidden_size)
        col = torch.arange(pooled.shape[-1], device=pooled.device)
        keep = col.unsqueeze(0) < meta.dimensions.unsqueeze(1)
        pooled = pooled * keep.to(pooled.dtype)
        if meta.normalize:
            pooled = F.normalize(pooled, p=2, dim=-1)
        return pooled


class LastTokenPooler(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.head = MatryoshkaHead(hidden_size)

    def extract_states(self, hidden_states: torch.Tensor, meta: PoolingMetadata) -> torch.Tensor:
        last_idx = torch.cumsum(meta.prompt_lens, dim=0) - 1
        return hidden_states.index_select(0, last_idx)

    def forward(self, hidden_states: torch.Tensor, meta: PoolingMetadata) -> torch.Tensor:
        pooled = self.extract_states(hidden_states, meta)
        return self.head(pooled, meta)
