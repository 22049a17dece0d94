import logging
import os
from typing import List, Tuple

import torch
from torch import nn

logger = logging.getLogger(__name__)


class PPMissingLayer(nn.Identity):
    """Placeholder for layers that live on another pipeline rank."""

    def forward(self, *args, **kwargs):
        return args[0] if args else next(iter(kwargs.values()))


def get_pp_indices(num_hidden_layers: int, pp_rank: int, pp_size: int) -> Tuple[int, int]:
    """Layer range [start, end) owned by ``pp_rank``; honours BLIND45_PP_LAYER_PARTITION."""
    partition_list_str = os.environ.get("BLIND45_PP_LAYER_PARTITION", None)
    if partition_list_str is not None:
        partitions: List[int] = [int(x) for x in partition_list_str.split(",")]
        if len(partitions) != pp_size or sum(partitions) != num_hidden_layers:
            raise ValueError(f"invalid partition {partitions} for {num_hidden_layers} layers")
    else:
        layers_per_partition = num_hidden_layers // pp_size
        partitions = [layers_per_partition] * pp_size
        for i in range(num_hidden_layers % pp_size):
            partitions[-(i + 1)] += 1
    start_layer = sum(partitions[:pp_rank])
    end_layer = start_layer + partitions[pp_rank]
    logger.info("pp rank %d/%d owns layers [%d, %d)", pp_rank, pp_size, start_layer, end_layer)
    return start_layer, end_layer


def make_layers(num_hidden_layers: int, layer_fn, pp_rank: int, pp_size: int):
    start_layer, end_layer = get_pp_indices(num_hidden_layers, pp_rank, pp_size)
    modules = nn.ModuleList(
        [PPMissingLayer() for _ in range(start_layer)]
        + [layer_fn(idx) for idx in range(start_layer, end_layer)]
        + [PPMissingLayer() for _ in range(end_layer, num_hidden_layers)]
    )
    return start_layer, end_layer, modules


def is_pp_missing_parameter(name: str, model: nn.Module) -> bool:
    for missing_layer_name, m in model.named_modules():
        if isinstance(m, PPMissingLayer) and name.startswith(missing_layer_name + "."):
            return True
    return False
