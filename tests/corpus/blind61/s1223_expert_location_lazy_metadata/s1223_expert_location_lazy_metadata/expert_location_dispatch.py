from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch

from .expert_location import get_global_expert_location_metadata


@dataclass
class ExpertLocationDispatchInfo:
    ep_dispatch_algorithm: str
    partial_logical_to_rank_dispatch_physical_map: torch.Tensor
    num_physical_experts: int

    @classmethod
    def init_new(cls, layer_id: int, ep_dispatch_algorithm: Optional[str] = "static"):
        if ep_dispatch_algorithm is None:
            return None
        metadata = get_global_expert_location_metadata()
        return cls(
            ep_dispatch_algorithm=ep_dispatch_algorithm,
            partial_logical_to_rank_dispatch_physical_map=(
                metadata.logical_to_rank_dispatch_physical_map[layer_id, :]
            ),
            num_physical_experts=metadata.num_physical_experts,
        )


def topk_ids_logical_to_physical(
    topk_ids: torch.Tensor, info: Optional[ExpertLocationDispatchInfo]
) -> torch.Tensor:
    if info is None:
        return topk_ids
    if info.ep_dispatch_algorithm == "static":
        return info.partial_logical_to_rank_dispatch_physical_map[topk_ids]
    raise NotImplementedError(info.ep_dispatch_algorithm)
