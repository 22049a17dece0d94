"""Host-side loss-scale bookkeeping exposed as opaque custom ops.

The overflow decision needs a host sync, so scale and growth tracker are
updated by ops with fake (meta) implementations.
"""
import math
from typing import Tuple

import torch


@torch.library.custom_op("blind43_s527::unscale_grad_check_inf", mutates_args=())
def unscale_grad_check_inf(grad: torch.Tensor, inv_scale: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    unscaled = grad.float() * inv_scale
    norm = unscaled.norm().item()
    found_inf = not math.isfinite(norm)
    return unscaled, torch.tensor(float(found_inf), device=grad.device)


@unscale_grad_check_inf.register_fake
def _(grad, inv_scale):
    return torch.empty_like(grad, dtype=torch.float32), grad.new_empty((), dtype=torch.float32)


@torch.library.custom_op("blind43_s527::update_scale", mutates_args=())
def update_scale(
    scale: torch.Tensor,
    growth_tracker: torch.Tensor,
    found_inf: torch.Tensor,
    growth_factor: float,
    backoff_factor: float,
    growth_interval: int,
) -> Tuple[torch.Tensor, torch.Tensor]:
    if found_inf.item() > 0:
        return scale * backoff_factor, torch.zeros_like(growth_tracker)
    tracker = int(growth_tracker.item()) + 1
    if tracker == growth_interval:
        return scale * growth_factor, torch.zeros_like(growth_tracker)
    return scale.clone(), torch.full_like(growth_tracker, tracker)


@update_scale.register_fake
def _(scale, growth_tracker, found_inf, growth_factor, backoff_factor, growth_interval):
    return torch.empty_like(scale), torch.empty_like(growth_tracker)
