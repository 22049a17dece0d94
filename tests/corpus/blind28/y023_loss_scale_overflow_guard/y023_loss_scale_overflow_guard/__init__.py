from .scaling import DynamicScaleState

__all__ = ["DynamicScaleState"]
