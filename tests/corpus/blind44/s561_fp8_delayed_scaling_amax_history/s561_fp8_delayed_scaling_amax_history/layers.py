import torch
import torch.nn.functional as F
from torch import nn

from .recipe import DelayedScaling
from .scaling import ScalingMeta


def cast_to_fp8(x: torch.Tensor, scale: torch.Tensor, dtype: torch.dtype, fp8_max: float) -> torch.Tensor:
    return (x * scale).clamp(-fp8_max, fp8_max).to(dtype)


class Fp8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, recipe: DelayedScaling | None = None):
        super().__init__()
        self.recipe = recipe or DelayedScaling()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.02)
        self.input_meta = ScalingMeta(self.recipe)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        dtype = self.recipe.fwd_dtype()
        fp8_max = self.recipe.fp8_max(dtype)
        scale = self.input_meta.update(x.detach().abs().amax())
        x_fp8 = cast_to_fp8(x, scale, dtype, fp8_max)
        x_deq = x_fp8.to(x.dtype) * self.input_meta.scale_inv
        return F.linear(x_deq, self.weight)


fp8_proj = torch.compile(Fp8Linear(8, 8), fullgraph=True)
