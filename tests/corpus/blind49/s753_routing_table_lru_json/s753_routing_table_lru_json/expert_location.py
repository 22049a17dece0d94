import functools
import json
from dataclasses import dataclass
from typing import List

import torch

from . import envs


@dataclass
class ExpertLocationMetadata:
    physical_to_logical_map: torch.Tensor  # (layers, num_physical_experts)
    logical_to_all_physical_map: torch.Tensor  # (layers, num_logical_experts, max_replicas)
    logical_to_rank_dispatch_physical_map: torch.Tensor  # (layers, num_logical_experts)

    @property
    def num_layers(self) -> int:
        return self.physical_to_logical_map.shape[0]

    @classmethod
    def init_trivial(cls, num_layers: int, num_logical_experts: int) -> "ExpertLocationMetadata":
        p2l = torch.arange(num_logical_experts).repeat(num_layers, 1)
        return cls(
            physical_to_logical_map=p2l,
            logical_to_all_physical_map=p2l.unsqueeze(-1).clone(),
            logical_to_rank_dispatch_physical_map=p2l.clone(),
        )

    @classmethod
    def init_by_mapping(cls, physical_to_logical_map: List[List[int]]) -> "ExpertLocationMetadata":
        p2l = torch.tensor(physical_to_logical_map, dtype=torch.int64)
        num_logical = int(p2l.max()) + 1
        l2p = torch.full((p2l.shape[0], num_logical), -1, dtype=torch.int64)
        for layer, row in enumerate(physical_to_logical_map):
            for physical_id, logical_id in enumerate(row):
                if l2p[layer, logical_id] < 0:
                    l2p[layer, logical_id] = physical_id
        return cls(
            physical_to_logical_map=p2l,
            logical_to_all_physical_map=l2p.unsqueeze(-1),
            logical_to_rank_dispatch_physical_map=l2p,
        )


@functools.lru_cache(maxsize=4)
def _load_init_expert_location(path: str) -> ExpertLocationMetadata:
    with open(path, "r") as f:
        data = json.load(f)
    return ExpertLocationMetadata.init_by_mapping(data["physical_to_logical_map"])


def get_global_expert_location_metadata() -> ExpertLocationMetadata:
    return _load_init_expert_location(envs.SGLANG_INIT_EXPERT_LOCATION.get())


def topk_ids_logical_to_physical(topk_ids: torch.Tensor, layer_id: int) -> torch.Tensor:
    if not envs.SGLANG_ENABLE_EPLB_DISPATCH.get():
        return topk_ids
    metadata = get_global_expert_location_metadata()
    dispatch_map = metadata.logical_to_rank_dispatch_physical_map[layer_id]
    return dispatch_map[topk_ids.long()].to(topk_ids.dtype)
