from dataclasses import dataclass

import torch

from .amp_ops import unscale_grad_check_inf, update_scale


@dataclass(frozen=True)
class GradScalerConfig:
    init_scale: float = 2.0**10
    growth_factor: float = 2.0
    backoff_factor: float = 0.5
    growth_interval: int = 2000


class ShardedGradScaler:
    def __init__(self, config: GradScalerConfig = GradScalerConfig()):
        self.config = config
        self.scale = torch.full((), config.init_scale)
        self.growth_tracker = torch.zeros((), dtype=torch.int32)

    def unscale_(self, grad: torch.Tensor):
        return unscale_grad_check_inf(grad, self.scale.reciprocal())

    def update(self, found_inf: torch.Tensor) -> None:
        cfg = self.config
        new_scale, new_tracker = update_scale(
            self.scale, self.growth_tracker, found_inf, cfg.growth_factor, cfg.backoff_factor, cfg.growth_interval
        )
        self.scale.copy_(new_scale)
        self.growth_tracker.copy_(new_tracker)
