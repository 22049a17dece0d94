from .model_config import ModelConfig

__all__ = ["ModelConfig"]
