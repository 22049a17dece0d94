from typing import Dict

import torch
from torch import nn


def get_param_dict(module: nn.Module) -> Dict[str, torch.Tensor]:
    return dict(module.named_parameters(remove_duplicate=False))


def is_tied(param_dict: Dict[str, torch.Tensor], a: str, b: str) -> bool:
    pa = param_dict.get(a)
    pb = param_dict.get(b)
    if pa is None or pb is None:
        return False
    return pa.data_ptr() == pb.data_ptr()


def num_parameters(module: nn.Module, exclude_embeddings: bool = False) -> int:
    total = 0
    for name, param in module.named_parameters():
        if exclude_embeddings and "embed" in name:
            continue
        total += param.numel()
    return total


def param_dtype(module: nn.Module) -> torch.dtype:
    for param in module.parameters():
        if param.is_floating_point():
            return param.dtype
    return torch.get_default_dtype()
