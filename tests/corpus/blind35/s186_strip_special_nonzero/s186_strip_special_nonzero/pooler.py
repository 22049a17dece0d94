"""Mean pooler for the embedding endpoint (one packed sequence per call)."""
import torch
from torch import nn

from .token_filter import SpecialTokenFilter


class PoolerConfig:
    dim: int = 6
    normalize: bool = True
    strip_special: bool = True


class MeanPooler(nn.Module):
    def __init__(self, cfg: PoolerConfig = PoolerConfig()):
        super().__init__()
        self.filter = SpecialTokenFilter()
        self.proj = nn.Linear(cfg.dim, cfg.dim, bias=False)
        self.normalize = cfg.normalize
        self.strip_special = cfg.strip_special

    def _content(self, input_ids, hidden):
        if not self.strip_special:
            return hidden
        return self.filter.gather_content(input_ids, hidden)

    def forward(self, input_ids: torch.Tensor, hidden: torch.Tensor) -> torch.Tensor:
        content = self._content(input_ids, hidden)
        pooled = content.mean(dim=0)
        pooled = self.proj(pooled)
        if self.normalize:
            pooled = nn.functional.normalize(pooled, dim=-1)
        return pooled


_pooler = MeanPooler()


@torch.compile(fullgraph=True)
def pool(input_ids: torch.Tensor, hidden: torch.Tensor) -> torch.Tensor:
    return _pooler(input_ids, hidden)
