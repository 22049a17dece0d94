import logging

import torch
from torch import nn

from .recipe import DelayedScalingRecipe

logger = logging.getLogger(__name__)


class AmaxHistory(nn.Module):
    """Rolling amax buffer with the scale / scale_inv pair that goes with it."""

    def __init__(self, recipe: DelayedScalingRecipe, name: str):
        super().__init__()
        self.recipe = recipe
        self.name = name
        self.num_updates = 0
        self.register_buffer("history", torch.zeros(recipe.amax_history_len))
        self.register_buffer("scale", torch.ones(()))
        self.register_buffer("scale_inv", torch.ones(()))

    def _reduce(self) -> torch.Tensor:
        if self.recipe.amax_compute_algo == "max":
            return self.history.max()
        return self.history[0]

    def record(self, t: torch.Tensor) -> None:
        cur = t.detach().abs().amax().to(self.history.dtype)
        rolled = torch.roll(self.history, shifts=-1)
        rolled[-1] = cur
        self.history.copy_(rolled)

    def refresh_scale(self) -> None:
        amax = self._reduce()
        new_scale = self.recipe.scale_from_amax(amax, self.scale)
        self.scale.copy_(new_scale)
        self.scale_inv.copy_(1.0 / new_scale)
        if self.num_updates % self.recipe.log_interval == 0:
            logger.info("fp8 %s: amax=%s scale=%s", self.name, amax, new_scale)
        self.num_updates += 1
