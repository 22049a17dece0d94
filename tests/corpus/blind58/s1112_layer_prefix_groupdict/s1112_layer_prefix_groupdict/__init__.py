from .model import MiniCPMStyleModel, model_forward

__all__ = ["MiniCPMStyleModel", "model_forward"]
