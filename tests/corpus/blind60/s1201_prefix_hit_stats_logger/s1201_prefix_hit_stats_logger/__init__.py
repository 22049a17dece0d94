from .model_runner import ModelConfig, ModelRunner

__all__ = ["ModelConfig", "ModelRunner"]
