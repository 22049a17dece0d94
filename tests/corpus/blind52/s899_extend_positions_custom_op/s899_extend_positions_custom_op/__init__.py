from .model import PackedPrefillModel, compiled_model

__all__ = ["PackedPrefillModel", "compiled_model"]
