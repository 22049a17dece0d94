from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .hf_utils import get_sentence_transformer_pooling, is_normalize_module_present


@dataclass
class PoolerConfig:
    pooling_type: str = "CLS"
    normalize: bool = True

    @classmethod
    def from_model_path(cls, model_path: str, default_type: str = "CLS") -> "PoolerConfig":
        st = get_sentence_transformer_pooling(model_path)
        ptype = st["pooling_type"] if st else default_type
        normalize = is_normalize_module_present(model_path) or st is None
        return cls(pooling_type=ptype, normalize=normalize)


class Pooler(nn.Module):
    def __init__(self, config: PoolerConfig):
        super().__init__()
        self.pooling_type = config.pooling_type
        self.normalize = config.normalize

    @classmethod
    def for_model(cls, model_path: str, default_type: str = "CLS") -> "Pooler":
        return cls(PoolerConfig.from_model_path(model_path, default_type))

    def _pool(self, hidden_states: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        if self.pooling_type == "MEAN":
            m = mask.unsqueeze(-1).to(hidden_states.dtype)
            return (hidden_states * m).sum(dim=1) / m.sum(dim=1).clamp_min(1.0)
        if self.pooling_type == "LAST":
            idx = mask.sum(dim=1) - 1
            return hidden_states.gather(
                1, idx.view(-1, 1, 1).expand(-1, 1, hidden_states.shape[-1])
            ).squeeze(1)
        return hidden_states[:, 0]

    def forward(self, hidden_states: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        pooled = self._pool(hidden_states, mask)
        if self.normalize:
            pooled = F.normalize(pooled, p=2, dim=-1)
        return pooled
