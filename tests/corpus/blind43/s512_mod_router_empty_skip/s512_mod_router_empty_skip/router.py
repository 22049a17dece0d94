from typing import NamedTuple, Optional

import torch
import torch.nn as nn


class RoutedTokens(NamedTuple):
    indices: torch.Tensor   # [n_routed] token positions that take the block
    weights: torch.Tensor   # [n_routed, 1] router weights to scale the block output


class ThresholdTokenRouter(nn.Module):
    """Decode-time MoD router.

    At train time MoD uses a top-k over the sequence; at decode time the causal
    predictor is thresholded per token (Raposo et al., 2024, sec. 3.5).
    """

    def __init__(self, hidden_size: int, threshold: float = 0.0):
        super().__init__()
        self.proj = nn.Linear(hidden_size, 1, bias=True)
        self.threshold = threshold

    def scores(self, hidden: torch.Tensor) -> torch.Tensor:
        return self.proj(hidden).squeeze(-1)

    def select(self, hidden: torch.Tensor) -> Optional[RoutedTokens]:
        logits = self.scores(hidden)
        mask = logits > self.threshold
        num_routed = int(mask.sum().item())
        if num_routed == 0:
            # whole batch bypasses the block: skip the kernel launch entirely
            return None
        indices = mask.nonzero(as_tuple=True)[0]
        weights = torch.sigmoid(logits.index_select(0, indices)).unsqueeze(-1)
        return RoutedTokens(indices, weights)
