from .recipe import DelayedScalingRecipe, Format
from .module import Fp8MLP, build_fp8_mlp

__all__ = ["DelayedScalingRecipe", "Format", "Fp8MLP", "build_fp8_mlp"]
