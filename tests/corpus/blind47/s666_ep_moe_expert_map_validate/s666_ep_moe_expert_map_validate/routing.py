from typing import Tuple

import torch

from .ep_config import ExpertParallelConfig


def fused_topk_native(
    gating_output: torch.Tensor, topk: int, renormalize: bool
) -> Tuple[torch.Tensor, torch.Tensor]:
    topk_weights = torch.softmax(gating_output, dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(topk_weights, topk, dim=-1)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights, topk_ids.to(torch.int32)


class ExpertMapper:
    def __init__(self, ep_config: ExpertParallelConfig) -> None:
        self.ep_config = ep_config
        self.expert_map = ep_config.build_expert_map()

    def _check_ids(self, topk_ids: torch.Tensor) -> None:
        if (topk_ids >= self.ep_config.global_num_experts).any():
            raise ValueError("router produced an out-of-range expert id")

    def to_local(self, topk_ids: torch.Tensor) -> torch.Tensor:
        self._check_ids(topk_ids)
        return self.expert_map[topk_ids.long()]
