from __future__ import annotations

import logging
import warnings
from dataclasses import dataclass
from typing import NamedTuple, Optional

import torch

logger = logging.getLogger(__name__)

_SCORING_FUNCS = ("softmax", "sigmoid")


class StandardTopKOutput(NamedTuple):
    topk_weights: torch.Tensor
    topk_ids: torch.Tensor
    router_logits: torch.Tensor


@dataclass
class TopKConfig:
    top_k: int
    renormalize: bool = True
    use_grouped_topk: bool = False
    num_expert_group: Optional[int] = None
    topk_group: Optional[int] = None
    scoring_func: str = "softmax"
    correction_bias: Optional[torch.Tensor] = None
    routed_scaling_factor: float = 1.0

    def __post_init__(self):
        if self.scoring_func not in _SCORING_FUNCS:
            raise ValueError(f"Unsupported scoring function: {self.scoring_func}")
        if self.top_k <= 0:
            raise ValueError(f"top_k must be positive, got {self.top_k}")
        if self.use_grouped_topk and (self.num_expert_group is None or self.topk_group is None):
            logger.warning("grouped top-k requested without num_expert_group/topk_group; disabling")
            self.use_grouped_topk = False
        if self.scoring_func == "sigmoid" and self.correction_bias is None and not self.renormalize:
            warnings.warn("sigmoid routing without renormalize or correction bias is unusual")
