from .base import BaseLayerWithLoRA
from .linear import MergedColumnParallelLinearWithLoRA, RowParallelLinearWithLoRA

__all__ = ["BaseLayerWithLoRA", "MergedColumnParallelLinearWithLoRA", "RowParallelLinearWithLoRA"]
