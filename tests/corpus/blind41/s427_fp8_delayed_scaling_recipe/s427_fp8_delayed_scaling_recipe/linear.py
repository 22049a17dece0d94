import torch
from torch import nn

from .meta import Fp8TensorMeta
from .recipe import DelayedScaling, Format


class Fp8DelayedLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, recipe: DelayedScaling):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.1)
        self.input_meta = Fp8TensorMeta(recipe)
        self.weight_meta = Fp8TensorMeta(recipe)
        self.fp8_dtype = recipe.fp8_format.fwd_dtype
        self.fp8_max = recipe.fp8_format.fwd_max

    def _cast(self, t: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
        return (t * scale).clamp(-self.fp8_max, self.fp8_max).to(self.fp8_dtype)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x_scale = self.input_meta.scale.clone()
        w_scale = self.weight_meta.scale.clone()
        x_fp8 = self._cast(x, x_scale)
        w_fp8 = self._cast(self.weight, w_scale)
        out = (x_fp8.float() @ w_fp8.float().t()) / (x_scale * w_scale)
        # delayed scaling: record this step's amax, scales are used from the next step on
        self.input_meta.observe(x)
        self.weight_meta.observe(self.weight)
        self.input_meta.update_scale()
        self.weight_meta.update_scale()
        return out


torch.manual_seed(0)
_recipe = DelayedScaling(margin=0, fp8_format=Format.HYBRID, amax_history_len=4)
_proj = Fp8DelayedLinear(8, 8, _recipe)


@torch.compile(fullgraph=True, dynamic=False)
def fp8_linear_step(x: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return torch.tanh(_proj(x))
