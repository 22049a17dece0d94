from typing import Callable, Dict, Type

import torch
import torch.nn as nn
import torch.nn.functional as F

ACT2CLS: Dict[str, Type[nn.Module]] = {}


def register_activation(*names: str) -> Callable[[Type[nn.Module]], Type[nn.Module]]:
    def wrap(cls):
        for name in names:
            ACT2CLS[name] = cls
        return cls

    return wrap


@register_activation("gelu_pytorch_tanh", "gelu_new")
class PytorchGELUTanh(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.gelu(x, approximate="tanh")


@register_activation("gelu")
class GELUActivation(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.gelu(x)


@register_activation("silu", "swish")
class SiLUActivation(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.silu(x)


class ClassInstantier(dict):
    def __getitem__(self, key):
        cls = super().__getitem__(key)
        return cls()


ACT2FN = ClassInstantier(ACT2CLS)
