import torch
import torch.nn.functional as F
from torch import nn

from .stats import PoolingStats


class WeightedMeanPooler(nn.Module):
    """Position-weighted mean pooling (SGPT style) followed by L2 normalisation."""

    def __init__(self, normalize: bool = True):
        super().__init__()
        self.normalize = normalize
        self.stats = PoolingStats()

    def _record_stats(self, attention_mask: torch.Tensor) -> None:
        if torch.compiler.is_compiling():
            return
        self.stats.record(attention_mask)

    def pool(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        self._record_stats(attention_mask)
        positions = torch.arange(1, hidden_states.shape[1] + 1, device=hidden_states.device)
        weights = (attention_mask * positions).unsqueeze(-1).to(hidden_states.dtype)
        pooled = (hidden_states * weights).sum(dim=1) / weights.sum(dim=1).clamp_min(1e-9)
        return F.normalize(pooled, dim=-1) if self.normalize else pooled
