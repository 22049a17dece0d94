from .layers import RowParallelLinearWithLoRA
from .punica_wrapper import PunicaWrapper

__all__ = ["PunicaWrapper", "RowParallelLinearWithLoRA"]
