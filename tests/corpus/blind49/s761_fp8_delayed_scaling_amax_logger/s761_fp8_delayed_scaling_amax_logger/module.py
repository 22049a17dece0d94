import torch
from torch import nn

from .amax_history import AmaxHistory
from .recipe import DelayedScalingRecipe


def _cast_to_fp8(x: torch.Tensor, meta: AmaxHistory, dtype: torch.dtype) -> torch.Tensor:
    fmax = torch.finfo(dtype).max
    return (x * meta.scale).clamp(-fmax, fmax).to(dtype)


class Fp8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, recipe: DelayedScalingRecipe, prefix: str):
        super().__init__()
        self.recipe = recipe
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.02)
        self.input_meta = AmaxHistory(recipe, f"{prefix}.input")
        self.weight_meta = AmaxHistory(recipe, f"{prefix}.weight")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        dtype = self.recipe.fwd_dtype
        x_fp8 = _cast_to_fp8(x, self.input_meta, dtype)
        w_fp8 = _cast_to_fp8(self.weight, self.weight_meta, dtype)
        self.input_meta.record(x)
        self.weight_meta.record(self.weight)
        out = torch.nn.functional.linear(x_fp8.float(), w_fp8.float())
        out = out * (self.input_meta.scale_inv * self.weight_meta.scale_inv)
        self.input_meta.refresh_scale()
        self.weight_meta.refresh_scale()
        return out


class Fp8MLP(nn.Module):
    def __init__(self, hidden: int, intermediate: int, recipe: DelayedScalingRecipe):
        super().__init__()
        self.up_proj = Fp8Linear(hidden, intermediate, recipe, "mlp.up_proj")
        self.down_proj = Fp8Linear(intermediate, hidden, recipe, "mlp.down_proj")

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = torch.nn.functional.gelu(self.up_proj(hidden_states))
        return self.down_proj(h)


def build_fp8_mlp(hidden: int = 8, intermediate: int = 16) -> Fp8MLP:
    return Fp8MLP(hidden, intermediate, DelayedScalingRecipe())


mlp = build_fp8_mlp()
compiled_mlp = torch.compile(mlp, fullgraph=True)
