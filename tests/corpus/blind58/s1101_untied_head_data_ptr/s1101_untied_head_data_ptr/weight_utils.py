from typing import Iterable, Tuple

import torch
from torch import nn


def param_bytes(module: nn.Module) -> int:
    return sum(p.numel() * p.element_size() for p in module.parameters())


def iter_named_weights(module: nn.Module) -> Iterable[Tuple[str, torch.Tensor]]:
    for name, param in module.named_parameters(remove_duplicate=False):
        if name.endswith("weight"):
            yield name, param


def weights_are_shared(a: nn.Module, b: nn.Module) -> bool:
    wa = getattr(a, "weight", None)
    wb = getattr(b, "weight", None)
    if wa is None or wb is None:
        return False
    if wa.shape != wb.shape:
        return False
    return wa.data_ptr() == wb.data_ptr()


def default_weight_loader(param: torch.Tensor, loaded_weight: torch.Tensor) -> None:
    assert param.size() == loaded_weight.size(), (
        f"Attempted to load weight ({loaded_weight.size()}) "
        f"into parameter ({param.size()})"
    )
    param.data.copy_(loaded_weight)
