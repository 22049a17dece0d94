from .layer import FusedMoE
from .methods import get_moe_quant_method

__all__ = ["FusedMoE", "get_moe_quant_method"]
