from .quant_config import QuantConfig, QuantDtype
from .linear import QKVParallelLinear
from .model import AttentionProj, compiled_block

__all__ = ["QuantConfig", "QuantDtype", "QKVParallelLinear", "AttentionProj", "compiled_block"]
