from .presets import PRESETS, register_preset
from .model import BiasedHead, compiled_head

__all__ = ["PRESETS", "register_preset", "BiasedHead", "compiled_head"]
