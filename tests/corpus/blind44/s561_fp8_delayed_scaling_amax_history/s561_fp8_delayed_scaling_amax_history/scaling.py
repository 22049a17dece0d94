import torch
from torch import nn

from .recipe import DelayedScaling


class ScalingMeta(nn.Module):
    """Per-tensor scale state: amax history ring buffer + current scale."""

    def __init__(self, recipe: DelayedScaling):
        super().__init__()
        self.recipe = recipe
        self.register_buffer("amax_history", torch.zeros(recipe.amax_history_len))
        self.register_buffer("scale", torch.ones(()))
        self.register_buffer("scale_inv", torch.ones(()))

    def _reduce_history(self) -> torch.Tensor:
        if self.recipe.amax_compute_algo == "max":
            return self.amax_history.max()
        return self.amax_history[0]

    def _compute_scale(self, amax: torch.Tensor, fp8_max: float) -> torch.Tensor:
        # Skip the update when nothing has been observed yet (first steps,
        # padding-only micro-batches): keep the previous scale.
        if amax.item() == 0.0:
            return self.scale
        exp = torch.floor(torch.log2(fp8_max / amax)) - self.recipe.margin
        sf = torch.pow(2.0, torch.abs(exp))
        return torch.where(exp < 0, 1.0 / sf, sf)

    def update(self, new_amax: torch.Tensor) -> torch.Tensor:
        self.amax_history.copy_(torch.roll(self.amax_history, 1))
        self.amax_history[0] = new_amax
        amax = self._reduce_history()
        scale = self._compute_scale(amax, self.recipe.fp8_max(self.recipe.fwd_dtype()))
        self.scale.copy_(scale)
        self.scale_inv.copy_(1.0 / scale)
        return self.scale
