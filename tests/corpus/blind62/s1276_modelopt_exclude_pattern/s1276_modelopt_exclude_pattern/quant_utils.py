import fnmatch
from typing import Iterable, Mapping

import torch

FP8_DTYPE = torch.float8_e4m3fn


def matches_any(prefix: str, patterns: Iterable[str]) -> bool:
    for pattern in patterns:
        if fnmatch.fnmatch(prefix, pattern):
            return True
    return False


def is_layer_skipped(prefix: str, ignored_layers: Iterable[str],
                     fused_mapping: Mapping[str, list]) -> bool:
    proj_name = prefix.split(".")[-1]
    if proj_name in fused_mapping:
        shard_prefixes = [prefix.replace(proj_name, shard) for shard in fused_mapping[proj_name]]
        return all(matches_any(p, ignored_layers) for p in shard_prefixes)
    return matches_any(prefix, ignored_layers)


def per_tensor_dequantize(w: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    return w.to(torch.float32) * scale
