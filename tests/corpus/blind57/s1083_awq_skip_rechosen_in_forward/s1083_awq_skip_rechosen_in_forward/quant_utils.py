from types import MappingProxyType
from typing import Mapping

import torch


def is_layer_skipped(
    prefix: str,
    ignored_layers: list[str],
    fused_mapping: Mapping[str, list[str]] = MappingProxyType({}),
) -> bool:
    proj_name = prefix.split(".")[-1]
    if proj_name in fused_mapping:
        shard_prefixes = [prefix.replace(proj_name, shard_proj_name) for shard_proj_name in fused_mapping[proj_name]]
        is_skipped = None
        for shard_prefix in shard_prefixes:
            is_shard_skipped = any(ignored in shard_prefix for ignored in ignored_layers)
            if is_skipped is None:
                is_skipped = is_shard_skipped
            elif is_shard_skipped != is_skipped:
                raise ValueError(
                    f"Detected some but not all shards of {prefix} are quantized. All shards of fused layers "
                    "must have the same precision."
                )
        return bool(is_skipped)
    return any(ignored in prefix for ignored in ignored_layers)


def unpack_awq_int4(qweight: torch.Tensor) -> torch.Tensor:
    order = torch.tensor([0, 4, 1, 5, 2, 6, 3, 7], device=qweight.device, dtype=torch.int32)
    shifts = order * 4
    w = (qweight.unsqueeze(-1) >> shifts) & 0xF
    return w.reshape(qweight.shape[0], -1)

