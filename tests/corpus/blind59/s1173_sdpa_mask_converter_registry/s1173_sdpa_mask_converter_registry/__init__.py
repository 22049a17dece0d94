from .attention_adapters import get_mask_converter
from .model_wrapper import ServingModel, ServingModelConfig

__all__ = ["get_mask_converter", "ServingModel", "ServingModelConfig"]
