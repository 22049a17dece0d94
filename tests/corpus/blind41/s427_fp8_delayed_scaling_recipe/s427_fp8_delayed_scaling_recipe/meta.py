import torch
from torch import nn

from .recipe import DelayedScaling


class Fp8TensorMeta(nn.Module):
    """amax history + current scale for one FP8 tensor (input, weight, ...)."""

    def __init__(self, recipe: DelayedScaling, num_tensors: int = 1):
        super().__init__()
        self.recipe = recipe
        self.register_buffer("amax_history", torch.zeros(recipe.amax_history_len, num_tensors))
        self.register_buffer("scale", torch.ones(num_tensors))

    def observe(self, t: torch.Tensor, idx: int = 0) -> None:
        self.amax_history.copy_(torch.roll(self.amax_history, shifts=1, dims=0))
        self.amax_history[0, idx] = t.detach().abs().amax()

    def update_scale(self) -> torch.Tensor:
        new = self.recipe.compute_scale(self.amax_history, self.scale)
        self.scale.copy_(new)
        return self.scale
