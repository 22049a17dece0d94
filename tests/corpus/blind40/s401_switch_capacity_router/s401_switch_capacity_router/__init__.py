from .config import SwitchMoEConfig
from .layer import SwitchMoELayer, compiled_moe

__all__ = ["SwitchMoEConfig", "SwitchMoELayer", "compiled_moe"]
