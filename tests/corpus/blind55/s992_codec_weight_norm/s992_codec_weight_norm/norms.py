from typing import Callable, Dict

import torch
import torch.nn as nn
from torch.nn.utils import parametrize


def _assert_nonzero_norm(norm: torch.Tensor, param_name: str) -> None:
    if (norm == 0).any():
        raise RuntimeError(
            f"weight norm of '{param_name}' collapsed to zero; the checkpoint is likely corrupt"
        )


class WeightNormParametrization(nn.Module):
    """w = g * v / ||v||, with the norm taken over every dim except ``dim``."""

    def __init__(self, dim: int = 0, param_name: str = "weight"):
        super().__init__()
        self.dim = dim
        self.param_name = param_name

    def forward(self, weight_g: torch.Tensor, weight_v: torch.Tensor) -> torch.Tensor:
        norm = torch.norm_except_dim(weight_v, 2, self.dim)
        _assert_nonzero_norm(norm, self.param_name)
        return weight_v * (weight_g / norm)

    def right_inverse(self, weight: torch.Tensor):
        weight_g = torch.norm_except_dim(weight, 2, self.dim)
        weight_v = weight
        return weight_g, weight_v


def apply_weight_norm(module: nn.Module, name: str = "weight", dim: int = 0) -> nn.Module:
    parametrize.register_parametrization(
        module, name, WeightNormParametrization(dim, name), unsafe=True
    )
    return module


def apply_spectral_norm(module: nn.Module, name: str = "weight", dim: int = 0) -> nn.Module:
    return nn.utils.parametrizations.spectral_norm(module, name)


def _identity(module: nn.Module, name: str = "weight", dim: int = 0) -> nn.Module:
    return module


CONV_NORMALIZATIONS: Dict[str, Callable[..., nn.Module]] = {
    "none": _identity,
    "weight_norm": apply_weight_norm,
    "spectral_norm": apply_spectral_norm,
}


def apply_parametrization_norm(module: nn.Module, norm: str = "none") -> nn.Module:
    if norm not in CONV_NORMALIZATIONS:
        raise ValueError(f"unknown conv normalization {norm!r}")
    return CONV_NORMALIZATIONS[norm](module)
