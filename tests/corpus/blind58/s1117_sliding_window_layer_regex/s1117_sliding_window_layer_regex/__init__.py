from .model import Gemma2StyleModel, compiled_model

__all__ = ["Gemma2StyleModel", "compiled_model"]
