"""Missing-value imputers keyed by name, selected from the model config."""
from typing import Callable, Dict

import torch

IMPUTERS: Dict[str, Callable[[torch.Tensor, torch.Tensor], torch.Tensor]] = {}


def register_imputer(name: str):
    def deco(fn):
        IMPUTERS[name] = fn
        return fn

    return deco


@register_imputer("zero")
def zero_fill(x: torch.Tensor, missing: torch.Tensor) -> torch.Tensor:
    return torch.where(missing, torch.zeros_like(x), x)


@register_imputer("forward_fill")
def forward_fill(x: torch.Tensor, missing: torch.Tensor) -> torch.Tensor:
    out = x.clone()
    for t in range(1, x.shape[1]):
        out[:, t] = torch.where(missing[:, t], out[:, t - 1], out[:, t])
    return torch.nan_to_num(out, nan=0.0)


@register_imputer("global_mean")
def global_mean_fill(x: torch.Tensor, missing: torch.Tensor) -> torch.Tensor:
    observed = x[~missing]
    fill = observed.mean() if observed.numel() > 0 else x.new_zeros(())
    return torch.where(missing, fill, x)


def missing_mask(x: torch.Tensor) -> torch.Tensor:
    return torch.isnan(x)
