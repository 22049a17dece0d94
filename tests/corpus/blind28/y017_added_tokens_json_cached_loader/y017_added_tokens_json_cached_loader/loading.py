"""Checkpoint loading helpers for the added-token aware head."""
from typing import Dict, Iterable, Tuple

import torch
import torch.nn as nn


def _narrow_vocab_rows(loaded: torch.Tensor, rows: int) -> torch.Tensor:
    if loaded.shape[0] == rows:
        return loaded
    if loaded.shape[0] > rows:
        return loaded[:rows]
    pad = loaded.new_zeros(rows - loaded.shape[0], *loaded.shape[1:])
    return torch.cat([loaded, pad], dim=0)


def default_weight_loader(param: nn.Parameter, loaded: torch.Tensor) -> None:
    loaded = _narrow_vocab_rows(loaded, param.shape[0])
    if loaded.shape != param.shape:
        raise ValueError(f"shape mismatch: {tuple(loaded.shape)} vs {tuple(param.shape)}")
    with torch.no_grad():
        param.copy_(loaded.to(param.dtype))


def load_weights(module: nn.Module, weights: Iterable[Tuple[str, torch.Tensor]]) -> Dict[str, int]:
    params = dict(module.named_parameters())
    loaded_count: Dict[str, int] = {}
    for name, tensor in weights:
        if name not in params:
            continue
        default_weight_loader(params[name], tensor)
        loaded_count[name] = tensor.numel()
    return loaded_count
