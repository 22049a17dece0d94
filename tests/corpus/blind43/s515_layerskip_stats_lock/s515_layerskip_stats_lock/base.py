import torch
import torch.nn as nn

from .stats import GLOBAL_SKIP_STATS


class SkippableLayerBase(nn.Module):
    """Common plumbing for layers that may be bypassed per token."""

    layer_idx: int = 0
    skip_threshold: float = 0.5

    def compute_skip_mask(self, hidden: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def layer_body(self, hidden: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def _account(self, skip_mask: torch.Tensor) -> None:
        GLOBAL_SKIP_STATS.update(self.layer_idx, skip_mask)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        skip_mask = self.compute_skip_mask(hidden)
        self._account(skip_mask)
        out = self.layer_body(hidden)
        return torch.where(skip_mask.unsqueeze(-1), hidden, out)
