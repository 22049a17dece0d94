import os
from dataclasses import dataclass
from typing import Callable, Dict, List, Tuple

import torch
import torch.nn as nn

from .parallel_state import get_pp_group


@dataclass
class IntermediateTensors:
    tensors: Dict[str, torch.Tensor]

    def __getitem__(self, key: str) -> torch.Tensor:
        return self.tensors[key]

    def __len__(self) -> int:
        return len(self.tensors)


class PPMissingLayer(nn.Identity):
    pass


def get_pp_indices(num_hidden_layers: int, pp_rank: int, pp_size: int) -> Tuple[int, int]:
    partition_str = os.environ.get("VLLM_PP_LAYER_PARTITION")
    if partition_str is not None:
        partitions = [int(p) for p in partition_str.split(",")]
        if len(partitions) != pp_size or sum(partitions) != num_hidden_layers:
            raise ValueError(f"invalid VLLM_PP_LAYER_PARTITION={partition_str!r}")
    else:
        base = num_hidden_layers // pp_size
        partitions = [base] * pp_size
        for i in range(num_hidden_layers % pp_size):
            partitions[-1 - i] += 1
    start = sum(partitions[:pp_rank])
    return start, start + partitions[pp_rank]


def make_layers(num_hidden_layers: int,
                layer_fn: Callable[[int], nn.Module]) -> Tuple[int, int, nn.ModuleList]:
    pp = get_pp_group()
    start, end = get_pp_indices(num_hidden_layers, pp.rank_in_group, pp.world_size)
    layers: List[nn.Module] = []
    for idx in range(num_hidden_layers):
        layers.append(layer_fn(idx) if start <= idx < end else PPMissingLayer())
    return start, end, nn.ModuleList(layers)
