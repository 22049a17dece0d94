from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Optional

import torch


@dataclass
class ModelConfigForExpertLocation:
    num_layers: int
    num_logical_experts: int
    num_groups: Optional[int] = None


@dataclass
class ExpertLocationMetadata:
    physical_to_logical_map: torch.Tensor  # (layers, num_physical_experts)
    logical_to_all_physical_map: torch.Tensor  # (layers, num_logical_experts, X)
    logical_to_rank_dispatch_physical_map: torch.Tensor  # (layers, num_logical_experts)

    @property
    def num_layers(self) -> int:
        return self.physical_to_logical_map.shape[0]

    @property
    def num_physical_experts(self) -> int:
        return self.physical_to_logical_map.shape[1]

    @staticmethod
    def init_trivial(config: ModelConfigForExpertLocation, ep_num_redundant_experts: int = 0):
        num_physical_experts = config.num_logical_experts + ep_num_redundant_experts
        physical_to_logical_map = (
            torch.arange(0, num_physical_experts).repeat(config.num_layers, 1)
            % config.num_logical_experts
        )
        return ExpertLocationMetadata.init_by_mapping(config, physical_to_logical_map)

    @staticmethod
    def init_by_mapping(config: ModelConfigForExpertLocation, physical_to_logical_map):
        if not isinstance(physical_to_logical_map, torch.Tensor):
            physical_to_logical_map = torch.tensor(physical_to_logical_map)
        num_layers, num_physical = physical_to_logical_map.shape
        logical_to_all_physical_map = torch.full(
            (num_layers, config.num_logical_experts, num_physical), -1, dtype=torch.int64
        )
        for layer_id in range(num_layers):
            for physical_id in range(num_physical):
                logical_id = int(physical_to_logical_map[layer_id, physical_id])
                logical_to_all_physical_map[layer_id, logical_id, physical_id] = physical_id
        dispatch_map = logical_to_all_physical_map.max(dim=-1).values
        return ExpertLocationMetadata(
            physical_to_logical_map=physical_to_logical_map,
            logical_to_all_physical_map=logical_to_all_physical_map,
            logical_to_rank_dispatch_physical_map=dispatch_map,
        )

    @staticmethod
    def init_by_mapping_file(config: ModelConfigForExpertLocation, path: str):
        with open(path) as f:
            data = json.load(f)
        return ExpertLocationMetadata.init_by_mapping(config, data["physical_to_logical_map"])


_global_expert_location_metadata: Optional[ExpertLocationMetadata] = None
_global_init_spec: dict = {}


def configure_expert_location(config: ModelConfigForExpertLocation, init_expert_location: str):
    _global_init_spec["config"] = config
    _global_init_spec["init_expert_location"] = init_expert_location


def compute_initial_expert_location_metadata() -> ExpertLocationMetadata:
    config = _global_init_spec["config"]
    data = _global_init_spec["init_expert_location"]
    if data == "trivial":
        return ExpertLocationMetadata.init_trivial(config)
    if data.endswith(".json"):
        return ExpertLocationMetadata.init_by_mapping_file(config, data)
    raise NotImplementedError(f"Unknown init_expert_location format ({data=})")


def get_global_expert_location_metadata() -> ExpertLocationMetadata:
    global _global_expert_location_metadata
    if _global_expert_location_metadata is None:
        _global_expert_location_metadata = compute_initial_expert_location_metadata()
    return _global_expert_location_metadata
